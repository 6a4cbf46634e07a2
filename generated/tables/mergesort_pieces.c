#line 5200 "chapters/09-support.nw"
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

/* <<Print the kernels' shares of one sort>> */
#line 5244 "chapters/09-support.nw"
/* The time of `kernel` in `sort` (launched twice, less once); -1 if not measured. */
static double kernel_ms(const char *sort, const char *kernel)
{
    char param[64];
    const measured_row *base = find_measured_row(rows, count, "ours", N, sort), *r;

    snprintf(param, sizeof param, "%s+%s", sort, kernel);
    r = find_measured_row(rows, count, "ours", N, param);
    return base != NULL && r != NULL ? r->median_ms - base->median_ms : -1;
}
/* <<Print the kernels' shares of one sort>> */
#line 5259 "chapters/09-support.nw"
static void print_pieces(const char *sort, const char *blocksort_of, int nv, int ways)
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
        double ms = kernel_ms(k == 0 ? blocksort_of : sort, kernels[k]);
        if (ms < 0)
            continue;
        rest -= ms;
        printf("| %s | %s | %s | %.3f | %.1f | %.0f %% |\n", sort, names[k],
               k == 0 && blocksort_of != sort ? "as above" : "", ms,
               1e3 * ms / (k == 0 ? 1 : passes), 100.0 * ms / base->median_ms);
    }
    printf("| %s | the rest | | %.3f | | %.0f %% |\n", sort, rest, 100.0 * rest / base->median_ms);
    printf("| %s | **the sort** (1 + %d passes) | | **%.3f** | | |\n", sort, passes,
           base->median_ms);
}
/* <<Price the sorts with a cheap four-way partition>> */
#line 5290 "chapters/09-support.nw"
/* The sorts with a four-way partition as cheap as the two-way one,
   against CUB's merge sort of the main results. */
static void print_without_four_way_partition(void)
{
    static measured_row main_rows[64];
    static const char *const kinds[] = {"keys", "pairs"};
    char gpu[64], date[64], sort[32];
    int n = read_measured_rows(stdout, "bench/results/h100/mergesort.tsv", "mergesort", main_rows,
                               64, gpu, date);
    double grid = kernel_ms("keys-256x17", "grid");

    for (int k = 0; k < 2 && n > 0 && grid >= 0; k++) {
        const measured_row *cub = find_measured_row(main_rows, n, "cub-merge-sort", N, kinds[k]);
        double splits, ms;
        snprintf(sort, sizeof sort, "%s-256x17", kinds[k]);
        const measured_row *ours = find_measured_row(rows, count, "ours", N, sort);
        if (cub == NULL || ours == NULL || (splits = kernel_ms(sort, "splits")) < 0)
            continue;
        ms = ours->median_ms - splits + grid;
        printf("\nWith a four-way partition as cheap as the two-way one, the sort of %s would "
               "take %.3f ms, %.2f times as fast as CUB's merge sort (%.3f ms in "
               "`mergesort.tsv`).\n", kinds[k], ms, cub->median_ms / ms, cub->median_ms);
    }
}

/* <<Print the kernels' shares of the three sorts>> */
#line 5223 "chapters/09-support.nw"
int main(void)
{
    char gpu[64], date[64];

    if ((count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 64, gpu, date)) < 0)
        return 0;
    printf("| sort | kernel | | its time, ms | in one pass, &micro;s "
           "| share of the sort |\n|---|---|---|--:|--:|--:|\n");
    print_pieces("keys-256x17", "keys-256x17", measured_blocksort_nv(RESULTS, "keys"), 4);
    print_pieces("keys-256x17-2way", "keys-256x17", measured_blocksort_nv(RESULTS, "keys"), 2);
    print_pieces("pairs-256x17", "pairs-256x17", measured_blocksort_nv(RESULTS, "pairs"), 4);
    printf("\nMeasured on %s, %.10s. The sort with two-way passes has the same blocksort "
           "as the library's sort of keys, and its row is that sort's; the two-way partition "
           "of the sort of pairs, the same kernel on the same keys as in the sort of keys, "
           "was not weighed apart and is in its rest.\n", gpu, date);
    print_without_four_way_partition();
    return 0;
}
