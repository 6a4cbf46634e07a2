#line 5132 "chapters/09-support.nw"
/* The NT x VT sweep at 2^26 keys and pairs, from the sweep's results. */
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

#define RESULTS "bench/results/h100/mergesort-sweep.tsv"
enum { N = 1 << 26 };

/* <<Print one shape of the sweep>> */
#line 5168 "chapters/09-support.nw"
static void print_shape(const measured_row *row, double roof, int library_keys_nv)
{
    int nt, vt, pairs = strncmp(row->param, "pairs", 5) == 0, bytes = pairs ? 16 : 8;
    int blocksort_nv, bnt, bvt;
    const char *shape = strchr(row->param, '-');
    double rate = row->n / (row->median_ms * 1e-3);   /* elements per second */
    int ways = shape != NULL && strstr(shape, "-2way") != NULL ? 2 : 4;

    if (row->n != N || shape == NULL || sscanf(shape + 1, "%dx%d", &nt, &vt) != 2 ||
        strchr(row->param, '+') != NULL ||   /* a row with a kernel launched twice */
        strstr(shape, "-lanes") != NULL)     /* or with other lanes: their own table */
        return;
    blocksort_nv = nt * vt;
    /* keys in the library's shape have its blocksort tiles (bench/peers_mergesort.cu),
       unless the row names its own blocksort, "-bsNTxVT" */
    if (!pairs && nt == LG_MERGESORT_KEYS_NT && vt == LG_MERGESORT_KEYS_VT)
        blocksort_nv = library_keys_nv;
    if (strstr(shape, "-bs") != NULL && sscanf(strstr(shape, "-bs") + 3, "%dx%d", &bnt, &bvt) == 2)
        blocksort_nv = bnt * bvt;
    printf("| %s | %d | %d | %d | 1 + %d, %s | %.3f | %.2f | %.2f x | %.1f |\n",
           pairs ? "pairs" : "keys", nt, vt, nt * vt,
           mergesort_round_trips(N, blocksort_nv, ways) - 1,
           ways == 2 ? "two-way" : "four-way", row->median_ms, rate / 1e9,
           rate / mergesort_pass_roofline(roof, N, blocksort_nv, 2, bytes),
           100.0 * rate / mergesort_pass_roofline(roof, N, blocksort_nv, ways, bytes));
}

#line 5143 "chapters/09-support.nw"
int main(void)
{
    static measured_row rows[64];
    char gpu[64], date[64];
    double roof = measured_roofline_GBps(RESULTS);
    int count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 64, gpu, date);

    if (count < 0)
        return 0;
    printf("| sorting | NT | VT | NV | passes | ms | G elements/s "
           "| speed over the pass-count roofline of two-way passes "
           "| %% of the roofline of its own passes |\n"
           "|---|--:|--:|--:|---|--:|--:|--:|--:|\n");
    for (int i = 0; i < count; i++)
        print_shape(&rows[i], roof, measured_blocksort_nv(RESULTS, "keys"));
    printf("\nMeasured on %s, %.10s.\n", gpu, date);
    return 0;
}
