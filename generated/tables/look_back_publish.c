#line 1497 "chapters/09-support.nw"
/* The five builds of the look-back, measured on one H100: how each one
   publishes and reads a tile's status word and sums a warp, and the times. */
#include <stdio.h>
#include "support.h"

enum { BUILDS = 5, RUNS = 2, MAX_ROWS = 8 };

/* <<The builds of the look-back and how they differ>> */
#line 1530 "chapters/09-support.nw"
static const struct look_back_build {
    const char *name, *publish, *read, *warp_sum;
} builds[BUILDS] = {
    {"old", "relaxed store (scan), atomic exchange (reduce-by-key)",
     "relaxed (scan), volatile (reduce-by-key)", "shuffles (scan), `redux` (reduce-by-key)"},
    {"A", "relaxed store", "relaxed", "`redux`"},
    {"B", "atomic exchange", "relaxed", "`redux`"},
    {"C", "atomic exchange", "volatile", "shuffles"},
    {"D", "atomic exchange", "volatile", "`redux`"},
};
/* <<The results files of the look-back's builds>> */
#line 1546 "chapters/09-support.nw"
static const char *const scan_files[BUILDS * RUNS] = {
"bench/results/h100/tried/look-back-publish-scan-old-1.tsv",
"bench/results/h100/tried/look-back-publish-scan-old-2.tsv",
"bench/results/h100/tried/look-back-publish-scan-A-1.tsv",
"bench/results/h100/tried/look-back-publish-scan-A-2.tsv",
"bench/results/h100/tried/look-back-publish-scan-B-1.tsv",
"bench/results/h100/tried/look-back-publish-scan-B-2.tsv",
"bench/results/h100/tried/look-back-publish-scan-C-1.tsv",
"bench/results/h100/tried/look-back-publish-scan-C-2.tsv",
"bench/results/h100/tried/look-back-publish-scan-D-1.tsv",
"bench/results/h100/tried/look-back-publish-scan-D-2.tsv",
};
static const char *const rbk_files[BUILDS * RUNS] = {
"bench/results/h100/tried/look-back-publish-reduce-by-key-old-1.tsv",
"bench/results/h100/tried/look-back-publish-reduce-by-key-old-2.tsv",
"bench/results/h100/tried/look-back-publish-reduce-by-key-A-1.tsv",
"bench/results/h100/tried/look-back-publish-reduce-by-key-A-2.tsv",
"bench/results/h100/tried/look-back-publish-reduce-by-key-B-1.tsv",
"bench/results/h100/tried/look-back-publish-reduce-by-key-B-2.tsv",
"bench/results/h100/tried/look-back-publish-reduce-by-key-C-1.tsv",
"bench/results/h100/tried/look-back-publish-reduce-by-key-C-2.tsv",
"bench/results/h100/tried/look-back-publish-reduce-by-key-D-1.tsv",
"bench/results/h100/tried/look-back-publish-reduce-by-key-D-2.tsv",
};
/* <<Find a build's mean time>> */
#line 1573 "chapters/09-support.nw"
/* The mean over a build's two results files of the median of `param`. */
static double build_ms(const char *const *files, const char *algorithm, const char *param)
{
    double sum = 0;

    for (int r = 0; r < RUNS; r++) {
        measured_row rows[MAX_ROWS];
        char gpu[64], date[64];
        int count = read_measured_rows(stdout, files[r], algorithm, rows, MAX_ROWS, gpu, date);
        const measured_row *row = find_measured_row(rows, count, "ours", 0, param);
        if (row == NULL)
            return -1;
        sum += row->median_ms;
    }
    return sum / RUNS;
}

#line 1508 "chapters/09-support.nw"
int main(void)
{
    measured_row rows[MAX_ROWS];
    char gpu[64], date[64];

    if (read_measured_rows(stdout, scan_files[0], "scan", rows, MAX_ROWS, gpu, date) < 0)
        return 0;
    printf("| build | publish | read | warp sum | scan, ms | reduce-by-key, mean 16, ms "
           "| mean 256, ms |\n| :--- | :--- | :--- | :--- | ---: | ---: | ---: |\n");
    for (int b = 0; b < BUILDS; b++)
        printf("| %s | %s | %s | %s | %.4f | %.4f | %.4f |\n", builds[b].name,
               builds[b].publish, builds[b].read, builds[b].warp_sum,
               build_ms(scan_files + RUNS * b, "scan", "uniform"),
               build_ms(rbk_files + RUNS * b, "reduce-by-key", "16"),
               build_ms(rbk_files + RUNS * b, "reduce-by-key", "256"));
    printf("\nMeasured on %s, %.10s; each time is the mean of the medians of two runs, "
           "at $2^{26}$ values.\n", gpu, date);
    return 0;
}
