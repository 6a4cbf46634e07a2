#line 1812 "chapters/02-merge.nw"
/* merge: the merge chapter's demo. Merges two short sorted lists of
   (key, origin) pairs and prints the Merge Path partitions of small tiles. */
#include <inttypes.h>
#include <math.h>     /* NAN */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "merge_path.h"
#include "support.h"

enum { MAX_COUNT = 1000 };

/* <<Explain the merge demo's options>> */
#line 1862 "chapters/09-support.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: merge [-n|--count N] [-t|--tile T] [-s|--seed S]\n"
               "             [--type i32|u32|f32|i64|u64|f64]\n"
               "Merge two sorted lists of N random keys each (default 20, at most %d),\n"
               "drawn from 0 to 99 with seed S (default 1), and print the Merge Path\n"
               "partitions of tiles of T outputs (default 10). Without a GPU, print\n"
               "what the CPU computes. With a --type other than i32 (the default),\n"
               "spread the keys over that type (floats add a NaN and zeros, -0.0 in B),\n"
               "merge them as pairs and print a table of the merged keys and their\n"
               "origins; the partitions are printed for i32 only.\n", MAX_COUNT);
}
/* <<Check the merge demo's key type>> */
#line 1896 "chapters/09-support.nw"
#define KEY_TYPE_NAME(S, K) #S,

static int key_type_known(const char *type)
{
    static const char *const names[] = {LG_KEY_TYPES(KEY_TYPE_NAME)};

    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (strcmp(type, names[k]) == 0)
            return 1;
    fprintf(stderr, "merge: --type %s: give i32, u32, f32, i64, u64 or f64 "
                    "(try merge --help)\n", type);
    return 0;
}
/* <<Print the merge demo's keys and origins narrowly>> */
#line 1916 "chapters/09-support.nw"
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
#line 1931 "chapters/09-support.nw"
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
/* <<Print the merge demo's keys and origins narrowly>> */
#line 1960 "chapters/09-support.nw"
/* keys[i] of the type named `type` as text. */
static void format_key(const char *type, const void *keys, int i, char *text, size_t size)
{
    if (strcmp(type, "u32") == 0)
        snprintf(text, size, "%" PRIu32, ((const uint32_t *)keys)[i]);
    else if (strcmp(type, "i64") == 0)
        snprintf(text, size, "%" PRId64, ((const int64_t *)keys)[i]);
    else if (strcmp(type, "u64") == 0)
        snprintf(text, size, "%" PRIu64, ((const uint64_t *)keys)[i]);
    else if (strcmp(type, "f32") == 0)
        snprintf(text, size, "%g", (double)((const float *)keys)[i]);
    else if (strcmp(type, "f64") == 0)
        snprintf(text, size, "%g", ((const double *)keys)[i]);
    else
        snprintf(text, size, "%" PRId32, ((const int32_t *)keys)[i]);
}
/* <<Print the merge demo's keys and origins narrowly>> */
#line 1979 "chapters/09-support.nw"
/* A table of `rows` rows under the column titles: row i holds i, left[i],
   and right[i] or, if right is NULL, origin i (a3 is A[3], b0 is B[0]). */
static void print_key_table(const char *type, const char *left_title, const void *left,
                            const char *right_title, const void *right,
                            const int32_t *origins, int rows)
{
    int width = strcmp(type, "i64") == 0 || strcmp(type, "u64") == 0 ? 20 : 10;
    int right_width = right != NULL ? width : 7;
    char l[32], r[32];

    printf("%4s %*s %*s\n", right != NULL ? "i" : "k", width, left_title, right_width,
           right_title);
    for (int i = 0; i < rows; i++) {
        format_key(type, left, i, l, sizeof l);
        if (right != NULL)
            format_key(type, right, i, r, sizeof r);
        else
            snprintf(r, sizeof r, "%c%d", origins[i] < 1000 ? 'a' : 'b', (int)(origins[i] % 1000));
        printf("%4d %*s %*s\n", i, width, l, right_width, r);
    }
}
/* <<Make the demo's sorted lists>> */
#line 1884 "chapters/02-merge.nw"
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
#line 1903 "chapters/02-merge.nw"
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
#line 1928 "chapters/02-merge.nw"
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
#line 1960 "chapters/02-merge.nw"
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
#line 1985 "chapters/02-merge.nw"
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
#line 1975 "chapters/02-merge.nw"
    cudaFree(device);
    lg_context_destroy(ctx);
    return ok ? 0 : 1;
}
/* <<Make the demo's lists of another key type>> */
#line 2027 "chapters/02-merge.nw"
/* keys[i] of the type: the draw d spread over the type's range. */
static void key_from_draw(const char *type, int32_t d, int list, void *keys, int i)
{
    double real = d > 99 ? NAN : (d - 50) / 4.0;

    if (real == 0 && list == 1)
        real = -0.0;
    if (strcmp(type, "u32") == 0)
        ((uint32_t *)keys)[i] = (uint32_t)d * 40000000u;
    else if (strcmp(type, "i64") == 0)
        ((int64_t *)keys)[i] = (int64_t)(d - 50) * 100000000000;
    else if (strcmp(type, "u64") == 0)
        ((uint64_t *)keys)[i] = (uint64_t)d * 180000000000000000u;
    else if (strcmp(type, "f32") == 0)
        ((float *)keys)[i] = (float)real;
    else
        ((double *)keys)[i] = real;
}
/* <<Make the demo's lists of another key type>> */
#line 2052 "chapters/02-merge.nw"
static void make_typed_keys(const char *type, int count, uint64_t seed, int list, void *keys)
{
    int32_t draws[MAX_COUNT];

    make_sorted_keys(draws, count, seed, list);
    if (type[0] == 'f' && count > 0) {
        int zero = 0;

        while (zero < count - 1 && draws[zero] < 50)
            zero++;
        if (zero < count - 1)
            draws[zero] = 50;
        draws[count - 1] = 100;
    }
    for (int i = 0; i < count; i++)
        key_from_draw(type, draws[i], list, keys, i);
}
/* <<Merge the lists of another key type>> */
#line 2078 "chapters/02-merge.nw"
#define DEMO_KEY_SIZE(S, K) if (strcmp(type, #S) == 0) return sizeof(K);
#define DEMO_SERIAL_MERGE(S, K)                                                      \
    if (strcmp(type, #S) == 0)                                                       \
        lg_serial_merge_##S((const K *)both, 0, count, count, 2 * count, 2 * count,  \
                            (K *)keys, index);

static size_t key_size(const char *type) { LG_KEY_TYPES(DEMO_KEY_SIZE) return 0; }

/* The CPU's merge of the lists: keys, and origins (1000 + j for B[j]). */
static void typed_merge_on_cpu(const char *type, const void *a, const void *b, int count,
                               void *keys, int32_t *origins)
{
    static int64_t both[2 * MAX_COUNT];   /* room for 8-byte keys */
    static int index[2 * MAX_COUNT];
    size_t bytes = key_size(type) * (size_t)count;

    memcpy(both, a, bytes);
    memcpy((char *)both + bytes, b, bytes);
    LG_KEY_TYPES(DEMO_SERIAL_MERGE)
    for (int k = 0; k < 2 * count; k++)
        origins[k] = index[k] < count ? index[k] : 1000 + index[k] - count;
}
/* <<Merge the lists of another key type>> */
#line 2106 "chapters/02-merge.nw"
#define DEMO_MERGE_PAIRS(S, K)                                                          \
    if (strcmp(type, #S) == 0)                                                          \
        return lg_merge_pairs_##S((const K *)a, a_values, count, (const K *)b, b_values, \
                                  count, (K *)keys, values, ctx);

static lg_status typed_merge_pairs(const char *type, const void *a, const int32_t *a_values,
                                   const void *b, const int32_t *b_values, int count,
                                   void *keys, int32_t *values, lg_context *ctx)
{
    LG_KEY_TYPES(DEMO_MERGE_PAIRS)
    return LG_ERR_INVALID_ARGUMENT;
}
/* <<Merge the lists of another key type>> */
#line 2125 "chapters/02-merge.nw"
static int typed_merge_on_gpu(lg_context *ctx, const char *type, const void *a,
                              const void *b, int count, const void *want_keys,
                              const int32_t *want_origins)
{
    static int64_t got_keys[2 * MAX_COUNT];
    static int32_t origin[2 * MAX_COUNT], got_values[2 * MAX_COUNT];
    size_t n = (size_t)count, size = key_size(type);
    char *keys = NULL;
    int32_t *values = NULL;
    int ok = 0;

    for (int i = 0; i < count; i++) {
        origin[i] = i;
        origin[count + i] = 1000 + i;
    }
    /* <<Run the pair merge of another key type on the device>> */
#line 2149 "chapters/02-merge.nw"
    if (cudaMalloc((void **)&keys, 4 * size * n) == cudaSuccess &&
        cudaMalloc((void **)&values, 16 * n) == cudaSuccess &&
        cudaMemcpy(keys, a, size * n, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(keys + size * n, b, size * n, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(values, origin, 8 * n, cudaMemcpyHostToDevice) == cudaSuccess &&
        typed_merge_pairs(type, keys, values, keys + size * n, values + n, count,
                          keys + 2 * size * n, values + 2 * n, ctx) == LG_OK &&
        cudaMemcpy(got_keys, keys + 2 * size * n, 2 * size * n, cudaMemcpyDeviceToHost) ==
            cudaSuccess &&
        cudaMemcpy(got_values, values + 2 * n, 8 * n, cudaMemcpyDeviceToHost) == cudaSuccess) {
        printf("Merged by lg_merge_pairs_%s, each key with its origin:\n", type);
        print_key_table(type, "key", got_keys, "origin", NULL, got_values, 2 * count);
        ok = memcmp(got_keys, want_keys, 2 * size * n) == 0 &&
             memcmp(got_values, want_origins, 8 * n) == 0;
        printf("%s\n", ok ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
    } else {
        printf("The GPU merge failed: %s\n", lg_context_last_error(ctx));
    }
#line 2141 "chapters/02-merge.nw"
    cudaFree(keys);
    cudaFree(values);
    lg_context_destroy(ctx);
    return ok ? 0 : 1;
}
/* <<Merge the lists of another key type>> */
#line 2174 "chapters/02-merge.nw"
static int merge_other_type(const char *type, int count, int seed)
{
    static int64_t a[MAX_COUNT], b[MAX_COUNT], keys[2 * MAX_COUNT];   /* room for 8 bytes */
    static int32_t origins[2 * MAX_COUNT];
    lg_context *ctx = NULL;

    make_typed_keys(type, count, (uint64_t)seed, 0, a);
    make_typed_keys(type, count, (uint64_t)seed, 1, b);
    printf("A and B, %d sorted %s keys each:\n", count, type);
    print_key_table(type, "A[i]", a, "B[i]", b, NULL, count);
    typed_merge_on_cpu(type, a, b, count, keys, origins);
    if (lg_context_create(&ctx, 0) != LG_OK) {
        fprintf(stderr, "merge: %s\n", lg_context_last_error(NULL));
        printf("No CUDA device; showing the CPU reference.\n"
               "Merged, each key with its origin:\n");
        print_key_table(type, "key", keys, "origin", NULL, origins, 2 * count);
        return 0;
    }
    return typed_merge_on_gpu(ctx, type, a, b, count, keys, origins);
}

/* <<The merge demo's main function>> */
#line 1843 "chapters/02-merge.nw"
int main(int argc, char **argv)
{
    int count = 20, tile = 10, seed = 1;
    int32_t a[MAX_COUNT], b[MAX_COUNT];
    lg_context *ctx = NULL;

    /* <<Read the merge demo's options>> */
#line 1877 "chapters/09-support.nw"
    const char *type = "i32";
    const demo_option options[] = {
        {"count", 'n', 0, MAX_COUNT, &count, NULL},
        {"tile", 't', 1, 2 * MAX_COUNT, &tile, NULL},
        {"seed", 's', 0, 1000000000, &seed, NULL},
        {"type", 0, 0, 0, NULL, &type},
    };
    int done = demo_read_options(argc, argv, "merge", usage, options, 4);
    if (done >= 0)
        return done;
    if (!key_type_known(type))
        return 2;
#line 1850 "chapters/02-merge.nw"
    if (strcmp(type, "i32") != 0)
        return merge_other_type(type, count, seed);
    /* <<Make the demo's two lists and print them>> */
#line 1860 "chapters/02-merge.nw"
    make_sorted_keys(a, count, (uint64_t)seed, 0);
    make_sorted_keys(b, count, (uint64_t)seed, 1);
    printf("A, %d sorted keys from 0 to 99:\n", count);
    print_keys(a, count);
    printf("B, %d sorted keys from 0 to 99:\n", count);
    print_keys(b, count);
#line 1853 "chapters/02-merge.nw"
    /* <<Merge on the GPU, or on the CPU if there is none>> */
#line 1872 "chapters/02-merge.nw"
    if (lg_context_create(&ctx, 0) != LG_OK) {
        fprintf(stderr, "merge: %s\n", lg_context_last_error(NULL));
        printf("No CUDA device; showing the CPU reference.\n");
        return merge_on_cpu(a, b, count, tile);
    }
    return merge_on_gpu(ctx, a, b, count, tile);
#line 1854 "chapters/02-merge.nw"
}
