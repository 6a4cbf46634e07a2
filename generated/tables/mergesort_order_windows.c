#line 4917 "chapters/09-support.nw"
/* The rounds the four-way partition's selection takes inside the grid's
   window, for each order of the benchmark's keys, in passes from lists of
   NV * 4, NV * 32 and NV * 256 keys. */
#include <stdio.h>
#include <stdlib.h>
#include "mergesort.h"
#include "merge_path.h"
#include "support.h"

enum { NV = LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT, N = NV << 10 };

static int compare_i32(const void *x, const void *y)
{
    int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
    return (a > b) - (a < b);
}

/* <<Count the selection's rounds in a four-way pass>> */
#line 4986 "chapters/09-support.nw"
/* Over the CTAs' diagonals of the four-way pass from lists of `list`
   keys, past each group's first, with `probes` probes a list a round: the
   mean of the selection's rounds, the most, and the share that take none.
   grid has room for a point a tile and one. */
static void count_selection_rounds(const int32_t *keys, int list, int *grid, int probes,
                                   double *mean, int *most, double *none)
{
    int coop = 4 * (list / NV), tiles = lg_mergesort_tiles(N, NV);
    int lanes = lg_mergesort_search_lanes(tiles);
    long points = 0, rounds = 0, empty = 0;

    /* <<Make the grid of the two-way pass with coop / 2>> */
#line 5018 "chapters/09-support.nw"
    for (int t = 0; t <= tiles; t++) {
        lg_merge_range f = lg_mergesort_frame(coop / 2, t, NV, N);
        grid[t] = lg_merge_path_i32(keys + f.a_begin, f.a_end - f.a_begin, keys + f.b_begin,
                                    f.b_end - f.b_begin, lg_mergesort_diagonal(coop / 2, t, NV, N),
                                    LG_BOUNDS_LOWER);
    }
#line 4998 "chapters/09-support.nw"
    *most = 0;
    for (int p = 0; p < tiles; p++) {
        int take[4];
        if (p % coop == 0)
            continue;
        int r = lg_mergesort_select4_i32(keys, N, NV, coop, grid, p, lanes, probes, take);
        points++;
        rounds += r;
        empty += r == 0;
        *most = r > *most ? r : *most;
    }
    *mean = (double)rounds / points;
    *none = (double)empty / points;
}

#line 4936 "chapters/09-support.nw"
int main(void)
{
    static const int shifts[] = {2, 5, 8};
    static const char *const names[SORT_ORDERS] = {"uniform", "sorted", "reversed",
        "16 distinct values", "nearly sorted (1% moved)"};
    int32_t *keys = malloc(sizeof(int32_t) * N);
    int *grid = malloc(sizeof(int) * (N / NV + 1));

    if (keys == NULL || grid == NULL) {
        free(keys);
        free(grid);
        return 1;
    }
    printf("| order | probes a list | lists of $NV \\cdot 4$ | lists of $NV \\cdot 32$ "
           "| lists of $NV \\cdot 256$ |\n|---|--:|--:|--:|--:|\n");
    for (int o = 0; o < SORT_ORDERS; o++)
        for (int probes = 1; probes <= LG_MERGE4_MAX_PROBES; probes *= 2) {
            printf("| %s | %d%s", probes == 1 ? names[o] : "", probes,
                   probes == lg_mergesort_select_probes(lg_mergesort_tiles(N, NV))
                       ? " (the library)" : "");
            for (int l = 0; l < 3; l++) {
                int list = NV << shifts[l], most;
                double mean, none;
                if (sort_input_i32((sort_order)o, 1, 0, N, keys) != 0) {
                    free(keys);
                    free(grid);
                    return 1;
                }
                for (int first = 0; first < N; first += list)
                    qsort(keys + first, list, sizeof(int32_t), compare_i32);
                count_selection_rounds(keys, list, grid, probes, &mean, &most, &none);
                printf(" | %.1f, %d (%.0f%%)", mean, most, 100 * none);
            }
            printf(" |\n");
        }
    printf("\nThe selection's rounds at a CTA's diagonal with 1 to %d probes a list: the mean "
           "over the diagonals of the pass that merges the lists four by four, the most, and in "
           "brackets the share that take none; %d keys, tiles of NV = %d, seed 1.\n",
           LG_MERGE4_MAX_PROBES, N, NV);
    free(keys);
    free(grid);
    return 0;
}
