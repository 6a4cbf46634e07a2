#line 8172 "chapters/09-support.nw"
/* Data for the figure of tiles across the demo's segments
   (plots/segreduce-tiles.gp). */
#include <stdio.h>
#include "support.h"
#include "segreduce_model.h"

/* <<The segreduce demo's input>> */
#line 2229 "chapters/06-segreduce.nw"
static const int32_t demo_csr[7] = {0, 9, 19, 25, 71, 87, 97};
static const int32_t demo_values[100] = {
    1, 5, 5, 1, 2, 5, 1, 1, 4, 4,   5, 3, 4, 4, 4, 2, 2, 4, 2, 5,
    5, 1, 5, 1, 4, 5, 1, 4, 2, 2,   2, 3, 3, 1, 4, 2, 4, 2, 1, 2,
    5, 1, 2, 2, 3, 1, 2, 5, 4, 1,   2, 5, 4, 2, 4, 1, 3, 2, 4, 4,
    4, 4, 4, 3, 4, 4, 1, 5, 1, 1,   3, 2, 3, 1, 4, 1, 1, 4, 4, 4,
    3, 5, 5, 3, 2, 1, 5, 5, 4, 5,   4, 2, 2, 3, 5, 5, 1, 4, 1, 5};
#line 8179 "chapters/09-support.nw"
enum { TILE = 25, COUNT = 100, SEGMENTS = 7 };

/* <<Print the pieces of segments that a tile holds>> */
#line 8207 "chapters/09-support.nw"
static int segment_end(int s)
{
    return s + 1 < SEGMENTS ? demo_csr[s + 1] : COUNT;
}

static void print_tile_pieces(int tile)
{
    int first = tile * TILE, end = first + TILE;
    lg_seg_range r = lg_segreduce_range(lg_segreduce_limit(demo_csr, SEGMENTS, COUNT, first),
                                        lg_segreduce_limit(demo_csr, SEGMENTS, COUNT, end));

    for (int s = r.begin; s < r.end + r.continues; s++) {
        int from = demo_csr[s] > first ? demo_csr[s] : first;
        int to = segment_end(s) < end ? segment_end(s) : end;
        int32_t partial = lg_identity_i32(LG_OP_SUM);

        for (int j = from; j < to; j++)
            partial = lg_combine_i32(LG_OP_SUM, partial, demo_values[j]);
        /* a carry-out goes on to the next tile's piece of the segment */
        int next_to = segment_end(s) < end + TILE ? segment_end(s) : end + TILE;
        printf("%d %d %d %d %d %d %g\n", tile, s, from, to, (int)partial, s == r.end,
               s == r.end ? (end + next_to) / 2.0 : 0.0);
    }
}

#line 8183 "chapters/09-support.nw"
int main(void)
{
    int32_t totals[SEGMENTS];

    segreduce_reference_i32(demo_values, COUNT, demo_csr, SEGMENTS, LG_OP_SUM, totals);
    printf("```\n# block 0: segment, its first value, one past its last, its total\n");
    for (int i = 0; i < SEGMENTS; i++)
        printf("%d %d %d %d\n", i, (int)demo_csr[i],
               i + 1 < SEGMENTS ? (int)demo_csr[i + 1] : COUNT, (int)totals[i]);
    printf("\n\n# block 1: tile, its piece of a segment (segment, first, end), the partial,"
           " 1 if it is the tile's carry-out\n# and then the middle of the piece it goes to\n");
    for (int tile = 0; tile < COUNT / TILE; tile++)
        print_tile_pieces(tile);
    printf("\n\n# block 2: the tile boundaries\n");
    for (int tile = 0; tile <= COUNT / TILE; tile++)
        printf("%d\n", tile * TILE);
    printf("```\n");
    return 0;
}
