#line 3783 "chapters/06-segreduce.nw"
/* Segmented reduction, reduce-by-key and CSR SpMV: kernels and host functions. */
#include <stdlib.h>
#include "internal.h"
#include "cta.cuh"        /* lg_strided_to_thread_order */
#include "launch.cuh"
#include "scan.cuh"       /* lg_look_back */
#include "segreduce.h"

static_assert(LG_SEGREDUCE_VT % 2 == 1 && LG_SEGREDUCE_VT <= 15, "VT must be odd and at most 15");
static_assert(LG_SEGREDUCE_NT % 32 == 0 && LG_SEGREDUCE_NT <= 1024, "NT: whole warps, at most 1024");
static_assert(LG_SEGREDUCE_NV + 1 + 32 <= 32 * LG_SEG_FLAG_WORDS,
              "the flags of a tile, and the word read after them, fit in LG_SEG_FLAG_WORDS");

/* <<Operators as kernel types>> */
#line 470 "chapters/06-segreduce.nw"
#define LG_OP_FN __host__ __device__ __forceinline__
LG_OP_FN int32_t op_identity(lg_op op, int32_t) { return lg_identity_i32(op); }
LG_OP_FN float op_identity(lg_op op, float) { return lg_identity_f32(op); }
LG_OP_FN double op_identity(lg_op op, double) { return lg_identity_f64(op); }
LG_OP_FN int32_t op_combine(lg_op op, int32_t a, int32_t b) { return lg_combine_i32(op, a, b); }
LG_OP_FN float op_combine(lg_op op, float a, float b) { return lg_combine_f32(op, a, b); }
LG_OP_FN double op_combine(lg_op op, double a, double b) { return lg_combine_f64(op, a, b); }

template <typename T, int OP>
struct Operator {
    static LG_OP_FN T identity() { return op_identity((lg_op)OP, T()); }
    static LG_OP_FN T combine(T a, T b) { return op_combine((lg_op)OP, a, b); }
};
/* <<Find where each thread's run starts, with ballots>> */
#line 347 "chapters/06-segreduce.nw"
template <int NT>
struct RunStorage {
    uint32_t words[NT / 32];      /* each warp's ballot of run starts */
    int before_warp[NT / 32];     /* nearest run start in earlier warps */
};

/* The nearest thread at or before this one with `starts` set, or -1; and
   in *any_before whether a thread before this one has it. Every thread
   of the CTA must call it; NT is a multiple of 32, at most 1024. */
template <int NT>
__device__ int find_run_start(int starts, RunStorage<NT> *s, int *any_before)
{
    const int WARPS = NT / 32;
    int tid = threadIdx.x, warp = tid / 32;
    uint32_t bits = __ballot_sync(LG_FULL_MASK, starts);

    if ((tid & 31) == 0)
        s->words[warp] = bits;
    __syncthreads();
    if (tid < WARPS) {
        uint32_t lanes = WARPS == 32 ? 0xffffffffu : (1u << WARPS) - 1;
        uint32_t with_starts = __ballot_sync(lanes, s->words[tid] != 0);
        s->before_warp[tid] = lg_run_start_before_warp(with_starts, s->words, tid);
    }
    __syncthreads();
    *any_before = lg_run_start_before(bits, tid, s->before_warp[warp]);
    return lg_run_start(bits, tid, s->before_warp[warp]);
}
/* <<Scan the carry-outs across the CTA>> */
#line 387 "chapters/06-segreduce.nw"
template <int NT, typename T>
struct ScanStorage {
    T values[2 * NT];
    RunStorage<NT> runs;
};

/* Segmented exclusive scan over the CTA's threads: a thread with `starts`
   set begins a new run with its own x. Returns the combination of x over
   the threads before this one in its run (the identity if none), and in
   *total the inclusive value of the last thread. Ends with a barrier, so
   the storage may be reused at once. */
template <int NT, typename T, int OP>
__device__ T scan_carries(int starts, T x, ScanStorage<NT, T> *s, T *total, int *any_before)
{
    int tid = threadIdx.x, first = 0;
    int start = find_run_start<NT>(starts, &s->runs, any_before);
    int delta = tid - (start < 0 ? 0 : start);
    T exclusive;

    s->values[tid] = x;
    __syncthreads();
#pragma unroll
    for (int offset = 1; offset < NT; offset += offset) {
        if (delta >= offset)
            x = Operator<T, OP>::combine(s->values[first + tid - offset], x);
        first = NT - first;
        s->values[first + tid] = x;
        __syncthreads();
    }
    *total = s->values[first + NT - 1];
    exclusive = tid ? s->values[first + tid - 1] : Operator<T, OP>::identity();
    __syncthreads();
    return exclusive;
}
/* <<Reduce the CTA's values in order>> */
#line 429 "chapters/06-segreduce.nw"
/* The combination of the warp's x in lane order, in lane 0. Every lane
   must call it. */
template <typename T, int OP>
__device__ __forceinline__ T warp_reduce_in_order(T x)
{
    int lane = threadIdx.x & 31;

#pragma unroll
    for (int offset = 1; offset < 32; offset += offset) {
        T right = __shfl_down_sync(LG_FULL_MASK, x, offset);
        if (lane + offset < 32)
            x = Operator<T, OP>::combine(x, right);
    }
    return x;
}

/* The combination of the CTA's x in thread order, in thread 0; needs
   NT / 32 values of shared memory. Every thread must call it. */
template <int NT, typename T, int OP>
__device__ T reduce_in_order(T x, T *warp_totals)
{
    x = warp_reduce_in_order<T, OP>(x);
    if ((threadIdx.x & 31) == 0)
        warp_totals[threadIdx.x / 32] = x;
    __syncthreads();
    if (threadIdx.x == 0)
        for (int warp = 1; warp < NT / 32; warp++)
            x = Operator<T, OP>::combine(x, warp_totals[warp]);
    return x;
}
/* <<The shared memory of a tile>> */
#line 978 "chapters/06-segreduce.nw"
template <int NT, int VT>
struct TileStarts {
    int32_t starts[NT * VT + 2];   /* the tile's segment starts */
    int32_t marks[NT * VT + 1];    /* by offset in the tile: the segment starting there */
};

template <int NT, int VT, typename T>
union TileShared {
    T values[NT * VT];             /* strided order to thread order */
    TileStarts<NT, VT> seg;        /* the segment starts and their marks */
    uint4 bytes[(NT * VT + 35) / 16];  /* a byte per offset 0..NV, and the words read after */
    ScanStorage<NT, T> scan;       /* carry-outs to carry-ins */
    T totals[NT * VT];             /* segment totals, by row */
};
/* <<Where a tile's values come from>> */
#line 1002 "chapters/06-segreduce.nw"
template <typename T>
struct ValueSource {
    enum {
        BYTES = 1,        /* may mark starts with bytes (see code_from_bytes) */
        LOOK_AHEAD = 1    /* a tile prefetches a later tile's limits and starts */
    };
    const T *__restrict__ data;
    __device__ __forceinline__ T operator()(int i) const { return __ldcs(data + i); }
};

/* Load the tile's values in strided order; past the end, the identity. */
template <int NT, int VT, typename T, typename Source>
__device__ __forceinline__ void load_from_source(Source source, int tile_start, int tile_count,
                                             T identity, T *x)
{
    if (tile_count == NT * VT) {
#pragma unroll
        for (int i = 0; i < VT; i++)
            x[i] = source(tile_start + threadIdx.x + i * NT);
    } else {
#pragma unroll
        for (int i = 0; i < VT; i++) {
            int j = threadIdx.x + i * NT;
            x[i] = j < tile_count ? source(tile_start + j) : identity;
        }
    }
}
/* <<Where a tile's values come from>> */
#line 2915 "chapters/06-segreduce.nw"
template <typename T>
struct ProductSource {
    enum {
        BYTES = 0,        /* with them, its kernel spills at ten CTAs an SM */
        LOOK_AHEAD = 0    /* the gathers, not the chain of loads, set the time */
    };
    const T *__restrict__ values;
    const int32_t *__restrict__ cols;
    const T *__restrict__ x;
    __device__ __forceinline__ T operator()(int i) const
    {
        return __ldcs(values + i) * x[__ldcs(cols + i)];
    }
};
/* <<Ask the L2 cache for a later tile's limits and starts>> */
#line 1107 "chapters/06-segreduce.nw"
/* Bring the 32-byte sector that holds *p into the L2 cache; waits for nothing. */
__device__ __forceinline__ void prefetch_l2(const void *p)
{
    asm volatile("prefetch.global.L2 [%0];" ::"l"(p));
}

/* Ask the L2 cache for what tile `tile + ahead` reads first: its segment
   starts (up to NT sectors of them) and the limits it reads in turn, those
   of tile + 2 ahead. */
template <int NT>
__device__ __forceinline__ void prefetch_ahead(const int32_t *__restrict__ csr, int num_segments,
                                               const int32_t *__restrict__ limits, int tile,
                                               int ahead)
{
    int later = tile + ahead, tiles = (int)gridDim.x;

    if (later < tiles) {
        lg_seg_range r = lg_segreduce_range(limits[later], limits[later + 1]);
        int first = r.begin & ~7;                    /* 8 starts to a sector */
        unsigned j = 8 * threadIdx.x;                /* first + j may pass INT_MAX */

        if (j < (unsigned)(lg_seg_entries_end(r, num_segments) - first))
            prefetch_l2(csr + first + j);
        if (threadIdx.x == 0 && later + ahead <= tiles)
            prefetch_l2(limits + later + ahead);
    }
}
/* <<Load a tile's segment starts and walk them>> */
#line 1200 "chapters/06-segreduce.nw"
/* Copy the n <= NT * VT + 1 starts into shared memory, loads all in flight. */
template <int NT, int VT>
__device__ __forceinline__ void load_starts(const int32_t *__restrict__ starts, int n,
                                            int32_t *shared)
{
#pragma unroll
    for (int i = 0; i <= VT; i++) {
        int j = threadIdx.x + i * NT;
        if (j < n)
            shared[j] = starts[j];
    }
    __syncthreads();
}

/* The row of each of the thread's values; returns the end flags. */
template <int NT, int VT>
__device__ __forceinline__ uint32_t find_rows(lg_seg_starts s, int tile_start, int tile_count,
                                              int *rows)
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
/* <<Load a tile's segment starts and walk them>> */
#line 1267 "chapters/06-segreduce.nw"
/* Set the NT * VT + 1 marks to -1; the barrier of load_starts follows. */
template <int NT, int VT>
__device__ __forceinline__ void clear_marks(int32_t *marks)
{
#pragma unroll
    for (int i = 0; i <= VT; i++) {
        int j = threadIdx.x + i * NT;
        if (j <= NT * VT)
            marks[j] = -1;
    }
}

/* Mark the offset of each segment start (and of the terminator), then wait. */
template <int NT, int VT>
__device__ __forceinline__ void mark_starts(lg_seg_starts s, int tile_start, int tile_count,
                                            int32_t *marks)
{
    for (int j = threadIdx.x; j <= s.last; j += NT) {
        int offset = lg_seg_mark_offset(s, j, tile_start, tile_count);
        if (offset >= 0)
            marks[offset] = j;
    }
    __syncthreads();
}

/* find_rows, reading the marks instead of walking the starts. */
template <int VT>
__device__ __forceinline__ uint32_t find_rows_marked(lg_seg_starts s, int tile_start,
                                                     int tile_count, const int32_t *marks,
                                                     int *rows)
{
    int first = threadIdx.x * VT;
    int row = first < tile_count ? lg_segreduce_find_row(s, tile_start + first) : 0;
    uint32_t ends = 0;

#pragma unroll
    for (int i = 0; i < VT; i++) {
        int mark = first + i < tile_count ? marks[first + i + 1] : -1;
        rows[i] = row;
        if (mark >= 0) {
            ends |= 1u << i;
            row = mark;
        }
    }
    return ends;
}
/* <<Find the rows of a thread's values from its code>> */
#line 2220 "chapters/06-segreduce.nw"
template <int VT>
__device__ __forceinline__ uint32_t rows_from_code(uint32_t code, int *rows)
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
#line 1392 "chapters/06-segreduce.nw"
/* Set the flag of each segment start in the tile; returns, in every
   thread, whether the range has an empty segment (then the flags are not
   to be used). */
template <int NT>
__device__ __forceinline__ int flag_starts(lg_seg_starts s, int tile_start, int tile_count,
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
#line 1421 "chapters/06-segreduce.nw"
/* The thread's code from the flags of a tile without empty segments. */
template <int VT>
__device__ __forceinline__ uint32_t code_from_flags(const uint32_t *flags)
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
#line 1467 "chapters/06-segreduce.nw"
/* For a range of at most NT * VT + 1 entries: set a byte per segment
   start, and the thread's code from its bytes and a scan of the threads'
   ends. Returns, in every thread, whether the range has an empty segment
   (then *code is not to be used). bytes: (NT * VT + 35) / 16 16-byte
   words; sums: NT / 32 words. */
template <int NT, int VT>
__device__ __forceinline__ int code_from_bytes(lg_seg_starts s, int tile_start, int tile_count,
                                               uint8_t *bytes, uint32_t *sums, uint32_t *code)
{
    int tid = threadIdx.x, empty = 0;
    uint32_t ends, before, total;

    for (int w = tid; w < (NT * VT + 35) / 16; w += NT)
        ((uint4 *)bytes)[w] = make_uint4(0, 0, 0, 0);
    __syncthreads();
    for (int j = tid + 1; j <= s.last; j += NT) {
        int repeats, offset = lg_seg_flag_offset(s, j, tile_start, tile_count, &repeats);
        empty |= repeats;
        if (offset >= 0)
            bytes[offset] = 1;
    }
    if (__syncthreads_or(empty))
        return 1;
    ends = lg_seg_byte_ends((const uint32_t *)bytes, tid * VT + 1, VT);
    before = lg_cta_scan_exclusive_u32<NT>(__popc(ends), tid, sums, &total);
    *code = lg_segreduce_code(ends, (int)before, 0);
    return 0;
}
/* <<Store a thread's totals at their rows>> */
#line 1551 "chapters/06-segreduce.nw"
template <int VT, typename T, int OP>
__device__ __forceinline__ void store_totals(const T *x, const int *rows, uint32_t ends,
                                             T carry_in, T *totals)
{
#pragma unroll
    for (int i = 0; i < VT; i++)
        if (ends >> i & 1) {
            totals[rows[i]] = Operator<T, OP>::combine(carry_in, x[i]);
            carry_in = Operator<T, OP>::identity();
        }
}
/* <<Store a thread's totals at their rows>> */
#line 1569 "chapters/06-segreduce.nw"
/* dest[s] = identity for every empty segment s of a range. */
template <int NT, typename T>
__device__ __forceinline__ void fill_empty_totals(const int32_t *csr, int num_segments,
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
#line 1056 "chapters/06-segreduce.nw"
template <int NT, int VT, typename T, int OP, typename Source>
__global__ void __launch_bounds__(NT, LG_MIN_CTAS(sizeof(T) == 4 && OP == LG_OP_SUM
                                                      ? LG_SEGREDUCE_SUM_CTAS * NT : 0, NT))
segreduce_tile_kernel(Source source, int count, const int32_t *__restrict__ csr,
                      int num_segments, const int32_t *__restrict__ limits,
                      const uint32_t *__restrict__ codes, int ahead, T *dest, T *carry_out)
{
    __shared__ TileShared<NT, VT, T> shared;
    __shared__ uint32_t flags[LG_SEG_FLAG_WORDS];
    const T identity = Operator<T, OP>::identity();
    int tile = blockIdx.x, tid = threadIdx.x;
    int tile_start = tile * (NT * VT), tile_count = min(NT * VT, count - tile_start);
    lg_seg_range range;
    T x[VT];
    int rows[VT];
    uint32_t ends;

    lg_allow_dependents();   /* the spine may start launching */
    lg_wait_prior_grid();    /* the limits are complete and visible */
    range = lg_segreduce_range(limits[tile], limits[tile + 1]);
    load_from_source<NT, VT>(source, tile_start, tile_count, identity, x);
    if (ahead > 0)
        prefetch_ahead<NT>(csr, num_segments, limits, tile, ahead);
    /* <<If no segment ends in the tile, reduce it whole and return>> */
#line 1142 "chapters/06-segreduce.nw"
    if (range.total == 0) {
        T carry = identity;

        lg_strided_to_thread_order<NT, VT, 0>(x, tid, shared.values);
        __syncthreads();
    #pragma unroll
        for (int i = 0; i < VT; i++)
            carry = Operator<T, OP>::combine(carry, x[i]);
        carry = reduce_in_order<NT, T, OP>(carry, shared.scan.values);
        if (tid == 0)
            carry_out[tile] = carry;
        return;
    }
#line 1080 "chapters/06-segreduce.nw"
    /* <<Find the segment of each of the thread's values>> */
#line 1167 "chapters/06-segreduce.nw"
    {
        uint32_t code = codes != NULL ? codes[tile * NT + tid] : LG_CODE_FROM_CSR;

        if (lg_code_from_csr(code)) {
            lg_seg_starts s;

            s.last = lg_seg_starts_last(range);
            s.terminator = lg_seg_terminator(csr, num_segments, count, range);
            s.starts = csr + range.begin;
            if (range.total <= NT * VT && s.last <= NT &&
                !flag_starts<NT>(s, tile_start, tile_count, flags)) {
                ends = rows_from_code<VT>(code_from_flags<VT>(flags), rows);
            } else if (Source::BYTES && range.total <= NT * VT && s.last > NT &&
                       !code_from_bytes<NT, VT>(s, tile_start, tile_count,
                                                (uint8_t *)shared.bytes, flags, &code)) {
                ends = rows_from_code<VT>(code, rows);
            } else if (range.total <= NT * VT) {
                clear_marks<NT, VT>(shared.seg.marks);
                load_starts<NT, VT>(csr + range.begin, s.last, shared.seg.starts);
                s.starts = shared.seg.starts;
                mark_starts<NT, VT>(s, tile_start, tile_count, shared.seg.marks);
                ends = find_rows_marked<VT>(s, tile_start, tile_count, shared.seg.marks, rows);
                __syncthreads();
            } else {
                ends = find_rows<NT, VT>(s, tile_start, tile_count, rows);
            }
        } else {
            ends = rows_from_code<VT>(code, rows);
        }
    }
#line 1081 "chapters/06-segreduce.nw"
    lg_strided_to_thread_order<NT, VT, 0>(x, tid, shared.values);
    __syncthreads();
    /* <<Reduce the thread's values, keeping a partial at each end>> */
#line 1506 "chapters/06-segreduce.nw"
    T carry = identity;

    #pragma unroll
    for (int i = 0; i < VT; i++) {
        carry = Operator<T, OP>::combine(carry, x[i]);
        if (ends >> i & 1) {
            x[i] = carry;
            carry = identity;
        }
    }
#line 1084 "chapters/06-segreduce.nw"
    /* <<Scan the carry-outs and write the tile's carry-out>> */
#line 1522 "chapters/06-segreduce.nw"
    T tile_carry, carry_in;
    int any_before;

    carry_in = scan_carries<NT, T, OP>(ends != 0, carry, &shared.scan, &tile_carry, &any_before);
    if (tid == 0)
        carry_out[tile] = tile_carry;
#line 1085 "chapters/06-segreduce.nw"
    /* <<Store the tile's totals>> */
#line 1536 "chapters/06-segreduce.nw"
    if (range.total <= NT * VT) {
        for (int j = tid; j < range.total; j += NT)
            shared.totals[j] = identity;
        __syncthreads();
        store_totals<VT, T, OP>(x, rows, ends, carry_in, shared.totals);
        __syncthreads();
        for (int j = tid; j < range.total; j += NT)
            dest[range.begin + j] = shared.totals[j];
    } else {
        store_totals<VT, T, OP>(x, rows, ends, carry_in, dest + range.begin);
        fill_empty_totals<NT, T>(csr, num_segments, count, range, identity, dest);
    }
#line 1086 "chapters/06-segreduce.nw"
}
/* <<Find each tile's limit>> */
#line 688 "chapters/06-segreduce.nw"
enum {
    LG_PARTITION_NT = 512,        /* threads of a partition CTA, a tile each */
    LG_PARTITION_SAMPLES = 256    /* segment starts it samples first */
};

static __global__ void __launch_bounds__(LG_PARTITION_NT)
segreduce_partition_kernel(const int32_t *__restrict__ csr, int num_segments, int count,
                           int tile_count, int32_t *limits)
{
    enum { NT = LG_PARTITION_NT, SAMPLES = LG_PARTITION_SAMPLES };
    __shared__ int32_t sample[SAMPLES + 1];
    int tile = blockIdx.x * NT + threadIdx.x, k, lo, hi;
    int64_t v = (int64_t)tile * LG_SEGREDUCE_NV;

    lg_allow_dependents(); /* the tile kernel may start launching */
    for (int i = threadIdx.x; i < SAMPLES; i += NT)
        sample[i] = csr[lg_sample_position(i, SAMPLES, num_segments)];
    if (threadIdx.x == 0)
        sample[SAMPLES] = count;   /* no start exceeds it */
    __syncthreads();
    if (tile > tile_count)
        return;
    if (v == 0 || v >= count) {
        limits[tile] = v == 0 ? 0 : num_segments;
        return;
    }
    k = lg_sample_narrow(sample, SAMPLES, num_segments, (int32_t)v, &lo, &hi);
    limits[tile] = lg_limit_interpolated(csr, lo, hi, sample[k], sample[k + 1], (int32_t)v);
}
/* <<Find each tile's limit>> */
#line 754 "chapters/06-segreduce.nw"
enum {
    LG_STREAM_STARTS = 8,   /* segment starts a lane reads at a time */
    LG_STREAM_CTAS = 1024   /* most CTAs; past that, each warp takes more */
};

/* Lane's starts of the 32 x LG_STREAM_STARTS segments from `first` on
   (count past the last segment), and where the last of them ends. */
__device__ __forceinline__ void load_stream_starts(const int32_t *__restrict__ csr,
                                                   int num_segments, int count, int64_t first,
                                                   int lane, int32_t *start, int32_t *tail)
{
    int64_t after = first + LG_WARP_SIZE * LG_STREAM_STARTS;

#pragma unroll
    for (int j = 0; j < LG_STREAM_STARTS; j++) {
        int64_t i = first + j * LG_WARP_SIZE + lane;
        start[j] = i < num_segments ? csr[i] : count;
    }
    *tail = after < num_segments ? csr[after] : count;
}

template <int NT>
__global__ void __launch_bounds__(NT)
segreduce_stream_partition_kernel(const int32_t *__restrict__ csr, int num_segments, int count,
                                  int tile_count, int32_t *limits)
{
    enum { CHUNK = LG_WARP_SIZE * LG_STREAM_STARTS };
    __shared__ int32_t chunks[NT / LG_WARP_SIZE][CHUNK];
    int lane = threadIdx.x % LG_WARP_SIZE;
    int32_t *chunk = chunks[threadIdx.x / LG_WARP_SIZE];
    int64_t warp_first = ((int64_t)blockIdx.x * NT + threadIdx.x - lane) *
                         LG_STREAM_STARTS;   /* the warp's first segment */
    int64_t stride = (int64_t)gridDim.x * NT * LG_STREAM_STARTS;
    int32_t start[LG_STREAM_STARTS], tail, next[LG_STREAM_STARTS], next_tail;

    lg_allow_dependents(); /* the tile kernel may start launching */
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        limits[0] = 0;
        limits[tile_count] = num_segments;
    }
    load_stream_starts(csr, num_segments, count, warp_first, lane, start, &tail);
    for (; warp_first < num_segments; warp_first += stride) {
        /* the warp's next segments are read while it finds the limits among these */
        load_stream_starts(csr, num_segments, count, warp_first + stride, lane, next, &next_tail);
        /* <<Find the limits of the tiles that start among the chunk's segments>> */
#line 811 "chapters/06-segreduce.nw"
        #pragma unroll
        for (int j = 0; j < LG_STREAM_STARTS; j++)
            chunk[j * LG_WARP_SIZE + lane] = start[j];
        __syncwarp();
        {
            int first, last;

            lg_segment_tiles(__shfl_sync(LG_FULL_MASK, start[0], 0), tail, LG_SEGREDUCE_NV, tile_count,
                             &first, &last);
            for (int t = first + lane; t < last; t += LG_WARP_SIZE)
                limits[t] = lg_limit_among(chunk, CHUNK, (int)warp_first,
                                           (int32_t)((uint32_t)t * LG_SEGREDUCE_NV));
        }
        __syncwarp();   /* every lane is done with the chunk before the next is stored */
#line 799 "chapters/06-segreduce.nw"
#pragma unroll
        for (int j = 0; j < LG_STREAM_STARTS; j++)
            start[j] = next[j];
        tail = next_tail;
    }
}
/* <<Find each tile's limit>> */
#line 832 "chapters/06-segreduce.nw"
enum { LG_STREAM_PARTITION_MAX = 1 << 21 };   /* most segments for the pass over the starts */

static void launch_partition(const int32_t *csr, int num_segments, int count, int tiles,
                             int32_t *limits, cudaStream_t stream)
{
    enum { NT = 128, SEGMENTS = NT * LG_STREAM_STARTS };
    int ctas = num_segments / SEGMENTS + (num_segments % SEGMENTS != 0);

    if (num_segments >= tiles && num_segments <= LG_STREAM_PARTITION_MAX)
        segreduce_stream_partition_kernel<NT><<<ctas < LG_STREAM_CTAS ? ctas : LG_STREAM_CTAS, NT,
                                                 0, stream>>>(csr, num_segments, count, tiles,
                                                              limits);
    else
        segreduce_partition_kernel<<<(tiles + LG_PARTITION_NT) / LG_PARTITION_NT, LG_PARTITION_NT,
                                     0, stream>>>(
            csr, num_segments, count, tiles, limits);
}
/* <<Scan the tiles' carry-outs, a chunk per CTA>> */
#line 1619 "chapters/06-segreduce.nw"
template <typename T>
struct SpineChunk {
    T carry_out;       /* combined carry-outs since the chunk's last run start */
    T lead;            /* carry-outs of the chunk before its first run start */
    int first_start;   /* the chunk's first tile that starts a run, or -1 */
};

template <int NT, int VT, typename T, int OP>
__global__ void __launch_bounds__(NT)
segreduce_spine_kernel(const int32_t *__restrict__ limits, const T *__restrict__ carry_out,
                       int tile_count, T *dest, SpineChunk<T> *chunks)
{
    __shared__ ScanStorage<NT, T> scan;
    int first = blockIdx.x * (NT * VT) + threadIdx.x * VT;
    T tile_carry[VT], head[VT], run = Operator<T, OP>::identity(), total, carry;
    int begin[VT], any_before;
    uint32_t starts = 0, needs = 0;

    lg_allow_dependents();   /* the fix-up may start launching */
    lg_wait_prior_grid();    /* the tiles are complete and visible */
    /* <<Read the carry-outs of the thread's tiles and combine them>> */
#line 1650 "chapters/06-segreduce.nw"
    #pragma unroll
    for (int i = 0; i < VT; i++) {
        int tile = first + i;

        tile_carry[i] = head[i] = Operator<T, OP>::identity();
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
        run = starts >> i & 1 ? tile_carry[i] : Operator<T, OP>::combine(run, tile_carry[i]);
    }
#line 1640 "chapters/06-segreduce.nw"
    carry = scan_carries<NT, T, OP>(starts != 0, run, &scan, &total, &any_before);
    /* <<Hand each of the thread's tiles its carry-in>> */
#line 1674 "chapters/06-segreduce.nw"
    int leading = !any_before;

    #pragma unroll
    for (int i = 0; i < VT; i++) {
        if (first + i < tile_count) {
            if (leading && (starts >> i & 1)) {
                chunks[blockIdx.x].first_start = first + i;
                chunks[blockIdx.x].lead = carry;
            }
            if ((needs >> i & 1) && (!leading || blockIdx.x == 0))
                dest[begin[i]] = Operator<T, OP>::combine(carry, head[i]);
        }
        if (starts >> i & 1) {
            leading = 0;
            carry = tile_carry[i];
        } else {
            carry = Operator<T, OP>::combine(carry, tile_carry[i]);
        }
    }
#line 1642 "chapters/06-segreduce.nw"
    if (!__syncthreads_or(starts != 0) && threadIdx.x == 0)
        chunks[blockIdx.x].first_start = -1;
    if (threadIdx.x == 0)
        chunks[blockIdx.x].carry_out = total;
}
/* <<Finish the carry-ins at the start of each chunk>> */
#line 1705 "chapters/06-segreduce.nw"
template <typename T, int OP>
__global__ void segreduce_spine_fix_kernel(const int32_t *__restrict__ limits,
                                           const SpineChunk<T> *chunks, int chunk_count,
                                           T *dest)
{
    int lane = threadIdx.x & 31, tile;
    int chunk = 1 + (int)((blockIdx.x * blockDim.x + threadIdx.x) / 32);
    T carry = Operator<T, OP>::identity();
    lg_seg_range r;

    lg_wait_prior_grid(); /* the chunk records are complete and visible */
    if (chunk >= chunk_count || (tile = chunks[chunk].first_start) < 0)
        return;
    r = lg_segreduce_range(limits[tile], limits[tile + 1]);
    if (!lg_tile_needs_carry_in(r))
        return;
    for (int window = chunk - 32; window + 31 >= 0; window -= 32) {
        /* <<Combine the carry-outs of a window of chunk records>> */
#line 1735 "chapters/06-segreduce.nw"
        int before = window + lane, started = before < 0;
        T value = Operator<T, OP>::identity();

        if (before >= 0) {
            value = chunks[before].carry_out;
            started = chunks[before].first_start >= 0;
        }
        uint32_t stops = __ballot_sync(LG_FULL_MASK, started);
        int nearest = stops ? 31 - __clz(stops) : 0;   /* the nearest record that ends the walk */

        value = warp_reduce_in_order<T, OP>(lane >= nearest ? value : Operator<T, OP>::identity());
        carry = Operator<T, OP>::combine(__shfl_sync(LG_FULL_MASK, value, 0), carry);
        if (stops)
            break;
#line 1723 "chapters/06-segreduce.nw"
    }
    if (lane == 0) {
        carry = Operator<T, OP>::combine(carry, chunks[chunk].lead);
        dest[r.begin] = Operator<T, OP>::combine(carry, dest[r.begin]);
    }
}
/* <<Find the ends of a tile of keys>> */
#line 2267 "chapters/06-segreduce.nw"
template <int NT, int VT>
struct KeysShared {
    int32_t keys[NT * VT + 1];       /* the tile's keys and the next one */
    int32_t run_keys[NT * VT];       /* the keys of its segments, in order */
    ScanStorage<NT, int32_t> scan;
    int tile;
    int32_t before;                  /* ends before the tile */
};

template <int NT, int VT>
__global__ void __launch_bounds__(NT)
keys_codes_kernel(const int32_t *__restrict__ keys, int count, int tile_count, uint32_t *codes,
                  int32_t *limits, uint64_t *status, int32_t *keys_out)
{
    __shared__ KeysShared<NT, VT> shared;
    int tid = threadIdx.x, tile, tile_start, tile_count_here, loaded, any_before;
    int32_t before, tile_total;
    uint32_t ends = 0;

    /* <<Take the next tile's number and load its keys>> */
#line 2298 "chapters/06-segreduce.nw"
    if (tid == 0)
        shared.tile = atomicAdd((int *)&status[tile_count], 1);
    __syncthreads();
    tile = shared.tile;
    tile_start = tile * (NT * VT);
    tile_count_here = min(NT * VT, count - tile_start);
    loaded = min(NT * VT + 1, count - tile_start);
    #pragma unroll
    for (int i = 0; i <= VT; i++)
        if (tid + i * NT < loaded)
            shared.keys[tid + i * NT] = keys[tile_start + tid + i * NT];
    __syncthreads();
#line 2287 "chapters/06-segreduce.nw"
    /* <<Find the ends of the thread's keys>> */
#line 2313 "chapters/06-segreduce.nw"
    #pragma unroll
    for (int i = 0; i < VT; i++) {
        int j = tid * VT + i;
        if (j < tile_count_here &&
            lg_key_ends_segment(shared.keys, j, loaded, tile_start + j == count - 1))
            ends |= 1u << i;
    }
#line 2288 "chapters/06-segreduce.nw"
    before = scan_carries<NT, int32_t, LG_OP_SUM>(0, __popc(ends), &shared.scan, &tile_total,
                                                  &any_before);
    /* <<Publish the tile's count and look back>> */
#line 2325 "chapters/06-segreduce.nw"
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
#line 2291 "chapters/06-segreduce.nw"
    codes[tile * NT + tid] = lg_segreduce_code(ends, before, 0);
    if (keys_out != NULL)
        /* <<Write the keys of the tile's segments>> */
#line 2342 "chapters/06-segreduce.nw"
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
#line 2294 "chapters/06-segreduce.nw"
}
/* <<Find the codes of a tile of segments>> */
#line 2650 "chapters/06-segreduce.nw"
template <int NT, int VT>
__global__ void __launch_bounds__(NT)
csr_codes_kernel(const int32_t *__restrict__ csr, int num_segments, int count,
                 const int32_t *__restrict__ limits, uint32_t *codes)
{
    __shared__ TileStarts<NT, VT> seg;
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
    s.last = lg_seg_starts_last(range);
    s.terminator = lg_seg_terminator(csr, num_segments, count, range);
    s.starts = csr + range.begin;
    if (s.last <= NT && !flag_starts<NT>(s, tile_start, tile_count, flags)) {
        codes[tile * NT + tid] = code_from_flags<VT>(flags);
        return;
    }
    clear_marks<NT, VT>(seg.marks);
    load_starts<NT, VT>(csr + range.begin, s.last, seg.starts);
    s.starts = seg.starts;
    mark_starts<NT, VT>(s, tile_start, tile_count, seg.marks);
    ends = find_rows_marked<VT>(s, tile_start, tile_count, seg.marks, rows);
#pragma unroll
    for (int i = 1; i < VT; i++)
        jumps |= (ends >> (i - 1) & 1) && rows[i] != rows[i - 1] + 1 && tid * VT + i < tile_count;
    codes[tile * NT + tid] = lg_segreduce_code(ends, rows[0], __syncthreads_or(jumps));
}
/* <<Check a CSR array on the device>> */
#line 1940 "chapters/06-segreduce.nw"
static lg_status check_csr(lg_context *ctx, const char *function, const int32_t *csr,
                           int num_segments, int count, const char *count_name)
{
    if (!ctx->validate || num_segments == 0)
        return LG_OK;
    return lg_check_scan_of_counts(ctx, function, csr, "csr", num_segments, count, count_name);
}
/* <<Launch a segmented reduction>> */
#line 1760 "chapters/06-segreduce.nw"
template <typename T, typename Source>
struct SegreduceJob {
    Source source;           /* the values */
    int count;
    const int32_t *csr;      /* the segment starts, or NULL with codes from keys */
    int num_segments;
    const int32_t *limits;   /* the tile limits, or NULL to find them here */
    const uint32_t *codes;   /* one code per thread, or NULL to use csr */
    T *dest;
};

static int tile_count_of(int count)
{
    return (int)lg_div_up(count, LG_SEGREDUCE_NV);
}

static size_t round_up_256(size_t bytes)
{
    return (bytes + 255) & ~(size_t)255;
}

/* Scratch bytes the launches need for `count` values of type size `t`. */
static size_t segreduce_scratch_bytes(int count, size_t t, size_t chunk_record)
{
    int tiles = tile_count_of(count);
    int chunks = (tiles + LG_SPINE_NT * LG_SPINE_VT - 1) / (LG_SPINE_NT * LG_SPINE_VT);

    return round_up_256(sizeof(int32_t) * ((size_t)tiles + 1)) +
           round_up_256(t * (size_t)tiles) + round_up_256(chunk_record * (size_t)chunks);
}
/* <<Launch a segmented reduction>> */
#line 1802 "chapters/06-segreduce.nw"
template <typename T, int OP, typename Source>
static lg_status segreduce_launch(lg_context *ctx, const char *function,
                                  const SegreduceJob<T, Source> &job, void *scratch)
{
    const int NT = LG_SEGREDUCE_NT, VT = LG_SEGREDUCE_VT;
    int tiles = tile_count_of(job.count);
    int chunks = (tiles + LG_SPINE_NT * LG_SPINE_VT - 1) / (LG_SPINE_NT * LG_SPINE_VT);
    char *next = (char *)scratch;
    int32_t *limits = (int32_t *)next;
    T *carry_out = (T *)(next += round_up_256(sizeof(int32_t) * ((size_t)tiles + 1)));
    SpineChunk<T> *chunk_records = (SpineChunk<T> *)(next + round_up_256(sizeof(T) * (size_t)tiles));
    int ahead = Source::LOOK_AHEAD && job.codes == NULL && job.csr != NULL
                    ? ctx->props.multiProcessorCount * (ctx->props.maxThreadsPerMultiProcessor / NT)
                    : 0;   /* CTAs the SMs' thread limit allows */
    cudaError_t error;

    if (job.limits == NULL) {
        launch_partition(job.csr, job.num_segments, job.count, tiles, limits, ctx->stream);
        error = lg_launch_dependent(segreduce_tile_kernel<NT, VT, T, OP, Source>, tiles, NT,
                                    ctx, job.source, job.count, job.csr,
                                    job.num_segments, (const int32_t *)limits, job.codes, ahead,
                                    job.dest, carry_out);
    } else {
        limits = (int32_t *)job.limits;
        segreduce_tile_kernel<NT, VT, T, OP><<<tiles, NT, 0, ctx->stream>>>(
            job.source, job.count, job.csr, job.num_segments, limits, job.codes, ahead, job.dest,
            carry_out);
        error = cudaGetLastError();
    }
    if (error == cudaSuccess && tiles > 1)
        error = lg_launch_dependent(segreduce_spine_kernel<LG_SPINE_NT, LG_SPINE_VT, T, OP>,
                                    chunks, LG_SPINE_NT, ctx, (const int32_t *)limits,
                                    (const T *)carry_out, tiles, job.dest, chunk_records);
    if (error == cudaSuccess && chunks > 1)
        error = lg_launch_dependent(segreduce_spine_fix_kernel<T, OP>, (chunks - 1 + 3) / 4,
                                    128, ctx, (const int32_t *)limits,
                                    (const SpineChunk<T> *)chunk_records, chunks, job.dest);
    if (error == cudaSuccess)
        error = cudaGetLastError();
    if (error != cudaSuccess)
        return lg_fail_cuda(ctx, error, function, "launching the segmented reduction");
    return LG_OK;
}
/* <<Launch a segmented reduction>> */
#line 1852 "chapters/06-segreduce.nw"
template <typename T> struct IsInt32 { enum { value = 0 }; };
template <> struct IsInt32<int32_t> { enum { value = 1 }; };

template <typename T, typename Source>
static lg_status segreduce_dispatch(lg_context *ctx, const char *function, lg_op op,
                                    const SegreduceJob<T, Source> &job, void *scratch)
{
    switch (op) {
    case LG_OP_MIN: return segreduce_launch<T, LG_OP_MIN>(ctx, function, job, scratch);
    case LG_OP_MAX: return segreduce_launch<T, LG_OP_MAX>(ctx, function, job, scratch);
    case LG_OP_AFFINE:
        if constexpr (IsInt32<T>::value)
            return segreduce_launch<T, LG_OP_AFFINE>(ctx, function, job, scratch);
        else
            return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "LG_OP_AFFINE is for int32 only");
    default: return segreduce_launch<T, LG_OP_SUM>(ctx, function, job, scratch);
    }
}
/* <<Fill an array with one value>> */
#line 1955 "chapters/06-segreduce.nw"
template <typename T>
__global__ void fill_kernel(T *out, int count, T value)
{
    int64_t stride = (int64_t)gridDim.x * blockDim.x;

    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride)
        out[i] = value;
}

template <typename T, int OP>
static lg_status fill_identity(lg_context *ctx, const char *function, T *dest, int count)
{
    int grid = lg_grid_stride_ctas(ctx, count, 256);
    cudaError_t error;

    fill_kernel<T><<<grid, 256, 0, ctx->stream>>>(dest, count, Operator<T, OP>::identity());
    if ((error = cudaGetLastError()) != cudaSuccess)
        return lg_fail_cuda(ctx, error, function, "launching the fill");
    return LG_OK;
}
/* <<Fill an array with one value>> */
#line 1982 "chapters/06-segreduce.nw"
template <typename T>
static lg_status fill_identity_of(lg_context *ctx, const char *function, lg_op op, T *dest,
                                  int count)
{
    switch (op) {
    case LG_OP_MIN: return fill_identity<T, LG_OP_MIN>(ctx, function, dest, count);
    case LG_OP_MAX: return fill_identity<T, LG_OP_MAX>(ctx, function, dest, count);
    case LG_OP_AFFINE:
        if constexpr (IsInt32<T>::value)
            return fill_identity<T, LG_OP_AFFINE>(ctx, function, dest, count);
        else
            return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "LG_OP_AFFINE is for int32 only");
    default: return fill_identity<T, LG_OP_SUM>(ctx, function, dest, count);
    }
}
/* <<Check the arguments of a segmented reduction>> */
#line 1878 "chapters/06-segreduce.nw"
static lg_status check_op(lg_context *ctx, const char *function, lg_op op, int is_int32)
{
    if (op == LG_OP_SUM || op == LG_OP_MIN || op == LG_OP_MAX || (op == LG_OP_AFFINE && is_int32))
        return LG_OK;
    return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function,
                   "op is %d; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX%s", (int)op,
                   is_int32 ? " or LG_OP_AFFINE" : "");
}

static lg_status check_count(lg_context *ctx, const char *function, const char *count_name,
                             int count)
{
    if (count < 0)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function,
                       "%s is %d; it must be at least 0", count_name, count);
    return LG_OK;
}

static lg_status check_segments(lg_context *ctx, const char *function, const char *count_name,
                                int count, const char *segments_name, int num_segments)
{
    if (count < 0)
        return check_count(ctx, function, count_name, count);
    if (num_segments < 0)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function,
                       "%s is %d; it must be at least 0", segments_name, num_segments);
    if (num_segments == 0 && count > 0)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function,
                       "%s is %d but %s is 0; csr needs at least one entry",
                       count_name, count, segments_name);
    return LG_OK;
}

static lg_status check_pointer(lg_context *ctx, const char *function, const void *pointer,
                               const char *name, int count, const char *count_name)
{
    if (pointer == NULL && count > 0)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "%s is NULL and %s is %d",
                       name, count_name, count);
    return LG_OK;
}
/* <<Check the arguments of a segmented reduction>> */
#line 1926 "chapters/06-segreduce.nw"
/* The size in bytes of n elements of t bytes (n >= 0 checked before). */
static size_t bytes_of(int n, size_t t)
{
    return t * (size_t)n;
}
/* <<Reduce over a CSR array>> */
#line 2000 "chapters/06-segreduce.nw"
template <typename T>
static lg_status segreduce_csr(lg_context *ctx, const char *function, const T *data, int count,
                               const int32_t *csr, int num_segments, lg_op op, T *dest)
{
    SegreduceJob<T, ValueSource<T> > job = {{data}, count, csr, num_segments, NULL, NULL,
                                           dest};
    lg_status status;
    void *scratch;

    if ((status = check_segments(ctx, function, "count", count, "num_segments", num_segments)) ||
        (status = check_pointer(ctx, function, data, "data", count, "count")) ||
        (status = check_pointer(ctx, function, csr, "csr", num_segments, "num_segments")) ||
        (status = check_pointer(ctx, function, dest, "dest", num_segments, "num_segments")) ||
        (status = check_op(ctx, function, op, IsInt32<T>::value)))
        return status;
    {
        lg_array arrays[] = {{dest, bytes_of(num_segments, sizeof(T)), "dest"},
                             {data, bytes_of(count, sizeof(T)), "data"},
                             {csr, bytes_of(num_segments, sizeof(int32_t)), "csr"}};

        if ((status = lg_check_apart(ctx, function, arrays, 1, 3)) ||
            (status = check_csr(ctx, function, csr, num_segments, count, "count")))
            return status;
    }
    if (num_segments == 0)
        return LG_OK;
    if (count == 0)
        return fill_identity_of<T>(ctx, function, op, dest, num_segments);
    if ((status = lg_scratch(ctx, segreduce_scratch_bytes(count, sizeof(T), sizeof(SpineChunk<T>)),
                             &scratch)) != LG_OK)
        return status;
    return segreduce_dispatch<T>(ctx, function, op, job, scratch);
}
/* <<The CSR segmented reductions>> */
#line 2036 "chapters/06-segreduce.nw"
extern "C" lg_status lg_segreduce_csr_f32(const float *data, int count, const int32_t *csr,
                                          int num_segments, lg_op op, float *dest,
                                          lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_csr(ctx, __func__, data, count, csr, num_segments, op, dest);
}

extern "C" lg_status lg_segreduce_csr_f64(const double *data, int count, const int32_t *csr,
                                          int num_segments, lg_op op, double *dest,
                                          lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_csr(ctx, __func__, data, count, csr, num_segments, op, dest);
}

extern "C" lg_status lg_segreduce_csr_i32(const int32_t *data, int count, const int32_t *csr,
                                          int num_segments, lg_op op, int32_t *dest,
                                          lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_csr(ctx, __func__, data, count, csr, num_segments, op, dest);
}
/* <<Reduce by key>> */
#line 2361 "chapters/06-segreduce.nw"
/* Bytes of the status words (and the counter of started tiles) of the pass. */
static size_t keys_status_bytes(int count)
{
    return round_up_256(sizeof(uint64_t) * ((size_t)tile_count_of(count) + 1));
}

static lg_status keys_to_codes(lg_context *ctx, const char *function, const int32_t *keys,
                               int count, uint32_t *codes, void *status, int32_t *limits,
                               int32_t *keys_out)
{
    const int NT = LG_SEGREDUCE_NT, VT = LG_SEGREDUCE_VT;
    int tiles = tile_count_of(count);
    cudaError_t error = cudaMemsetAsync(status, 0, keys_status_bytes(count), ctx->stream);

    if (error == cudaSuccess) {
        keys_codes_kernel<NT, VT><<<tiles, NT, 0, ctx->stream>>>(
            keys, count, tiles, codes, limits, (uint64_t *)status, keys_out);
        error = cudaGetLastError();
    }
    if (error != cudaSuccess)
        return lg_fail_cuda(ctx, error, function, "launching the pass over the keys");
    return LG_OK;
}

static lg_status read_segment_count(lg_context *ctx, const char *function, const int32_t *limits,
                                    int tiles, int *num_segments_host)
{
    cudaError_t error = cudaMemcpyAsync(num_segments_host, limits + tiles, sizeof(int),
                                        cudaMemcpyDeviceToHost, ctx->stream);
    if (error == cudaSuccess)
        error = cudaStreamSynchronize(ctx->stream);
    return error == cudaSuccess ? LG_OK
                                : lg_fail_cuda(ctx, error, function, "reading the number of segments");
}
/* <<Reduce by key>> */
#line 2398 "chapters/06-segreduce.nw"
template <typename T>
static lg_status reduce_by_key(lg_context *ctx, const char *function, const int32_t *keys,
                               const T *data, int count, lg_op op, int32_t *keys_out, T *dest,
                               int *num_segments_host)
{
    int tiles = tile_count_of(count);
    size_t codes_bytes = round_up_256(sizeof(uint32_t) * (size_t)tiles * LG_SEGREDUCE_NT);
    size_t status_bytes = keys_status_bytes(count);
    size_t limits_bytes = round_up_256(sizeof(int32_t) * ((size_t)tiles + 1));
    SegreduceJob<T, ValueSource<T> > job = {{data}, count, NULL, 0, NULL, NULL, dest};
    lg_status status;
    char *scratch;

    if ((status = check_count(ctx, function, "count", count)) ||
        (status = check_pointer(ctx, function, keys, "keys", count, "count")) ||
        (status = check_pointer(ctx, function, data, "data", count, "count")) ||
        (status = check_pointer(ctx, function, dest, "dest", count, "count")) ||
        (status = check_op(ctx, function, op, IsInt32<T>::value)))
        return status;
    {
        /* How many segments there are is known only after the pass, so the
           outputs are checked where they start. */
        lg_array arrays[] = {{dest, count > 0 ? sizeof(T) : 0, "dest"},
                             {keys_out, keys_out && count > 0 ? sizeof(int32_t) : 0,
                              "keys_out"},
                             {keys, bytes_of(count, sizeof(int32_t)), "keys"},
                             {data, bytes_of(count, sizeof(T)), "data"}};

        if ((status = lg_check_apart(ctx, function, arrays, 2, 4)))
            return status;
    }
    if (num_segments_host != NULL && count > 0 &&
        (status = lg_refuse_capture(ctx, function,
                                    "to wait for the device and hand num_segments_host back; "
                                    "pass NULL to capture it")))
        return status;
    if (count == 0) {
        if (num_segments_host != NULL)
            *num_segments_host = 0;
        return LG_OK;
    }
    /* <<Find the codes of the keys and reduce>> */
#line 2444 "chapters/06-segreduce.nw"
    if ((status = lg_scratch(ctx, codes_bytes + status_bytes + limits_bytes +
                                      segreduce_scratch_bytes(count, sizeof(T), sizeof(SpineChunk<T>)),
                             (void **)&scratch)) != LG_OK)
        return status;
    job.codes = (const uint32_t *)scratch;
    job.limits = (const int32_t *)(scratch + codes_bytes + status_bytes);
    if ((status = keys_to_codes(ctx, function, keys, count, (uint32_t *)job.codes,
                                scratch + codes_bytes, (int32_t *)job.limits, keys_out)) ||
        (status = segreduce_dispatch<T>(ctx, function, op, job,
                                        scratch + codes_bytes + status_bytes + limits_bytes)))
        return status;
    return num_segments_host == NULL ? LG_OK
                                     : read_segment_count(ctx, function, job.limits, tiles,
                                                          num_segments_host);
#line 2440 "chapters/06-segreduce.nw"
}
/* <<The reduce-by-key functions>> */
#line 2461 "chapters/06-segreduce.nw"
extern "C" lg_status lg_reduce_by_key_f32(const int32_t *keys, const float *data, int count,
                                          lg_op op, int32_t *keys_out, float *dest,
                                          int *num_segments_host, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return reduce_by_key(ctx, __func__, keys, data, count, op, keys_out, dest,
                                num_segments_host);
}

extern "C" lg_status lg_reduce_by_key_f64(const int32_t *keys, const double *data, int count,
                                          lg_op op, int32_t *keys_out, double *dest,
                                          int *num_segments_host, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return reduce_by_key(ctx, __func__, keys, data, count, op, keys_out, dest,
                                 num_segments_host);
}

extern "C" lg_status lg_reduce_by_key_i32(const int32_t *keys, const int32_t *data, int count,
                                          lg_op op, int32_t *keys_out, int32_t *dest,
                                          int *num_segments_host, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return reduce_by_key(ctx, __func__, keys, data, count, op, keys_out, dest,
                                  num_segments_host);
}
/* <<The plan structure>> */
#line 2631 "chapters/06-segreduce.nw"
struct lg_segreduce_plan {
    int count;            /* values per application */
    int num_segments;
    int tile_count;
    int32_t *limits;      /* tile_count + 1 tile limits */
    uint32_t *codes;      /* a code per thread of each tile */
    int32_t *csr;         /* a copy of the CSR array; NULL for keys */
    void *memory;         /* the one device allocation holding them */
};
/* <<Make a plan>> */
#line 2690 "chapters/06-segreduce.nw"
static lg_status plan_allocate(lg_context *ctx, const char *function, int count,
                               int csr_entries, lg_segreduce_plan **plan)
{
    lg_segreduce_plan *p = (lg_segreduce_plan *)calloc(1, sizeof *p);
    int tiles = tile_count_of(count);
    size_t limits_bytes = round_up_256(sizeof(int32_t) * ((size_t)tiles + 1));
    size_t codes_bytes = round_up_256(sizeof(uint32_t) * (size_t)tiles * LG_SEGREDUCE_NT);
    cudaError_t error;

    if (p == NULL)
        return lg_fail(ctx, LG_ERR_OUT_OF_MEMORY, function, "no host memory for the plan");
    if (lg_refuse_capture(ctx, function, "to allocate the plan's device memory") != LG_OK) {
        free(p);
        return LG_ERR_INVALID_ARGUMENT;   /* the message says why */
    }
    error = cudaMalloc(&p->memory, limits_bytes + codes_bytes + sizeof(int32_t) * (size_t)csr_entries);
    if (error != cudaSuccess) {
        free(p);
        return lg_fail_cuda(ctx, error, function, "allocating the plan");
    }
    p->count = count;
    p->tile_count = tiles;
    p->limits = (int32_t *)p->memory;
    p->codes = (uint32_t *)((char *)p->memory + limits_bytes);
    p->csr = csr_entries ? (int32_t *)((char *)p->memory + limits_bytes + codes_bytes) : NULL;
    *plan = p;
    return LG_OK;
}

extern "C" void lg_segreduce_plan_destroy(lg_segreduce_plan *plan)
{
    if (plan == NULL)
        return;
    (void)cudaFree(plan->memory);
    free(plan);
}
/* <<Make a plan>> */
#line 2729 "chapters/06-segreduce.nw"
extern "C" lg_status lg_segreduce_plan_csr(const int32_t *csr, int count, int num_segments,
                                           lg_segreduce_plan **plan, lg_context *ctx)
{
    const int NT = LG_SEGREDUCE_NT, VT = LG_SEGREDUCE_VT;
    lg_segreduce_plan *p;
    lg_status status;
    cudaError_t error;

    LG_BEGIN(ctx);
    LG_REQUIRE(ctx, plan != NULL, "plan is NULL; pass the address of a plan pointer");
    *plan = NULL;
    if ((status = check_segments(ctx, __func__, "count", count, "num_segments", num_segments)) ||
        (status = check_pointer(ctx, __func__, csr, "csr", num_segments, "num_segments")) ||
        (status = check_csr(ctx, __func__, csr, num_segments, count, "count")) ||
        (status = plan_allocate(ctx, __func__, count, num_segments, &p)))
        return status;
    p->num_segments = num_segments;
    error = cudaMemcpyAsync(p->csr, csr, sizeof(int32_t) * (size_t)num_segments,
                            cudaMemcpyDeviceToDevice, ctx->stream);
    if (error == cudaSuccess && p->tile_count > 0) {
        launch_partition(p->csr, num_segments, count, p->tile_count, p->limits, ctx->stream);
        csr_codes_kernel<NT, VT><<<p->tile_count, NT, 0, ctx->stream>>>(
            p->csr, num_segments, count, p->limits, p->codes);
        error = cudaGetLastError();
    }
    if (error != cudaSuccess) {
        lg_segreduce_plan_destroy(p);
        return lg_fail_cuda(ctx, error, __func__, "making the plan");
    }
    *plan = p;
    return LG_OK;
}
/* <<Make a plan>> */
#line 2767 "chapters/06-segreduce.nw"
extern "C" lg_status lg_segreduce_plan_keys_i32(const int32_t *keys, int count,
                                                lg_segreduce_plan **plan, int *num_segments_host,
                                                lg_context *ctx)
{
    lg_segreduce_plan *p;
    lg_status status;
    void *key_status;

    LG_BEGIN(ctx);
    LG_REQUIRE(ctx, plan != NULL, "plan is NULL; pass the address of a plan pointer");
    *plan = NULL;
    if ((status = check_count(ctx, __func__, "count", count)) ||
        (status = check_pointer(ctx, __func__, keys, "keys", count, "count")) ||
        (status = lg_scratch(ctx, keys_status_bytes(count), &key_status)) ||
        (status = plan_allocate(ctx, __func__, count, 0, &p)))
        return status;
    if (count > 0 &&
        ((status = keys_to_codes(ctx, __func__, keys, count, p->codes, key_status, p->limits,
                                 NULL)) ||
         (status = read_segment_count(ctx, __func__, p->limits, p->tile_count, &p->num_segments)))) {
        lg_segreduce_plan_destroy(p);
        return status;
    }
    if (num_segments_host != NULL)
        *num_segments_host = p->num_segments;
    *plan = p;
    return LG_OK;
}
/* <<Apply a plan>> */
#line 2800 "chapters/06-segreduce.nw"
template <typename T, typename Source>
static lg_status plan_apply(lg_context *ctx, const char *function, const lg_segreduce_plan *plan,
                            Source source, lg_op op, T *dest)
{
    SegreduceJob<T, Source> job = {source, plan->count, plan->csr, plan->num_segments,
                                   plan->limits, plan->codes, dest};
    lg_status status;
    void *scratch;

    if (plan->num_segments == 0)
        return LG_OK;
    if (plan->count == 0)
        return fill_identity_of<T>(ctx, function, op, dest, plan->num_segments);
    if ((status = lg_scratch(ctx, segreduce_scratch_bytes(plan->count, sizeof(T),
                                                          sizeof(SpineChunk<T>)), &scratch)))
        return status;
    return segreduce_dispatch<T>(ctx, function, op, job, scratch);
}

template <typename T>
static lg_status segreduce_apply(lg_context *ctx, const char *function,
                                 const lg_segreduce_plan *plan, const T *data, lg_op op, T *dest)
{
    lg_status status;

    if (plan == NULL)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "plan is NULL");
    if ((status = check_pointer(ctx, function, data, "data", plan->count, "the plan's count")) ||
        (status = check_pointer(ctx, function, dest, "dest", plan->num_segments,
                                "the plan's num_segments")) ||
        (status = check_op(ctx, function, op, IsInt32<T>::value)))
        return status;
    {
        lg_array arrays[] = {{dest, bytes_of(plan->num_segments, sizeof(T)), "dest"},
                             {data, bytes_of(plan->count, sizeof(T)), "data"}};

        if ((status = lg_check_apart(ctx, function, arrays, 1, 2)))
            return status;
    }
    return plan_apply<T>(ctx, function, plan, ValueSource<T>{data}, op, dest);
}
/* <<Apply a plan>> */
#line 2844 "chapters/06-segreduce.nw"
extern "C" lg_status lg_segreduce_apply_f32(const lg_segreduce_plan *plan, const float *data,
                                            lg_op op, float *dest, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_apply(ctx, __func__, plan, data, op, dest);
}

extern "C" lg_status lg_segreduce_apply_f64(const lg_segreduce_plan *plan, const double *data,
                                            lg_op op, double *dest, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_apply(ctx, __func__, plan, data, op, dest);
}

extern "C" lg_status lg_segreduce_apply_i32(const lg_segreduce_plan *plan, const int32_t *data,
                                            lg_op op, int32_t *dest, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_apply(ctx, __func__, plan, data, op, dest);
}
/* <<Multiply a sparse matrix by a vector>> */
#line 2932 "chapters/06-segreduce.nw"
template <typename T>
static lg_status check_spmv(lg_context *ctx, const char *function, const T *values,
                            const int32_t *cols, int nz, const int32_t *csr, int num_rows,
                            const T *x, T *y)
{
    /* x's length is not an argument: only its first entry is known to be x. */
    lg_array arrays[] = {{y, bytes_of(num_rows, sizeof(T)), "y"},
                         {values, bytes_of(nz, sizeof(T)), "values"},
                         {cols, bytes_of(nz, sizeof(int32_t)), "cols"},
                         {csr, bytes_of(num_rows, sizeof(int32_t)), "csr"},
                         {x, nz > 0 ? sizeof(T) : 0, "x"}};
    lg_status status;

    if ((status = check_pointer(ctx, function, values, "values", nz, "nz")) ||
        (status = check_pointer(ctx, function, cols, "cols", nz, "nz")) ||
        (status = check_pointer(ctx, function, x, "x", nz, "nz")) ||
        (status = check_pointer(ctx, function, y, "y", num_rows, "num_rows")))
        return status;
    return lg_check_apart(ctx, function, arrays, 1, 5);
}

template <typename T>
static lg_status spmv_csr(lg_context *ctx, const char *function, const T *values,
                          const int32_t *cols, int nz, const int32_t *csr, int num_rows,
                          const T *x, T *y)
{
    SegreduceJob<T, ProductSource<T> > job = {{values, cols, x}, nz, csr, num_rows, NULL, NULL,
                                             y};
    lg_status status;
    void *scratch;

    if ((status = check_segments(ctx, function, "nz", nz, "num_rows", num_rows)) ||
        (status = check_pointer(ctx, function, csr, "csr", num_rows, "num_rows")) ||
        (status = check_spmv<T>(ctx, function, values, cols, nz, csr, num_rows, x, y)) ||
        (status = check_csr(ctx, function, csr, num_rows, nz, "nz")))
        return status;
    if (num_rows == 0)
        return LG_OK;
    if (nz == 0)
        return fill_identity<T, LG_OP_SUM>(ctx, function, y, num_rows);
    if ((status = lg_scratch(ctx, segreduce_scratch_bytes(nz, sizeof(T), sizeof(SpineChunk<T>)),
                             &scratch)))
        return status;
    return segreduce_launch<T, LG_OP_SUM>(ctx, function, job, scratch);
}
/* <<Multiply a sparse matrix by a vector>> */
#line 2980 "chapters/06-segreduce.nw"
template <typename T>
static lg_status spmv_apply(lg_context *ctx, const char *function, const lg_segreduce_plan *plan,
                            const T *values, const int32_t *cols, const T *x, T *y)
{
    lg_status status;

    if (plan == NULL)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "plan is NULL");
    if ((status = check_spmv<T>(ctx, function, values, cols, plan->count, NULL,
                                plan->num_segments, x, y)))
        return status;
    return plan_apply<T>(ctx, function, plan, ProductSource<T>{values, cols, x}, LG_OP_SUM, y);
}

extern "C" lg_status lg_spmv_csr_f32(const float *values, const int32_t *cols, int nz,
                                     const int32_t *csr, int num_rows, const float *x, float *y,
                                     lg_context *ctx)
{
    LG_BEGIN(ctx);
    return spmv_csr(ctx, __func__, values, cols, nz, csr, num_rows, x, y);
}

extern "C" lg_status lg_spmv_csr_f64(const double *values, const int32_t *cols, int nz,
                                     const int32_t *csr, int num_rows, const double *x, double *y,
                                     lg_context *ctx)
{
    LG_BEGIN(ctx);
    return spmv_csr(ctx, __func__, values, cols, nz, csr, num_rows, x, y);
}

extern "C" lg_status lg_spmv_apply_f32(const lg_segreduce_plan *plan, const float *values,
                                       const int32_t *cols, const float *x, float *y,
                                       lg_context *ctx)
{
    LG_BEGIN(ctx);
    return spmv_apply(ctx, __func__, plan, values, cols, x, y);
}

extern "C" lg_status lg_spmv_apply_f64(const lg_segreduce_plan *plan, const double *values,
                                       const int32_t *cols, const double *x, double *y,
                                       lg_context *ctx)
{
    LG_BEGIN(ctx);
    return spmv_apply(ctx, __func__, plan, values, cols, x, y);
}
