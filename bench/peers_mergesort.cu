/* Peers of the mergesort: CUB's merge sort and radix sort behind C
   functions; and variants of the library's mergesort, built from its plan
   and launch functions: other tile shapes, two-way passes only, fixed
   lanes or probes, and kernels launched twice. */
#include <stdio.h>
#include <string.h>
#include <cub/device/device_merge_sort.cuh>
#include <cub/device/device_radix_sort.cuh>
#include "mergesort.cuh"
#include "peers_mergesort.h"

struct less_i32 {
    __device__ bool operator()(int32_t a, int32_t b) const { return a < b; }
};

extern "C" cudaError_t peer_cub_merge_sort_pairs_i32(int32_t *keys, int32_t *values, int count,
                                                     void *temp, size_t *temp_bytes,
                                                     cudaStream_t stream)
{
    return cub::DeviceMergeSort::SortPairs(temp, *temp_bytes, keys, values, count, less_i32(),
                                           stream);
}

/* The library's key order (lg_key_less): for integers a < b; for floats
   by value, -0.0 equal to +0.0, every NaN after +inf and equal to every
   other NaN. */
template <typename K>
struct key_less {
    __device__ bool operator()(K a, K b) const { return a < b || (b != b && a == a); }
};

/* For each key type: CUB's merge sort of keys in that order, and its radix
   sort of keys over all their bits (whose order differs on -0.0 and NaN). */
#define PEER_KEY_SORTS(S, K)                                                              \
    extern "C" cudaError_t peer_cub_merge_sort_keys_##S(K *keys, int count, void *temp,   \
                                                        size_t *temp_bytes,               \
                                                        cudaStream_t stream)              \
    {                                                                                     \
        return cub::DeviceMergeSort::SortKeys(temp, *temp_bytes, keys, count, key_less<K>(), \
                                              stream);                                    \
    }                                                                                     \
    extern "C" cudaError_t peer_cub_radix_sort_keys_##S(const K *keys_in, K *keys_out,    \
                                                        int count, void *temp,            \
                                                        size_t *temp_bytes,               \
                                                        cudaStream_t stream)              \
    {                                                                                     \
        return cub::DeviceRadixSort::SortKeys(temp, *temp_bytes, keys_in, keys_out, count, 0, \
                                              (int)(8 * sizeof(K)), stream);              \
    }
LG_KEY_TYPES(PEER_KEY_SORTS)

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
   the grid for each four-way partition point with K probes a round instead
   of the library's lg_mergesort_search_lanes, and its selection makes one
   probe a list a round; or by "-probesP" (P = 1, 2, 4 or 8): its selection
   then makes P probes a list a round instead of the library's
   lg_mergesort_select_probes; or by "-bsNTxVT" (256x34, 512x17, 512x34 or
   1024x17): its blocksort then sorts tiles of that shape, two or four
   merge tiles. And then by "+blocksort", "+grid", "+splits" or "+merge":
   the sort then launches that kernel twice, which the mergesort chapter
   uses to weigh it. */
static const struct { const char *name; int pairs; } shapes[] = {
    {"128x15", 1}, {"256x7", 1}, {"256x11", 1}, {"256x15", 1}, {"256x16", 1}, {"256x17", 1},
    {"512x11", 1}, {"512x15", 0}, {"512x16", 0}, {"1024x11", 0}};

/* A variant of the library's sort: passes of up to `ways` lists, and how
   many times each kernel is launched (1, or 2 to weigh it). */
typedef struct sort_variant {
    int ways, blocksort, grid, splits, merge;
} sort_variant;

static const struct { const char *name; sort_variant launches; } pieces[] = {
    {"", {0, 1, 1, 1, 1}}, {"+blocksort", {0, 2, 1, 1, 1}}, {"+grid", {0, 1, 2, 1, 1}},
    {"+splits", {0, 1, 1, 2, 1}}, {"+merge", {0, 1, 1, 1, 2}}};

/* Parse "NTxVT[-2way|-lanesK|-probesP][+piece]": the shape into name, the
   lanes into *lanes and the probes into *probes (0: the library's), the
   passes' ways and the launches into *variant; 0 if bad. */
static int parse_shape(const char *shape, char *name, size_t size, int *lanes, int *probes,
                       int *bs_nt, int *bs_vt, sort_variant *variant)
{
    const char *plus = strchr(shape, '+'), *end = plus != NULL ? plus : shape + strlen(shape);
    const char *dash = (const char *)memchr(shape, '-', (size_t)(end - shape));
    size_t length = (size_t)((dash != NULL ? dash : end) - shape);
    char tail[16] = "";
    int k = 0, v = 0, used = 0, ways = LG_MERGESORT_WAYS;

    *lanes = *probes = *bs_nt = *bs_vt = 0;
    if (dash != NULL) {   /* one suffix: -2way, or -lanesK or -probesP for 256x17 */
        snprintf(tail, sizeof tail, "%.*s", (int)(end - dash), dash);
        if (strcmp(tail, "-2way") == 0)
            ways = 2;
        else if (sscanf(tail, "-lanes%d%n", &k, &used) == 1 && tail[used] == '\0' &&
                 (k == 1 || k == 2 || k == 4 || k == 8 || k == 16) &&
                 strncmp(shape, "256x17", length) == 0 && length == strlen("256x17"))
            *lanes = k;
        else if (sscanf(tail, "-probes%d%n", &k, &used) == 1 && tail[used] == '\0' &&
                 (k == 1 || k == 2 || k == 4 || k == 8) &&
                 strncmp(shape, "256x17", length) == 0 && length == strlen("256x17"))
            *probes = k;
        else if (sscanf(tail, "-bs%dx%d%n", &k, &v, &used) == 2 && tail[used] == '\0' &&
                 ((k == 256 && v == 34) || (k == 512 && v == 17) || (k == 512 && v == 34) ||
                  (k == 1024 && v == 17)) &&
                 strncmp(shape, "256x17", length) == 0 && length == strlen("256x17"))
            *bs_nt = k, *bs_vt = v;
        else
            return 0;
    }
    snprintf(name, size, "%.*s", (int)length, shape);
    for (size_t i = 0; i < sizeof pieces / sizeof pieces[0]; i++)
        if (strcmp(plus != NULL ? plus : "", pieces[i].name) == 0) {
            *variant = pieces[i].launches;
            variant->ways = ways;
            return 1;
        }
    return 0;
}

extern "C" int peer_mergesort_shape_ok(const char *shape, int pairs)
{
    char name[32];
    int lanes, probes, bs_nt, bs_vt;
    sort_variant variant;

    if (!parse_shape(shape, name, sizeof name, &lanes, &probes, &bs_nt, &bs_vt, &variant))
        return 0;
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
        if (strcmp(name, shapes[i].name) == 0)
            return !pairs || shapes[i].pairs;
    return 0;
}

/* The four-way partition kernel with LANES probes a round on the grid and
   PROBES a list a round in the selection; with LANES 0, the library's
   lanes; with both 0, the library's lanes and probes. */
template <int LANES, int PROBES>
static lg_status search4(lg_context *ctx, const char *function, const lg_mergesort_plan *plan,
                         lg_mergesort_pass p)
{
    enum { P = PROBES != 0 ? PROBES : 1 };

    if (LANES != 0)
        return lg_mergesort_search4_i32<LANES != 0 ? LANES : 1, P>(ctx, function, plan, p);
    if (PROBES == 0)
        return lg_mergesort_search4_tuned_i32(ctx, function, plan, p);
    if (lg_mergesort_search_lanes(plan->tiles) == LG_MERGESORT_SEARCH_LANES)
        return lg_mergesort_search4_i32<LG_MERGESORT_SEARCH_LANES, P>(ctx, function, plan, p);
    return lg_mergesort_search4_i32<LG_MERGESORT_MANY_TILES_LANES, P>(ctx, function, plan, p);
}

/* The library's sort (lg_mergesort_run) as the variant asks: the same
   plan, fitted to the device's shared memory as the library fits it, and
   the same launch functions, with its ways, its lanes, its probes and its
   launches of each kernel; a blocksort of BLOCKSORT_TILES merge tiles by
   BS_NT threads (0: NT). */
template <int NT, int VT, int BLOCKSORT_TILES, int VALUES, int LANES, int PROBES, int BS_NT = 0>
static lg_status sort_as_variant(lg_context *ctx, int32_t *keys, int32_t *values, int count,
                                 const sort_variant *v)
{
    static const char function[] = "peer_mergesort_shape";
    int shared = (int)ctx->props.sharedMemPerBlockOptin;
    int ways = lg_mergesort_ways_for(shared, NT * VT, sizeof(int32_t), VALUES != 0);
    int tiles = lg_mergesort_blocksort_tiles_for(shared, NT * VT, BLOCKSORT_TILES,
                                                 sizeof(int32_t), VALUES != 0);
    lg_mergesort_plan plan;
    lg_status status = lg_mergesort_plan_sort(ctx, function, keys, sizeof(int32_t), values, count,
                                              NT * VT, tiles, v->ways < ways ? v->ways : ways,
                                              &plan);

    for (int k = 0; status == LG_OK && k < v->blocksort; k++)
        status = lg_mergesort_blocksort_fitted_i32<NT, VT, BLOCKSORT_TILES, BS_NT ? BS_NT : NT,
                                                   VALUES>(ctx, function, &plan);
    for (int pass = 0; status == LG_OK && pass < plan.passes; pass++) {
        lg_mergesort_pass p = lg_mergesort_pass_of(&plan, pass);

        for (int k = 0; status == LG_OK && k < v->grid; k++)
            status = lg_mergesort_partition_i32(ctx, function, &plan, (const int32_t *)p.keys_in,
                                                p.coop / (p.ways / 2));
        for (int k = 0; status == LG_OK && p.ways == 4 && k < v->splits; k++)
            status = search4<LANES, PROBES>(ctx, function, &plan, p);
        for (int k = 0; status == LG_OK && k < v->merge; k++)
            status = p.ways == 2
                         ? lg_mergesort_merge_i32<NT, VT, VALUES != 0>(ctx, function, &plan, p)
                         : lg_mergesort_merge4_i32<NT, VT, VALUES != 0>(ctx, function, &plan, p);
    }
    return status;
}

/* Keys in the library's own shape get its blocksort too. */
#define KEYS_BLOCKSORT_TILES(nt, vt)                                                           \
    (nt == LG_MERGESORT_KEYS_NT && vt == LG_MERGESORT_KEYS_VT ? LG_MERGESORT_KEYS_BLOCKSORT_TILES \
                                                              : 1)
#define KEYS_BLOCKSORT_NT(nt, vt)                                                              \
    (nt == LG_MERGESORT_KEYS_NT && vt == LG_MERGESORT_KEYS_VT ? LG_MERGESORT_KEYS_BLOCKSORT_NT   \
                                                              : nt)
#define SHAPE(nt, vt)                                                                          \
    if (strcmp(name, #nt "x" #vt) == 0 && lanes == 0 && probes == 0 && bs_nt == 0)             \
        return values ? sort_as_variant<nt, vt, 1, 1, 0, 0>(ctx, keys, values, count, &variant) \
                      : sort_as_variant<nt, vt, KEYS_BLOCKSORT_TILES(nt, vt), 0, 0, 0,         \
                                        KEYS_BLOCKSORT_NT(nt, vt)>(ctx, keys, values, count,   \
                                                                   &variant);
#define SHAPE_LANES(k)                                                                         \
    if (strcmp(name, "256x17") == 0 && lanes == k && bs_nt == 0)                               \
        return values ? sort_as_variant<256, 17, 1, 1, k, 0>(ctx, keys, values, count, &variant) \
                      : sort_as_variant<256, 17, KEYS_BLOCKSORT_TILES(256, 17), 0, k, 0,       \
                                        KEYS_BLOCKSORT_NT(256, 17)>(ctx, keys, values, count,  \
                                                                    &variant);
#define SHAPE_PROBES(k)                                                                        \
    if (strcmp(name, "256x17") == 0 && probes == k && bs_nt == 0)                              \
        return values ? sort_as_variant<256, 17, 1, 1, 0, k>(ctx, keys, values, count, &variant) \
                      : sort_as_variant<256, 17, KEYS_BLOCKSORT_TILES(256, 17), 0, 0, k,       \
                                        KEYS_BLOCKSORT_NT(256, 17)>(ctx, keys, values, count,  \
                                                                    &variant);
#define SHAPE_KEYS(nt, vt)                                                                     \
    if (strcmp(name, #nt "x" #vt) == 0 && values == NULL)                                      \
        return sort_as_variant<nt, vt, 1, 0, 0, 0>(ctx, keys, values, count, &variant);
/* 256x17 with a blocksort of bs threads of vt keys: bs * vt / (256 * 17)
   merge tiles. */
#define BS_TILES(bs, vt) ((bs) * (vt) / (256 * 17))
#define SHAPE_BLOCKSORT(bs, vt)                                                                \
    if (strcmp(name, "256x17") == 0 && bs_nt == bs && bs_vt == vt)                             \
        return values ? sort_as_variant<256, 17, BS_TILES(bs, vt), 1, 0, 0, bs>(               \
                            ctx, keys, values, count, &variant)                                \
                      : sort_as_variant<256, 17, BS_TILES(bs, vt), 0, 0, 0, bs>(               \
                            ctx, keys, values, count, &variant);

extern "C" lg_status peer_mergesort_shape(const char *shape, int32_t *keys, int32_t *values,
                                          int count, lg_context *ctx)
{
    char name[32];
    int lanes = 0, probes = 0, bs_nt = 0, bs_vt = 0;
    sort_variant variant;

    if (count == 0)
        return LG_OK;
    if (parse_shape(shape, name, sizeof name, &lanes, &probes, &bs_nt, &bs_vt, &variant)) {
        SHAPE(128, 15) SHAPE(256, 7) SHAPE(256, 11) SHAPE(256, 15) SHAPE(256, 16) SHAPE(256, 17)
        SHAPE(512, 11)
        SHAPE_KEYS(512, 15) SHAPE_KEYS(512, 16) SHAPE_KEYS(1024, 11)
        SHAPE_LANES(1) SHAPE_LANES(2) SHAPE_LANES(4) SHAPE_LANES(8) SHAPE_LANES(16)
        SHAPE_PROBES(1) SHAPE_PROBES(2) SHAPE_PROBES(4) SHAPE_PROBES(8)
        SHAPE_BLOCKSORT(256, 34) SHAPE_BLOCKSORT(512, 17) SHAPE_BLOCKSORT(512, 34)
        SHAPE_BLOCKSORT(1024, 17)
    }
    return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, __func__, "no tile shape %s for %s", shape,
                   values ? "pairs" : "keys");
}
