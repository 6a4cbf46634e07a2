#line 1100 "chapters/03-mergesort.nw"
/* The mergesort's logic for one key type K, named by LG_KEYED; valid C11.
   No include guard: mergesort.h includes it per key type (each_key.h). */
/* <<Pad a tile with a key that goes last>> */
#line 1195 "chapters/03-mergesort.nw"
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
/* <<Carry a merge with its grid>> */
#line 456 "chapters/03-mergesort.nw"
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
/* <<Probe the four-way co-rank at a grid point>> */
#line 479 "chapters/03-mergesort.nw"
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
/* <<Search the grid for a four-way diagonal's window>> */
#line 531 "chapters/03-mergesort.nw"
/* The grid points g of AB whose ranks g * nv diagonal diag allows:
   [*first, *last), the range of the first stage's search. */
LG_HD void LG_KEYED(lg_merge4_grid_range)(LG_KEYED(lg_merge_grid) ab, LG_KEYED(lg_merge_grid) cd,
                                          int diag, int *first, int *last)
{
    int ab_total = ab.a_count + ab.b_count, cd_total = cd.a_count + cd.b_count;
    int low = lg_max_int(0, diag - cd_total), high = lg_min_int(diag, ab_total);

    *first = (int)(((int64_t)low + ab.nv - 1) / ab.nv);
    *last = (int)(((int64_t)high + ab.nv - 1) / ab.nv);
}
/* <<Search the grid for a four-way diagonal's window>> */
#line 550 "chapters/03-mergesort.nw"
/* The first stage, by rounds of `lanes` probes over AB's grid points in
   [first, last): the first point where the probe fails (last if none). */
LG_HD int LG_KEYED(lg_merge4_grid_search)(LG_KEYED(lg_merge_grid) ab, LG_KEYED(lg_merge_grid) cd,
                                          int diag, int first, int last, int lanes)
{
    while (first < last) {
        int t = 0;
        for (int lane = 0; lane < lanes; lane++)
            t += LG_KEYED(lg_merge4_grid_probe)(ab, cd, diag,
                                                lg_search_point(first, last, lanes, lane));
        lg_search_narrow(&first, &last, lanes, t);
    }
    return first;
}
/* <<Find a worker's partition point in a four-way pass>> */
#line 572 "chapters/03-mergesort.nw"
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
/* <<Select a four-way split among the four lists>> */
#line 697 "chapters/03-mergesort.nw"
/* Whether key a of list la goes before key b of list lb (la != lb) in
   the four-way merge: by key, then by list. */
LG_HD int LG_KEYED(lg_merge4_before)(K a, int la, K b, int lb)
{
    return LG_KEYED(lg_key_less)(a, b) || (la < lb && !LG_KEYED(lg_key_less)(b, a));
}

/* What a selection of the first d outputs of a four-way merge knows: list
   k's first lo[k] keys are among them and its keys from hi[k] on are not;
   low_key[k] = list k's key lo[k] - 1, high_key[k] its key hi[k], where
   they exist. */
typedef struct LG_KEYED(lg_merge4_known) {
    int lo[4], hi[4];
    K low_key[4], high_key[4];
} LG_KEYED(lg_merge4_known);

/* Nothing known yet about lists of n[0..3] keys. */
LG_HD LG_KEYED(lg_merge4_known) LG_KEYED(lg_merge4_know_nothing)(const int *n)
{
    LG_KEYED(lg_merge4_known) s;

    LG_UNROLL
    for (int k = 0; k < 4; k++) {
        s.lo[k] = 0, s.hi[k] = n[k];
        s.low_key[k] = s.high_key[k] = (K)0;
    }
    return s;
}

/* If the keys known in, or those not known out, make up d, or only one
   list is still open (it gives the rest): set take[0..3] and return 1. */
LG_HD int LG_KEYED(lg_merge4_settled)(const LG_KEYED(lg_merge4_known) *s, int d, int *take)
{
    int lo_sum = s->lo[0] + s->lo[1] + s->lo[2] + s->lo[3];
    int hi_sum = s->hi[0] + s->hi[1] + s->hi[2] + s->hi[3];
    int open = (s->lo[0] < s->hi[0]) + (s->lo[1] < s->hi[1]) + (s->lo[2] < s->hi[2]) +
               (s->lo[3] < s->hi[3]);

    if (lo_sum != d && hi_sum != d && open > 1)
        return 0;
    LG_UNROLL
    for (int k = 0; k < 4; k++)
        take[k] = hi_sum == d ? s->hi[k] : s->lo[k] < s->hi[k] ? s->lo[k] + d - lo_sum : s->lo[k];
    return 1;
}

/* Where probe i of `probes` in list k goes this round: -1 if the list is
   settled. In the first round the first probe is the list's first open
   key and the last its last open key. Later the probes sit around the
   position where the list's share of the d - lo_sum outputs still to find
   falls, a 1/(probes + 1) of the bracket apart, kept 1/16 of the way in
   from either end. */
LG_HD int LG_KEYED(lg_merge4_probe_at)(const LG_KEYED(lg_merge4_known) *s, int d,
                                       int first_round, int probes, int k, int i)
{
    int lo_sum = s->lo[0] + s->lo[1] + s->lo[2] + s->lo[3];
    int hi_sum = s->hi[0] + s->hi[1] + s->hi[2] + s->hi[3];
    float share = (float)(d - lo_sum) / (float)(hi_sum - lo_sum);
    int lo = 0, hi = 0;

    LG_UNROLL
    for (int j = 0; j < 4; j++)   /* s->lo[k] without indexing by k */
        if (j == k)
            lo = s->lo[j], hi = s->hi[j];
    int w = hi - lo, margin = w / 16;
    int at = lo + (int)((float)w * share) +
             (int)((float)(2 * i + 1 - probes) * (float)w / (float)(2 * probes + 2));

    if (w == 0)
        return -1;
    if (first_round && (i == 0 || i == probes - 1))
        return i == 0 ? lo : hi - 1;
    return lg_min_int(lg_max_int(at, lo + margin), hi - 1 - margin);
}

/* All of this round's probes: probe[k * probes + i]. */
LG_HD void LG_KEYED(lg_merge4_probes)(const LG_KEYED(lg_merge4_known) *s, int d, int first_round,
                                      int probes, int *probe)
{
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < probes; i++)
            probe[k * probes + i] = LG_KEYED(lg_merge4_probe_at)(s, d, first_round, probes, k, i);
}

/* The fate of key e at position p of list g, probed in a round with
   `probes` probes a list (probe[j * probes + m], -1 where none, and their
   keys in key[]): 1 if e is among the first d outputs, -1 if not, 0 if the
   round cannot tell. */
LG_HD int LG_KEYED(lg_merge4_decide)(const LG_KEYED(lg_merge4_known) *s, const int *n, int d,
                                     int probes, const int *probe, const K *key, int g, int p,
                                     K e)
{
    int before = 0, after = 0, total = n[0] + n[1] + n[2] + n[3], known_in = 0, known_out = 0;

    LG_UNROLL
    for (int j = 0; j < 4; j++) {   /* no branches: the lists' compares overlap */
        int other = j != g, b = s->lo[j], a = n[j] - s->hi[j];

        known_in |= other && s->lo[j] > 0 &&   /* before a key known in */
                    !LG_KEYED(lg_merge4_before)(s->low_key[j], j, e, g);
        known_out |= other && s->hi[j] < n[j] &&   /* after a key known out */
                     LG_KEYED(lg_merge4_before)(s->high_key[j], j, e, g);
        LG_UNROLL
        for (int m = 0; m < LG_MERGE4_MAX_PROBES; m++) {
            int q = m < probes ? probe[j * probes + m] : -1;
            int goes_before = q >= 0 && LG_KEYED(lg_merge4_before)(key[j * probes + m], j, e, g);

            b = goes_before ? lg_max_int(b, q + 1) : b;
            a = q >= 0 && !goes_before ? lg_max_int(a, n[j] - q) : a;
        }
        before += other ? b : p;           /* its own list: the keys before it */
        after += other ? a : n[j] - p - 1; /* and after it */
    }
    return known_in ? 1 : known_out ? -1 : after >= total - d ? 1 : before >= d ? -1 : 0;
}

/* Keep what the fate of list g's probe at `probe` says. */
LG_HD void LG_KEYED(lg_merge4_learn)(LG_KEYED(lg_merge4_known) *s, int g, int fate, int probe,
                                     K key)
{
    if (fate > 0 && probe >= s->lo[g])
        s->lo[g] = probe + 1, s->low_key[g] = key;
    else if (fate < 0 && probe < s->hi[g])
        s->hi[g] = probe, s->high_key[g] = key;
}
/* <<Select a four-way split among the four lists>> */
#line 825 "chapters/03-mergesort.nw"
/* One round of the selection from what s knows, with `probes` probes a
   list (1 to LG_MERGE4_MAX_PROBES): place the probes, load their keys,
   decide them and keep what they say. probe, key and fate have room for
   4 * probes each and are left with the round's. Returns how many probes
   the round decided. */
LG_HD int LG_KEYED(lg_merge4_round)(const K *const *list, const int *n, int d,
                                    LG_KEYED(lg_merge4_known) *s, int first_round, int probes,
                                    int *probe, K *key, int *fate)
{
    int decided = 0;

    LG_KEYED(lg_merge4_probes)(s, d, first_round, probes, probe);
    for (int j = 0; j < 4 * probes; j++)
        key[j] = probe[j] >= 0 ? list[j / probes][probe[j]] : (K)0;
    for (int j = 0; j < 4 * probes; j++) {
        fate[j] = probe[j] >= 0 ? LG_KEYED(lg_merge4_decide)(s, n, d, probes, probe, key,
                                                             j / probes, probe[j], key[j])
                                : 0;
        decided += fate[j] != 0;
    }
    for (int j = 0; j < 4 * probes; j++)
        LG_KEYED(lg_merge4_learn)(s, j / probes, fate[j], probe[j], key[j]);
    return decided;
}

/* take[k] = how many of the first d outputs of the stable four-way merge
   of list[0..3] (n[k] keys each, sorted; ties by list, then position) come
   from list k, 0 <= d <= n[0] + ... + n[3], starting from what s knows.
   Each round loads `probes` keys of every open list; the loads do not
   wait for each other. Returns the number of rounds. */
LG_HD int LG_KEYED(lg_merge4_select_from)(const K *const *list, const int *n, int d,
                                          LG_KEYED(lg_merge4_known) s, int probes, int *take)
{
    int round = 0;

    for (; !LG_KEYED(lg_merge4_settled)(&s, d, take); round++) {
        int probe[4 * LG_MERGE4_MAX_PROBES], fate[4 * LG_MERGE4_MAX_PROBES];
        K key[4 * LG_MERGE4_MAX_PROBES];

        LG_KEYED(lg_merge4_round)(list, n, d, &s, round == 0, probes, probe, key, fate);
    }
    return round;
}

/* The same from nothing known. */
LG_HD int LG_KEYED(lg_merge4_select)(const K *const *list, const int *n, int d, int probes,
                                     int *take)
{
    return LG_KEYED(lg_merge4_select_from)(list, n, d, LG_KEYED(lg_merge4_know_nothing)(n),
                                           probes, take);
}
/* <<Select a worker's split in a four-way pass>> */
#line 887 "chapters/03-mergesort.nw"
/* What the grid tells of the four lists once the first stage of the search
   has left `first` (the first grid point of AB where the probe failed):
   AB's share of the first diag outputs lies between grid points first - 1
   and first, CD's between the matching ones; the keys at the brackets' ends
   loaded. */
LG_HD LG_KEYED(lg_merge4_known) LG_KEYED(lg_merge4_know_window)(LG_KEYED(lg_merge_grid) ab,
                                                               LG_KEYED(lg_merge_grid) cd,
                                                               int diag, int first)
{
    const K *list[4] = {ab.a, ab.b, cd.a, cd.b};
    int nv = ab.nv, n[4] = {ab.a_count, ab.b_count, cd.a_count, cd.b_count};
    int ab_total = ab.a_count + ab.b_count, cd_total = cd.a_count + cd.b_count;
    int g0 = lg_max_int(first - 1, 0), g1 = first;            /* AB's grid points */
    int r0 = g0 * nv, r1 = (int64_t)g1 * nv < ab_total ? g1 * nv : ab_total;
    int u0 = (diag - r1) / nv, u1 = (int)lg_div_up(lg_min_int(diag - r0, cd_total), nv);
    LG_KEYED(lg_merge4_known) s;

    s.lo[0] = LG_KEYED(lg_grid_point)(ab, g0), s.hi[0] = LG_KEYED(lg_grid_point)(ab, g1);
    s.lo[1] = r0 - s.lo[0], s.hi[1] = r1 - s.hi[0];
    s.lo[2] = LG_KEYED(lg_grid_point)(cd, u0), s.hi[2] = LG_KEYED(lg_grid_point)(cd, u1);
    s.lo[3] = u0 * nv - s.lo[2];
    s.hi[3] = ((int64_t)u1 * nv < cd_total ? u1 * nv : cd_total) - s.hi[2];
    LG_UNROLL
    for (int k = 0; k < 4; k++) {
        s.low_key[k] = s.lo[k] > 0 ? list[k][s.lo[k] - 1] : (K)0;
        s.high_key[k] = s.hi[k] < n[k] ? list[k][s.hi[k]] : (K)0;
    }
    return s;
}

/* take[0..3] for worker `block` of a four-way pass: the first stage of the
   search on the grid, by rounds of `lanes` probes, then the selection
   inside the window it leaves, `probes` probes a list a round. Returns the
   selection's rounds. */
LG_HD int LG_KEYED(lg_mergesort_select4)(const K *keys, int count, int nv, int coop,
                                          const int *grid, int block, int lanes, int probes,
                                          int *take)
{
    LG_KEYED(lg_merge_grid) ab, cd;
    int diag = LG_KEYED(lg_mergesort_grids)(keys, count, nv, coop, grid, block, &ab, &cd);
    const K *list[4] = {ab.a, ab.b, cd.a, cd.b};
    int n[4] = {ab.a_count, ab.b_count, cd.a_count, cd.b_count}, first, last;

    LG_KEYED(lg_merge4_grid_range)(ab, cd, diag, &first, &last);
    first = LG_KEYED(lg_merge4_grid_search)(ab, cd, diag, first, last, lanes);
    return LG_KEYED(lg_merge4_select_from)(
        list, n, diag, LG_KEYED(lg_merge4_know_window)(ab, cd, diag, first), probes, take);
}
/* <<Merge two lists with selects>> */
#line 960 "chapters/03-mergesort.nw"
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
#line 984 "chapters/03-mergesort.nw"
    if (last < lg_min_int(x, y))
        return;   /* no key to read: both lists are empty */
    x_key = keys[lg_min_int(x, last)];
    y_key = keys[lg_min_int(y, last)];
#line 973 "chapters/03-mergesort.nw"
    LG_UNROLL
    for (int t = 0; t < vt; t++) {
        int take_x = (y >= y_end) | ((x < x_end) & !LG_KEYED(lg_key_less)(y_key, x_key));
        /* <<Take the chosen key and load the next one in its place>> */
#line 992 "chapters/03-mergesort.nw"
        int from = take_x ? x : y, next = from + 1;
        K key = keys[lg_min_int(next, last)];

        out_keys[t] = take_x ? x_key : y_key;
        if (values != NULL)
            out_values[t] = values[lg_min_int(from, last)];
        x = take_x ? next : x;
        y = take_x ? y : next;
        x_key = take_x ? key : x_key;
        y_key = take_x ? y_key : key;
#line 977 "chapters/03-mergesort.nw"
    }
}
/* <<Merge two lists of two segments>> */
#line 1013 "chapters/03-mergesort.nw"
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
#line 984 "chapters/03-mergesort.nw"
    if (last < lg_min_int(x, y))
        return;   /* no key to read: both lists are empty */
    x_key = keys[lg_min_int(x, last)];
    y_key = keys[lg_min_int(y, last)];
#line 1025 "chapters/03-mergesort.nw"
    LG_UNROLL
    for (int t = 0; t < vt; t++) {
        int x_seg = x >= x_split, y_seg = y >= y_split;
        int x_first = !LG_KEYED(lg_key_less)(y_key, x_key);
        int take_x = y >= y_end || (x < x_end && (x_seg < y_seg || (x_seg == y_seg && x_first)));
        /* <<Take the chosen key and load the next one in its place>> */
#line 992 "chapters/03-mergesort.nw"
        int from = take_x ? x : y, next = from + 1;
        K key = keys[lg_min_int(next, last)];

        out_keys[t] = take_x ? x_key : y_key;
        if (values != NULL)
            out_values[t] = values[lg_min_int(from, last)];
        x = take_x ? next : x;
        y = take_x ? y : next;
        x_key = take_x ? key : x_key;
        y_key = take_x ? y_key : key;
#line 1031 "chapters/03-mergesort.nw"
    }
}
/* <<Merge a thread's outputs of the first level>> */
#line 1040 "chapters/03-mergesort.nw"
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
