#line 1048 "chapters/01-foundations.nw"
/* The single-pass scan with decoupled look-back (Merrill and Garland). */
#ifndef LITGPU_SCAN_CUH
#define LITGPU_SCAN_CUH

#include "cta.cuh"

/* <<Publish and read tile status words>> */
#line 768 "chapters/01-foundations.nw"
__device__ inline void lg_publish_tile_status(uint64_t *status, int tile, uint32_t flag,
                                           uint32_t value)
{
    uint64_t word = lg_tile_status_word(flag, value);

    atomicExch((unsigned long long *)(status + tile), (unsigned long long)word);
}

__device__ inline uint64_t lg_read_tile_status(const uint64_t *status, int tile)
{
    uint64_t word;

    asm volatile("ld.relaxed.gpu.global.u64 %0, [%1];" : "=l"(word) : "l"(status + tile)
                 : "memory");
    return word;
}
/* <<Look back over the predecessors' status words>> */
#line 852 "chapters/01-foundations.nw"
/* Run by the 32 lanes of one warp of tile `tile` > 0: the sum, wrapping,
   of every element before the tile. */
__device__ inline uint32_t lg_look_back(const uint64_t *status, int tile, int lane)
{
    uint32_t prefix = 0;

    for (int top = tile - 1;;) {
        int pred = top - lane;
        uint64_t word = pred >= 0 ? lg_read_tile_status(status, pred)
                                  : lg_tile_status_word(LG_TILE_PREFIX, 0);
        uint32_t flag = lg_tile_status_flag(word);
        uint32_t prefixes = __ballot_sync(LG_FULL_MASK, flag == LG_TILE_PREFIX);
        uint32_t counted = lg_look_back_lanes(__ballot_sync(LG_FULL_MASK, flag == LG_TILE_INVALID),
                                              prefixes);

        if (counted == 0)
            continue;   /* a tile up to the nearest prefix has nothing yet: read again */
        prefix += lg_warp_sum_u32(counted >> lane & 1 ? lg_tile_status_value(word) : 0u);
        if (prefixes != 0)
            return prefix;
        top -= LG_WARP_SIZE;
    }
}
/* <<Scan one tile of the device array>> */
#line 899 "chapters/01-foundations.nw"
/* One CTA per tile of NT * VT values; `scratch` is lg_scan_scratch_bytes of
   zeroed memory: the exact total, the tile counter, the status words. */
template<int NT, int VT>
__global__ void __launch_bounds__(NT)
lg_scan_exclusive_kernel(const int32_t *in, int count, int32_t *out, uint64_t *scratch,
                      int want_total)
{
    enum { NV = NT * VT, PADDED = VT % 2 == 0, WARPS = NT / LG_WARP_SIZE };
    __shared__ uint32_t values_shared[NV + (PADDED ? NV / LG_BANKS : 0)];
    __shared__ uint32_t warp_shared[WARPS];
    __shared__ int64_t exact_shared[WARPS];
    __shared__ int tile_shared;
    __shared__ uint32_t prefix_shared;
    uint64_t *status = scratch + 2;
    int tid = threadIdx.x;
    uint32_t x[VT], carry, tile_total;
    int64_t exact = 0;

    /* <<Take the next tile number>> */
#line 927 "chapters/01-foundations.nw"
    if (tid == 0)
        tile_shared = (int)atomicAdd((unsigned int *)(scratch + 1), 1u);
    __syncthreads();
    const int tile = tile_shared;
    const int64_t base = (int64_t)tile * NV;
    const int valid = count - base < NV ? (int)(count - base) : NV;
#line 918 "chapters/01-foundations.nw"
    /* <<Load the tile and put it in thread order>> */
#line 941 "chapters/01-foundations.nw"
    lg_load_strided<NT, VT>((const uint32_t *)in + base, valid, tid, x, 0u);
    if (want_total) {
        LG_UNROLL for (int j = 0; j < VT; j++)
            exact += (int32_t)x[j];
    }
    lg_strided_to_thread_order<NT, VT, PADDED>(x, tid, values_shared);
#line 919 "chapters/01-foundations.nw"
    /* <<Scan the thread totals and publish the tile's aggregate>> */
#line 955 "chapters/01-foundations.nw"
    carry = lg_cta_scan_exclusive_u32<NT>(lg_thread_reduce_u32(x, VT), tid, warp_shared, &tile_total);
    if (tid == 0)
        lg_publish_tile_status(status, tile, tile == 0 ? LG_TILE_PREFIX : LG_TILE_AGGREGATE, tile_total);
#line 920 "chapters/01-foundations.nw"
    /* <<Look back for the tile's carry-in and publish its prefix>> */
#line 965 "chapters/01-foundations.nw"
    if (tid < LG_WARP_SIZE) {
        uint32_t carry_in = tile > 0 ? lg_look_back(status, tile, tid) : 0;
        if (tid == 0) {
            if (tile > 0)
                lg_publish_tile_status(status, tile, LG_TILE_PREFIX, carry_in + tile_total);
            prefix_shared = carry_in;
        }
    }
    __syncthreads();
#line 921 "chapters/01-foundations.nw"
    /* <<Scan each thread's values and store the tile>> */
#line 981 "chapters/01-foundations.nw"
    lg_thread_scan_exclusive_u32(x, VT, carry + prefix_shared);
    lg_thread_to_strided_order<NT, VT, PADDED>(x, tid, values_shared);
    lg_store_strided<NT, VT>(x, valid, tid, (uint32_t *)out + base);
#line 922 "chapters/01-foundations.nw"
    /* <<Add the tile's exact total to the array's>> */
#line 999 "chapters/01-foundations.nw"
    if (want_total) {
        exact = lg_cta_reduce<NT>(exact, tid, exact_shared);
        if (tid == 0)
            atomicAdd((unsigned long long *)scratch, (unsigned long long)exact);
    }
#line 923 "chapters/01-foundations.nw"
}
/* <<Launch the single-pass scan>> */
#line 1027 "chapters/01-foundations.nw"
/* Scan count > 0 values on ctx's stream, on behalf of `function`; scratch
   is at least lg_scan_scratch_bytes(tiles). */
template<int NT, int VT>
lg_status lg_scan_exclusive_launch(lg_context *ctx, const char *function, const int32_t *in,
                                   int count, int32_t *out, uint64_t *scratch, int want_total)
{
    int tiles = lg_scan_tile_count(count, NT * VT);

    LG_CUDA(ctx, function, cudaMemsetAsync(scratch, 0, lg_scan_scratch_bytes(tiles), ctx->stream),
            "clearing the scan's status words");
    lg_scan_exclusive_kernel<NT, VT><<<tiles, NT, 0, ctx->stream>>>(in, count, out, scratch,
                                                                 want_total);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching the scan");
    return LG_OK;
}

#line 1059 "chapters/01-foundations.nw"
#endif
