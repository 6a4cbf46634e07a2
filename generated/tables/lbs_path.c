#line 5475 "chapters/09-support.nw"
/* Data for the merge path of the sequential search (plots/lbs-path.gp), on
   five objects with counts 2 5 3 0 1. */
#include <stdio.h>
#include "lbs_model.h"
#include "support.h"

static const int32_t counts[] = {2, 5, 3, 0, 1};
enum { N = 5, MAX_ITEMS = 16 };

int main(void)
{
    int32_t scan[N], objects[MAX_ITEMS];
    int m = (int)scan_exclusive_reference_i32(counts, N, scan);

    lg_load_balance_search_sequential(m, scan, N, objects);
    printf("```\n# block 0: the merge path, (work items, scan elements) after each step\n");
    for (int k = 0; k <= m + N; k++) {
        int a = lg_merge_path_counting_i32(0, m, scan, N, k, LG_BOUNDS_UPPER);
        printf("%d %d\n", a, k - a);
    }
    printf("\n\n# block 1: the object each step across writes, above the step\n");
    for (int i = 0; i < m; i++)
        printf("%g %g %d\n", i + 0.5, objects[i] + 1 - 0.3, (int)objects[i]);
    /* <<Print the labels of the path's columns and rows>> */
#line 5505 "chapters/09-support.nw"
    printf("\n\n# block 2: the work items, above the columns\n");
    for (int i = 0; i < m; i++)
        printf("%g -0.45 %d\n", i + 0.5, i);
    printf("\n\n# block 3: the scan elements, left of the rows, and their objects, right\n");
    for (int j = 0; j < N; j++)
        printf("%g %g \"s_%d = %d\" \"object %d starts%s\"\n", -0.3, j + 0.5, j, (int)scan[j], j,
               counts[j] == 0 ? " (empty)" : "");
#line 5499 "chapters/09-support.nw"
    printf("```\n");
    return 0;
}
