#line 3871 "chapters/09-support.nw"
/* Data for the figure of the mergesort's passes (plots/mergesort-walk.gp). */
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

enum { N = MERGESORT_WALK_KEYS };

/* <<Print the keys of every pass, marking equal keys>> */
#line 3897 "chapters/09-support.nw"
static void print_rows(int passes)
{
    int32_t keys[N], from[N], next_keys[N], next_from[N];

    memcpy(keys, mergesort_walk_keys, sizeof keys);
    for (int i = 0; i < N; i++)
        from[i] = i;
    printf("# block 0: x, row, key, which of equal keys it is (0: none equal)\n");
    for (int row = 0, list = 1; row <= passes; row++, list *= 2) {
        for (int i = 0; i < N; i++) {
            int twin = 0, equal = 0;
            for (int j = 0; j < N; j++)
                if (mergesort_walk_keys[j] == keys[i])
                    equal++, twin += j <= from[i];
            printf("%d %d %d %d\n", i, row, (int)keys[i], equal > 1 ? twin : 0);
        }
        if (row < passes &&
            mergesort_model_pass_i32(keys, from, N, 1, 2 * list, next_keys, next_from) == 0) {
            memcpy(keys, next_keys, sizeof keys);
            memcpy(from, next_from, sizeof from);
        }
    }
}

#line 3881 "chapters/09-support.nw"
int main(void)
{
    int passes = lg_mergesort_passes(N, 1);

    printf("```\n");
    print_rows(passes);
    /* <<Print the lists of every pass and where each goes>> */
#line 3923 "chapters/09-support.nw"
    printf("\n\n# block 1: the lists of each row: begin, end, row\n");
    for (int row = 0, list = 1; row <= passes; row++, list *= 2)
        for (int b = 0; b < N; b += list)
            printf("%d %d %d\n", b, b + list < N ? b + list : N, row);
    printf("\n\n# block 2: each list to the one it is merged into: x0, row, x1\n");
    for (int row = 0, list = 1; row < passes; row++, list *= 2)
        for (int b = 0; b < N; b += list) {
            lg_merge_range f = lg_mergesort_frame(2 * list, b, 1, N);
            printf("%g %d %g\n", b + (list - 1) / 2.0, row,
                   f.a_begin + (f.b_end - f.a_begin - 1) / 2.0);
        }
    printf("\n\n# block 3: the row labels\n");
    for (int row = 0, list = 1; row <= passes; row++, list *= 2)
        printf("%d \"lists of %d\"\n", row, list);
#line 3888 "chapters/09-support.nw"
    printf("```\n");
    return 0;
}
