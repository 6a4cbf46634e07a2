#line 897 "chapters/03-mergesort.nw"
/* The pure logic of mergesort, compiled for the CPU and the GPU alike:
   the sorting networks, the frames and ranges of two-way and four-way
   merge passes, the four-way partition search, the pass plan, the
   tuning. The mergesort chapter explains it. */
#ifndef LITGPU_MERGESORT_H
#define LITGPU_MERGESORT_H

#include <stdint.h>
#include "merge_path.h"

/* <<Sort a few keys by odd-even transposition>> */
#line 96 "chapters/03-mergesort.nw"
/* One round of the odd-even transposition sort of keys[0, vt) (and
   values with them, unless values is NULL): compare neighbours (i, i + 1)
   for i of the round's parity, and swap when the right key is strictly
   smaller, which keeps equal keys in order. */
LG_HD void lg_transposition_round_i32(int32_t *keys, int32_t *values, int vt, int round)
{
    LG_UNROLL
    for (int i = round & 1; i < vt - 1; i += 2) {
        int32_t left = keys[i], right = keys[i + 1];
        int swap = right < left;

        keys[i] = swap ? right : left;
        keys[i + 1] = swap ? left : right;
        if (values != NULL) {
            int32_t v = values[i], w = values[i + 1];
            values[i] = swap ? w : v;
            values[i + 1] = swap ? v : w;
        }
    }
}
/* <<Sort a few keys by odd-even transposition>> */
#line 121 "chapters/03-mergesort.nw"
/* Sort keys[0, vt) stably (values with them): vt rounds. */
LG_HD void lg_transposition_sort_i32(int32_t *keys, int32_t *values, int vt)
{
    LG_UNROLL
    for (int round = 0; round < vt; round++)
        lg_transposition_round_i32(keys, values, vt, round);
}
/* <<Sort a few keys with Batcher's network>> */
#line 149 "chapters/03-mergesort.nw"
/* Whether Batcher's odd-even merge sort of vt keys has the comparator
   (a, a + 2^lk) in its stage that merges runs of 2^lp keys. */
LG_HD int lg_batcher_compares(int lp, int lk, int a, int vt)
{
    int p = 1 << lp, k = 1 << lk;

    return a + k < vt && a >= k % p && (a - k % p) % (2 * k) < k &&
           a / (2 * p) == (a + k) / (2 * p);
}

/* Sort keys[0, vt) with Batcher's network, leaving out the comparators
   that touch places past vt. Not stable: for keys alone. */
LG_HD void lg_batcher_sort_i32(int32_t *keys, int vt)
{
    LG_UNROLL
    for (int lp = 0; (1 << lp) < vt; lp++) {
        LG_UNROLL
        for (int lk = lp; lk >= 0; lk--) {
            LG_UNROLL
            for (int a = 0; a < vt; a++)
                if (lg_batcher_compares(lp, lk, a, vt)) {
                    int32_t x = keys[a], y = keys[a + (1 << lk)];

                    keys[a] = x < y ? x : y;
                    keys[a + (1 << lk)] = x < y ? y : x;
                }
        }
    }
}
/* <<Find the frame of a worker in a merge pass>> */
#line 192 "chapters/03-mergesort.nw"
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
#line 215 "chapters/03-mergesort.nw"
/* Where worker `block`'s outputs start within its frame's merge. */
LG_HD int lg_mergesort_diagonal(int coop, int block, int grain, int count)
{
    lg_merge_range f = lg_mergesort_frame(coop, block, grain, count);
    int64_t diag = (int64_t)grain * (block & (coop - 1));
    int total = f.b_end - f.a_begin;

    return diag < total ? (int)diag : total;
}
/* <<Find a CTA's ranges in a global merge pass>> */
#line 255 "chapters/03-mergesort.nw"
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
#line 285 "chapters/03-mergesort.nw"
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
#line 311 "chapters/03-mergesort.nw"
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
#line 348 "chapters/03-mergesort.nw"
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
/* <<Read a key of a merge that is not in memory>> */
#line 388 "chapters/03-mergesort.nw"
/* The key of rank r (r < a_count + b_count) of the stable merge of a and
   b, given i, the co-rank of r: the element the merge takes next. */
LG_HD int32_t lg_merged_key_i32(const int32_t *a, int a_count, const int32_t *b, int b_count,
                                int r, int i)
{
    int j = r - i;

    return j >= b_count || (i < a_count && a[i] <= b[j]) ? a[i] : b[j];
}

/* The key of rank r - 1 (r >= 1), given i, the co-rank of r: the larger
   of the last keys taken from a and from b. */
LG_HD int32_t lg_merged_key_before_i32(const int32_t *a, const int32_t *b, int r, int i)
{
    int j = r - i;

    return i == 0 ? b[j - 1] : j == 0 ? a[i - 1] : a[i - 1] > b[j - 1] ? a[i - 1] : b[j - 1];
}
/* <<Find a co-rank between two known ones>> */
#line 423 "chapters/03-mergesort.nw"
/* The co-rank of r in the merge of sorted a and b, given the co-ranks i0
   of r0 and i1 of r1, r0 <= r <= r1: one search among the outputs of
   ranks [r0, r1), which are a[i0, i1) and b[r0 - i0, r1 - i1). */
LG_HD int lg_co_rank_between_i32(const int32_t *a, const int32_t *b, int r0, int i0, int r1,
                                 int i1, int r)
{
    return i0 + lg_merge_path_i32(a + i0, i1 - i0, b + (r0 - i0), (r1 - i1) - (r0 - i0),
                                  r - r0, LG_BOUNDS_LOWER);
}
/* <<Find a co-rank between two known ones>> */
#line 437 "chapters/03-mergesort.nw"
/* Sorted a and b with grid[g], the co-rank of g * nv in their merge, for
   every g * nv < a_count + b_count. */
typedef struct lg_merge_grid {
    const int32_t *a, *b;
    int a_count, b_count, nv;
    const int *grid;
} lg_merge_grid;

/* The co-rank of grid point g (a_count at or past the end). */
LG_HD int lg_grid_point(lg_merge_grid m, int g)
{
    return (int64_t)g * m.nv >= m.a_count + m.b_count ? m.a_count : m.grid[g];
}

/* The co-rank of any r, 0 <= r <= a_count + b_count: a search in r's window. */
LG_HD int lg_grid_co_rank_i32(lg_merge_grid m, int r)
{
    int g = r / m.nv, total = m.a_count + m.b_count;
    int r1 = (int)((int64_t)(g + 1) * m.nv < total ? (int64_t)(g + 1) * m.nv : total);

    if (r == g * m.nv)
        return lg_grid_point(m, g);
    return lg_co_rank_between_i32(m.a, m.b, g * m.nv, lg_grid_point(m, g), r1,
                                  lg_grid_point(m, g + 1), r);
}
/* <<Probe the four-way co-rank at a grid point>> */
#line 471 "chapters/03-mergesort.nw"
/* At grid point g (rank x = g nv of AB; diag - x is then a multiple of nv
   too): does AB's key of rank x come before CD's key of rank diag - 1 - x? */
LG_HD int lg_merge4_grid_probe_i32(lg_merge_grid ab, lg_merge_grid cd, int diag, int g)
{
    int nv = ab.nv, y = diag - g * nv;

    return lg_merged_key_i32(ab.a, ab.a_count, ab.b, ab.b_count, g * nv, lg_grid_point(ab, g)) <=
           lg_merged_key_before_i32(cd.a, cd.b, y, lg_grid_point(cd, y / nv));
}
/* <<Bracket the four-way co-rank>> */
#line 490 "chapters/03-mergesort.nw"
/* Ranks of AB and of CD whose co-ranks are known, around the ones still
   to probe: AB's ranks x lie in [ab_r0, ab_r1], CD's diag - 1 - x in
   [cd_r0, cd_r1]; ab_i0 is the co-rank of ab_r0, and so on. */
typedef struct lg_merge4_bracket {
    int ab_r0, ab_i0, ab_r1, ab_i1, cd_r0, cd_i0, cd_r1, cd_i1;
} lg_merge4_bracket;

/* The bracket of the windows of AB and CD that hold the ranks of AB left
   to probe, which end at high, and the ranks of CD that pair with them;
   diag a multiple of nv. */
LG_HD lg_merge4_bracket lg_merge4_window(lg_merge_grid ab, lg_merge_grid cd, int diag, int high)
{
    int nv = ab.nv, w = (high - 1) / nv, u = (diag - high) / nv;
    int ab_total = ab.a_count + ab.b_count, cd_total = cd.a_count + cd.b_count;
    lg_merge4_bracket b = {w * nv, lg_grid_point(ab, w), 0, lg_grid_point(ab, w + 1),
                           u * nv, lg_grid_point(cd, u), 0, lg_grid_point(cd, u + 1)};

    b.ab_r1 = ab_total - b.ab_r0 < nv ? ab_total : b.ab_r0 + nv;
    b.cd_r1 = cd_total - b.cd_r0 < nv ? cd_total : b.cd_r0 + nv;
    return b;
}
/* <<Probe the four-way co-rank inside a bracket>> */
#line 517 "chapters/03-mergesort.nw"
/* One probe: rank x of AB and rank y = diag - 1 - x of CD, their co-ranks
   i and k, and whether AB's key of rank x comes before CD's of rank y. */
typedef struct lg_merge4_probe {
    int x, i, y, k, ab_first;
} lg_merge4_probe;

LG_HD lg_merge4_probe lg_merge4_probe_i32(lg_merge_grid ab, lg_merge_grid cd,
                                          lg_merge4_bracket b, int diag, int x)
{
    lg_merge4_probe p;

    p.x = x;
    p.y = diag - 1 - x;
    p.i = lg_co_rank_between_i32(ab.a, ab.b, b.ab_r0, b.ab_i0, b.ab_r1, b.ab_i1, x);
    p.k = lg_co_rank_between_i32(cd.a, cd.b, b.cd_r0, b.cd_i0, b.cd_r1, b.cd_i1, p.y);
    p.ab_first = lg_merged_key_i32(ab.a, ab.a_count, ab.b, ab.b_count, x, p.i) <=
                 lg_merged_key_i32(cd.a, cd.a_count, cd.b, cd.b_count, p.y, p.k);
    return p;
}
/* <<Narrow a four-way search to its probes>> */
#line 544 "chapters/03-mergesort.nw"
/* After a round: below, the last probe where AB's key came first, and
   above, the first where it did not (each only if there was one). The
   co-rank x lies in [*low, *high] and the bracket holds all later probes. */
LG_HD void lg_merge4_narrow(lg_merge4_bracket *b, int *low, int *high, int has_below,
                            lg_merge4_probe below, int has_above, lg_merge4_probe above)
{
    if (has_below) {
        *low = below.x + 1;
        b->ab_r0 = below.x, b->ab_i0 = below.i, b->cd_r1 = below.y, b->cd_i1 = below.k;
    }
    if (has_above) {
        *high = above.x;
        b->ab_r1 = above.x, b->ab_i1 = above.i, b->cd_r0 = above.y, b->cd_i0 = above.k;
    }
}
/* <<Search with several probes at once>> */
#line 572 "chapters/03-mergesort.nw"
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
/* <<Split a four-way diagonal among the four lists>> */
#line 667 "chapters/03-mergesort.nw"
/* take[k] = how many of the first diag outputs of the four-way merge of
   (ab.a, ab.b, cd.a, cd.b) come from list k, given x, the co-rank of diag,
   and the bracket b its search left, if it left one. */
LG_HD void lg_merge4_take(lg_merge_grid ab, lg_merge_grid cd, int diag, int x,
                          int bracketed, lg_merge4_bracket b, int *take)
{
    int i = !bracketed ? lg_grid_co_rank_i32(ab, x)
                       : lg_co_rank_between_i32(ab.a, ab.b, b.ab_r0, b.ab_i0, b.ab_r1, b.ab_i1, x);
    int k = !bracketed ? lg_grid_co_rank_i32(cd, diag - x)
                       : lg_co_rank_between_i32(cd.a, cd.b, b.cd_r0, b.cd_i0, b.cd_r1, b.cd_i1,
                                                diag - x);

    take[0] = i;
    take[1] = x - i;
    take[2] = k;
    take[3] = diag - x - k;
}
/* <<Find a worker's partition point in a four-way pass>> */
#line 692 "chapters/03-mergesort.nw"
/* The two merges of worker `block`'s group in a four-way pass with coop
   workers of nv outputs per group, with their grids from grid[t] for
   every tile t (the partition points of a two-way pass with coop / 2
   workers per pair of lists), and the worker's diagonal. */
LG_HD int lg_mergesort_grids(const int32_t *keys, int count, int nv, int coop, const int *grid,
                             int block, lg_merge_grid *ab, lg_merge_grid *cd)
{
    lg_merge4_range f = lg_mergesort_frame4(coop, block, nv, count);
    int first = block & ~(coop - 1);
    lg_merge_grid g = {keys + f.begin[0], keys + f.begin[1], f.end[0] - f.begin[0],
                       f.end[1] - f.begin[1], nv, grid + first};

    *ab = g;
    g.a = keys + f.begin[2], g.b = keys + f.begin[3];
    g.a_count = f.end[2] - f.begin[2], g.b_count = f.end[3] - f.begin[3];
    g.grid = grid + first + coop / 2;
    *cd = g;
    return lg_mergesort_diagonal(coop, block, nv, count);
}
/* <<Find a CTA's ranges in a four-way pass>> */
#line 731 "chapters/03-mergesort.nw"
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
/* <<Merge two lists with selects>> */
#line 771 "chapters/03-mergesort.nw"
/* Merge vt outputs of X = keys[x, x_end) and Y = keys[y, y_end), two
   sorted ranges of one array, X first on equal keys, into out_keys, and
   unless values is NULL the values at the same positions into out_values.
   Outputs past the two lists are unspecified. No branches: one load of a
   key per output, and every load inside [min(x, y), max(x_end, y_end)). */
LG_HD void lg_serial_merge_select_i32(const int32_t *keys, const int32_t *values, int x,
                                      int x_end, int y, int y_end, int vt, int32_t *out_keys,
                                      int32_t *out_values)
{
    int last = lg_max_int(x_end, y_end) - 1;
    int32_t x_key, y_key;

    /* <<Load the first key of each list, or return if there is none>> */
#line 795 "chapters/03-mergesort.nw"
    if (last < lg_min_int(x, y))
        return;   /* no key to read: both lists are empty */
    x_key = keys[lg_min_int(x, last)];
    y_key = keys[lg_min_int(y, last)];
#line 784 "chapters/03-mergesort.nw"
    LG_UNROLL
    for (int t = 0; t < vt; t++) {
        int take_x = y >= y_end || (x < x_end && x_key <= y_key);
        /* <<Take the chosen key and load the next one in its place>> */
#line 803 "chapters/03-mergesort.nw"
        int from = take_x ? x : y, next = from + 1;
        int32_t key = keys[lg_min_int(next, last)];

        out_keys[t] = take_x ? x_key : y_key;
        if (values != NULL)
            out_values[t] = values[lg_min_int(from, last)];
        x = take_x ? next : x;
        y = take_x ? y : next;
        x_key = take_x ? key : x_key;
        y_key = take_x ? y_key : key;
#line 788 "chapters/03-mergesort.nw"
    }
}
/* <<Merge two lists of two segments>> */
#line 824 "chapters/03-mergesort.nw"
/* lg_serial_merge_select_i32 for X = keys[x, x_end) and Y = keys[y, y_end)
   each sorted within two segments, [.., x_split) and [x_split, x_end)
   (likewise for Y), merged in the order (segment, key), X first on ties. */
LG_HD void lg_serial_merge_segmented_i32(const int32_t *keys, const int32_t *values, int x,
                                         int x_split, int x_end, int y, int y_split, int y_end,
                                         int vt, int32_t *out_keys, int32_t *out_values)
{
    int last = lg_max_int(x_end, y_end) - 1;
    int32_t x_key, y_key;

    /* <<Load the first key of each list, or return if there is none>> */
#line 795 "chapters/03-mergesort.nw"
    if (last < lg_min_int(x, y))
        return;   /* no key to read: both lists are empty */
    x_key = keys[lg_min_int(x, last)];
    y_key = keys[lg_min_int(y, last)];
#line 835 "chapters/03-mergesort.nw"
    LG_UNROLL
    for (int t = 0; t < vt; t++) {
        int x_seg = x >= x_split, y_seg = y >= y_split;
        int take_x = y >= y_end ||
                     (x < x_end && (x_seg < y_seg || (x_seg == y_seg && x_key <= y_key)));
        /* <<Take the chosen key and load the next one in its place>> */
#line 803 "chapters/03-mergesort.nw"
        int from = take_x ? x : y, next = from + 1;
        int32_t key = keys[lg_min_int(next, last)];

        out_keys[t] = take_x ? x_key : y_key;
        if (values != NULL)
            out_values[t] = values[lg_min_int(from, last)];
        x = take_x ? next : x;
        y = take_x ? y : next;
        x_key = take_x ? key : x_key;
        y_key = take_x ? y_key : key;
#line 841 "chapters/03-mergesort.nw"
    }
}
/* <<Merge a thread's outputs of the first level>> */
#line 850 "chapters/03-mergesort.nw"
/* With tile = A, C, B, D (n[k] keys in list k, A = 0 ... D = 3), merge
   outputs [diag, diag + vt) of merge(A, B) followed by merge(C, D) into
   out_keys, and unless values is NULL the values at the same positions of
   the tile into out_values. */
LG_HD void lg_merge4_first_level_i32(const int32_t *tile, const int32_t *values, const int *n,
                                     int diag, int vt, int32_t *out_keys, int32_t *out_values)
{
    int ab = n[0] + n[1], x_end = n[0] + n[2], y_split = x_end + n[1];
    int second = diag >= ab, d = second ? diag - ab : diag;
    int a_at = second ? n[0] : 0, b_at = second ? y_split : x_end;
    int mp = lg_merge_path_i32(tile + a_at, second ? n[2] : n[0], tile + b_at,
                               second ? n[3] : n[1], d, LG_BOUNDS_LOWER);

    lg_serial_merge_segmented_i32(tile, values, a_at + mp, n[0], x_end, b_at + d - mp, y_split,
                                  y_split + n[3], vt, out_keys, out_values);
}
/* <<Size a four-way tile's shared memory>> */
#line 872 "chapters/03-mergesort.nw"
/* The shared memory, in words, of a four-way tile merge of nv outputs:
   two buffers of keys, and two of values with them. */
LG_HD int lg_merge4_tile_words(int nv, int has_values)
{
    return nv * (has_values ? 4 : 2);
}
/* <<The mergesort's tuning>> */
#line 1423 "chapters/03-mergesort.nw"
/* The sort of keys: merge tiles of NT threads of VT keys; blocksort tiles
   of BLOCKSORT_TILES merge tiles (NT threads of BLOCKSORT_TILES * VT keys). */
enum {
    LG_MERGESORT_KEYS_NT = 256, LG_MERGESORT_KEYS_VT = 17,
    LG_MERGESORT_KEYS_BLOCKSORT_TILES = 2
};
/* The sorts of pairs and of indices, likewise. */
enum {
    LG_MERGESORT_PAIRS_NT = 256, LG_MERGESORT_PAIRS_VT = 17,
    LG_MERGESORT_PAIRS_BLOCKSORT_TILES = 1
};
/* <<The mergesort's tuning>> */
#line 1439 "chapters/03-mergesort.nw"
/* Passes of up to LG_MERGESORT_WAYS lists; partition kernels of
   LG_MERGESORT_PARTITION_NT threads; threads per point of a four-way
   partition: with few tiles, and from LG_MERGESORT_MANY_TILES tiles on. */
enum {
    LG_MERGESORT_WAYS = 4, LG_MERGESORT_PARTITION_NT = 128,
    LG_MERGESORT_SEARCH_LANES = 8, LG_MERGESORT_MANY_TILES_LANES = 2,
    LG_MERGESORT_MANY_TILES = 8192
};

/* The lanes per four-way partition point of a sort of `tiles` tiles. */
LG_HD int lg_mergesort_search_lanes(int tiles)
{
    return tiles < LG_MERGESORT_MANY_TILES ? LG_MERGESORT_SEARCH_LANES
                                           : LG_MERGESORT_MANY_TILES_LANES;
}
/* <<The mergesort's tuning>> */
#line 1461 "chapters/03-mergesort.nw"
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

#line 922 "chapters/03-mergesort.nw"
#endif
