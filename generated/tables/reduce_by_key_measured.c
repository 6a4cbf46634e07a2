#line 8896 "chapters/09-support.nw"
/* Reduce-by-key's measurements (bench/results/h100/reduce-by-key.tsv) as a
   Markdown table. */
#include <stdio.h>
#include "support.h"

int main(void)
{
    measured_row rows[64];
    char gpu[64], date[64], mean[16];
    int count = read_measured_rows(stdout, "bench/results/h100/reduce-by-key.tsv",
                                   "reduce-by-key", rows, 64, gpu, date);

    if (count < 0)
        return 0;
    printf("| $L$ | ours, G pairs/s | of the copy | CUB, G pairs/s | of the copy | "
           "speed, ours over CUB |\n| ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (int k = 0; k <= 17; k++) {   /* the mean lengths, then the scale-free runs */
        const measured_row *ours, *cub;
        if (k <= 16)
            snprintf(mean, sizeof mean, "%d", 1 << k);
        else
            snprintf(mean, sizeof mean, "scale-free");
        if ((ours = find_measured_row(rows, count, "ours", 0, mean)) != NULL &&
            (cub = find_measured_row(rows, count, "cub", 0, mean)) != NULL)
            printf("| %s | %.0f | %.0f%% | %.0f | %.0f%% | %.2f |\n", mean,
                   ours->n / (ours->median_ms * 1e6), ours->pct_of_copy,
                   cub->n / (cub->median_ms * 1e6), cub->pct_of_copy,
                   cub->median_ms / ours->median_ms);
    }
    printf("\nMeasured on %s, %.10s; medians of 30 runs of $2^{26}$ pairs.\n", gpu, date);
    return 0;
}
