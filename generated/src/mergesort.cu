#line 1815 "chapters/03-mergesort.nw"
/* The mergesort chapter's host functions: lg_mergesort_keys_i32,
   lg_mergesort_pairs_i32, lg_mergesort_indices_i32. */
#include <stdint.h>
#include "mergesort.cuh"

/* <<Check a mergesort's arguments>> */
#line 1756 "chapters/03-mergesort.nw"
static lg_status check_mergesort(lg_context *ctx, const char *function, const int32_t *keys,
                                 const int32_t *values, const char *values_name, int count)
{
    size_t bytes = sizeof(int32_t) * (size_t)(count > 0 ? count : 0);

    LG_REQUIRE(ctx, function, count >= 0, "count is %d; it must be at least 0", count);
    LG_REQUIRE(ctx, function, keys != NULL || count == 0, "keys is NULL and count is %d", count);
    if (values_name != NULL) {
        LG_REQUIRE(ctx, function, values != NULL || count == 0, "%s is NULL and count is %d",
                   values_name, count);
        LG_REQUIRE(ctx, function, !lg_overlap(keys, bytes, values, bytes),
                   "keys and %s overlap", values_name);
    }
    return LG_OK;
}
/* <<The public mergesort functions>> */
#line 1774 "chapters/03-mergesort.nw"
extern "C" lg_status lg_mergesort_keys_i32(int32_t *keys, int count, lg_context *ctx)
{
    LG_BEGIN(ctx);
    LG_TRY(check_mergesort(ctx, __func__, keys, NULL, NULL, count));
    if (count == 0)
        return LG_OK;
    return lg_mergesort_run<LG_MERGESORT_KEYS_NT, LG_MERGESORT_KEYS_VT,
                            LG_MERGESORT_KEYS_BLOCKSORT_TILES, 0>(ctx, __func__, keys, NULL, count);
}
/* <<The public mergesort functions>> */
#line 1789 "chapters/03-mergesort.nw"
extern "C" lg_status lg_mergesort_pairs_i32(int32_t *keys, int32_t *values, int count,
                                            lg_context *ctx)
{
    LG_BEGIN(ctx);
    LG_TRY(check_mergesort(ctx, __func__, keys, values, "values", count));
    if (count == 0)
        return LG_OK;
    return lg_mergesort_run<LG_MERGESORT_PAIRS_NT, LG_MERGESORT_PAIRS_VT,
                            LG_MERGESORT_PAIRS_BLOCKSORT_TILES, 1>(ctx, __func__, keys, values,
                                                                   count);
}

extern "C" lg_status lg_mergesort_indices_i32(int32_t *keys, int32_t *indices, int count,
                                              lg_context *ctx)
{
    LG_BEGIN(ctx);
    LG_TRY(check_mergesort(ctx, __func__, keys, indices, "indices", count));
    if (count == 0)
        return LG_OK;
    return lg_mergesort_run<LG_MERGESORT_PAIRS_NT, LG_MERGESORT_PAIRS_VT,
                            LG_MERGESORT_PAIRS_BLOCKSORT_TILES, 2>(ctx, __func__, keys, indices,
                                                                   count);
}
