#line 5587 "chapters/09-support.nw"
/* Data for the figure of the example's tiles (plots/lbs-tiles.gp): the merge
   path of the work items with the scan, the cross-diagonals between tiles of
   NV outputs and where the partition search cuts them, each tile's path. */
#include <stdio.h>
#include "load_balance.h"
#include "support.h"

enum { N = LBS_EXAMPLE_OBJECTS, NV = 30 };
static int32_t scan[N];

int main(void)
{
    int m = (int)scan_exclusive_reference_i32(lbs_example_counts, N, scan), total = m + N;

    /* <<Print the diagonals between the example's tiles and their cuts>> */
#line 5615 "chapters/09-support.nw"
    printf("```\n# block 0: the cross-diagonals between tiles, two ends each\n");
    for (int d = NV; d < total; d += NV)
        printf("%d %d\n%d %d\n\n", lg_min_int(d, m), d - lg_min_int(d, m), d - lg_min_int(d, N),
               lg_min_int(d, N));
    printf("\n# block 1: where the partition search cuts them: work items, scan elements\n");
    for (int t = 0; t <= (total + NV - 1) / NV; t++) {
        int d = lg_merge_diagonal(t, NV, total), a = lg_lbs_partition_search(m, scan, N, d);
        printf("%d %d \"(%d, %d)\"\n", a, d - a, a, d - a);
    }
#line 5602 "chapters/09-support.nw"
    for (int t = 0; t * NV < total; t++) {
        printf("\n\n# block %d: tile %d's part of the path\n", t + 2, t);
        for (int k = t * NV; k <= lg_min_int((t + 1) * NV, total); k++) {
            int a = lg_merge_path_counting_i32(0, m, scan, N, k, LG_BOUNDS_UPPER);
            printf("%d %d\n", a, k - a);
        }
    }
    printf("```\n");
    return 0;
}
