#line 2312 "chapters/03-mergesort.nw"
/* The mergesort chapter's host functions: lg_mergesort_keys_S,
   lg_mergesort_pairs_S and lg_mergesort_indices_S for every key type. */
#include <stdint.h>
#include "mergesort.cuh"

/* <<Check a mergesort's arguments>> */
#line 2259 "chapters/03-mergesort.nw"
/* LG_OK, or why count keys of key_size bytes (and values, if values_name
   is not NULL) cannot be sorted. */
static lg_status check_mergesort(lg_context *ctx, const char *function, const void *keys,
                                 size_t key_size, const int32_t *values,
                                 const char *values_name, int count)
{
    size_t n = (size_t)(count > 0 ? count : 0);

    LG_REQUIRE(ctx, function, count >= 0, "count is %d; it must be at least 0", count);
    LG_REQUIRE(ctx, function, keys != NULL || count == 0, "keys is NULL and count is %d", count);
    if (values_name != NULL) {
        LG_REQUIRE(ctx, function, values != NULL || count == 0, "%s is NULL and count is %d",
                   values_name, count);
        LG_REQUIRE(ctx, function, !lg_overlap(keys, key_size * n, values, sizeof(int32_t) * n),
                   "keys and %s overlap", values_name);
    }
    return LG_OK;
}
/* <<The public mergesort functions>> */
#line 2285 "chapters/03-mergesort.nw"
#define LG_DEFINE_MERGESORT(S, K)                                                           \
    extern "C" lg_status lg_mergesort_keys_##S(K *keys, int count, lg_context *ctx)         \
    {                                                                                       \
        LG_BEGIN(ctx);                                                                      \
        LG_TRY(check_mergesort(ctx, __func__, keys, sizeof(K), NULL, NULL, count));        \
        return count ? lg_mergesort_tuned_##S<0>(ctx, __func__, keys, NULL, count) : LG_OK; \
    }                                                                                       \
    extern "C" lg_status lg_mergesort_pairs_##S(K *keys, int32_t *values, int count,        \
                                                lg_context *ctx)                            \
    {                                                                                       \
        LG_BEGIN(ctx);                                                                      \
        LG_TRY(check_mergesort(ctx, __func__, keys, sizeof(K), values, "values", count));  \
        return count ? lg_mergesort_tuned_##S<1>(ctx, __func__, keys, values, count)       \
                     : LG_OK;                                                               \
    }                                                                                       \
    extern "C" lg_status lg_mergesort_indices_##S(K *keys, int32_t *indices, int count,     \
                                                  lg_context *ctx)                          \
    {                                                                                       \
        LG_BEGIN(ctx);                                                                      \
        LG_TRY(check_mergesort(ctx, __func__, keys, sizeof(K), indices, "indices", count)); \
        return count ? lg_mergesort_tuned_##S<2>(ctx, __func__, keys, indices, count)      \
                     : LG_OK;                                                               \
    }
LG_KEY_TYPES(LG_DEFINE_MERGESORT)
