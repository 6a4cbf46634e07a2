#line 8699 "chapters/09-support.nw"
/* Partitioning the segment starts 0, 957, 1008, 2000, 2312 (2500 values)
   into tiles of 1000. */
#include <stdio.h>
#include "support.h"
#include "segreduce_model.h"

int main(void)
{
    static const int32_t csr[5] = {0, 957, 1008, 2000, 2312};

    printf("| tile | first value | lower bound | upper bound $-$ 1 | that segment starts at "
           "| carried |\n| ---: | ---: | ---: | ---: | ---: | :---: |\n");
    for (int tile = 0; tile < 3; tile++) {
        int32_t key = 1000 * tile, limit = lg_segreduce_limit(csr, 5, 2500, key);
        int lower = 0, segment = (int)(limit & INT32_MAX);

        while (lower < 5 && csr[lower] < key)
            lower++;
        printf("| %d | %d | %d | %d | %d | %s |\n", tile, (int)key, lower,
               lg_upper_bound_i32(csr, 5, key) - 1, (int)csr[segment], limit < 0 ? "yes" : "no");
    }
    return 0;
}
