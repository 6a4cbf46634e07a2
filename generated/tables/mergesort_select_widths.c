#line 5036 "chapters/09-support.nw"
/* Data for the figure of the selection's brackets closing
   (plots/mergesort-select-widths.gp): the mean over a four-way pass's
   diagonals of the keys still open in the four brackets, before the first
   round and after each, with 1, 2, 4 and 8 probes a list. */
#include <stdio.h>
#include <stdlib.h>
#include "mergesort.h"
#include "merge_path.h"
#include "support.h"

enum { NV = LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT, N = NV << 10, LIST = NV << 5,
       MOST_ROUNDS = 64 };

static int compare_i32(const void *x, const void *y)
{
    int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
    return (a > b) - (a < b);
}

/* <<Add up the open keys round by round at one diagonal>> */
#line 5102 "chapters/09-support.nw"
/* Add to open[r] the keys open in the four brackets at worker p's diagonal
   after r rounds of the selection with `probes` probes a list. */
static void add_open_keys(const int32_t *keys, const int *grid, int coop, int p, int probes,
                          double *open)
{
    lg_merge_grid_i32 ab, cd;
    int diag = lg_mergesort_grids_i32(keys, N, NV, coop, grid, p, &ab, &cd);
    int ab_total = ab.a_count + ab.b_count, cd_total = cd.a_count + cd.b_count;
    int low = diag - cd_total > 0 ? diag - cd_total : 0, high = diag < ab_total ? diag : ab_total;
    int first = lg_merge4_grid_search_i32(ab, cd, diag, (int)lg_div_up(low, NV),
                                          (int)lg_div_up(high, NV), LG_MERGESORT_SEARCH_LANES);
    const int32_t *list[4] = {ab.a, ab.b, cd.a, cd.b};
    int n[4] = {ab.a_count, ab.b_count, cd.a_count, cd.b_count}, take[4];
    lg_merge4_known_i32 s = lg_merge4_know_window_i32(ab, cd, diag, first);

    for (int r = 0; r <= MOST_ROUNDS; r++) {
        int probe[4 * LG_MERGE4_MAX_PROBES], fate[4 * LG_MERGE4_MAX_PROBES];
        int32_t key[4 * LG_MERGE4_MAX_PROBES];
        if (lg_merge4_settled_i32(&s, diag, take))
            return;
        for (int k = 0; k < 4; k++)
            open[r] += s.hi[k] - s.lo[k];
        lg_merge4_round_i32(list, n, diag, &s, r == 0, probes, probe, key, fate);
    }
}

#line 5057 "chapters/09-support.nw"
int main(void)
{
    int32_t *keys = malloc(sizeof(int32_t) * N);
    int *grid = malloc(sizeof(int) * (N / NV + 1));
    int coop = 4 * (LIST / NV), tiles = lg_mergesort_tiles(N, NV);

    if (keys == NULL || grid == NULL || sort_input_i32(SORT_ORDER_UNIFORM, 1, 0, N, keys) != 0) {
        free(keys);
        free(grid);
        return 1;
    }
    for (int first = 0; first < N; first += LIST)
        qsort(keys + first, LIST, sizeof(int32_t), compare_i32);
    /* <<Make the grid of the two-way pass with coop / 2>> */
#line 5018 "chapters/09-support.nw"
    for (int t = 0; t <= tiles; t++) {
        lg_merge_range f = lg_mergesort_frame(coop / 2, t, NV, N);
        grid[t] = lg_merge_path_i32(keys + f.a_begin, f.a_end - f.a_begin, keys + f.b_begin,
                                    f.b_end - f.b_begin, lg_mergesort_diagonal(coop / 2, t, NV, N),
                                    LG_BOUNDS_LOWER);
    }
#line 5071 "chapters/09-support.nw"
    printf("```\n");
    for (int probes = 1; probes <= LG_MERGE4_MAX_PROBES; probes *= 2) {
        static double open[MOST_ROUNDS + 1];
        long points = 0;
        for (int r = 0; r <= MOST_ROUNDS; r++)
            open[r] = 0;
        for (int p = 0; p < tiles; p++)
            if (p % coop != 0)
                add_open_keys(keys, grid, coop, p, probes, open), points++;
        printf("# block: %d probes a list: round, mean keys open after it\n", probes);
        for (int r = 0; r <= MOST_ROUNDS && open[r] > 0; r++)
            printf("%d %.3f\n", r, open[r] / points);
        printf("\n\n");
    }
    printf("# block: one warp's points, 8 to 15, 1 probe a list: point, rounds\n");
    for (int p = 8; p < 16; p++) {
        int take[4];
        printf("%d %d\n", p, lg_mergesort_select4_i32(keys, N, NV, coop, grid, p,
                                                       lg_mergesort_search_lanes(tiles), 1, take));
    }
    printf("```\n");
    free(keys);
    free(grid);
    return 0;
}
