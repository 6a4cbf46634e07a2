#line 1695 "chapters/03-mergesort.nw"
/* The mergesort chapter's host functions: lg_mergesort_keys_i32,
   lg_mergesort_pairs_i32, lg_mergesort_indices_i32. */
#include <stdint.h>
#include "mergesort.cuh"

/* <<Check a mergesort's arguments>> */
#line 1599 "chapters/03-mergesort.nw"
static lg_status check_mergesort(lg_context *ctx, const char *function, const int32_t *keys,
                                 const int32_t *values, const char *values_name, int count)
{
    if (count < 0)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function,
                       "count is %d; it must be at least 0", count);
    if (keys == NULL && count > 0)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "keys is NULL and count is %d",
                       count);
    if (values_name != NULL && values == NULL && count > 0)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "%s is NULL and count is %d",
                       values_name, count);
    if (values_name != NULL && count > 0 &&
        (uintptr_t)keys < (uintptr_t)(values + count) &&
        (uintptr_t)values < (uintptr_t)(keys + count))
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "keys and %s overlap",
                       values_name);
    return LG_OK;
}
/* <<The public mergesort functions>> */
#line 1621 "chapters/03-mergesort.nw"
extern "C" lg_status lg_mergesort_keys_i32(int32_t *keys, int count, lg_context *ctx)
{
    lg_status status;

    LG_BEGIN(ctx);
    if ((status = check_mergesort(ctx, __func__, keys, NULL, NULL, count)) != LG_OK || count == 0)
        return status;
    return lg_mergesort_run<LG_MERGESORT_KEYS_NT, LG_MERGESORT_KEYS_VT, 0, 0,
                            LG_MERGESORT_KEYS_BLOCKSORT_TILES>(ctx, keys, NULL, count, 4, 0);
}
/* <<The public mergesort functions>> */
#line 1637 "chapters/03-mergesort.nw"
extern "C" lg_status lg_mergesort_pairs_i32(int32_t *keys, int32_t *values, int count,
                                            lg_context *ctx)
{
    lg_status status;

    LG_BEGIN(ctx);
    if ((status = check_mergesort(ctx, __func__, keys, values, "values", count)) != LG_OK ||
        count == 0)
        return status;
    return lg_mergesort_run<LG_MERGESORT_PAIRS_NT, LG_MERGESORT_PAIRS_VT, 1>(ctx, keys, values,
                                                                             count, 4, 0);
}

extern "C" lg_status lg_mergesort_indices_i32(int32_t *keys, int32_t *indices, int count,
                                              lg_context *ctx)
{
    lg_status status;

    LG_BEGIN(ctx);
    if ((status = check_mergesort(ctx, __func__, keys, indices, "indices", count)) != LG_OK ||
        count == 0)
        return status;
    return lg_mergesort_run<LG_MERGESORT_PAIRS_NT, LG_MERGESORT_PAIRS_VT, 2>(ctx, keys, indices,
                                                                             count, 4, 0);
}
