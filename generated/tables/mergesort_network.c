#line 3804 "chapters/09-support.nw"
/* The rounds of the odd-even transposition sort of the sixteen keys. */
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

enum { N = MERGESORT_WALK_KEYS };

int main(void)
{
    int32_t keys[N];

    memcpy(keys, mergesort_walk_keys, sizeof keys);
    printf("```\n   input:");
    for (int i = 0; i < N; i++)
        printf(" %3d ", (int)keys[i]);
    printf("\n");
    for (int round = 0; round < N; round++) {
        lg_transposition_round_i32(keys, NULL, N, round);
        printf("round %2d:", round);
        for (int i = 0, start = round & 1; i < N; i++) {
            int opens = i >= start && (i - start) % 2 == 0 && i + 1 < N;
            int closes = i > start && (i - start) % 2 == 1;
            printf("%s%3d%s", opens ? "(" : " ", (int)keys[i], closes ? ")" : " ");
        }
        printf("\n");
    }
    printf("```\n");
    return 0;
}
