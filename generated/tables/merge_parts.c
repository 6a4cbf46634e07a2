#line 2871 "chapters/09-support.nw"
/* Merge Path's pieces at 2^26 keys and pairs, from the benchmark driver. */
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

/* <<Print one piece of Merge Path's time>> */
#line 2918 "chapters/09-support.nw"
static void piece(const measured_row *rows, int count, const char *title,
                  const char *implementation, int whole_merge)
{
    printf("| %s |", title);
    for (int pairs = 0; pairs < 2; pairs++) {
        const measured_row *r = find_measured_row(rows, count, implementation, LADDER_N,
                                                  pairs ? "pairs" : "keys");
        if (r == NULL)
            printf(" | |");
        else if (whole_merge)
            printf(" %.1f | %.2f%% |", 1e3 * r->median_ms, r->pct_of_copy);
        else
            printf(" %.1f | |", 1e3 * r->median_ms);
    }
    printf("\n");
}

#line 2880 "chapters/09-support.nw"
int main(void)
{
    static measured_row rows[MAX_ROWS], searches[MAX_ROWS];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, MERGE_PARTS, "merge-parts", rows, MAX_ROWS, gpu,
                                   date);
    int search_count = read_measured_rows(stdout, MERGE_PARTITION, "merge-partition", searches,
                                          MAX_ROWS, gpu, date);

    if (count < 0 || search_count < 0)
        return 0;
    /* <<Print the rows of Merge Path's pieces>> */
#line 2903 "chapters/09-support.nw"
    printf("| $2^{26}$ elements | keys, µs | of the copy | pairs, µs | of the copy |\n"
           "|---|--:|--:|--:|--:|\n");
    piece(searches, search_count, "partition search, one level, alone", "one-level", 0);
    piece(searches, search_count, "partition search, two levels (samples, then lists), alone",
          "two-level", 0);
    piece(rows, count, "merge kernel alone", "merge-kernel", 1);
    piece(rows, count, "whole merge, one-level search", "one-level", 1);
    piece(rows, count, "whole merge, two-level search (the library)", "ours", 1);
    piece(rows, count, "whole merge, two-level search, tiles of NT / 2 x VT", "half-tiles", 1);
#line 2892 "chapters/09-support.nw"
    printf("\nMeasured on %s, %.10s; medians of 30 runs. Keys in tiles of "
           "%d x %d, pairs in tiles of %d x %d.\n", gpu, date, LG_MERGE_KEYS_NT,
           LG_MERGE_KEYS_VT, LG_MERGE_PAIRS_NT, LG_MERGE_PAIRS_VT);
    return 0;
}
