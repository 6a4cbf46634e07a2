#line 4853 "chapters/09-support.nw"
/* Our sort and CUB's merge sort on ordered keys and pairs at 2^26, beside
   the uniform ones of the main results. */
#include <stdio.h>
#include "support.h"

#define RESULTS "bench/results/h100/mergesort.tsv"
#define ORDERS "bench/results/h100/mergesort-orders.tsv"
enum { N = 1 << 26 };
static measured_row rows[256];
static int count;

static const measured_row *order_row(const char *impl, const char *what, const char *order)
{
    char param[32];

    snprintf(param, sizeof param, order[0] ? "%s-%s" : "%s", what, order);
    return find_measured_row(rows, count, impl, N, param);
}

int main(void)
{
    static const char *const orders[][2] = {{"", "uniform"}, {"sorted", "sorted"},
        {"reversed", "reversed"}, {"few16", "16 distinct values"},
        {"nearly-sorted", "nearly sorted (1% moved)"}};
    char gpu[64], date[64];
    int ordered;

    if ((count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 256, gpu, date)) < 0 ||
        (ordered = read_measured_rows(stdout, ORDERS, "mergesort", rows + count, 256 - count,
                                      gpu, date)) < 0)
        return 0;
    count += ordered;
    printf("| sorting | order | ours, ms | CUB merge sort, ms | ours over CUB "
           "| ours, time against uniform |\n|---|---|--:|--:|--:|--:|\n");
    for (int w = 0; w < 2; w++) {
        const char *what = w ? "pairs" : "keys";
        const measured_row *base = order_row("ours", what, "");

        for (int o = 0; o < 5; o++) {
            const measured_row *ours = order_row("ours", what, orders[o][0]);
            const measured_row *cub = order_row("cub-merge-sort", what, orders[o][0]);

            if (ours != NULL && cub != NULL && base != NULL)
                printf("| %s | %s | %.3f | %.3f | %.2f x | %.0f%% |\n", what, orders[o][1],
                       ours->median_ms, cub->median_ms, cub->median_ms / ours->median_ms,
                       100 * ours->median_ms / base->median_ms);
        }
    }
    printf("\n$2^{26}$ elements; medians of 20 runs; measured on %s, %.10s.\n", gpu, date);
    return 0;
}
