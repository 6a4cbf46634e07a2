#line 1109 "chapters/04-lbs.nw"
/* lbs: the load-balancing search chapter's demo. Finds the object of every
   work item of 50 objects (or N random ones), then runs the chapter's
   40-object example through the CTA search, with ranks and tiles. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "lbs_model.h"
#include "support.h"

enum { MAX_OBJECTS = 1000, MAX_ITEMS = 5 * MAX_OBJECTS, MAX_TILES = 8, DEMO_NV = 30 };

/* <<The demo's answers>> */
#line 1154 "chapters/04-lbs.nw"
typedef struct demo_answers {
    int32_t scan[MAX_OBJECTS];
    int64_t total;
    int32_t indices[MAX_ITEMS], ranks[MAX_ITEMS];
    int32_t tiles[4 * MAX_TILES]; /* a_begin, a_end, b_begin, b_end of each tile */
} demo_answers;
/* <<Explain the load-balancing demo's options>> */
#line 5632 "chapters/09-support.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: lbs [-n|--count N] [-s|--seed S]\n"
               "Scan the work-item counts of 50 objects (Modern GPU's demonstration) and\n"
               "find the object of every work item, then run the chapter's 40-object\n"
               "example through the CTA search. With --count (at most %d) or --seed,\n"
               "use N random counts from 0 to 5 (default N = 50, S = 1) instead of the\n"
               "50. Without a GPU, print what the CPU computes.\n", MAX_OBJECTS);
}
/* <<Search the demo's objects on the CPU>> */
#line 1168 "chapters/04-lbs.nw"
static void search_on_cpu(const int32_t *counts, int count, demo_answers *r)
{
    int a_count, tiles;

    memset(r, 0, sizeof *r);
    r->total = scan_exclusive_reference_i32(counts, count, r->scan);
    a_count = (int)r->total;
    lg_load_balance_search_sequential(a_count, r->scan, count, r->indices);
    lg_work_item_ranks_sequential(a_count, r->scan, r->indices, r->ranks);
    tiles = (a_count + count + DEMO_NV - 1) / DEMO_NV;
    for (int t = 0; t < tiles && t < MAX_TILES; t++) {
        lg_lbs_tile tile = lg_lbs_tile_of(
            a_count, count, t, DEMO_NV,
            lg_lbs_partition_search(a_count, r->scan, count, lg_merge_diagonal(t, DEMO_NV, a_count + count)),
            lg_lbs_partition_search(a_count, r->scan, count, lg_merge_diagonal(t + 1, DEMO_NV, a_count + count)),
            1, 0);
        r->tiles[4 * t] = tile.a_begin;
        r->tiles[4 * t + 1] = tile.a_end;
        r->tiles[4 * t + 2] = tile.b_begin;
        r->tiles[4 * t + 3] = tile.b_end;
    }
}
/* <<Search the demo's objects on the GPU>> */
#line 1198 "chapters/04-lbs.nw"
static int search_on_gpu(lg_context *ctx, const int32_t *counts, int count, int with_cta,
                         demo_answers *r)
{
    int32_t *d = NULL;   /* counts, scan, indices, ranks, tiles */
    size_t n = (size_t)count, items = MAX_ITEMS;
    int ok;

    memset(r, 0, sizeof *r);
    ok = cudaMalloc((void **)&d, sizeof(int32_t) * (2 * n + 2 * items + 4 * MAX_TILES)) ==
             cudaSuccess &&
         cudaMemcpy(d, counts, sizeof(int32_t) * n, cudaMemcpyHostToDevice) == cudaSuccess &&
         lg_scan_exclusive_i32(d, count, d + n, &r->total, ctx) == LG_OK &&
         (with_cta ? lbs_cta_exercise((int)r->total, d + n, count, LBS_SHAPE_6X5, 1,
                                      d + 2 * n, d + 2 * n + items, d + 2 * n + 2 * items,
                                      lg_context_stream(ctx)) == LG_OK
                   : lg_load_balance_search((int)r->total, d + n, count, d + 2 * n, ctx) == LG_OK) &&
         lg_context_synchronize(ctx) == LG_OK &&
         cudaMemcpy(r->scan, d + n, sizeof(int32_t) * n, cudaMemcpyDeviceToHost) == cudaSuccess &&
         cudaMemcpy(r->indices, d + 2 * n, sizeof(int32_t) * (size_t)r->total,
                    cudaMemcpyDeviceToHost) == cudaSuccess &&
         (!with_cta ||
          (cudaMemcpy(r->ranks, d + 2 * n + items, sizeof(int32_t) * (size_t)r->total,
                      cudaMemcpyDeviceToHost) == cudaSuccess &&
           cudaMemcpy(r->tiles, d + 2 * n + 2 * items, sizeof(int32_t) * 4 * MAX_TILES,
                      cudaMemcpyDeviceToHost) == cudaSuccess));
    if (!ok)
        printf("The GPU search failed: %s%s\n", lg_context_last_error(ctx), support_last_error());
    cudaFree(d);
    return ok;
}
/* <<Print the demo's answers>> */
#line 1231 "chapters/04-lbs.nw"
static void print_first_part(const int32_t *counts, int count, const demo_answers *r)
{
    printf("Object counts:\n");
    print_array_i32(stdout, counts, count);
    printf("Scan of object counts:\n");
    print_array_i32(stdout, r->scan, count);
    printf("Total: %lld\n", (long long)r->total);
    printf("Object references (the load-balancing search):\n");
    print_array_i32(stdout, r->indices, (int)r->total);
}

static void print_example(const demo_answers *r)
{
    int tiles = ((int)r->total + LBS_EXAMPLE_OBJECTS + DEMO_NV - 1) / DEMO_NV;

    printf("\nThe chapter's example: %d objects\nWork-item counts:\n", LBS_EXAMPLE_OBJECTS);
    print_array_i32(stdout, lbs_example_counts, LBS_EXAMPLE_OBJECTS);
    printf("Exclusive scan:\n");
    print_array_i32(stdout, r->scan, LBS_EXAMPLE_OBJECTS);
    printf("Load-balancing search:\n");
    print_array_i32(stdout, r->indices, (int)r->total);
    printf("Work-item ranks (i - scan[search[i]]):\n");
    print_array_i32(stdout, r->ranks, (int)r->total);
    printf("Tiles of %d outputs, each with the scan element before its own:\n", DEMO_NV);
    for (int t = 0; t < tiles; t++)
        printf("  tile %d: work items [%2d, %2d), scan elements [%2d, %2d)\n", t,
               r->tiles[4 * t], r->tiles[4 * t + 1], r->tiles[4 * t + 2], r->tiles[4 * t + 3]);
}
/* <<Run the demo and compare>> */
#line 1265 "chapters/04-lbs.nw"
static int run_demo(lg_context *ctx, const int32_t *counts, int count, int show_example)
{
    static demo_answers want, got, want_example, got_example;
    int same = 1;

    search_on_cpu(counts, count, &want);
    search_on_cpu(lbs_example_counts, LBS_EXAMPLE_OBJECTS, &want_example);
    if (ctx != NULL) {
        if (!search_on_gpu(ctx, counts, count, 0, &got) ||
            !search_on_gpu(ctx, lbs_example_counts, LBS_EXAMPLE_OBJECTS, 1, &got_example)) {
            lg_context_destroy(ctx);
            return 1;
        }
        memset(got.ranks, 0, sizeof got.ranks);   /* the library finds no ranks */
        memset(got.tiles, 0, sizeof got.tiles);
        memset(want.ranks, 0, sizeof want.ranks);
        memset(want.tiles, 0, sizeof want.tiles);
        same = memcmp(&got, &want, sizeof got) == 0 &&
               memcmp(&got_example, &want_example, sizeof got) == 0;
    }
    print_first_part(counts, count, ctx != NULL ? &got : &want);
    if (show_example)
        print_example(ctx != NULL ? &got_example : &want_example);
    if (ctx != NULL)
        printf("%s\n", same ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
    lg_context_destroy(ctx);
    return same ? 0 : 1;
}

/* <<The load-balancing demo's main function>> */
#line 1135 "chapters/04-lbs.nw"
int main(int argc, char **argv)
{
    int count = -1, seed = -1;
    int32_t counts[MAX_OBJECTS];
    lg_context *ctx = NULL;

    /* <<Read the load-balancing demo's options>> */
#line 5644 "chapters/09-support.nw"
    const demo_option options[] = {
        {"count", 'n', 1, MAX_OBJECTS, &count, NULL},
        {"seed", 's', 0, 1000000000, &seed, NULL},
    };
    int done = demo_read_options(argc, argv, "lbs", usage, options, 2);
    if (done >= 0)
        return done;
    demo_random_input(&count, &seed, LBS_DEMO_OBJECTS);
#line 1142 "chapters/04-lbs.nw"
    for (int i = 0; i < count; i++)
        counts[i] = seed < 0 ? lbs_demo_counts[i] : random_i32((uint64_t)seed, (uint64_t)i, 0, 5);
    if (lg_context_create(&ctx, 0) != LG_OK)
        printf("No CUDA device (%s); showing the CPU reference.\n", lg_context_last_error(NULL));
    return run_demo(ctx, counts, count, seed < 0);
}
