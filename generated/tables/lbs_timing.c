#line 6521 "chapters/09-support.nw"
/* The load-balancing search against its peers on five distributions of
   counts, from the benchmark's results, as a Markdown table: each one's
   share of the copy's bandwidth, and our throughput. */
#include <stdio.h>
#include "support.h"

#define LBS_COUNTS "bench/results/h100/lbs-counts.tsv"

/* <<Print one distribution's row of the timing table>> */
#line 6563 "chapters/09-support.nw"
static void print_counts_row(const measured_row *rows, int count, const char *param,
                             const char *name)
{
    static const char *const impls[] = {"ours", "thrust", "naive"};
    const measured_row *ours = find_measured_row(rows, count, "ours", 0, param);

    printf("| %s |", name);
    if (ours != NULL)
        printf(" %.1f |", ours->n / ours->median_ms / 1e6);
    else
        printf(" - |");
    for (int k = 0; k < 3; k++) {
        const measured_row *r = find_measured_row(rows, count, impls[k], 0, param);
        if (r != NULL)
            printf(" %.1f%% |", r->pct_of_copy);
        else
            printf(" - |");
    }
    printf("\n");
}

#line 6531 "chapters/09-support.nw"
int main(void)
{
    static const char *const counts[][2] = {{"uniform", "uniform 0-4"}, {"power-law", "power law"},
                                            {"all-one", "all one"}, {"one-huge", "one huge"},
                                            {"scale-free", "a scale-free graph's degrees"}};
    measured_row rows[64];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, LBS_COUNTS, "lbs", rows, 64, gpu, date);
    double low = 100, high = 0;   /* ours, as shares of the copy */

    if (count < 0)
        return 0;
    printf("| counts | ours, G work items/s | ours | Thrust upper_bound | naive expansion |\n"
           "|---|--:|--:|--:|--:|\n");
    for (int c = 0; c < 5; c++) {   /* counts the file lacks have no row */
        const measured_row *ours = find_measured_row(rows, count, "ours", 0, counts[c][0]);
        if (ours == NULL)
            continue;
        print_counts_row(rows, count, counts[c][0], counts[c][1]);
        low = ours->pct_of_copy < low ? ours->pct_of_copy : low;
        high = ours->pct_of_copy > high ? ours->pct_of_copy : high;
    }
    printf("\nThe last three columns are shares of the copy's bandwidth. Ours lies between "
           "%.1f%% and %.1f%% of it on every distribution.\n", low, high);
    /* <<Print the targets for uniform counts>> */
#line 6586 "chapters/09-support.nw"
    {
        const measured_row *ours = find_measured_row(rows, count, "ours", 0, "uniform");
        const measured_row *thrust = find_measured_row(rows, count, "thrust", 0, "uniform");

        const measured_row *skewed = find_measured_row(rows, count, "ours", 0, "scale-free");

        if (ours != NULL && thrust != NULL)
            printf("\nUniform counts: ours reaches %.1f%% of the copy bandwidth (target: 85%%, "
                   "%s) and %.1f times Thrust's throughput (target: 5).\n", ours->pct_of_copy,
                   ours->pct_of_copy >= 85 ? "met" : "missed", thrust->median_ms / ours->median_ms);
        if (skewed != NULL)
            printf("\nThe degrees of a scale-free graph: %.1f%% (target: 80%%, %s).\n",
                   skewed->pct_of_copy, skewed->pct_of_copy >= 80 ? "met" : "missed");
        else
            printf("\nThe degrees of a scale-free graph (target: 80%% of the copy bandwidth): not "
                   "in these results.\n");
    }
#line 6556 "chapters/09-support.nw"
    printf("\nMeasured on %s, %s; $2^{26}$ work items; medians of 30 runs; the copy is the "
           "roofline, measured in the same run.\n", gpu, date);
    return 0;
}
