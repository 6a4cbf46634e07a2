/* Interval expand and move on the CPU: the sequential algorithms against
   Modern GPU's demonstrations (the test vectors below), and the kernels'
   tiles run on the CPU against the sequential algorithms for every
   distribution of lengths and for the gather of a quarter of a scale-free
   graph; where a tile's 8-byte values go; the references for 8-byte
   elements. No GPU needed. */
#include <stdlib.h>
#include <string.h>
#include "lg_test.h"
#include "intervals_model.h"
#include "support.h"
#include "lbs_model.h"

/* Test vectors: the arrays Modern GPU's demonstrations printed. */
static const int32_t seed_expand_scan[20] = {
    0, 2, 7, 14, 30, 30, 31, 31, 31, 45, 55, 58, 72, 74, 75, 86, 88, 89, 89, 94};
static const int32_t seed_expand_search[100] = {
    0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 11, 11,
    11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 12, 12, 13, 14, 14, 14, 14, 14,
    14, 14, 14, 14, 14, 14, 15, 15, 16, 18, 18, 18, 18, 18, 19, 19, 19, 19, 19, 19};
static const int32_t seed_expanded[100] = {
    1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 8, 34, 34, 34, 34, 34, 34, 34, 34, 34,
    34, 34, 34, 34, 34, 55, 55, 55, 55, 55, 55, 55, 55, 55, 55, 89, 89, 89, 144, 144,
    144, 144, 144, 144, 144, 144, 144, 144, 144, 144, 144, 144, 233, 233, 377, 610, 610, 610, 610, 610,
    610, 610, 610, 610, 610, 610, 987, 987, 1597, 4181, 4181, 4181, 4181, 4181, 6765, 6765, 6765, 6765, 6765, 6765};
static const int32_t seed_move_scan[20] = {
    0, 3, 12, 13, 22, 30, 35, 45, 47, 52, 54, 62, 68, 73, 75, 79, 79, 87, 89, 94};
static const int32_t seed_moved[100] = {
    11, 12, 78, 79, 80, 81, 82, 83, 84, 85, 75, 76, 77, 35, 36, 37, 38, 39, 40, 41,
    42, 43, 44, 45, 46, 60, 61, 2, 3, 4, 5, 6, 7, 8, 9, 10, 95, 96, 97, 98,
    99, 67, 68, 69, 70, 71, 72, 73, 74, 18, 19, 20, 21, 22, 23, 29, 30, 31, 32, 33,
    34, 62, 63, 64, 65, 66, 47, 48, 49, 50, 51, 24, 25, 26, 27, 28, 13, 14, 15, 16,
    86, 87, 88, 89, 90, 91, 92, 93, 94, 52, 53, 54, 55, 56, 57, 58, 59, 0, 1, 17};

static const int32_t poison = (int32_t)0xA5A5A5A5;

static void assert_arrays_equal(const int32_t *got, const int32_t *want, int count,
                                const char *what)
{
    for (int i = 0; i < count; i++)
        if (got[i] != want[i])
            fail_msg("%s: element %d is %d, want %d", what, i, (int)got[i], (int)want[i]);
}

static void the_expand_demonstration_matches_the_page(void **state)
{
    int32_t scan[20], search[100], out[100];

    (void)state;
    assert_int_equal(scan_exclusive_reference_i32(interval_expand_counts, 20, scan), 100);
    assert_arrays_equal(scan, seed_expand_scan, 20, "scan");
    lg_load_balance_search_sequential(100, scan, 20, search);
    assert_arrays_equal(search, seed_expand_search, 100, "search");
    lg_interval_expand_sequential(100, scan, interval_expand_values, 20, out);
    assert_arrays_equal(out, seed_expanded, 100, "expanded data");
}

static void the_move_demonstration_matches_the_page(void **state)
{
    int32_t scan[20], in[100], out[100];

    (void)state;
    assert_int_equal(scan_exclusive_reference_i32(interval_move_counts, 20, scan), 100);
    assert_arrays_equal(scan, seed_move_scan, 20, "scan");
    for (int i = 0; i < 100; i++)
        in[i] = i, out[i] = poison;
    lg_interval_move_sequential(100, interval_move_gather, interval_move_scatter, scan, 20, in,
                                out);
    assert_arrays_equal(out, seed_moved, 100, "moved data");
}

/* ---- the kernels' tiles on the CPU ------------------------------------- */

typedef struct shape {
    int nt, vt;
} shape;
static const shape shapes[] = {{6, 5}, {32, 5}, {LG_MOVE_NT, LG_MOVE_VT}};
enum { SHAPES = sizeof shapes / sizeof shapes[0] };

/* Lengths, their scan, values, gather and scatter offsets (random
   permutations of the intervals) and an input. */
typedef struct problem {
    int n, m;
    int32_t *lengths, *scan, *values, *gather, *scatter, *in;
} problem;

static problem make_problem(int n, interval_distribution d, int mean, uint64_t seed)
{
    problem p;
    size_t bytes = sizeof(int32_t) * ((size_t)n + 1);

    p.n = n;
    p.lengths = malloc(bytes), p.scan = malloc(bytes), p.values = malloc(bytes);
    p.gather = malloc(bytes), p.scatter = malloc(bytes);
    assert_true(p.lengths && p.scan && p.values && p.gather && p.scatter);
    p.m = (int)interval_lengths_i32(p.lengths, n, d, mean, seed);
    scan_exclusive_reference_i32(p.lengths, n, p.scan);
    for (int j = 0; j < n; j++)
        p.values[j] = random_i32(seed + 1, (uint64_t)j, -1000000, 1000000);
    interval_permuted_offsets(p.lengths, n, seed + 2, p.gather);
    interval_permuted_offsets(p.lengths, n, seed + 3, p.scatter);
    p.in = malloc(sizeof(int32_t) * ((size_t)p.m + 1));
    assert_non_null(p.in);
    for (int i = 0; i < p.m; i++)
        p.in[i] = random_i32(seed + 4, (uint64_t)i, -1000000, 1000000);
    return p;
}

static void free_problem(problem *p)
{
    free(p->lengths), free(p->scan), free(p->values), free(p->gather), free(p->scatter);
    free(p->in);
}

enum { EXPAND, MOVE, GATHER, SCATTER, OPERATIONS };
static const char *const operation_names[OPERATIONS] = {"expand", "move", "gather", "scatter"};

/* Run every tile of operation `op` of the kernels, shape s, on the CPU into
   out[0, m) (poisoned, with two guard words after it); return how many
   tiles had no elements. */
static int run_tiles(const problem *p, int op, shape s, int32_t *out)
{
    int nv = s.nt * s.vt, total = p->m + p->n, empty = 0;
    int tiles = (int)(((int64_t)total + nv - 1) / nv);
    int32_t *shared = malloc(sizeof(int32_t) * 2 * (size_t)LG_LBS_SHARED_WORDS(nv));

    assert_non_null(shared);
    for (int i = 0; i < p->m + 2; i++)
        out[i] = poison;
    for (int tile = 0; tile < tiles && p->m > 0; tile++) {
        int mp0 = lg_lbs_partition_search(p->m, p->scan, p->n, lg_merge_diagonal(tile, nv, total));
        int mp1 = lg_lbs_partition_search(p->m, p->scan, p->n,
                                          lg_merge_diagonal(tile + 1, nv, total));
        lg_lbs_tile t;
        if (op == EXPAND)
            t = lg_interval_expand_tile_serially(p->m, p->scan, p->values, p->n, tile, s.nt, s.vt,
                                                 mp0, mp1, out, shared);
        else
            t = lg_interval_move_tile_serially(p->m, op == SCATTER ? NULL : p->gather,
                                               op == GATHER ? NULL : p->scatter, p->scan, p->n,
                                               tile, s.nt, s.vt, mp0, mp1, p->in, out, shared);
        empty += t.a_begin == t.a_end;
    }
    free(shared);
    return empty;
}

/* What the sequential algorithm writes for operation op. */
static void run_sequential(const problem *p, int op, int32_t *want)
{
    if (op == EXPAND)
        lg_interval_expand_sequential(p->m, p->scan, p->values, p->n, want);
    else
        lg_interval_move_sequential(p->m, op == SCATTER ? NULL : p->gather,
                                    op == GATHER ? NULL : p->scatter, p->scan, p->n, p->in, want);
}

static void check_problem(const problem *p, interval_distribution d, int mean, int *empty_tiles)
{
    int32_t *got = malloc(sizeof(int32_t) * ((size_t)p->m + 2));
    int32_t *want = malloc(sizeof(int32_t) * ((size_t)p->m + 2));

    assert_true(got && want);
    for (int op = 0; op < OPERATIONS; op++) {
        for (int i = 0; i < p->m; i++)
            want[i] = poison;
        run_sequential(p, op, want);
        want[p->m] = want[p->m + 1] = poison;
        for (int k = 0; k < SHAPES; k++) {
            int empty = run_tiles(p, op, shapes[k], got);
            if (memcmp(got, want, sizeof(int32_t) * ((size_t)p->m + 2)) != 0)
                for (int i = 0; i < p->m + 2; i++)
                    if (got[i] != want[i])
                        fail_msg("%s, %s (mean %d), %d intervals, %d elements, tiles of %d x %d: "
                                 "element %d is %d, want %d", operation_names[op],
                                 interval_distribution_name(d), mean, p->n, p->m, shapes[k].nt,
                                 shapes[k].vt, i, (int)got[i], (int)want[i]);
            if (k == SHAPES - 1 && op == EXPAND)
                *empty_tiles += empty;
        }
    }
    free(got);
    free(want);
}

static void tiles_on_the_cpu_match_the_sequential_code(void **state)
{
    enum { NV = LG_MOVE_NT * LG_MOVE_VT };
    static const int sizes[] = {0, 1, 2, 3, 29, 30, 31, 97, 1000, NV - 1, NV, NV + 1, 20011};
    static const int means[] = {1, 8, 64};
    int empty_tiles = 0;

    (void)state;
    for (int d = 0; d < INTERVAL_DISTRIBUTIONS; d++)
        for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); s++)
            for (int k = 0; k < (d == INTERVAL_UNIFORM ? 3 : 1); k++) {
                problem p = make_problem(sizes[s], (interval_distribution)d, means[k],
                                         (uint64_t)(1000 * d + s));
                check_problem(&p, (interval_distribution)d, means[k], &empty_tiles);
                free_problem(&p);
            }
}

static void runs_of_empty_intervals_make_tiles_without_elements(void **state)
{
    problem p = make_problem(3 * LBS_ZERO_RUN, INTERVAL_ZERO_RUNS, 0, 7);
    int empty_tiles = 0;

    (void)state;
    assert_true(LBS_ZERO_RUN > LG_EXPAND_NT * LG_EXPAND_VT);   /* longer than a tile */
    check_problem(&p, INTERVAL_ZERO_RUNS, 0, &empty_tiles);
    assert_true(empty_tiles >= 2);
    free_problem(&p);
}

/* The gather of a quarter of a scale-free graph's vertices: exactly a
   quarter, in increasing order, each list where its vertex's edges start
   and as long as its degree; then the tiles on the CPU gather (and move,
   expand and scatter) what the sequential code does. */
static void a_quarter_of_a_scale_free_graph(void **state)
{
    static const int sizes[] = {0, 3, 4, 7, 401, 4096, 20011};

    (void)state;
    for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); s++) {
        int vertices = sizes[s], edges = LBS_SCALE_FREE_MEAN * vertices, empty = 0;
        int32_t *degree = malloc(sizeof(int32_t) * ((size_t)vertices + 1));
        int32_t *row = malloc(sizeof(int32_t) * ((size_t)vertices + 1));
        problem p = make_problem(vertices / 4, INTERVAL_ALL_ZERO, 0, 40 + (uint64_t)s);
        int j = 0;

        assert_true(degree && row);
        assert_int_equal(lbs_counts_i32(degree, vertices, LBS_SCALE_FREE, 30 + (uint64_t)s),
                         edges);
        scan_exclusive_reference_i32(degree, vertices, row);
        p.m = (int)interval_graph_quarter(vertices, 30 + (uint64_t)s, p.gather, p.lengths);
        for (int v = 0; v < vertices && j < p.n; v++)   /* the chosen ones, in order */
            if (row[v] == p.gather[j] && degree[v] == p.lengths[j])
                j++;
        assert_int_equal(j, p.n);
        for (int k = 0; k < p.n; k++)
            empty += p.lengths[k] == 0;
        assert_true(vertices < 4000 || empty > p.n / 2);
        assert_int_equal(scan_exclusive_reference_i32(p.lengths, p.n, p.scan), p.m);
        interval_permuted_offsets(p.lengths, p.n, 50, p.scatter);
        free(p.in);
        p.in = malloc(sizeof(int32_t) * ((size_t)edges + 1));   /* the graph's edges */
        assert_non_null(p.in);
        for (int e = 0; e < edges; e++)
            p.in[e] = random_i32(60, (uint64_t)e, -1000000, 1000000);
        empty = 0;
        check_problem(&p, INTERVAL_SCALE_FREE, LBS_SCALE_FREE_MEAN, &empty);
        free_problem(&p);
        free(degree);
        free(row);
    }
}

/* The differences wrap instead of overflowing, and give offset + rank. */
static void differences_give_offset_plus_rank(void **state)
{
    static const int32_t offsets[] = {0, 5, INT32_MAX - 10, 2000000000};
    static const int32_t starts[] = {0, 7, 2000000000, 3};

    (void)state;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            for (int32_t rank = 0; rank < 5; rank++) {
                int32_t d = lg_interval_difference(offsets[i], starts[j]);
                if ((int64_t)starts[j] + rank <= INT32_MAX &&
                    (int64_t)offsets[i] + rank <= INT32_MAX)
                    assert_int_equal(lg_interval_apply(starts[j] + rank, d), offsets[i] + rank);
            }
}

/* An unsorted scan (validation off) still keeps each element's slot inside
   the tile's loaded intervals (when it loaded any; otherwise inside its
   shared memory), and the expand tile inside its arrays. */
static void unsorted_scans_stay_in_bounds(void **state)
{
    enum { N = 300, M = 900, NT = 32, VT = 5, NV = NT * VT };
    int32_t scan[N], values[N], out[M + 2], shared[LG_LBS_SHARED_WORDS(NV)];

    (void)state;
    for (int trial = 0; trial < 20; trial++) {
        int tiles = (M + N + NV - 1) / NV;
        for (int j = 0; j < N; j++) {
            scan[j] = random_i32((uint64_t)trial, (uint64_t)j, -50, M + 50);
            values[j] = j;
        }
        out[M] = out[M + 1] = poison;
        for (int tile = 0; tile < tiles; tile++) {
            int mp0 = lg_lbs_partition_search(M, scan, N, lg_merge_diagonal(tile, NV, M + N));
            int mp1 = lg_lbs_partition_search(M, scan, N, lg_merge_diagonal(tile + 1, NV, M + N));
            lg_lbs_tile t = lg_interval_expand_tile_serially(M, scan, values, N, tile, NT, VT, mp0,
                                                             mp1, out, shared);
            assert_true(t.a_begin >= 0 && t.a_end <= M && t.b_begin >= 0 && t.b_end <= N);
            for (int a = t.a_begin; a < t.a_end && t.b_end > t.b_begin; a++)
                assert_true(out[a] >= t.b_begin && out[a] < t.b_end);
        }
        assert_int_equal(out[M], poison);
        assert_int_equal(out[M + 1], poison);
    }
}

/* The values of a tile's intervals start on a whole value, after its
   elements' intervals, and end inside its NV + 2 slots, for every split of
   a tile between elements and intervals, values of 4 and 8 bytes and the
   library's tile shapes. */
static void values_fit_after_the_elements_intervals(void **state)
{
    static const int nvs[] = {30, 160, LG_EXPAND_NT * LG_EXPAND_VT,
                              LG_EXPAND_NT * LG_EXPAND_VT_I64};

    (void)state;
    for (int s = 0; s < 4; s++)
        for (int words = 1; words <= 2; words++) {
            int slots = LG_LBS_SHARED_WORDS(nvs[s]);
            for (int a_count = 0; a_count <= slots; a_count++) {
                int start = lg_interval_values_start(a_count, words), b_count = slots - a_count;
                assert_true(start >= a_count && start % words == 0);
                assert_true(start + b_count * words <= slots * words);
                if (words == 1)
                    assert_int_equal(start, a_count);
            }
        }
}

/* The references for 8-byte elements, run on the demonstrations with
   numbers that use the high 32 bits, give the page's arrays in both
   halves; positions that no interval writes keep their value. */
static void references_for_8_byte_elements_move_all_8_bytes(void **state)
{
    const int64_t high = (int64_t)1 << 32;
    int32_t scan[20], in32[100], want[100];
    int64_t values[20], in[100], out[102];

    (void)state;
    scan_exclusive_reference_i32(interval_expand_counts, 20, scan);
    for (int j = 0; j < 20; j++)
        values[j] = interval_expand_values[j] * (high + 1);
    interval_expand_sequential_i64(100, scan, values, 20, out);
    for (int k = 0; k < 100; k++)
        assert_true(out[k] == seed_expanded[k] * (high + 1));
    scan_exclusive_reference_i32(interval_move_counts, 20, scan);
    for (int i = 0; i < 100; i++)
        in[i] = -(i + 1) * high + i, in32[i] = i;
    for (int op = 0; op < 3; op++) {   /* move, gather, scatter */
        const int32_t *gather = op == 2 ? NULL : interval_move_gather;
        const int32_t *scatter = op == 1 ? NULL : interval_move_scatter;
        for (int i = 0; i < 102; i++)
            out[i] = 7;
        lg_interval_move_sequential(100, gather, scatter, scan, 20, in32, want);
        interval_move_sequential_i64(100, gather, scatter, scan, 20, in, out);
        for (int d = 0; d < 100; d++)
            assert_true(out[d] == -(want[d] + 1) * high + want[d]);
        assert_true(out[100] == 7 && out[101] == 7);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_expand_demonstration_matches_the_page),
        cmocka_unit_test(the_move_demonstration_matches_the_page),
        cmocka_unit_test(tiles_on_the_cpu_match_the_sequential_code),
        cmocka_unit_test(runs_of_empty_intervals_make_tiles_without_elements),
        cmocka_unit_test(a_quarter_of_a_scale_free_graph),
        cmocka_unit_test(differences_give_offset_plus_rank),
        cmocka_unit_test(unsorted_scans_stay_in_bounds),
        cmocka_unit_test(values_fit_after_the_elements_intervals),
        cmocka_unit_test(references_for_8_byte_elements_move_all_8_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
