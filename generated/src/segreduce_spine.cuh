#line 3477 "chapters/06-segreduce.nw"
/* The segmented reduction's spine: the carries across tiles. */
#ifndef LITGPU_SEGREDUCE_SPINE_CUH
#define LITGPU_SEGREDUCE_SPINE_CUH

#include "segreduce_tile.cuh"

/* <<Scan the tiles' carry-outs, a chunk per CTA>> */
#line 1697 "chapters/06-segreduce.nw"
template <typename T>
struct lg_spine_chunk {
    T carry_out;       /* combined carry-outs since the chunk's last run start */
    T lead;            /* carry-outs of the chunk before its first run start */
    int first_start;   /* the chunk's first tile that starts a run, or -1 */
};

template <int NT, int VT, typename T, int OP>
__global__ void __launch_bounds__(NT)
lg_segreduce_spine_kernel(const int32_t *__restrict__ limits, const T *__restrict__ carry_out,
                          int tile_count, T *dest, lg_spine_chunk<T> *chunks)
{
    __shared__ lg_seg_scan_storage<NT, T> scan;
    int first = blockIdx.x * (NT * VT) + threadIdx.x * VT;
    T tile_carry[VT], head[VT], run = lg_seg_op<T, OP>::identity(), total, carry;
    int begin[VT], any_before;
    uint32_t starts = 0, needs = 0;

    lg_allow_dependents();   /* the fix-up may start launching */
    lg_wait_prior_grid();    /* the tiles are complete and visible */
    /* <<Read the carry-outs of the thread's tiles and combine them>> */
#line 1728 "chapters/06-segreduce.nw"
    #pragma unroll
    for (int i = 0; i < VT; i++) {
        int tile = first + i;

        tile_carry[i] = head[i] = lg_seg_op<T, OP>::identity();
        begin[i] = 0;
        if (tile < tile_count) {
            lg_seg_range r = lg_segreduce_range(limits[tile], limits[tile + 1]);
            tile_carry[i] = carry_out[tile];
            begin[i] = r.begin;
            starts |= (uint32_t)lg_tile_starts_run(r) << i;
            needs |= (uint32_t)lg_tile_needs_carry_in(r) << i;
            if (needs >> i & 1)
                head[i] = dest[r.begin];
        }
        run = starts >> i & 1 ? tile_carry[i] : lg_seg_op<T, OP>::combine(run, tile_carry[i]);
    }
#line 1718 "chapters/06-segreduce.nw"
    carry = lg_seg_scan_carries<NT, T, OP>(starts != 0, run, &scan, &total, &any_before);
    /* <<Hand each of the thread's tiles its carry-in>> */
#line 1752 "chapters/06-segreduce.nw"
    int leading = !any_before;

    #pragma unroll
    for (int i = 0; i < VT; i++) {
        if (first + i < tile_count) {
            if (leading && (starts >> i & 1)) {
                chunks[blockIdx.x].first_start = first + i;
                chunks[blockIdx.x].lead = carry;
            }
            if ((needs >> i & 1) && (!leading || blockIdx.x == 0))
                dest[begin[i]] = lg_seg_op<T, OP>::combine(carry, head[i]);
        }
        if (starts >> i & 1) {
            leading = 0;
            carry = tile_carry[i];
        } else {
            carry = lg_seg_op<T, OP>::combine(carry, tile_carry[i]);
        }
    }
#line 1720 "chapters/06-segreduce.nw"
    if (!__syncthreads_or(starts != 0) && threadIdx.x == 0)
        chunks[blockIdx.x].first_start = -1;
    if (threadIdx.x == 0)
        chunks[blockIdx.x].carry_out = total;
}
/* <<Look back over the chunk records>> */
#line 1814 "chapters/06-segreduce.nw"
/* Run by the 32 lanes of one warp: the carry-outs of the chunks from the
   nearest one at or before `top` that starts a run up to `top`, combined in
   chunk order, in every lane. */
template <typename T, int OP>
__device__ T lg_seg_look_back(const lg_spine_chunk<T> *chunks, int top, int lane)
{
    const T identity = lg_seg_op<T, OP>::identity();
    T carry = identity;

    for (;; top -= LG_WARP_SIZE) {
        int pred = top - lane;
        int starts = pred < 0 || chunks[pred].first_start >= 0;
        uint32_t prefixes = __ballot_sync(LG_FULL_MASK, starts);
        uint32_t counted = lg_look_back_lanes(0u, prefixes);   /* nothing is missing */
        T value = (counted >> lane & 1) && pred >= 0 ? chunks[pred].carry_out : identity;

        value = lg_seg_warp_reduce_in_order<T, OP, 1>(value);
        carry = lg_seg_op<T, OP>::combine(__shfl_sync(LG_FULL_MASK, value, 0), carry);
        if (prefixes != 0)
            return carry;
    }
}
/* <<Finish the carry-ins at the start of each chunk>> */
#line 1781 "chapters/06-segreduce.nw"
template <typename T, int OP>
__global__ void lg_segreduce_spine_fix_kernel(const int32_t *__restrict__ limits,
                                              const lg_spine_chunk<T> *chunks, int chunk_count,
                                              T *dest)
{
    int lane = threadIdx.x & 31, tile;
    int chunk = 1 + (int)((blockIdx.x * blockDim.x + threadIdx.x) / 32);
    T carry;
    lg_seg_range r;

    lg_wait_prior_grid(); /* the chunk records are complete and visible */
    if (chunk >= chunk_count || (tile = chunks[chunk].first_start) < 0)
        return;
    r = lg_segreduce_range(limits[tile], limits[tile + 1]);
    if (!lg_tile_needs_carry_in(r))
        return;
    carry = lg_seg_look_back<T, OP>(chunks, chunk - 1, lane);
    if (lane == 0) {
        carry = lg_seg_op<T, OP>::combine(carry, chunks[chunk].lead);
        dest[r.begin] = lg_seg_op<T, OP>::combine(carry, dest[r.begin]);
    }
}

#line 3487 "chapters/06-segreduce.nw"
#endif
