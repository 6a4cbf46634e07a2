/* The merge chapter's pure logic on the CPU: the same __host__ __device__
   functions the kernels run (src/merge_path.h), checked against brute force
   on small random inputs heavy in duplicate keys. */
#include <stdlib.h>
#include <string.h>
#include "lg_test.h"
#include "merge_path.h"
#include "support.h"

enum { MAX_LIST = 40 };

/* One element of a merge's output, as brute force sees it. */
typedef struct element {
    int32_t key;
    int list;  /* 0 for A, 1 for B */
    int index; /* its position in its list */
} element;

/* A sorted list of count keys drawn from [0, high], seeded by (seed, list). */
static void sorted_keys(int32_t *keys, int count, int32_t high, uint64_t seed, int list)
{
    for (int i = 0; i < count; i++)
        keys[i] = random_i32(seed, (uint64_t)list * 1000 + (uint64_t)i, 0, high);
    for (int i = 1; i < count; i++) /* insertion sort: count is small */
        for (int j = i; j > 0 && keys[j - 1] > keys[j]; j--) {
            int32_t t = keys[j];
            keys[j] = keys[j - 1];
            keys[j - 1] = t;
        }
}

/* Brute force: the merge is the sort of all elements by (key, list, index)
   when A goes first on ties, by (key, 1 - list, index) when B does. */
static int element_before(element x, element y, int b_first)
{
    int x_list = b_first ? 1 - x.list : x.list, y_list = b_first ? 1 - y.list : y.list;

    if (x.key != y.key)
        return x.key < y.key;
    if (x_list != y_list)
        return x_list < y_list;
    return x.index < y.index;
}

static void brute_force_merge(const int32_t *a, int m, const int32_t *b, int n, int b_first,
                              element *out)
{
    for (int i = 0; i < m; i++)
        out[i] = (element){a[i], 0, i};
    for (int j = 0; j < n; j++)
        out[m + j] = (element){b[j], 1, j};
    for (int i = 1; i < m + n; i++)
        for (int j = i; j > 0 && element_before(out[j], out[j - 1], b_first); j--) {
            element t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
}

/* How many of the first k elements of a brute-force merge come from A. */
static int count_from_a(const element *merged, int k)
{
    int count = 0;
    for (int t = 0; t < k; t++)
        count += merged[t].list == 0;
    return count;
}

static void co_rank_of_the_worked_example(void **state)
{
    static const int32_t a[] = {1, 3, 5, 7, 9}, b[] = {2, 4, 6, 8, 10};

    (void)state;
    assert_int_equal(lg_co_rank_i32(3, a, 5, b, 5), 2);
    assert_int_equal(lg_co_rank_i32(4, a, 5, b, 5), 2);
    assert_int_equal(lg_co_rank_i32(6, a, 5, b, 5), 3);
    assert_int_equal(lg_co_rank_i32(0, a, 5, b, 5), 0);
    assert_int_equal(lg_co_rank_i32(10, a, 5, b, 5), 5);
}

/* The last merge pass of Modern GPU's sixteen-key mergesort example. */
static void the_mergesort_example_merges(void **state)
{
    static const int32_t a[] = {12, 13, 22, 63, 83, 90, 91, 96};
    static const int32_t b[] = {9, 18, 27, 30, 54, 54, 95, 99};
    static const int32_t want[] = {9, 12, 13, 18, 22, 27, 30, 54, 54, 63, 83, 90, 91, 95, 96, 99};
    int32_t out[16];

    (void)state;
    lg_merge_sequential_i32(a, 8, b, 8, out);
    assert_memory_equal(out, want, sizeof want);
}

/* For every k of many small merges: co-rank, the lower-bound merge path and
   brute force agree, and the upper-bound merge path matches the merge that
   puts B first. Keys from [0, high]: high = 3 makes most keys repeat. */
static void check_searches(int m, int n, int32_t high, uint64_t seed)
{
    int32_t a[MAX_LIST], b[MAX_LIST];
    element lower[2 * MAX_LIST], upper[2 * MAX_LIST];

    sorted_keys(a, m, high, seed, 0);
    sorted_keys(b, n, high, seed, 1);
    brute_force_merge(a, m, b, n, 0, lower);
    brute_force_merge(a, m, b, n, 1, upper);
    for (int k = 0; k <= m + n; k++) {
        int want = count_from_a(lower, k);
        int co_rank = lg_co_rank_i32(k, a, m, b, n);
        int path = lg_merge_path_i32(a, m, b, n, k, LG_BOUNDS_LOWER);
        int path_upper = lg_merge_path_i32(a, m, b, n, k, LG_BOUNDS_UPPER);

        if (co_rank != want || path != want || path_upper != count_from_a(upper, k))
            fail_msg("m %d, n %d, high %d, seed %llu, k %d: co-rank %d, merge path %d, "
                     "want %d; upper %d, want %d", m, n, high, (unsigned long long)seed, k,
                     co_rank, path, want, path_upper, count_from_a(upper, k));
    }
}

static void searches_match_brute_force_for_every_k(void **state)
{
    static const int32_t highs[] = {0, 1, 3, 10, 1000};
    uint64_t seed = 1;

    (void)state;
    for (size_t h = 0; h < sizeof highs / sizeof highs[0]; h++)
        for (int m = 0; m <= 20; m++)
            for (int n = 0; n <= 20; n++)
                check_searches(m, n, highs[h], seed++);
    for (int trial = 0; trial < 200; trial++) /* larger, lopsided */
        check_searches(random_i32(seed, 0, 0, MAX_LIST), random_i32(seed, 1, 0, MAX_LIST),
                       random_i32(seed, 2, 0, 5), seed + 1), seed += 2;
}

/* The sequential merge equals brute force, key by key. */
static void sequential_merge_matches_brute_force(void **state)
{
    int32_t a[MAX_LIST], b[MAX_LIST], out[2 * MAX_LIST];
    element want[2 * MAX_LIST];

    (void)state;
    for (uint64_t seed = 1; seed <= 500; seed++) {
        int m = random_i32(seed, 7, 0, MAX_LIST), n = random_i32(seed, 8, 0, MAX_LIST);

        sorted_keys(a, m, 4, seed, 0);
        sorted_keys(b, n, 4, seed, 1);
        brute_force_merge(a, m, b, n, 0, want);
        lg_merge_sequential_i32(a, m, b, n, out);
        for (int k = 0; k < m + n; k++)
            assert_int_equal(out[k], want[k].key);
    }
}

/* Rings of RING slots at every start: the circular co-rank and merge see
   the same lists as the plain ones. */
static void circular_buffers_match_the_plain_functions(void **state)
{
    enum { RING = 16 };
    int32_t a[RING], b[RING], a_ring[RING], b_ring[RING], want[2 * RING], got[2 * RING];

    (void)state;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        int m = random_i32(seed, 10, 0, RING), n = random_i32(seed, 11, 0, RING);
        int a_start = random_i32(seed, 12, 0, 100), b_start = random_i32(seed, 13, 0, 100);

        sorted_keys(a, m, 3, seed, 0);
        sorted_keys(b, n, 3, seed, 1);
        memset(a_ring, 0x5A, sizeof a_ring);
        memset(b_ring, 0x5A, sizeof b_ring);
        for (int i = 0; i < m; i++)
            a_ring[(a_start + i) % RING] = a[i];
        for (int j = 0; j < n; j++)
            b_ring[(b_start + j) % RING] = b[j];
        for (int k = 0; k <= m + n; k++)
            assert_int_equal(lg_co_rank_circular_i32(k, a_ring, a_start, m, b_ring, b_start, n, RING),
                             lg_co_rank_i32(k, a, m, b, n));
        lg_merge_sequential_i32(a, m, b, n, want);
        lg_merge_sequential_circular_i32(a_ring, a_start, m, b_ring, b_start, n, RING, got);
        assert_memory_equal(got, want, sizeof(int32_t) * (size_t)(m + n));
    }
}

/* The register merge of a CTA tile: every thread's vt outputs, found by a
   merge path search at diagonal vt * tid, are the right slice of the merge,
   and each index points at the element the stable merge puts there. */
static void check_serial_merge(int m, int n, int vt, uint64_t seed)
{
    int32_t tile[2 * MAX_LIST], keys[64];
    int index[64];
    element want[2 * MAX_LIST];

    sorted_keys(tile, m, 3, seed, 0);
    sorted_keys(tile + m, n, 3, seed, 1);
    brute_force_merge(tile, m, tile + m, n, 0, want);
    for (int diag = 0; diag < m + n; diag += vt) {
        int mp = lg_merge_path_i32(tile, m, tile + m, n, diag, LG_BOUNDS_LOWER);
        int outputs = lg_min_int(vt, m + n - diag);

        lg_serial_merge_i32(tile, mp, m, m + diag - mp, m + n, vt, keys, index);
        for (int t = 0; t < outputs; t++) {
            element e = want[diag + t];
            if (keys[t] != e.key || index[t] != (e.list == 0 ? e.index : m + e.index))
                fail_msg("m %d, n %d, vt %d, diag %d, t %d: key %d index %d, want %d at %d",
                         m, n, vt, diag, t, keys[t], index[t], e.key,
                         e.list == 0 ? e.index : m + e.index);
        }
    }
}

static void serial_merge_fills_each_thread_slice(void **state)
{
    static const int vts[] = {1, 2, 3, 7, 11, 15};
    uint64_t seed = 1;

    (void)state;
    for (size_t v = 0; v < sizeof vts / sizeof vts[0]; v++)
        for (int m = 0; m <= MAX_LIST; m += 3)
            for (int n = 0; n <= MAX_LIST; n += 4)
                check_serial_merge(m, n, vts[v], seed++);
}

/* Pieces of a merge: consecutive ranges touch, hold exactly their outputs,
   stay inside A and B, and merged one by one give the whole merge. */
static void ranges_of_pieces_tile_the_merge(void **state)
{
    int32_t a[MAX_LIST], b[MAX_LIST], want[2 * MAX_LIST], got[2 * MAX_LIST];

    (void)state;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        int m = random_i32(seed, 20, 0, MAX_LIST), n = random_i32(seed, 21, 0, MAX_LIST);
        int grain = random_i32(seed, 22, 1, 9), total = m + n;
        int b_end = 0, a_end = 0;

        sorted_keys(a, m, 5, seed, 0);
        sorted_keys(b, n, 5, seed, 1);
        lg_merge_sequential_i32(a, m, b, n, want);
        for (int p = 0; lg_merge_diagonal(p, grain, total) < total || p == 0; p++) {
            int d0 = lg_merge_diagonal(p, grain, total), d1 = lg_merge_diagonal(p + 1, grain, total);
            lg_merge_range r = lg_merge_range_of(m, n, d0, d1, lg_co_rank_i32(d0, a, m, b, n),
                                                 lg_co_rank_i32(d1, a, m, b, n));

            assert_int_equal(r.a_begin, a_end);
            assert_int_equal(r.b_begin, b_end);
            assert_int_equal((r.a_end - r.a_begin) + (r.b_end - r.b_begin), d1 - d0);
            lg_merge_sequential_i32(a + r.a_begin, r.a_end - r.a_begin, b + r.b_begin,
                                    r.b_end - r.b_begin, got + d0);
            a_end = r.a_end;
            b_end = r.b_end;
        }
        assert_int_equal(a_end, m);
        assert_int_equal(b_end, n);
        assert_memory_equal(got, want, sizeof(int32_t) * (size_t)total);
    }
}

/* Unsorted input: both searches still end, and the clamped ranges still lie
   inside A and B and hold exactly their pieces' outputs. */
static void unsorted_input_stays_in_bounds(void **state)
{
    int32_t a[MAX_LIST], b[MAX_LIST];

    (void)state;
    for (uint64_t seed = 1; seed <= 2000; seed++) {
        int m = random_i32(seed, 30, 0, MAX_LIST), n = random_i32(seed, 31, 0, MAX_LIST);
        int grain = random_i32(seed, 32, 1, 7), total = m + n;

        for (int i = 0; i < m; i++)
            a[i] = random_i32(seed, 100 + (uint64_t)i, 0, 9);
        for (int j = 0; j < n; j++)
            b[j] = random_i32(seed, 200 + (uint64_t)j, 0, 9);
        for (int p = 0; lg_merge_diagonal(p, grain, total) < total; p++) {
            int d0 = lg_merge_diagonal(p, grain, total), d1 = lg_merge_diagonal(p + 1, grain, total);
            int c0 = lg_co_rank_i32(d0, a, m, b, n), c1 = lg_co_rank_i32(d1, a, m, b, n);
            int p0 = lg_merge_path_i32(a, m, b, n, d0, LG_BOUNDS_LOWER);
            int p1 = lg_merge_path_i32(a, m, b, n, d1, LG_BOUNDS_LOWER);
            lg_merge_range rs[2] = {lg_merge_range_of(m, n, d0, d1, c0, c1),
                                    lg_merge_range_of(m, n, d0, d1, p0, p1)};

            for (int t = 0; t < 2; t++) {
                lg_merge_range r = rs[t];
                assert_true(0 <= r.a_begin && r.a_begin <= r.a_end && r.a_end <= m);
                assert_true(0 <= r.b_begin && r.b_begin <= r.b_end && r.b_end <= n);
                assert_int_equal((r.a_end - r.a_begin) + (r.b_end - r.b_begin), d1 - d0);
            }
        }
    }
}

/* The samples of a two-level search, made on the CPU as the sample kernel
   makes them on the GPU. */
static void make_samples(const int32_t *a, int m, const int32_t *b, int n, int spacing,
                         int32_t *samples)
{
    int a_samples = m / spacing + 1;

    for (int t = 0; t < lg_merge_sample_count(m, n, spacing); t++)
        samples[t] = t < a_samples ? (t > 0 ? a[t * spacing - 1] : 0)
                                   : b[(t - a_samples) * spacing];
}

/* The two-level search equals the plain one at every diagonal, with either
   bounds, for spacings from 1 to past the lists' lengths; on unsorted input
   it ends inside the diagonal's range. */
static void sampled_search_matches_the_plain_one(void **state)
{
    enum { LONG_LIST = 300 };
    static const int spacings[] = {1, 2, 3, 4, 7, 8, 16, 64, 512};
    static int32_t a[LONG_LIST], b[LONG_LIST], samples[2 * LONG_LIST + 2];

    (void)state;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        int m = random_i32(seed, 40, 0, LONG_LIST), n = random_i32(seed, 41, 0, LONG_LIST);
        int sorted = seed % 5 != 0;
        int32_t high = random_i32(seed, 42, 0, 3) == 0 ? 3 : 1000;

        for (int i = 0; i < m; i++) /* running sums of gaps: sorted, with repeats */
            a[i] = sorted ? (i ? a[i - 1] : 0) + random_i32(seed, 100 + (uint64_t)i, 0, high % 16)
                          : random_i32(seed, 100 + (uint64_t)i, 0, 9);
        for (int j = 0; j < n; j++)
            b[j] = sorted ? (j ? b[j - 1] : 0) + random_i32(seed, 1000 + (uint64_t)j, 0, high % 16)
                          : random_i32(seed, 1000 + (uint64_t)j, 0, 9);
        for (size_t s = 0; s < sizeof spacings / sizeof spacings[0]; s++) {
            make_samples(a, m, b, n, spacings[s], samples);
            for (int diag = 0; diag <= m + n; diag++)
                for (int bounds = 0; bounds < 2; bounds++) {
                    int plain = lg_merge_path_i32(a, m, b, n, diag, (lg_bounds)bounds);
                    int two = lg_merge_path_sampled_i32(a, m, b, n, diag, (lg_bounds)bounds,
                                                        samples, spacings[s]);
                    if (sorted && two != plain)
                        fail_msg("m %d, n %d, spacing %d, diag %d, bounds %d: two-level %d, "
                                 "plain %d", m, n, spacings[s], diag, bounds, two, plain);
                    assert_true(two >= (diag > n ? diag - n : 0) && two <= (diag < m ? diag : m));
                }
        }
    }
}

static void diagonals_clamp_without_overflow(void **state)
{
    (void)state;
    assert_int_equal(lg_merge_diagonal(3, 5, 100), 15);
    assert_int_equal(lg_merge_diagonal(30, 5, 100), 100);
    assert_int_equal(lg_merge_diagonal(2000000, 1920, 2147483647), 2147483647);
    assert_int_equal(lg_merge_diagonal(1118481, 1920, 2147483647), 2147483520);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(co_rank_of_the_worked_example),
        cmocka_unit_test(the_mergesort_example_merges),
        cmocka_unit_test(searches_match_brute_force_for_every_k),
        cmocka_unit_test(sequential_merge_matches_brute_force),
        cmocka_unit_test(circular_buffers_match_the_plain_functions),
        cmocka_unit_test(serial_merge_fills_each_thread_slice),
        cmocka_unit_test(ranges_of_pieces_tile_the_merge),
        cmocka_unit_test(unsorted_input_stays_in_bounds),
        cmocka_unit_test(sampled_search_matches_the_plain_one),
        cmocka_unit_test(diagonals_clamp_without_overflow),
    };

    return cmocka_run_group_tests_name("merge logic", tests, NULL, NULL);
}
