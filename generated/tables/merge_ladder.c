#line 2725 "chapters/09-support.nw"
/* The merge ladder at 2^26 keys, and the pairs, from the benchmark
   driver's results. */
#include <stdio.h>
#include <string.h>
#include "support.h"

/* <<Read the merge measurements>> */
#line 2703 "chapters/09-support.nw"
#include "merge_path.h" /* the tile shapes */

#define MERGE_KEYS "bench/results/h100/merge-keys.tsv"
#define MERGE_PAIRS "bench/results/h100/merge-pairs.tsv"
#define MERGE_PARTS "bench/results/h100/merge-parts.tsv"
#define MERGE_PARTITION "bench/results/h100/pieces/merge-partition.tsv"
#define MERGE_PARAM "gaps-0-15" /* the keys and pairs algorithms' one parameter */
enum { LADDER_N = 1 << 26, MAX_ROWS = 512 };

/* Billions of elements (keys or pairs) per second. */
static inline double g_per_s(const measured_row *r)
{
    return r->n / r->median_ms / 1e6;
}
/* <<Print one rung of the ladder>> */
#line 2770 "chapters/09-support.nw"
static void rung(const measured_row *rows, int count, const char *title,
                 const char *implementation, const char *below)
{
    const measured_row *t = find_measured_row(rows, count, implementation, LADDER_N, MERGE_PARAM);
    const measured_row *b =
        below ? find_measured_row(rows, count, below, LADDER_N, MERGE_PARAM) : NULL;

    if (t == NULL)
        return;
    printf("| %s | %.1f | %.1f | %.0f | %.2f%% | ", title, 1e3 * t->median_ms, g_per_s(t),
           t->effective_GBps, t->pct_of_copy);
    if (b != NULL)
        printf("%.2f x |\n", b->median_ms / t->median_ms);
    else
        printf(" |\n");
}

#line 2734 "chapters/09-support.nw"
int main(void)
{
    static measured_row keys[MAX_ROWS], pairs[MAX_ROWS];
    char gpu[64], date[64], roofline[64];
    int k = read_measured_rows(stdout, MERGE_KEYS, "merge-keys", keys, MAX_ROWS, gpu, date);
    int p = read_measured_rows(stdout, MERGE_PAIRS, "merge-pairs", pairs, MAX_ROWS, gpu, date);

    if (k < 0 || p < 0)
        return 0;
    header_value(MERGE_KEYS, "roofline_GBps", roofline);
    /* <<Print the rungs of the keys and of the pairs>> */
#line 2755 "chapters/09-support.nw"
    printf("| $2^{26}$ keys or pairs | µs | G/s | GB/s | of the copy | over the rung before |\n"
           "|---|--:|--:|--:|--:|--:|\n");
    rung(keys, k, "keys, basic", "basic", NULL);
    rung(keys, k, "keys, tiled", "tiled", "basic");
    rung(keys, k, "keys, circular buffers", "circular", "tiled");
    rung(keys, k, "keys, Merge Path", "ours", "circular");
    rung(keys, k, "keys, CUB's `MergeKeys`", "cub", NULL);
    rung(pairs, p, "pairs, Merge Path", "ours", NULL);
    rung(pairs, p, "pairs, CUB's `MergePairs`", "cub", NULL);
#line 2745 "chapters/09-support.nw"
    printf("\nMeasured on %s, %.10s; medians of 30 runs. The copy is the roofline, "
           "%s GB/s, measured in the same run.\n", gpu, date, roofline);
    return 0;
}
