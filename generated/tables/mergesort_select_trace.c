#line 4197 "chapters/09-support.nw"
/* The selection over the sixteen keys' four lists of four for diagonal
   DIAG, round by round, one probe a list (lg_merge4_select_from's steps,
   printed). */
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

enum { N = MERGESORT_WALK_KEYS, LIST = 4, DIAG = 8 };
static int32_t keys[N];

/* <<Sort the sixteen keys into lists of four>> */
#line 4179 "chapters/09-support.nw"
static void sort_into_lists(void)
{
    int32_t next[N];

    memcpy(keys, mergesort_walk_keys, sizeof keys);
    for (int list = 1; list < LIST; list *= 2) {
        mergesort_model_pass_i32(keys, NULL, N, 1, 2 * list, next, NULL);
        memcpy(keys, next, sizeof keys);
    }
}
/* <<Print one round of the selection>> */
#line 4231 "chapters/09-support.nw"
static void print_round(lg_merge4_known_i32 *s, const int32_t *const *list, const int *n,
                        int round)
{
    int probe[4], fate[4];
    int32_t key[4];
    lg_merge4_known_i32 before = *s;   /* the brackets the round starts from */

    lg_merge4_round_i32(list, n, DIAG, s, round == 0, 1, probe, key, fate);
    printf("| %d |", round + 1);
    for (int g = 0; g < 4; g++)
        if (probe[g] < 0)
            printf(" settled: %d |", before.lo[g]);
        else
            printf(" [%d, %d], key %d at %d: %s |", before.lo[g], before.hi[g], (int)key[g],
                   probe[g], fate[g] > 0 ? "in" : fate[g] < 0 ? "out" : "undecided");
    printf("\n");
}

#line 4211 "chapters/09-support.nw"
int main(void)
{
    const int32_t *list[4];
    int n[4], take[4];
    lg_merge4_known_i32 s;

    sort_into_lists();
    for (int k = 0; k < 4; k++)
        list[k] = keys + k * LIST, n[k] = LIST;
    s = lg_merge4_know_nothing_i32(n);
    printf("| round | A | B | C | D |\n|---|---|---|---|---|\n");
    for (int round = 0; !lg_merge4_settled_i32(&s, DIAG, take); round++)
        print_round(&s, list, n, round);
    printf("\nThe first %d outputs take %d, %d, %d and %d keys of A, B, C and D.\n", DIAG,
           take[0], take[1], take[2], take[3]);
    return 0;
}
