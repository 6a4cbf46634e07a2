#line 8933 "chapters/09-support.nw"
/* SpMV's measurements (bench/results/h100/spmv.tsv) as a Markdown table,
   in billions of nonzeros a second. */
#include <stdio.h>
#include "support.h"

/* <<Print one matrix of the SpMV measurements>> */
#line 8962 "chapters/09-support.nw"
static void print_spmv_matrix(const measured_row *rows, int count, const char *matrix)
{
    static const char *const impls[5] = {"ours", "ours-plan", "cusparse-alg1",
                                         "cusparse-alg2", "gathers"};
    const measured_row *r[5];
    double best;

    for (int i = 0; i < 5; i++)
        if ((r[i] = find_measured_row(rows, count, impls[i], 0, matrix)) == NULL)
            return;
    best = (r[2]->median_ms < r[3]->median_ms ? r[2] : r[3])->median_ms;
    printf("| %s |", matrix);
    for (int i = 0; i < 5; i++)
        printf(" %.1f |", r[i]->n / (r[i]->median_ms * 1e6));
    printf(" %.2f | %.2f |\n", best / r[0]->median_ms, best / r[4]->median_ms);
}

#line 8940 "chapters/09-support.nw"
int main(void)
{
    static const char *const matrices[4] = {"mean8", "mean64", "powerlaw", "stencil"};
    measured_row rows[64];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, "bench/results/h100/spmv.tsv", "spmv", rows, 64,
                                   gpu, date);

    if (count < 0)
        return 0;
    printf("| matrix | one call | plan applied | cuSPARSE ALG1 | cuSPARSE ALG2 | the gathers "
           "alone | speed over the faster cuSPARSE: one call | the gathers alone |\n"
           "| :--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (int m = 0; m < 4; m++)   /* a matrix the file lacks has no row */
        print_spmv_matrix(rows, count, matrices[m]);
    printf("\nMeasured on %s, %.10s; medians of 30 runs, billions of nonzeros a second.\n",
           gpu, date);
    return 0;
}
