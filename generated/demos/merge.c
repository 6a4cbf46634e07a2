#line 1787 "chapters/02-merge.nw"
/* merge: the merge chapter's demo. Merges two short sorted lists of
   (key, origin) pairs and prints the Merge Path partitions of small tiles. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "merge_path.h"
#include "support.h"

enum { MAX_COUNT = 1000 };

/* <<Explain the merge demo's options>> */
#line 1782 "chapters/09-support.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: merge [-n|--count N] [-t|--tile T] [-s|--seed S]\n"
               "Merge two sorted lists of N random keys each (default 20, at most %d),\n"
               "drawn from 0 to 99 with seed S (default 1), and print the Merge Path\n"
               "partitions of tiles of T outputs (default 10). Without a GPU, print\n"
               "what the CPU computes.\n", MAX_COUNT);
}
/* <<Print the merge demo's keys and origins narrowly>> */
#line 1808 "chapters/09-support.nw"
enum { PER_LINE = 8 };

/* keys[0, count), eight to a line, each line led by the index of its first. */
static void print_keys(const int32_t *keys, int count)
{
    for (int k = 0; k < count; k++) {
        if (k % PER_LINE == 0)
            printf("%s%3d:", k ? "\n" : "", k);
        printf("%4d", (int)keys[k]);
    }
    printf("\n");
}
/* <<Print the merge demo's keys and origins narrowly>> */
#line 1823 "chapters/09-support.nw"
/* Each line of keys with a line of their origins under it: a3 is A[3],
   b0 is B[0] (an origin of 1000 + j stands for B[j]). */
static void print_keys_and_origins(const int32_t *keys, const int32_t *origins, int count)
{
    for (int line = 0; line < count; line += PER_LINE) {
        int end = line + PER_LINE < count ? line + PER_LINE : count;

        printf("%3d:", line);
        for (int k = line; k < end; k++)
            printf("%4d", (int)keys[k]);
        printf("\n    ");
        for (int k = line; k < end; k++) {
            char origin[8];
            snprintf(origin, sizeof origin, "%c%d", origins[k] < 1000 ? 'a' : 'b',
                     (int)(origins[k] % 1000));
            printf("%4s", origin);
        }
        printf("\n");
    }
}
/* <<Make the demo's sorted lists>> */
#line 1850 "chapters/02-merge.nw"
static int compare_i32(const void *x, const void *y)
{
    int32_t p = *(const int32_t *)x, q = *(const int32_t *)y;
    return (p > q) - (p < q);
}

static void make_sorted_keys(int32_t *keys, int count, uint64_t seed, int list)
{
    for (int i = 0; i < count; i++)
        keys[i] = random_i32(seed, (uint64_t)list * MAX_COUNT + (uint64_t)i, 0, 99);
    qsort(keys, (size_t)count, sizeof keys[0], compare_i32);
}
/* <<Print the merge's partitions and tiles>> */
#line 1869 "chapters/02-merge.nw"
static void print_partitions(const int32_t *partitions, int count, int tile)
{
    int tiles = (2 * count + tile - 1) / tile;

    printf("Merge Path partitions, tiles of %d outputs\n"
           "(entry p: how many of the first %d p\n"
           "outputs come from A):\n", tile, tile);
    print_keys(partitions, tiles + 1);
    printf("tile  outputs    A range    B range\n");
    for (int t = 0; t < tiles; t++) {
        int diag0 = lg_merge_diagonal(t, tile, 2 * count);
        int diag1 = lg_merge_diagonal(t + 1, tile, 2 * count);
        lg_merge_range r = lg_merge_range_of(count, count, diag0, diag1, partitions[t],
                                             partitions[t + 1]);
        printf("%4d  [%3d,%3d)  [%3d,%3d)  [%3d,%3d)\n", t, diag0, diag1, r.a_begin, r.a_end,
               r.b_begin, r.b_end);
    }
}
/* <<Merge the demo's lists on the CPU>> */
#line 1894 "chapters/02-merge.nw"
static void merge_reference(const int32_t *a, const int32_t *b, int count, int tile,
                            int32_t *partitions, int32_t *keys, int32_t *values)
{
    static int32_t both[2 * MAX_COUNT];
    static int index[2 * MAX_COUNT];

    for (int p = 0; p * tile < 2 * count + tile; p++)
        partitions[p] = lg_merge_path_i32(a, count, b, count,
                                          lg_merge_diagonal(p, tile, 2 * count), LG_BOUNDS_LOWER);
    memcpy(both, a, sizeof(int32_t) * (size_t)count);
    memcpy(both + count, b, sizeof(int32_t) * (size_t)count);
    lg_serial_merge_i32(both, 0, count, count, 2 * count, 2 * count, keys, index);
    for (int k = 0; k < 2 * count; k++)
        values[k] = index[k] < count ? index[k] : 1000 + index[k] - count;
}

static int merge_on_cpu(const int32_t *a, const int32_t *b, int count, int tile)
{
    static int32_t partitions[2 * MAX_COUNT + 2], keys[2 * MAX_COUNT], values[2 * MAX_COUNT];

    merge_reference(a, b, count, tile, partitions, keys, values);
    print_partitions(partitions, count, tile);
    printf("Merged, each key over its origin:\n");
    print_keys_and_origins(keys, values, 2 * count);
    return 0;
}
/* <<Merge the demo's lists on the GPU and compare>> */
#line 1926 "chapters/02-merge.nw"
static int merge_on_gpu(lg_context *ctx, const int32_t *a, const int32_t *b, int count,
                        int tile)
{
    static int32_t want_p[2 * MAX_COUNT + 2], want_k[2 * MAX_COUNT], want_v[2 * MAX_COUNT];
    static int32_t got_p[2 * MAX_COUNT + 2], got_k[2 * MAX_COUNT], got_v[2 * MAX_COUNT];
    int32_t *device = NULL, origin[2 * MAX_COUNT];
    size_t n = (size_t)count, parts = (size_t)((2 * count + tile - 1) / tile + 1);
    int ok = 0;

    merge_reference(a, b, count, tile, want_p, want_k, want_v);
    for (int i = 0; i < count; i++) {
        origin[i] = i;
        origin[count + i] = 1000 + i;
    }
    /* <<Run the partition and the pair merge on the device>> */
#line 1951 "chapters/02-merge.nw"
    if (cudaMalloc((void **)&device, sizeof(int32_t) * (8 * n + parts)) == cudaSuccess &&
        cudaMemcpy(device, a, sizeof(int32_t) * n, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(device + n, b, sizeof(int32_t) * n, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(device + 2 * n, origin, sizeof(int32_t) * 2 * n, cudaMemcpyHostToDevice) ==
            cudaSuccess &&
        lg_merge_path_partitions_i32(device, count, device + n, count, tile, LG_BOUNDS_LOWER,
                                     device + 8 * n, ctx) == LG_OK &&
        lg_merge_pairs_i32(device, device + 2 * n, count, device + n, device + 3 * n, count,
                           device + 4 * n, device + 6 * n, ctx) == LG_OK &&
        cudaMemcpy(got_p, device + 8 * n, sizeof(int32_t) * parts, cudaMemcpyDeviceToHost) ==
            cudaSuccess &&
        cudaMemcpy(got_k, device + 4 * n, sizeof(int32_t) * 2 * n, cudaMemcpyDeviceToHost) ==
            cudaSuccess &&
        cudaMemcpy(got_v, device + 6 * n, sizeof(int32_t) * 2 * n, cudaMemcpyDeviceToHost) ==
            cudaSuccess) {
        print_partitions(got_p, count, tile);
        printf("Merged by lg_merge_pairs_i32,\neach key over its origin:\n");
        print_keys_and_origins(got_k, got_v, 2 * count);
        ok = memcmp(got_p, want_p, sizeof(int32_t) * parts) == 0 &&
             memcmp(got_k, want_k, sizeof(int32_t) * 2 * n) == 0 &&
             memcmp(got_v, want_v, sizeof(int32_t) * 2 * n) == 0;
        printf("%s\n", ok ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
    } else {
        printf("The GPU merge failed: %s\n", lg_context_last_error(ctx));
    }
#line 1941 "chapters/02-merge.nw"
    cudaFree(device);
    lg_context_destroy(ctx);
    return ok ? 0 : 1;
}

/* <<The merge demo's main function>> */
#line 1811 "chapters/02-merge.nw"
int main(int argc, char **argv)
{
    int count = 20, tile = 10, seed = 1;
    int32_t a[MAX_COUNT], b[MAX_COUNT];
    lg_context *ctx = NULL;

    /* <<Read the merge demo's options>> */
#line 1793 "chapters/09-support.nw"
    const demo_option options[] = {
        {"count", 'n', 0, MAX_COUNT, &count, NULL},
        {"tile", 't', 1, 2 * MAX_COUNT, &tile, NULL},
        {"seed", 's', 0, 1000000000, &seed, NULL},
    };
    int done = demo_read_options(argc, argv, "merge", usage, options, 3);
    if (done >= 0)
        return done;
#line 1818 "chapters/02-merge.nw"
    /* <<Make the demo's two lists and print them>> */
#line 1826 "chapters/02-merge.nw"
    make_sorted_keys(a, count, (uint64_t)seed, 0);
    make_sorted_keys(b, count, (uint64_t)seed, 1);
    printf("A, %d sorted keys from 0 to 99:\n", count);
    print_keys(a, count);
    printf("B, %d sorted keys from 0 to 99:\n", count);
    print_keys(b, count);
#line 1819 "chapters/02-merge.nw"
    /* <<Merge on the GPU, or on the CPU if there is none>> */
#line 1838 "chapters/02-merge.nw"
    if (lg_context_create(&ctx, 0) != LG_OK) {
        fprintf(stderr, "merge: %s\n", lg_context_last_error(NULL));
        printf("No CUDA device; showing the CPU reference.\n");
        return merge_on_cpu(a, b, count, tile);
    }
    return merge_on_gpu(ctx, a, b, count, tile);
#line 1820 "chapters/02-merge.nw"
}
