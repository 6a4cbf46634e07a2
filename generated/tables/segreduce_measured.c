#line 8836 "chapters/09-support.nw"
/* The segmented reduction's measurements (bench/results/h100/segreduce.tsv)
   as a Markdown table: each implementation's rate and share of the copy. */
#include <stdio.h>
#include "support.h"

/* <<Print one mean length of the segmented reduction>> */
#line 8870 "chapters/09-support.nw"
/* Billions of elements a second of a row. */
static double rate_of(const measured_row *r)
{
    return r->n / (r->median_ms * 1e6);
}

/* The row of one parameter (a mean length, or scale-free), if the file
   has every implementation at it. */
static void print_segreduce_row(const measured_row *rows, int count, const measured_row *plans,
                                int planned, const char *param)
{
    const measured_row *ours = find_measured_row(rows, count, "ours", 0, param);
    const measured_row *cub = find_measured_row(rows, count, "cub", 0, param);
    const measured_row *plan = find_measured_row(plans, planned, "ours-plan", 0, param);

    if (ours == NULL || cub == NULL || plan == NULL)
        return;
    printf("| %s | %.0f | %.0f%% | %.0f%% | %.1f | %.1f%% | %.2f |\n", param, rate_of(ours),
           ours->pct_of_copy, plan->pct_of_copy, rate_of(cub), cub->pct_of_copy,
           cub->median_ms / ours->median_ms);
}

#line 8843 "chapters/09-support.nw"
int main(void)
{
    measured_row rows[64], plans[64];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, "bench/results/h100/segreduce.tsv", "segreduce",
                                   rows, 64, gpu, date);
    int planned = read_measured_rows(stdout, "bench/results/h100/segreduce.tsv",
                                     "segreduce-plan", plans, 64, gpu, date);

    if (count < 0 || planned < 0)
        return 0;
    printf("| $L$ | one call, G values/s | of the copy | plan applied, of the copy | CUB, "
           "G values/s | of the copy | speed, one call over CUB |\n"
           "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (int k = 0; k <= 16; k++) {
        char mean[16];

        snprintf(mean, sizeof mean, "%d", 1 << k);
        print_segreduce_row(rows, count, plans, planned, mean);
    }
    print_segreduce_row(rows, count, plans, planned, "scale-free");
    printf("\nMeasured on %s, %.10s; medians of 30 runs of $2^{26}$ values.\n", gpu, date);
    return 0;
}
