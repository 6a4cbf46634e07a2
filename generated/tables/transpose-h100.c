#line 1134 "chapters/09-support.nw"
/* The tile copies as the benchmark driver measured them: one row per
   variant, one column per VT, from the driver's results file. */
#include <stdio.h>
#include "support.h"

/* <<The variants of the tile copy, as the driver and the book name them>> */
#line 1163 "chapters/09-support.nw"
static const struct {
    const char *impl, *name;
} variants[] = {
    {"cudaMemcpy", "`cudaMemcpy` (device to device)"},
    {"strided", "strided"},
    {"thread-order", "thread order"},
    {"shared", "via shared"},
    {"padded-shared", "via padded shared"},
    {"shared-x16", "via shared, 16 round trips"},
    {"padded-shared-x16", "via padded shared, 16 round trips"},
};
static const char *const vts[] = {"4", "8", "15", "16"};
/* <<Print one variant's row of the tile copies>> */
#line 1178 "chapters/09-support.nw"
static void print_variant_row(const measured_row *rows, int count, int v)
{
    printf("| %s |", variants[v].name);
    for (int k = 0; k < 4; k++) {
        const measured_row *r = find_measured_row(rows, count, variants[v].impl, 0, vts[k]);
        const measured_row *copy = find_measured_row(rows, count, "cudaMemcpy", 0, vts[k]);

        if (r == NULL || copy == NULL)
            printf(" - |");
        else
            printf(" %.0f, %.0f%% |", r->effective_GBps,
                   100.0 * r->effective_GBps / copy->effective_GBps);
    }
    printf("\n");
}

#line 1142 "chapters/09-support.nw"
int main(void)
{
    measured_row rows[64];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, "bench/results/h100/tile-copy.tsv", "tile-copy",
                                   rows, 64, gpu, date);

    if (count < 0)
        return 0;
    printf("| variant | VT = 4 | VT = 8 | VT = 15 | VT = 16 |\n"
           "| --- | ---: | ---: | ---: | ---: |\n");
    for (int v = 0; v < (int)(sizeof variants / sizeof variants[0]); v++)
        print_variant_row(rows, count, v);
    printf("\nMeasured on %s, %.10s, $n = 2^{26}$ int32 values. Each cell: effective "
           "bandwidth in GB/s (4 bytes read + 4 written per value), and its percentage "
           "of `cudaMemcpy` at the same VT.\n", gpu, date);
    return 0;
}
