#line 5848 "chapters/09-support.nw"
/* The example's merge cut into tiles of 30 outputs: each tile's ranges,
   with and without the scan element before its own, and the objects its
   six threads of five steps find, by the CTA code run on the CPU. */
#include <stdio.h>
#include "lbs_model.h"
#include "support.h"

enum { N = LBS_EXAMPLE_OBJECTS, NT = 6, VT = 5, NV = NT * VT, MAX_ITEMS = 4 * N };
static int32_t scan[N], objects[MAX_ITEMS];
static int m;

/* <<Search one tile of the example on the CPU>> */
#line 5875 "chapters/09-support.nw"
/* Run tile t's CTA search (without the preceding element) and copy the
   objects it finds to objects[]. */
static lg_lbs_tile search_tile(int t, int preceding)
{
    int32_t shared[LG_LBS_SHARED_WORDS(NV)];
    int mp0 = lg_lbs_partition_search(m, scan, N, lg_merge_diagonal(t, NV, m + N));
    int mp1 = lg_lbs_partition_search(m, scan, N, lg_merge_diagonal(t + 1, NV, m + N));
    lg_lbs_tile tile = lg_cta_load_balance_serially(m, scan, N, t, NT, VT, mp0, mp1, preceding,
                                                    1, shared);

    for (int i = tile.a_begin; i < tile.a_end; i++)
        objects[i] = shared[i - tile.a_begin];
    return tile;
}
/* <<Print one tile's ranges>> */
#line 5892 "chapters/09-support.nw"
static void print_tile_ranges(int t)
{
    lg_lbs_tile own = search_tile(t, 0), with = search_tile(t, 1);
    int first = objects[own.a_begin];

    printf("| %d | [%d, %d) | [%d, %d) | [%d, %d) | [%d, %d) | ", t,
           lg_merge_diagonal(t, NV, m + N), lg_merge_diagonal(t + 1, NV, m + N), own.a_begin,
           own.a_end, own.b_begin, own.b_end, with.b_begin, with.b_end);
    if (own.halo)
        printf("$s_{%d} = %d$ | ", own.b_end, (int)scan[own.b_end]);
    else
        printf("none | ");
    printf("%d, starting at %d (%s) |\n", first, (int)scan[first],
           first >= own.b_begin ? "its own" : "not its own");
}
/* <<Print one tile's objects, thread by thread>> */
#line 5913 "chapters/09-support.nw"
static void print_tile_objects(int t)
{
    lg_lbs_tile tile = search_tile(t, 0);
    int a_count = tile.a_end - tile.a_begin, b_count = tile.b_end - tile.b_begin, tid = 1;

    printf("tile %d, work items %2d to %2d:", t, tile.a_begin, tile.a_end - 1);
    for (int a = 0; a < a_count; a++) {
        for (; tid < NT; tid++) {
            int diag = lg_min_int(VT * tid, a_count + b_count);
            if (lg_merge_path_counting_i32(tile.a_begin, a_count, scan + tile.b_begin, b_count,
                                           diag, LG_BOUNDS_UPPER) > a)
                break;
            printf(" |");
        }
        printf(" %d", (int)objects[tile.a_begin + a]);
    }
    printf("\n");
}

#line 5863 "chapters/09-support.nw"
int main(void)
{
    int tiles;

    m = (int)scan_exclusive_reference_i32(lbs_example_counts, N, scan);
    tiles = (m + N + NV - 1) / NV;
    /* <<Print the tiles' ranges, then their objects>> */
#line 5937 "chapters/09-support.nw"
    printf("| tile | outputs | work items | scan elements | with the one before | halo "
           "| first work item's object |\n|---:|---|---|---|---|---|---|\n");
    for (int t = 0; t < tiles; t++)
        print_tile_ranges(t);
    printf("\nThe objects each tile finds, its %d threads' shares separated by `|`:\n\n```\n",
           NT);
    for (int t = 0; t < tiles; t++)
        print_tile_objects(t);
    printf("```\n");
#line 5870 "chapters/09-support.nw"
    return 0;
}
