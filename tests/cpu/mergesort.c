/* The mergesort chapter's host-and-device logic on the CPU: the
   transposition network and Batcher's, the frames, diagonals and ranges
   of merge passes (against Modern GPU's printed tables), the pass count,
   the CPU model of the passes and the reference sort; and the logic that
   reads keys, for i32, f32 and u64 keys, against brute force on keys
   drawn from pools heavy in ties (for floats: both zeros, both
   infinities, NaNs of both signs and several payloads); and the tables'
   reading of a sort's blocksort tile from a results file's header. */
#define _POSIX_C_SOURCE 200809L   /* mkstemp, fdopen */
#include <stdlib.h>
#include <string.h>
#include "lg_test.h"
#include "mergesort.h"
#include "support.h"

/* Modern GPU's blocksort table for NT = 8, VT = 7: for each thread and
   coop = 2, 4, 8, the A list, the B list and the diagonal. */
static const int seed_pass_table[8][3][5] = {
    {{0, 7, 7, 14, 0}, {0, 14, 14, 28, 0}, {0, 28, 28, 56, 0}},
    {{0, 7, 7, 14, 7}, {0, 14, 14, 28, 7}, {0, 28, 28, 56, 7}},
    {{14, 21, 21, 28, 0}, {0, 14, 14, 28, 14}, {0, 28, 28, 56, 14}},
    {{14, 21, 21, 28, 7}, {0, 14, 14, 28, 21}, {0, 28, 28, 56, 21}},
    {{28, 35, 35, 42, 0}, {28, 42, 42, 56, 0}, {0, 28, 28, 56, 28}},
    {{28, 35, 35, 42, 7}, {28, 42, 42, 56, 7}, {0, 28, 28, 56, 35}},
    {{42, 49, 49, 56, 0}, {28, 42, 42, 56, 14}, {0, 28, 28, 56, 42}},
    {{42, 49, 49, 56, 7}, {28, 42, 42, 56, 21}, {0, 28, 28, 56, 49}},
};

static void frames_match_the_blocksort_table(void **state)
{
    (void)state;
    for (int tid = 0; tid < 8; tid++)
        for (int c = 0; c < 3; c++) {
            int coop = 2 << c;
            lg_merge_range f = lg_mergesort_frame(coop, tid, 7, 56);
            const int *want = seed_pass_table[tid][c];

            assert_int_equal(f.a_begin, want[0]);
            assert_int_equal(f.a_end, want[1]);
            assert_int_equal(f.b_begin, want[2]);
            assert_int_equal(f.b_end, want[3]);
            assert_int_equal(lg_mergesort_diagonal(coop, tid, 7, 56), want[4]);
        }
}

/* Modern GPU's sixteen keys after each pass of its walk-through. */
static const int32_t seed_walk[4][16] = {
    {13, 90, 12, 83, 91, 96, 22, 63, 9, 30, 27, 54, 18, 54, 95, 99},
    {12, 13, 83, 90, 22, 63, 91, 96, 9, 27, 30, 54, 18, 54, 95, 99},
    {12, 13, 22, 63, 83, 90, 91, 96, 9, 18, 27, 30, 54, 54, 95, 99},
    {9, 12, 13, 18, 22, 27, 30, 54, 54, 63, 83, 90, 91, 95, 96, 99},
};

/* Each model pass (partition points, ranges and serial merges of one key
   per worker, the global passes' code) reproduces the walk-through. */
static void model_passes_match_the_walk(void **state)
{
    int32_t from[16], to[16];

    (void)state;
    memcpy(from, mergesort_walk_keys, sizeof from);
    for (int pass = 0; pass < 4; pass++) {
        assert_int_equal(mergesort_model_pass_i32(from, NULL, 16, 1, 2 << pass, to, NULL), 0);
        assert_memory_equal(to, seed_walk[pass], sizeof to);
        memcpy(from, to, sizeof from);
    }
}

/* The first round of the network on the sixteen keys, as Modern GPU
   prints it, and the sorted row after all sixteen. */
static void network_matches_the_example(void **state)
{
    static const int32_t round0[16] = {13, 90, 12, 83, 91, 96, 22, 63,
                                       9, 30, 27, 54, 18, 54, 95, 99};
    int32_t keys[16];

    (void)state;
    memcpy(keys, mergesort_walk_keys, sizeof keys);
    lg_transposition_round_i32(keys, NULL, 16, 0);
    assert_memory_equal(keys, round0, sizeof keys);
    memcpy(keys, mergesort_walk_keys, sizeof keys);
    lg_transposition_sort_i32(keys, NULL, 16);
    assert_memory_equal(keys, seed_walk[3], sizeof keys);
}

/* The network sorts stably for every VT from 1 to 32: random keys with
   many ties, values the positions, against the reference sort. */
static void network_sorts_stably(void **state)
{
    (void)state;
    for (int vt = 1; vt <= 32; vt++)
        for (int trial = 0; trial < 200; trial++) {
            int32_t keys[32], values[32], want_k[32], want_v[32];
            int high = trial % 4 == 0 ? 1 : trial % 4 == 1 ? 3 : 1000;

            for (int i = 0; i < vt; i++) {
                keys[i] = want_k[i] = random_i32((uint64_t)(vt * 1000 + trial), (uint64_t)i,
                                                 -high, high);
                values[i] = want_v[i] = i;
            }
            assert_int_equal(stable_sort_reference_i32(want_k, want_v, vt), 0);
            lg_transposition_sort_i32(keys, values, vt);
            assert_memory_equal(keys, want_k, sizeof(int32_t) * (size_t)vt);
            assert_memory_equal(values, want_v, sizeof(int32_t) * (size_t)vt);
        }
}

/* Batcher's network, cut at vt places, sorts every vt up to 34 (keys with
   many equal ones, and keys at the ends of the int32 range), and has the
   number of comparators the chapter states: 85 for vt = 17 against the
   transposition network's 136, 252 for the blocksort of keys' 34, and
   Batcher's (k^2 - k + 4) 2^(k-2) - 1 for vt = 2^k. */
static void batcher_network_sorts_keys(void **state)
{
    static const int counts[6][2] = {{4, 5}, {8, 19}, {16, 63}, {32, 191}, {17, 85}, {34, 252}};

    (void)state;
    for (int vt = 1; vt <= 34; vt++)
        for (int trial = 0; trial < 200; trial++) {
            int32_t keys[34], want[34];
            int high = trial % 4 == 0 ? 1 : trial % 4 == 1 ? 3 : 1000;

            for (int i = 0; i < vt; i++)
                keys[i] = want[i] = trial % 8 == 7 ? (i % 2 ? INT32_MAX : INT32_MIN)
                                                   : random_i32((uint64_t)(vt * 1000 + trial),
                                                                (uint64_t)i, -high, high);
            assert_int_equal(stable_sort_reference_i32(want, NULL, vt), 0);
            lg_batcher_sort_i32(keys, vt);
            assert_memory_equal(keys, want, sizeof(int32_t) * (size_t)vt);
        }
    for (int c = 0; c < 6; c++) {
        int vt = counts[c][0], comparators = 0;

        for (int lp = 0; (1 << lp) < vt; lp++)
            for (int lk = lp; lk >= 0; lk--)
                for (int a = 0; a < vt; a++)
                    comparators += lg_batcher_compares(lp, lk, a, vt);
        assert_int_equal(comparators, counts[c][1]);
    }
}

static int compare_key_then_index(const void *x, const void *y)
{
    const int32_t *p = x, *q = y;   /* (key, index) pairs */
    return p[0] != q[0] ? (p[0] > q[0]) - (p[0] < q[0]) : (p[1] > q[1]) - (p[1] < q[1]);
}

/* The reference radix sort equals qsort of (key, index) pairs: obviously
   stable, obviously right, slow. Keys over the whole int32 range too. */
static void reference_sort_is_stable(void **state)
{
    enum { N = 20000 };
    static int32_t keys[N], values[N], pairs[2 * N];

    (void)state;
    for (int trial = 0; trial < 4; trial++) {
        for (int i = 0; i < N; i++) {
            keys[i] = trial == 0   ? (int32_t)random_u32(7, (uint64_t)i)
                      : trial == 1 ? random_i32(8, (uint64_t)i, -5, 5)
                      : trial == 2 ? (i % 2 ? INT32_MIN : INT32_MAX)
                                   : N - i;
            values[i] = i;
            pairs[2 * i] = keys[i];
            pairs[2 * i + 1] = i;
        }
        qsort(pairs, N, 2 * sizeof(int32_t), compare_key_then_index);
        assert_int_equal(stable_sort_reference_i32(keys, values, N), 0);
        for (int i = 0; i < N; i++) {
            assert_int_equal(keys[i], pairs[2 * i]);
            assert_int_equal(values[i], pairs[2 * i + 1]);
        }
    }
}

/* The distinct values among keys[0, n) (which it sorts). */
static int count_distinct(int32_t *keys, int n)
{
    int distinct = n > 0;

    assert_int_equal(stable_sort_reference_i32(keys, NULL, n), 0);
    for (int i = 1; i < n; i++)
        distinct += keys[i] != keys[i - 1];
    return distinct;
}

/* Each order of sort_input_i32 has its defining property, at sizes around
   the nearly sorted order's rounding (m = (n + 50) / 100 moved keys: none
   below 150) and large ones, for a benchmark's sets 0 and 3: uniform is
   random_i32's stream; sorted is those keys ascending, reversed the same
   descending; few16 has at most 16 values (all 16 from 1000 keys up);
   nearly sorted holds the sorted keys with exactly m of them (m >= 2) at
   another key's place. */
static void sort_orders_have_their_properties(void **state)
{
    static const int counts[] = {0, 1, 2, 49, 50, 149, 150, 151, 249, 250, 1000, 4097, 100003,
                                 (1 << 20) + 1};
    enum { MOST = (1 << 20) + 1 };
    int32_t *sorted = malloc(sizeof(int32_t) * MOST), *got = malloc(sizeof(int32_t) * MOST);

    (void)state;
    assert_non_null(sorted);
    assert_non_null(got);
    assert_string_equal(sort_order_name(SORT_ORDER_NEARLY_SORTED), "nearly-sorted");
    assert_string_equal(sort_order_name(SORT_ORDERS), "?");
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++)
        for (int set = 0; set < 4; set += 3) {
            int n = counts[c], m = (n + 50) / 100, moved = 0, distinct;
            uint64_t seed = 40 + c, first = (uint64_t)set * (uint64_t)n;

            assert_int_equal(sort_input_i32(SORT_ORDER_UNIFORM, seed, first, n, sorted), 0);
            for (int i = 0; i < n; i++)
                assert_int_equal(sorted[i],
                                 random_i32(seed, first + (uint64_t)i, INT32_MIN, INT32_MAX));
            assert_int_equal(stable_sort_reference_i32(sorted, NULL, n), 0);

            assert_int_equal(sort_input_i32(SORT_ORDER_SORTED, seed, first, n, got), 0);
            for (int i = 0; i < n; i++)
                assert_int_equal(got[i], sorted[i]);
            assert_int_equal(sort_input_i32(SORT_ORDER_REVERSED, seed, first, n, got), 0);
            for (int i = 0; i < n; i++)
                assert_int_equal(got[i], sorted[n - 1 - i]);

            assert_int_equal(sort_input_i32(SORT_ORDER_FEW16, seed, first, n, got), 0);
            distinct = count_distinct(got, n);
            assert_true(distinct <= 16);
            if (n >= 1000)
                assert_int_equal(distinct, 16);

            assert_int_equal(sort_input_i32(SORT_ORDER_NEARLY_SORTED, seed, first, n, got), 0);
            for (int i = 0; i < n; i++)
                moved += got[i] != sorted[i];
            if (moved != (m >= 2 ? m : 0))
                fail_msg("nearly sorted, %d keys from %llu: %d moved, want %d", n,
                         (unsigned long long)first, moved, m >= 2 ? m : 0);
            assert_int_equal(stable_sort_reference_i32(got, NULL, n), 0);   /* the same keys */
            for (int i = 0; i < n; i++)
                assert_int_equal(got[i], sorted[i]);
        }
    free(sorted);
    free(got);
}

/* Few16's values are spread over the whole range, each about n / 16 times. */
static void few16_takes_each_value_about_equally(void **state)
{
    enum { N = 1 << 20 };
    int32_t *keys = malloc(sizeof(int32_t) * N);
    int count[16] = {0};

    (void)state;
    assert_non_null(keys);
    assert_int_equal(sort_input_i32(SORT_ORDER_FEW16, 9, 0, N, keys), 0);
    for (int i = 0; i < N; i++)
        count[(uint32_t)keys[i] >> 28 ^ 8]++;   /* the top four bits: j - 8 */
    for (int j = 0; j < 16; j++)
        assert_true(count[j] > N / 16 - N / 160 && count[j] < N / 16 + N / 160);
    free(keys);
}

/* Whole model sorts with grains 1, 3, 5 and 8 per worker, every size up to
   3 lists of 8 grains and more, keys with ties: the frames and ranges of
   every pass, short last pairs included, give the stable sort. */
static void model_sorts_with_every_grain(void **state)
{
    static const int grains[] = {1, 3, 5, 8};
    enum { MAX = 700 };
    static int32_t keys[MAX], values[MAX], want_k[MAX], want_v[MAX], k2[MAX], v2[MAX];

    (void)state;
    for (int g = 0; g < 4; g++)
        for (int count = 0; count <= MAX; count += count < 100 ? 1 : 37) {
            int grain = grains[g];
            for (int i = 0; i < count; i++) {
                keys[i] = want_k[i] = random_i32((uint64_t)count, (uint64_t)i, 0, 20);
                values[i] = want_v[i] = i;
            }
            assert_int_equal(stable_sort_reference_i32(want_k, want_v, count), 0);
            /* lists of one grain, sorted first (the blocksort's job) */
            for (int t = 0; t * grain < count; t++) {
                int n = count - t * grain < grain ? count - t * grain : grain;
                assert_int_equal(stable_sort_reference_i32(keys + t * grain, values + t * grain, n),
                                 0);
            }
            for (int passes = lg_mergesort_passes(count, grain), p = 0; p < passes; p++) {
                assert_int_equal(mergesort_model_pass_i32(keys, values, count, grain, 2 << p, k2,
                                                          v2), 0);
                memcpy(keys, k2, sizeof(int32_t) * (size_t)count);
                memcpy(values, v2, sizeof(int32_t) * (size_t)count);
            }
            for (int i = 0; i < count; i++)
                if (keys[i] != want_k[i] || values[i] != want_v[i])
                    fail_msg("grain %d, count %d: [%d] = (%d, %d), want (%d, %d)", grain, count,
                             i, keys[i], values[i], want_k[i], want_v[i]);
        }
}

/* The ranges of the CTAs of one pair of lists touch, stay inside the
   frame, and hold exactly their outputs; the last CTA of a pair ends at
   the frame's end whatever its mp1 says. */
static void ranges_tile_each_frame(void **state)
{
    (void)state;
    for (int count = 1; count <= 200; count++)
        for (int coop = 2; coop <= 64; coop *= 2) {
            int nv = 3, tiles = lg_mergesort_tiles(count, nv);
            for (int block = 0; block < tiles; block++) {
                lg_merge_range f = lg_mergesort_frame(coop, block, nv, count);
                int a = f.a_end - f.a_begin;
                int d0 = lg_mergesort_diagonal(coop, block, nv, count);
                int mp0 = d0 < a ? d0 : a;   /* any valid co-rank: all of A first */
                lg_merge_range r = lg_mergesort_range(coop, block, nv, count, mp0, 0);
                int outputs = (r.a_end - r.a_begin) + (r.b_end - r.b_begin);

                assert_true(f.a_begin <= r.a_begin && r.a_end <= f.a_end);
                assert_true(f.b_begin <= r.b_begin && r.b_end <= f.b_end);
                assert_int_equal(f.a_begin + d0, block * nv);
                assert_int_equal(outputs, count - block * nv < nv ? count - block * nv : nv);
                if ((block & (coop - 1)) == coop - 1)
                    assert_int_equal(r.a_end, f.a_end);
            }
        }
}

/* The pass count is ceil(log2(tiles)); near INT_MAX nothing overflows. */
static void pass_count_is_the_log_of_the_tiles(void **state)
{
    (void)state;
    assert_int_equal(lg_mergesort_passes(0, 3840), 0);
    assert_int_equal(lg_mergesort_passes(1, 3840), 0);
    assert_int_equal(lg_mergesort_passes(3840, 3840), 0);
    assert_int_equal(lg_mergesort_passes(3841, 3840), 1);
    assert_int_equal(lg_mergesort_passes(4 * 3840, 3840), 2);
    assert_int_equal(lg_mergesort_passes(4 * 3840 + 1, 3840), 3);
    assert_int_equal(lg_mergesort_passes(1 << 26, 3840), 15);
    assert_int_equal(lg_mergesort_passes(1 << 26, 8192), 13);
    assert_int_equal(lg_mergesort_passes(INT32_MAX, 1), 31);
    assert_int_equal(lg_mergesort_tiles(INT32_MAX, 3840), 559241);
    for (int count = 1; count < 5000; count += 7) {
        int tiles = lg_mergesort_tiles(count, 17), passes = lg_mergesort_passes(count, 17);
        assert_true((1 << passes) >= tiles);
        assert_true(passes == 0 || (1 << (passes - 1)) < tiles);
    }
    {   /* a frame past INT_MAX keys is cut at count */
        lg_merge_range f = lg_mergesort_frame(1 << 20, 559240, 3840, INT32_MAX);
        assert_int_equal(f.a_begin, 0);
        assert_int_equal(f.b_end, INT32_MAX);
        assert_int_equal(lg_mergesort_diagonal(1 << 20, 559240, 3840, INT32_MAX),
                         559240 * 3840);
    }
}


/* The plan of passes: two two-way passes make one four-way pass; an odd
   two-way pass goes first; with ways = 2 nothing changes. */
static void four_way_plan_halves_the_passes(void **state)
{
    (void)state;
    for (int two_way = 0; two_way <= 31; two_way++) {
        int passes = lg_mergesort_global_passes(two_way, 4), doublings = 0;

        assert_int_equal(lg_mergesort_global_passes(two_way, 2), two_way);
        assert_int_equal(passes, (two_way + 1) / 2);
        for (int pass = 0; pass < passes; pass++) {
            int ways = lg_mergesort_pass_ways(two_way, 4, pass);
            assert_true(ways == 4 || (pass == 0 && two_way % 2 == 1));
            doublings += ways == 4 ? 2 : 1;
            assert_int_equal(lg_mergesort_pass_ways(two_way, 2, pass), 2);
        }
        assert_int_equal(doublings, two_way);
    }
}

/* (key, list, position) triples, ordered as the stable four-way merge
   takes them: by key, then list, then position. */
static int compare_triples(const void *x, const void *y)
{
    const int32_t *p = x, *q = y;

    for (int k = 0; k < 3; k++)
        if (p[k] != q[k])
            return (p[k] > q[k]) - (p[k] < q[k]);
    return 0;
}

/* take[k] by brute force: sort every element of the frame's four lists as
   a triple and count the lists of the first diag. */
static void brute_force_split(const int32_t *keys, lg_merge4_range f, int diag, int *take)
{
    static int32_t triples[3 * 4096];
    int n = 0;

    for (int k = 0; k < 4; k++)
        for (int i = f.begin[k]; i < f.end[k]; i++, n++) {
            triples[3 * n] = keys[i];
            triples[3 * n + 1] = k;
            triples[3 * n + 2] = i;
        }
    qsort(triples, (size_t)n, 3 * sizeof(int32_t), compare_triples);
    take[0] = take[1] = take[2] = take[3] = 0;
    for (int t = 0; t < diag; t++)
        take[triples[3 * t + 1]]++;
}

static void check_splits(const int32_t *keys, int count, int nv, int coop, const int *grid)
{
    int tiles = lg_mergesort_tiles(count, nv), prev[4] = {0, 0, 0, 0};

    for (int p = 0; p <= tiles; p++) {
        lg_merge4_range f = lg_mergesort_frame4(coop, p, nv, count);
        int take[4], want[4], diag = lg_mergesort_diagonal(coop, p, nv, count);

        brute_force_split(keys, f, diag, want);
        for (int lanes = 1; lanes <= 32; lanes = lanes < 4 ? lanes + 1 : 2 * lanes)
            for (int probes = 1; probes <= LG_MERGE4_MAX_PROBES; probes *= 2) {
                lg_mergesort_select4_i32(keys, count, nv, coop, grid, p, lanes, probes, take);
                for (int k = 0; k < 4; k++)
                    if (take[k] != want[k])
                        fail_msg("count %d, nv %d, coop %d, worker %d, %d lanes, %d probes: "
                                 "take[%d] = %d, want %d", count, nv, coop, p, lanes, probes, k,
                                 take[k], want[k]);
            }
        if (p > 0 && p < tiles) {   /* the ranges of worker p - 1 hold its outputs */
            lg_merge4_range r = lg_mergesort_range4(coop, p - 1, nv, count, prev, take);
            int outputs = 0;
            for (int k = 0; k < 4; k++) {
                assert_true(f.begin[k] <= r.begin[k] || (p - 1) / coop != p / coop);
                assert_true(r.begin[k] <= r.end[k]);
                outputs += r.end[k] - r.begin[k];
            }
            assert_int_equal(outputs, nv);
        }
        memcpy(prev, take, sizeof prev);
    }
}

/* Sorted lists of `list` keys from keys[0, count), with ties or not, and
   the grid of their pairs' two-way partition points with coop / 2. */
static void make_sorted_lists(int32_t *keys, int count, int list, int high, uint64_t seed)
{
    for (int i = 0; i < count; i++)
        keys[i] = random_i32(seed, (uint64_t)i, 0, high);
    for (int at = 0; at < count; at += list)
        assert_int_equal(stable_sort_reference_i32(keys + at, NULL,
                                                   count - at < list ? count - at : list), 0);
}

static void grid_of(const int32_t *keys, int count, int nv, int coop, int *grid)
{
    for (int t = 0; t <= lg_mergesort_tiles(count, nv); t++) {
        lg_merge_range f = lg_mergesort_frame(coop / 2, t, nv, count);
        grid[t] = lg_merge_path_i32(keys + f.a_begin, f.a_end - f.a_begin, keys + f.b_begin,
                                    f.b_end - f.b_begin,
                                    lg_mergesort_diagonal(coop / 2, t, nv, count),
                                    LG_BOUNDS_LOWER);
    }
}

/* The four-way partition point of every worker (the search of a search
   on the grid, with its brackets) equals the brute-force split, for many
   spacings, list lengths, partial groups and keys with many ties; and the
   ranges of consecutive workers tile each frame. */
static void four_way_splits_match_a_brute_force_merge(void **state)
{
    static const int nvs[] = {1, 2, 3, 5, 8};
    static int32_t keys[4096];
    static int grid[4097];

    (void)state;
    for (int s = 0; s < 5; s++)
        for (int tiles_per_list = 1; tiles_per_list <= 4; tiles_per_list *= 2)
            for (int count = 0; count <= 2 * 4 * tiles_per_list * nvs[s] + 3; count++)
                for (int high = 1; high <= 100; high *= 10) {
                    int nv = nvs[s], coop = 4 * tiles_per_list;
                    make_sorted_lists(keys, count, nv * tiles_per_list, high,
                                      (uint64_t)(count * 100 + s * 10 + high));
                    grid_of(keys, count, nv, coop, grid);
                    check_splits(keys, count, nv, coop, grid);
                }
}

/* lg_serial_merge_select_i32 gives what the merge chapter's serial merge
   gives, keys and positions, at every diagonal of two lists with a gap
   between them, for grains up to the library's VT; with values NULL, the
   same keys. */
/* The selection over four lists of few values (ties across all four, and
   lists of every length from empty) at every diagonal, against a brute-force
   stable merge. */
/* Trial t's four sorted lists in keys: up to 64 keys each (3 in every
   third trial), of 1 + t % 5 values, so ties are everywhere. Returns their
   total. */
static int make_four_lists(int trial, int32_t *keys, const int32_t **list, int *n,
                           lg_merge4_range *f)
{
    int at = 0, values = 1 + trial % 5;

    for (int k = 0; k < 4; k++) {
        n[k] = random_i32((uint64_t)trial, (uint64_t)k, 0, trial % 3 == 0 ? 3 : 64);
        list[k] = keys + at;
        f->begin[k] = at, f->end[k] = at + n[k];
        for (int i = 0; i < n[k]; i++)
            keys[at + i] = random_i32((uint64_t)trial, (uint64_t)(100 + at + i), 0, values);
        assert_int_equal(stable_sort_reference_i32(keys + at, NULL, n[k]), 0);
        at += n[k];
    }
    return at;
}

/* A check of the selection at diagonal d of trial t's four lists. */
typedef void four_way_check(int trial, const int32_t *keys, const int32_t *const *list,
                            const int *n, lg_merge4_range f, int d);

/* Run check at every diagonal of 400 trials' four lists. */
static void for_each_four_way_diagonal(four_way_check *check)
{
    static int32_t keys[4 * 64];

    for (int trial = 0; trial < 400; trial++) {
        int n[4];
        const int32_t *list[4];
        lg_merge4_range f;
        int total = make_four_lists(trial, keys, list, n, &f);

        for (int d = 0; d <= total; d++)
            check(trial, keys, list, n, f, d);
    }
}

static void selection_matches_the_brute_force_split(int trial, const int32_t *keys,
                                                    const int32_t *const *list, const int *n,
                                                    lg_merge4_range f, int d)
{
    int take[4], want[4];

    brute_force_split(keys, f, d, want);
    for (int probes = 1; probes <= LG_MERGE4_MAX_PROBES; probes++) {
        lg_merge4_select_i32(list, n, d, probes, take);
        for (int k = 0; k < 4; k++)
            if (take[k] != want[k])
                fail_msg("trial %d, lists %d %d %d %d, diagonal %d, %d probes: take[%d] = %d, "
                         "want %d", trial, n[0], n[1], n[2], n[3], d, probes, k, take[k],
                         want[k]);
    }
}

static void four_way_selection_matches_a_stable_split(void **state)
{
    (void)state;
    for_each_four_way_diagonal(selection_matches_the_brute_force_split);
}

/* The chapter's claim that every round of the selection decides at least
   one probe, so that some bracket shrinks: the rounds stepped one by one
   with the library's functions, with 1 to LG_MERGE4_MAX_PROBES probes a
   list, and their count as lg_merge4_select returns it. */
static void each_round_decides_a_probe(int trial, const int32_t *keys,
                                       const int32_t *const *list, const int *n,
                                       lg_merge4_range f, int d)
{
    (void)keys, (void)f;
    for (int probes = 1; probes <= LG_MERGE4_MAX_PROBES; probes++) {
        lg_merge4_known_i32 s = lg_merge4_know_nothing_i32(n);
        int take[4], rounds = 0;

        while (!lg_merge4_settled_i32(&s, d, take)) {
            int probe[4 * LG_MERGE4_MAX_PROBES], fate[4 * LG_MERGE4_MAX_PROBES], decided = 0;
            int32_t key[4 * LG_MERGE4_MAX_PROBES];
            int said = lg_merge4_round_i32(list, n, d, &s, rounds == 0, probes, probe, key, fate);
            for (int j = 0; j < 4 * probes; j++)
                decided += fate[j] != 0;
            if (decided == 0)
                fail_msg("trial %d, diagonal %d, %d probes: round %d decides no probe", trial, d,
                         probes, rounds + 1);
            assert_int_equal(said, decided);
            rounds++;
        }
        assert_int_equal(lg_merge4_select_i32(list, n, d, probes, take), rounds);
    }
}

static void every_selection_round_decides_a_probe(void **state)
{
    (void)state;
    for_each_four_way_diagonal(each_round_decides_a_probe);
}

/* The selection's probes for a sort's tiles: a power of two from 1 to
   LG_MERGE4_MAX_PROBES, the most whose threads stay below
   LG_MERGESORT_SELECT_THREADS, and one exactly where the grid's lanes turn
   to LG_MERGESORT_MANY_TILES_LANES (the launch pairs them so). */
static void select_probes_follow_the_threads(void **state)
{
    (void)state;
    for (int tiles = 1; tiles <= 4 * LG_MERGESORT_MANY_TILES; tiles++) {
        int probes = lg_mergesort_select_probes(tiles);
        if (probes < 1 || probes > LG_MERGE4_MAX_PROBES || (probes & (probes - 1)) != 0)
            fail_msg("%d tiles: %d probes", tiles, probes);
        if (probes > 1 && (int64_t)4 * probes * tiles >= LG_MERGESORT_SELECT_THREADS)
            fail_msg("%d tiles: %d probes take too many threads", tiles, probes);
        if (probes < LG_MERGE4_MAX_PROBES &&
            (int64_t)8 * probes * tiles < LG_MERGESORT_SELECT_THREADS)
            fail_msg("%d tiles: %d probes, twice as many would fit", tiles, probes);
        assert_int_equal(probes == 1, lg_mergesort_search_lanes(tiles) ==
                                          LG_MERGESORT_MANY_TILES_LANES);
    }
}

/* The ways of the passes by the shared memory a CTA may have: on Turing
   (64 KB) pairs of 4-byte keys, whose four-way tile needs 69,632 bytes,
   take two-way passes, and the other sorts four-way ones; from Ampere on
   (99 KB on GeForce and 12.x, 163 KB on the A100, 227 KB on the H100 and
   B200) every sort takes four-way passes. */
static void passes_fit_the_shared_memory_of_a_cta(void **state)
{
    static const int limits[] = {101376, 166912, 232448};
    static const struct { int nv, key_bytes, has_values; } sorts[] = {
        {LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT, 4, 0},
        {LG_MERGESORT_PAIRS_NT * LG_MERGESORT_PAIRS_VT, 4, 1},
        {LG_MERGESORT_WIDE_KEYS_NT * LG_MERGESORT_WIDE_KEYS_VT, 8, 0},
        {LG_MERGESORT_WIDE_PAIRS_NT * LG_MERGESORT_WIDE_PAIRS_VT, 8, 1}};
    (void)state;
    assert_int_equal(lg_merge4_tile_bytes(sorts[1].nv, 4, 1), 69632);
    for (int i = 0; i < 4; i++) {
        int bytes = lg_merge4_tile_bytes(sorts[i].nv, sorts[i].key_bytes, sorts[i].has_values);

        assert_int_equal(lg_mergesort_ways_for(65536, sorts[i].nv, sorts[i].key_bytes,
                                               sorts[i].has_values),
                         i == 1 ? 2 : LG_MERGESORT_WAYS);
        assert_int_equal(lg_mergesort_ways_for(bytes, sorts[i].nv, sorts[i].key_bytes,
                                               sorts[i].has_values),
                         LG_MERGESORT_WAYS);
        assert_int_equal(lg_mergesort_ways_for(bytes - 1, sorts[i].nv, sorts[i].key_bytes,
                                               sorts[i].has_values),
                         2);
        for (int j = 0; j < 3; j++)
            assert_int_equal(lg_mergesort_ways_for(limits[j], sorts[i].nv, sorts[i].key_bytes,
                                                   sorts[i].has_values),
                             LG_MERGESORT_WAYS);
    }
}

/* The blocksort's tiles by the shared memory a CTA may have: the tuned
   tiles where they fit, else half as many. On Turing (64 KB) keys of 4
   bytes, whose tuned blocksort tile needs 69,632 bytes, sort tiles of two
   merge tiles; every other sort, and every sort from Ampere on, keeps its
   tuning. The half tile of every tuning fits the 48 KB of any device. */
static void blocksort_tiles_fit_the_shared_memory_of_a_cta(void **state)
{
    static const int limits[] = {101376, 166912, 232448};
    static const struct { int nv, tiles, key_bytes, has_values; } sorts[] = {
        {LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT, LG_MERGESORT_KEYS_BLOCKSORT_TILES, 4, 0},
        {LG_MERGESORT_PAIRS_NT * LG_MERGESORT_PAIRS_VT, LG_MERGESORT_PAIRS_BLOCKSORT_TILES, 4, 1},
        {LG_MERGESORT_WIDE_KEYS_NT * LG_MERGESORT_WIDE_KEYS_VT,
         LG_MERGESORT_WIDE_KEYS_BLOCKSORT_TILES, 8, 0},
        {LG_MERGESORT_WIDE_PAIRS_NT * LG_MERGESORT_WIDE_PAIRS_VT,
         LG_MERGESORT_WIDE_PAIRS_BLOCKSORT_TILES, 8, 1}};
    (void)state;
    assert_int_equal(lg_blocksort_tile_bytes(sorts[0].nv * sorts[0].tiles, 4, 0), 69632);
    for (int i = 0; i < 4; i++) {
        int nv = sorts[i].nv, tiles = sorts[i].tiles, kb = sorts[i].key_bytes;
        int hv = sorts[i].has_values, half = tiles > 1 ? tiles / 2 : 1;
        int bytes = lg_blocksort_tile_bytes(nv * tiles, kb, hv);

        assert_int_equal(lg_mergesort_blocksort_tiles_for(65536, nv, tiles, kb, hv),
                         i == 0 ? 2 : tiles);
        assert_int_equal(lg_mergesort_blocksort_tiles_for(bytes, nv, tiles, kb, hv), tiles);
        assert_int_equal(lg_mergesort_blocksort_tiles_for(bytes - 1, nv, tiles, kb, hv), half);
        assert_true(lg_blocksort_tile_bytes(nv * half, kb, hv) <= 48 * 1024);
        for (int j = 0; j < 3; j++)
            assert_int_equal(lg_mergesort_blocksort_tiles_for(limits[j], nv, tiles, kb, hv),
                             tiles);
    }
}

/* Write a results file's header lines to a new temporary file; its path
   goes to path (64 bytes). */
static void write_results_header(char *path, const char *lines)
{
    FILE *f;
    int fd;

    snprintf(path, 64, "/tmp/lg-mergesort-results-XXXXXX");
    fd = mkstemp(path);
    assert_true(fd >= 0);
    f = fdopen(fd, "w");
    assert_non_null(f);
    fputs(lines, f);
    fputs("algorithm\timplementation\tn\tparam\tstatus\n", f);
    fclose(f);
}

/* The tables count a measured sort's passes from the blocksort tile the
   results' header gives; a file from before the header said so measured
   two merge tiles of keys and one of pairs. */
static void tables_read_the_measured_blocksort_tile(void **state)
{
    char with[64], without[64];

    (void)state;
    write_results_header(with, "# gpu: a GPU\n# roofline_GBps: 3034.6\n"
                               "# blocksort_nv mergesort keys: 17408\n"
                               "# blocksort_nv mergesort pairs: 2176\n");
    write_results_header(without, "# gpu: a GPU\n");
    assert_int_equal(measured_blocksort_nv(with, "keys"), 17408);
    assert_int_equal(measured_blocksort_nv(with, "pairs"), 2176);
    assert_true(measured_roofline_GBps(with) == 3034.6);
    assert_int_equal(measured_blocksort_nv(without, "keys"), 8704);
    assert_int_equal(measured_blocksort_nv(without, "pairs"), 4352);
    assert_true(measured_roofline_GBps(without) == 0);
    assert_int_equal(mergesort_round_trips(1 << 26, 17408, 4), 7);
    assert_int_equal(mergesort_round_trips(1 << 26, 8704, 4), 8);
    remove(with);
    remove(without);
}

static void select_merge_matches_the_serial_merge(void **state)
{
    enum { GAP = 3 };
    (void)state;
    for (int trial = 0; trial < 400; trial++) {
        int m = random_i32((uint64_t)trial, 1, 0, trial % 5 == 0 ? 0 : 40);
        int n = random_i32((uint64_t)trial, 2, 0, trial % 7 == 0 ? 0 : 40);
        int y = m + GAP, y_end = y + n;
        int32_t keys[90], position[90];

        for (int i = 0; i < y_end; i++) {
            keys[i] = random_i32((uint64_t)trial, (uint64_t)(i + 10), 0, trial % 3 ? 50 : 3);
            position[i] = i;
        }
        assert_int_equal(stable_sort_reference_i32(keys, NULL, m), 0);
        assert_int_equal(stable_sort_reference_i32(keys + y, NULL, n), 0);
        for (int vt = 1; vt <= 17; vt += 4)
            for (int diag = 0; diag <= m + n; diag++) {
                int mp = lg_merge_path_i32(keys, m, keys + y, n, diag, LG_BOUNDS_LOWER);
                int32_t want[17], got[17], got_keys[17], from[17];
                int want_at[17];

                lg_serial_merge_i32(keys, mp, m, y + diag - mp, y_end, vt, want, want_at);
                lg_serial_merge_select_i32(keys, position, mp, m, y + diag - mp, y_end, vt, got,
                                           from);
                lg_serial_merge_select_i32(keys, NULL, mp, m, y + diag - mp, y_end, vt,
                                           got_keys, NULL);
                for (int t = 0; t < vt && diag + t < m + n; t++) {
                    assert_int_equal(got[t], want[t]);
                    assert_int_equal(got_keys[t], want[t]);
                    assert_int_equal(from[t], want_at[t]);
                }
            }
    }
}

/* The first level of the CTA's four-way merge, at every diagonal and for
   every grain: merge(A, B) followed by merge(C, D), with the positions. */
static void first_level_is_two_merges_side_by_side(void **state)
{
    (void)state;
    for (int trial = 0; trial < 3000; trial++) {
        int n[4], at[4], total = 0;
        int32_t tile[80], want[80], position[80];
        int want_at[80];

        for (int k = 0; k < 4; k++)
            n[k] = random_i32((uint64_t)trial, (uint64_t)k, 0, trial % 7 == 0 ? 0 : 20);
        at[0] = 0, at[2] = n[0], at[1] = n[0] + n[2], at[3] = at[1] + n[1];
        for (int k = 0; k < 4; k++) {
            for (int i = 0; i < n[k]; i++)
                tile[at[k] + i] = random_i32((uint64_t)trial, (uint64_t)(100 * k + i + 10), 0,
                                             trial % 3 == 0 ? 2 : 30);
            assert_int_equal(stable_sort_reference_i32(tile + at[k], NULL, n[k]), 0);
        }
        total = n[0] + n[1] + n[2] + n[3];
        for (int half = 0, w = 0; half < 2; half++) {   /* A with B, then C with D */
            int a = at[2 * half], a_end = a + n[2 * half];
            int b = at[2 * half + 1], b_end = b + n[2 * half + 1];
            while (a < a_end || b < b_end) {
                int take_a = b >= b_end || (a < a_end && tile[a] <= tile[b]);
                want_at[w] = take_a ? a++ : b++;
                want[w] = tile[want_at[w]];
                w++;
            }
        }
        for (int i = 0; i < total; i++)
            position[i] = i;
        for (int vt = 1; vt <= 9; vt += 2)
            for (int diag = 0; diag <= total; diag++) {
                int32_t out[9], keys_only[9], from[9];
                lg_merge4_first_level_i32(tile, position, n, diag, vt, out, from);
                lg_merge4_first_level_i32(tile, NULL, n, diag, vt, keys_only, NULL);
                for (int v = 0; v < vt && diag + v < total; v++) {
                    assert_int_equal(out[v], want[diag + v]);
                    assert_int_equal(keys_only[v], want[diag + v]);
                    assert_int_equal(from[v], want_at[diag + v]);
                }
            }
    }
}

/* Whole model sorts with four-way passes: tiles of nt * vt keys sorted
   first, then the library's plan of passes (an odd two-way pass first),
   every size up to many tiles: the stable sort, values included. */
static void model_sorts_with_four_way_passes(void **state)
{
    static const int shapes[][2] = {{1, 1}, {2, 3}, {4, 3}, {3, 5}, {8, 1}};
    enum { MAX = 1500 };
    static int32_t keys[MAX], values[MAX], want_k[MAX], want_v[MAX], k2[MAX], v2[MAX];

    (void)state;
    for (int s = 0; s < 5; s++)
        for (int count = 0; count <= MAX; count += count < 200 ? 1 : 53) {
            int nt = shapes[s][0], vt = shapes[s][1], nv = nt * vt;
            int two_way = lg_mergesort_passes(count, nv), list = nv;

            for (int i = 0; i < count; i++) {
                keys[i] = want_k[i] = random_i32((uint64_t)count, (uint64_t)i, 0, 9);
                values[i] = want_v[i] = i;
            }
            assert_int_equal(stable_sort_reference_i32(want_k, want_v, count), 0);
            for (int t = 0; t * nv < count; t++) {   /* the blocksort's job */
                int n = count - t * nv < nv ? count - t * nv : nv;
                assert_int_equal(stable_sort_reference_i32(keys + t * nv, values + t * nv, n), 0);
            }
            for (int p = 0; p < lg_mergesort_global_passes(two_way, 4); p++) {
                int ways = lg_mergesort_pass_ways(two_way, 4, p), coop = ways * (list / nv);
                assert_int_equal(ways == 2 ? mergesort_model_pass_i32(keys, values, count, nv,
                                                                      coop, k2, v2)
                                           : mergesort_model_pass4_i32(keys, values, count, nt,
                                                                       vt, coop, k2, v2), 0);
                memcpy(keys, k2, sizeof(int32_t) * (size_t)count);
                memcpy(values, v2, sizeof(int32_t) * (size_t)count);
                list *= ways;
            }
            for (int i = 0; i < count; i++)
                if (keys[i] != want_k[i] || values[i] != want_v[i])
                    fail_msg("nt %d, vt %d, count %d: [%d] = (%d, %d), want (%d, %d)", nt, vt,
                             count, i, keys[i], values[i], want_k[i], want_v[i]);
        }
}

/* The model sort from lists of one key, with four-way passes, is the
   stable sort too (the four-way walk of the chapter is one of these). */
static void model_sort_from_single_keys_with_four_way_passes(void **state)
{
    static int32_t keys[700], values[700], want_k[700], want_v[700];

    (void)state;
    for (int count = 0; count <= 700; count += count < 70 ? 1 : 29) {
        for (int i = 0; i < count; i++) {
            keys[i] = want_k[i] = random_i32((uint64_t)count + 77, (uint64_t)i, -5, 5);
            values[i] = want_v[i] = i;
        }
        assert_int_equal(stable_sort_reference_i32(want_k, want_v, count), 0);
        assert_int_equal(mergesort_model_i32(keys, values, count, 4, NULL), 0);
        assert_memory_equal(keys, want_k, sizeof(int32_t) * (size_t)(count > 0 ? count : 1));
        assert_memory_equal(values, want_v, sizeof(int32_t) * (size_t)(count > 0 ? count : 1));
    }
}

/* Pools of keys and their ranks in the promised order: floats by value,
   the two zeros equal, every NaN equal and after +inf. */
static const int32_t pool_i32[] = {INT32_MIN, -7, -1, 0, 1, 7, INT32_MAX};
static const int rank_i32[] = {0, 1, 2, 3, 4, 5, 6};
static const uint64_t pool_u64[] = {0, 1, 7, (uint64_t)1 << 40, UINT64_MAX - 1, UINT64_MAX};
static const int rank_u64[] = {0, 1, 2, 3, 4, 5};
static const uint32_t f32_bits[] = {0xff800000u, 0xbf800000u, 0x80000000u, 0x00000000u,
                                    0x00000001u, 0x3f800000u, 0x7f7fffffu, 0x7f800000u,
                                    0x7fc00000u, 0xffc00000u, 0x7fc00123u, 0xff812345u};
static const int rank_f32[] = {0, 1, 2, 2, 3, 4, 5, 6, 7, 7, 7, 7};
static float pool_f32[sizeof f32_bits / sizeof f32_bits[0]];

/* A key of type S drawn from its pool, with its rank. */
#define DRAW_FROM_POOL(S, K)                                                             \
    static K draw_##S(uint64_t seed, uint64_t i, int ties, int *rank)                    \
    {                                                                                    \
        int n = (int)(sizeof rank_##S / sizeof rank_##S[0]);                             \
        int p = random_i32(seed, i, 0, ties ? 3 : n - 1);                                \
        *rank = rank_##S[ties ? n - 1 - p : p];                                          \
        return pool_##S[ties ? n - 1 - p : p];                                           \
    }
DRAW_FROM_POOL(i32, int32_t)
DRAW_FROM_POOL(f32, float)
DRAW_FROM_POOL(u64, uint64_t)

/* keys[0, n) (ranks, positions with them) sorted stably by rank. */
#define STABLE_BY_RANK(S, K)                                                             \
    static void stable_by_rank_##S(K *keys, int *rank, int32_t *position, int n)         \
    {                                                                                    \
        for (int i = 1; i < n; i++)                                                      \
            for (int j = i; j > 0 && rank[j] < rank[j - 1]; j--) {                       \
                K k = keys[j];                                                           \
                int r = rank[j];                                                         \
                int32_t q = position[j];                                                 \
                keys[j] = keys[j - 1], rank[j] = rank[j - 1], position[j] = position[j - 1]; \
                keys[j - 1] = k, rank[j - 1] = r, position[j - 1] = q;                   \
            }                                                                            \
    }
STABLE_BY_RANK(i32, int32_t)
STABLE_BY_RANK(f32, float)
STABLE_BY_RANK(u64, uint64_t)

/* Whether a key of this rank has an equal key with other bits in its
   pool: the zeros and the NaNs of f32. */
static int twin_rank_i32(int rank)
{
    (void)rank;
    return 0;
}

static int twin_rank_f32(int rank)
{
    return rank == 2 || rank == 7;
}

static int twin_rank_u64(int rank)
{
    (void)rank;
    return 0;
}

/* The networks: the transposition sort is stable, bit for bit; Batcher's
   sorts by rank and keeps every key's bits, and where the keys hold no
   equal keys with other bits (as lg_keys_need_stable_network says), it
   gives the stable order bit for bit. In odd trials the keys with such
   twins are replaced by the pool's first key. A key that goes last goes
   after or with every key of the pool. */
#define NETWORK_TESTS(S, K)                                                              \
    static void networks_sort_##S(void **state)                                          \
    {                                                                                    \
        (void)state;                                                                     \
        for (int trial = 0; trial < 600; trial++) {                                      \
            int vt = 1 + trial % 20, rank[20], want_rank[20], batcher_rank[20], twins = 0; \
            K keys[20], want[20], batcher[20];                                           \
            int32_t values[20], want_values[20];                                         \
                                                                                         \
            for (int i = 0; i < vt; i++) {                                               \
                keys[i] = draw_##S((uint64_t)trial, (uint64_t)i, trial % 3 == 0, &rank[i]); \
                if (trial % 2 == 1 && twin_rank_##S(rank[i]))                            \
                    keys[i] = pool_##S[0], rank[i] = rank_##S[0];                        \
                want[i] = keys[i], twins |= twin_rank_##S(rank[i]);                      \
                values[i] = want_values[i] = i, want_rank[i] = rank[i];                  \
                assert_false(lg_key_less_##S(lg_key_last_##S(), keys[i]));               \
            }                                                                            \
            memcpy(batcher, keys, sizeof batcher);                                       \
            assert_int_equal(lg_keys_need_stable_network_##S(keys, vt), twins);          \
            stable_by_rank_##S(want, want_rank, want_values, vt);                        \
            lg_transposition_sort_##S(keys, values, vt);                                 \
            assert_memory_equal(keys, want, sizeof(K) * (size_t)vt);                     \
            assert_memory_equal(values, want_values, sizeof(int32_t) * (size_t)vt);      \
            lg_batcher_sort_##S(batcher, vt);                                            \
            for (int i = 0; i < vt; i++) {   /* the rank of each output, by its bits */  \
                int found = 0;                                                           \
                for (int j = 0; j < vt && !found; j++)                                   \
                    if (memcmp(&batcher[i], &want[j], sizeof(K)) == 0)                   \
                        batcher_rank[i] = want_rank[j], found = 1;                       \
                assert_true(found);                                                      \
                assert_int_equal(batcher_rank[i], want_rank[i]);                         \
            }                                                                            \
            if (!twins)                                                                  \
                assert_memory_equal(batcher, want, sizeof(K) * (size_t)vt);              \
        }                                                                                \
    }
NETWORK_TESTS(i32, int32_t)
NETWORK_TESTS(f32, float)
NETWORK_TESTS(u64, uint64_t)

/* The select merge and the first level of the four-way merge give the
   stable merges by rank, bit for bit, with the positions, at every
   diagonal and for several grains. */
#define MERGE_TESTS(S, K)                                                                \
    static void select_merges_are_stable_##S(void **state)                               \
    {                                                                                    \
        (void)state;                                                                     \
        for (int trial = 0; trial < 300; trial++) {                                      \
            int n[4], at[4], rank[80], total = 0, w = 0;                                 \
            K tile[80], want[80];                                                        \
            int32_t position[80], want_at[80];                                           \
                                                                                         \
            for (int k = 0; k < 4; k++)                                                  \
                n[k] = random_i32((uint64_t)trial, (uint64_t)k, 0, trial % 7 == 0 ? 0 : 20); \
            at[0] = 0, at[2] = n[0], at[1] = n[0] + n[2], at[3] = at[1] + n[1];          \
            total = n[0] + n[1] + n[2] + n[3];                                           \
            for (int i = 0; i < total; i++)                                              \
                tile[i] = draw_##S((uint64_t)trial, (uint64_t)(i + 10), trial % 2, &rank[i]), \
                position[i] = i;                                                         \
            for (int k = 0; k < 4; k++)                                                  \
                stable_by_rank_##S(tile + at[k], rank + at[k], position + at[k], n[k]);  \
            for (int i = 0; i < total; i++)                                              \
                position[i] = i;                                                         \
            for (int half = 0; half < 2; half++) {   /* A with B, then C with D */       \
                int a = at[2 * half], a_end = a + n[2 * half];                           \
                int b = at[2 * half + 1], b_end = b + n[2 * half + 1];                   \
                while (a < a_end || b < b_end) {                                         \
                    int take_a = b >= b_end || (a < a_end && rank[a] <= rank[b]);        \
                    want_at[w] = take_a ? a++ : b++;                                     \
                    want[w] = tile[want_at[w]];                                          \
                    w++;                                                                 \
                }                                                                        \
            }                                                                            \
            for (int vt = 1; vt <= 9; vt += 4)                                           \
                for (int diag = 0; diag <= total; diag++) {                              \
                    K out[9];                                                            \
                    int32_t from[9];                                                     \
                    int ab = n[0] + n[1], d = diag < ab ? diag : ab;                     \
                    int mp = lg_merge_path_##S(tile, n[0], tile + at[1], n[1], d,        \
                                               LG_BOUNDS_LOWER);                         \
                    int v_end = vt < total - diag ? vt : total - diag;                   \
                                                                                         \
                    lg_merge4_first_level_##S(tile, position, n, diag, vt, out, from);  \
                    for (int v = 0; v < v_end; v++) {                                    \
                        assert_memory_equal(&out[v], &want[diag + v], sizeof(K));        \
                        assert_int_equal(from[v], want_at[diag + v]);                    \
                    }                                                                    \
                    /* A is tile[0, n[0]), B tile[at[1], ...): the select merge of AB */ \
                    lg_serial_merge_select_##S(tile, position, mp, n[0], at[1] + d - mp,  \
                                               at[1] + n[1], vt, out, from);             \
                    for (int v = 0; v < vt && d + v < ab; v++) {                         \
                        assert_memory_equal(&out[v], &want[d + v], sizeof(K));           \
                        assert_int_equal(from[v], want_at[d + v]);                       \
                    }                                                                    \
                }                                                                        \
        }                                                                                \
    }
MERGE_TESTS(i32, int32_t)
MERGE_TESTS(f32, float)
MERGE_TESTS(u64, uint64_t)

/* The four-way partition point of every worker, by ranks: brute force
   counts each list's keys among the first diag of the stable four-way
   merge (by rank, then list, then position). */
#define SPLIT_TESTS(S, K)                                                                \
    static void four_way_splits_by_rank_##S(void **state)                                \
    {                                                                                    \
        static K keys[600];                                                              \
        static int rank[600], grid[601];                                                 \
        static int32_t position[600], triples[3 * 600];                                  \
        (void)state;                                                                     \
        for (int trial = 0; trial < 120; trial++) {                                      \
            int nv = 1 + trial % 5, tiles_per_list = 1 << (trial % 3), coop = 4 * tiles_per_list; \
            int list = nv * tiles_per_list, count = random_i32((uint64_t)trial, 0, 0, 8 * list + 3); \
            for (int i = 0; i < count; i++)                                              \
                keys[i] = draw_##S((uint64_t)trial, (uint64_t)(i + 1), trial % 2, &rank[i]); \
            for (int at = 0; at < count; at += list)                                     \
                stable_by_rank_##S(keys + at, rank + at, position + at,                  \
                                   count - at < list ? count - at : list);               \
            for (int t = 0; t <= lg_mergesort_tiles(count, nv); t++) {                   \
                lg_merge_range f = lg_mergesort_frame(coop / 2, t, nv, count);           \
                grid[t] = lg_merge_path_##S(keys + f.a_begin, f.a_end - f.a_begin,       \
                                            keys + f.b_begin, f.b_end - f.b_begin,       \
                                            lg_mergesort_diagonal(coop / 2, t, nv, count), \
                                            LG_BOUNDS_LOWER);                            \
            }                                                                            \
            for (int p = 0; p <= lg_mergesort_tiles(count, nv); p++) {                   \
                lg_merge4_range f = lg_mergesort_frame4(coop, p, nv, count);             \
                int take[4], want[4] = {0, 0, 0, 0}, m = 0;                              \
                int diag = lg_mergesort_diagonal(coop, p, nv, count);                    \
                for (int k = 0; k < 4; k++)                                              \
                    for (int i = f.begin[k]; i < f.end[k]; i++, m++)                     \
                        triples[3 * m] = rank[i], triples[3 * m + 1] = k, triples[3 * m + 2] = i; \
                qsort(triples, (size_t)m, 3 * sizeof(int32_t), compare_triples);         \
                for (int t = 0; t < diag; t++)                                           \
                    want[triples[3 * t + 1]]++;                                          \
                for (int lanes = 1; lanes <= 8; lanes *= 2) {                            \
                    lg_mergesort_select4_##S(keys, count, nv, coop, grid, p, lanes,      \
                                             lanes, take);                               \
                    for (int k = 0; k < 4; k++)                                          \
                        if (take[k] != want[k])                                          \
                            fail_msg(#S " trial %d, worker %d, %d lanes and probes: "   \
                                     "take[%d] = %d, want %d", trial, p, lanes, k, take[k], \
                                     want[k]);                                           \
                }                                                                        \
            }                                                                            \
        }                                                                                \
    }
SPLIT_TESTS(i32, int32_t)
SPLIT_TESTS(f32, float)
SPLIT_TESTS(u64, uint64_t)

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(frames_match_the_blocksort_table),
        cmocka_unit_test(model_passes_match_the_walk),
        cmocka_unit_test(network_matches_the_example),
        cmocka_unit_test(network_sorts_stably),
        cmocka_unit_test(batcher_network_sorts_keys),
        cmocka_unit_test(reference_sort_is_stable),
        cmocka_unit_test(sort_orders_have_their_properties),
        cmocka_unit_test(few16_takes_each_value_about_equally),
        cmocka_unit_test(model_sorts_with_every_grain),
        cmocka_unit_test(ranges_tile_each_frame),
        cmocka_unit_test(pass_count_is_the_log_of_the_tiles),
        cmocka_unit_test(four_way_plan_halves_the_passes),
        cmocka_unit_test(four_way_splits_match_a_brute_force_merge),
        cmocka_unit_test(four_way_selection_matches_a_stable_split),
        cmocka_unit_test(every_selection_round_decides_a_probe),
        cmocka_unit_test(select_probes_follow_the_threads),
        cmocka_unit_test(passes_fit_the_shared_memory_of_a_cta),
        cmocka_unit_test(blocksort_tiles_fit_the_shared_memory_of_a_cta),
        cmocka_unit_test(tables_read_the_measured_blocksort_tile),
        cmocka_unit_test(select_merge_matches_the_serial_merge),
        cmocka_unit_test(first_level_is_two_merges_side_by_side),
        cmocka_unit_test(model_sorts_with_four_way_passes),
        cmocka_unit_test(model_sort_from_single_keys_with_four_way_passes),
        cmocka_unit_test(networks_sort_i32),
        cmocka_unit_test(networks_sort_f32),
        cmocka_unit_test(networks_sort_u64),
        cmocka_unit_test(select_merges_are_stable_i32),
        cmocka_unit_test(select_merges_are_stable_f32),
        cmocka_unit_test(select_merges_are_stable_u64),
        cmocka_unit_test(four_way_splits_by_rank_i32),
        cmocka_unit_test(four_way_splits_by_rank_f32),
        cmocka_unit_test(four_way_splits_by_rank_u64),
    };

    for (size_t i = 0; i < sizeof pool_f32 / sizeof pool_f32[0]; i++)
        memcpy(&pool_f32[i], &f32_bits[i], sizeof(float));

    return cmocka_run_group_tests_name("mergesort on the CPU", tests, NULL, NULL);
}
