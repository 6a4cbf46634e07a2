#line 6303 "chapters/09-support.nw"
/* Data for the figure of one cut's rounds (plots/lbs-rounds.gp): the
   brackets and the probes of the partition search of one cut of the
   scale-free counts of 2^26 work items, each round scaled to its bracket. */
#include <stdio.h>
#include <stdlib.h>

enum { MOST_ROUNDS = 32, MOST_LOADS = 16 };
static int rounds, round_lo[MOST_ROUNDS], round_hi[MOST_ROUNDS], round_loads[MOST_ROUNDS];
static int round_probe[MOST_ROUNDS][MOST_LOADS];   /* -1: the whole bracket */

/* <<Record a round of the search>> */
#line 6346 "chapters/09-support.nw"
static void record_round(int lo, int hi, const int *probe, int loads)
{
    if (rounds == MOST_ROUNDS)
        return;
    round_lo[rounds] = lo;
    round_hi[rounds] = hi;
    round_loads[rounds] = loads;
    for (int k = 0; k < loads && k < MOST_LOADS; k++)
        round_probe[rounds][k] = probe != NULL ? probe[k] : -1;
    rounds++;
}
#line 6314 "chapters/09-support.nw"
#define LG_SEARCH_ROUND(r, probe, loads) record_round((r)->lo, (r)->hi, (probe), (loads))

#include "load_balance.h"
#include "support.h"

/* <<Find the cut to draw>> */
#line 6363 "chapters/09-support.nw"
/* The diagonal of the first cut past the middle whose search has one
   round of LG_SEARCH_PROBES probes and four rounds in all (-1 if none),
   with its rounds recorded and the scan elements below it in *answer. */
static int find_cut(const int32_t *scan, int m, int n, int *answer)
{
    enum { NV = LG_LBS_NT * LG_LBS_VT, SAMPLES = LG_LBS_PARTITION_SAMPLES };
    static int32_t sample[SAMPLES];
    int cuts = (int)(((int64_t)m + n + NV - 1) / NV) + 1;

    for (int k = 0; k < SAMPLES; k++)
        sample[k] = scan[lg_sample_position(k, SAMPLES, n)];
    for (int p = cuts / 2; p < cuts; p++) {
        int diag = lg_merge_diagonal(p, NV, m + n), missed = 0;
        lg_bracket r = lg_sample_bracket(sample, SAMPLES, m, n, diag);

        rounds = 0;
        *answer = diag - lg_lbs_partition_search_within(m, scan, n, diag, r);
        for (int k = 0; k < rounds; k++)
            missed += round_loads[k] == LG_SEARCH_PROBES && round_probe[k][0] >= 0;
        if (missed == 1 && rounds == 4)
            return diag;
    }
    return -1;
}
/* <<Print one cut's rounds, each scaled to its bracket>> */
#line 6394 "chapters/09-support.nw"
static double scaled(int k, int p)
{
    return round_hi[k] > round_lo[k] ? (double)(p - round_lo[k]) / (round_hi[k] - round_lo[k])
                                     : 0.5;
}

static void print_rounds(int diag, int answer)
{
    printf("```\n# the scale-free counts' cut at diagonal %d: %d scan elements below it\n",
           diag, answer);
    printf("# block 0: each round: y, its bracket's width, its loads\n");
    for (int k = 0; k < rounds; k++)
        printf("%d %d %d\n", -k, round_hi[k] - round_lo[k], round_loads[k]);
    printf("\n\n# block 1: the probes: x y kind (0 guard, 1 guess, 2 quarter, 3 the last loads)\n");
    for (int k = 0; k < rounds; k++)
        for (int j = 0; j < round_loads[k]; j++) {
            int p = round_probe[k][j] >= 0 ? round_probe[k][j] : round_lo[k] + j;
            printf("%.5f %d %d\n", scaled(k, p), -k,
                   round_probe[k][j] < 0 ? 3 : j == 1 ? 1 : j < 3 ? 0 : 2);
        }
    printf("\n\n# block 2: the part kept for the next round, and the lines to it: x1 y x2 y2\n");
    for (int k = 0; k + 1 < rounds; k++)
        printf("%.5f %d %.5f %d\n", scaled(k, round_lo[k + 1]), -k, scaled(k, round_hi[k + 1]),
               -k - 1);
    printf("\n\n# block 3: the answer in each round: x y\n");
    for (int k = 0; k < rounds; k++)
        printf("%.5f %d\n", scaled(k, answer), -k);
    printf("```\n");
}

#line 6322 "chapters/09-support.nw"
int main(void)
{
    enum { N = (1 << 26) / LBS_SCALE_FREE_MEAN };
    int32_t *counts = malloc(sizeof(int32_t) * N), *scan = malloc(sizeof(int32_t) * N);
    int m, diag, answer;

    if (counts == NULL || scan == NULL) {
        fprintf(stderr, "lbs_search_trace: out of memory\n");
        return 1;
    }
    m = (int)lbs_counts_i32(counts, N, LBS_SCALE_FREE, 1);
    scan_exclusive_reference_i32(counts, N, scan);
    if ((diag = find_cut(scan, m, N, &answer)) < 0) {
        fprintf(stderr, "lbs_search_trace: no cut misses once in four rounds\n");
        return 1;
    }
    print_rounds(diag, answer);
    free(counts);
    free(scan);
    return 0;
}
