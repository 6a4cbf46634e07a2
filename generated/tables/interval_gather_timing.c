#line 7549 "chapters/09-support.nw"
/* The interval gather of a quarter of a scale-free graph's adjacency
   lists against CUB's batched copies and one thread per interval, from
   the benchmark's results, with the chapter's target. */
#include <stdio.h>
#include "support.h"

#define GATHER "bench/results/h100/interval-gather.tsv"

int main(void)
{
    static const char *const impls[][2] = {
        {"ours", "lg_interval_gather_i32"}, {"cub-copy-batched", "cub::DeviceCopy::Batched"},
        {"cub-memcpy-batched", "cub::DeviceMemcpy::Batched"}, {"naive", "one thread per interval"}};
    measured_row rows[16];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, GATHER, "interval-gather", rows, 16, gpu, date);
    const measured_row *ours, *copy, *memcpy_rows, *cub;

    if (count < 0)
        return 0;
    printf("| implementation | ms | of the copy |\n|---|--:|--:|\n");
    for (int i = 0; i < 4; i++) {
        const measured_row *r = find_measured_row(rows, count, impls[i][0], 0, "scale-free");
        if (r != NULL)
            printf("| %s | %.4f | %.1f%% |\n", impls[i][1], r->median_ms, r->pct_of_copy);
    }
    ours = find_measured_row(rows, count, "ours", 0, "scale-free");
    copy = find_measured_row(rows, count, "cub-copy-batched", 0, "scale-free");
    memcpy_rows = find_measured_row(rows, count, "cub-memcpy-batched", 0, "scale-free");
    cub = copy == NULL || (memcpy_rows != NULL && memcpy_rows->median_ms < copy->median_ms)
              ? memcpy_rows
              : copy;
    if (ours != NULL && cub != NULL)
        printf("\nOurs is %.2f times as fast as the faster of CUB's batched copies. Target: 75%% "
               "of the copy, %s.\n", cub->median_ms / ours->median_ms,
               ours->pct_of_copy >= 75 ? "met" : "missed");
    printf("\nMeasured on %s, %.10s; the lists of a quarter of the vertices of a scale-free "
           "graph of $2^{22}$ vertices and $2^{26}$ edges; medians of 30 runs.\n", gpu, date);
    return 0;
}
