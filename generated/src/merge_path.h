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
#include "keys.h"     /* LG_KEYED, each key type's order */
#include "litgpu.h"
#include "tile.h"     /* LG_UNROLL */

/* <<Small helpers for both sides>> */
#line 131 "chapters/02-merge.nw"
LG_HD int lg_min_int(int x, int y) { return x < y ? x : y; }
LG_HD int lg_max_int(int x, int y) { return x > y ? x : y; }
LG_HD int64_t lg_min_i64(int64_t x, int64_t y) { return x < y ? x : y; }
LG_HD int64_t lg_max_i64(int64_t x, int64_t y) { return x > y ? x : y; }
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
#line 178 "chapters/02-merge.nw"
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
#line 201 "chapters/02-merge.nw"
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
#line 224 "chapters/02-merge.nw"
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
#line 505 "chapters/02-merge.nw"
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
#line 535 "chapters/02-merge.nw"
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
/* <<Search the merge path of any two lists>> */
#line 752 "chapters/02-merge.nw"
/* Define LG_HD int NAME(A_TYPE a, B_TYPE b, int diag, int begin, int end,
   lg_bounds bounds): the first i in [begin, end) at which A's key i does
   not go before B's key diag - 1 - i (GOES_FIRST, an instance of
   lg_merge_a_goes_first for keys of type KEY), or end. When [begin, end)
   is diagonal diag's range, that is how many of the first diag elements
   of the merge come from A. Ends on any input. */
#define LG_MERGE_PATH_SEARCH(NAME, KEY, GOES_FIRST, A_TYPE, B_TYPE, A_KEY, B_BACK, B_KEY) \
    LG_HD int NAME(A_TYPE a, B_TYPE b, int diag, int begin, int end, lg_bounds bounds) \
    {                                                                              \
        (void)diag; /* B_BACK and B_KEY may not need it */                         \
        if (begin < end) {                                                         \
            B_TYPE b_back = B_BACK;                                                \
                                                                                   \
            do {                                                                   \
                int mid = (int)(((unsigned)begin + (unsigned)end) >> 1);           \
                KEY a_key = A_KEY, b_key = B_KEY;                                  \
                                                                                   \
                if (GOES_FIRST(a_key, b_key, bounds))                              \
                    begin = mid + 1;                                               \
                else                                                               \
                    end = mid;                                                     \
            } while (begin < end);                                                 \
        }                                                                          \
        return begin;                                                              \
    }
/* <<The ranges of one piece of a merge>> */
#line 268 "chapters/02-merge.nw"
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
#line 282 "chapters/02-merge.nw"
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
#line 1190 "chapters/02-merge.nw"
/* How many keys the samples of a two-level search with the given spacing
   take: samples[k] = a[k * spacing - 1] for 1 <= k <= a_count / spacing
   (samples[0] is unused), then, from samples + a_count / spacing + 1,
   b[l * spacing] for 0 <= l < ceil(b_count / spacing). */
LG_HD int lg_merge_sample_count(int a_count, int b_count, int spacing)
{
    return a_count / spacing + 1 + b_count / spacing + (b_count % spacing != 0);
}
/* <<Define the merge's logic for every key type>> */
#line 1437 "chapters/02-merge.nw"
#define LG_KEYED_FILE "merge_keyed.h"
#include "each_key.h"
#undef LG_KEYED_FILE
/* <<Search the merge path of a counting sequence or of copies>> */
#line 791 "chapters/02-merge.nw"
/* A the numbers a, a + 1, ... (a_first in the callers); B a sorted array. */
LG_MERGE_PATH_SEARCH(lg_merge_path_search_counting, int32_t, lg_merge_a_goes_first_i32, int32_t,
                     const int32_t *, a + mid, b + (diag - 1), b_back[-mid])
/* A a sorted array; B copies of the key b. */
LG_MERGE_PATH_SEARCH(lg_merge_path_search_copies, int32_t, lg_merge_a_goes_first_i32,
                     const int32_t *, int32_t, a[mid], b, b_back)
/* <<The merge kernels' tuning>> */
#line 1153 "chapters/02-merge.nw"
enum {
    LG_MERGE_BASIC_NT = 128, LG_MERGE_BASIC_GRAIN = 4,
    LG_MERGE_TILED_NT = 64, LG_MERGE_TILED_TILE = 256,
    LG_MERGE_CIRCULAR_NT = 64, LG_MERGE_CIRCULAR_TILE = 256,
    LG_MERGE_CLASSROOM_CTAS_PER_SM = 32,
    LG_MERGE_PARTITION_NT = 128,
    LG_MERGE_KEYS_NT = 512, LG_MERGE_KEYS_VT = 15,
    LG_MERGE_WIDE_KEYS_NT = 256,   /* 8-byte keys: a tile of the same bytes */
    LG_MERGE_PAIRS_NT = 256, LG_MERGE_PAIRS_VT = 11
};

#line 123 "chapters/02-merge.nw"
#endif
