#line 7227 "chapters/09-support.nw"
/* Tiles of 30 positions over intervals with a run of 50 empty ones: what
   each tile of the expand kernel loads and writes, run on the CPU. */
#include <stdio.h>
#include "intervals_model.h"
#include "support.h"

/* <<The counts of the empty runs' example>> */
#line 7129 "chapters/09-support.nw"
enum { EMPTY_RUNS_N = 58 };
static int32_t empty_runs_counts[EMPTY_RUNS_N] = {3, 2, 4, 1, 2};

static void fill_empty_runs_counts(void)
{
    empty_runs_counts[55] = 3, empty_runs_counts[56] = 5, empty_runs_counts[57] = 2;
}
#line 7234 "chapters/09-support.nw"
enum { N = EMPTY_RUNS_N, NT = 6, VT = 5, NV = NT * VT };

int main(void)
{
    const int32_t *counts = empty_runs_counts;
    int32_t values[N], scan[N], out[64];
    int32_t shared[LG_LBS_SHARED_WORDS(NV)];
    int m, tiles;

    fill_empty_runs_counts();
    for (int j = 0; j < N; j++)
        values[j] = 100 + j;
    m = (int)scan_exclusive_reference_i32(counts, N, scan);
    tiles = (m + N + NV - 1) / NV;
    printf("Interval lengths: 3 2 4 1 2, fifty zeros, 3 5 2; values 100 + j; %d elements, "
           "%d intervals, %d tiles.\n\n", m, N, tiles);
    printf("| tile | elements | scan elements and values loaded | elements written |\n"
           "|---:|---|---|---|\n");
    for (int tile = 0; tile < tiles; tile++) {
        /* <<Run a tile of the empty runs' example and print its row>> */
#line 7263 "chapters/09-support.nw"
        int mp0 = lg_lbs_partition_search(m, scan, N, lg_merge_diagonal(tile, NV, m + N));
        int mp1 = lg_lbs_partition_search(m, scan, N, lg_merge_diagonal(tile + 1, NV, m + N));
        lg_lbs_tile t = lg_interval_expand_tile_serially(m, scan, values, N, tile, NT, VT, mp0, mp1,
                                                         out, shared);

        printf("| %d | [%d, %d) | intervals [%d, %d) | ", tile, t.a_begin, t.a_end, t.b_begin,
               t.b_end);
        for (int a = t.a_begin; a < t.a_end; a++)
            printf("%d ", (int)out[a]);
        printf("%s|\n", t.a_begin == t.a_end ? "none " : "");
#line 7254 "chapters/09-support.nw"
    }
    return 0;
}
