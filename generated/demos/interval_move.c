#line 1010 "chapters/05-intervals.nw"
/* interval_move: the interval chapter's second demo. Moves twenty
   intervals of the numbers 0, 1, ... from their gather offsets to their
   scatter offsets, or N random ones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "intervals_model.h"
#include "support.h"

/* <<The interval demos' limits>> */
#line 893 "chapters/05-intervals.nw"
enum { MAX_INTERVALS = 1000, MAX_ELEMENTS = 16 * MAX_INTERVALS };
/* <<Read an interval demo's options>> */
#line 6446 "chapters/09-support.nw"
static const char *demo_name;   /* interval_expand or interval_move, for usage */

static void usage(FILE *f)
{
    fprintf(f, "usage: %s [-n|--count N] [-s|--seed S]\n"
               "Run Modern GPU's demonstration of %s on twenty intervals; with --count\n"
               "(at most %d) or --seed, on N random intervals of lengths 0 to 15 (default\n"
               "N = 20, S = 1). Without a GPU, print what the sequential code computes.\n",
            demo_name, demo_name, MAX_INTERVALS);
}

/* -1 to go on; otherwise the demo's exit status (0 after --help). */
static int read_options(int argc, char **argv, const char *name, int *count, int *seed)
{
    int done;
    const demo_option options[] = {
        {"count", 'n', 1, MAX_INTERVALS, count, NULL},
        {"seed", 's', 0, 1000000000, seed, NULL},
    };

    demo_name = name;
    if ((done = demo_read_options(argc, argv, name, usage, options, 2)) >= 0)
        return done;
    demo_random_input(count, seed, INTERVAL_DEMO_COUNT);
    return -1;
}
/* <<Move the demo's intervals on the GPU>> */
#line 1078 "chapters/05-intervals.nw"
static int move_on_gpu(lg_context *ctx, const int32_t *counts, const int32_t *gather,
                       const int32_t *scatter, int count, int32_t *got, int64_t want_total)
{
    size_t n = (size_t)count, m = MAX_ELEMENTS;
    int32_t *d = NULL;   /* counts, scan, gather, scatter, in, out */
    int64_t total = -1;
    int ok = cudaMalloc((void **)&d, sizeof(int32_t) * (4 * n + 2 * m)) == cudaSuccess &&
             cudaMemcpy(d, counts, sizeof(int32_t) * n, cudaMemcpyHostToDevice) == cudaSuccess &&
             cudaMemcpy(d + 2 * n, gather, sizeof(int32_t) * n, cudaMemcpyHostToDevice) ==
                 cudaSuccess &&
             cudaMemcpy(d + 3 * n, scatter, sizeof(int32_t) * n, cudaMemcpyHostToDevice) ==
                 cudaSuccess &&
             lg_scan_exclusive_i32(d, count, d + n, &total, ctx) == LG_OK &&
             total == want_total && lg_iota_i32(d + 4 * n, (int)total, 0, ctx) == LG_OK &&
             lg_interval_move_i32((int)total, d + 2 * n, d + 3 * n, d + n, count, d + 4 * n,
                                  d + 4 * n + m, ctx) == LG_OK &&
             lg_context_synchronize(ctx) == LG_OK &&
             cudaMemcpy(got, d + 4 * n + m, sizeof(int32_t) * (size_t)total,
                        cudaMemcpyDeviceToHost) == cudaSuccess;

    if (!ok)
        printf("The GPU move failed: %s\n", lg_context_last_error(ctx));
    cudaFree(d);
    return ok;
}

#line 1024 "chapters/05-intervals.nw"
int main(int argc, char **argv)
{
    int count = -1, seed = -1, go;
    static int32_t counts[MAX_INTERVALS], gather[MAX_INTERVALS], scatter[MAX_INTERVALS];
    static int32_t scan[MAX_INTERVALS], in[MAX_ELEMENTS], want[MAX_ELEMENTS], got[MAX_ELEMENTS];
    int64_t total;
    lg_context *ctx = NULL;

    if ((go = read_options(argc, argv, "interval_move", &count, &seed)) >= 0)
        return go;
    /* <<Make the move demo's intervals>> */
#line 1054 "chapters/05-intervals.nw"
    for (int i = 0; i < count; i++)
        counts[i] = seed < 0 ? interval_move_counts[i] : random_i32((uint64_t)seed, (uint64_t)i, 0, 15);
    total = scan_exclusive_reference_i32(counts, count, scan);
    for (int i = 0; i < count; i++)
        gather[i] = seed < 0 ? interval_move_gather[i]
                             : random_i32((uint64_t)seed + 1, (uint64_t)i, 0, (int32_t)total - counts[i]);
    if (seed < 0)
        memcpy(scatter, interval_move_scatter, sizeof interval_move_scatter);
    else
        interval_permuted_offsets(counts, count, (uint64_t)seed + 2, scatter);
    for (int i = 0; i < (int)total; i++)
        in[i] = i;
#line 1035 "chapters/05-intervals.nw"
    lg_interval_move_sequential((int)total, gather, scatter, scan, count, in, want);
    /* <<Run the move on the GPU if there is one, and compare>> */
#line 1069 "chapters/05-intervals.nw"
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("No CUDA device (%s); showing the CPU reference.\n", lg_context_last_error(NULL));
    } else if (!move_on_gpu(ctx, counts, gather, scatter, count, got, total)) {
        lg_context_destroy(ctx);
        return 1;
    }
#line 1037 "chapters/05-intervals.nw"
    /* <<Print the move demo's arrays>> */
#line 1043 "chapters/05-intervals.nw"
    printf("INTERVAL-MOVE DEMONSTRATION:\n\nInterval counts:\n");
    print_array_i32(stdout, counts, count);
    printf("\nInterval gather:\n");
    print_array_i32(stdout, gather, count);
    printf("\nInterval scatter:\n");
    print_array_i32(stdout, scatter, count);
    printf("\nMoved data:\n");
    print_array_i32(stdout, ctx != NULL ? got : want, (int)total);
#line 1038 "chapters/05-intervals.nw"
    /* <<Say whether the GPU agreed>> */
#line 963 "chapters/05-intervals.nw"
    if (ctx != NULL) {
        int same = memcmp(got, want, sizeof(int32_t) * (size_t)total) == 0;
        printf("%s\n", same ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
        lg_context_destroy(ctx);
        return same ? 0 : 1;
    }
    return 0;
#line 1039 "chapters/05-intervals.nw"
}
