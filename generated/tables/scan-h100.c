#line 1381 "chapters/09-support.nw"
/* Our scan against CUB's, as the benchmark driver measured them: one row
   per size. */
#include <stdio.h>
#include "support.h"

/* <<Print one size of the scan against CUB>> */
#line 1415 "chapters/09-support.nw"
static void print_scan_size(const measured_row *rows, int count, int k)
{
    const measured_row *ours = find_measured_row(rows, count, "ours", 1 << k, "uniform");
    const measured_row *cub = find_measured_row(rows, count, "cub", 1 << k, "uniform");

    if (ours == NULL || cub == NULL)
        return;
    printf("| $2^{%d}$ | %.1f | %.0f | %.0f%% | %.1f | %.2f |\n", k, 1e3 * ours->median_ms,
           ours->effective_GBps, ours->pct_of_copy, 1e3 * cub->median_ms,
           cub->median_ms / ours->median_ms);
}

#line 1388 "chapters/09-support.nw"
int main(void)
{
    /* <<Read the scan's measurements, or stop>> */
#line 1405 "chapters/09-support.nw"
    measured_row rows[128];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, "bench/results/h100/scan.tsv", "scan", rows, 128,
                                   gpu, date);

    if (count < 0)
        return 0;
#line 1391 "chapters/09-support.nw"
    printf("| $n$ | ours, µs | ours, GB/s | of the copy | CUB, µs | CUB time / ours |\n"
           "| ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (int k = 0; k <= 30; k++)
        print_scan_size(rows, count, k);
    printf("\nMeasured on %s, %.10s; medians. GB/s counts 4 bytes read and 4 written per "
           "value; \"of the copy\" is that over the roofline, the copy of $2^{28}$ values. "
           "Above 1, CUB time / ours says ours is faster.\n", gpu, date);
    return 0;
}
