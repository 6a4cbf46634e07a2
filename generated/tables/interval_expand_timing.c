#line 7362 "chapters/09-support.nw"
/* Interval expand against its peers, by mean interval length, from the
   committed results, as a Markdown table. */
#include <stdio.h>
#include <string.h>
#include "support.h"

/* <<Print a table of interval timings>> */
#line 7284 "chapters/09-support.nw"
/* One row per mean length of the results of `algorithm` at path, with the
   implementations impls[0, count) (impls[0] is ours); then the targets:
   ours at least target_pct of the copy from mean `from` on, and at least
   target_ratio times the faster CUB peer (0: no such target). */
static int print_interval_timings(const char *path, const char *algorithm,
                                  const char *const *impls, int count, int from,
                                  double target_pct, double target_ratio)
{
    static measured_row rows[256];
    char gpu[64], date[64];
    int n_rows = read_measured_rows(stdout, path, algorithm, rows, 256, gpu, date);
    double worst_pct = 1e9, worst_ratio = 1e9;
    int worst_pct_at = 0, worst_ratio_at = 0;

    if (n_rows < 0)
        return 0;
    /* <<Print the header of an interval timing table>> */
#line 7310 "chapters/09-support.nw"
    printf("| mean length |");
    for (int k = 0; k < count; k++)
        printf(" %s |", impls[k]);
    printf(" ours, %% of copy | ours / faster CUB |%s\n|---:|",
           target_ratio > 0 ? " the target ratio needs, % of copy |" : "");
    for (int k = 0; k < count + 2 + (target_ratio > 0); k++)
        printf("---:|");
    printf("\n");
#line 7301 "chapters/09-support.nw"
    for (int mean = 1; mean <= 4096; mean *= 2) {
        /* <<Print one mean length's row>> */
#line 7324 "chapters/09-support.nw"
        char param[16];
        const measured_row *ours;
        double best_cub = 0;

        snprintf(param, sizeof param, "%d", mean);
        if ((ours = find_measured_row(rows, n_rows, impls[0], 0, param)) == NULL)
            continue;
        printf("| %d |", mean);
        for (int k = 0; k < count; k++) {
            const measured_row *r = find_measured_row(rows, n_rows, impls[k], 0, param);
            double g = r != NULL ? r->n / r->median_ms / 1e6 : 0;
            printf(r != NULL ? " %.1f |" : " - |", g);
            if (r != NULL && strncmp(impls[k], "cub", 3) == 0 && g > best_cub)
                best_cub = g;
        }
        printf(" %.1f | %.2f |", ours->pct_of_copy, ours->n / ours->median_ms / 1e6 / best_cub);
        if (target_ratio > 0)   /* ours at target_ratio x CUB, in % of copy: the same bytes per element */
            printf(" %.0f |", ours->pct_of_copy * target_ratio * best_cub / (ours->n / ours->median_ms / 1e6));
        printf("\n");
        if (mean >= from && ours->pct_of_copy < worst_pct)
            worst_pct = ours->pct_of_copy, worst_pct_at = mean;
        if (mean >= from && target_ratio > 0 && ours->n / ours->median_ms / 1e6 / best_cub < worst_ratio)
            worst_ratio = ours->n / ours->median_ms / 1e6 / best_cub, worst_ratio_at = mean;
#line 7303 "chapters/09-support.nw"
    }
    /* <<Print how the measurements meet the targets>> */
#line 7350 "chapters/09-support.nw"
    printf("\nThroughput in billions of elements per second, at $n = 2^{26}$ elements; measured "
           "on %s, %.10s. From mean length %d on, ours is at least %.1f%% of the copy bandwidth "
           "(at mean %d; target %.0f%%: %s)", gpu, date, from, worst_pct, worst_pct_at, target_pct,
           worst_pct >= target_pct ? "met" : "missed");
    if (target_ratio > 0)
        printf(" and at least %.2f times the faster of CUB's batched copies (at mean %d; target "
               "%.1f: %s)", worst_ratio, worst_ratio_at, target_ratio,
               worst_ratio >= target_ratio ? "met" : "missed");
    printf(".\n");
#line 7305 "chapters/09-support.nw"
    return 0;
}

#line 7370 "chapters/09-support.nw"
int main(void)
{
    static const char *const impls[] = {"ours", "cub-copy-batched", "naive"};

    return print_interval_timings("bench/results/h100/interval-expand.tsv", "interval-expand",
                                  impls, 3, 4, 75.0, 0.0);
}
