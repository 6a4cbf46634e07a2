#line 4627 "chapters/09-support.nw"
/* Mergesort at 2^26 elements against CUB. */
/* <<The mergesort's main results at 2^26>> */
#line 4776 "chapters/09-support.nw"
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

#define RESULTS "bench/results/h100/mergesort.tsv"
enum {
    N = 1 << 26,   /* the blocksort tiles, whose count sets the passes: */
    NV_KEYS = LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT * LG_MERGESORT_KEYS_BLOCKSORT_TILES,
    NV_PAIRS = LG_MERGESORT_PAIRS_NT * LG_MERGESORT_PAIRS_VT
};
static measured_row rows[256];
static int count;

/* <<Read the mergesort measurements>> */
#line 4597 "chapters/09-support.nw"
/* The copy bandwidth the run measured, from the header; 0 if absent. */
static double roofline_GBps(const char *path)
{
    char line[512];
    double value = 0;
    FILE *f = fopen(path, "r");

    while (f != NULL && fgets(line, sizeof line, f) != NULL)
        if (sscanf(line, "# roofline_GBps: %lf", &value) == 1)
            break;
    if (f != NULL)
        fclose(f);
    return value;
}

/* The round trips through memory of a sort with tiles of nv keys and
   passes of up to `ways` lists: the blocksort's and the global passes'. */
static int round_trips(int n, int nv, int ways)
{
    return 1 + lg_mergesort_global_passes(lg_mergesort_passes(n, nv), ways);
}

/* Elements per second that the pass-count roofline allows. */
static double pass_roofline(double GBps, int n, int nv, int ways, int bytes_per_element)
{
    return GBps * 1e9 / (round_trips(n, nv, ways) * bytes_per_element);
}
/* <<Count the round trips of the sorts at 2^26>> */
#line 4655 "chapters/09-support.nw"
static void print_round_trips(const char *kind, int nv)
{
    int two_way = lg_mergesort_passes(N, nv);

    printf("For $2^{26}$ %s and blocksort tiles of %d there are %d tiles, $P = %d$ two-way "
           "passes, and %d passes of the library (%d round trips through memory with the "
           "blocksort's, against %d with two-way passes).\n\n", kind, nv,
           lg_mergesort_tiles(N, nv), two_way, lg_mergesort_global_passes(two_way, 4),
           round_trips(N, nv, 4), round_trips(N, nv, 2));
}
/* <<Print the mergesort rows of one kind>> */
#line 4668 "chapters/09-support.nw"
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
                double limit = pass_roofline(roof, N, nv, ways, bytes);
                double rate = N / (r->median_ms * 1e-3);

                if (ways == 2)   /* a speed over it: four-way passes can pass it */
                    printf(" | %.2f x the %.2f G/s of %d round trips", rate / limit,
                           limit / 1e9, round_trips(N, nv, ways));
                else             /* a share: no sort of these passes can pass it */
                    printf(" | %.1f %% of the %.2f G/s of %d round trips", 100.0 * rate / limit,
                           limit / 1e9, round_trips(N, nv, ways));
            }
            printf(" |\n");
        }
    }
}

#line 4632 "chapters/09-support.nw"
int main(void)
{
    char gpu[64], date[64];
    double roof = roofline_GBps(RESULTS);

    if ((count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 256, gpu, date)) < 0)
        return 0;
    printf("Measured on %s, %.10s; copy roofline %.0f GB/s.\n\n", gpu, date, roof);
    print_round_trips("keys", NV_KEYS);
    print_round_trips("pairs", NV_PAIRS);
    printf("| $2^{26}$ | implementation | ms | G elements/s | ours, speed over it "
           "| ours over the pass-count roofline of two-way passes "
           "| ours, share of the roofline of its own passes |\n|---|---|--:|--:|--:|--:|--:|\n");
    print_kind("keys", NV_KEYS, 8, roof);
    print_kind("pairs", NV_PAIRS, 16, roof);
    return 0;
}
