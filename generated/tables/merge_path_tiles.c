#line 2300 "chapters/09-support.nw"
/* Data for plots/merge-path-tiles.gp: the tiles of four outputs of the
   grid's merge, and the ranges of A and B each one reads. */
#include <stdio.h>
#include "merge_path.h"

static const int32_t a[] = {12, 13, 22, 63, 83, 90, 91, 96};
static const int32_t b[] = {9, 18, 27, 30, 54, 54, 95, 99};
enum { M = 8, N = 8, TILE = 4, TILES = (M + N) / TILE };

/* The ranges of A and B that tile `tile` reads, as the merge kernel finds them. */
static lg_merge_range tile_range(int tile)
{
    int diag0 = tile * TILE, diag1 = diag0 + TILE;

    return lg_merge_range_of(M, N, diag0, diag1,
                             lg_merge_path_i32(a, M, b, N, diag0, LG_BOUNDS_LOWER),
                             lg_merge_path_i32(a, M, b, N, diag1, LG_BOUNDS_LOWER));
}

int main(void)
{
    int32_t out[M + N];

    lg_merge_sequential_i32(a, M, b, N, out);
    printf("```\n");
    /* <<Print each tile's boxes and ranges>> */
#line 2335 "chapters/09-support.nw"
    printf("# block 0: boxes, x y key tile\n");
    for (int tile = 0; tile < TILES; tile++) {
        lg_merge_range r = tile_range(tile);

        for (int i = r.a_begin; i < r.a_end; i++)
            printf("%d 0 %d %d\n", i, a[i], tile);
        for (int j = r.b_begin; j < r.b_end; j++)
            printf("%d 0 %d %d\n", M + j, b[j], tile);
        for (int k = tile * TILE; k < tile * TILE + TILE; k++)
            printf("%d 2.2 %d %d\n", k, out[k], tile);
    }
    printf("\n\n# block 1: each tile's ranges, under its outputs\n");
    for (int tile = 0; tile < TILES; tile++) {
        lg_merge_range r = tile_range(tile);

        printf("%g 3.05 \"A[%d,%d)\"\n%g 3.65 \"B[%d,%d)\"\n", tile * TILE + 1.5, r.a_begin,
               r.a_end, tile * TILE + 1.5, r.b_begin, r.b_end);
    }
#line 2326 "chapters/09-support.nw"
    printf("```\n");
    return 0;
}
