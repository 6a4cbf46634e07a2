#line 6826 "chapters/09-support.nw"
/* Data for plots/interval-expand-runs.gp: the expand demonstration's
   values, the runs they fill and the fans between them. */
#include <stdio.h>
#include "intervals_model.h"
#include "support.h"

enum { N = INTERVAL_DEMO_COUNT };

int main(void)
{
    int32_t scan[N], index[N], out[256];
    int m = (int)scan_exclusive_reference_i32(interval_expand_counts, N, scan);

    for (int j = 0; j < N; j++)
        index[j] = j;
    lg_interval_expand_sequential(m, scan, index, N, out);
    printf("```\n");
    /* <<Print the values' boxes and their fans>> */
#line 6855 "chapters/09-support.nw"
    printf("# block 0: the values' boxes, x y interval\n");
    for (int j = 0; j < N; j++)
        printf("%d 5 %d\n%d 5 %d\n%d 6.5 %d\n%d 6.5 %d\n\n", 5 * j, j, 5 * j + 4, j, 5 * j + 4, j,
               5 * j, j);
    printf("\n# block 1: the fans of the non-empty intervals\n");
    for (int j = 0; j < N; j++)
        if (lg_interval_end(scan, N, m, j) > scan[j])
            printf("%d 5 %d\n%d 5 %d\n%d 1.5 %d\n%d 1.5 %d\n\n", 5 * j, j, 5 * j + 4, j,
                   lg_interval_end(scan, N, m, j), j, scan[j], j);
    printf("\n# block 2: the empty intervals, a line to where the run would be\n");
    for (int j = 0; j < N; j++)
        if (lg_interval_end(scan, N, m, j) == scan[j])
            printf("%g 5\n%d 1.5\n\n", 5 * j + 2.0, scan[j]);
    printf("\n# block 3: the values, above their boxes\n");
    for (int j = 0; j < N; j++)
        printf("%g 6.9 \"%d\"\n", 5 * j + 2.0, (int)interval_expand_values[j]);
#line 6844 "chapters/09-support.nw"
    /* <<Print the runs of the expanded output>> */
#line 6877 "chapters/09-support.nw"
    printf("\n\n# block 4: the output's runs of equal elements, x y interval\n");
    for (int a = 0, b; a < m; a = b) {
        for (b = a; b < m && out[b] == out[a]; b++)
            ;
        printf("%d 0 %d\n%d 0 %d\n%d 1.5 %d\n%d 1.5 %d\n\n", a, out[a], b, out[a], b, out[a], a,
               out[a]);
    }
    printf("\n# block 5: the borders between elements\n");
    for (int a = 1; a < m; a++)
        printf("%d 0\n%d 1.5\n\n", a, a);
    printf("\n# block 6: element numbers below the output\n");
    for (int a = 0; a <= m; a += 10)
        printf("%d -0.6 \"%d\"\n", a, a);
#line 6845 "chapters/09-support.nw"
    printf("```\n");
    return 0;
}
