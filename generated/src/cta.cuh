#line 646 "chapters/01-foundations.nw"
/* CTA building blocks: moving a tile between global memory, shared memory
   and registers; reducing and scanning across a warp and a CTA. Device
   code; the host-and-device logic it uses is in tile.h. */
#ifndef LITGPU_CTA_CUH
#define LITGPU_CTA_CUH

#include <stdint.h>
#include "launch.cuh"   /* LG_FEATURE_ARCH */
#include "tile.h"

/* <<Load a tile in strided order>> */
#line 132 "chapters/01-foundations.nw"
/* x[j] = tile[j * NT + tid] for the first `valid` elements of the tile;
   `fill` for the rest. tile is the tile's first element in global memory,
   or anything else whose tile[i] reads element i of the tile. */
template<int NT, int VT, typename Tile, typename T>
__device__ void lg_load_strided(Tile tile, int valid, int tid, T *x, T fill)
{
    if (valid >= NT * VT) {
        LG_UNROLL for (int j = 0; j < VT; j++)
            x[j] = tile[lg_strided_index(tid, j, NT)];
    } else {
        LG_UNROLL for (int j = 0; j < VT; j++) {
            int i = lg_strided_index(tid, j, NT);
            x[j] = i < valid ? tile[i] : fill;
        }
    }
}
/* <<Store a tile in strided order>> */
#line 151 "chapters/01-foundations.nw"
/* tile_global[j * NT + tid] = x[j] for the first `valid` elements. */
template<int NT, int VT, typename T>
__device__ void lg_store_strided(const T *x, int valid, int tid, T *tile_global)
{
    LG_UNROLL for (int j = 0; j < VT; j++) {
        int i = lg_strided_index(tid, j, NT);
        if (valid >= NT * VT || i < valid)
            tile_global[i] = x[j];
    }
}
/* <<Transpose a tile from strided to thread order>> */
#line 186 "chapters/01-foundations.nw"
/* Needs lg_tile_shared_words(NT * VT, PADDED) T's of shared memory, which no
   thread may still be reading; leaves the tile there, so the caller passes
   a barrier before writing it again. */
template<int NT, int VT, int PADDED, typename T>
__device__ void lg_strided_to_thread_order(T *x, int tid, T *shared)
{
    LG_UNROLL for (int j = 0; j < VT; j++)
        shared[lg_tile_slot(lg_strided_index(tid, j, NT), PADDED)] = x[j];
    __syncthreads();
    LG_UNROLL for (int j = 0; j < VT; j++)
        x[j] = shared[lg_tile_slot(lg_thread_order_index(tid, j, VT), PADDED)];
}
/* <<Transpose a tile from thread to strided order>> */
#line 201 "chapters/01-foundations.nw"
/* The inverse, with the same needs. */
template<int NT, int VT, int PADDED, typename T>
__device__ void lg_thread_to_strided_order(T *x, int tid, T *shared)
{
    LG_UNROLL for (int j = 0; j < VT; j++)
        shared[lg_tile_slot(lg_thread_order_index(tid, j, VT), PADDED)] = x[j];
    __syncthreads();
    LG_UNROLL for (int j = 0; j < VT; j++)
        x[j] = shared[lg_tile_slot(lg_strided_index(tid, j, NT), PADDED)];
}
/* <<Copy a range into shared memory>> */
#line 336 "chapters/01-foundations.nw"
/* shared[0, count) = global[0, count), for count <= NT * LOADS, coalesced,
   every load issued before the first store. The caller synchronizes after. */
template <int NT, int LOADS, typename T>
__device__ __forceinline__ void lg_load_to_shared(const T *__restrict__ global, int count,
                                                  T *shared, int tid)
{
    T x[LOADS];

    LG_UNROLL for (int v = 0; v < LOADS; v++)
        x[v] = lg_strided_index(tid, v, NT) < count ? global[lg_strided_index(tid, v, NT)] : T(0);
    LG_UNROLL for (int v = 0; v < LOADS; v++)
        if (lg_strided_index(tid, v, NT) < count)
            shared[lg_strided_index(tid, v, NT)] = x[v];
}
/* <<Copy a range into shared memory>> */
#line 360 "chapters/01-foundations.nw"
/* As lg_load_to_shared, without holding the loads in registers. */
template <int NT, int LOADS, typename T>
__device__ __forceinline__ void lg_copy_to_shared(const T *__restrict__ global, int count,
                                                  T *shared, int tid)
{
    LG_UNROLL for (int v = 0; v < LOADS; v++)
        if (lg_strided_index(tid, v, NT) < count)
            shared[lg_strided_index(tid, v, NT)] = global[lg_strided_index(tid, v, NT)];
}
/* <<Copy a range out of shared memory>> */
#line 375 "chapters/01-foundations.nw"
/* global[0, count) = shared[0, count), for count <= NT * VT, coalesced. */
template <int NT, int VT, typename T>
__device__ __forceinline__ void lg_store_from_shared(const T *shared, int count, T *global,
                                                     int tid)
{
    LG_UNROLL for (int v = 0; v < VT; v++)
        if (lg_strided_index(tid, v, NT) < count)
            global[lg_strided_index(tid, v, NT)] = shared[lg_strided_index(tid, v, NT)];
}
/* <<Store a tile held in thread order>> */
#line 393 "chapters/01-foundations.nw"
/* Write the tile held in thread order (thread tid has elements VT * tid ...
   VT * tid + VT - 1 in values[]) to out[0, count), coalesced, through
   shared[0, NT * VT). No thread may still be reading shared when this
   starts; the caller synchronizes before reusing shared. */
template <int NT, int VT, typename T>
__device__ __forceinline__ void lg_store_thread_order(const T *values, int count, T *shared,
                                                      int tid, T *out)
{
    LG_UNROLL for (int v = 0; v < VT; v++)
        shared[lg_thread_order_index(tid, v, VT)] = values[v];
    __syncthreads();
    lg_store_from_shared<NT, VT>(shared, count, out, tid);
}
/* <<Reduce across a warp>> */
#line 477 "chapters/01-foundations.nw"
/* Every lane gets the sum of the 32 lanes' x. Called by a whole warp. */
template<typename T>
__device__ T lg_warp_reduce(T x)
{
    LG_UNROLL for (int mask = LG_WARP_SIZE / 2; mask > 0; mask /= 2)
        x += __shfl_xor_sync(LG_FULL_MASK, x, mask);
    return x;
}

/* The sum of 32-bit words in one instruction where the GPU has it
   (redux.sync, since 8.0), else the five shuffles above. */
__device__ inline uint32_t lg_warp_sum_u32(uint32_t x)
{
#if LG_FEATURE_ARCH >= 800
    return __reduce_add_sync(LG_FULL_MASK, x);
#else
    return lg_warp_reduce(x);
#endif
}
/* <<Reduce across a CTA>> */
#line 534 "chapters/01-foundations.nw"
/* Every thread gets the sum of the NT threads' x. Needs NT / 32 T's of
   shared memory, which no thread may still be reading; leaves them to be
   read, so a barrier must pass before they are written again. */
template<int NT, typename T>
__device__ T lg_cta_reduce(T x, int tid, T *warp_shared)
{
    enum { WARPS = NT / LG_WARP_SIZE };
    T total = 0;

    static_assert(NT % LG_WARP_SIZE == 0 && NT <= 1024, "NT: whole warps, at most 1024 threads");
    x = lg_warp_reduce(x);
    if (tid % LG_WARP_SIZE == 0)
        warp_shared[tid / LG_WARP_SIZE] = x;
    __syncthreads();
    LG_UNROLL for (int w = 0; w < WARPS; w++)
        total += warp_shared[w];
    return total;
}
/* <<Scan across a warp>> */
#line 515 "chapters/01-foundations.nw"
/* Inclusive scan of the 32 lanes' x. Called by a whole warp. */
__device__ inline uint32_t lg_warp_scan_inclusive_u32(uint32_t x, int lane)
{
    LG_UNROLL for (int offset = 1; offset < LG_WARP_SIZE; offset *= 2)
        x = lg_warp_scan_step_u32(x, __shfl_up_sync(LG_FULL_MASK, x, offset), lane, offset);
    return x;
}
/* <<Scan across a CTA>> */
#line 561 "chapters/01-foundations.nw"
/* Inclusive scan of one value per thread across the CTA, wrapping; *total
   gets the sum of all NT values. Shared memory as for lg_cta_reduce. */
template<int NT>
__device__ uint32_t lg_cta_scan_inclusive_u32(uint32_t x, int tid, uint32_t *warp_shared,
                                           uint32_t *total)
{
    enum { WARPS = NT / LG_WARP_SIZE };
    int lane = tid % LG_WARP_SIZE, warp = tid / LG_WARP_SIZE;

    static_assert(NT % LG_WARP_SIZE == 0 && NT <= 1024, "NT: whole warps, at most 1024 threads");
    x = lg_warp_scan_inclusive_u32(x, lane);
    if (lane == LG_WARP_SIZE - 1)
        warp_shared[warp] = x;
    __syncthreads();
    /* <<Scan the warp totals in the first warp>> */
#line 586 "chapters/01-foundations.nw"
    if (WARPS > 1) {
        if (warp == 0) {
            uint32_t w = lane < WARPS ? warp_shared[lane] : 0;
            w = lg_warp_scan_inclusive_u32(w, lane);
            if (lane < WARPS)
                warp_shared[lane] = w;
        }
        __syncthreads();
    }
#line 576 "chapters/01-foundations.nw"
    *total = warp_shared[WARPS - 1];
    return warp > 0 ? warp_shared[warp - 1] + x : x;
}
/* <<Scan across a CTA>> */
#line 601 "chapters/01-foundations.nw"
template<int NT>
__device__ uint32_t lg_cta_scan_exclusive_u32(uint32_t x, int tid, uint32_t *warp_shared,
                                           uint32_t *total)
{
    return lg_cta_scan_inclusive_u32<NT>(x, tid, warp_shared, total) - x;
}
/* <<Scan a tile held in thread order>> */
#line 616 "chapters/01-foundations.nw"
/* x[j] is tile element tid * VT + j. Afterwards x[j] is the sum of the tile
   elements before it (exclusive) or up to it (inclusive); returns the tile's
   total. Shared memory as for lg_cta_reduce, NT / 32 words. */
template<int NT, int VT>
__device__ uint32_t lg_cta_tile_scan_u32(uint32_t *x, int tid, uint32_t *warp_shared,
                                      int inclusive)
{
    uint32_t total;
    uint32_t carry = lg_cta_scan_exclusive_u32<NT>(lg_thread_reduce_u32(x, VT), tid, warp_shared,
                                                &total);
    if (inclusive)
        lg_thread_scan_inclusive_u32(x, VT, carry);
    else
        lg_thread_scan_exclusive_u32(x, VT, carry);
    return total;
}

#line 669 "chapters/01-foundations.nw"
#endif
