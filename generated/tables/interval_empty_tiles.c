#line 7139 "chapters/09-support.nw"
/* Data for plots/interval-empty-tiles.gp: a run of fifty empty intervals
   in tiles of 30 positions (six threads of five). */
#include <stdio.h>
#include "intervals_model.h"
#include "support.h"

/* <<Print an expand's tiles as figure data>> */
#line 7039 "chapters/09-support.nw"
/* Blocks for plots/interval-tiles.gp: the n intervals of the given counts
   and their m elements, cut into tiles of nt * vt positions. */
static void print_tiles(const int32_t *counts, int n, int nt, int vt)
{
    static int32_t scan[256], index_of[256], out[256], shared[LG_LBS_SHARED_WORDS(256)];
    static lg_lbs_tile tiles[64];
    int m = (int)scan_exclusive_reference_i32(counts, n, scan), nv = nt * vt;
    int tile_count = (m + n + nv - 1) / nv;
    double top = 100.0 / n, bottom = 100.0 / m; /* the width of an interval, of an element */

    for (int j = 0; j < n; j++)
        index_of[j] = j;
    for (int tile = 0; tile < tile_count; tile++) {
        int mp0 = lg_lbs_partition_search(m, scan, n, lg_merge_diagonal(tile, nv, m + n));
        int mp1 = lg_lbs_partition_search(m, scan, n, lg_merge_diagonal(tile + 1, nv, m + n));
        tiles[tile] = lg_interval_expand_tile_serially(m, scan, index_of, n, tile, nt, vt, mp0,
                                                       mp1, out, shared);
    }
    printf("```\n");
    /* <<Print the intervals, the elements and the fans of a tiling>> */
#line 7065 "chapters/09-support.nw"
    printf("# block 0: the intervals (the row from 2 to 3), x y interval\n");
    for (int j = 0; j < n; j++)
        printf("%g 2 %d\n%g 2 %d\n%g 3 %d\n%g 3 %d\n\n", j * top, j, (j + 1) * top, j,
               (j + 1) * top, j, j * top, j);
    printf("\n# block 1: the elements (from 0 to 1), by what the tiles wrote\n");
    for (int a = 0; a < m; a++)
        printf("%g 0 %d\n%g 0 %d\n%g 1 %d\n%g 1 %d\n\n", a * bottom, out[a], (a + 1) * bottom,
               out[a], (a + 1) * bottom, out[a], a * bottom, out[a]);
    printf("\n# block 2: the fans from each interval to its elements\n");
    for (int j = 0; j < n; j++) {
        int end = lg_interval_end(scan, n, m, j);
        printf("%g 2 %d\n%g 2 %d\n%g 1 %d\n%g 1 %d\n\n", j * top, j, (j + 1) * top, j,
               end * bottom, j, scan[j] * bottom, j);
    }
#line 7059 "chapters/09-support.nw"
    /* <<Print the tiles and their cuts>> */
#line 7087 "chapters/09-support.nw"
    printf("\n# block 3: the tiles' regions, x y tile\n");
    for (int tile = 0; tile < tile_count; tile++) {
        double b0 = (tiles[tile].b_begin + tiles[tile].preceding) * top, b1 = tiles[tile].b_end * top;
        double a0 = tiles[tile].a_begin * bottom, a1 = tiles[tile].a_end * bottom;
        printf("%g 3 %d\n%g 3 %d\n%g 2 %d\n%g 1 %d\n%g 0 %d\n%g 0 %d\n%g 1 %d\n%g 2 %d\n\n", b0,
               tile, b1, tile, b1, tile, a1, tile, a1, tile, a0, tile, a0, tile, b0, tile);
    }
    printf("\n# block 4: the labels of the tiles, x_top \"tile\" x_bottom \"elements\"\n");
    for (int tile = 0; tile < tile_count; tile++) {
        lg_lbs_tile t = tiles[tile];
        printf("%g \"tile %d\" %g \"%d elements\"\n", (t.b_begin + t.preceding + t.b_end) * top / 2, tile,
               (t.a_begin + t.a_end) * bottom / 2, t.a_end - t.a_begin);
    }
    printf("\n\n# block 5: the scan element each tile loads before its own\n");
    for (int tile = 0; tile < tile_count; tile++)
        if (tiles[tile].preceding)
            printf("%g 2\n%g 2\n%g 3\n%g 3\n%g 2\n\n", tiles[tile].b_begin * top,
                   (tiles[tile].b_begin + 1) * top, (tiles[tile].b_begin + 1) * top,
                   tiles[tile].b_begin * top, tiles[tile].b_begin * top);
#line 7060 "chapters/09-support.nw"
    printf("```\n");
}
/* <<The counts of the empty runs' example>> */
#line 7129 "chapters/09-support.nw"
enum { EMPTY_RUNS_N = 58 };
static int32_t empty_runs_counts[EMPTY_RUNS_N] = {3, 2, 4, 1, 2};

static void fill_empty_runs_counts(void)
{
    empty_runs_counts[55] = 3, empty_runs_counts[56] = 5, empty_runs_counts[57] = 2;
}

#line 7148 "chapters/09-support.nw"
int main(void)
{
    fill_empty_runs_counts();
    print_tiles(empty_runs_counts, EMPTY_RUNS_N, 6, 5);
    return 0;
}
