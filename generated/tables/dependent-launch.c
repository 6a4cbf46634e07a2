#line 1783 "chapters/09-support.nw"
/* Data for the dependent-launch figure (plots/dependent-launch.gp): one
   call of two kernels with and without programmatic dependent launch.
   The call times are measured; the first kernel's share is schematic. */
#include <stdio.h>
#include "support.h"

enum { MAX_ROWS = 8 };
static const double first_kernel_share = 0.3;   /* schematic, not measured */

/* <<Find the call's mean time in two runs of one build>> */
#line 1811 "chapters/09-support.nw"
/* The load-balancing search of 2^20 elements, microseconds: the mean of
   the medians in the two runs' files; -1 if one is missing. */
static double call_us(const char *const path[2])
{
    double sum = 0;

    for (int run = 0; run < 2; run++) {
        measured_row rows[MAX_ROWS];
        char gpu[64], date[64];
        int count = read_measured_rows(stdout, path[run], "lbs", rows, MAX_ROWS, gpu, date);
        const measured_row *r = find_measured_row(rows, count, "ours", 1 << 20, "uniform");

        if (r == NULL)
            return -1;
        sum += 1e3 * r->median_ms;
    }
    return sum / 2;
}
/* <<Print the timeline of the two kernels>> */
#line 1838 "chapters/09-support.nw"
static void print_timeline(double on, double off)
{
    double first = first_kernel_share * on, gap = off - on;

    printf("```\n# block 0: lane, start µs, end µs, kind\n");
    printf("1 0 %.2f 0\n2 %.2f %.2f 1\n2 %.2f %.2f 3\n", first, first, first + gap,
           first + gap, off);
    printf("4 0 %.2f 0\n5 %.2f %.2f 2\n5 %.2f %.2f 3\n", first, first - gap, first, first, on);
    printf("\n\n# block 1: the call times at the ends: lane, x µs, label\n");
    printf("2 %.2f \"%.1f µs\"\n5 %.2f \"%.1f µs\"\n", off, off, on, on);
    printf("\n\n# block 2: the gap, above it\n1 %.2f \"gap: %.1f µs\"\n", first, gap);
    printf("```\n");
}

#line 1795 "chapters/09-support.nw"
int main(void)
{
    static const char *const with[2] = {"bench/results/h100/features/lbs-native-1.tsv",
                                        "bench/results/h100/features/lbs-native-2.tsv"};
    static const char *const without[2] = {"bench/results/h100/features/lbs-800-1.tsv",
                                           "bench/results/h100/features/lbs-800-2.tsv"};
    double on = call_us(with), off = call_us(without);

    if (on <= 0 || off <= 0)
        return 0;
    print_timeline(on, off);
    return 0;
}
