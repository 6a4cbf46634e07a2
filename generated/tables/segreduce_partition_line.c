#line 8242 "chapters/09-support.nw"
/* Data for the figure of the partition's searches
   (plots/segreduce-partition.gp). */
#include <stdio.h>
#include "support.h"
#include "segreduce_model.h"

int main(void)
{
    static const int32_t csr[5] = {0, 957, 1008, 2000, 2312};
    enum { COUNT = 2500, TILE = 1000 };

    printf("```\n# block 0: the entries of csr: index, value\n");
    for (int i = 0; i < 5; i++)
        printf("%d %d\n", i, (int)csr[i]);
    printf("\n\n# block 1: tile, its first value, the lower bound of that value in csr,\n"
           "# the upper bound, the segment holding the value, 1 if it is carried\n");
    for (int tile = 1; tile * TILE < COUNT; tile++) {
        int32_t first = tile * TILE, limit = lg_segreduce_limit(csr, 5, COUNT, first);
        int lower = 0;

        while (lower < 5 && csr[lower] < first)
            lower++;
        printf("%d %d %d %d %d %d\n", tile, (int)first, lower, lg_upper_bound_i32(csr, 5, first),
               (int)(limit & INT32_MAX), limit < 0);
    }
    printf("```\n");
    return 0;
}
