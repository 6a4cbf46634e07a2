#line 1120 "chapters/09-support.nw"
/* Four ways to copy an array tile by tile, to measure the transposes. */
#include "support.h"
#include "scan.cuh"

/* <<Copy a tile in one of four ways>> */
#line 1049 "chapters/09-support.nw"
template<int NT, int VT, int VARIANT>
__global__ void __launch_bounds__(NT)
tile_copy_kernel(const int32_t *in, int count, int rounds, int32_t *out)
{
    enum { NV = NT * VT };
    __shared__ int32_t tile_shared[NV + NV / LG_BANKS];
    int tid = threadIdx.x;
    int64_t base = (int64_t)blockIdx.x * NV;
    int valid = count - base < NV ? (int)(count - base) : NV;
    int32_t x[VT];

    if (VARIANT == COPY_THREAD_ORDER) {
        /* <<Copy each thread's consecutive values straight through>> */
#line 1071 "chapters/09-support.nw"
        LG_UNROLL for (int j = 0; j < VT; j++) {
            int i = lg_thread_order_index(tid, j, VT);
            x[j] = i < valid ? in[base + i] : 0;
        }
        LG_UNROLL for (int j = 0; j < VT; j++) {
            int i = lg_thread_order_index(tid, j, VT);
            if (i < valid)
                out[base + i] = x[j];
        }
#line 1062 "chapters/09-support.nw"
    } else {
        lg_load_strided<NT, VT>(in + base, valid, tid, x, 0);
        /* <<Go to thread order and back, if the variant says so>> */
#line 1083 "chapters/09-support.nw"
        if (VARIANT == COPY_VIA_SHARED || VARIANT == COPY_VIA_PADDED_SHARED) {
            enum { PADDED = VARIANT == COPY_VIA_PADDED_SHARED };
            for (int round = 0; round < rounds; round++) {
                if (round > 0)
                    __syncthreads();   /* the last round's reads are done */
                lg_strided_to_thread_order<NT, VT, PADDED>(x, tid, tile_shared);
                __syncthreads();       /* every thread has read its values before any writes */
                lg_thread_to_strided_order<NT, VT, PADDED>(x, tid, tile_shared);
            }
        }
#line 1065 "chapters/09-support.nw"
        lg_store_strided<NT, VT>(x, valid, tid, out + base);
    }
}
/* <<Copy a tile in one of four ways>> */
#line 1096 "chapters/09-support.nw"
#define TILE_COPY(VT_, VARIANT_)                                                          \
    if (vt == VT_ && variant == VARIANT_) {                                               \
        tile_copy_kernel<256, VT_, VARIANT_><<<lg_scan_tile_count(count, 256 * VT_), 256, 0, stream>>>( \
            in, count, rounds, out);                                                       \
        return cuda_check(cudaGetLastError(), "tile_copy_i32: launching the copy");       \
    }
#define TILE_COPIES(VT_) \
    TILE_COPY(VT_, COPY_STRIDED) TILE_COPY(VT_, COPY_THREAD_ORDER) \
    TILE_COPY(VT_, COPY_VIA_SHARED) TILE_COPY(VT_, COPY_VIA_PADDED_SHARED)

lg_status tile_copy_i32(tile_copy_variant variant, int vt, int rounds, const int32_t *in,
                        int count, int32_t *out, cudaStream_t stream)
{
    if (count < 0 || rounds < 1 || (count > 0 && (in == NULL || out == NULL)))
        return support_fail(LG_ERR_INVALID_ARGUMENT, "tile_copy_i32: bad arguments");
    if (count == 0)
        return LG_OK;
    TILE_COPIES(4) TILE_COPIES(8) TILE_COPIES(15) TILE_COPIES(16)
    return support_fail(LG_ERR_INVALID_ARGUMENT, "tile_copy_i32: no variant %d with vt %d",
                        (int)variant, vt);
}
