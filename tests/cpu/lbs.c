/* The load-balancing search's pure logic on the CPU: the chapter's code
   against the tables of Modern GPU's pages (the test vectors below), and the
   CTA search run on the CPU against the sequential search for every
   distribution of counts. No GPU needed. */
#include <stdlib.h>
#include <string.h>
#include "lg_test.h"
#include "lbs_model.h"
#include "support.h"

/* Test vectors: the arrays printed on Modern GPU's pages on the load-balancing search. */
static const int32_t seed_demo_scan[50] = {
    0, 0, 3, 8, 10, 11, 14, 15, 20, 24,
    29, 31, 36, 40, 40, 42, 45, 46, 50, 50,
    55, 59, 62, 64, 68, 70, 74, 77, 80, 80,
    83, 84, 88, 92, 96, 100, 102, 102, 105, 105,
    110, 110, 110, 110, 110, 112, 114, 117, 117, 121};
static const int32_t seed_demo_references[125] = {
    1, 1, 1, 2, 2, 2, 2, 2, 3, 3,
    4, 5, 5, 5, 6, 7, 7, 7, 7, 7,
    8, 8, 8, 8, 9, 9, 9, 9, 9, 10,
    10, 11, 11, 11, 11, 11, 12, 12, 12, 12,
    14, 14, 15, 15, 15, 16, 17, 17, 17, 17,
    19, 19, 19, 19, 19, 20, 20, 20, 20, 21,
    21, 21, 22, 22, 23, 23, 23, 23, 24, 24,
    25, 25, 25, 25, 26, 26, 26, 27, 27, 27,
    29, 29, 29, 30, 31, 31, 31, 31, 32, 32,
    32, 32, 33, 33, 33, 33, 34, 34, 34, 34,
    35, 35, 37, 37, 37, 39, 39, 39, 39, 39,
    44, 44, 45, 45, 46, 46, 46, 48, 48, 48,
    48, 49, 49, 49, 49};
static const int32_t seed_example_exclusive[40] = {
    0, 1, 3, 7, 7, 11, 15, 18, 21, 23,
    27, 27, 27, 28, 30, 31, 32, 32, 34, 36,
    37, 38, 42, 44, 47, 49, 51, 52, 53, 56,
    56, 58, 59, 60, 63, 67, 69, 71, 75, 75};
static const int32_t seed_example_inclusive[40] = {
    1, 3, 7, 7, 11, 15, 18, 21, 23, 27,
    27, 27, 28, 30, 31, 32, 32, 34, 36, 37,
    38, 42, 44, 47, 49, 51, 52, 53, 56, 56,
    58, 59, 60, 63, 67, 69, 71, 75, 75, 79};
static const int32_t seed_lower_bound_exclusive[79] = {
    0, 1, 2, 2, 3, 3, 3, 3, 5, 5,
    5, 5, 6, 6, 6, 6, 7, 7, 7, 8,
    8, 8, 9, 9, 10, 10, 10, 10, 13, 14,
    14, 15, 16, 18, 18, 19, 19, 20, 21, 22,
    22, 22, 22, 23, 23, 24, 24, 24, 25, 25,
    26, 26, 27, 28, 29, 29, 29, 31, 31, 32,
    33, 34, 34, 34, 35, 35, 35, 35, 36, 36,
    37, 37, 38, 38, 38, 38, 40, 40, 40};
static const int32_t seed_lower_bound_inclusive[79] = {
    0, 0, 1, 1, 2, 2, 2, 2, 4, 4,
    4, 4, 5, 5, 5, 5, 6, 6, 6, 7,
    7, 7, 8, 8, 9, 9, 9, 9, 12, 13,
    13, 14, 15, 17, 17, 18, 18, 19, 20, 21,
    21, 21, 21, 22, 22, 23, 23, 23, 24, 24,
    25, 25, 26, 27, 28, 28, 28, 30, 30, 31,
    32, 33, 33, 33, 34, 34, 34, 34, 35, 35,
    36, 36, 37, 37, 37, 37, 39, 39, 39};
static const int32_t seed_search[79] = {
    0, 1, 1, 2, 2, 2, 2, 4, 4, 4,
    4, 5, 5, 5, 5, 6, 6, 6, 7, 7,
    7, 8, 8, 9, 9, 9, 9, 12, 13, 13,
    14, 15, 17, 17, 18, 18, 19, 20, 21, 21,
    21, 21, 22, 22, 23, 23, 23, 24, 24, 25,
    25, 26, 27, 28, 28, 28, 30, 30, 31, 32,
    33, 33, 33, 34, 34, 34, 34, 35, 35, 36,
    36, 37, 37, 37, 37, 39, 39, 39, 39};
static const int32_t seed_ranks[79] = {
    0, 0, 1, 0, 1, 2, 3, 0, 1, 2,
    3, 0, 1, 2, 3, 0, 1, 2, 0, 1,
    2, 0, 1, 0, 1, 2, 3, 0, 0, 1,
    0, 0, 0, 1, 0, 1, 0, 0, 0, 1,
    2, 3, 0, 1, 0, 1, 2, 0, 1, 0,
    1, 0, 0, 0, 1, 2, 0, 1, 0, 0,
    0, 1, 2, 0, 1, 2, 3, 0, 1, 0,
    1, 0, 1, 2, 3, 0, 1, 2, 3};

/* Tiles of 30 outputs of the 40-object example, as the page prints them:
   work items (a_begin, a_end) and scan elements (b_begin, b_end). */
static const int seed_tiles[4][4] = {{0, 21, 0, 9}, {21, 38, 9, 22}, {38, 58, 22, 31},
                                     {58, 79, 31, 40}};

enum { N = LBS_EXAMPLE_OBJECTS, M = 79 };

static void assert_arrays_equal(const int32_t *got, const int32_t *want, int count,
                                const char *what)
{
    for (int i = 0; i < count; i++)
        if (got[i] != want[i])
            fail_msg("%s: element %d is %d, want %d", what, i, (int)got[i], (int)want[i]);
}

static void example_scans_match_the_page(void **state)
{
    int32_t exclusive[N];

    (void)state;
    assert_int_equal(scan_exclusive_reference_i32(lbs_example_counts, N, exclusive), M);
    assert_arrays_equal(exclusive, seed_example_exclusive, N, "exclusive scan");
    for (int j = 0; j < N; j++)
        assert_int_equal(exclusive[j] + lbs_example_counts[j], seed_example_inclusive[j]);
}

static void lower_bounds_match_the_page_and_are_wrong(void **state)
{
    int32_t lower_exclusive[M], lower_inclusive[M];
    int wrong_exclusive = 0, wrong_inclusive = 0;

    (void)state;
    for (int i = 0; i < M; i++) {
        lower_exclusive[i] = lg_lower_bound_i32(seed_example_exclusive, N, i);
        lower_inclusive[i] = lg_lower_bound_i32(seed_example_inclusive, N, i);
        wrong_exclusive += lower_exclusive[i] != seed_search[i];
        wrong_inclusive += lower_inclusive[i] != seed_search[i];
    }
    assert_arrays_equal(lower_exclusive, seed_lower_bound_exclusive, M, "lower bound, exclusive");
    assert_arrays_equal(lower_inclusive, seed_lower_bound_inclusive, M, "lower bound, inclusive");
    assert_int_equal(wrong_exclusive, 50);
    assert_int_equal(wrong_inclusive, 33);
}

static void search_and_ranks_match_the_page(void **state)
{
    int32_t search[M], ranks[M];

    (void)state;
    lg_load_balance_search_sequential(M, seed_example_exclusive, N, search);
    assert_arrays_equal(search, seed_search, M, "search");
    lg_work_item_ranks_sequential(M, seed_example_exclusive, search, ranks);
    assert_arrays_equal(ranks, seed_ranks, M, "ranks");
    for (int i = 0; i < M; i++) {   /* the definition, and its inclusive-scan twin */
        assert_int_equal(lg_upper_bound_i32(seed_example_exclusive, N, i) - 1, seed_search[i]);
        assert_int_equal(lg_upper_bound_i32(seed_example_inclusive, N, i), seed_search[i]);
    }
    assert_int_equal(seed_search[10], 4);   /* the prose's work item 10 */
    assert_int_equal(seed_ranks[10], 3);
}

static void the_small_example_of_the_header(void **state)
{
    static const int32_t counts[5] = {2, 5, 3, 0, 1};
    static const int32_t want[11] = {0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 4};
    int32_t scan[5], got[11];

    (void)state;
    assert_int_equal(scan_exclusive_reference_i32(counts, 5, scan), 11);
    lg_load_balance_search_sequential(11, scan, 5, got);
    assert_arrays_equal(got, want, 11, "search of 2 5 3 0 1");
}

static void the_demonstration_matches_the_page(void **state)
{
    int32_t scan[LBS_DEMO_OBJECTS], references[125];

    (void)state;
    assert_int_equal(scan_exclusive_reference_i32(lbs_demo_counts, LBS_DEMO_OBJECTS, scan), 125);
    assert_arrays_equal(scan, seed_demo_scan, LBS_DEMO_OBJECTS, "demonstration's scan");
    lg_load_balance_search_sequential(125, scan, LBS_DEMO_OBJECTS, references);
    assert_arrays_equal(references, seed_demo_references, 125, "demonstration's references");
}

static lg_lbs_tile example_tile(int t, int preceding)
{
    int mp0 = lg_lbs_partition_search(M, seed_example_exclusive, N, lg_merge_diagonal(t, 30, M + N));
    int mp1 = lg_lbs_partition_search(M, seed_example_exclusive, N,
                                      lg_merge_diagonal(t + 1, 30, M + N));
    return lg_lbs_tile_of(M, N, t, 30, mp0, mp1, preceding, 1);
}

static void the_four_tiles_of_the_example(void **state)
{
    (void)state;
    for (int t = 0; t < 4; t++) {
        lg_lbs_tile own = example_tile(t, 0);
        assert_int_equal(own.a_begin, seed_tiles[t][0]);
        assert_int_equal(own.a_end, seed_tiles[t][1]);
        if (t < 2) {
            assert_int_equal(own.b_begin, seed_tiles[t][2]);
            assert_int_equal(own.b_end, seed_tiles[t][3]);
        }
        assert_int_equal((own.a_end - own.a_begin) + (own.b_end - own.b_begin), t < 3 ? 30 : 29);
    }
    /* Where the page differs: its tile 2 has 20 + 9 = 29 outputs, not 30. The
       cut at 90 comes after scan element 31, which equals work item 58, the
       next work item, and so goes first. With the preceding element, tile 3
       loads the page's (31, 40). */
    assert_int_equal((seed_tiles[2][1] - seed_tiles[2][0]) + (seed_tiles[2][3] - seed_tiles[2][2]),
                     29);
    assert_int_equal(seed_example_exclusive[31], 58);
    assert_int_equal(example_tile(2, 0).b_begin, 22);
    assert_int_equal(example_tile(2, 0).b_end, 32);
    assert_int_equal(example_tile(3, 0).b_begin, 32);
    assert_int_equal(example_tile(3, 1).b_begin, seed_tiles[3][2]);
    assert_int_equal(example_tile(3, 1).b_end, seed_tiles[3][3]);
    assert_int_equal(example_tile(1, 1).b_begin, 8);   /* work item 21 is object 8's */
    assert_int_equal(seed_search[21], 8);
}

/* Every tile's CTA search, run on the CPU with nt threads of vt steps, finds
   want[] (the objects of a_count work items); with the preceding element,
   each work item's object's start is among the tile's loaded elements. The
   tile's shared memory has a guard word on each side. */
static void check_cta_on_cpu(const int32_t *scan, int b_count, int a_count, const int32_t *want,
                             int nt, int vt, int preceding, int allow_halo, const char *what)
{
    const int32_t guard = (int32_t)0xA5A5A5A5;
    int nv = nt * vt, words = LG_LBS_SHARED_WORDS(nv);
    int tiles = (int)(((int64_t)a_count + b_count + nv - 1) / nv);
    int32_t *memory = malloc(sizeof(int32_t) * ((size_t)words + 2)), *shared = memory + 1;
    int *written = calloc((size_t)a_count + 1, sizeof(int));

    assert_non_null(memory);
    assert_non_null(written);
    for (int t = 0; t < tiles; t++) {
        int mp0 = lg_lbs_partition_search(a_count, scan, b_count,
                                          lg_merge_diagonal(t, nv, a_count + b_count));
        int mp1 = lg_lbs_partition_search(a_count, scan, b_count,
                                          lg_merge_diagonal(t + 1, nv, a_count + b_count));
        lg_lbs_tile tile;

        memory[0] = memory[words + 1] = guard;
        tile = lg_cta_load_balance_serially(a_count, scan, b_count, t, nt, vt, mp0, mp1, preceding,
                                            allow_halo, shared);
        if (memory[0] != guard || memory[words + 1] != guard)
            fail_msg("%s: tile %d wrote outside its shared memory", what, t);
        if (tile.a_begin < 0 || tile.a_begin > tile.a_end || tile.a_end > a_count ||
            tile.b_begin < 0 || tile.b_begin > tile.b_end || tile.b_end + tile.halo > b_count)
            fail_msg("%s: tile %d has ranges outside the arrays", what, t);
        if (want == NULL)
            continue;   /* an unsorted scan: only the bounds are promised */
        for (int i = 0; i < tile.a_end - tile.a_begin; i++) {
            int a = tile.a_begin + i, object = shared[i], slot = object - tile.b_begin;
            written[a]++;
            if (object != want[a])
                fail_msg("%s: tile %d finds object %d for work item %d, want %d", what, t,
                         object, a, (int)want[a]);
            if (preceding && (slot < 0 || slot >= tile.b_end - tile.b_begin ||
                              shared[tile.a_end - tile.a_begin + slot] != scan[object]))
                fail_msg("%s: tile %d lacks the start of object %d", what, t, object);
        }
    }
    for (int a = 0; want != NULL && a < a_count; a++)
        if (written[a] != 1)
            fail_msg("%s: work item %d written %d times", what, a, written[a]);
    free(memory);
    free(written);
}

/* Counts drawn from a distribution, their scan, and the object of each work
   item by the definition: a binary search per work item. */
typedef struct problem {
    int n, m;
    int32_t *counts, *scan, *want;
} problem;

static problem make_problem(int n, lbs_distribution d, uint64_t seed)
{
    problem p;

    p.n = n;
    p.counts = malloc(sizeof(int32_t) * ((size_t)n + 1));
    p.scan = malloc(sizeof(int32_t) * ((size_t)n + 1));
    assert_non_null(p.counts);
    assert_non_null(p.scan);
    p.m = (int)lbs_counts_i32(p.counts, n, d, seed);
    assert_int_equal(scan_exclusive_reference_i32(p.counts, n, p.scan), p.m);
    p.want = malloc(sizeof(int32_t) * ((size_t)p.m + 1));
    assert_non_null(p.want);
    for (int i = 0; i < p.m; i++)
        p.want[i] = lg_upper_bound_i32(p.scan, n, i) - 1;
    return p;
}

static void free_problem(problem *p)
{
    free(p->counts);
    free(p->scan);
    free(p->want);
}

static const int ladder[] = {0, 1, 2, 3, 5, 29, 30, 31, 97, 159, 160, 161, 1000, 3839, 3840,
                             3841, 30011};
enum { LADDER = (int)(sizeof ladder / sizeof ladder[0]) };

static void sequential_search_equals_the_definition(void **state)
{
    (void)state;
    for (int d = 0; d < LBS_DISTRIBUTIONS; d++)
        for (int s = 0; s < LADDER; s++) {
            problem p = make_problem(ladder[s], (lbs_distribution)d, 100 + (uint64_t)s);
            int32_t *got = malloc(sizeof(int32_t) * ((size_t)p.m + 1));
            int32_t *ranks = malloc(sizeof(int32_t) * ((size_t)p.m + 1));

            assert_non_null(got);
            assert_non_null(ranks);
            lg_load_balance_search_sequential(p.m, p.scan, p.n, got);
            lg_work_item_ranks_sequential(p.m, p.scan, got, ranks);
            for (int i = 0; i < p.m; i++)
                if (got[i] != p.want[i] || ranks[i] < 0 || ranks[i] >= p.counts[got[i]])
                    fail_msg("%s, %d objects: work item %d gets object %d rank %d, want %d",
                             lbs_distribution_name((lbs_distribution)d), p.n, i, (int)got[i],
                             (int)ranks[i], (int)p.want[i]);
            free(got);
            free(ranks);
            free_problem(&p);
        }
}

static void partition_search_equals_bisection(void **state)
{
    (void)state;
    for (int d = 0; d < LBS_DISTRIBUTIONS; d++)
        for (int s = 0; s < LADDER; s++) {
            problem p = make_problem(ladder[s], (lbs_distribution)d, 200 + (uint64_t)s);

            for (int diag = 0; diag <= p.m + p.n; diag++) {
                int fast = lg_lbs_partition_search(p.m, p.scan, p.n, diag);
                int plain = lg_merge_path_counting_i32(0, p.m, p.scan, p.n, diag, LG_BOUNDS_UPPER);
                if (fast != plain)
                    fail_msg("%s, %d objects, diagonal %d: rounds %d, bisection %d",
                             lbs_distribution_name((lbs_distribution)d), p.n, diag, fast, plain);
            }
            free_problem(&p);
        }
}

/* The partition kernel's way: a sample of the scan brackets the cut, and
   the rounds of probes inside the bracket find the same cut as the bisection,
   for samples of 1 to 512 elements (more than the scan has, too). */
static void partition_from_a_sample_equals_bisection(void **state)
{
    static const int sizes[] = {1, 2, 8, 64, 512};

    (void)state;
    for (int d = 0; d < LBS_DISTRIBUTIONS; d++)
        for (int s = 0; s < LADDER; s++) {
            problem p = make_problem(ladder[s], (lbs_distribution)d, 250 + (uint64_t)s);

            for (int k = 0; k < 5 && p.n > 0; k++) {
                int size = sizes[k];
                int32_t *sample = malloc(sizeof(int32_t) * (size_t)size);

                assert_non_null(sample);
                for (int i = 0; i < size; i++)
                    sample[i] = p.scan[lg_sample_position(i, size, p.n)];
                for (int diag = 0; diag <= p.m + p.n; diag++) {
                    int plain = lg_merge_path_counting_i32(0, p.m, p.scan, p.n, diag,
                                                           LG_BOUNDS_UPPER);
                    lg_bracket r = lg_sample_bracket(sample, size, p.m, p.n, diag);
                    assert_true(0 <= r.lo && r.lo <= r.hi && r.hi <= p.n);
                    assert_true(r.lo <= diag - plain && diag - plain <= r.hi);   /* inside */
                    if (lg_lbs_partition_search_within(p.m, p.scan, p.n, diag, r) != plain)
                        fail_msg("%s, %d objects, a sample of %d, diagonal %d",
                                 lbs_distribution_name((lbs_distribution)d), p.n, size, diag);
                }
                free(sample);
            }
            free_problem(&p);
        }
}

static void cta_search_finds_every_object(void **state)
{
    static const int shapes[][2] = {{1, 1}, {6, 5}, {32, 5}, {LG_LBS_NT, LG_LBS_VT}};
    char what[160];

    (void)state;
    for (int d = 0; d < LBS_DISTRIBUTIONS; d++)
        for (int s = 0; s < LADDER; s++) {
            problem p = make_problem(ladder[s], (lbs_distribution)d, 300 + (uint64_t)s);

            for (int k = 0; k < 4; k++)
                for (int mode = 0; mode < 4; mode++) {
                    snprintf(what, sizeof what, "%s, %d objects, %d x %d, preceding %d, halo %d",
                             lbs_distribution_name((lbs_distribution)d), p.n, shapes[k][0],
                             shapes[k][1], mode & 1, mode >> 1);
                    check_cta_on_cpu(p.scan, p.n, p.m, p.want, shapes[k][0], shapes[k][1],
                                     mode & 1, mode >> 1, what);
                }
            free_problem(&p);
        }
}

static void zero_runs_are_longer_than_a_tile(void **state)
{
    int32_t counts[LBS_ZERO_RUN + 8];

    (void)state;
    assert_true(LBS_ZERO_RUN > LG_LBS_NT * LG_LBS_VT + 2);
    lbs_counts_i32(counts, LBS_ZERO_RUN + 8, LBS_ZERO_RUNS, 1);
    for (int i = 0; i < LBS_ZERO_RUN; i++)
        assert_int_equal(counts[i], 0);
    for (int i = LBS_ZERO_RUN; i < LBS_ZERO_RUN + 4; i++)
        assert_true(counts[i] >= 1 && counts[i] <= 4);
}

/* The scale-free counts are scale_free_counts_i32's with 16 work items an
   object: the sum exact, more than half of the objects empty, the longest
   far beyond the mean. */
static void scale_free_counts_are_a_graphs_degrees(void **state)
{
    enum { N = 1 << 16 };
    int32_t *counts = malloc(sizeof(int32_t) * N), *same = malloc(sizeof(int32_t) * N);
    int empty = 0, longest = 0;

    (void)state;
    assert_true(counts && same);
    assert_int_equal(lbs_counts_i32(counts, N, LBS_SCALE_FREE, 3), LBS_SCALE_FREE_MEAN * N);
    assert_int_equal(scale_free_counts_i32(3, N, LBS_SCALE_FREE_MEAN * N, same), 0);
    for (int i = 0; i < N; i++) {
        assert_int_equal(counts[i], same[i]);
        assert_true(counts[i] >= 0);
        empty += counts[i] == 0;
        longest = counts[i] > longest ? counts[i] : longest;
    }
    assert_true(empty > N / 2);
    assert_true(longest > 100 * LBS_SCALE_FREE_MEAN);
    assert_int_equal(lbs_counts_i32(counts, 0, LBS_SCALE_FREE, 3), 0);
    assert_int_equal(lbs_counts_i32(counts, 1, LBS_SCALE_FREE, 3), LBS_SCALE_FREE_MEAN);
    assert_int_equal(counts[0], LBS_SCALE_FREE_MEAN);
    free(counts);
    free(same);
}

static void malformed_scans_stay_in_bounds(void **state)
{
    static const int shapes[][2] = {{6, 5}, {32, 5}, {LG_LBS_NT, LG_LBS_VT}};
    int32_t scan[2000];

    (void)state;
    for (int trial = 0; trial < 40; trial++) {
        int b_count = 1 + (int)(random_u32(7, (uint64_t)trial) % 2000);
        int a_count = (int)(random_u32(8, (uint64_t)trial) % 5000);

        for (int j = 0; j < b_count; j++)   /* unsorted, some negative, some too large */
            scan[j] = random_i32(9 + (uint64_t)trial, (uint64_t)j, -50, a_count + 50);
        for (int diag = 0; diag <= a_count + b_count; diag += 7) {
            int mp = lg_lbs_partition_search(a_count, scan, b_count, diag);
            assert_true(mp >= lg_max_int(0, diag - b_count) && mp <= lg_min_int(diag, a_count));
        }
        for (int k = 0; k < 3; k++)
            for (int mode = 0; mode < 4; mode++)
                check_cta_on_cpu(scan, b_count, a_count, NULL, shapes[k][0], shapes[k][1],
                                 mode & 1, mode >> 1, "unsorted scan");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(example_scans_match_the_page),
        cmocka_unit_test(lower_bounds_match_the_page_and_are_wrong),
        cmocka_unit_test(search_and_ranks_match_the_page),
        cmocka_unit_test(the_small_example_of_the_header),
        cmocka_unit_test(the_demonstration_matches_the_page),
        cmocka_unit_test(the_four_tiles_of_the_example),
        cmocka_unit_test(sequential_search_equals_the_definition),
        cmocka_unit_test(partition_search_equals_bisection),
        cmocka_unit_test(partition_from_a_sample_equals_bisection),
        cmocka_unit_test(cta_search_finds_every_object),
        cmocka_unit_test(zero_runs_are_longer_than_a_tile),
        cmocka_unit_test(scale_free_counts_are_a_graphs_degrees),
        cmocka_unit_test(malformed_scans_stay_in_bounds),
    };

    return cmocka_run_group_tests_name("load-balancing search on the CPU", tests, NULL, NULL);
}
