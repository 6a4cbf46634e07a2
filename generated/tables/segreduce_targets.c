#line 8985 "chapters/09-support.nw"
/* The chapter's performance targets, checked against the benchmark's
   results (bench/results/h100/segreduce.tsv, reduce-by-key.tsv, spmv.tsv). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "support.h"

/* <<Find the lowest share of the copy from a mean length on>> */
#line 9032 "chapters/09-support.nw"
static void check_share(const char *target, const measured_row *rows, int count,
                        const char *impl, double goal)
{
    const measured_row *low = NULL;

    for (int i = 0; i < count; i++)
        if (strcmp(rows[i].implementation, impl) == 0 && atoi(rows[i].param) >= 4 &&
            (low == NULL || rows[i].pct_of_copy < low->pct_of_copy))
            low = &rows[i];
    if (low == NULL)
        return;
    if (low->pct_of_copy >= goal)
        printf("| %s | lowest %.0f%%, at $L$ = %s | yes |\n", target, low->pct_of_copy,
               low->param);
    else
        printf("| %s | lowest %.0f%%, at $L$ = %s | no: %.1f points short |\n", target,
               low->pct_of_copy, low->param, goal - low->pct_of_copy);
}
/* <<Find the share of the copy on one input>> */
#line 9053 "chapters/09-support.nw"
/* The target's row for one parameter's share of the copy; a results
   file without that parameter says so. */
static void check_input_share(const char *target, const measured_row *rows, int count,
                              const char *impl, const char *param, double goal)
{
    const measured_row *row = find_measured_row(rows, count, impl, 0, param);

    if (row == NULL)
        printf("| %s | not in these results | not measured |\n", target);
    else if (row->pct_of_copy >= goal)
        printf("| %s | %.1f%% | yes |\n", target, row->pct_of_copy);
    else
        printf("| %s | %.1f%% | no: %.1f points short |\n", target, row->pct_of_copy,
               goal - row->pct_of_copy);
}
/* <<Find the lowest ratio to a peer>> */
#line 9071 "chapters/09-support.nw"
static void check_ratio(const char *target, const measured_row *rows, int count)
{
    double low = 1e30, high = 0;
    char low_at[32] = "", met[256] = "";

    for (int i = 0; i < count; i++) {
        const measured_row *cub;
        double ratio;
        if (strcmp(rows[i].implementation, "ours") != 0 ||
            (cub = find_measured_row(rows, count, "cub", 0, rows[i].param)) == NULL)
            continue;
        ratio = cub->median_ms / rows[i].median_ms;
        if (ratio >= 1.0)
            snprintf(met + strlen(met), sizeof met - strlen(met), "%s%s", met[0] ? ", " : "",
                     rows[i].param);
        if (ratio < low)
            snprintf(low_at, sizeof low_at, "%s", rows[i].param);
        low = ratio < low ? ratio : low;
        high = ratio > high ? ratio : high;
    }
    printf("| %s | %.2f to %.2f; lowest at $L$ = %s | %s%s |\n", target, low, high, low_at,
           low >= 1.0 ? "yes" : met[0] ? "no; met at $L$ = " : "no", low >= 1.0 ? "" : met);
}
/* <<Check the SpMV targets>> */
#line 9097 "chapters/09-support.nw"
/* The time of `peer` over the time of `impl` on one matrix, or 0 if a row
   is missing: above 1, `impl` is faster. */
static double spmv_ratio(const measured_row *rows, int count, const char *impl,
                         const char *peer, const char *matrix)
{
    const measured_row *ours = find_measured_row(rows, count, impl, 0, matrix);
    const measured_row *them = find_measured_row(rows, count, peer, 0, matrix);

    return ours == NULL || them == NULL ? 0 : them->median_ms / ours->median_ms;
}

static void check_spmv(const measured_row *rows, int count)
{
    static const char *random[] = {"mean8", "mean64", "powerlaw"};
    const measured_row *one = find_measured_row(rows, count, "ours", 0, "stencil");
    const measured_row *plan = find_measured_row(rows, count, "ours-plan", 0, "stencil");
    int bound = 1, alg1 = 1;

    printf("| SpMV, random matrices: at least 97%% of the gathers' bound, and 1.0 times "
           "cuSPARSE ALG1, on each |");
    for (int m = 0; m < 3; m++) {
        double b = spmv_ratio(rows, count, "ours", "gathers", random[m]);
        double a = spmv_ratio(rows, count, "ours", "cusparse-alg1", random[m]);

        printf(" %s %.1f%%, %.3f%s", random[m], 100 * b, a, m < 2 ? ";" : " |");
        bound &= b >= 0.97;
        alg1 &= a >= 1.0;
    }
    printf(" %s |\n", bound && alg1 ? "yes" : bound ? "the bound only" : alg1 ? "ALG1 only" : "no");
    if (one == NULL || plan == NULL) {
        printf("| SpMV, the stencil matrix: one call and a plan at least 90%% of the copy, 1.0 "
               "times ALG1 | not in these results | not measured |\n");
        return;
    }
    double a = spmv_ratio(rows, count, "ours", "cusparse-alg1", "stencil");
    printf("| SpMV, the stencil matrix: one call and a plan at least 90%% of the copy, 1.0 "
           "times ALG1 | %.1f%% and %.1f%%; %.3f | %s |\n", one->pct_of_copy, plan->pct_of_copy,
           a, one->pct_of_copy >= 90 && plan->pct_of_copy >= 90 && a >= 1.0 ? "yes" : "no");
}

#line 8997 "chapters/09-support.nw"
int main(void)
{
    measured_row seg[64], plan[64], rbk[64], spmv[64];
    char gpu[64], date[64];
    int nseg = read_measured_rows(stdout, "bench/results/h100/segreduce.tsv", "segreduce",
                                  seg, 64, gpu, date);
    int nplan = read_measured_rows(stdout, "bench/results/h100/segreduce.tsv",
                                   "segreduce-plan", plan, 64, gpu, date);
    int nrbk = read_measured_rows(stdout, "bench/results/h100/reduce-by-key.tsv",
                                  "reduce-by-key", rbk, 64, gpu, date);
    int nspmv = read_measured_rows(stdout, "bench/results/h100/spmv.tsv", "spmv", spmv, 64,
                                   gpu, date);

    if (nseg < 0 || nplan < 0 || nrbk < 0 || nspmv < 0)
        return 0;
    /* <<Check each target and print the table>> */
#line 9018 "chapters/09-support.nw"
    printf("| target | measured | met? |\n| :--- | :--- | :--- |\n");
    check_share("CSR segmented reduction, one call: at least 80% of the copy at every $L \\ge 4$",
                seg, nseg, "ours", 80);
    check_share("the same, a plan applied", plan, nplan, "ours-plan", 80);
    check_input_share("CSR segmented reduction, one call: at least 75% of the copy on the rows of "
                      "a scale-free graph", seg, nseg, "ours", "scale-free", 75);
    check_input_share("the same, a plan applied", plan, nplan, "ours-plan", "scale-free", 75);
    check_ratio("Reduce-by-key: at least 1.0 times CUB's speed at every $L$", rbk, nrbk);
    check_spmv(spmv, nspmv);
    printf("\nMeasured on %s, %.10s. A ratio is the peer's time over ours: above 1, ours is "
           "faster.\n", gpu, date);
#line 9013 "chapters/09-support.nw"
    return 0;
}
