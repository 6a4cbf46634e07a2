/* Peers of the mergesort: CUB's merge sort and radix sort behind C
   functions; and the library's mergesort host loop with other tile shapes. */
#include <stdio.h>
#include <string.h>
#include <cub/device/device_merge_sort.cuh>
#include <cub/device/device_radix_sort.cuh>
#include "mergesort.cuh"
#include "peers_mergesort.h"

struct less_i32 {
    __device__ bool operator()(int32_t a, int32_t b) const { return a < b; }
};

extern "C" cudaError_t peer_cub_merge_sort_keys_i32(int32_t *keys, int count, void *temp,
                                                    size_t *temp_bytes, cudaStream_t stream)
{
    return cub::DeviceMergeSort::SortKeys(temp, *temp_bytes, keys, count, less_i32(), stream);
}

extern "C" cudaError_t peer_cub_merge_sort_pairs_i32(int32_t *keys, int32_t *values, int count,
                                                     void *temp, size_t *temp_bytes,
                                                     cudaStream_t stream)
{
    return cub::DeviceMergeSort::SortPairs(temp, *temp_bytes, keys, values, count, less_i32(),
                                           stream);
}

extern "C" cudaError_t peer_cub_radix_sort_keys_i32(const int32_t *keys_in, int32_t *keys_out,
                                                    int count, void *temp, size_t *temp_bytes,
                                                    cudaStream_t stream)
{
    return cub::DeviceRadixSort::SortKeys(temp, *temp_bytes, keys_in, keys_out, count, 0, 32,
                                          stream);
}

extern "C" cudaError_t peer_cub_radix_sort_pairs_i32(const int32_t *keys_in, int32_t *keys_out,
                                                     const int32_t *values_in,
                                                     int32_t *values_out, int count, void *temp,
                                                     size_t *temp_bytes, cudaStream_t stream)
{
    return cub::DeviceRadixSort::SortPairs(temp, *temp_bytes, keys_in, keys_out, values_in,
                                           values_out, count, 0, 32, stream);
}

/* The shapes of the sweep: NT, VT, and whether pairs are built (a pair
   tile needs 8 NV bytes of shared memory, at most 48 KB). A shape may be
   followed by "-2way": the sort then makes two-way passes only; or, for
   256x17 only, by "-lanesK" (K = 1, 2, 4, 8 or 16): the sort then searches
   each four-way partition point with K lanes instead of the library's
   LG_MERGESORT_SEARCH_LANES. And then by "+blocksort", "+grid", "+splits"
   or "+merge": the sort then launches that kernel twice, which the
   mergesort chapter uses to weigh it. */
static const struct { const char *name; int pairs; } shapes[] = {
    {"128x15", 1}, {"256x7", 1}, {"256x11", 1}, {"256x15", 1}, {"256x16", 1}, {"256x17", 1},
    {"512x11", 1}, {"512x15", 0}, {"512x16", 0}, {"1024x11", 0}};
static const struct { const char *name; int flag; } pieces[] = {
    {"", 0}, {"+blocksort", LG_MERGESORT_TWICE_BLOCKSORT}, {"+grid", LG_MERGESORT_TWICE_GRID},
    {"+splits", LG_MERGESORT_TWICE_SPLITS}, {"+merge", LG_MERGESORT_TWICE_MERGE}};

/* Parse "NTxVT[-2way|-lanesK][+piece]": the shape into name, the passes'
   ways (2 or 4) into *ways, the lanes into *lanes (0: the library's), the
   kernels to launch twice into *twice; 0 if bad. */
static int parse_shape(const char *shape, char *name, size_t size, int *ways, int *lanes,
                       int *twice)
{
    const char *plus = strchr(shape, '+'), *end = plus != NULL ? plus : shape + strlen(shape);
    const char *dash = (const char *)memchr(shape, '-', (size_t)(end - shape));
    size_t length = (size_t)((dash != NULL ? dash : end) - shape);
    char tail[16] = "";
    int k = 0, used = 0;

    *ways = 4;
    *lanes = 0;
    if (dash != NULL) {   /* one suffix: -2way, or -lanesK for 256x17 */
        snprintf(tail, sizeof tail, "%.*s", (int)(end - dash), dash);
        if (strcmp(tail, "-2way") == 0)
            *ways = 2;
        else if (sscanf(tail, "-lanes%d%n", &k, &used) == 1 && tail[used] == '\0' &&
                 (k == 1 || k == 2 || k == 4 || k == 8 || k == 16) &&
                 strncmp(shape, "256x17", length) == 0 && length == strlen("256x17"))
            *lanes = k;
        else
            return 0;
    }
    snprintf(name, size, "%.*s", (int)length, shape);
    for (size_t i = 0; i < sizeof pieces / sizeof pieces[0]; i++)
        if (strcmp(plus != NULL ? plus : "", pieces[i].name) == 0) {
            *twice = pieces[i].flag;
            return 1;
        }
    return 0;
}

extern "C" int peer_mergesort_shape_ok(const char *shape, int pairs)
{
    char name[32];
    int ways, lanes, twice;

    if (!parse_shape(shape, name, sizeof name, &ways, &lanes, &twice))
        return 0;
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
        if (strcmp(name, shapes[i].name) == 0)
            return !pairs || shapes[i].pairs;
    return 0;
}

/* Keys in the library's own shape get its blocksort tiles too. */
#define KEYS_BLOCKSORT_TILES(nt, vt)                                                           \
    (nt == LG_MERGESORT_KEYS_NT && vt == LG_MERGESORT_KEYS_VT ? LG_MERGESORT_KEYS_BLOCKSORT_TILES \
                                                              : 1)
#define SHAPE(nt, vt)                                                                          \
    if (strcmp(name, #nt "x" #vt) == 0 && lanes == 0)                                          \
        return values ? lg_mergesort_run<nt, vt, 1>(ctx, keys, values, count, ways, twice)     \
                      : lg_mergesort_run<nt, vt, 0, 0, KEYS_BLOCKSORT_TILES(nt, vt)>(          \
                            ctx, keys, values, count, ways, twice);
#define SHAPE_LANES(k)                                                                         \
    if (strcmp(name, "256x17") == 0 && lanes == k)                                             \
        return values ? lg_mergesort_run<256, 17, 1, k>(ctx, keys, values, count, ways, twice) \
                      : lg_mergesort_run<256, 17, 0, k, KEYS_BLOCKSORT_TILES(256, 17)>(         \
                            ctx, keys, values, count, ways, twice);
#define SHAPE_KEYS(nt, vt)                                                                     \
    if (strcmp(name, #nt "x" #vt) == 0 && values == NULL)                                      \
        return lg_mergesort_run<nt, vt, 0>(ctx, keys, values, count, ways, twice);

extern "C" lg_status peer_mergesort_shape(const char *shape, int32_t *keys, int32_t *values,
                                          int count, lg_context *ctx)
{
    char name[32];
    int ways = 4, lanes = 0, twice = 0;

    if (count == 0)
        return LG_OK;
    if (parse_shape(shape, name, sizeof name, &ways, &lanes, &twice)) {
        SHAPE(128, 15) SHAPE(256, 7) SHAPE(256, 11) SHAPE(256, 15) SHAPE(256, 16) SHAPE(256, 17)
        SHAPE(512, 11)
        SHAPE_KEYS(512, 15) SHAPE_KEYS(512, 16) SHAPE_KEYS(1024, 11)
        SHAPE_LANES(1) SHAPE_LANES(2) SHAPE_LANES(4) SHAPE_LANES(8) SHAPE_LANES(16)
    }
    return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, __func__, "no tile shape %s for %s", shape,
                   values ? "pairs" : "keys");
}
