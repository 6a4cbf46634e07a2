#line 3331 "chapters/09-support.nw"
/* The pieces of Merge Path for the benchmark: the library's kernels and
   launches, one at a time. */
#include <limits.h>
#include "internal.h"
#include "merge_path.cuh"
#include "support.h"

/* The pieces are those of int32_t keys: the chunks they share with the
   library name their kernels with LG_KEYED, as each_key.h would for int32_t. */
#define K int32_t
#define LG_KEY_SUFFIX i32
/* <<Launch the Merge Path merge>> */
#line 1114 "chapters/02-merge.nw"
template <bool HAS_VALUES, int NT, int VT>
static lg_status launch_merge_path(lg_context *ctx, const char *function,
                                   const int32_t *a_keys, const int32_t *a_values, int a_count,
                                   const int32_t *b_keys, const int32_t *b_values, int b_count,
                                   int32_t *out_keys, int32_t *out_values)
{
    enum { NV = NT * VT, PARTITION_NT = 128 };
    int tiles = (int)lg_div_up((int64_t)a_count + b_count, NV);
    int *partitions = NULL;

    LG_TRY(lg_scratch(ctx, function, sizeof(int) * ((size_t)tiles + 1), (void **)&partitions));
    LG_KEYED(lg_merge_partition_kernel)<PARTITION_NT><<<(int)lg_div_up(tiles + 1, PARTITION_NT),
        PARTITION_NT, 0, ctx->stream>>>(a_keys, a_count, b_keys, b_count, NV, LG_BOUNDS_LOWER,
                                        partitions, tiles + 1);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching lg_merge_partition_kernel");
    /* <<Launch the merge kernel as a programmatic dependent of the partition kernel>> */
#line 1142 "chapters/02-merge.nw"
    LG_CUDA(ctx, function, lg_launch_dependent(LG_KEYED(lg_merge_path_kernel)<NT, VT, HAS_VALUES>,
                                               tiles, NT, ctx, a_keys, a_values, a_count, b_keys,
                                               b_values, b_count, (const int *)partitions,
                                               out_keys, out_values),
            "launching lg_merge_path_kernel");
#line 1130 "chapters/02-merge.nw"
    return LG_OK;
}
/* <<Run one piece of Merge Path with one tile shape>> */
#line 3369 "chapters/09-support.nw"
template <bool HAS_VALUES, int NT, int VT>
static lg_status run_piece(const char *function, merge_piece piece, const int32_t *a_keys,
                           const int32_t *a_values, int a_count, const int32_t *b_keys,
                           const int32_t *b_values, int b_count, int32_t *out_keys,
                           int32_t *out_values, int *partitions, lg_context *ctx)
{
    enum { NV = NT * VT, PARTITION_NT = LG_MERGE_PARTITION_NT, SPACING = NT };
    int tiles = (int)lg_div_up((int64_t)a_count + b_count, NV);

    /* <<Run a piece that is a whole merge>> */
#line 3400 "chapters/09-support.nw"
    if (piece == MERGE_ONE_LEVEL)
        return launch_merge_path<HAS_VALUES, NT, VT>(ctx, function, a_keys, a_values, a_count,
                                                     b_keys, b_values, b_count, out_keys,
                                                     out_values);
    if (piece == MERGE_HALF_TILES)
        return lg_launch_merge_path_two_level_i32<HAS_VALUES, NT / 2, VT>(
            ctx, function, a_keys, a_values, a_count, b_keys, b_values, b_count, out_keys,
            out_values);
#line 3379 "chapters/09-support.nw"
    if (piece == MERGE_PARTITION_TWO_LEVEL) {
        /* <<Run the sample and two-level partition kernels>> */
#line 3411 "chapters/09-support.nw"
        int sample_count = lg_merge_sample_count(a_count, b_count, SPACING);
        int32_t *samples = NULL;

        LG_TRY(lg_scratch(ctx, function, sizeof(int32_t) * (size_t)sample_count, (void **)&samples));
        lg_merge_sample_kernel_i32<PARTITION_NT><<<(int)lg_div_up(sample_count, PARTITION_NT),
            PARTITION_NT, 0, ctx->stream>>>(a_keys, a_count, b_keys, b_count, SPACING, samples);
        LG_CUDA(ctx, function, cudaGetLastError(), "launching lg_merge_sample_kernel");
        /* <<Launch the two-level partition kernel as a programmatic dependent>> */
#line 1319 "chapters/02-merge.nw"
        LG_CUDA(ctx, function, lg_launch_dependent(LG_KEYED(lg_merge_partition_sampled_kernel)<PARTITION_NT>,
                                                   (int)lg_div_up(tiles + 1, PARTITION_NT),
                                                   PARTITION_NT, ctx, a_keys, a_count, b_keys, b_count,
                                                   (int)NV, LG_BOUNDS_LOWER, (const K *)samples,
                                                   (int)SPACING, partitions, tiles + 1),
                "launching lg_merge_partition_sampled_kernel");
#line 3381 "chapters/09-support.nw"
    } else if (piece == MERGE_PARTITION_ONE_LEVEL) {
        lg_merge_partition_kernel_i32<PARTITION_NT><<<(int)lg_div_up(tiles + 1, PARTITION_NT),
            PARTITION_NT, 0, ctx->stream>>>(a_keys, a_count, b_keys, b_count, NV,
                                            LG_BOUNDS_LOWER, partitions, tiles + 1);
    } else {
        lg_merge_path_kernel_i32<NT, VT, HAS_VALUES><<<tiles, NT, 0, ctx->stream>>>(
            a_keys, a_values, a_count, b_keys, b_values, b_count, partitions, out_keys,
            out_values);
    }
    LG_CUDA(ctx, function, cudaGetLastError(), "launching a piece of Merge Path");
    return LG_OK;
}

#line 3345 "chapters/09-support.nw"
extern "C" lg_status merge_path_piece_i32(merge_piece piece, const int32_t *a_keys,
                                          const int32_t *a_values, int a_count,
                                          const int32_t *b_keys, const int32_t *b_values,
                                          int b_count, int32_t *out_keys, int32_t *out_values,
                                          int *partitions, lg_context *ctx)
{
    if (ctx == NULL || a_count < 0 || b_count < 0 || (int64_t)a_count + b_count > INT_MAX)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, __func__, "bad arguments");
    if (a_count + b_count == 0)
        return LG_OK;
    if (a_values == NULL)
        return run_piece<false, LG_MERGE_KEYS_NT, LG_MERGE_KEYS_VT>(
            __func__, piece, a_keys, NULL, a_count, b_keys, NULL, b_count, out_keys, NULL,
            partitions, ctx);
    return run_piece<true, LG_MERGE_PAIRS_NT, LG_MERGE_PAIRS_VT>(
        __func__, piece, a_keys, a_values, a_count, b_keys, b_values, b_count, out_keys,
        out_values, partitions, ctx);
}
