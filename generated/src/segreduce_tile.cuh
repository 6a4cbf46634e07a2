#line 3433 "chapters/06-segreduce.nw"
/* The segmented reduction's tile kernel and the CTA pieces it is made of. */
#ifndef LITGPU_SEGREDUCE_TILE_CUH
#define LITGPU_SEGREDUCE_TILE_CUH

#include "internal.h"
#include "cta.cuh"        /* lg_strided_to_thread_order, lg_copy_to_shared */
#include "launch.cuh"
#include "segreduce.h"

static_assert(LG_SEGREDUCE_VT % 2 == 1 && LG_SEGREDUCE_VT <= 15, "VT must be odd and at most 15");
static_assert(LG_SEGREDUCE_NT % 32 == 0 && LG_SEGREDUCE_NT <= 1024, "NT: whole warps, at most 1024");
static_assert(LG_SEGREDUCE_NV + 1 + 32 <= 32 * LG_SEG_FLAG_WORDS,
              "the flags of a tile, and the word read after them, fit in LG_SEG_FLAG_WORDS");

/* <<Operators as kernel types>> */
#line 517 "chapters/06-segreduce.nw"
#define LG_SEG_OP_FN __host__ __device__ __forceinline__
LG_SEG_OP_FN int32_t lg_seg_op_identity(lg_op op, int32_t) { return lg_identity_i32(op); }
LG_SEG_OP_FN float lg_seg_op_identity(lg_op op, float) { return lg_identity_f32(op); }
LG_SEG_OP_FN double lg_seg_op_identity(lg_op op, double) { return lg_identity_f64(op); }
LG_SEG_OP_FN int64_t lg_seg_op_identity(lg_op op, int64_t) { return lg_identity_i64(op); }

LG_SEG_OP_FN int32_t lg_seg_op_combine(lg_op op, int32_t a, int32_t b)
{
    return lg_combine_i32(op, a, b);
}

LG_SEG_OP_FN float lg_seg_op_combine(lg_op op, float a, float b)
{
    return lg_combine_f32(op, a, b);
}

LG_SEG_OP_FN double lg_seg_op_combine(lg_op op, double a, double b)
{
    return lg_combine_f64(op, a, b);
}

LG_SEG_OP_FN int64_t lg_seg_op_combine(lg_op op, int64_t a, int64_t b)
{
    return lg_combine_i64(op, a, b);
}
/* <<Operators as kernel types>> */
#line 548 "chapters/06-segreduce.nw"
template <typename T, int OP>
struct lg_seg_op {
    static LG_SEG_OP_FN T identity() { return lg_seg_op_identity((lg_op)OP, T()); }
    static LG_SEG_OP_FN T combine(T a, T b) { return lg_seg_op_combine((lg_op)OP, a, b); }
};
/* <<Find where each thread's run starts, with ballots>> */
#line 389 "chapters/06-segreduce.nw"
template <int NT>
struct lg_seg_run_storage {
    uint32_t words[NT / 32];      /* each warp's ballot of run starts */
    int before_warp[NT / 32];     /* nearest run start in earlier warps */
};

/* The nearest thread at or before this one with `starts` set, or -1; and
   in *any_before whether a thread before this one has it. Every thread
   of the CTA must call it; NT is a multiple of 32, at most 1024. */
template <int NT>
__device__ int lg_seg_find_run_start(int starts, lg_seg_run_storage<NT> *s, int *any_before)
{
    const int WARPS = NT / 32;
    int tid = threadIdx.x, warp = tid / 32;
    uint32_t bits = __ballot_sync(LG_FULL_MASK, starts);

    if ((tid & 31) == 0)
        s->words[warp] = bits;
    __syncthreads();
    if (tid < WARPS) {
        uint32_t lanes = WARPS == 32 ? LG_FULL_MASK : (1u << WARPS) - 1;
        uint32_t with_starts = __ballot_sync(lanes, s->words[tid] != 0);
        s->before_warp[tid] = lg_run_start_before_warp(with_starts, s->words, tid);
    }
    __syncthreads();
    *any_before = lg_run_start_before(bits, tid, s->before_warp[warp]);
    return lg_run_start(bits, tid, s->before_warp[warp]);
}
/* <<Scan the carry-outs across the CTA>> */
#line 429 "chapters/06-segreduce.nw"
template <int NT, typename T>
struct lg_seg_scan_storage {
    T values[2 * NT];
    lg_seg_run_storage<NT> runs;
};
/* <<Scan the carry-outs across the CTA>> */
#line 437 "chapters/06-segreduce.nw"
/* Segmented exclusive scan over the CTA's threads: a thread with `starts`
   set begins a new run with its own x. Returns the combination of x over
   the threads before this one in its run (the identity if none), and in
   *total the inclusive value of the last thread. Ends with a barrier, so
   the storage may be reused at once. */
template <int NT, typename T, int OP>
__device__ T lg_seg_scan_carries(int starts, T x, lg_seg_scan_storage<NT, T> *s, T *total,
                                 int *any_before)
{
    int tid = threadIdx.x, first = 0;
    int start = lg_seg_find_run_start<NT>(starts, &s->runs, any_before);
    int delta = tid - (start < 0 ? 0 : start);
    T exclusive;

    s->values[tid] = x;
    __syncthreads();
#pragma unroll
    for (int offset = 1; offset < NT; offset += offset) {
        if (delta >= offset)
            x = lg_seg_op<T, OP>::combine(s->values[first + tid - offset], x);
        first = NT - first;
        s->values[first + tid] = x;
        __syncthreads();
    }
    *total = s->values[first + NT - 1];
    exclusive = tid ? s->values[first + tid - 1] : lg_seg_op<T, OP>::identity();
    __syncthreads();
    return exclusive;
}
/* <<Reduce the CTA's values in order>> */
#line 474 "chapters/06-segreduce.nw"
/* The combination of the warp's x in lane order, in lane 0; with
   NEAREST_FIRST, in the reverse order (lane 31's x first, lane 0's last).
   Every lane must call it. */
template <typename T, int OP, int NEAREST_FIRST = 0>
__device__ __forceinline__ T lg_seg_warp_reduce_in_order(T x)
{
    int lane = threadIdx.x & 31;

#pragma unroll
    for (int offset = 1; offset < 32; offset += offset) {
        T right = __shfl_down_sync(LG_FULL_MASK, x, offset);
        if (lane + offset < 32)
            x = NEAREST_FIRST ? lg_seg_op<T, OP>::combine(right, x)
                              : lg_seg_op<T, OP>::combine(x, right);
    }
    return x;
}
/* <<Reduce the CTA's values in order>> */
#line 494 "chapters/06-segreduce.nw"
/* The combination of the CTA's x in thread order, in thread 0; needs
   NT / 32 values of shared memory. Every thread must call it. */
template <int NT, typename T, int OP>
__device__ T lg_seg_reduce_in_order(T x, T *warp_totals)
{
    x = lg_seg_warp_reduce_in_order<T, OP>(x);
    if ((threadIdx.x & 31) == 0)
        warp_totals[threadIdx.x / 32] = x;
    __syncthreads();
    if (threadIdx.x == 0)
        for (int warp = 1; warp < NT / 32; warp++)
            x = lg_seg_op<T, OP>::combine(x, warp_totals[warp]);
    return x;
}
/* <<The shared memory of a tile>> */
#line 1070 "chapters/06-segreduce.nw"
/* The 16-byte words of a tile's start bytes: a byte per offset, and the
   bytes lg_seg_byte_ends may read past the last one: nv + 20 bytes,
   rounded up to whole words. */
#define LG_SEG_BYTE_WORDS(nv) (((nv) + 35) / 16)

template <int NT, int VT>
struct lg_seg_tile_marks {
    int16_t marks[NT * VT + 1];       /* by offset: the last entry starting there */
    int16_t rank_rows[NT * VT + 1];   /* by count of flags: the row after the last of them */
};

template <int NT, int VT, typename T>
union lg_seg_tile_shared {
    T values[NT * VT];             /* strided order to thread order */
    uint4 bytes[LG_SEG_BYTE_WORDS(NT * VT)];   /* a byte per offset 0..NV, and the words read after */
    lg_seg_tile_marks<NT, VT> seg;         /* the marks of the segment starts */
    lg_seg_scan_storage<NT, T> scan;       /* carry-outs to carry-ins */
    T totals[NT * VT];             /* segment totals, by row */
};
static_assert(LG_SEGREDUCE_NV + 1 <= INT16_MAX, "a tile's entries fit in a mark");
/* <<Where a tile's values come from>> */
#line 1101 "chapters/06-segreduce.nw"
template <typename T>
struct lg_seg_values {
    enum { LOOK_AHEAD = 1 };  /* a tile prefetches a later tile's limits and starts */
    const T *__restrict__ data;
    __device__ __forceinline__ T operator()(int i) const { return __ldcs(data + i); }
};

/* The tile that starts at value `start`, read through a source: element i
   is source(start + i). The foundations' lg_load_strided reads it. */
template <typename Source>
struct lg_seg_tile {
    Source source;
    int start;
    __device__ __forceinline__ auto operator[](int i) const { return source(start + i); }
};
/* <<Where a tile's values come from>> */
#line 3102 "chapters/06-segreduce.nw"
template <typename T>
struct lg_seg_products {
    enum { LOOK_AHEAD = 0 };  /* the gathers, not the chain of loads, set the time */
    const T *__restrict__ values;
    const int32_t *__restrict__ cols;
    const T *__restrict__ x;
    __device__ __forceinline__ T operator()(int i) const
    {
        return __ldcs(values + i) * x[__ldcs(cols + i)];
    }
};
/* <<Ask the L2 cache for a later tile's limits and starts>> */
#line 1193 "chapters/06-segreduce.nw"
/* Bring the 32-byte sector that holds *p into the L2 cache; waits for nothing. */
__device__ __forceinline__ void lg_seg_prefetch_l2(const void *p)
{
    asm volatile("prefetch.global.L2 [%0];" ::"l"(p));
}

/* Ask the L2 cache for what tile `tile + ahead` reads first: its segment
   starts (up to NT sectors of them) and the limits it reads in turn, those
   of tile + 2 ahead. */
template <int NT>
__device__ __forceinline__ void lg_seg_prefetch_ahead(const int32_t *__restrict__ csr,
                                                      int num_segments,
                                                      const int32_t *__restrict__ limits, int tile,
                                                      int ahead)
{
    int later = tile + ahead, tiles = (int)gridDim.x;

    if (later < tiles) {
        lg_seg_range r = lg_segreduce_range(limits[later], limits[later + 1]);
        int first = r.begin & ~7;                    /* 8 starts to a sector */
        unsigned j = 8 * threadIdx.x;                /* first + j may pass INT_MAX */

        if (j < (unsigned)(lg_seg_entries_end(r, num_segments) - first))
            lg_seg_prefetch_l2(csr + first + j);
        if (threadIdx.x == 0 && later + ahead <= tiles)
            lg_seg_prefetch_l2(limits + later + ahead);
    }
}
/* <<Load a tile's segment starts and walk them>> */
#line 1294 "chapters/06-segreduce.nw"
/* The row of each of the thread's values; returns the end flags. */
template <int NT, int VT>
__device__ __forceinline__ uint32_t lg_seg_find_rows(lg_seg_starts s, int tile_start,
                                                     int tile_count, int *rows)
{
    int first = threadIdx.x * VT;
    int row = first < tile_count ? lg_segreduce_find_row(s, tile_start + first) : 0;
    uint32_t ends = 0;

#pragma unroll
    for (int i = 0; i < VT; i++) {
        rows[i] = row;
        if (first + i < tile_count && lg_segreduce_step(s, &row, tile_start + first + i + 1))
            ends |= 1u << i;
    }
    return ends;
}
/* <<Find the rows of a thread's values from its code>> */
#line 2359 "chapters/06-segreduce.nw"
template <int VT>
__device__ __forceinline__ uint32_t lg_seg_rows_from_code(uint32_t code, int *rows)
{
    uint32_t ends = lg_code_ends(code);
    int row = lg_code_first_row(code);

#pragma unroll
    for (int i = 0; i < VT; i++) {
        rows[i] = row;
        row += ends >> i & 1;
    }
    return ends;
}
/* <<Flag a tile's segment starts>> */
#line 1382 "chapters/06-segreduce.nw"
/* Set the flag of each segment start in the tile; returns, in every
   thread, whether the range has an empty segment (then the flags are not
   to be used). */
template <int NT>
__device__ __forceinline__ int lg_seg_flag_starts(lg_seg_starts s, int tile_start, int tile_count,
                                                  uint32_t *flags)
{
    int empty = 0;

    for (int w = threadIdx.x; w < LG_SEG_FLAG_WORDS; w += NT)
        flags[w] = 0;
    __syncthreads();
    for (int j = threadIdx.x + 1; j <= s.last; j += NT) {
        int repeats, offset = lg_seg_flag_offset(s, j, tile_start, tile_count, &repeats);
        empty |= repeats;
        if (offset >= 0)
            atomicOr(&flags[offset >> 5], 1u << (offset & 31));
    }
    return __syncthreads_or(empty);
}
/* <<Flag a tile's segment starts>> */
#line 1410 "chapters/06-segreduce.nw"
/* The thread's code from the tile's flags: its ends, and the count of
   flags up to its first value as its first row. */
template <int VT>
__device__ __forceinline__ uint32_t lg_seg_code_from_flags(const uint32_t *flags)
{
    int lane = threadIdx.x & 31, first = threadIdx.x * VT, word = first >> 5;
    int pair = __popc(flags[2 * lane]) + __popc(flags[2 * lane + 1]), before = pair;

#pragma unroll
    for (int d = 1; d < 32; d += d) {
        int n = __shfl_up_sync(LG_FULL_MASK, before, d);
        if (lane >= d)
            before += n;
    }
    before = __shfl_sync(LG_FULL_MASK, before - pair, word >> 1);
    if (word & 1)
        before += __popc(flags[word - 1]);
    return lg_segreduce_code(lg_seg_flag_ends(flags, first, VT),
                             lg_seg_flag_row(flags, first, before), 0);
}
/* <<Flag a tile's segment starts>> */
#line 1456 "chapters/06-segreduce.nw"
/* For a range of at most NT * VT + 1 entries: set a byte per segment
   start, and the thread's code from its bytes and a scan of the threads'
   ends. Returns, in every thread, whether the range has an empty segment
   (then the rows are read through the marks). bytes:
   LG_SEG_BYTE_WORDS(NT * VT) 16-byte words; sums: NT / 32 words. */
template <int NT, int VT>
__device__ __forceinline__ int lg_seg_code_from_bytes(lg_seg_starts s, int tile_start,
                                                      int tile_count, uint8_t *bytes,
                                                      uint32_t *sums, uint32_t *code)
{
    int tid = threadIdx.x, empty = 0;
    uint32_t ends, before, total;

    for (int w = tid; w < LG_SEG_BYTE_WORDS(NT * VT); w += NT)
        ((uint4 *)bytes)[w] = make_uint4(0, 0, 0, 0);
    __syncthreads();
    for (int j = tid + 1; j <= s.last; j += NT) {
        int repeats, offset = lg_seg_flag_offset(s, j, tile_start, tile_count, &repeats);
        empty |= repeats;
        if (offset >= 0)
            bytes[offset] = 1;
    }
    empty = __syncthreads_or(empty);
    ends = lg_seg_byte_ends((const uint32_t *)bytes, tid * VT + 1, VT);
    before = lg_cta_scan_exclusive_u32<NT>(__popc(ends), tid, sums, &total);
    *code = lg_segreduce_code(ends, (int)before, 0);
    return empty;
}
/* <<Read the rows through the marks>> */
#line 1547 "chapters/06-segreduce.nw"
/* The rows of the thread's values in a range of at most NT * VT totals
   with an empty segment, from its code (its ends, and the count of flags
   before its values). Every thread must call it; it ends with a barrier,
   since the marks share memory with the values. */
template <int NT, int VT>
__device__ __forceinline__ uint32_t lg_seg_rows_from_marks(lg_seg_starts s, int tile_start,
                                                           int tile_count, uint32_t code,
                                                           lg_seg_tile_marks<NT, VT> *seg,
                                                           int *rows)
{
    uint32_t ends = lg_code_ends(code);
    int first = threadIdx.x * VT, rank = lg_code_first_row(code), row;

    for (int j = threadIdx.x + 1; j <= s.last; j += NT) {
        int offset = lg_seg_mark_offset(s, j, tile_start, tile_count);
        if (offset >= 0)
            seg->marks[offset] = (int16_t)j;
    }
    __syncthreads();
    if (threadIdx.x == 0)
        seg->rank_rows[0] = lg_seg_start_at(s, 1) == tile_start ? seg->marks[0] : 0;
    if (ends != 0)
        seg->rank_rows[rank + lg_popc32(ends)] = seg->marks[lg_seg_last_end(ends, first)];
    __syncthreads();
    row = seg->rank_rows[rank];
#pragma unroll
    for (int i = 0; i < VT; i++) {
        rows[i] = row;
        if (ends >> i & 1)
            row = seg->marks[first + i + 1];
    }
    __syncthreads();
    return ends;
}
/* <<Store a thread's totals at their rows>> */
#line 1634 "chapters/06-segreduce.nw"
template <int VT, typename T, int OP>
__device__ __forceinline__ void lg_seg_store_totals(const T *x, const int *rows, uint32_t ends,
                                                    T carry_in, T *totals)
{
#pragma unroll
    for (int i = 0; i < VT; i++)
        if (ends >> i & 1) {
            totals[rows[i]] = lg_seg_op<T, OP>::combine(carry_in, x[i]);
            carry_in = lg_seg_op<T, OP>::identity();
        }
}
/* <<Store a thread's totals at their rows>> */
#line 1652 "chapters/06-segreduce.nw"
/* dest[s] = identity for every empty segment s of a range. */
template <int NT, typename T>
__device__ __forceinline__ void lg_seg_fill_empty_totals(const int32_t *csr, int num_segments,
                                                         int count, lg_seg_range range, T identity,
                                                         T *dest)
{
    for (int j = range.total - 1 - (int)threadIdx.x; j >= 0; j -= NT) {
        int segment = range.begin + j;
        int next = segment + 1 < num_segments ? csr[segment + 1] : count;
        if (csr[segment] == next)
            dest[segment] = identity;
    }
}
/* <<Reduce one tile by segments>> */
#line 1137 "chapters/06-segreduce.nw"
template <int NT, int VT, typename T, int OP, typename Source>
__global__ void __launch_bounds__(NT, LG_MIN_CTAS(sizeof(T) == 4 && OP == LG_OP_SUM
                                                      ? LG_SEGREDUCE_SUM_CTAS * NT
                                                      : LG_SEGREDUCE_OTHER_CTAS(OP) * NT, NT))
lg_segreduce_tile_kernel(Source source, int count, const int32_t *__restrict__ csr,
                         int num_segments, const int32_t *__restrict__ limits,
                         const uint32_t *__restrict__ codes, int ahead, T *dest, T *carry_out)
{
    __shared__ lg_seg_tile_shared<NT, VT, T> shared;
    __shared__ uint32_t flags[LG_SEG_FLAG_WORDS];
    const T identity = lg_seg_op<T, OP>::identity();
    int tile = blockIdx.x, tid = threadIdx.x;
    int tile_start = tile * (NT * VT), tile_count = min(NT * VT, count - tile_start);
    lg_seg_range range;
    T x[VT];
    int rows[VT];
    uint32_t ends;

    lg_allow_dependents();   /* the spine may start launching */
    lg_wait_prior_grid();    /* the limits are complete and visible */
    range = lg_segreduce_range(limits[tile], limits[tile + 1]);
    /* <<Load the tile's values, then look ahead>> */
#line 1173 "chapters/06-segreduce.nw"
    lg_load_strided<NT, VT>(lg_seg_tile<Source>{source, tile_start}, tile_count, threadIdx.x, x,
                            identity);
    if (ahead > 0)
        lg_seg_prefetch_ahead<NT>(csr, num_segments, limits, tile, ahead);
#line 1159 "chapters/06-segreduce.nw"
    /* <<If no segment ends in the tile, reduce it whole and return>> */
#line 1227 "chapters/06-segreduce.nw"
    if (range.total == 0) {
        T carry = identity;

        lg_strided_to_thread_order<NT, VT, 0>(x, tid, shared.values);
        __syncthreads();
    #pragma unroll
        for (int i = 0; i < VT; i++)
            carry = lg_seg_op<T, OP>::combine(carry, x[i]);
        carry = lg_seg_reduce_in_order<NT, T, OP>(carry, shared.scan.values);
        if (tid == 0)
            carry_out[tile] = carry;
        return;
    }
#line 1160 "chapters/06-segreduce.nw"
    /* <<Find the segment of each of the thread's values>> */
#line 1255 "chapters/06-segreduce.nw"
    {
        uint32_t code = codes != NULL ? codes[tile * NT + tid] : LG_CODE_FROM_CSR;

        if (lg_code_from_csr(code)) {
            lg_seg_starts s;

            /* <<Point s at the range's starts in csr>> */
#line 1288 "chapters/06-segreduce.nw"
            s.last = lg_seg_starts_last(range);
            s.terminator = lg_seg_terminator(csr, num_segments, count, range);
            s.starts = csr + range.begin;
#line 1262 "chapters/06-segreduce.nw"
            if (range.total <= NT * VT) {
                int empty;

                if (s.last <= NT) {
                    empty = lg_seg_flag_starts<NT>(s, tile_start, tile_count, flags);
                    code = lg_seg_code_from_flags<VT>(flags);
                } else {
                    empty = lg_seg_code_from_bytes<NT, VT>(s, tile_start, tile_count,
                                                           (uint8_t *)shared.bytes, flags, &code);
                }
                ends = empty ? lg_seg_rows_from_marks<NT, VT>(s, tile_start, tile_count, code,
                                                              &shared.seg, rows)
                             : lg_seg_rows_from_code<VT>(code, rows);
            } else {
                ends = lg_seg_find_rows<NT, VT>(s, tile_start, tile_count, rows);
            }
        } else {
            ends = lg_seg_rows_from_code<VT>(code, rows);
        }
    }
#line 1161 "chapters/06-segreduce.nw"
    lg_strided_to_thread_order<NT, VT, 0>(x, tid, shared.values);
    __syncthreads();
    /* <<Reduce the thread's values, keeping a partial at each end>> */
#line 1589 "chapters/06-segreduce.nw"
    T carry = identity;

    #pragma unroll
    for (int i = 0; i < VT; i++) {
        carry = lg_seg_op<T, OP>::combine(carry, x[i]);
        if (ends >> i & 1) {
            x[i] = carry;
            carry = identity;
        }
    }
#line 1164 "chapters/06-segreduce.nw"
    /* <<Scan the carry-outs and write the tile's carry-out>> */
#line 1605 "chapters/06-segreduce.nw"
    T tile_carry, carry_in;
    int any_before;

    carry_in = lg_seg_scan_carries<NT, T, OP>(ends != 0, carry, &shared.scan, &tile_carry, &any_before);
    if (tid == 0)
        carry_out[tile] = tile_carry;
#line 1165 "chapters/06-segreduce.nw"
    /* <<Store the tile's totals>> */
#line 1619 "chapters/06-segreduce.nw"
    if (range.total <= NT * VT) {
        for (int j = tid; j < range.total; j += NT)
            shared.totals[j] = identity;
        __syncthreads();
        lg_seg_store_totals<VT, T, OP>(x, rows, ends, carry_in, shared.totals);
        __syncthreads();
        for (int j = tid; j < range.total; j += NT)
            dest[range.begin + j] = shared.totals[j];
    } else {
        lg_seg_store_totals<VT, T, OP>(x, rows, ends, carry_in, dest + range.begin);
        lg_seg_fill_empty_totals<NT, T>(csr, num_segments, count, range, identity, dest);
    }
#line 1166 "chapters/06-segreduce.nw"
}

#line 3461 "chapters/06-segreduce.nw"
#endif
