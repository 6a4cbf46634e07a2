#line 2634 "chapters/03-mergesort.nw"
/* The kernels' shares of the sorts at 2^26, from the sweep's rows with a
   kernel launched twice. */
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

#define RESULTS "bench/results/h100/mergesort-sweep.tsv"
enum { N = 1 << 26 };
static measured_row rows[64];
static int count;

#line 2665 "chapters/03-mergesort.nw"
static void print_pieces(const char *sort, int nv, int ways)
{
    static const char *const kernels[] = {"blocksort", "grid", "splits", "merge"};
    static const char *const names[] = {"blocksort", "two-way partition",
                                        "four-way partition", "merge"};
    const measured_row *base = find_measured_row(rows, count, "ours", N, sort);
    int passes = lg_mergesort_global_passes(lg_mergesort_passes(N, nv), ways);
    double rest;

    if (base == NULL)
        return;
    rest = base->median_ms;
    for (int k = 0; k < 4; k++) {
        char param[64];
        const measured_row *r;
        snprintf(param, sizeof param, "%s+%s", sort, kernels[k]);
        if ((r = find_measured_row(rows, count, "ours", N, param)) == NULL)
            continue;
        rest -= r->median_ms - base->median_ms;
        printf("| %s | %s | %.3f | %.3f | %.1f | %.0f %% |\n", sort, names[k], r->median_ms,
               r->median_ms - base->median_ms,
               1e3 * (r->median_ms - base->median_ms) / (k == 0 ? 1 : passes),
               100.0 * (r->median_ms - base->median_ms) / base->median_ms);
    }
    printf("| %s | the rest | | %.3f | | %.0f %% |\n", sort, rest, 100.0 * rest / base->median_ms);
    printf("| %s | **the sort** (1 + %d passes) | | **%.3f** | | |\n", sort, passes,
           base->median_ms);
}

#line 2648 "chapters/03-mergesort.nw"
int main(void)
{
    char gpu[64], date[64];

    if ((count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 64, gpu, date)) < 0)
        return 0;
    printf("| sort | kernel | launched twice, ms | its time, ms | in one pass, &micro;s "
           "| share of the sort |\n|---|---|--:|--:|--:|--:|\n");
    print_pieces("keys-256x17", 256 * 17, 4);
    print_pieces("keys-256x17-2way", 256 * 17, 2);
    print_pieces("pairs-256x17", 256 * 17, 4);
    printf("\nMeasured on %s, %.10s.\n", gpu, date);
    return 0;
}
