#line 1783 "chapters/02-merge.nw"
/* The merge chapter's host functions: lg_merge_keys_S and lg_merge_pairs_S
   for every key type, lg_merge_keys_variant_i32, lg_merge_path_partitions_i32. */
#include <limits.h>
#include "internal.h"
#include "merge_path.cuh"
#include "merge_classroom.cuh"

/* <<Check a merge's arguments>> */
#line 1598 "chapters/02-merge.nw"
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
#line 1624 "chapters/02-merge.nw"
/* LG_OK, or the reason the output of a merge (or of its partitions: out
   holds out_count ints) may not share memory with a and b, whose elements
   take key_bytes each. */
static lg_status check_merge_apart(lg_context *ctx, const char *function, size_t key_bytes,
                                   const void *a, const char *a_name, int a_count,
                                   const void *b, const char *b_name, int b_count,
                                   const void *out, const char *out_name, int64_t out_count)
{
    lg_array arrays[] = {{out, sizeof(int32_t) * (size_t)out_count, out_name},
                         {a, key_bytes * (size_t)a_count, a_name},
                         {b, key_bytes * (size_t)b_count, b_name}};

    return lg_check_apart(ctx, function, arrays, 1, 3);
}
/* <<Launch the basic merge>> */
#line 337 "chapters/02-merge.nw"
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
#line 456 "chapters/02-merge.nw"
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
#line 677 "chapters/02-merge.nw"
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
#line 1795 "chapters/02-merge.nw"
#define LG_KEYED_FILE "merge_keyed.cuh"
#include "each_key.h"
#undef LG_KEYED_FILE
/* <<The public merge functions>> */
#line 1702 "chapters/02-merge.nw"
#define LG_DEFINE_MERGE(S, K)                                                             \
    extern "C" lg_status lg_merge_keys_##S(const K *a, int a_count, const K *b,         \
                                           int b_count, K *out, lg_context *ctx)        \
    {                                                                                   \
        LG_BEGIN(ctx);                                                                  \
        return merge_keys_##S(ctx, __func__, a, a_count, b, b_count, out);              \
    }                                                                                   \
    extern "C" lg_status lg_merge_pairs_##S(const K *a_keys, const int32_t *a_values,   \
                                            int a_count, const K *b_keys,               \
                                            const int32_t *b_values, int b_count,       \
                                            K *out_keys, int32_t *out_values,           \
                                            lg_context *ctx)                            \
    {                                                                                   \
        LG_BEGIN(ctx);                                                                  \
        return merge_pairs_##S(ctx, __func__, a_keys, a_values, a_count, b_keys,        \
                               b_values, b_count, out_keys, out_values);                \
    }
LG_KEY_TYPES(LG_DEFINE_MERGE)
/* <<The public merge functions>> */
#line 1727 "chapters/02-merge.nw"
extern "C" lg_status lg_merge_keys_variant_i32(lg_merge_variant variant, const int32_t *a,
                                               int a_count, const int32_t *b, int b_count,
                                               int32_t *out, lg_context *ctx)
{
    LG_BEGIN(ctx);
    LG_REQUIRE(ctx, __func__, variant >= LG_MERGE_BASIC && variant <= LG_MERGE_PATH,
               "variant is %d; it must be LG_MERGE_BASIC, LG_MERGE_TILED, LG_MERGE_CIRCULAR "
               "or LG_MERGE_PATH", (int)variant);
    if (variant == LG_MERGE_PATH)
        return merge_keys_i32(ctx, __func__, a, a_count, b, b_count, out);
    LG_TRY(check_merge(ctx, __func__, a, "a", a_count, b, "b", b_count, out, "out"));
    LG_TRY(check_merge_apart(ctx, __func__, sizeof(int32_t), a, "a", a_count, b, "b", b_count,
                             out, "out", (int64_t)a_count + b_count));
    if (a_count + b_count == 0)
        return LG_OK;
    if (variant == LG_MERGE_BASIC)
        return launch_merge_basic(ctx, __func__, a, a_count, b, b_count, out);
    if (variant == LG_MERGE_TILED)
        return launch_merge_tiled(ctx, __func__, a, a_count, b, b_count, out);
    return launch_merge_circular(ctx, __func__, a, a_count, b, b_count, out);
}
/* <<The public merge functions>> */
#line 1755 "chapters/02-merge.nw"
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
    LG_TRY(check_merge_apart(ctx, __func__, sizeof(int32_t), a, "a", a_count, b, "b", b_count,
                             partitions, "partitions", count));
    lg_merge_partition_kernel_i32<NT><<<(int)lg_div_up(count, NT), NT, 0, ctx->stream>>>(
        a, a_count, b, b_count, nv, bounds, (int *)partitions, (int)count);
    LG_CUDA(ctx, __func__, cudaGetLastError(), "launching lg_merge_partition_kernel");
    return LG_OK;
}
