#line 1599 "chapters/09-support.nw"
/* What programmatic dependent launch, cp.async and __reduce_add_sync buy
   on one H100: the library built for it, and held to 8.0 and to 7.5. */
#include <stdio.h>
#include <math.h>
#include "support.h"

enum { BUILDS = 3, ALGORITHMS = 6, RUNS = 2, MAX_ROWS = 8 };

/* <<The calls of the features table>> */
#line 1640 "chapters/09-support.nw"
static const struct feature_call {
    const char *name, *algorithm, *param;
    int files;        /* which algorithm's files */
    int uses_newer;   /* cp.async or __reduce_add_sync */
} calls[] = {
    {"merge, keys", "merge-keys", "gaps-0-15", 0, 0},
    {"mergesort, keys", "mergesort", "keys", 1, 1},
    {"mergesort, pairs", "mergesort", "pairs", 1, 1},
    {"load-balancing search", "lbs", "uniform", 2, 0},
    {"interval move, mean 16", "interval-move", "16", 3, 0},
    {"segmented reduction, mean 16", "segreduce", "16", 4, 0},
    {"reduce-by-key, mean 16", "reduce-by-key", "16", 5, 1},
};
/* <<The results files of the three builds>> */
#line 1659 "chapters/09-support.nw"
static const char *const feature_files[BUILDS][ALGORITHMS * RUNS] = {
    {
        /* <<The results files of the build for the H100>> */
#line 1673 "chapters/09-support.nw"
        "bench/results/h100/features/merge-keys-native-1.tsv",
        "bench/results/h100/features/merge-keys-native-2.tsv",
        "bench/results/h100/features/mergesort-native-1.tsv",
        "bench/results/h100/features/mergesort-native-2.tsv",
        "bench/results/h100/features/lbs-native-1.tsv",
        "bench/results/h100/features/lbs-native-2.tsv",
        "bench/results/h100/features/interval-move-native-1.tsv",
        "bench/results/h100/features/interval-move-native-2.tsv",
        "bench/results/h100/features/segreduce-native-1.tsv",
        "bench/results/h100/features/segreduce-native-2.tsv",
        "bench/results/h100/features/reduce-by-key-native-1.tsv",
        "bench/results/h100/features/reduce-by-key-native-2.tsv",
#line 1662 "chapters/09-support.nw"
    },
    {
        /* <<The results files of the build held to 8.0>> */
#line 1688 "chapters/09-support.nw"
        "bench/results/h100/features/merge-keys-800-1.tsv",
        "bench/results/h100/features/merge-keys-800-2.tsv",
        "bench/results/h100/features/mergesort-800-1.tsv",
        "bench/results/h100/features/mergesort-800-2.tsv",
        "bench/results/h100/features/lbs-800-1.tsv",
        "bench/results/h100/features/lbs-800-2.tsv",
        "bench/results/h100/features/interval-move-800-1.tsv",
        "bench/results/h100/features/interval-move-800-2.tsv",
        "bench/results/h100/features/segreduce-800-1.tsv",
        "bench/results/h100/features/segreduce-800-2.tsv",
        "bench/results/h100/features/reduce-by-key-800-1.tsv",
        "bench/results/h100/features/reduce-by-key-800-2.tsv",
#line 1665 "chapters/09-support.nw"
    },
    {
        /* <<The results files of the build held to 7.5>> */
#line 1703 "chapters/09-support.nw"
        "bench/results/h100/features/merge-keys-750-1.tsv",
        "bench/results/h100/features/merge-keys-750-2.tsv",
        "bench/results/h100/features/mergesort-750-1.tsv",
        "bench/results/h100/features/mergesort-750-2.tsv",
        "bench/results/h100/features/lbs-750-1.tsv",
        "bench/results/h100/features/lbs-750-2.tsv",
        "bench/results/h100/features/interval-move-750-1.tsv",
        "bench/results/h100/features/interval-move-750-2.tsv",
        "bench/results/h100/features/segreduce-750-1.tsv",
        "bench/results/h100/features/segreduce-750-2.tsv",
        "bench/results/h100/features/reduce-by-key-750-1.tsv",
        "bench/results/h100/features/reduce-by-key-750-2.tsv",
#line 1668 "chapters/09-support.nw"
    },
};
/* <<Find a call's mean time in one build>> */
#line 1718 "chapters/09-support.nw"
/* Microseconds, the mean of the two runs' medians; -1 if one is missing. */
static double mean_us(const struct feature_call *call, int build, int n)
{
    double sum = 0;

    for (int run = 0; run < RUNS; run++) {
        measured_row rows[MAX_ROWS];
        char gpu[64], date[64];
        const char *path = feature_files[build][call->files * RUNS + run];
        int count = read_measured_rows(stdout, path, call->algorithm, rows, MAX_ROWS, gpu, date);
        const measured_row *r = find_measured_row(rows, count, "ours", n, call->param);

        if (r == NULL)
            return -1;
        sum += 1e3 * r->median_ms;
    }
    return sum / RUNS;
}
/* <<Print one call's row of the features table>> */
#line 1743 "chapters/09-support.nw"
static void print_us(double us, double before, int decimals)
{
    double shown = round(us * 10) / 10;

    if (shown >= 1000)
        printf(" %d,%05.1f", (int)(shown / 1000), shown - 1000 * (int)(shown / 1000));
    else
        printf(" %.1f", shown);
    if (before > 0)
        printf(" (%+.*f%%)", decimals, 100 * (us / before - 1));
    printf(" |");
}

static void print_call(const struct feature_call *call)
{
    double t20 = mean_us(call, 0, 1 << 20), t26 = mean_us(call, 0, 1 << 26);
    double old20 = mean_us(call, 1, 1 << 20), old26 = mean_us(call, 1, 1 << 26);

    printf("| %s |", call->name);
    print_us(t20, 0, 0), print_us(old20, t20, 0);
    print_us(t26, 0, 1), print_us(old26, t26, 1);
    print_us(mean_us(call, 2, 1 << 26), call->uses_newer ? old26 : 0, 1);
    printf("\n");
}

#line 1612 "chapters/09-support.nw"
int main(void)
{
    measured_row rows[MAX_ROWS];
    char gpu[64], date[64];

    if (read_measured_rows(stdout, feature_files[0][0], "merge-keys", rows, MAX_ROWS, gpu,
                           date) < 0)
        return 0;
    /* <<Print the features table's header>> */
#line 1630 "chapters/09-support.nw"
    printf("| call | $2^{20}$ elements, µs | no dependent launch "
           "| $2^{26}$ elements, µs | no dependent launch "
           "| no `cp.async` or `__reduce_add_sync` either |\n"
           "| :--- | ---: | ---: | ---: | ---: | ---: |\n");
#line 1621 "chapters/09-support.nw"
    for (int c = 0; c < (int)(sizeof calls / sizeof calls[0]); c++)
        print_call(&calls[c]);
    printf("\nMeasured on %s, %.10s; each time is the mean of the medians of two runs, "
           "in microseconds; in brackets, the change from the column before.\n", gpu, date);
    return 0;
}
