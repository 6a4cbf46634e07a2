#line 8142 "chapters/09-support.nw"
/* Data for the figure of the demo's segments (plots/segreduce-csr.gp). */
#include <stdio.h>
#include "support.h"

/* <<The segreduce demo's input>> */
#line 2229 "chapters/06-segreduce.nw"
static const int32_t demo_csr[7] = {0, 9, 19, 25, 71, 87, 97};
static const int32_t demo_values[100] = {
    1, 5, 5, 1, 2, 5, 1, 1, 4, 4,   5, 3, 4, 4, 4, 2, 2, 4, 2, 5,
    5, 1, 5, 1, 4, 5, 1, 4, 2, 2,   2, 3, 3, 1, 4, 2, 4, 2, 1, 2,
    5, 1, 2, 2, 3, 1, 2, 5, 4, 1,   2, 5, 4, 2, 4, 1, 3, 2, 4, 4,
    4, 4, 4, 3, 4, 4, 1, 5, 1, 1,   3, 2, 3, 1, 4, 1, 1, 4, 4, 4,
    3, 5, 5, 3, 2, 1, 5, 5, 4, 5,   4, 2, 2, 3, 5, 5, 1, 4, 1, 5};

#line 8148 "chapters/09-support.nw"
int main(void)
{
    int32_t totals[7];

    segreduce_reference_i32(demo_values, 100, demo_csr, 7, LG_OP_SUM, totals);
    printf("```\n# block 0: segment, its first value, one past its last, its total\n");
    for (int i = 0; i < 7; i++)
        printf("%d %d %d %d\n", i, (int)demo_csr[i], i + 1 < 7 ? (int)demo_csr[i + 1] : 100,
               (int)totals[i]);
    printf("```\n");
    return 0;
}
