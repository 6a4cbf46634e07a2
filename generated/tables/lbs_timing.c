#line 1911 "chapters/04-lbs.nw"
/* The load-balancing search against its peers on four distributions of
   counts, from the benchmark's results, as a Markdown table. */
#include <stdio.h>
#include "support.h"

#define LBS_COUNTS "bench/results/h100/lbs-counts.tsv"

int main(void)
{
    static const char *const counts[][2] = {{"uniform", "uniform 0-4"}, {"power-law", "power law"},
                                            {"all-one", "all one"}, {"one-huge", "one huge"}};
    static const char *const impls[][2] = {
        {"ours", "ours"}, {"thrust", "Thrust upper_bound"}, {"naive", "naive expansion"}};
    measured_row rows[64];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, LBS_COUNTS, "lbs", rows, 64, gpu, date);

    if (count < 0)
        return 0;
    printf("| counts | implementation | µs | G work items/s | GB/s | of the copy |\n"
           "|---|---|--:|--:|--:|--:|\n");
    for (int c = 0; c < 4; c++)
        for (int k = 0; k < 3; k++) {
            const measured_row *r = find_measured_row(rows, count, impls[k][0], 0, counts[c][0]);
            if (r != NULL)
                printf("| %s | %s | %.1f | %.1f | %.0f | %.1f%% |\n", counts[c][1], impls[k][1],
                       1e3 * r->median_ms, r->n / r->median_ms / 1e6, r->effective_GBps,
                       r->pct_of_copy);
        }
    /* <<Print the targets for uniform counts>> */
#line 1948 "chapters/04-lbs.nw"
    {
        const measured_row *ours = find_measured_row(rows, count, "ours", 0, "uniform");
        const measured_row *thrust = find_measured_row(rows, count, "thrust", 0, "uniform");

        if (ours != NULL && thrust != NULL)
            printf("\nUniform counts: ours reaches %.1f%% of the copy bandwidth (target: 75%%) "
                   "and %.1f times Thrust's throughput (target: 5).\n",
                   ours->pct_of_copy, thrust->median_ms / ours->median_ms);
    }
#line 1941 "chapters/04-lbs.nw"
    printf("\nMeasured on %s, %s; $2^{26}$ work items; medians of 30 runs; the copy is the "
           "roofline, measured in the same run.\n", gpu, date);
    return 0;
}
