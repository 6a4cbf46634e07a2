#line 1517 "chapters/02-merge.nw"
/* The merge chapter's host functions: lg_merge_keys_i32, lg_merge_pairs_i32,
   lg_merge_keys_variant_i32, lg_merge_path_partitions_i32. */
#include <limits.h>
#include "internal.h"
#include "merge_path.cuh"
#include "merge_classroom.cuh"

/* <<Check a merge's arguments>> */
#line 1365 "chapters/02-merge.nw"
/* LG_OK, or the reason the merge of a_count and b_count elements cannot run. */
static lg_status check_merge(lg_context *ctx, const char *function, const void *a,
                             const char *a_name, int a_count, const void *b,
                             const char *b_name, int b_count, const void *out,
                             const char *out_name)
{
    LG_REQUIRE(ctx, function, a_count >= 0 && b_count >= 0, "%s is %d; it must be at least 0",
               a_count < 0 ? "a_count" : "b_count", a_count < 0 ? a_count : b_count);
    LG_REQUIRE(ctx, function, (int64_t)a_count + b_count <= INT_MAX,
               "a_count + b_count is %lld; the output may hold at most INT_MAX elements",
               (long long)a_count + b_count);
    LG_REQUIRE(ctx, function, a != NULL || a_count == 0, "%s is NULL and a_count is %d",
               a_name, a_count);
    LG_REQUIRE(ctx, function, b != NULL || b_count == 0, "%s is NULL and b_count is %d",
               b_name, b_count);
    LG_REQUIRE(ctx, function, out != NULL || a_count + b_count == 0,
               "%s is NULL and a_count + b_count is %d", out_name, a_count + b_count);
    return LG_OK;
}
/* <<Check that a merge's output is apart from its inputs>> */
#line 1391 "chapters/02-merge.nw"
/* LG_OK, or the reason the output of a merge (or of its partitions: out
   holds out_count ints) may not share memory with a and b. */
static lg_status check_merge_apart(lg_context *ctx, const char *function, const void *a,
                                   const char *a_name, int a_count, const void *b,
                                   const char *b_name, int b_count, const void *out,
                                   const char *out_name, int64_t out_count)
{
    lg_array arrays[] = {{out, sizeof(int32_t) * (size_t)out_count, out_name},
                         {a, sizeof(int32_t) * (size_t)a_count, a_name},
                         {b, sizeof(int32_t) * (size_t)b_count, b_name}};

    return lg_check_apart(ctx, function, arrays, 1, 3);
}
/* <<Launch the basic merge>> */
#line 336 "chapters/02-merge.nw"
static lg_status launch_merge_basic(lg_context *ctx, const char *function, const int32_t *a,
                                    int a_count, const int32_t *b, int b_count, int32_t *out)
{
    enum { NT = LG_MERGE_BASIC_NT, GRAIN = LG_MERGE_BASIC_GRAIN };
    int grid = (int)lg_div_up((int64_t)a_count + b_count, NT * GRAIN);

    lg_merge_basic_kernel<<<grid, NT, 0, ctx->stream>>>(a, a_count, b, b_count, out, GRAIN);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching lg_merge_basic_kernel");
    return LG_OK;
}
/* <<Launch the tiled merge>> */
#line 455 "chapters/02-merge.nw"
static lg_status launch_merge_tiled(lg_context *ctx, const char *function, const int32_t *a,
                                    int a_count, const int32_t *b, int b_count, int32_t *out)
{
    enum { NT = LG_MERGE_TILED_NT, TILE = LG_MERGE_TILED_TILE };
    int64_t total = (int64_t)a_count + b_count;
    int64_t grid = lg_div_up(total, TILE);
    int chunk;

    if (grid > (int64_t)LG_MERGE_CLASSROOM_CTAS_PER_SM * ctx->props.multiProcessorCount)
        grid = (int64_t)LG_MERGE_CLASSROOM_CTAS_PER_SM * ctx->props.multiProcessorCount;
    chunk = (int)lg_div_up(total, grid);
    lg_merge_tiled_kernel<NT, TILE><<<(int)grid, NT, 0, ctx->stream>>>(a, a_count, b, b_count,
                                                                        out, chunk);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching lg_merge_tiled_kernel");
    return LG_OK;
}
/* <<Launch the circular-buffer merge>> */
#line 676 "chapters/02-merge.nw"
static lg_status launch_merge_circular(lg_context *ctx, const char *function, const int32_t *a,
                                       int a_count, const int32_t *b, int b_count, int32_t *out)
{
    enum { NT = LG_MERGE_CIRCULAR_NT, TILE = LG_MERGE_CIRCULAR_TILE };
    int64_t total = (int64_t)a_count + b_count;
    int64_t grid = lg_div_up(total, TILE);
    int chunk;

    if (grid > (int64_t)LG_MERGE_CLASSROOM_CTAS_PER_SM * ctx->props.multiProcessorCount)
        grid = (int64_t)LG_MERGE_CLASSROOM_CTAS_PER_SM * ctx->props.multiProcessorCount;
    chunk = (int)lg_div_up(total, grid);
    lg_merge_circular_kernel<NT, TILE, true><<<(int)grid, NT, 0, ctx->stream>>>(
        a, a_count, b, b_count, out, chunk);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching lg_merge_circular_kernel");
    return LG_OK;
}
/* <<The public merge functions>> */
#line 1410 "chapters/02-merge.nw"
static lg_status merge_keys(lg_context *ctx, const char *function, lg_merge_variant variant,
                            const int32_t *a, int a_count, const int32_t *b, int b_count,
                            int32_t *out)
{
    LG_TRY(check_merge(ctx, function, a, "a", a_count, b, "b", b_count, out, "out"));
    LG_TRY(check_merge_apart(ctx, function, a, "a", a_count, b, "b", b_count, out, "out",
                             (int64_t)a_count + b_count));
    if (a_count + b_count == 0)
        return LG_OK;
    switch (variant) {
    case LG_MERGE_BASIC: return launch_merge_basic(ctx, function, a, a_count, b, b_count, out);
    case LG_MERGE_TILED: return launch_merge_tiled(ctx, function, a, a_count, b, b_count, out);
    case LG_MERGE_CIRCULAR:
        return launch_merge_circular(ctx, function, a, a_count, b, b_count, out);
    default:
        return lg_launch_merge_path_two_level<false, LG_MERGE_KEYS_NT, LG_MERGE_KEYS_VT>(
            ctx, function, a, NULL, a_count, b, NULL, b_count, out, NULL);
    }
}
/* <<The public merge functions>> */
#line 1435 "chapters/02-merge.nw"
extern "C" lg_status lg_merge_keys_i32(const int32_t *a, int a_count, const int32_t *b,
                                       int b_count, int32_t *out, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return merge_keys(ctx, __func__, LG_MERGE_PATH, a, a_count, b, b_count, out);
}

extern "C" lg_status lg_merge_keys_variant_i32(lg_merge_variant variant, const int32_t *a,
                                               int a_count, const int32_t *b, int b_count,
                                               int32_t *out, lg_context *ctx)
{
    LG_BEGIN(ctx);
    LG_REQUIRE(ctx, __func__, variant >= LG_MERGE_BASIC && variant <= LG_MERGE_PATH,
               "variant is %d; it must be LG_MERGE_BASIC, LG_MERGE_TILED, LG_MERGE_CIRCULAR "
               "or LG_MERGE_PATH", (int)variant);
    return merge_keys(ctx, __func__, variant, a, a_count, b, b_count, out);
}
/* <<The public merge functions>> */
#line 1457 "chapters/02-merge.nw"
extern "C" lg_status lg_merge_pairs_i32(const int32_t *a_keys, const int32_t *a_values,
                                        int a_count, const int32_t *b_keys,
                                        const int32_t *b_values, int b_count,
                                        int32_t *out_keys, int32_t *out_values,
                                        lg_context *ctx)
{
    size_t a_bytes = sizeof(int32_t) * (size_t)a_count;
    size_t b_bytes = sizeof(int32_t) * (size_t)b_count, out_bytes = a_bytes + b_bytes;
    lg_array arrays[] = {{out_keys, out_bytes, "out_keys"},
                         {out_values, out_bytes, "out_values"},
                         {a_keys, a_bytes, "a_keys"}, {a_values, a_bytes, "a_values"},
                         {b_keys, b_bytes, "b_keys"}, {b_values, b_bytes, "b_values"}};

    LG_BEGIN(ctx);
    LG_TRY(check_merge(ctx, __func__, a_keys, "a_keys", a_count, b_keys, "b_keys", b_count,
                       out_keys, "out_keys"));
    LG_TRY(check_merge(ctx, __func__, a_values, "a_values", a_count, b_values, "b_values",
                       b_count, out_values, "out_values"));
    if (a_count + b_count == 0)
        return LG_OK;
    LG_TRY(lg_check_apart(ctx, __func__, arrays, 2, 6));
    return lg_launch_merge_path_two_level<true, LG_MERGE_PAIRS_NT, LG_MERGE_PAIRS_VT>(
        ctx, __func__, a_keys, a_values, a_count, b_keys, b_values, b_count, out_keys,
        out_values);
}
/* <<The public merge functions>> */
#line 1489 "chapters/02-merge.nw"
extern "C" lg_status lg_merge_path_partitions_i32(const int32_t *a, int a_count,
                                                  const int32_t *b, int b_count, int nv,
                                                  lg_bounds bounds, int32_t *partitions,
                                                  lg_context *ctx)
{
    enum { NT = LG_MERGE_PARTITION_NT };
    int64_t count;

    LG_BEGIN(ctx);
    LG_TRY(check_merge(ctx, __func__, a, "a", a_count, b, "b", b_count, partitions,
                       "partitions"));
    LG_REQUIRE(ctx, __func__, nv >= 1, "nv is %d; it must be at least 1", nv);
    LG_REQUIRE(ctx, __func__, bounds == LG_BOUNDS_LOWER || bounds == LG_BOUNDS_UPPER,
               "bounds is %d; it must be LG_BOUNDS_LOWER or LG_BOUNDS_UPPER", (int)bounds);
    LG_REQUIRE(ctx, __func__, partitions != NULL, "partitions is NULL");
    count = lg_div_up((int64_t)a_count + b_count, nv) + 1;
    LG_REQUIRE(ctx, __func__, count <= INT_MAX,
               "nv is %d; that makes %lld partitions, more than INT_MAX", nv, (long long)count);
    LG_TRY(check_merge_apart(ctx, __func__, a, "a", a_count, b, "b", b_count, partitions,
                             "partitions", count));
    lg_merge_partition_kernel<NT><<<(int)lg_div_up(count, NT), NT, 0, ctx->stream>>>(
        a, a_count, b, b_count, nv, bounds, (int *)partitions, (int)count);
    LG_CUDA(ctx, __func__, cudaGetLastError(), "launching lg_merge_partition_kernel");
    return LG_OK;
}
