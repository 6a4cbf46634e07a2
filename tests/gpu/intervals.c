/* lg_interval_expand_i32, lg_interval_move_i32, lg_interval_gather_i32 and
   lg_interval_scatter_i32 on a CUDA device, against the sequential
   algorithms on the CPU, over distributions of interval lengths (the
   scale-free ones included) and a ladder of sizes, and on the adjacency
   lists of a quarter of a scale-free graph's vertices; the naive kernels;
   bad arguments. Skipped, with the reason, on a machine without a device. */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "intervals_model.h"
#include "support.h"

static lg_context *ctx;
static const int32_t poison = (int32_t)0xA5A5A5A5;

static void *device(size_t bytes)
{
    void *p = NULL;

    if (device_alloc(&p, bytes) != LG_OK)
        fail_msg("%s", support_last_error());
    return p;
}

static void upload(void *dst, const void *src, size_t bytes)
{
    assert_int_equal(copy_to_device(dst, src, bytes), LG_OK);
}

static void download(void *dst, const void *src, size_t bytes)
{
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(copy_to_host(dst, src, bytes), LG_OK);
}

/* Lengths from a distribution, their scan, values, gather and scatter
   offsets (the intervals end to end in two random orders) and an input, on
   the host and on the device. */
typedef struct problem {
    int n, m;
    int32_t *scan, *values, *gather, *scatter, *in;          /* host */
    int32_t *d_scan, *d_values, *d_gather, *d_scatter, *d_in, *d_out; /* device */
} problem;

static problem make_problem(int n, interval_distribution d, int mean, uint64_t seed)
{
    problem p;
    size_t bytes = sizeof(int32_t) * ((size_t)n + 1);
    int32_t *lengths = malloc(bytes);

    p.n = n;
    p.d_scan = p.d_values = p.d_gather = p.d_scatter = p.d_in = p.d_out = NULL;
    p.scan = malloc(bytes), p.values = malloc(bytes);
    p.gather = malloc(bytes), p.scatter = malloc(bytes);
    assert_true(lengths && p.scan && p.values && p.gather && p.scatter);
    p.m = (int)interval_lengths_i32(lengths, n, d, mean, seed);
    scan_exclusive_reference_i32(lengths, n, p.scan);
    for (int j = 0; j < n; j++)
        p.values[j] = random_i32(seed + 1, (uint64_t)j, INT32_MIN, INT32_MAX);
    interval_permuted_offsets(lengths, n, seed + 2, p.gather);
    interval_permuted_offsets(lengths, n, seed + 3, p.scatter);
    free(lengths);
    p.in = malloc(sizeof(int32_t) * ((size_t)p.m + 1));
    assert_non_null(p.in);
    for (int i = 0; i < p.m; i++)
        p.in[i] = random_i32(seed + 4, (uint64_t)i, INT32_MIN, INT32_MAX);
    return p;
}

static void upload_problem(problem *p)
{
    size_t n = sizeof(int32_t) * ((size_t)p->n + 1), m = sizeof(int32_t) * ((size_t)p->m + 2);

    p->d_scan = device(n), p->d_values = device(n), p->d_gather = device(n);
    p->d_scatter = device(n), p->d_in = device(m), p->d_out = device(m);
    upload(p->d_scan, p->scan, sizeof(int32_t) * (size_t)p->n);
    upload(p->d_values, p->values, sizeof(int32_t) * (size_t)p->n);
    upload(p->d_gather, p->gather, sizeof(int32_t) * (size_t)p->n);
    upload(p->d_scatter, p->scatter, sizeof(int32_t) * (size_t)p->n);
    upload(p->d_in, p->in, sizeof(int32_t) * (size_t)p->m);
}

static void free_problem(problem *p)
{
    free(p->scan), free(p->values), free(p->gather), free(p->scatter), free(p->in);
    device_free(p->d_scan), device_free(p->d_values), device_free(p->d_gather);
    device_free(p->d_scatter), device_free(p->d_in), device_free(p->d_out);
}

enum { EXPAND, MOVE, GATHER, SCATTER, NAIVE_EXPAND, NAIVE_MOVE, OPERATIONS };
static const char *const operation_names[OPERATIONS] = {
    "lg_interval_expand_i32", "lg_interval_move_i32", "lg_interval_gather_i32",
    "lg_interval_scatter_i32", "interval_expand_naive_i32", "interval_move_naive_i32"};

static lg_status run_operation(const problem *p, int op)
{
    switch (op) {
    case EXPAND:
        return lg_interval_expand_i32(p->m, p->d_scan, p->d_values, p->n, p->d_out, ctx);
    case MOVE:
        return lg_interval_move_i32(p->m, p->d_gather, p->d_scatter, p->d_scan, p->n, p->d_in,
                                    p->d_out, ctx);
    case GATHER:
        return lg_interval_gather_i32(p->m, p->d_gather, p->d_scan, p->n, p->d_in, p->d_out, ctx);
    case SCATTER:
        return lg_interval_scatter_i32(p->m, p->d_scatter, p->d_scan, p->n, p->d_in, p->d_out,
                                       ctx);
    case NAIVE_EXPAND:
        return interval_expand_naive_i32(p->m, p->d_scan, p->d_values, p->n, p->d_out,
                                         lg_context_stream(ctx));
    default:
        return interval_move_naive_i32(p->m, p->d_gather, p->d_scatter, p->d_scan, p->n,
                                       p->d_in, p->d_out, lg_context_stream(ctx));
    }
}

/* Run operation op on p into a poisoned output with two guard words, and
   check every element against the sequential algorithm. */
static void run_and_check(const problem *p, int op, int validate, const char *what)
{
    size_t words = (size_t)p->m + 2;
    int32_t *want = malloc(sizeof(int32_t) * words), *got = malloc(sizeof(int32_t) * words);

    assert_true(want && got);
    for (size_t i = 0; i < words; i++)
        want[i] = poison;
    if (op == EXPAND || op == NAIVE_EXPAND)
        lg_interval_expand_sequential(p->m, p->scan, p->values, p->n, want);
    else
        lg_interval_move_sequential(p->m, op == SCATTER ? NULL : p->gather,
                                    op == GATHER ? NULL : p->scatter, p->scan, p->n, p->in, want);
    assert_int_equal(device_poison(p->d_out, sizeof(int32_t) * words), LG_OK);
    assert_int_equal(lg_context_set_validation(ctx, validate), LG_OK);
    if (run_operation(p, op) != LG_OK)
        fail_msg("%s, %s: %s%s", operation_names[op], what, lg_context_last_error(ctx),
                 support_last_error());
    assert_int_equal(lg_context_set_validation(ctx, 1), LG_OK);
    download(got, p->d_out, sizeof(int32_t) * words);
    if (memcmp(got, want, sizeof(int32_t) * words) != 0)
        for (size_t i = 0; i < words; i++)
            if (got[i] != want[i])
                fail_msg("%s, %s: element %zu of %d (%s) is %d, want %d", operation_names[op],
                         what, i, p->m, i >= (size_t)p->m ? "a guard word" : "output",
                         (int)got[i], (int)want[i]);
    free(want);
    free(got);
}

/* Interval counts: small, around half a tile and a tile of the library's
   shape (all-one lengths take two positions an interval), primes, powers
   of two and around them. */
enum { NV = LG_MOVE_NT * LG_MOVE_VT };
static const int ladder[] = {0, 1, 2, 3, 31, 32, 33, NV / 2 - 1, NV / 2, NV / 2 + 1, NV - 1, NV,
                             NV + 1, 2 * NV + 1, 1009, 20011, 65521, (1 << 16) - 1,
                             (1 << 16) + 1, (1 << 20) - 1, (1 << 20) + 1, 1 << 22};
enum { LADDER = (int)(sizeof ladder / sizeof ladder[0]), MAX_ELEMENTS = 1 << 25 };

static void check_distribution(interval_distribution d, int mean, int naive)
{
    char what[160];

    for (int s = 0; s < LADDER; s++) {
        problem p;

        if ((int64_t)ladder[s] * (mean > 2 ? mean : 2) > MAX_ELEMENTS ||
            2LL * ladder[s] > lg_test_max_count())
            continue;
        p = make_problem(ladder[s], d, mean, 100 + 17 * (uint64_t)s + 1000 * (uint64_t)d);
        if (p.m <= MAX_ELEMENTS && (int64_t)p.m + p.n <= lg_test_max_count()) {
            upload_problem(&p);
            snprintf(what, sizeof what, "%s lengths (mean %d), %d intervals, %d elements",
                     interval_distribution_name(d), mean, p.n, p.m);
            for (int op = EXPAND; op <= (naive ? NAIVE_MOVE : SCATTER); op++)
                run_and_check(&p, op, (s + op) % 2 == 0, what);
        }
        free_problem(&p);
    }
}

static void all_zero_all_one_and_one_giant(void **state)
{
    (void)state;
    check_distribution(INTERVAL_ALL_ZERO, 0, 1);
    check_distribution(INTERVAL_ALL_ONE, 1, 1);
    check_distribution(INTERVAL_ONE_GIANT, 2, 0);
}

static void uniform_lengths_of_means_1_to_4096(void **state)
{
    static const int means[] = {1, 8, 64, 512, 4096};

    (void)state;
    for (int k = 0; k < 5; k++)
        check_distribution(INTERVAL_UNIFORM, means[k], k == 1);
}

static void power_law_lengths_and_runs_of_empty_intervals(void **state)
{
    (void)state;
    check_distribution(INTERVAL_POWER_LAW, 2, 1);
    check_distribution(INTERVAL_ZERO_RUNS, 2, 0);
}

/* Lengths that are the degrees of a scale-free graph (the benchmark's
   parameter scale-free): more than half empty, a mean of 16 and a few
   lengths far beyond it. */
static void scale_free_lengths(void **state)
{
    (void)state;
    check_distribution(INTERVAL_SCALE_FREE, LBS_SCALE_FREE_MEAN, 1);
}

/* The adjacency lists of a random quarter of a scale-free graph's
   vertices (interval_graph_quarter, as the benchmark's interval-gather),
   gathered from the graph's edges; the same lists moved to random places,
   expanded, scattered, and through the naive kernels. */
static void a_quarter_of_a_scale_free_graph(void **state)
{
    static const int sizes[] = {0, 4, 7, 1000, 20011, 1 << 16, 1 << 20};
    char what[160];

    (void)state;
    for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); s++) {
        int vertices = sizes[s], edges = LBS_SCALE_FREE_MEAN * vertices;
        uint64_t seed = 60 + 10 * (uint64_t)s;
        int32_t *lengths;
        problem p;

        if (edges > MAX_ELEMENTS || 2LL * edges > lg_test_max_count())
            continue;
        p = make_problem(vertices / 4, INTERVAL_ALL_ZERO, 0, seed);   /* room for the lists */
        lengths = malloc(sizeof(int32_t) * ((size_t)p.n + 1));
        assert_non_null(lengths);
        p.m = (int)interval_graph_quarter(vertices, seed, p.gather, lengths);
        scan_exclusive_reference_i32(lengths, p.n, p.scan);
        interval_permuted_offsets(lengths, p.n, seed + 1, p.scatter);
        free(lengths);
        free(p.in);
        p.in = malloc(sizeof(int32_t) * ((size_t)edges + 1));   /* the graph's edges */
        assert_non_null(p.in);
        for (int e = 0; e < edges; e++)
            p.in[e] = random_i32(seed + 2, (uint64_t)e, INT32_MIN, INT32_MAX);
        upload_problem(&p);   /* uploads the first m edges; then all of them */
        device_free(p.d_in);
        p.d_in = device(sizeof(int32_t) * ((size_t)edges + 1));
        upload(p.d_in, p.in, sizeof(int32_t) * (size_t)edges);
        snprintf(what, sizeof what, "a quarter of a scale-free graph of %d vertices: %d lists, "
                 "%d elements", vertices, p.n, p.m);
        for (int op = EXPAND; op <= NAIVE_MOVE; op++)
            run_and_check(&p, op, op % 2 == 0, what);
        free_problem(&p);
    }
}

/* A problem from given lengths and offsets; the input is 0, 1, 2, ... */
static problem given_problem(const int32_t *lengths, const int32_t *values,
                             const int32_t *gather, const int32_t *scatter)
{
    enum { N = INTERVAL_DEMO_COUNT };
    problem p = make_problem(N, INTERVAL_ALL_ZERO, 0, 5);   /* allocates for N */

    p.m = (int)scan_exclusive_reference_i32(lengths, N, p.scan);
    memcpy(p.values, values, sizeof(int32_t) * N);
    memcpy(p.gather, gather, sizeof(int32_t) * N);
    memcpy(p.scatter, scatter, sizeof(int32_t) * N);
    free(p.in);
    p.in = malloc(sizeof(int32_t) * (size_t)p.m);
    assert_non_null(p.in);
    for (int i = 0; i < p.m; i++)
        p.in[i] = i;
    upload_problem(&p);
    return p;
}

/* The demonstrations' inputs through the library give the sequential
   answers (which the CPU tests hold to Modern GPU's printed output). */
static void the_demonstrations(void **state)
{
    problem expand = given_problem(interval_expand_counts, interval_expand_values,
                                   interval_expand_values, interval_expand_values);
    problem move = given_problem(interval_move_counts, interval_move_counts,
                                 interval_move_gather, interval_move_scatter);

    (void)state;
    run_and_check(&expand, EXPAND, 1, "the expand demonstration");
    for (int op = MOVE; op <= SCATTER; op++)
        run_and_check(&move, op, 1, "the move demonstration");
    free_problem(&expand);
    free_problem(&move);
}

static void expect_refusal(lg_status status, const char *message)
{
    assert_int_equal(status, LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), message);
}

static void assert_still_poisoned(const int32_t *out, int count)
{
    int32_t got[128];

    assert_true(count <= 128);
    download(got, out, sizeof(int32_t) * (size_t)count);
    for (int i = 0; i < count; i++)
        assert_int_equal(got[i], poison);
}

static void bad_arguments_are_refused_and_nothing_is_written(void **state)
{
    problem p = given_problem(interval_expand_counts, interval_expand_values,
                              interval_move_gather, interval_move_scatter);
    int32_t *out = device(sizeof(int32_t) * 128), *scan = p.d_scan, *v = p.d_values;
    const int32_t *in = p.d_in;
    int m = p.m, n = INTERVAL_DEMO_COUNT;

    (void)state;
    assert_int_equal(device_poison(out, sizeof(int32_t) * 128), LG_OK);
    expect_refusal(lg_interval_expand_i32(-1, scan, v, n, out, ctx),
                   "lg_interval_expand_i32: move_count is -1; it must be at least 0");
    expect_refusal(lg_interval_expand_i32(m, scan, v, -3, out, ctx),
                   "lg_interval_expand_i32: interval_count is -3; it must be at least 0");
    expect_refusal(lg_interval_expand_i32(m, NULL, v, n, out, ctx),
                   "lg_interval_expand_i32: scan is NULL and interval_count is 20");
    expect_refusal(lg_interval_expand_i32(m, scan, NULL, n, out, ctx),
                   "lg_interval_expand_i32: values is NULL and interval_count is 20");
    expect_refusal(lg_interval_expand_i32(m, scan, v, n, NULL, ctx),
                   "lg_interval_expand_i32: out is NULL and move_count is 100");
    expect_refusal(lg_interval_expand_i32(m, scan, v, 0, out, ctx),
                   "lg_interval_expand_i32: move_count is 100 but there are no intervals to "
                   "hold the elements");
    expect_refusal(lg_interval_expand_i32(INT_MAX, scan, v, n, out, ctx),
                   "lg_interval_expand_i32: move_count + interval_count is 2147483667, more "
                   "than INT_MAX");
    expect_refusal(lg_interval_expand_i32(m, scan, v, n, scan + 5, ctx),
                   "lg_interval_expand_i32: out and scan overlap; out must share no memory "
                   "with the call's other arrays");
    expect_refusal(lg_interval_expand_i32(m, scan, v, n, v - 99, ctx),
                   "lg_interval_expand_i32: out and values overlap; out must share no memory "
                   "with the call's other arrays");
    expect_refusal(lg_interval_move_i32(m, NULL, p.d_scatter, scan, n, in, out, ctx),
                   "lg_interval_move_i32: gather is NULL and interval_count is 20");
    expect_refusal(lg_interval_move_i32(m, p.d_gather, NULL, scan, n, in, out, ctx),
                   "lg_interval_move_i32: scatter is NULL and interval_count is 20");
    expect_refusal(lg_interval_move_i32(m, p.d_gather, p.d_scatter, scan, n, NULL, out, ctx),
                   "lg_interval_move_i32: in is NULL and move_count is 100");
    expect_refusal(lg_interval_move_i32(m, p.d_gather, p.d_scatter, scan, n, in, NULL, ctx),
                   "lg_interval_move_i32: out is NULL and move_count is 100");
    expect_refusal(lg_interval_move_i32(-5, p.d_gather, p.d_scatter, scan, n, in, out, ctx),
                   "lg_interval_move_i32: move_count is -5; it must be at least 0");
    expect_refusal(lg_interval_move_i32(m, p.d_gather, p.d_scatter, scan, n, in, p.d_in, ctx),
                   "lg_interval_move_i32: out and in overlap; out must share no memory "
                   "with the call's other arrays");
    expect_refusal(lg_interval_move_i32(m, p.d_gather, p.d_scatter, scan, n, in,
                                        p.d_scatter + 4, ctx),
                   "lg_interval_move_i32: out and scatter overlap; out must share no memory "
                   "with the call's other arrays");
    expect_refusal(lg_interval_gather_i32(m, NULL, scan, n, in, out, ctx),
                   "lg_interval_gather_i32: gather is NULL and interval_count is 20");
    expect_refusal(lg_interval_gather_i32(m, p.d_gather, scan, n, in, p.d_gather + 3, ctx),
                   "lg_interval_gather_i32: out and gather overlap; out must share no memory "
                   "with the call's other arrays");
    expect_refusal(lg_interval_gather_i32(m, p.d_gather, NULL, n, in, out, ctx),
                   "lg_interval_gather_i32: scan is NULL and interval_count is 20");
    expect_refusal(lg_interval_scatter_i32(m, NULL, scan, n, in, out, ctx),
                   "lg_interval_scatter_i32: scatter is NULL and interval_count is 20");
    expect_refusal(lg_interval_scatter_i32(m, p.d_scatter, scan, n, in, p.d_in + 50, ctx),
                   "lg_interval_scatter_i32: out and in overlap; out must share no memory "
                   "with the call's other arrays");
    expect_refusal(lg_interval_scatter_i32(m, p.d_scatter, scan, 0, in, out, ctx),
                   "lg_interval_scatter_i32: move_count is 100 but there are no intervals to "
                   "hold the elements");
    assert_int_equal(lg_interval_expand_i32(m, scan, v, n, out, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_interval_expand_i32: ctx is NULL");
    assert_int_equal(lg_interval_move_i32(m, p.d_gather, p.d_scatter, scan, n, in, out, NULL),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_interval_move_i32: ctx is NULL");
    /* no elements: nothing to do, nothing checked */
    assert_int_equal(lg_interval_expand_i32(0, NULL, NULL, 0, NULL, ctx), LG_OK);
    assert_int_equal(lg_interval_move_i32(0, NULL, NULL, NULL, 0, NULL, NULL, ctx), LG_OK);
    assert_int_equal(lg_interval_gather_i32(0, p.d_gather, scan, n, in, out, ctx), LG_OK);
    assert_int_equal(lg_interval_scatter_i32(0, p.d_scatter, scan, n, in, out, ctx), LG_OK);
    assert_still_poisoned(out, 128);
    device_free(out);
    free_problem(&p);
}

/* With validation on, the scan must start at 0, never decrease and end at
   most at move_count; with it off, a sorted scan that does not start at 0
   is used as given, and the expand writes nothing outside its output. */
static void malformed_scans_are_refused_when_validating(void **state)
{
    enum { N = INTERVAL_DEMO_COUNT };
    problem p = given_problem(interval_expand_counts, interval_expand_values,
                              interval_move_gather, interval_move_scatter);
    int32_t bad[N], got[128];
    int32_t *out = device(sizeof(int32_t) * 128);

    (void)state;
    assert_int_equal(device_poison(out, sizeof(int32_t) * 128), LG_OK);
    memcpy(bad, p.scan, sizeof bad);
    bad[0] = 5;
    upload(p.d_scan, bad, sizeof bad);
    expect_refusal(lg_interval_expand_i32(p.m, p.d_scan, p.d_values, N, out, ctx),
                   "lg_interval_expand_i32: scan[0] is 5; it must be 0");
    memcpy(bad, p.scan, sizeof bad);
    bad[12] = 20;   /* after scan[11] = 58 */
    upload(p.d_scan, bad, sizeof bad);
    expect_refusal(lg_interval_move_i32(p.m, p.d_gather, p.d_scatter, p.d_scan, N, p.d_in, out,
                                        ctx),
                   "lg_interval_move_i32: scan[12] = 20 is less than scan[11] = 58; scan must "
                   "not decrease");
    upload(p.d_scan, p.scan, sizeof bad);
    expect_refusal(lg_interval_gather_i32(90, p.d_gather, p.d_scan, N, p.d_in, out, ctx),
                   "lg_interval_gather_i32: scan[19] = 94 is beyond move_count = 90");
    assert_still_poisoned(out, 128);
    /* validation off: a sorted scan that starts at 1 is not refused; the
       elements from 1 on get the values of the intervals that hold them,
       and nothing after the 100 elements is written */
    memcpy(bad, p.scan, sizeof bad);
    bad[0] = 1;
    upload(p.d_scan, bad, sizeof bad);
    assert_int_equal(lg_context_set_validation(ctx, 0), LG_OK);
    assert_int_equal(lg_interval_expand_i32(p.m, p.d_scan, p.d_values, N, out, ctx), LG_OK);
    assert_int_equal(lg_context_set_validation(ctx, 1), LG_OK);
    download(got, out, sizeof got);
    {
        int32_t want[128];
        lg_interval_expand_sequential(p.m, bad, interval_expand_values, N, want);
        for (int i = 1; i < p.m; i++)
            assert_int_equal(got[i], want[i]);
    }
    for (int i = p.m; i < 128; i++)
        assert_int_equal(got[i], poison);
    device_free(out);
    free_problem(&p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_demonstrations),
        cmocka_unit_test(all_zero_all_one_and_one_giant),
        cmocka_unit_test(uniform_lengths_of_means_1_to_4096),
        cmocka_unit_test(power_law_lengths_and_runs_of_empty_intervals),
        cmocka_unit_test(scale_free_lengths),
        cmocka_unit_test(a_quarter_of_a_scale_free_graph),
        cmocka_unit_test(bad_arguments_are_refused_and_nothing_is_written),
        cmocka_unit_test(malformed_scans_are_refused_when_validating),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("interval expand and move on the GPU", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
