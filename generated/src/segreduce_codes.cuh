#line 3403 "chapters/06-segreduce.nw"
/* The passes that make the tile kernel's codes: from keys, from a CSR array. */
#ifndef LITGPU_SEGREDUCE_CODES_CUH
#define LITGPU_SEGREDUCE_CODES_CUH

#include "scan.cuh"       /* lg_look_back */
#include "segreduce_tile.cuh"

/* <<Find the ends of a tile of keys>> */
#line 2365 "chapters/06-segreduce.nw"
template <int NT, int VT>
struct lg_keys_shared {
    int32_t keys[NT * VT + 1];       /* the tile's keys and the next one */
    int32_t run_keys[NT * VT];       /* the keys of its segments, in order */
    lg_seg_scan_storage<NT, int32_t> scan;
    int tile;
    int32_t before;                  /* ends before the tile */
};

template <int NT, int VT>
__global__ void __launch_bounds__(NT)
lg_segreduce_keys_codes_kernel(const int32_t *__restrict__ keys, int count, int tile_count,
                               uint32_t *codes, int32_t *limits, uint64_t *status,
                               int32_t *keys_out)
{
    __shared__ lg_keys_shared<NT, VT> shared;
    int tid = threadIdx.x, tile, tile_start, tile_count_here, loaded, any_before;
    int32_t before, tile_total;
    uint32_t ends = 0;

    /* <<Take the next tile's number and load its keys>> */
#line 2397 "chapters/06-segreduce.nw"
    if (tid == 0)
        shared.tile = atomicAdd((int *)&status[tile_count], 1);
    __syncthreads();
    tile = shared.tile;
    tile_start = tile * (NT * VT);
    tile_count_here = min(NT * VT, count - tile_start);
    loaded = min(NT * VT + 1, count - tile_start);
    lg_copy_to_shared<NT, VT + 1>(keys + tile_start, loaded, shared.keys, tid);
    __syncthreads();
#line 2386 "chapters/06-segreduce.nw"
    /* <<Find the ends of the thread's keys>> */
#line 2409 "chapters/06-segreduce.nw"
    #pragma unroll
    for (int i = 0; i < VT; i++) {
        int j = tid * VT + i;
        if (j < tile_count_here &&
            lg_key_ends_segment(shared.keys, j, loaded, tile_start + j == count - 1))
            ends |= 1u << i;
    }
#line 2387 "chapters/06-segreduce.nw"
    before = lg_seg_scan_carries<NT, int32_t, LG_OP_SUM>(0, __popc(ends), &shared.scan, &tile_total,
                                                         &any_before);
    /* <<Publish the tile's count and look back>> */
#line 2419 "chapters/06-segreduce.nw"
    if (tid == 0 && tile > 0)
        lg_publish_tile_status(status, tile, LG_TILE_AGGREGATE, (uint32_t)tile_total);
    if (tid < LG_WARP_SIZE) {
        int32_t earlier = tile > 0 ? (int32_t)lg_look_back(status, tile, tid) : 0;
        if (tid == 0) {
            int carried = tile > 0 && keys[tile_start - 1] == shared.keys[0];
            lg_publish_tile_status(status, tile, LG_TILE_PREFIX, (uint32_t)(earlier + tile_total));
            limits[tile] = lg_keys_limit(earlier, carried);
            if (tile == tile_count - 1)
                limits[tile_count] = earlier + tile_total;
            shared.before = earlier;
        }
    }
    __syncthreads();
#line 2390 "chapters/06-segreduce.nw"
    codes[tile * NT + tid] = lg_segreduce_code(ends, before, 0);
    if (keys_out != NULL)
        /* <<Write the keys of the tile's segments>> */
#line 2436 "chapters/06-segreduce.nw"
        {
            int k = before;

        #pragma unroll
            for (int i = 0; i < VT; i++)
                if (ends >> i & 1)
                    shared.run_keys[k++] = shared.keys[tid * VT + i];
            __syncthreads();
            for (int j = tid; j < tile_total; j += NT)
                keys_out[shared.before + j] = shared.run_keys[j];
        }
#line 2393 "chapters/06-segreduce.nw"
}
/* <<Find the codes of a tile of segments>> */
#line 2745 "chapters/06-segreduce.nw"
template <int NT, int VT>
__global__ void __launch_bounds__(NT)
lg_segreduce_csr_codes_kernel(const int32_t *__restrict__ csr, int num_segments, int count,
                              const int32_t *__restrict__ limits, uint32_t *codes)
{
    __shared__ lg_seg_tile_starts<NT, VT> seg;
    __shared__ uint32_t flags[LG_SEG_FLAG_WORDS];
    int tile = blockIdx.x, tid = threadIdx.x, tile_start = tile * (NT * VT);
    int tile_count = min(NT * VT, count - tile_start), rows[VT], jumps = 0;
    lg_seg_range range = lg_segreduce_range(limits[tile], limits[tile + 1]);
    lg_seg_starts s;
    uint32_t ends;

    if (range.total > NT * VT) {
        codes[tile * NT + tid] = LG_CODE_FROM_CSR;
        return;
    }
    /* <<Point s at the range's starts in csr>> */
#line 1265 "chapters/06-segreduce.nw"
    s.last = lg_seg_starts_last(range);
    s.terminator = lg_seg_terminator(csr, num_segments, count, range);
    s.starts = csr + range.begin;
#line 2763 "chapters/06-segreduce.nw"
    if (s.last <= NT && !lg_seg_flag_starts<NT>(s, tile_start, tile_count, flags)) {
        codes[tile * NT + tid] = lg_seg_code_from_flags<VT>(flags);
        return;
    }
    lg_seg_clear_marks<NT, VT>(seg.marks);
    lg_copy_to_shared<NT, VT + 1>(csr + range.begin, s.last, seg.starts, tid);
    __syncthreads();
    s.starts = seg.starts;
    lg_seg_mark_starts<NT, VT>(s, tile_start, tile_count, seg.marks);
    ends = lg_seg_find_rows_marked<VT>(s, tile_start, tile_count, seg.marks, rows);
    /* <<Store the thread's code, or send the tile to the CSR array if rows jump>> */
#line 2778 "chapters/06-segreduce.nw"
    #pragma unroll
    for (int i = 1; i < VT; i++)
        jumps |= (ends >> (i - 1) & 1) && rows[i] != rows[i - 1] + 1 && tid * VT + i < tile_count;
    codes[tile * NT + tid] = lg_segreduce_code(ends, rows[0], __syncthreads_or(jumps));
#line 2774 "chapters/06-segreduce.nw"
}

#line 3413 "chapters/06-segreduce.nw"
#endif
