#line 4659 "chapters/09-support.nw"
/* Mergesort at 2^26 elements against CUB. */
/* <<The mergesort's main results at 2^26>> */
#line 4810 "chapters/09-support.nw"
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

#define RESULTS "bench/results/h100/mergesort.tsv"
enum { N = 1 << 26 };
static measured_row rows[256];
static int count;

/* <<Count the round trips of the sorts at 2^26>> */
#line 4689 "chapters/09-support.nw"
static void print_round_trips(const char *kind, int nv)
{
    int two_way = lg_mergesort_passes(N, nv);

    printf("For $2^{26}$ %s and blocksort tiles of %d there are %d tiles, $P = %d$ two-way "
           "passes, and %d passes of the library (%d round trips through memory with the "
           "blocksort's, against %d with two-way passes).\n\n", kind, nv,
           lg_mergesort_tiles(N, nv), two_way, lg_mergesort_global_passes(two_way, 4),
           mergesort_round_trips(N, nv, 4), mergesort_round_trips(N, nv, 2));
}
/* <<Print the mergesort rows of one kind>> */
#line 4702 "chapters/09-support.nw"
static void print_kind(const char *kind, int nv, int bytes, double roof)
{
    static const char *const impls[] = {"ours", "cub-merge-sort", "cub-radix-sort"};
    const measured_row *ours = find_measured_row(rows, count, "ours", N, kind);

    for (int i = 0; i < 3; i++) {
        const measured_row *r = find_measured_row(rows, count, impls[i], N, kind);
        if (r == NULL)
            continue;
        printf("| %s | %s | %.3f | %.2f | ", kind, impls[i], r->median_ms,
               N / r->median_ms / 1e6);   /* keys per millisecond / 1e6: G keys/s */
        if (i > 0 && ours != NULL)
            printf("%.2f x | | |\n", r->median_ms / ours->median_ms);
        else {
            for (int ways = 2; ways <= 4; ways += 2) {
                double limit = mergesort_pass_roofline(roof, N, nv, ways, bytes);
                double rate = N / (r->median_ms * 1e-3);

                if (ways == 2)   /* a speed over it: four-way passes can pass it */
                    printf(" | %.2f x the %.2f G/s of %d round trips", rate / limit,
                           limit / 1e9, mergesort_round_trips(N, nv, ways));
                else             /* a share: no sort of these passes can pass it */
                    printf(" | %.1f %% of the %.2f G/s of %d round trips", 100.0 * rate / limit,
                           limit / 1e9, mergesort_round_trips(N, nv, ways));
            }
            printf(" |\n");
        }
    }
}

#line 4664 "chapters/09-support.nw"
int main(void)
{
    char gpu[64], date[64];
    double roof = measured_roofline_GBps(RESULTS);
    int nv_keys = measured_blocksort_nv(RESULTS, "keys");
    int nv_pairs = measured_blocksort_nv(RESULTS, "pairs");

    if ((count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 256, gpu, date)) < 0)
        return 0;
    printf("Measured on %s, %.10s; copy roofline %.0f GB/s.\n\n", gpu, date, roof);
    print_round_trips("keys", nv_keys);
    print_round_trips("pairs", nv_pairs);
    printf("| $2^{26}$ | implementation | ms | G elements/s | ours, speed over it "
           "| ours over the pass-count roofline of two-way passes "
           "| ours, share of the roofline of its own passes |\n|---|---|--:|--:|--:|--:|--:|\n");
    print_kind("keys", nv_keys, 8, roof);
    print_kind("pairs", nv_pairs, 16, roof);
    return 0;
}
