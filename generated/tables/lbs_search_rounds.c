#line 6213 "chapters/09-support.nw"
/* The rounds of loads of the load-balancing partition search, from the
   kernel's sample and from the whole scan, on uniform and on scale-free
   counts of about 2^26 work items. */
#include <stdio.h>
#include <stdlib.h>

static long rounds_seen, loads_seen;   /* of the search under way */
#define LG_SEARCH_ROUND(r, probe, loads) (rounds_seen++, loads_seen += (loads))

#include "load_balance.h"
#include "support.h"

/* <<Count the rounds of the partition search on one distribution>> */
#line 6245 "chapters/09-support.nw"
static int count_rounds(const char *name, lbs_distribution d, int n)
{
    enum { NV = LG_LBS_NT * LG_LBS_VT, SAMPLES = LG_LBS_PARTITION_SAMPLES };
    int32_t *counts = malloc(sizeof(int32_t) * (size_t)n);
    int32_t *scan = malloc(sizeof(int32_t) * (size_t)n);
    int32_t sample[SAMPLES];
    long rounds = 0, loads = 0, whole = 0;
    int most = 0, whole_most = 0, bisection = 0, cuts, m;

    if (counts == NULL || scan == NULL) {
        free(counts);
        free(scan);
        fprintf(stderr, "lbs_search_rounds: out of memory\n");
        return 1;
    }
    m = (int)lbs_counts_i32(counts, n, d, 1);
    scan_exclusive_reference_i32(counts, n, scan);
    for (int k = 0; k < SAMPLES; k++)
        sample[k] = scan[lg_sample_position(k, SAMPLES, n)];
    cuts = (int)(((int64_t)m + n + NV - 1) / NV) + 1;
    for (int p = 0; p < cuts; p++) {
        int diag = lg_merge_diagonal(p, NV, m + n);
        lg_bracket r = lg_sample_bracket(sample, SAMPLES, m, n, diag);
        int width = r.hi - r.lo, probes = 0;

        while ((1 << probes) <= width)   /* a bisection of width + 1 answers */
            probes++;
        bisection = probes > bisection ? probes : bisection;
        rounds_seen = 0;
        (void)lg_lbs_partition_search_within(m, scan, n, diag, r);
        rounds += rounds_seen;
        loads += loads_seen;
        most = rounds_seen > most ? (int)rounds_seen : most;
        rounds_seen = 0;
        (void)lg_lbs_partition_search(m, scan, n, diag);
        whole += rounds_seen;
        whole_most = rounds_seen > whole_most ? (int)rounds_seen : whole_most;
        loads_seen = 0;
    }
    printf("| %s | %d | %d | %.2f | %d | %.1f | %.2f | %d | %d |\n", name, cuts,
           n / SAMPLES, (double)rounds / cuts, most, (double)loads / cuts,
           (double)whole / cuts, whole_most, bisection);
    free(counts);
    free(scan);
    return 0;
}

#line 6227 "chapters/09-support.nw"
int main(void)
{
    enum { UNIFORM = 1 << 25, SCALE_FREE = (1 << 26) / LBS_SCALE_FREE_MEAN };

    printf("| counts | cuts | bracket from the sample, scan elements | rounds a cut | the most "
           "| loads a cut | from the whole scan: rounds | the most | a bisection of the "
           "bracket, probes |\n|---|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    if (count_rounds("uniform 0-4", LBS_UNIFORM, UNIFORM) != 0 ||
        count_rounds("scale-free", LBS_SCALE_FREE, SCALE_FREE) != 0)
        return 1;
    printf("\nCuts every %d outputs, a sample of %d scan elements; the seed of the "
           "benchmark's inputs (1). A round is one wait for memory; the kernel's sample "
           "is one more.\n", LG_LBS_NT * LG_LBS_VT, LG_LBS_PARTITION_SAMPLES);
    return 0;
}
