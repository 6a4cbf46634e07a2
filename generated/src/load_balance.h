#line 216 "chapters/04-lbs.nw"
/* The pure logic of the load-balancing search, compiled for the CPU and
   the GPU alike: the binary searches, the merge path over the natural
   numbers, the partition search, a tile's ranges and one thread's serial
   search. Valid C11; the load-balancing search chapter explains each (its
   CPU models are in the support code's lbs_model.h). */
#ifndef LITGPU_LOAD_BALANCE_H
#define LITGPU_LOAD_BALANCE_H

#include <stdint.h>
#include "merge_path.h"

/* <<Binary searches in a sorted array>> */
#line 195 "chapters/04-lbs.nw"
/* The first position of sorted b[0, count) whose element is >= key (lower
   bound) or > key (upper bound); count if there is none. The merge path
   of b with count copies of key, at diagonal count. */
LG_HD int lg_lower_bound_i32(const int32_t *b, int count, int32_t key)
{
    return lg_merge_path_search_copies(b, key, count, 0, count, LG_BOUNDS_UPPER);
}

LG_HD int lg_upper_bound_i32(const int32_t *b, int count, int32_t key)
{
    return lg_merge_path_search_copies(b, key, count, 0, count, LG_BOUNDS_LOWER);
}
/* <<Search the merge path of the natural numbers and a sorted list>> */
#line 262 "chapters/04-lbs.nw"
/* lg_merge_path_i32 with A the numbers a_first, a_first + 1, ...,
   a_first + a_count - 1, which need no memory: how many of the first diag
   elements of the merge of A and b come from A. 0 <= diag <= a_count + b_count. */
LG_HD int lg_merge_path_counting_i32(int a_first, int a_count, const int32_t *b, int b_count,
                                     int diag, lg_bounds bounds)
{
    return lg_merge_path_search_counting(a_first, b, diag, lg_max_int(0, diag - b_count),
                                         lg_min_int(diag, a_count), bounds);
}
/* <<Search the scan in rounds of probes>> */
#line 328 "chapters/04-lbs.nw"
/* What a search for the first scan element placed at or above a diagonal
   knows before it starts. The answer lies in [lo, hi]; element lo - 1 is
   placed below the diagonal, at `before` (-1 if lo = 0), element hi at or
   above it, at `after` (a_count + b_count if hi = b_count). The places
   guide the probes only: a wrong one costs rounds, never the answer. */
typedef struct lg_bracket {
    int lo, hi;
    int64_t before, after;
} lg_bracket;

enum {
    LG_SEARCH_PROBES = 6, /* scan elements a round of the search loads at most */
    LG_SEARCH_LAST = 16   /* a bracket this short is loaded whole */
};

/* Called once a round, after its loads: the bracket r (an lg_bracket *)
   as the round found it, the scan positions it loaded at once (probe, or
   NULL for the whole bracket) and how many. A support program that counts
   or draws the rounds defines it before including this header. */
#ifndef LG_SEARCH_ROUND
#define LG_SEARCH_ROUND(r, probe, loads) ((void)0)
#endif

/* Where scan element j is placed in the merge (64-bit on any input). */
LG_HD int64_t lg_placed(const int32_t *b_scan, int j)
{
    return (int64_t)b_scan[j] + j;
}

/* The first scan element in the bracket r placed at or above diag (r->hi
   if none), for a non-decreasing b_scan. On any input the answer lies in
   the bracket. */
LG_HD int lg_search_in_rounds(const int32_t *b_scan, int diag, lg_bracket *r)
{
    int missed = 0;   /* the last round's guess missed: this one cuts quarters too */

    while (r->hi - r->lo > LG_SEARCH_LAST) {
        /* <<Load three or six scan elements at once and keep the part that holds the answer>> */
#line 408 "chapters/04-lbs.nw"
        int width = r->hi - r->lo, guard = 1, probes = missed ? LG_SEARCH_PROBES : 3;
        int probe[LG_SEARCH_PROBES];
        int64_t span = lg_max_i64(1, r->after - 1 - r->before), ahead, placed[LG_SEARCH_PROBES];

        while ((int64_t)guard * guard < width)
            guard *= 2;
        guard /= 2;   /* about half the square root of the width */
        ahead = lg_min_i64(lg_max_i64(0, diag - 1 - r->before), span);
        while (span > INT32_MAX) {   /* only where the places are not a scan's */
            span /= 2;
            ahead /= 2;
        }
        probe[1] = r->lo + (int)(ahead * width / span);
        probe[0] = probe[1] - guard;
        probe[2] = probe[1] + guard;
        for (int q = 1; q < 4; q++)
            probe[2 + q] = r->lo + (int)((int64_t)width * q / 4);
        for (int k = 0; k < LG_SEARCH_PROBES; k++) {   /* independent loads */
            probe[k] = lg_max_int(r->lo, lg_min_int(probe[k], r->hi - 1));
            placed[k] = k < probes ? lg_placed(b_scan, probe[k]) : diag;
        }
        LG_SEARCH_ROUND(r, probe, probes);
        for (int k = 0; k < LG_SEARCH_PROBES; k++)
            if (k >= probes)
                continue;
            else if (placed[k] < diag && probe[k] >= r->lo) {
                r->lo = probe[k] + 1;
                r->before = placed[k];
            } else if (placed[k] >= diag && probe[k] < r->hi) {
                r->hi = probe[k];
                r->after = placed[k];
            }
        r->hi = lg_max_int(r->hi, r->lo);   /* only where b_scan is not sorted */
        missed = r->hi - r->lo > 2 * guard;
#line 366 "chapters/04-lbs.nw"
    }
    /* <<Load the last few scan elements at once and count those placed below diag>> */
#line 453 "chapters/04-lbs.nw"
    {
        int64_t placed[LG_SEARCH_LAST];
        int below = 0;   /* the elements placed below diag, up to the last such */

        for (int k = 0; k < LG_SEARCH_LAST; k++)
            placed[k] = r->lo + k < r->hi ? lg_placed(b_scan, r->lo + k) : diag;
        if (r->hi > r->lo)
            LG_SEARCH_ROUND(r, (const int *)0, r->hi - r->lo);
        for (int k = 0; k < LG_SEARCH_LAST; k++)
            if (placed[k] < diag) {
                below = k + 1;
                r->before = placed[k];
            }
        r->lo += below;
        r->hi = r->lo;
    }
#line 368 "chapters/04-lbs.nw"
    return r->lo;
}
/* <<Find a partition point in rounds of probes>> */
#line 305 "chapters/04-lbs.nw"
/* The same as lg_merge_path_counting_i32(0, a_count, b_scan, b_count, diag,
   LG_BOUNDS_UPPER) for a non-decreasing b_scan: scan element j is placed
   at output b_scan[j] + j of the merge, and the work items among the first
   diag outputs are diag minus the scan elements placed below diag. On any
   input the result lies in the merge path's range. */
LG_HD int lg_lbs_partition_search_within(int a_count, const int32_t *b_scan, int b_count,
                                         int diag, lg_bracket r);

LG_HD int lg_lbs_partition_search(int a_count, const int32_t *b_scan, int b_count, int diag)
{
    lg_bracket whole = {0, b_count, -1, (int64_t)a_count + b_count};

    return lg_lbs_partition_search_within(a_count, b_scan, b_count, diag, whole);
}
/* <<Find a partition point in rounds of probes>> */
#line 373 "chapters/04-lbs.nw"
/* lg_lbs_partition_search, where the answer is known to lie in the bracket
   r of the first scan element placed at or above diag. */
LG_HD int lg_lbs_partition_search_within(int a_count, const int32_t *b_scan, int b_count,
                                         int diag, lg_bracket r)
{
    int low = lg_max_int(0, diag - a_count), high = lg_min_int(diag, b_count);

    r.lo = lg_min_int(lg_max_int(low, r.lo), high);
    r.hi = lg_max_int(lg_min_int(high, r.hi), r.lo);
    return diag - lg_search_in_rounds(b_scan, diag, &r);
}
/* <<Sample a sorted array>> */
#line 720 "chapters/04-lbs.nw"
/* Where the k-th of `samples` evenly spaced entries of an array of n lies. */
LG_HD int lg_sample_position(int k, int samples, int n)
{
    return (int)((int64_t)k * n / samples);
}

/* Where the k-th element of a sample of the scan is placed in the merge. */
LG_HD int64_t lg_sample_placed(const int32_t *sample, int k, int samples, int b_count)
{
    return sample[k] + (int64_t)lg_sample_position(k, samples, b_count);
}

/* For the scan sampled as sample[k] = b_scan[lg_sample_position(k, samples,
   b_count)], samples a power of two: the bracket of the first scan element
   placed at or above diag, for lg_lbs_partition_search_within. */
LG_HD lg_bracket lg_sample_bracket(const int32_t *sample, int samples, int a_count, int b_count,
                                   int diag)
{
    int below = 0;   /* the sampled elements placed below diag */
    lg_bracket r;

    for (int step = samples / 2; step > 0; step /= 2)
        if (lg_sample_placed(sample, below + step - 1, samples, b_count) < diag)
            below += step;
    if (below == samples - 1 && b_count > 0 &&
        lg_sample_placed(sample, samples - 1, samples, b_count) < diag)
        below = samples;
    r.lo = below > 0 ? lg_sample_position(below - 1, samples, b_count) + 1 : 0;
    r.before = below > 0 ? lg_sample_placed(sample, below - 1, samples, b_count) : -1;
    r.hi = below < samples ? lg_sample_position(below, samples, b_count) : b_count;
    r.after = below < samples ? lg_sample_placed(sample, below, samples, b_count)
                              : (int64_t)a_count + b_count;
    return r;
}
/* <<The ranges of a load-balancing tile>> */
#line 504 "chapters/04-lbs.nw"
/* What one tile of a load-balancing search covers and loads. */
typedef struct lg_lbs_tile {
    int a_begin, a_end; /* its work items: it finds the objects of [a_begin, a_end) */
    int b_begin, b_end; /* the scan elements it loads: b_scan[b_begin, b_end) */
    int preceding;      /* 1 if b_begin is the scan element before its own */
    int halo;           /* 1 if it loads b_scan[b_end] too, to skip range checks */
} lg_lbs_tile;
/* <<The ranges of a load-balancing tile>> */
#line 550 "chapters/04-lbs.nw"
/* Tile `tile` of nv outputs of the merge of the work items 0 ... a_count - 1
   with b_scan[0, b_count), between the partition points mp0 and mp1 (the
   work items before its first and before its last output). With preceding,
   it also loads the scan element before its own, if there is one; with
   allow_halo, the one after, if its work items and scan elements both end
   before the arrays do. */
LG_HD lg_lbs_tile lg_lbs_tile_of(int a_count, int b_count, int tile, int nv, int mp0, int mp1,
                                 int preceding, int allow_halo)
{
    int total = a_count + b_count;
    lg_merge_range r = lg_merge_range_of(a_count, b_count, lg_merge_diagonal(tile, nv, total),
                                         lg_merge_diagonal(tile + 1, nv, total), mp0, mp1);
    lg_lbs_tile t;

    t.a_begin = r.a_begin;
    t.a_end = r.a_end;
    t.preceding = preceding && r.b_begin > 0;
    t.b_begin = r.b_begin - t.preceding;
    t.b_end = r.b_end;
    t.halo = allow_halo && r.a_end < a_count && r.b_end < b_count;
    return t;
}
/* <<Search VT work items, writing their objects to shared memory>> */
#line 590 "chapters/04-lbs.nw"
/* vt steps of the merge of the work items a_first + a, a_first + a + 1, ...
   (a < a_end) with the scan elements b_shared[b, b_end), a scan element
   going first when equal. A step that takes work item a_first + a writes
   its object, b_first + b - 1, to indices[a] (b_first: the position of
   b_shared[0] in the whole scan). checked = 0 needs the halo b_shared[b_end]
   and steps that stay inside the tile; it makes one comparison a step, and
   clamps its reads so that they stay in b_shared[0, b_end] on any input. */
LG_HD void lg_serial_load_balance_search(int a_first, int a, int a_end, const int32_t *b_shared,
                                         int b, int b_end, int b_first, int vt, int checked,
                                         int32_t *indices)
{
    int32_t b_key = checked ? (b < b_end ? b_shared[b] : 0) : b_shared[lg_min_int(b, b_end)];

    LG_UNROLL
    for (int t = 0; t < vt; t++) {
        int take_a = checked ? a < a_end && (b >= b_end || a_first + a < b_key)
                             : a_first + a < b_key;
        if (take_a) {
            indices[a] = b_first + b - 1;
            a++;
        } else {
            b++;
            b_key = checked ? (b < b_end ? b_shared[b] : 0) : b_shared[lg_min_int(b, b_end)];
        }
    }
}
/* <<Search one thread's work items in a tile>> */
#line 623 "chapters/04-lbs.nw"
/* Thread tid's part of the CTA search of tile t, whose scan elements are in
   b_shared[0, t.b_end - t.b_begin) (and its halo after them): find where its
   outputs vt * tid, ... of the tile's merge start, and search them, writing
   the objects to indices_shared[0, t.a_end - t.a_begin). */
LG_HD void lg_lbs_thread_search(lg_lbs_tile t, const int32_t *b_shared, int tid, int vt,
                                int32_t *indices_shared)
{
    int a_count = t.a_end - t.a_begin;
    int b_own = t.b_end - t.b_begin - t.preceding; /* the scan elements of the tile */
    int diag = lg_min_int(vt * tid, a_count + b_own);
    int mp = lg_merge_path_counting_i32(t.a_begin, a_count, b_shared + t.preceding, b_own, diag,
                                        LG_BOUNDS_UPPER);

    lg_serial_load_balance_search(t.a_begin, mp, a_count, b_shared, t.preceding + diag - mp,
                                  t.b_end - t.b_begin, t.b_begin, vt, !t.halo, indices_shared);
}
/* <<The load-balancing search's tuning>> */
#line 656 "chapters/04-lbs.nw"
/* The int32_t words of shared memory the CTA search of nv outputs needs. */
#define LG_LBS_SHARED_WORDS(nv) ((nv) + 2)

enum {
    LG_LBS_NT = 256, LG_LBS_VT = 15, /* the tile of lg_load_balance_search */
    LG_LBS_PARTITION_NT = 128,
    LG_LBS_PARTITION_SAMPLES = 512  /* scan elements a partition CTA samples first */
};

#line 237 "chapters/04-lbs.nw"
#endif
