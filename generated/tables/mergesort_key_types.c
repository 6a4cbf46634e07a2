#line 5367 "chapters/09-support.nw"
/* The mergesort of every key type against CUB, from the key-type
   measurement, as a Markdown table. */
#include <stdio.h>
#include "support.h"

#define RESULTS "bench/results/h100/key-types/mergesort-types.tsv"

int main(void)
{
    static const char *const types[] = {"i32", "u32", "f32", "i64", "u64", "f64"};
    measured_row rows[64];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, RESULTS, "mergesort-types", rows, 64, gpu, date);

    if (count < 0)
        return 0;
    printf("| keys | ours, billions a second | CUB merge sort | ours / CUB merge sort "
           "| CUB radix sort |\n|---|--:|--:|--:|--:|\n");
    for (int t = 0; t < 6; t++) {
        const measured_row *o = find_measured_row(rows, count, "ours", 0, types[t]);
        const measured_row *c = find_measured_row(rows, count, "cub", 0, types[t]);
        const measured_row *r = find_measured_row(rows, count, "cub-radix", 0, types[t]);

        if (o != NULL && c != NULL && r != NULL)
            printf("| `%s` | %.1f | %.1f | %.2f | %.1f |\n", types[t], o->n / o->median_ms / 1e6,
                   c->n / c->median_ms / 1e6, c->median_ms / o->median_ms,
                   r->n / r->median_ms / 1e6);
    }
    printf("\n%s, %.10s, $n = 2^{26}$.\n", gpu, date);
    return 0;
}
