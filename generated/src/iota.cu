#line 1134 "chapters/00-preface.nw"
/* lg_iota_i32: the library's first kernel. */
#include "internal.h"

/* <<Fill with consecutive integers, one grid stride at a time>> */
#line 1051 "chapters/00-preface.nw"
__global__ void lg_iota_kernel(int32_t *out, int count, int32_t first)
{
    int64_t stride = (int64_t)gridDim.x * blockDim.x;

    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride)
        out[i] = (int32_t)((uint32_t)first + (uint32_t)i);
}
/* <<Check the arguments and launch the fill>> */
#line 1084 "chapters/00-preface.nw"
extern "C" lg_status lg_iota_i32(int32_t *out, int count, int32_t first, lg_context *ctx)
{
    enum { NT = 256 };
    int grid;

    LG_BEGIN(ctx);
    LG_REQUIRE(ctx, __func__, count >= 0, "count is %d; it must be at least 0", count);
    LG_REQUIRE(ctx, __func__, out != NULL || count == 0, "out is NULL and count is %d", count);
    if (count == 0)
        return LG_OK;
    grid = lg_grid_stride_ctas(ctx, count, NT);
    lg_iota_kernel<<<grid, NT, 0, ctx->stream>>>(out, count, first);
    LG_CUDA(ctx, __func__, cudaGetLastError(), "launching lg_iota_kernel");
    return LG_OK;
}
/* <<Ask the first kernel which build the device runs>> */
#line 1114 "chapters/00-preface.nw"
extern "C" cudaError_t lg_kernel_ptx_version(int *version)
{
    struct cudaFuncAttributes attributes;
    cudaError_t error = cudaFuncGetAttributes(&attributes, lg_iota_kernel);

    if (error == cudaSuccess)
        *version = attributes.ptxVersion;
#ifdef LG_FEATURES_ARCH   /* built to use an older chip's features */
    if (error == cudaSuccess && *version > LG_FEATURES_ARCH / 10)
        *version = LG_FEATURES_ARCH / 10;
#endif
    return error;
}
