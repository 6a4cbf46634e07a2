#line 6432 "chapters/09-support.nw"
/* The tiles of lg_load_balance_search (NV = LG_LBS_NT x LG_LBS_VT outputs)
   on uniform and on scale-free counts of about 2^26 work items: how the
   outputs of a tile split into work items and scan elements. */
#include <stdio.h>
#include <stdlib.h>
#include "load_balance.h"
#include "support.h"

/* <<Count what the tiles of one distribution hold>> */
#line 6465 "chapters/09-support.nw"
static int count_tiles(const char *name, lbs_distribution d, int n)
{
    enum { NV = LG_LBS_NT * LG_LBS_VT };
    int32_t *counts = malloc(sizeof(int32_t) * (size_t)n);
    int32_t *scan = malloc(sizeof(int32_t) * (size_t)n);
    int64_t m;
    int tiles, fewest = NV, most = 0, one_object = 0, no_work = 0, words_low = 3 * NV,
        words_high = 0, empty = 0, longest = 0;

    if (counts == NULL || scan == NULL) {
        free(counts);
        free(scan);
        fprintf(stderr, "lbs_skew_tiles: out of memory\n");
        return 1;
    }
    m = lbs_counts_i32(counts, n, d, 1);
    scan_exclusive_reference_i32(counts, n, scan);
    for (int i = 0; i < n; i++) {
        empty += counts[i] == 0;
        longest = counts[i] > longest ? counts[i] : longest;
    }
    tiles = (int)((m + n + NV - 1) / NV);
    for (int t = 0; t < tiles; t++) {
        int total = (int)m + n;
        int mp0 = lg_lbs_partition_search((int)m, scan, n, lg_merge_diagonal(t, NV, total));
        int mp1 = lg_lbs_partition_search((int)m, scan, n, lg_merge_diagonal(t + 1, NV, total));
        lg_lbs_tile k = lg_lbs_tile_of((int)m, n, t, NV, mp0, mp1, 0, 1);
        int work = k.a_end - k.a_begin, words = work + k.b_end - k.b_begin + k.halo;

        if (t == tiles - 1)
            break;   /* the last tile is shorter */
        fewest = work < fewest ? work : fewest;
        most = work > most ? work : most;
        one_object += k.b_end == k.b_begin;
        no_work += work == 0;
        words_low = words < words_low ? words : words_low;
        words_high = words > words_high ? words : words_high;
    }
    printf("| %s | %d | %d | %d | %lld | %d | %d to %d | %d | %d | ", name, n, empty, longest,
           (long long)m, tiles, fewest, most, one_object, no_work);
    printf(words_low == words_high ? "%d |\n" : "%d to %d |\n", words_low, words_high);
    free(counts);
    free(scan);
    return 0;
}

#line 6442 "chapters/09-support.nw"
int main(void)
{
    enum { UNIFORM = 1 << 25, SCALE_FREE = (1 << 26) / LBS_SCALE_FREE_MEAN };

    printf("| counts | objects | empty | the longest | work items | tiles | work items in a "
           "tile | tiles of one object's work items | tiles of scan elements only | words a "
           "tile loads and stores |\n|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    if (count_tiles("uniform 0-4", LBS_UNIFORM, UNIFORM) != 0 ||
        count_tiles("scale-free", LBS_SCALE_FREE, SCALE_FREE) != 0)
        return 1;
    printf("\nTiles of %d outputs; the seed of the benchmark's inputs (1). A tile's words are "
           "its scan elements, with the one before its own and the halo, and its work "
           "items.\n", LG_LBS_NT * LG_LBS_VT);
    return 0;
}
