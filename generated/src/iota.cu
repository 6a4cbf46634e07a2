#line 1005 "chapters/00-preface.nw"
/* lg_iota_i32: the library's first kernel. */
#include "internal.h"

/* <<Fill with consecutive integers, one grid stride at a time>> */
#line 950 "chapters/00-preface.nw"
__global__ void iota_kernel(int32_t *out, int count, int32_t first)
{
    int64_t stride = (int64_t)gridDim.x * blockDim.x;

    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride)
        out[i] = (int32_t)((uint32_t)first + (uint32_t)i);
}
/* <<Check the arguments and launch the fill>> */
#line 983 "chapters/00-preface.nw"
extern "C" lg_status lg_iota_i32(int32_t *out, int count, int32_t first, lg_context *ctx)
{
    enum { NT = 256 };
    int grid;

    LG_BEGIN(ctx);
    LG_REQUIRE(ctx, count >= 0, "count is %d; it must be at least 0", count);
    LG_REQUIRE(ctx, out != NULL || count == 0, "out is NULL and count is %d", count);
    if (count == 0)
        return LG_OK;
    grid = lg_grid_stride_ctas(ctx, count, NT);
    iota_kernel<<<grid, NT, 0, ctx->stream>>>(out, count, first);
    LG_CUDA(ctx, cudaGetLastError(), "launching iota_kernel");
    return LG_OK;
}
