#line 8279 "chapters/09-support.nw"
/* Data for the figure of the reduce-by-key demo's runs
   (plots/reduce-by-key-runs.gp). */
#include <stdio.h>
#include "support.h"

/* <<The reduce-by-key demo's input>> */
#line 2712 "chapters/06-segreduce.nw"
static const int32_t rbk_keys[100] = {
    0, 0, 0, 1, 1, 1, 2, 2, 2, 2,   2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2,   2, 2, 2, 2, 2, 3, 3, 3, 3, 3,
    3, 3, 3, 4, 4, 5, 5, 5, 5, 5,   5, 5, 5, 5, 5, 5, 6, 6, 6, 6,
    6, 6, 6, 6, 6, 6, 6, 6, 6, 7,   8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8,   8, 8, 8, 8, 8, 8, 8, 8, 8, 8};
static const int32_t rbk_values[100] = {
    2, 4, 2, 4, 1, 5, 3, 2, 4, 4,   2, 5, 2, 2, 5, 3, 3, 5, 3, 3,
    2, 2, 1, 4, 4, 2, 1, 4, 1, 3,   1, 3, 2, 4, 2, 5, 1, 2, 1, 5,
    4, 4, 1, 5, 4, 1, 5, 2, 3, 4,   1, 2, 4, 2, 5, 4, 3, 4, 5, 3,
    3, 4, 2, 1, 1, 2, 3, 3, 2, 2,   2, 4, 1, 5, 5, 2, 2, 4, 3, 1,
    3, 5, 4, 1, 2, 3, 2, 2, 5, 5,   1, 3, 3, 3, 4, 5, 5, 2, 4, 3};

#line 8286 "chapters/09-support.nw"
int main(void)
{
    int32_t csr[100], keys_out[100], totals[100];
    int runs = keys_to_csr(rbk_keys, 100, csr);

    reduce_by_key_reference_i32(rbk_keys, rbk_values, 100, LG_OP_SUM, keys_out, totals);
    printf("```\n# block 0: run, its first key's index, one past its last, its key, its total\n");
    for (int i = 0; i < runs; i++)
        printf("%d %d %d %d %d\n", i, (int)csr[i], i + 1 < runs ? (int)csr[i + 1] : 100,
               (int)keys_out[i], (int)totals[i]);
    printf("```\n");
    return 0;
}
