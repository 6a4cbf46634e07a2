#line 8139 "chapters/09-support.nw"
/* The chapter's performance targets, checked against the benchmark's
   results (bench/results/h100/segreduce.tsv, reduce-by-key.tsv, spmv.tsv). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "support.h"

/* <<Find the lowest share of the copy from a mean length on>> */
#line 8182 "chapters/09-support.nw"
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
/* <<Find the lowest ratio to a peer>> */
#line 8203 "chapters/09-support.nw"
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
#line 8229 "chapters/09-support.nw"
/* The best cuSPARSE time over the time of `impl` on one matrix, or 0 if a
   row is missing. */
static double spmv_ratio(const measured_row *rows, int count, const char *impl,
                         const char *matrix)
{
    const measured_row *ours = find_measured_row(rows, count, impl, 0, matrix);
    const measured_row *a1 = find_measured_row(rows, count, "cusparse-alg1", 0, matrix);
    const measured_row *a2 = find_measured_row(rows, count, "cusparse-alg2", 0, matrix);

    if (ours == NULL || a1 == NULL || a2 == NULL)
        return 0;
    return (a1->median_ms < a2->median_ms ? a1 : a2)->median_ms / ours->median_ms;
}

static void check_spmv(const measured_row *rows, int count)
{
    double r8 = spmv_ratio(rows, count, "ours", "mean8");
    double r64 = spmv_ratio(rows, count, "ours", "mean64");
    double power = spmv_ratio(rows, count, "ours", "powerlaw");

    printf("| SpMV: at least 1.3 times the faster cuSPARSE algorithm on mean8 and mean64 | "
           "%.2f and %.2f (the gathers alone: %.2f and %.2f) | %s |\n", r8, r64,
           spmv_ratio(rows, count, "gathers", "mean8"),
           spmv_ratio(rows, count, "gathers", "mean64"), r8 >= 1.3 && r64 >= 1.3 ? "yes" : "no");
    double planned = spmv_ratio(rows, count, "ours-plan", "powerlaw");

    printf("| SpMV: ahead of cuSPARSE on the power-law matrix | one call %.2f, a plan "
           "applied %.2f | %s |\n", power, planned,
           power > 1.0 ? "yes" : planned > 1.0 ? "a plan applied only" : "no");
}

#line 8150 "chapters/09-support.nw"
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
#line 8171 "chapters/09-support.nw"
    printf("| target | measured | met? |\n| :--- | :--- | :--- |\n");
    check_share("CSR segmented reduction, one call: at least 80% of the copy at every $L \\ge 4$",
                seg, nseg, "ours", 80);
    check_share("the same, a plan applied", plan, nplan, "ours-plan", 80);
    check_ratio("Reduce-by-key: at least 1.0 times CUB's speed at every $L$", rbk, nrbk);
    check_spmv(spmv, nspmv);
    printf("\nMeasured on %s, %.10s. A ratio is the peer's time over ours: above 1, ours is "
           "faster.\n", gpu, date);
#line 8166 "chapters/09-support.nw"
    return 0;
}
