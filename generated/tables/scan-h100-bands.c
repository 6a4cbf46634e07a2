#line 1435 "chapters/09-support.nw"
/* The scan against CUB, summed up in three bands of sizes: the range of
   each measure over the sizes of a band. */
#include <stdio.h>
#include "support.h"

/* <<Print one band of the scan against CUB>> */
#line 1457 "chapters/09-support.nw"
/* Widen [*low, *high] to hold x. */
static void widen(double *low, double *high, double x)
{
    *low = x < *low ? x : *low;
    *high = x > *high ? x : *high;
}

static void print_scan_band(const measured_row *rows, int count, int from, int to)
{
    double lo[5] = {1e30, 1e30, 1e30, 1e30, 1e30}, hi[5] = {0, 0, 0, 0, 0};

    for (int k = from; k <= to; k++) {
        const measured_row *ours = find_measured_row(rows, count, "ours", 1 << k, "uniform");
        const measured_row *cub = find_measured_row(rows, count, "cub", 1 << k, "uniform");
        if (ours == NULL || cub == NULL)
            continue;
        /* <<Widen the band by one size>> */
#line 1482 "chapters/09-support.nw"
        widen(&lo[0], &hi[0], 1e3 * ours->median_ms);
        widen(&lo[1], &hi[1], 1e3 * cub->median_ms);
        widen(&lo[2], &hi[2], ours->pct_of_copy);
        widen(&lo[3], &hi[3], cub->pct_of_copy);
        widen(&lo[4], &hi[4], cub->median_ms / ours->median_ms);
#line 1474 "chapters/09-support.nw"
    }
    printf("| $2^{%d}$ to $2^{%d}$ | %.0f to %.0f | %.0f to %.0f | %.0f to %.0f%% "
           "| %.0f to %.0f%% | %.2f to %.2f |\n", from, to, lo[0], hi[0], lo[1], hi[1], lo[2],
           hi[2], lo[3], hi[3], lo[4], hi[4]);
}

#line 1442 "chapters/09-support.nw"
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
#line 1445 "chapters/09-support.nw"
    printf("| sizes | ours, µs | CUB, µs | ours, of the copy | CUB, of the copy "
           "| CUB time / ours |\n| :--- | ---: | ---: | ---: | ---: | ---: |\n");
    print_scan_band(rows, count, 16, 21);
    print_scan_band(rows, count, 22, 24);
    print_scan_band(rows, count, 25, 28);
    printf("\nThe same measurements as the table above (%s, %.10s): for each band, the "
           "smallest and the largest value over its sizes.\n", gpu, date);
    return 0;
}
