#line 1118 "chapters/03-mergesort.nw"
/* The pure logic of mergesort, compiled for the CPU and the GPU alike:
   the sorting networks, the frames and ranges of two-way and four-way
   merge passes, the four-way partition search, the pass plan, the
   tuning. The mergesort chapter explains it. */
#ifndef LITGPU_MERGESORT_H
#define LITGPU_MERGESORT_H

#include <math.h>     /* NAN */
#include <stdint.h>
#include "merge_path.h"

/* <<Choose the comparators of Batcher's network>> */
#line 153 "chapters/03-mergesort.nw"
/* Whether Batcher's odd-even merge sort of vt keys has the comparator
   (a, a + 2^lk) in its stage that merges runs of 2^lp keys. */
LG_HD int lg_batcher_compares(int lp, int lk, int a, int vt)
{
    int p = 1 << lp, k = 1 << lk;

    return a + k < vt && a >= k % p && (a - k % p) % (2 * k) < k &&
           a / (2 * p) == (a + k) / (2 * p);
}
/* <<Find the frame of a worker in a merge pass>> */
#line 223 "chapters/03-mergesort.nw"
/* The two lists merged by worker `block` (a thread or a CTA writing `grain`
   outputs) in a mergesort pass where coop workers (a power of two, at least
   2) share each pair of lists of grain * coop / 2 keys: A = [a_begin, a_end),
   B = [b_begin, b_end), cut at count. */
LG_HD lg_merge_range lg_mergesort_frame(int coop, int block, int grain, int count)
{
    int64_t first = block & ~(coop - 1);               /* the pair's first worker */
    int64_t size = (int64_t)grain * (coop / 2);        /* keys in each list */
    int64_t a_begin = first * grain;
    lg_merge_range f;

    f.a_begin = (int)(a_begin < count ? a_begin : count);
    f.a_end = (int)(a_begin + size < count ? a_begin + size : count);
    f.b_begin = f.a_end;
    f.b_end = (int)(a_begin + 2 * size < count ? a_begin + 2 * size : count);
    return f;
}
/* <<Find the frame of a worker in a merge pass>> */
#line 246 "chapters/03-mergesort.nw"
/* Where worker `block`'s outputs start within its frame's merge. */
LG_HD int lg_mergesort_diagonal(int coop, int block, int grain, int count)
{
    lg_merge_range f = lg_mergesort_frame(coop, block, grain, count);
    int64_t diag = (int64_t)grain * (block & (coop - 1));
    int total = f.b_end - f.a_begin;

    return diag < total ? (int)diag : total;
}
/* <<Find a CTA's ranges in a global merge pass>> */
#line 286 "chapters/03-mergesort.nw"
/* The ranges of the sources of CTA `block` in a global merge pass, given
   the partition points mp0 (at its diagonal) and mp1 (at the next CTA's),
   both counted from the start of its frame's A list. */
LG_HD lg_merge_range lg_mergesort_range(int coop, int block, int nv, int count, int mp0,
                                        int mp1)
{
    lg_merge_range f = lg_mergesort_frame(coop, block, nv, count), r;
    int a_count = f.a_end - f.a_begin, b_count = f.b_end - f.b_begin;
    int diag0 = lg_mergesort_diagonal(coop, block, nv, count);
    int diag1 = diag0 + lg_min_int(nv, a_count + b_count - diag0);

    if ((block & (coop - 1)) == coop - 1)   /* the pair's last CTA: its end is the frame's */
        mp1 = a_count;
    r = lg_merge_range_of(a_count, b_count, diag0, diag1, mp0, mp1);
    r.a_begin += f.a_begin;
    r.a_end += f.a_begin;
    r.b_begin += f.b_begin;
    r.b_end += f.b_begin;
    return r;
}
/* <<Count the passes of a mergesort>> */
#line 316 "chapters/03-mergesort.nw"
/* The tiles of nv keys that cover count keys. */
LG_HD int lg_mergesort_tiles(int count, int nv)
{
    return (int)lg_div_up(count, nv);
}

/* The two-way merge passes after a blocksort of tiles of nv keys:
   ceil(log2(tiles)), 0 for one tile or none. */
LG_HD int lg_mergesort_passes(int count, int nv)
{
    int tiles = lg_mergesort_tiles(count, nv), passes = 0;

    while (passes < 31 && ((int64_t)1 << passes) < tiles)
        passes++;
    return passes;
}
/* <<Plan the global passes>> */
#line 342 "chapters/03-mergesort.nw"
/* The global passes of a sort whose tiles need `two_way` two-way passes
   (lg_mergesort_passes), when a pass may merge up to `ways` lists (2 or
   4): with 4, two two-way passes become one four-way pass. */
LG_HD int lg_mergesort_global_passes(int two_way, int ways)
{
    return ways == 4 ? (two_way + 1) / 2 : two_way;
}

/* How many lists pass `pass` of that plan merges into one: an odd
   two-way pass out goes first. */
LG_HD int lg_mergesort_pass_ways(int two_way, int ways, int pass)
{
    return ways == 4 && !(pass == 0 && two_way % 2 == 1) ? 4 : 2;
}
/* <<Find the frame of four lists>> */
#line 379 "chapters/03-mergesort.nw"
/* Four sorted ranges of one array: list k is [begin[k], end[k]). */
typedef struct lg_merge4_range {
    int begin[4], end[4];
} lg_merge4_range;

/* The four lists merged by worker `block` in a four-way pass where coop
   workers (a power of two, at least 4) of `grain` outputs share each
   group of four lists of grain * coop / 4 keys, cut at count. */
LG_HD lg_merge4_range lg_mergesort_frame4(int coop, int block, int grain, int count)
{
    int64_t first = block & ~(coop - 1), size = (int64_t)grain * (coop / 4);
    lg_merge4_range f;

    LG_UNROLL
    for (int k = 0; k < 4; k++) {
        int64_t begin = first * grain + k * size, end = begin + size;
        f.begin[k] = (int)(begin < count ? begin : count);
        f.end[k] = (int)(end < count ? end : count);
    }
    return f;
}
/* <<Search with several probes at once>> */
#line 504 "chapters/03-mergesort.nw"
/* Probe `lane` of `lanes` in a round of a search of [first, last): the
   points that cut it into lanes + 1 pieces (several lanes share a point
   when it is short). With one lane, bisection. */
LG_HD int lg_search_point(int first, int last, int lanes, int lane)
{
    return first + (int)((int64_t)(lane + 1) * (last - first) / (lanes + 1));
}

/* After a round in which the first t probes held and the rest failed:
   the first point where the probe fails lies in the new [first, last]. */
LG_HD void lg_search_narrow(int *first, int *last, int lanes, int t)
{
    int f = *first, l = *last;

    if (t > 0)
        *first = lg_search_point(f, l, lanes, t - 1) + 1;
    if (t < lanes)
        *last = lg_search_point(f, l, lanes, t);
}
/* <<Find a CTA's ranges in a four-way pass>> */
#line 598 "chapters/03-mergesort.nw"
/* The four ranges CTA `block` merges in a four-way pass, from its
   partition point start[0..3] and the next CTA's, next[0..3]. */
LG_HD lg_merge4_range lg_mergesort_range4(int coop, int block, int nv, int count,
                                          const int *start, const int *next)
{
    lg_merge4_range f = lg_mergesort_frame4(coop, block, nv, count), r;
    int last = (block & (coop - 1)) == coop - 1;

    LG_UNROLL
    for (int k = 0; k < 4; k++) {
        r.begin[k] = f.begin[k] + start[k];
        r.end[k] = last ? f.end[k] : f.begin[k] + next[k];
    }
    return r;
}
/* <<Size a four-way tile's shared memory>> */
#line 1062 "chapters/03-mergesort.nw"
/* The shared memory, in bytes, of a four-way tile merge of nv outputs
   with keys of key_bytes each: two buffers of keys, and two of 4-byte
   values with them. */
LG_HD int lg_merge4_tile_bytes(int nv, int key_bytes, int has_values)
{
    return 2 * nv * (key_bytes + (has_values ? 4 : 0));
}

/* The blocksort's, for a tile of nv keys: one buffer of each. */
LG_HD int lg_blocksort_tile_bytes(int nv, int key_bytes, int has_values)
{
    return nv * (key_bytes + (has_values ? 4 : 0));
}
/* <<The mergesort's tuning>> */
#line 1757 "chapters/03-mergesort.nw"
/* The sort of keys: merge tiles of NT threads of VT keys; blocksort tiles
   of BLOCKSORT_TILES merge tiles, sorted by BLOCKSORT_NT threads
   (BLOCKSORT_TILES * NT * VT / BLOCKSORT_NT keys a thread). WIDE: of
   8-byte keys. */
enum {
    LG_MERGESORT_KEYS_NT = 256, LG_MERGESORT_KEYS_VT = 17,
    LG_MERGESORT_KEYS_BLOCKSORT_TILES = 4, LG_MERGESORT_KEYS_BLOCKSORT_NT = 512,
    LG_MERGESORT_WIDE_KEYS_NT = 128, LG_MERGESORT_WIDE_KEYS_VT = 17,
    LG_MERGESORT_WIDE_KEYS_BLOCKSORT_TILES = 2, LG_MERGESORT_WIDE_KEYS_BLOCKSORT_NT = 128
};
/* The sorts of pairs and of indices, likewise. */
enum {
    LG_MERGESORT_PAIRS_NT = 256, LG_MERGESORT_PAIRS_VT = 17,
    LG_MERGESORT_PAIRS_BLOCKSORT_TILES = 1, LG_MERGESORT_PAIRS_BLOCKSORT_NT = 256,
    LG_MERGESORT_WIDE_PAIRS_NT = 128, LG_MERGESORT_WIDE_PAIRS_VT = 17,
    LG_MERGESORT_WIDE_PAIRS_BLOCKSORT_TILES = 1, LG_MERGESORT_WIDE_PAIRS_BLOCKSORT_NT = 128
};
/* <<The mergesort's tuning>> */
#line 1779 "chapters/03-mergesort.nw"
/* Passes of up to LG_MERGESORT_WAYS lists; partition kernels of
   LG_MERGESORT_PARTITION_NT threads; probes a round of the first stage of
   a four-way partition point: with few tiles, and from
   LG_MERGESORT_MANY_TILES tiles on; the threads a four-way partition's
   selection keeps below, a thread a probe, and the most probes a list a
   round. */
enum {
    LG_MERGESORT_WAYS = 4, LG_MERGESORT_PARTITION_NT = 128,
    LG_MERGESORT_SEARCH_LANES = 8, LG_MERGESORT_MANY_TILES_LANES = 2,
    LG_MERGESORT_MANY_TILES = 8192, LG_MERGESORT_SELECT_THREADS = 4 * 2 * LG_MERGESORT_MANY_TILES,
    LG_MERGE4_MAX_PROBES = 8
};

/* The ways of a sort's passes, with merge tiles of nv keys of key_bytes
   (and 4-byte values if has_values), on a device that gives a CTA at most
   shared_limit bytes of shared memory: LG_MERGESORT_WAYS where a four-way
   tile fits, else 2. */
LG_HD int lg_mergesort_ways_for(int shared_limit, int nv, int key_bytes, int has_values)
{
    return lg_merge4_tile_bytes(nv, key_bytes, has_values) <= shared_limit ? LG_MERGESORT_WAYS
                                                                           : 2;
}

/* The merge tiles a blocksort tile of the same sort holds: `tiles` where
   such a tile fits in shared_limit bytes, else half as many (at least
   one), which the tunings keep within the 48 KB every device has. */
LG_HD int lg_mergesort_blocksort_tiles_for(int shared_limit, int nv, int tiles, int key_bytes,
                                           int has_values)
{
    if (lg_blocksort_tile_bytes(nv * tiles, key_bytes, has_values) <= shared_limit)
        return tiles;
    return tiles > 1 ? tiles / 2 : 1;
}

/* The grid's probes a round for a four-way partition point of a sort of
   `tiles` tiles. */
LG_HD int lg_mergesort_search_lanes(int tiles)
{
    return tiles < LG_MERGESORT_MANY_TILES ? LG_MERGESORT_SEARCH_LANES
                                           : LG_MERGESORT_MANY_TILES_LANES;
}

/* The selection's probes a list a round: the most, a power of two, whose
   threads (four lists' probes at each of the pass's tiles) stay below
   LG_MERGESORT_SELECT_THREADS; one from LG_MERGESORT_MANY_TILES tiles on. */
LG_HD int lg_mergesort_select_probes(int tiles)
{
    int probes = LG_MERGE4_MAX_PROBES;

    while (probes > 1 && (int64_t)4 * probes * tiles >= LG_MERGESORT_SELECT_THREADS)
        probes /= 2;
    return probes;
}
/* <<The mergesort's tuning>> */
#line 1839 "chapters/03-mergesort.nw"
/* Threads an SM that a kernel keeps registers for: the blocksort of keys
   with at most 17 keys a thread; the four-way merge of keys, of pairs. */
#define LG_BLOCKSORT_SM_THREADS 1536
#define LG_MERGE4_KEYS_SM_THREADS 1536
#define LG_MERGE4_PAIRS_SM_THREADS 768
/* The blocksort with values, or with more than 17 keys a thread: 1024 (64
   registers a thread of 256); 512 on 12.x, where ptxas spills the kernel
   for indices in 64 registers and in 80. */
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 1200
#define LG_BLOCKSORT_VALUES_SM_THREADS 512
#else
#define LG_BLOCKSORT_VALUES_SM_THREADS 1024
#endif
/* <<The mergesort's tuning>> */
#line 1859 "chapters/03-mergesort.nw"
/* 8-byte keys: the blocksort; the four-way merge of keys, of pairs. */
#define LG_BLOCKSORT_WIDE_SM_THREADS 512
#define LG_MERGE4_WIDE_KEYS_SM_THREADS 768
#define LG_MERGE4_WIDE_PAIRS_SM_THREADS 512
/* The threads an SM of a blocksort of keys of key_bytes, with values or
   not, vt keys a thread (pairs of more than 17 keys a thread, which only
   the benchmark's shapes have, as for 8-byte keys); of a four-way merge
   of such keys. */
#define LG_BLOCKSORT_THREADS_FOR(key_bytes, values, vt)                            \
    ((key_bytes) > 4             ? LG_BLOCKSORT_WIDE_SM_THREADS                    \
     : (values) && (vt) > 17     ? LG_BLOCKSORT_WIDE_SM_THREADS                    \
     : (values) || (vt) > 17     ? LG_BLOCKSORT_VALUES_SM_THREADS                  \
                                 : LG_BLOCKSORT_SM_THREADS)
#define LG_MERGE4_THREADS_FOR(key_bytes, has_values)                               \
    ((key_bytes) > 4 ? ((has_values) ? LG_MERGE4_WIDE_PAIRS_SM_THREADS              \
                                     : LG_MERGE4_WIDE_KEYS_SM_THREADS)              \
     : (has_values) ? LG_MERGE4_PAIRS_SM_THREADS : LG_MERGE4_KEYS_SM_THREADS)
/* <<Define the mergesort's logic for every key type>> */
#line 1112 "chapters/03-mergesort.nw"
#define LG_KEYED_FILE "mergesort_keyed.h"
#include "each_key.h"
#undef LG_KEYED_FILE

#line 1141 "chapters/03-mergesort.nw"
#endif
