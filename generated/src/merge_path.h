#line 97 "chapters/02-merge.nw"
/* The pure logic of merging, compiled for the CPU and the GPU alike:
   sequential merge, co-rank, merge path search, serial merge of a few
   elements, the ranges of a piece of a merge. Valid C11; the merge chapter
   explains every function. */
#ifndef LITGPU_MERGE_PATH_H
#define LITGPU_MERGE_PATH_H

#include <stddef.h>   /* NULL */
#include <stdint.h>
#include "hostdevice.h"
#include "litgpu.h"
#include "tile.h"     /* LG_UNROLL */

/* <<Small helpers for both sides>> */
#line 132 "chapters/02-merge.nw"
LG_HD int lg_min_int(int x, int y) { return x < y ? x : y; }
LG_HD int lg_max_int(int x, int y) { return x > y ? x : y; }
/* <<Merge two sorted lists sequentially>> */
#line 71 "chapters/02-merge.nw"
/* out[0, a_count + b_count) = the stable merge of a and b: where keys are
   equal, a's elements come first. */
LG_HD void lg_merge_sequential_i32(const int32_t *a, int a_count, const int32_t *b,
                                   int b_count, int32_t *out)
{
    int i = 0, j = 0, k = 0;

    while (i < a_count && j < b_count)
        out[k++] = b[j] < a[i] ? b[j++] : a[i++];
    while (i < a_count)
        out[k++] = a[i++];
    while (j < b_count)
        out[k++] = b[j++];
}
/* <<Find the co-rank of k>> */
#line 177 "chapters/02-merge.nw"
/* Where a co-rank search stands: its guess (i, j) and the lowest values
   i and j can still have. */
typedef struct lg_co_rank_guess {
    int i, j, i_low, j_low;
} lg_co_rank_guess;

/* The first guess of the search for the co-rank of k: the largest i can be. */
LG_HD lg_co_rank_guess lg_co_rank_first_guess(int k, int a_count, int b_count)
{
    lg_co_rank_guess g;

    g.i = lg_min_int(k, a_count);
    g.j = k - g.i;
    g.i_low = lg_max_int(0, k - b_count);
    g.j_low = lg_max_int(0, k - a_count);
    return g;
}
/* <<Find the co-rank of k>> */
#line 200 "chapters/02-merge.nw"
/* 1 if guess g is the co-rank; otherwise 0, with g moved halfway towards
   the low end of whichever of i and j is too large. */
LG_HD int lg_co_rank_step(lg_co_rank_guess *g, const int32_t *a, int a_count,
                          const int32_t *b, int b_count)
{
    if (g->i > 0 && g->j < b_count && a[g->i - 1] > b[g->j]) {          /* i too large */
        int delta = (g->i - g->i_low + 1) / 2;
        g->j_low = g->j;
        g->i -= delta;
        g->j += delta;
    } else if (g->j > 0 && g->i < a_count && b[g->j - 1] >= a[g->i]) {  /* j too large */
        int delta = (g->j - g->j_low + 1) / 2;
        g->i_low = g->i;
        g->i += delta;
        g->j -= delta;
    } else {
        return 1;
    }
    return 0;
}
/* <<Find the co-rank of k>> */
#line 223 "chapters/02-merge.nw"
/* The co-rank of k, 0 <= k <= a_count + b_count: how many of the first k
   elements of the stable merge of sorted a and b come from a. */
LG_HD int lg_co_rank_i32(int k, const int32_t *a, int a_count, const int32_t *b,
                         int b_count)
{
    lg_co_rank_guess g = lg_co_rank_first_guess(k, a_count, b_count);

    while (!lg_co_rank_step(&g, a, a_count, b, b_count))
        ;
    return g.i;
}
/* <<Find the co-rank of k in circular buffers>> */
#line 504 "chapters/02-merge.nw"
/* lg_co_rank_i32 on lists kept in rings of `size` slots (a power of two):
   element x of A is a_ring[(a_start + x) & (size - 1)], likewise for B. */
LG_HD int lg_co_rank_circular_i32(int k, const int32_t *a_ring, int a_start, int a_count,
                                  const int32_t *b_ring, int b_start, int b_count, int size)
{
    int mask = size - 1;
    int i = lg_min_int(k, a_count), j = k - i;
    int i_low = lg_max_int(0, k - b_count), j_low = lg_max_int(0, k - a_count);

    for (;;) {
        if (i > 0 && j < b_count &&
            a_ring[(a_start + i - 1) & mask] > b_ring[(b_start + j) & mask]) {
            int delta = (i - i_low + 1) / 2;
            j_low = j;
            i -= delta;
            j += delta;
        } else if (j > 0 && i < a_count &&
                   b_ring[(b_start + j - 1) & mask] >= a_ring[(a_start + i) & mask]) {
            int delta = (j - j_low + 1) / 2;
            i_low = i;
            i += delta;
            j -= delta;
        } else {
            return i;
        }
    }
}
/* <<Merge from circular buffers sequentially>> */
#line 534 "chapters/02-merge.nw"
/* lg_merge_sequential_i32 reading A and B from rings as above. */
LG_HD void lg_merge_sequential_circular_i32(const int32_t *a_ring, int a_start, int a_count,
                                            const int32_t *b_ring, int b_start, int b_count,
                                            int size, int32_t *out)
{
    int mask = size - 1, i = 0, j = 0, k = 0;

    while (i < a_count && j < b_count) {
        int32_t a_key = a_ring[(a_start + i) & mask], b_key = b_ring[(b_start + j) & mask];
        if (b_key < a_key) {
            out[k++] = b_key;
            j++;
        } else {
            out[k++] = a_key;
            i++;
        }
    }
    for (; i < a_count; i++)
        out[k++] = a_ring[(a_start + i) & mask];
    for (; j < b_count; j++)
        out[k++] = b_ring[(b_start + j) & mask];
}
/* <<Decide whether A's key goes before B's>> */
#line 730 "chapters/02-merge.nw"
/* Whether a_key goes before b_key in the merge: on equal keys A's goes
   first with LG_BOUNDS_LOWER, B's with LG_BOUNDS_UPPER. */
LG_HD int lg_merge_a_goes_first(int32_t a_key, int32_t b_key, lg_bounds bounds)
{
    return bounds == LG_BOUNDS_UPPER ? a_key < b_key : a_key <= b_key;
}
/* <<Search the merge path of any two lists>> */
#line 749 "chapters/02-merge.nw"
/* Define LG_HD int NAME(A_TYPE a, B_TYPE b, int diag, int begin, int end,
   lg_bounds bounds): the first i in [begin, end) at which A's key i does
   not go before B's key diag - 1 - i (lg_merge_a_goes_first), or end.
   When [begin, end) is diagonal diag's range, that is how many of the
   first diag elements of the merge come from A. Ends on any input. */
#define LG_MERGE_PATH_SEARCH(NAME, A_TYPE, B_TYPE, A_KEY, B_BACK, B_KEY)           \
    LG_HD int NAME(A_TYPE a, B_TYPE b, int diag, int begin, int end, lg_bounds bounds) \
    {                                                                              \
        (void)diag; /* B_BACK and B_KEY may not need it */                         \
        if (begin < end) {                                                         \
            B_TYPE b_back = B_BACK;                                                \
                                                                                   \
            do {                                                                   \
                int mid = (int)(((unsigned)begin + (unsigned)end) >> 1);           \
                int32_t a_key = A_KEY, b_key = B_KEY;                              \
                                                                                   \
                if (lg_merge_a_goes_first(a_key, b_key, bounds))                   \
                    begin = mid + 1;                                               \
                else                                                               \
                    end = mid;                                                     \
            } while (begin < end);                                                 \
        }                                                                          \
        return begin;                                                              \
    }
/* <<Search the merge path of any two lists>> */
#line 780 "chapters/02-merge.nw"
/* A and B sorted arrays. */
LG_MERGE_PATH_SEARCH(lg_merge_path_search_arrays, const int32_t *, const int32_t *, a[mid],
                     b + (diag - 1), b_back[-mid])
/* A the numbers a, a + 1, ... (a_first in the callers); B a sorted array. */
LG_MERGE_PATH_SEARCH(lg_merge_path_search_counting, int32_t, const int32_t *, a + mid,
                     b + (diag - 1), b_back[-mid])
/* A a sorted array; B copies of the key b. */
LG_MERGE_PATH_SEARCH(lg_merge_path_search_copies, const int32_t *, int32_t, a[mid], b, b_back)
/* <<Search the merge path along a cross-diagonal>> */
#line 801 "chapters/02-merge.nw"
/* How many of the first diag elements of the merge of sorted a and b come
   from a. LG_BOUNDS_LOWER: on equal keys a's elements come first (a stable
   merge); LG_BOUNDS_UPPER: b's do. 0 <= diag <= a_count + b_count. */
LG_HD int lg_merge_path_i32(const int32_t *a, int a_count, const int32_t *b, int b_count,
                            int diag, lg_bounds bounds)
{
    return lg_merge_path_search_arrays(a, b, diag, lg_max_int(0, diag - b_count),
                                       lg_min_int(diag, a_count), bounds);
}
/* <<The ranges of one piece of a merge>> */
#line 267 "chapters/02-merge.nw"
/* The inputs of one piece of a merge: A[a_begin, a_end) and B[b_begin, b_end). */
typedef struct lg_merge_range {
    int a_begin, a_end, b_begin, b_end;
} lg_merge_range;

/* Where piece `piece` of `grain` outputs starts, in a merge of total outputs. */
LG_HD int lg_merge_diagonal(int piece, int grain, int total)
{
    int64_t diag = (int64_t)piece * grain;
    return diag < total ? (int)diag : total;
}
/* <<The ranges of one piece of a merge>> */
#line 281 "chapters/02-merge.nw"
/* The ranges of the piece writing outputs [diag0, diag1), given mp0 and mp1,
   the co-ranks of diag0 and diag1; 0 <= diag0 <= diag1 <= a_count + b_count.
   The result always lies inside A and B and holds diag1 - diag0 elements. */
LG_HD lg_merge_range lg_merge_range_of(int a_count, int b_count, int diag0, int diag1,
                                       int mp0, int mp1)
{
    lg_merge_range r;

    mp0 = lg_max_int(mp0, lg_max_int(0, diag0 - b_count));
    mp0 = lg_min_int(mp0, lg_min_int(diag0, a_count));
    mp1 = lg_max_int(mp1, lg_max_int(mp0, diag1 - b_count));
    mp1 = lg_min_int(mp1, lg_min_int(a_count, mp0 + (diag1 - diag0)));
    r.a_begin = mp0;
    r.a_end = mp1;
    r.b_begin = diag0 - mp0;
    r.b_end = diag1 - mp1;
    return r;
}
/* <<Count the samples of a two-level search>> */
#line 1169 "chapters/02-merge.nw"
/* How many ints the samples of a two-level search with the given spacing
   take: samples[k] = a[k * spacing - 1] for 1 <= k <= a_count / spacing
   (samples[0] is unused), then, from samples + a_count / spacing + 1,
   b[l * spacing] for 0 <= l < ceil(b_count / spacing). */
LG_HD int lg_merge_sample_count(int a_count, int b_count, int spacing)
{
    return a_count / spacing + 1 + b_count / spacing + (b_count % spacing != 0);
}
/* <<Search the merge path with samples first>> */
#line 1183 "chapters/02-merge.nw"
/* lg_merge_path_i32, with the first steps taken over the samples when diag
   is a multiple of spacing (any other diagonal is searched in a and b
   alone). The same result on sorted input; on any input it ends, in range. */
LG_HD int lg_merge_path_sampled_i32(const int32_t *a, int a_count, const int32_t *b,
                                    int b_count, int diag, lg_bounds bounds,
                                    const int32_t *samples, int spacing)
{
    int begin = lg_max_int(0, diag - b_count), end = lg_min_int(diag, a_count);

    if (diag % spacing == 0) {
        /* <<Narrow the search to one spacing by searching the samples>> */
#line 1211 "chapters/02-merge.nw"
        const int32_t *a_samples = samples, *b_samples = samples + a_count / spacing + 1;
        int k_low = begin / spacing + 1, k_high = end / spacing;
        int first = lg_merge_path_search_arrays(a_samples, b_samples, diag / spacing + 1, k_low,
                                                k_high + 1, bounds);

        if (first > k_low)
            begin = (first - 1) * spacing;
        if (first <= k_high)
            end = first * spacing - 1;
#line 1194 "chapters/02-merge.nw"
    }
    return lg_merge_path_search_arrays(a, b, diag, begin, end, bounds);
}
/* <<Merge VT elements from shared memory into registers>> */
#line 881 "chapters/02-merge.nw"
/* Merge vt elements of keys[a_begin, a_end) and keys[b_begin, b_end), two
   sorted ranges of one array, A first on equal keys: out[t] is the t-th
   smallest and index[t] its position in keys. If the ranges hold fewer than
   vt elements, the outputs past them are unspecified. Reads only inside
   the ranges. */
LG_HD void lg_serial_merge_i32(const int32_t *keys, int a_begin, int a_end, int b_begin,
                               int b_end, int vt, int32_t *out, int *index)
{
    int32_t a_key = a_begin < a_end ? keys[a_begin] : 0;
    int32_t b_key = b_begin < b_end ? keys[b_begin] : 0;

    LG_UNROLL
    for (int t = 0; t < vt; t++) {
        int take_a = b_begin >= b_end || (a_begin < a_end && a_key <= b_key);

        out[t] = take_a ? a_key : b_key;
        index[t] = take_a ? a_begin : b_begin;
        if (take_a && ++a_begin < a_end)
            a_key = keys[a_begin];
        else if (!take_a && ++b_begin < b_end)
            b_key = keys[b_begin];
    }
}
/* <<The merge kernels' tuning>> */
#line 1133 "chapters/02-merge.nw"
enum {
    LG_MERGE_BASIC_NT = 128, LG_MERGE_BASIC_GRAIN = 4,
    LG_MERGE_TILED_NT = 64, LG_MERGE_TILED_TILE = 256,
    LG_MERGE_CIRCULAR_NT = 64, LG_MERGE_CIRCULAR_TILE = 256,
    LG_MERGE_CLASSROOM_CTAS_PER_SM = 32,
    LG_MERGE_PARTITION_NT = 128,
    LG_MERGE_KEYS_NT = 512, LG_MERGE_KEYS_VT = 15,
    LG_MERGE_PAIRS_NT = 256, LG_MERGE_PAIRS_VT = 11
};

#line 124 "chapters/02-merge.nw"
#endif
