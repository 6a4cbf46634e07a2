#line 3402 "chapters/06-segreduce.nw"
/* The segmented reduction's logic, compiled for both the CPU and the GPU.
   Valid C11, so that the CPU tests and the table programs use it too. */
#ifndef LITGPU_SEGREDUCE_H
#define LITGPU_SEGREDUCE_H

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include "hostdevice.h"
#include "litgpu.h"
#include "load_balance.h"   /* lg_upper_bound_i32 */

/* <<Segmented reduction constants>> */
#line 583 "chapters/06-segreduce.nw"
enum {
    LG_SEGREDUCE_NT = 128,   /* threads per tile */
    LG_SEGREDUCE_VT = 15,    /* values per thread: odd, at most 15 */
    LG_SEGREDUCE_NV = LG_SEGREDUCE_NT * LG_SEGREDUCE_VT,
    LG_SPINE_NT = 256,       /* threads of a spine CTA */
    LG_SPINE_VT = 1,         /* tiles per spine thread */
    LG_PARTITION_NT = 512,        /* threads of a partition CTA, a tile each */
    LG_PARTITION_SAMPLES = 256,   /* segment starts it samples first */
    LG_STREAM_NT = 128,           /* threads of a CTA of the pass over the starts */
    LG_STREAM_STARTS = 8,         /* segment starts a lane reads at a time */
    LG_STREAM_CTAS = 1024,        /* most CTAs; past that, each warp takes more */
    LG_STREAM_PARTITION_MAX = 1 << 21,  /* most segments for the pass over the starts */
    LG_KEYS_TILES = 4                   /* tiles a CTA of the pass over the keys */
};

/* CTAs an SM that the tile kernel keeps registers for when it sums 4-byte
   values: ten (48 registers a thread) on 9.0; eight (64) elsewhere, where
   ptxas would spill in 48. */
/* CTAs an SM for the other tile kernels, by operator. Without a number
   ptxas picks its own limit, and for some kernels it picks one that
   spills: the affine maps on 9.0; minimum, maximum, int64 and double on
   8.6 to 12.0. Those ask for six, room for 85 registers a thread; the
   rest of 9.0's keep ptxas's choice, which is what was measured. */
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ == 900
#define LG_SEGREDUCE_SUM_CTAS 10
#define LG_SEGREDUCE_OTHER_CTAS(op) ((op) == LG_OP_AFFINE ? 6 : 0)
#else
#define LG_SEGREDUCE_SUM_CTAS 8
#define LG_SEGREDUCE_OTHER_CTAS(op) 6
#endif
/* <<Operators and their identities>> */
#line 131 "chapters/06-segreduce.nw"
/* The affine map f followed by g, each packed as a << 16 | b. */
LG_HD int32_t lg_affine_then(int32_t f, int32_t g)
{
    uint32_t fa = (uint32_t)f >> 16, fb = (uint32_t)f & 0xffffu;
    uint32_t ga = (uint32_t)g >> 16, gb = (uint32_t)g & 0xffffu;
    uint32_t a = (fa * ga) & 0xffffu, b = (ga * fb + gb) & 0xffffu;

    return (int32_t)(a << 16 | b);
}

LG_HD int32_t lg_identity_i32(lg_op op)
{
    return op == LG_OP_MIN ? INT32_MAX : op == LG_OP_MAX ? INT32_MIN
         : op == LG_OP_AFFINE ? (int32_t)0x10000 : 0;
}

LG_HD int32_t lg_combine_i32(lg_op op, int32_t a, int32_t b)
{
    switch (op) {
    case LG_OP_MIN: return b < a ? b : a;
    case LG_OP_MAX: return b > a ? b : a;
    case LG_OP_AFFINE: return lg_affine_then(a, b);
    default: return (int32_t)((uint32_t)a + (uint32_t)b);   /* wraps */
    }
}
/* <<Operators and their identities>> */
#line 163 "chapters/06-segreduce.nw"
LG_HD float lg_identity_f32(lg_op op)
{
    return op == LG_OP_MIN ? INFINITY : op == LG_OP_MAX ? -INFINITY : 0.0f;
}

LG_HD float lg_combine_f32(lg_op op, float a, float b)
{
    return op == LG_OP_MIN ? (b < a ? b : a) : op == LG_OP_MAX ? (b > a ? b : a) : a + b;
}

LG_HD double lg_identity_f64(lg_op op)
{
    return op == LG_OP_MIN ? (double)INFINITY : op == LG_OP_MAX ? -(double)INFINITY : 0.0;
}

LG_HD double lg_combine_f64(lg_op op, double a, double b)
{
    return op == LG_OP_MIN ? (b < a ? b : a) : op == LG_OP_MAX ? (b > a ? b : a) : a + b;
}
/* <<Operators and their identities>> */
#line 190 "chapters/06-segreduce.nw"
LG_HD int64_t lg_identity_i64(lg_op op)
{
    return op == LG_OP_MIN ? INT64_MAX : op == LG_OP_MAX ? INT64_MIN : 0;
}

LG_HD int64_t lg_combine_i64(lg_op op, int64_t a, int64_t b)
{
    return op == LG_OP_MIN   ? (b < a ? b : a)
         : op == LG_OP_MAX   ? (b > a ? b : a)
                             : (int64_t)((uint64_t)a + (uint64_t)b);   /* wraps */
}
/* <<Partition the segments among tiles>> */
#line 646 "chapters/06-segreduce.nw"
#define LG_SEGREDUCE_CARRIED INT32_MIN   /* bit 31 of a tile limit */

/* The limit of a tile whose first value v lies inside the array, among
   the sorted starts csr[0, n) of segments first, first + 1, ..., with
   csr[0] <= v: the last of them that starts at or before v, carried
   unless it starts at v. */
LG_HD int32_t lg_limit_among(const int32_t *csr, int n, int first, int32_t v)
{
    int segment = lg_upper_bound_i32(csr, n, v) - 1;

    return csr[segment] == v ? first + segment : ((first + segment) | LG_SEGREDUCE_CARRIED);
}
/* <<Partition the segments among tiles>> */
#line 685 "chapters/06-segreduce.nw"
typedef struct lg_seg_range {
    int begin;      /* the first segment whose total the tile writes */
    int end;        /* one past the last */
    int total;      /* end - begin: how many totals the tile writes */
    int continues;  /* segment `end` has values here and goes on */
    int carried;    /* segment `begin` started in an earlier tile */
} lg_seg_range;

LG_HD lg_seg_range lg_segreduce_range(int32_t limit, int32_t next_limit)
{
    lg_seg_range r;

    r.begin = (int)(limit & INT32_MAX);
    r.end = (int)(next_limit & INT32_MAX);
    r.total = r.end - r.begin;
    r.continues = next_limit < 0;
    r.carried = limit < 0;
    return r;
}
/* <<Partition the segments among tiles>> */
#line 720 "chapters/06-segreduce.nw"
/* Of the non-decreasing a[0, n), sampled as sample[k] =
   a[lg_sample_position(k, samples, n)] with sample[0] <= key: the piece
   [*lo, *hi) that holds the last entry <= key, between samples k and k + 1
   (k returned). */
LG_HD int lg_sample_narrow(const int32_t *sample, int samples, int n, int32_t key, int *lo,
                           int *hi)
{
    int k = lg_upper_bound_i32(sample, samples, key) - 1;

    *lo = lg_sample_position(k, samples, n);
    *hi = k + 1 < samples ? lg_sample_position(k + 1, samples, n) : n;
    return k;
}
/* <<Partition the segments among tiles>> */
#line 736 "chapters/06-segreduce.nw"
enum { LG_INTERPOLATION_STEPS = 2 };   /* guesses before the bisection */

/* The limit of a tile whose first value v (0 < v < count) lies in one of
   the segments of csr[lo, hi), where csr[lo] = low and no entry exceeds
   top > v: a few guesses by linear interpolation, each of which keeps the
   side of the range that holds v, then the bisection of what is left. */
LG_HD int32_t lg_limit_interpolated(const int32_t *csr, int lo, int hi, int32_t low,
                                    int32_t top, int32_t v)
{
    for (int step = 0; step < LG_INTERPOLATION_STEPS && hi - lo > 1; step++) {
        int guess = lo + (int)((int64_t)(v - low) * (hi - lo) / ((int64_t)top - low));
        int32_t at;

        if (guess == lo)
            guess = lo + 1;
        at = csr[guess];
        if (at <= v) {
            lo = guess;
            low = at;
        } else {
            hi = guess;
            top = at;
        }
    }
    return lg_limit_among(csr + lo, hi - lo, lo, v);
}
/* <<Partition the segments among tiles>> */
#line 799 "chapters/06-segreduce.nw"
/* The first tile whose first value is at or after value x: x / nv rounded
   up. (Unsigned 32-bit arithmetic: x is at most INT32_MAX, so x + nv - 1
   fits, and a division by a constant nv is a multiplication.) */
LG_HD int lg_tile_ceiling(int32_t x, int nv)
{
    return (int)(((uint32_t)x + (uint32_t)nv - 1) / (uint32_t)nv);
}

/* The tiles t, 0 < t < tile_count, whose first value t * nv lies in
   [start, end), the values of a run of segments: t in [*first, *last). */
LG_HD void lg_segment_tiles(int32_t start, int32_t end, int nv, int tile_count, int *first,
                            int *last)
{
    int from = lg_tile_ceiling(start, nv), to = lg_tile_ceiling(end, nv);

    *first = from > 1 ? from : 1;
    *last = to < tile_count ? to : tile_count;
    if (*last < *first)
        *last = *first;
}
/* <<Partition the segments among tiles>> */
#line 1677 "chapters/06-segreduce.nw"
LG_HD int lg_tile_starts_run(lg_seg_range r)
{
    return r.total > 0;
}

LG_HD int lg_tile_needs_carry_in(lg_seg_range r)
{
    return r.carried && r.total > 0;
}
/* <<The segment starts a tile sees>> */
#line 936 "chapters/06-segreduce.nw"
/* starts[j] is the start of segment begin + j for j < last; entry `last`
   is the terminator. starts points at shared memory or at csr + begin. */
typedef struct lg_seg_starts {
    const int32_t *starts;
    int last;
    int32_t terminator;
} lg_seg_starts;

LG_HD int lg_seg_starts_last(lg_seg_range r)
{
    return r.total + r.continues;
}

LG_HD int32_t lg_seg_terminator(const int32_t *csr, int num_segments, int count, lg_seg_range r)
{
    if (r.continues)
        return INT32_MAX;
    return r.end < num_segments ? csr[r.end] : count;
}
/* <<The segment starts a tile sees>> */
#line 958 "chapters/06-segreduce.nw"
LG_HD int32_t lg_seg_start_at(lg_seg_starts s, int j)
{
    return j < s.last ? s.starts[j] : s.terminator;
}

/* One past the last entry of csr that a tile with range r reads: its
   entries are csr[r.begin, lg_seg_entries_end(r, num_segments)). */
LG_HD int lg_seg_entries_end(lg_seg_range r, int num_segments)
{
    return r.end < num_segments - 1 ? r.end + 1 : num_segments;   /* no r.end + 1 past INT_MAX */
}
/* <<Find the segment of each value>> */
#line 981 "chapters/06-segreduce.nw"
/* The row of the value at `offset`: the last j <= last with start(j) <= offset. */
LG_HD int lg_segreduce_find_row(lg_seg_starts s, int32_t offset)
{
    unsigned lo = 0, hi = (unsigned)s.last + 1;

    while (hi - lo > 1) {
        unsigned mid = lo + (hi - lo) / 2;
        if (lg_seg_start_at(s, (int)mid) <= offset)
            lo = mid;
        else
            hi = mid;
    }
    return (int)lo;
}
/* <<Find the segment of each value>> */
#line 998 "chapters/06-segreduce.nw"
/* The value at pos - 1 belongs to row *row. Return 1 if it ends that
   segment, and then move *row to the segment of the value at pos,
   skipping empty segments; else return 0. */
LG_HD int lg_segreduce_step(lg_seg_starts s, int *row, int32_t pos)
{
    unsigned lo = (unsigned)*row + 1, step = 1, hi, last = (unsigned)s.last;

    if (lg_seg_start_at(s, (int)lo) > pos)
        return 0;
    while (lo + step <= last && lg_seg_start_at(s, (int)(lo + step)) <= pos) {
        lo += step;
        step += step;
    }
    hi = lo + step <= last ? lo + step : last + 1;
    while (hi - lo > 1) {
        unsigned mid = lo + (hi - lo) / 2;
        if (lg_seg_start_at(s, (int)mid) <= pos)
            lo = mid;
        else
            hi = mid;
    }
    *row = (int)lo;
    return 1;
}
/* <<Flags of the segment starts>> */
#line 1324 "chapters/06-segreduce.nw"
enum { LG_SEG_FLAG_WORDS = 64 };   /* a flag per offset 0..NV, and a zero word after them */

LG_HD int lg_popc32(uint32_t x)
{
#ifdef __CUDA_ARCH__
    return __popc(x);
#else
    return __builtin_popcount(x);
#endif
}

/* Where entry j (1 <= j <= last) sets its flag, or -1 if its start lies
   outside [1, tile_count] (the terminator of a continuing segment);
   *repeats tells whether entry j - 1 starts at the same offset, which
   makes segment begin + j - 1 empty. */
LG_HD int lg_seg_flag_offset(lg_seg_starts s, int j, int tile_start, int tile_count,
                             int *repeats)
{
    int32_t start = lg_seg_start_at(s, j);
    int64_t offset = (int64_t)start - tile_start;

    *repeats = start == lg_seg_start_at(s, j - 1);
    return offset < 1 || offset > tile_count ? -1 : (int)offset;
}
/* <<Flags of the segment starts>> */
#line 1351 "chapters/06-segreduce.nw"
/* The row of the value at `offset`: the flags at offsets 1..offset, where
   `before` counts those in the words before offset's word. */
LG_HD int lg_seg_flag_row(const uint32_t *flags, int offset, int before)
{
    return before + lg_popc32(flags[offset >> 5] & ((2u << (offset & 31)) - 1));
}

/* The ends of the vt values from offset `first` on: bit i is the flag at
   first + i + 1. */
LG_HD uint32_t lg_seg_flag_ends(const uint32_t *flags, int first, int vt)
{
    int bit = first + 1, word = bit / 32;
    uint64_t pair = (uint64_t)flags[word + 1] << 32 | flags[word];

    return (uint32_t)(pair >> (bit & 31)) & ((1u << vt) - 1);
}
/* <<Flags of the segment starts>> */
#line 1442 "chapters/06-segreduce.nw"
/* The ends of the vt <= 17 values from offset first - 1 on, from a byte
   per offset (0 or 1), four to a word, the first in the low byte: bit i
   is the byte of offset first + i. Reads five words from word first / 4. */
LG_HD uint32_t lg_seg_byte_ends(const uint32_t *words, int first, int vt)
{
    uint32_t bits = 0;

    for (int w = 0; w < 5; w++)   /* a constant count: unrolled */
        bits |= (words[(first >> 2) + w] * 0x01020408u >> 24 & 0xfu) << (4 * w);
    return bits >> (first & 3) & ((1u << vt) - 1);
}
/* <<Flags of the segment starts>> */
#line 1499 "chapters/06-segreduce.nw"
/* The offset in the tile whose mark entry j (1 <= j <= last) writes, or
   -1 if none: the offset where segment begin + j starts, if it lies in
   [0, tile_count] and no later entry starts at the same offset (entry
   `last` is the terminator). */
LG_HD int lg_seg_mark_offset(lg_seg_starts s, int j, int tile_start, int tile_count)
{
    int32_t start = lg_seg_start_at(s, j);
    int64_t offset = (int64_t)start - tile_start;

    if (offset < 0 || offset > tile_count)
        return -1;
    return j == s.last || lg_seg_start_at(s, j + 1) != start ? (int)offset : -1;
}
/* <<Thread codes>> */
#line 2332 "chapters/06-segreduce.nw"
enum { LG_CODE_ROW_SHIFT = 15, LG_CODE_ROW_MASK = 0xffff };
#define LG_CODE_FROM_CSR 0x80000000u

LG_HD uint32_t lg_segreduce_code(uint32_t ends, int first_row, int from_csr)
{
    uint32_t row = (uint32_t)first_row & LG_CODE_ROW_MASK;

    return from_csr ? LG_CODE_FROM_CSR : ends | row << LG_CODE_ROW_SHIFT;
}

LG_HD uint32_t lg_code_ends(uint32_t code)
{
    return code & 0x7fffu;
}

LG_HD int lg_code_first_row(uint32_t code)
{
    return (int)(code >> LG_CODE_ROW_SHIFT & LG_CODE_ROW_MASK);
}

LG_HD int lg_code_from_csr(uint32_t code)
{
    return (int)(code >> 31);
}
/* <<Find the highest flag at or before a lane>> */
#line 329 "chapters/06-segreduce.nw"
LG_HD int lg_clz32(uint32_t x)
{
#ifdef __CUDA_ARCH__
    return __clz((int)x);
#else
    return x ? __builtin_clz(x) : 32;
#endif
}

/* The highest set bit of bits at or below bit `lane`, or -1 if none. */
LG_HD int lg_last_flag_upto(uint32_t bits, int lane)
{
    return 31 - lg_clz32(bits & (LG_FULL_MASK >> (31 - lane)));
}

/* The same strictly below bit `lane`. */
LG_HD int lg_last_flag_below(uint32_t bits, int lane)
{
    return 31 - lg_clz32(bits & (0x7fffffffu >> (31 - lane)));
}
/* <<Find the highest flag at or before a lane>> */
#line 358 "chapters/06-segreduce.nw"
/* The nearest thread in a warp before `warp` that starts a run, or -1.
   warps_with_starts has bit v set if warp v has one; words[v] is warp v's
   ballot. */
LG_HD int lg_run_start_before_warp(uint32_t warps_with_starts, const uint32_t *words,
                                   int warp)
{
    int v = lg_last_flag_below(warps_with_starts, warp);

    return v < 0 ? -1 : 32 * v + lg_last_flag_upto(words[v], 31);
}

/* The nearest thread at or before tid that starts a run, or -1: from its
   own warp's ballot if it can, else from the earlier warps' answer. */
LG_HD int lg_run_start(uint32_t warp_bits, int tid, int before_warp)
{
    int lane = lg_last_flag_upto(warp_bits, tid & 31);

    return lane >= 0 ? (tid & ~31) + lane : before_warp;
}

/* Whether a thread before tid starts a run. */
LG_HD int lg_run_start_before(uint32_t warp_bits, int tid, int before_warp)
{
    return lg_last_flag_below(warp_bits, tid & 31) >= 0 || before_warp >= 0;
}
/* <<Find a thread's last end>> */
#line 1538 "chapters/06-segreduce.nw"
/* The offset after the last of a thread's ends (ends != 0), its values
   starting at offset `first`. */
LG_HD int lg_seg_last_end(uint32_t ends, int first)
{
    return first + 32 - lg_clz32(ends);
}
/* <<Reduce-by-key flags and limits>> */
#line 2380 "chapters/06-segreduce.nw"
/* Whether the tile's value j ends its segment: it is the very last value,
   or the next of the `loaded` keys differs. */
LG_HD int lg_key_ends_segment(const int32_t *keys, int j, int loaded, int is_last)
{
    return is_last || (j + 1 < loaded && keys[j] != keys[j + 1]);
}

/* A tile's count of ends, with bit 31 set if its first key continues the
   previous tile's last run; after the scan, the tile's limit. */
LG_HD int32_t lg_keys_limit(int32_t ends, int carried)
{
    return carried ? (ends | LG_SEGREDUCE_CARRIED) : ends;
}

#line 3425 "chapters/06-segreduce.nw"
#endif
