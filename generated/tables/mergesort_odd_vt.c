#line 276 "chapters/08-notebook.nw"
/* Tiles of 512 x 15 and 512 x 16 for keys at 2^26, two-way passes, from
   the sweep of the chapter's earlier version. */
#include <stdio.h>
#include "mergesort.h"
#include "support.h"

#define RESULTS "bench/results/h100/tried/mergesort-sweep-two-way.tsv"
enum { N = 1 << 26 };

int main(void)
{
    static measured_row rows[64];
    static const int vts[] = {15, 16};
    char gpu[64], date[64], param[32];
    int count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 64, gpu, date);

    if (count < 0)
        return 0;
    printf("| tile | NV | two-way passes | ms |\n|---|--:|--:|--:|\n");
    for (int i = 0; i < 2; i++) {
        const measured_row *r;
        snprintf(param, sizeof param, "keys-512x%d", vts[i]);
        if ((r = find_measured_row(rows, count, "ours", N, param)) != NULL)
            printf("| 512 x %d | %d | %d | %.3f |\n", vts[i], 512 * vts[i],
                   lg_mergesort_passes(N, 512 * vts[i]), r->median_ms);
    }
    printf("\nMeasured on %s, %.10s.\n", gpu, date);
    return 0;
}
