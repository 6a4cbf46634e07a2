#line 899 "chapters/05-intervals.nw"
/* interval_expand: the interval chapter's first demo. Expands twenty
   values (the first Fibonacci numbers) over intervals of the given counts,
   or N random ones. */
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
/* <<Expand the demo's intervals on the GPU>> */
#line 976 "chapters/05-intervals.nw"
static int expand_on_gpu(lg_context *ctx, const int32_t *counts, const int32_t *values,
                         int count, int32_t *got, int64_t want_total)
{
    size_t n = (size_t)count;
    int32_t *d = NULL;   /* counts, scan, values, out */
    int64_t total = -1;
    int ok = cudaMalloc((void **)&d, sizeof(int32_t) * (3 * n + MAX_ELEMENTS)) == cudaSuccess &&
             cudaMemcpy(d, counts, sizeof(int32_t) * n, cudaMemcpyHostToDevice) == cudaSuccess &&
             cudaMemcpy(d + 2 * n, values, sizeof(int32_t) * n, cudaMemcpyHostToDevice) ==
                 cudaSuccess &&
             lg_scan_exclusive_i32(d, count, d + n, &total, ctx) == LG_OK &&
             total == want_total &&
             lg_interval_expand_i32((int)total, d + n, d + 2 * n, count, d + 3 * n, ctx) ==
                 LG_OK &&
             lg_context_synchronize(ctx) == LG_OK &&
             cudaMemcpy(got, d + 3 * n, sizeof(int32_t) * (size_t)total,
                        cudaMemcpyDeviceToHost) == cudaSuccess;

    if (!ok)
        printf("The GPU expand failed: %s\n", lg_context_last_error(ctx));
    cudaFree(d);
    return ok;
}

#line 913 "chapters/05-intervals.nw"
int main(int argc, char **argv)
{
    int count = -1, seed = -1, go;
    static int32_t counts[MAX_INTERVALS], values[MAX_INTERVALS], scan[MAX_INTERVALS];
    static int32_t want[MAX_ELEMENTS], got[MAX_ELEMENTS];
    int64_t total;
    lg_context *ctx = NULL;

    if ((go = read_options(argc, argv, "interval_expand", &count, &seed)) >= 0)
        return go;
    /* <<Make the expand demo's intervals>> */
#line 934 "chapters/05-intervals.nw"
    for (int i = 0; i < count; i++) {
        counts[i] = seed < 0 ? interval_expand_counts[i] : random_i32((uint64_t)seed, (uint64_t)i, 0, 15);
        values[i] = seed < 0 ? interval_expand_values[i] : random_i32((uint64_t)seed + 1, (uint64_t)i, 0, 9999);
    }
    total = scan_exclusive_reference_i32(counts, count, scan);
#line 924 "chapters/05-intervals.nw"
    lg_interval_expand_sequential((int)total, scan, values, count, want);
    /* <<Run the expand on the GPU if there is one, and compare>> */
#line 954 "chapters/05-intervals.nw"
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("No CUDA device (%s); showing the CPU reference.\n", lg_context_last_error(NULL));
    } else if (!expand_on_gpu(ctx, counts, values, count, got, total)) {
        lg_context_destroy(ctx);
        return 1;
    }
#line 926 "chapters/05-intervals.nw"
    /* <<Print the expand demo's arrays>> */
#line 945 "chapters/05-intervals.nw"
    printf("INTERVAL-EXPAND DEMONSTRATION:\n\nExpand counts:\n");
    print_array_i32(stdout, counts, count);
    printf("\nExpand values:\n");
    print_array_i32(stdout, values, count);
    printf("\nExpanded data:\n");
    print_array_i32(stdout, ctx != NULL ? got : want, (int)total);
#line 927 "chapters/05-intervals.nw"
    /* <<Say whether the GPU agreed>> */
#line 963 "chapters/05-intervals.nw"
    if (ctx != NULL) {
        int same = memcmp(got, want, sizeof(int32_t) * (size_t)total) == 0;
        printf("%s\n", same ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
        lg_context_destroy(ctx);
        return same ? 0 : 1;
    }
    return 0;
#line 928 "chapters/05-intervals.nw"
}
