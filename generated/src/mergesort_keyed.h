#line 956 "chapters/03-mergesort.nw"
/* The mergesort's logic for one key type K, named by LG_KEYED; valid C11.
   No include guard: mergesort.h includes it per key type (each_key.h). */
/* <<Pad a tile with a key that goes last>> */
#line 1052 "chapters/03-mergesort.nw"
/* A key that no key goes after: the largest integer of K, or a NaN. */
LG_HD K LG_KEYED(lg_key_last)(void)
{
#if LG_KEY_FLOAT
    return (K)NAN;
#else   /* (K)-1 < (K)1 only for a signed K */
    return (K)-1 < (K)1 ? (K)(~(uint64_t)0 >> (65 - 8 * sizeof(K))) : (K)~(uint64_t)0;
#endif
}
/* <<Sort a few keys by odd-even transposition>> */
#line 98 "chapters/03-mergesort.nw"
/* One round of the odd-even transposition sort of keys[0, vt) (and
   values with them, unless values is NULL): compare neighbours (i, i + 1)
   for i of the round's parity, and swap when the right key is strictly
   smaller, which keeps equal keys in order. */
LG_HD void LG_KEYED(lg_transposition_round)(K *keys, int32_t *values, int vt, int round)
{
    LG_UNROLL
    for (int i = round & 1; i < vt - 1; i += 2) {
        K left = keys[i], right = keys[i + 1];
        int swap = LG_KEYED(lg_key_less)(right, left);

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
#line 123 "chapters/03-mergesort.nw"
/* Sort keys[0, vt) stably (values with them): vt rounds. */
LG_HD void LG_KEYED(lg_transposition_sort)(K *keys, int32_t *values, int vt)
{
    LG_UNROLL
    for (int round = 0; round < vt; round++)
        LG_KEYED(lg_transposition_round)(keys, values, vt, round);
}
/* <<Sort a few keys with Batcher's network>> */
#line 165 "chapters/03-mergesort.nw"
/* Sort keys[0, vt) with Batcher's network, leaving out the comparators
   that touch places past vt. Not stable: for integer keys alone. */
LG_HD void LG_KEYED(lg_batcher_sort)(K *keys, int vt)
{
    LG_UNROLL
    for (int lp = 0; (1 << lp) < vt; lp++) {
        LG_UNROLL
        for (int lk = lp; lk >= 0; lk--) {
            LG_UNROLL
            for (int a = 0; a < vt; a++)
                if (lg_batcher_compares(lp, lk, a, vt)) {
                    K x = keys[a], y = keys[a + (1 << lk)];

                    keys[a] = LG_KEYED(lg_key_less)(x, y) ? x : y;
                    keys[a + (1 << lk)] = LG_KEYED(lg_key_less)(x, y) ? y : x;
                }
        }
    }
}
/* <<Sort a few keys with Batcher's network>> */
#line 193 "chapters/03-mergesort.nw"
/* Whether keys[0, vt) hold two equal keys with different bits, as far as
   a test per key can tell: a zero or a NaN, for floating-point keys.
   Then only the stable network keeps the input's bits in their order. */
LG_HD int LG_KEYED(lg_keys_need_stable_network)(const K *keys, int vt)
{
    int found = 0;

#if LG_KEY_FLOAT
    LG_UNROLL
    for (int i = 0; i < vt; i++)
        found |= keys[i] == 0 || keys[i] != keys[i];   /* x != x only for a NaN */
#else
    (void)keys, (void)vt;
#endif
    return found;
}
/* <<Read a key of a merge that is not in memory>> */
#line 419 "chapters/03-mergesort.nw"
/* The key of rank r (r < a_count + b_count) of the stable merge of a and
   b, given i, the co-rank of r: the element the merge takes next. */
LG_HD K LG_KEYED(lg_merged_key)(const K *a, int a_count, const K *b, int b_count, int r, int i)
{
    int j = r - i;

    return j >= b_count || (i < a_count && !LG_KEYED(lg_key_less)(b[j], a[i])) ? a[i] : b[j];
}

/* The key of rank r - 1 (r >= 1), given i, the co-rank of r: the larger
   of the last keys taken from a and from b. */
LG_HD K LG_KEYED(lg_merged_key_before)(const K *a, const K *b, int r, int i)
{
    int j = r - i;

    if (i == 0 || j == 0)
        return i == 0 ? b[j - 1] : a[i - 1];
    K a_key = a[i - 1], b_key = b[j - 1];
    return LG_KEYED(lg_key_less)(b_key, a_key) ? a_key : b_key;
}
/* <<Find a co-rank between two known ones>> */
#line 456 "chapters/03-mergesort.nw"
/* The co-rank of r in the merge of sorted a and b, given the co-ranks i0
   of r0 and i1 of r1, r0 <= r <= r1: one search among the outputs of
   ranks [r0, r1), which are a[i0, i1) and b[r0 - i0, r1 - i1). */
LG_HD int LG_KEYED(lg_co_rank_between)(const K *a, const K *b, int r0, int i0, int r1, int i1,
                                       int r)
{
    return i0 + LG_KEYED(lg_merge_path)(a + i0, i1 - i0, b + (r0 - i0), (r1 - i1) - (r0 - i0),
                                        r - r0, LG_BOUNDS_LOWER);
}
/* <<Find a co-rank between two known ones>> */
#line 470 "chapters/03-mergesort.nw"
/* Sorted a and b with grid[g], the co-rank of g * nv in their merge, for
   every g * nv < a_count + b_count. */
typedef struct LG_KEYED(lg_merge_grid) {
    const K *a, *b;
    int a_count, b_count, nv;
    const int *grid;
} LG_KEYED(lg_merge_grid);

/* The co-rank of grid point g (a_count at or past the end). */
LG_HD int LG_KEYED(lg_grid_point)(LG_KEYED(lg_merge_grid) m, int g)
{
    return (int64_t)g * m.nv >= m.a_count + m.b_count ? m.a_count : m.grid[g];
}

/* The co-rank of any r, 0 <= r <= a_count + b_count: a search in r's window. */
LG_HD int LG_KEYED(lg_grid_co_rank)(LG_KEYED(lg_merge_grid) m, int r)
{
    int g = r / m.nv, total = m.a_count + m.b_count;
    int r1 = (int)((int64_t)(g + 1) * m.nv < total ? (int64_t)(g + 1) * m.nv : total);

    if (r == g * m.nv)
        return LG_KEYED(lg_grid_point)(m, g);
    return LG_KEYED(lg_co_rank_between)(m.a, m.b, g * m.nv, LG_KEYED(lg_grid_point)(m, g), r1,
                                        LG_KEYED(lg_grid_point)(m, g + 1), r);
}
/* <<Probe the four-way co-rank at a grid point>> */
#line 504 "chapters/03-mergesort.nw"
/* At grid point g (rank x = g nv of AB; diag - x is then a multiple of nv
   too): does AB's key of rank x come before CD's key of rank diag - 1 - x? */
LG_HD int LG_KEYED(lg_merge4_grid_probe)(LG_KEYED(lg_merge_grid) ab, LG_KEYED(lg_merge_grid) cd,
                                         int diag, int g)
{
    int nv = ab.nv, y = diag - g * nv;
    K ab_key = LG_KEYED(lg_merged_key)(ab.a, ab.a_count, ab.b, ab.b_count, g * nv,
                                       LG_KEYED(lg_grid_point)(ab, g));

    return !LG_KEYED(lg_key_less)(
        LG_KEYED(lg_merged_key_before)(cd.a, cd.b, y, LG_KEYED(lg_grid_point)(cd, y / nv)), ab_key);
}
/* <<Bracket the four-way co-rank>> */
#line 535 "chapters/03-mergesort.nw"
/* The bracket of the windows of AB and CD that hold the ranks of AB left
   to probe, which end at high, and the ranks of CD that pair with them;
   diag a multiple of nv. */
LG_HD lg_merge4_bracket LG_KEYED(lg_merge4_window)(LG_KEYED(lg_merge_grid) ab,
                                                  LG_KEYED(lg_merge_grid) cd, int diag, int high)
{
    int nv = ab.nv, w = (high - 1) / nv, u = (diag - high) / nv;
    int ab_total = ab.a_count + ab.b_count, cd_total = cd.a_count + cd.b_count;
    lg_merge4_bracket b = {w * nv, LG_KEYED(lg_grid_point)(ab, w),
                           0, LG_KEYED(lg_grid_point)(ab, w + 1),
                           u * nv, LG_KEYED(lg_grid_point)(cd, u),
                           0, LG_KEYED(lg_grid_point)(cd, u + 1)};

    b.ab_r1 = ab_total - b.ab_r0 < nv ? ab_total : b.ab_r0 + nv;
    b.cd_r1 = cd_total - b.cd_r0 < nv ? cd_total : b.cd_r0 + nv;
    return b;
}
/* <<Probe the four-way co-rank inside a bracket>> */
#line 566 "chapters/03-mergesort.nw"
LG_HD lg_merge4_probe LG_KEYED(lg_merge4_probe)(LG_KEYED(lg_merge_grid) ab,
                                                LG_KEYED(lg_merge_grid) cd, lg_merge4_bracket b,
                                                int diag, int x)
{
    lg_merge4_probe p;
    K ab_key;

    p.x = x;
    p.y = diag - 1 - x;
    p.i = LG_KEYED(lg_co_rank_between)(ab.a, ab.b, b.ab_r0, b.ab_i0, b.ab_r1, b.ab_i1, x);
    p.k = LG_KEYED(lg_co_rank_between)(cd.a, cd.b, b.cd_r0, b.cd_i0, b.cd_r1, b.cd_i1, p.y);
    ab_key = LG_KEYED(lg_merged_key)(ab.a, ab.a_count, ab.b, ab.b_count, x, p.i);
    p.ab_first = !LG_KEYED(lg_key_less)(
        LG_KEYED(lg_merged_key)(cd.a, cd.a_count, cd.b, cd.b_count, p.y, p.k), ab_key);
    return p;
}
/* <<Split a four-way diagonal among the four lists>> */
#line 714 "chapters/03-mergesort.nw"
/* take[k] = how many of the first diag outputs of the four-way merge of
   (ab.a, ab.b, cd.a, cd.b) come from list k, given x, the co-rank of diag,
   and the bracket b its search left, if it left one. */
LG_HD void LG_KEYED(lg_merge4_take)(LG_KEYED(lg_merge_grid) ab, LG_KEYED(lg_merge_grid) cd,
                                    int diag, int x, int bracketed, lg_merge4_bracket b,
                                    int *take)
{
    int i = !bracketed ? LG_KEYED(lg_grid_co_rank)(ab, x)
                       : LG_KEYED(lg_co_rank_between)(ab.a, ab.b, b.ab_r0, b.ab_i0, b.ab_r1,
                                                      b.ab_i1, x);
    int k = !bracketed ? LG_KEYED(lg_grid_co_rank)(cd, diag - x)
                       : LG_KEYED(lg_co_rank_between)(cd.a, cd.b, b.cd_r0, b.cd_i0, b.cd_r1,
                                                      b.cd_i1, diag - x);

    take[0] = i;
    take[1] = x - i;
    take[2] = k;
    take[3] = diag - x - k;
}
/* <<Find a worker's partition point in a four-way pass>> */
#line 741 "chapters/03-mergesort.nw"
/* The two merges of worker `block`'s group in a four-way pass with coop
   workers of nv outputs per group, with their grids from grid[t] for
   every tile t (the partition points of a two-way pass with coop / 2
   workers per pair of lists), and the worker's diagonal. */
LG_HD int LG_KEYED(lg_mergesort_grids)(const K *keys, int count, int nv, int coop,
                                       const int *grid, int block, LG_KEYED(lg_merge_grid) *ab,
                                       LG_KEYED(lg_merge_grid) *cd)
{
    lg_merge4_range f = lg_mergesort_frame4(coop, block, nv, count);
    int first = block & ~(coop - 1);
    LG_KEYED(lg_merge_grid) g = {keys + f.begin[0], keys + f.begin[1], f.end[0] - f.begin[0],
                       f.end[1] - f.begin[1], nv, grid + first};

    *ab = g;
    g.a = keys + f.begin[2], g.b = keys + f.begin[3];
    g.a_count = f.end[2] - f.begin[2], g.b_count = f.end[3] - f.begin[3];
    g.grid = grid + first + coop / 2;
    *cd = g;
    return lg_mergesort_diagonal(coop, block, nv, count);
}
/* <<Merge two lists with selects>> */
#line 822 "chapters/03-mergesort.nw"
/* Merge vt outputs of X = keys[x, x_end) and Y = keys[y, y_end), two
   sorted ranges of one array, X first on equal keys, into out_keys, and
   unless values is NULL the values at the same positions into out_values.
   Outputs past the two lists are unspecified. No branches: one load of a
   key per output, and every load inside [min(x, y), max(x_end, y_end)). */
LG_HD void LG_KEYED(lg_serial_merge_select)(const K *keys, const int32_t *values, int x,
                                            int x_end, int y, int y_end, int vt, K *out_keys,
                                            int32_t *out_values)
{
    int last = lg_max_int(x_end, y_end) - 1;
    K x_key, y_key;

    /* <<Load the first key of each list, or return if there is none>> */
#line 846 "chapters/03-mergesort.nw"
    if (last < lg_min_int(x, y))
        return;   /* no key to read: both lists are empty */
    x_key = keys[lg_min_int(x, last)];
    y_key = keys[lg_min_int(y, last)];
#line 835 "chapters/03-mergesort.nw"
    LG_UNROLL
    for (int t = 0; t < vt; t++) {
        int take_x = (y >= y_end) | ((x < x_end) & !LG_KEYED(lg_key_less)(y_key, x_key));
        /* <<Take the chosen key and load the next one in its place>> */
#line 854 "chapters/03-mergesort.nw"
        int from = take_x ? x : y, next = from + 1;
        K key = keys[lg_min_int(next, last)];

        out_keys[t] = take_x ? x_key : y_key;
        if (values != NULL)
            out_values[t] = values[lg_min_int(from, last)];
        x = take_x ? next : x;
        y = take_x ? y : next;
        x_key = take_x ? key : x_key;
        y_key = take_x ? y_key : key;
#line 839 "chapters/03-mergesort.nw"
    }
}
/* <<Merge two lists of two segments>> */
#line 875 "chapters/03-mergesort.nw"
/* lg_serial_merge_select for X = keys[x, x_end) and Y = keys[y, y_end)
   each sorted within two segments, [.., x_split) and [x_split, x_end)
   (likewise for Y), merged in the order (segment, key), X first on ties. */
LG_HD void LG_KEYED(lg_serial_merge_segmented)(const K *keys, const int32_t *values, int x,
                                               int x_split, int x_end, int y, int y_split,
                                               int y_end, int vt, K *out_keys,
                                               int32_t *out_values)
{
    int last = lg_max_int(x_end, y_end) - 1;
    K x_key, y_key;

    /* <<Load the first key of each list, or return if there is none>> */
#line 846 "chapters/03-mergesort.nw"
    if (last < lg_min_int(x, y))
        return;   /* no key to read: both lists are empty */
    x_key = keys[lg_min_int(x, last)];
    y_key = keys[lg_min_int(y, last)];
#line 887 "chapters/03-mergesort.nw"
    LG_UNROLL
    for (int t = 0; t < vt; t++) {
        int x_seg = x >= x_split, y_seg = y >= y_split;
        int x_first = !LG_KEYED(lg_key_less)(y_key, x_key);
        int take_x = y >= y_end || (x < x_end && (x_seg < y_seg || (x_seg == y_seg && x_first)));
        /* <<Take the chosen key and load the next one in its place>> */
#line 854 "chapters/03-mergesort.nw"
        int from = take_x ? x : y, next = from + 1;
        K key = keys[lg_min_int(next, last)];

        out_keys[t] = take_x ? x_key : y_key;
        if (values != NULL)
            out_values[t] = values[lg_min_int(from, last)];
        x = take_x ? next : x;
        y = take_x ? y : next;
        x_key = take_x ? key : x_key;
        y_key = take_x ? y_key : key;
#line 893 "chapters/03-mergesort.nw"
    }
}
/* <<Merge a thread's outputs of the first level>> */
#line 902 "chapters/03-mergesort.nw"
/* With tile = A, C, B, D (n[k] keys in list k, A = 0 ... D = 3), merge
   outputs [diag, diag + vt) of merge(A, B) followed by merge(C, D) into
   out_keys, and unless values is NULL the values at the same positions of
   the tile into out_values. */
LG_HD void LG_KEYED(lg_merge4_first_level)(const K *tile, const int32_t *values, const int *n,
                                           int diag, int vt, K *out_keys, int32_t *out_values)
{
    int ab = n[0] + n[1], x_end = n[0] + n[2], y_split = x_end + n[1];
    int second = diag >= ab, d = second ? diag - ab : diag;
    int a_at = second ? n[0] : 0, b_at = second ? y_split : x_end;
    int mp = LG_KEYED(lg_merge_path)(tile + a_at, second ? n[2] : n[0], tile + b_at,
                                     second ? n[3] : n[1], d, LG_BOUNDS_LOWER);

    LG_KEYED(lg_serial_merge_segmented)(tile, values, a_at + mp, n[0], x_end, b_at + d - mp,
                                        y_split, y_split + n[3], vt, out_keys, out_values);
}
