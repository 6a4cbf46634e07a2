#line 6192 "chapters/09-support.nw"
/* The pieces of the load-balancing search and the naive expansion, for
   the benchmark driver. */
#include "support.h"
#include "load_balance.cuh"

/* <<Partition a load-balancing search by bisection>> */
#line 6073 "chapters/09-support.nw"
/* lg_lbs_partition_kernel's partitions, each found by the merge path
   search over the natural numbers (lg_merge_path_counting_i32). */
template <int NT>
__global__ void __launch_bounds__(NT)
lbs_bisect_partition_kernel(int a_count, const int32_t *b_scan, int b_count, int nv,
                            int *partitions, int partition_count)
{
    int p = blockIdx.x * NT + threadIdx.x;

    lg_allow_dependents(); /* the next kernel may start launching */
    if (p < partition_count) {
        int diag = lg_merge_diagonal(p, nv, a_count + b_count);
        partitions[p] = lg_merge_path_counting_i32(0, a_count, b_scan, b_count, diag,
                                                   LG_BOUNDS_UPPER);
    }
}
/* <<Launch one piece in one tile shape>> */
#line 6097 "chapters/09-support.nw"
template <int NT, int VT, bool HALO>
static lg_status launch_piece(lbs_piece piece, int bisect, int a_count, const int32_t *b_scan,
                              int b_count, int *partitions, int32_t *indices,
                              const lg_context *ctx)
{
    enum { NV = NT * VT, PNT = LG_LBS_PARTITION_NT };
    int tiles = lbs_piece_tiles(a_count, b_count, NT, VT);
    cudaStream_t stream = ctx->stream;
    cudaLaunchAttribute attribute;
    cudaLaunchConfig_t config = lg_dependent_launch(ctx, tiles, NT, &attribute);

    if (piece != LBS_PIECE_KERNEL && bisect)
        lbs_bisect_partition_kernel<PNT><<<tiles / PNT + 1, PNT, 0, stream>>>(
            a_count, b_scan, b_count, NV, partitions, tiles + 1);
    else if (piece != LBS_PIECE_KERNEL)
        lg_lbs_partition_kernel<PNT><<<tiles / PNT + 1, PNT, 0, stream>>>(
            a_count, b_scan, b_count, NV, partitions, tiles + 1);
    if (piece == LBS_PIECE_PARTITION)
        return cuda_check(cudaGetLastError(), "lbs_piece_i32: launching the partition kernel");
    if (piece != LBS_PIECE_BOTH)
        config.numAttrs = 0;   /* the kernel alone: no dependent */
    return cuda_check(cudaLaunchKernelEx(&config, lg_load_balance_kernel<NT, VT, HALO>, a_count,
                                         b_scan, b_count, (const int *)partitions, indices),
                      "lbs_piece_i32: launching the search kernel");
}
/* <<Choose the tile shape of a piece>> */
#line 6125 "chapters/09-support.nw"
#define LBS_PIECE_SHAPES(X) \
    X(128, 7) X(128, 11) X(128, 15) X(256, 7) X(256, 11) X(256, 15) X(512, 11) X(512, 15)

int lbs_piece_shape_ok(int nt, int vt, int halo)
{
#define LBS_SHAPE_IS(NT, VT) || (nt == NT && vt == VT)
    return halo ? 0 LBS_PIECE_SHAPES(LBS_SHAPE_IS) : nt == 256 && vt == 15;
}

int lbs_piece_tiles(int a_count, int b_count, int nt, int vt)
{
    return (int)(((int64_t)a_count + b_count + nt * vt - 1) / (nt * vt));
}

/* <<Launch a piece in the shape asked for>> */
#line 6147 "chapters/09-support.nw"
lg_status lbs_piece_i32(lbs_piece piece, int nt, int vt, int bisect, int halo, int a_count,
                        const int32_t *b_scan, int b_count, int *partitions, int32_t *indices,
                        lg_context *ctx)
{
    if (!lbs_piece_shape_ok(nt, vt, halo))
        return support_fail(LG_ERR_INVALID_ARGUMENT, "lbs_piece_i32: no tiles of %d x %d%s",
                            nt, vt, halo ? "" : " without the halo");
    if (!halo)
        return launch_piece<256, 15, false>(piece, bisect, a_count, b_scan, b_count,
                                            partitions, indices, ctx);
#define LBS_LAUNCH_SHAPE(NT, VT)                                                          \
    if (nt == NT && vt == VT)                                                             \
        return launch_piece<NT, VT, true>(piece, bisect, a_count, b_scan, b_count,        \
                                          partitions, indices, ctx);
    LBS_PIECE_SHAPES(LBS_LAUNCH_SHAPE)
    return LG_OK; /* not reached: the shape was checked */
}
/* <<Expand each object with one thread>> */
#line 6169 "chapters/09-support.nw"
__global__ void lbs_naive_kernel(int a_count, const int32_t *b_scan, int b_count,
                                 int32_t *indices)
{
    int64_t stride = (int64_t)gridDim.x * blockDim.x;

    for (int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; j < b_count; j += stride) {
        int begin = b_scan[j], end = j + 1 < b_count ? b_scan[j + 1] : a_count;
        for (int i = begin; i < end; i++)
            indices[i] = (int32_t)j;
    }
}

lg_status lbs_naive_i32(int a_count, const int32_t *b_scan, int b_count, int32_t *indices,
                        cudaStream_t stream)
{
    if (b_count > 0)
        lbs_naive_kernel<<<(b_count + 255) / 256, 256, 0, stream>>>(a_count, b_scan, b_count,
                                                                    indices);
    return cuda_check(cudaGetLastError(), "lbs_naive_i32: launching");
}
