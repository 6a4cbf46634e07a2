#line 3491 "chapters/06-segreduce.nw"
/* The passes that make the tile kernel's codes: from keys, from a CSR array. */
#ifndef LITGPU_SEGREDUCE_CODES_CUH
#define LITGPU_SEGREDUCE_CODES_CUH

#include "scan.cuh"       /* lg_look_back */
#include "segreduce_tile.cuh"

/* <<Find the ends of a tile of keys>> */
#line 2416 "chapters/06-segreduce.nw"
template <int NT, int VT, int TILES>
struct lg_keys_shared {
    int32_t keys[TILES * NT * VT + 1];   /* the CTA's keys and the next one,
                                            then the keys of its segments */
    uint32_t warp_totals[TILES * NT / LG_WARP_SIZE];
    uint32_t tile_before[TILES];         /* ends before each tile, in the CTA */
    int cta;
    uint32_t before;                     /* ends before the CTA */
};

/* CTA c of the pass over the keys takes tiles c * TILES to c * TILES +
   TILES - 1 with NT * TILES threads: it writes each tile thread's code and
   each tile's limit, and, unless keys_out is NULL, the key of each run. */
template <int NT, int VT, int TILES>
__global__ void __launch_bounds__(NT * TILES)
lg_segreduce_keys_codes_kernel(const int32_t *__restrict__ keys, int count, int tile_count,
                               uint32_t *codes, int32_t *limits, uint64_t *status,
                               int32_t *keys_out)
{
    enum { NTC = NT * TILES, NVC = NTC * VT };
    __shared__ lg_keys_shared<NT, VT, TILES> shared;
    int tid = threadIdx.x, tile = tid / NT, cta, cta_start, count_here, loaded;
    uint32_t ends = 0, before, cta_total;

    /* <<Take the next CTA's number and load its keys>> */
#line 2458 "chapters/06-segreduce.nw"
    if (tid == 0)
        shared.cta = atomicAdd((int *)&status[gridDim.x], 1);
    __syncthreads();
    cta = shared.cta;
    cta_start = cta * NVC;
    count_here = min(NVC, count - cta_start);
    loaded = min(NVC + 1, count - cta_start);
    lg_copy_to_shared<NTC, VT + 1>(keys + cta_start, loaded, shared.keys, tid);
    __syncthreads();
#line 2441 "chapters/06-segreduce.nw"
    /* <<Find the ends of the thread's keys>> */
#line 2470 "chapters/06-segreduce.nw"
    #pragma unroll
    for (int i = 0; i < VT; i++) {
        int j = tid * VT + i;
        if (j < count_here &&
            lg_key_ends_segment(shared.keys, j, loaded, cta_start + j == count - 1))
            ends |= 1u << i;
    }
#line 2442 "chapters/06-segreduce.nw"
    before = lg_cta_scan_exclusive_u32<NTC>(__popc(ends), tid, shared.warp_totals, &cta_total);
    if (tid % NT == 0)
        shared.tile_before[tile] = before;
    /* <<Publish the CTA's count and look back>> */
#line 2480 "chapters/06-segreduce.nw"
    if (tid == 0 && cta > 0)
        lg_publish_tile_status(status, cta, LG_TILE_AGGREGATE, cta_total);
    if (tid < LG_WARP_SIZE) {
        uint32_t earlier = cta > 0 ? lg_look_back(status, cta, tid) : 0;
        if (tid == 0) {
            lg_publish_tile_status(status, cta, LG_TILE_PREFIX, earlier + cta_total);
            if (cta == (int)gridDim.x - 1)
                limits[tile_count] = (int32_t)(earlier + cta_total);
            shared.before = earlier;
        }
    }
    __syncthreads();
#line 2446 "chapters/06-segreduce.nw"
    tile += cta * TILES;   /* from here, the tile's number in the input */
    if (tile < tile_count) {
        /* <<Write the tile's limit>> */
#line 2499 "chapters/06-segreduce.nw"
        if (tid % NT == 0) {
            int j = tid * VT;
            int32_t key_before = tid > 0 ? shared.keys[j - 1] : cta_start > 0 ? keys[cta_start - 1] : 0;
            int carried = cta_start + j > 0 && key_before == shared.keys[j];

            limits[tile] = lg_keys_limit((int32_t)(shared.before + before), carried);
        }
#line 2449 "chapters/06-segreduce.nw"
        codes[tile * NT + tid % NT] =
            lg_segreduce_code(ends, (int)(before - shared.tile_before[tid / NT]), 0);
    }
    if (keys_out != NULL)
        /* <<Write the keys of the CTA's segments>> */
#line 2516 "chapters/06-segreduce.nw"
        {
            int32_t mine[VT];
            int k = (int)before;

        #pragma unroll
            for (int i = 0; i < VT; i++)
                mine[i] = shared.keys[tid * VT + i];
            __syncthreads();
        #pragma unroll
            for (int i = 0; i < VT; i++)
                if (ends >> i & 1)
                    shared.keys[k++] = mine[i];
            __syncthreads();
            for (int j = tid; j < (int)cta_total; j += NTC)
                keys_out[shared.before + j] = shared.keys[j];
        }
#line 2454 "chapters/06-segreduce.nw"
}
/* <<Find the codes of a tile of segments>> */
#line 2837 "chapters/06-segreduce.nw"
template <int NT, int VT>
__global__ void __launch_bounds__(NT)
lg_segreduce_csr_codes_kernel(const int32_t *__restrict__ csr, int num_segments, int count,
                              const int32_t *__restrict__ limits, uint32_t *codes)
{
    __shared__ lg_seg_tile_marks<NT, VT> seg;
    __shared__ uint32_t flags[LG_SEG_FLAG_WORDS];
    int tile = blockIdx.x, tid = threadIdx.x, tile_start = tile * (NT * VT);
    int tile_count = min(NT * VT, count - tile_start), rows[VT], jumps = 0, empty;
    lg_seg_range range = lg_segreduce_range(limits[tile], limits[tile + 1]);
    lg_seg_starts s;
    uint32_t ends, code;

    if (range.total > NT * VT) {
        codes[tile * NT + tid] = LG_CODE_FROM_CSR;
        return;
    }
    /* <<Point s at the range's starts in csr>> */
#line 1288 "chapters/06-segreduce.nw"
    s.last = lg_seg_starts_last(range);
    s.terminator = lg_seg_terminator(csr, num_segments, count, range);
    s.starts = csr + range.begin;
#line 2855 "chapters/06-segreduce.nw"
    empty = lg_seg_flag_starts<NT>(s, tile_start, tile_count, flags);
    code = lg_seg_code_from_flags<VT>(flags);
    if (!empty) {
        codes[tile * NT + tid] = code;
        return;
    }
    ends = lg_seg_rows_from_marks<NT, VT>(s, tile_start, tile_count, code, &seg, rows);
    /* <<Store the thread's code, or send the tile to the CSR array if rows jump>> */
#line 2867 "chapters/06-segreduce.nw"
    #pragma unroll
    for (int i = 1; i < VT; i++)
        jumps |= (ends >> (i - 1) & 1) && rows[i] != rows[i - 1] + 1 && tid * VT + i < tile_count;
    codes[tile * NT + tid] = lg_segreduce_code(ends, rows[0], __syncthreads_or(jumps));
#line 2863 "chapters/06-segreduce.nw"
}

#line 3501 "chapters/06-segreduce.nw"
#endif
