#line 2365 "chapters/09-support.nw"
/* Data for plots/merge-ring.gp: the circular-buffer kernel's rings of A and
   B, tile by tile, merging the grid's lists in tiles of four outputs. */
#include <stdio.h>
#include <string.h>
#include "merge_path.h"

static const int32_t a[] = {12, 13, 22, 63, 83, 90, 91, 96};
static const int32_t b[] = {9, 18, 27, 30, 54, 54, 95, 99};
enum { M = 8, N = 8, TILE = 4, NT = 2, TILES = (M + N) / TILE };

/* <<The rings of one tile, as the figure draws them>> */
#line 2400 "chapters/09-support.nw"
typedef struct ring_picture {
    int32_t keys[TILE];     /* the ring after the top-up */
    int used, loaded;       /* the window: positions [used, loaded) of the list */
    int stored, taken;      /* keys the top-up stored, keys the merge took */
} ring_picture;

typedef struct tile_picture {
    ring_picture a, b;
} tile_picture;
/* <<Run one CTA of the circular-buffer merge on the CPU>> */
#line 2415 "chapters/09-support.nw"
static void merge_through_rings(int32_t *out, tile_picture *pictures)
{
    int32_t a_shared[TILE], b_shared[TILE];
    int a_used = 0, b_used = 0, a_loaded = 0, b_loaded = 0, c_count = M + N;

    for (int c_done = 0, tile = 0; c_done < c_count; tile++) {
        int c_tile = lg_min_int(TILE, c_count - c_done);
        int a_fill = lg_min_int(a_used + TILE, M) - a_loaded;
        int b_fill = lg_min_int(b_used + TILE, N) - b_loaded;

        /* <<Top up the model's rings>> */
#line 2436 "chapters/09-support.nw"
        for (int t = 0; t < TILE; t++) {
            if (t < a_fill)
                a_shared[(a_loaded + t) & (TILE - 1)] = a[a_loaded + t];
            if (t < b_fill)
                b_shared[(b_loaded + t) & (TILE - 1)] = b[b_loaded + t];
        }
        a_loaded += a_fill;
        b_loaded += b_fill;
#line 2426 "chapters/09-support.nw"
        /* <<Merge each thread's piece of the model's rings>> */
#line 2449 "chapters/09-support.nw"
        int a_tile = a_loaded - a_used, b_tile = b_loaded - b_used;

        for (int thread = 0; thread < NT; thread++) {
            int d0 = lg_merge_diagonal(thread, TILE / NT, c_tile);
            int d1 = lg_merge_diagonal(thread + 1, TILE / NT, c_tile);
            int mp0 = lg_co_rank_circular_i32(d0, a_shared, a_used, a_tile, b_shared, b_used, b_tile,
                                              TILE);
            int mp1 = lg_co_rank_circular_i32(d1, a_shared, a_used, a_tile, b_shared, b_used, b_tile,
                                              TILE);
            lg_merge_range r = lg_merge_range_of(a_tile, b_tile, d0, d1, mp0, mp1);

            lg_merge_sequential_circular_i32(a_shared, a_used + r.a_begin, r.a_end - r.a_begin,
                                             b_shared, b_used + r.b_begin, r.b_end - r.b_begin, TILE,
                                             out + c_done + d0);
        }
#line 2427 "chapters/09-support.nw"
        /* <<Keep a picture of the rings and advance>> */
#line 2469 "chapters/09-support.nw"
        int a_take = lg_co_rank_circular_i32(c_tile, a_shared, a_used, a_tile, b_shared, b_used,
                                             b_tile, TILE);
        tile_picture *p = &pictures[tile];

        p->a = (ring_picture){.used = a_used, .loaded = a_loaded, .stored = a_fill, .taken = a_take};
        p->b = (ring_picture){.used = b_used, .loaded = b_loaded, .stored = b_fill,
                              .taken = c_tile - a_take};
        memcpy(p->a.keys, a_shared, sizeof a_shared);
        memcpy(p->b.keys, b_shared, sizeof b_shared);
        a_used += a_take;
        c_done += c_tile;
        b_used = c_done - a_used;
#line 2428 "chapters/09-support.nw"
    }
}
/* <<Print the rings of every tile>> */
#line 2489 "chapters/09-support.nw"
/* x of slot s of ring `list` (0 for A, 1 for B), of output k; y of a tile's row. */
static double slot_x(int list, int s) { return 5 * list + s; }
static double output_x(int k) { return 10 + k; }
static double row_y(int tile) { return 1.6 * tile; }

/* The position of the list held in slot s, or -1 if no key was stored there. */
static int slot_position(const ring_picture *r, int s)
{
    return r->loaded - 1 - (r->loaded - 1 - s + TILE) % TILE;
}

/* <<Print the slots of the rings and the starts of the windows>> */
#line 2513 "chapters/09-support.nw"
static void print_slots(const tile_picture *pictures)
{
    printf("# block 0: slots, x y key state (0 taken before, 1 waiting, 2 taken now) new\n");
    for (int tile = 0; tile < TILES; tile++)
        for (int list = 0; list < 2; list++) {
            const ring_picture *r = list ? &pictures[tile].b : &pictures[tile].a;

            for (int s = 0; s < TILE; s++) {
                int p = slot_position(r, s);
                int state = p < r->used ? 0 : p < r->used + r->taken ? 2 : 1;

                if (p >= 0)
                    printf("%g %g %d %d %d\n", slot_x(list, s), row_y(tile), r->keys[s],
                           state, p >= r->loaded - r->stored);
            }
        }
    printf("\n\n# block 1: where each window starts, x y\n");
    for (int tile = 0; tile < TILES; tile++)
        for (int list = 0; list < 2; list++) {
            const ring_picture *r = list ? &pictures[tile].b : &pictures[tile].a;
            printf("%g %g\n", slot_x(list, r->used % TILE), row_y(tile) - 0.62);
        }
}
/* <<Print the tiles' outputs and the labels>> */
#line 2539 "chapters/09-support.nw"
static void print_outputs_and_labels(const int32_t *out)
{
    printf("\n\n# block 2: each tile's outputs, x y key\n");
    for (int k = 0; k < M + N; k++)
        printf("%g %g %d\n", output_x(k % TILE), row_y(k / TILE), out[k]);
    printf("\n\n# block 3: the tiles' names and the slots' numbers, x y text\n");
    for (int tile = 0; tile < TILES; tile++)
        printf("-1.6 %g \"tile %d\"\n", row_y(tile), tile);
    for (int list = 0; list < 2; list++)
        for (int s = 0; s < TILE; s++)
            printf("%g -1.15 \"%d\"\n", slot_x(list, s), s);
}

#line 2503 "chapters/09-support.nw"
static void print_pictures(const tile_picture *pictures, const int32_t *out)
{
    printf("```\n");
    print_slots(pictures);
    print_outputs_and_labels(out);
    printf("```\n");
}

#line 2379 "chapters/09-support.nw"
int main(void)
{
    static tile_picture pictures[TILES];
    int32_t got[M + N], want[M + N];

    merge_through_rings(got, pictures);
    lg_merge_sequential_i32(a, M, b, N, want);
    if (memcmp(got, want, sizeof want) != 0) {
        fprintf(stderr, "merge_ring: the rings' merge differs from the sequential one\n");
        return 1;
    }
    print_pictures(pictures, got);
    return 0;
}
