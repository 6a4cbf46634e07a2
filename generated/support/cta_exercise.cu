#line 1024 "chapters/09-support.nw"
/* Kernels that run the foundations chapter's CTA routines, for the tests. */
#include "support.h"
#include "scan.cuh"

/* <<Run a CTA routine on every tile>> */
#line 971 "chapters/09-support.nw"
template<int NT, int VT>
__global__ void __launch_bounds__(NT)
cta_exercise_kernel(cta_exercise what, const int32_t *in, int count, int32_t *out,
                    int32_t *tile_totals)
{
    enum { NV = NT * VT, PADDED = VT % 2 == 0 };
    __shared__ uint32_t values_shared[NV + (PADDED ? NV / LG_BANKS : 0)];
    __shared__ uint32_t warp_shared[NT / LG_WARP_SIZE];
    int tid = threadIdx.x;
    int64_t base = (int64_t)blockIdx.x * NV;
    int valid = count - base < NV ? (int)(count - base) : NV;
    uint32_t x[VT], total;

    lg_load_strided<NT, VT>((const uint32_t *)in + base, valid, tid, x, 0u);
    lg_strided_to_thread_order<NT, VT, PADDED>(x, tid, values_shared);
    if (what == CTA_REDUCE) {
        total = lg_cta_reduce<NT>(lg_thread_reduce_u32(x, VT), tid, warp_shared);
        out[(int64_t)blockIdx.x * NT + tid] = (int32_t)total;
    } else {
        total = lg_cta_tile_scan_u32<NT, VT>(x, tid, warp_shared, what == CTA_SCAN_INCLUSIVE);
        lg_thread_to_strided_order<NT, VT, PADDED>(x, tid, values_shared);
        lg_store_strided<NT, VT>(x, valid, tid, (uint32_t *)out + base);
    }
    if (tid == NT - 1)
        tile_totals[blockIdx.x] = (int32_t)total;
}
/* <<Run a CTA routine on every tile>> */
#line 1000 "chapters/09-support.nw"
#define CTA_EXERCISE_SHAPE(NT_, VT_)                                                    \
    if (nt == NT_ && vt == VT_) {                                                        \
        cta_exercise_kernel<NT_, VT_><<<lg_scan_tile_count(count, NT_ * VT_), NT_, 0, stream>>>( \
            what, in, count, out, tile_totals);                                          \
        return cuda_check(cudaGetLastError(), "cta_exercise_i32: launching the kernel"); \
    }

lg_status cta_exercise_i32(cta_exercise what, int nt, int vt, const int32_t *in, int count,
                           int32_t *out, int32_t *tile_totals, cudaStream_t stream)
{
    if (count < 0 || (count > 0 && (in == NULL || out == NULL || tile_totals == NULL)))
        return support_fail(LG_ERR_INVALID_ARGUMENT, "cta_exercise_i32: bad arguments");
    if (count == 0)
        return LG_OK;
    CTA_EXERCISE_SHAPE(32, 1)
    CTA_EXERCISE_SHAPE(96, 3)
    CTA_EXERCISE_SHAPE(128, 7)
    CTA_EXERCISE_SHAPE(256, 8)
    CTA_EXERCISE_SHAPE(1024, 2)
    return support_fail(LG_ERR_INVALID_ARGUMENT, "cta_exercise_i32: no shape nt %d, vt %d", nt, vt);
}
