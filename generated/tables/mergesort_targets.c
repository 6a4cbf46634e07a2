#line 4826 "chapters/09-support.nw"
/* The mergesort's targets at 2^26 elements, against CUB. */
/* <<The mergesort's main results at 2^26>> */
#line 4810 "chapters/09-support.nw"
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

#define RESULTS "bench/results/h100/mergesort.tsv"
enum { N = 1 << 26 };
static measured_row rows[256];
static int count;

/* <<Print the mergesort targets>> */
#line 4734 "chapters/09-support.nw"
static void target(const char *what, double goal, double got, const char *unit)
{
    int digits = got < goal && goal - got < 0.01 ? 3 : 2;   /* a miss never shows as 0.00 */

    printf("| %s | %.2f%s | %.*f%s | %s", what, goal, unit, digits, got, unit,
           got >= goal ? "met" : "missed");
    if (got < goal)
        printf(", by %.*f%s", digits, goal - got, unit);
    printf(" |\n");
}
/* <<Print the mergesort targets>> */
#line 4752 "chapters/09-support.nw"
static const double goal_keys = 1.5, goal_pairs = 1.6;   /* times CUB's merge sort */

static void target_over_cub(const char *kind, const char *order)
{
    char param[64], what[160];
    double goal = strcmp(kind, "keys") == 0 ? goal_keys : goal_pairs;
    const measured_row *ours, *cub;

    if (order != NULL) {
        snprintf(param, sizeof param, "%s-%s", kind, order);
        snprintf(what, sizeof what, "%s, %s, speed over CUB DeviceMergeSort", kind, order);
    } else {
        snprintf(param, sizeof param, "%s", kind);
        snprintf(what, sizeof what, "%s, speed over CUB DeviceMergeSort", kind);
    }
    ours = find_measured_row(rows, count, "ours", N, param);
    cub = find_measured_row(rows, count, "cub-merge-sort", N, param);
    if (ours == NULL || cub == NULL)
        printf("| %s | %.2f x | not in these results | not measured |\n", what, goal);
    else
        target(what, goal, cub->median_ms / ours->median_ms, " x");
}

static void print_targets(double roof)
{
    static const char *const orders[] = {"sorted", "reversed", "few16", "nearly-sorted"};
    const measured_row *k = find_measured_row(rows, count, "ours", N, "keys");
    const measured_row *p = find_measured_row(rows, count, "ours", N, "pairs");
    const measured_row *ck = find_measured_row(rows, count, "cub-merge-sort", N, "keys");
    const measured_row *cp = find_measured_row(rows, count, "cub-merge-sort", N, "pairs");
    const measured_row *rk = find_measured_row(rows, count, "cub-radix-sort", N, "keys");
    int nvk = measured_blocksort_nv(RESULTS, "keys"), nvp = measured_blocksort_nv(RESULTS, "pairs");

    if (!k || !p || !ck || !cp || !rk)
        return;
    printf("| target | goal | measured | |\n|---|--:|--:|---|\n");
    target_over_cub("keys", NULL);
    target_over_cub("pairs", NULL);
    for (int o = 0; o < 4; o++) {
        target_over_cub("keys", orders[o]);
        target_over_cub("pairs", orders[o]);
    }
    target("keys, speed over the pass-count roofline of two-way passes", 0.8,
           N / (k->median_ms * 1e-3) / mergesort_pass_roofline(roof, N, nvk, 2, 8), " x");
    target("pairs, speed over the pass-count roofline of two-way passes", 0.8,
           N / (p->median_ms * 1e-3) / mergesort_pass_roofline(roof, N, nvp, 2, 16), " x");
    printf("\nOurs sorts keys at %.2f times the speed of CUB's radix sort "
           "(%.1f against %.1f G keys/s).\n", rk->median_ms / k->median_ms,
           N / k->median_ms / 1e6, N / rk->median_ms / 1e6);
    printf("\nSorting uniform keys %.1f times as fast as CUB's merge sort means finishing in "
           "%.2f ms, and pairs %.1f times as fast in %.2f ms.\n", goal_keys,
           ck->median_ms / goal_keys, goal_pairs, cp->median_ms / goal_pairs);
}

#line 4830 "chapters/09-support.nw"
#define ORDERS "bench/results/h100/mergesort-orders.tsv"   /* the ordered keys, at 2^26 */

int main(void)
{
    char gpu[64], date[64];
    double roof = measured_roofline_GBps(RESULTS);
    int ordered;

    if ((count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 256, gpu, date)) < 0 ||
        (ordered = read_measured_rows(stdout, ORDERS, "mergesort", rows + count, 256 - count, gpu,
                                      date)) < 0)
        return 0;
    count += ordered;
    print_targets(roof);
    printf("\nMeasured on %s, %.10s.\n", gpu, date);
    return 0;
}
