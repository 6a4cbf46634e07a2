#line 3505 "chapters/06-segreduce.nw"
/* Launching a segmented reduction, and the checks of its arguments. */
#ifndef LITGPU_SEGREDUCE_LAUNCH_CUH
#define LITGPU_SEGREDUCE_LAUNCH_CUH

#include "segreduce_codes.cuh"
#include "segreduce_partition.cuh"
#include "segreduce_spine.cuh"

/* <<Check a CSR array on the device>> */
#line 2072 "chapters/06-segreduce.nw"
static lg_status lg_seg_check_csr(lg_context *ctx, const char *function, const int32_t *csr,
                                  int num_segments, int count, const char *count_name)
{
    if (!ctx->validate || num_segments == 0)
        return LG_OK;
    return lg_check_scan_of_counts(ctx, function, csr, "csr", num_segments, count, count_name);
}
/* <<Launch a segmented reduction>> */
#line 1893 "chapters/06-segreduce.nw"
template <typename T, typename Source>
struct lg_segreduce_job {
    Source source;           /* the values */
    int count;
    const int32_t *csr;      /* the segment starts, or NULL with codes from keys */
    int num_segments;
    const int32_t *limits;   /* the tile limits, or NULL to find them here */
    const uint32_t *codes;   /* one code per thread, or NULL to use csr */
    T *dest;
};

static int lg_segreduce_tile_count(int count)
{
    return (int)lg_div_up(count, LG_SEGREDUCE_NV);
}

/* Scratch bytes the launches need for `count` values of type size `t`. */
static size_t lg_segreduce_scratch_bytes(int count, size_t t, size_t chunk_record)
{
    int tiles = lg_segreduce_tile_count(count);
    int chunks = (int)lg_div_up(tiles, LG_SPINE_NT * LG_SPINE_VT);

    return lg_scratch_align(sizeof(int32_t) * ((size_t)tiles + 1)) +
           lg_scratch_align(t * (size_t)tiles) + lg_scratch_align(chunk_record * (size_t)chunks);
}
/* <<Launch a segmented reduction>> */
#line 1929 "chapters/06-segreduce.nw"
template <typename T, int OP, typename Source>
static lg_status lg_segreduce_launch(lg_context *ctx, const char *function,
                                     const lg_segreduce_job<T, Source> &job, void *scratch)
{
    const int NT = LG_SEGREDUCE_NT, VT = LG_SEGREDUCE_VT;
    int tiles = lg_segreduce_tile_count(job.count);
    int chunks = (int)lg_div_up(tiles, LG_SPINE_NT * LG_SPINE_VT);
    /* <<Carve the limits, carry-outs and chunk records out of scratch>> */
#line 1948 "chapters/06-segreduce.nw"
    char *next = (char *)scratch;
    int32_t *limits = (int32_t *)next;
    T *carry_out = (T *)(next += lg_scratch_align(sizeof(int32_t) * ((size_t)tiles + 1)));
    lg_spine_chunk<T> *chunk_records =
        (lg_spine_chunk<T> *)(next + lg_scratch_align(sizeof(T) * (size_t)tiles));
    int ahead = Source::LOOK_AHEAD && job.codes == NULL && job.csr != NULL
                    ? ctx->props.multiProcessorCount * (ctx->props.maxThreadsPerMultiProcessor / NT)
                    : 0;
#line 1937 "chapters/06-segreduce.nw"
    /* <<Launch the partition unless the job has limits, then the tiles>> */
#line 1959 "chapters/06-segreduce.nw"
    if (job.limits == NULL) {
        LG_TRY(lg_segreduce_launch_partition(ctx, function, job.csr, job.num_segments, job.count,
                                             tiles, limits));
        LG_CUDA(ctx, function,
                lg_launch_dependent(lg_segreduce_tile_kernel<NT, VT, T, OP, Source>, tiles, NT, ctx,
                                    job.source, job.count, job.csr, job.num_segments,
                                    (const int32_t *)limits, job.codes, ahead, job.dest, carry_out),
                "launching the tile kernel");
    } else {
        limits = (int32_t *)job.limits;
        lg_segreduce_tile_kernel<NT, VT, T, OP><<<tiles, NT, 0, ctx->stream>>>(
            job.source, job.count, job.csr, job.num_segments, limits, job.codes, ahead, job.dest,
            carry_out);
        LG_CUDA(ctx, function, cudaGetLastError(), "launching the tile kernel");
    }
#line 1938 "chapters/06-segreduce.nw"
    /* <<Launch the spine's two kernels>> */
#line 1977 "chapters/06-segreduce.nw"
    if (tiles > 1)
        LG_CUDA(ctx, function,
                lg_launch_dependent(lg_segreduce_spine_kernel<LG_SPINE_NT, LG_SPINE_VT, T, OP>, chunks,
                                    LG_SPINE_NT, ctx, (const int32_t *)limits,
                                    (const T *)carry_out, tiles, job.dest, chunk_records),
                "launching the spine");
    if (chunks > 1)
        LG_CUDA(ctx, function,
                lg_launch_dependent(lg_segreduce_spine_fix_kernel<T, OP>, (int)lg_div_up(chunks - 1, 4),
                                    128, ctx, (const int32_t *)limits,
                                    (const lg_spine_chunk<T> *)chunk_records, chunks, job.dest),
                "launching the spine's fix-up");
#line 1939 "chapters/06-segreduce.nw"
    return LG_OK;
}
/* <<Launch a segmented reduction>> */
#line 1995 "chapters/06-segreduce.nw"
template <typename T> struct lg_is_int32 { enum { value = 0 }; };
template <> struct lg_is_int32<int32_t> { enum { value = 1 }; };

template <typename T, typename Source>
static lg_status lg_segreduce_dispatch(lg_context *ctx, const char *function, lg_op op,
                                       const lg_segreduce_job<T, Source> &job, void *scratch)
{
    switch (op) {
    case LG_OP_MIN: return lg_segreduce_launch<T, LG_OP_MIN>(ctx, function, job, scratch);
    case LG_OP_MAX: return lg_segreduce_launch<T, LG_OP_MAX>(ctx, function, job, scratch);
    case LG_OP_AFFINE:
        if constexpr (lg_is_int32<T>::value)
            return lg_segreduce_launch<T, LG_OP_AFFINE>(ctx, function, job, scratch);
        else
            return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "LG_OP_AFFINE is for int32 only");
    default: return lg_segreduce_launch<T, LG_OP_SUM>(ctx, function, job, scratch);
    }
}
/* <<Fill an array with one value>> */
#line 2087 "chapters/06-segreduce.nw"
template <typename T>
__global__ void lg_seg_fill_kernel(T *out, int count, T value)
{
    int64_t stride = (int64_t)gridDim.x * blockDim.x;

    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride)
        out[i] = value;
}

template <typename T, int OP>
static lg_status lg_seg_fill_identity(lg_context *ctx, const char *function, T *dest, int count)
{
    int grid = lg_grid_stride_ctas(ctx, count, 256);

    lg_seg_fill_kernel<T><<<grid, 256, 0, ctx->stream>>>(dest, count, lg_seg_op<T, OP>::identity());
    LG_CUDA(ctx, function, cudaGetLastError(), "launching the fill");
    return LG_OK;
}
/* <<Fill an array with one value>> */
#line 2112 "chapters/06-segreduce.nw"
template <typename T>
static lg_status lg_seg_fill_identity_of(lg_context *ctx, const char *function, lg_op op, T *dest,
                                         int count)
{
    switch (op) {
    case LG_OP_MIN: return lg_seg_fill_identity<T, LG_OP_MIN>(ctx, function, dest, count);
    case LG_OP_MAX: return lg_seg_fill_identity<T, LG_OP_MAX>(ctx, function, dest, count);
    case LG_OP_AFFINE:
        if constexpr (lg_is_int32<T>::value)
            return lg_seg_fill_identity<T, LG_OP_AFFINE>(ctx, function, dest, count);
        else
            return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "LG_OP_AFFINE is for int32 only");
    default: return lg_seg_fill_identity<T, LG_OP_SUM>(ctx, function, dest, count);
    }
}
/* <<Check the arguments of a segmented reduction>> */
#line 2021 "chapters/06-segreduce.nw"
static lg_status lg_seg_check_op(lg_context *ctx, const char *function, lg_op op, int is_int32)
{
    LG_REQUIRE(ctx, function,
               op == LG_OP_SUM || op == LG_OP_MIN || op == LG_OP_MAX ||
                   (op == LG_OP_AFFINE && is_int32),
               "op is %d; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX%s", (int)op,
               is_int32 ? " or LG_OP_AFFINE" : "");
    return LG_OK;
}
/* <<Check the arguments of a segmented reduction>> */
#line 2033 "chapters/06-segreduce.nw"
static lg_status lg_seg_check_count(lg_context *ctx, const char *function,
                                    const char *count_name, int count)
{
    LG_REQUIRE(ctx, function, count >= 0, "%s is %d; it must be at least 0", count_name, count);
    return LG_OK;
}

static lg_status lg_seg_check_segments(lg_context *ctx, const char *function,
                                       const char *count_name, int count,
                                       const char *segments_name, int num_segments)
{
    LG_TRY(lg_seg_check_count(ctx, function, count_name, count));
    LG_REQUIRE(ctx, function, num_segments >= 0, "%s is %d; it must be at least 0", segments_name,
               num_segments);
    LG_REQUIRE(ctx, function, num_segments > 0 || count == 0,
               "%s is %d but %s is 0; csr needs at least one entry", count_name, count,
               segments_name);
    return LG_OK;
}
/* <<Check the arguments of a segmented reduction>> */
#line 2059 "chapters/06-segreduce.nw"
/* The size in bytes of n elements of t bytes (n >= 0 checked before). */
static size_t lg_seg_bytes_of(int n, size_t t)
{
    return t * (size_t)n;
}

#line 3518 "chapters/06-segreduce.nw"
#endif
