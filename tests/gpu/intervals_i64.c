/* lg_interval_expand_i64, lg_interval_move_i64, lg_interval_gather_i64 and
   lg_interval_scatter_i64 on a CUDA device, against the sequential
   algorithms on the CPU (run on positions, interval_expand_sequential_i64
   and interval_move_sequential_i64), over the distributions of interval
   lengths and the ladder of sizes of the int32 tests and the quarter of a
   scale-free graph; the naive kernels
   for 8-byte elements; bad arguments. Every value and input element uses
   all 64 bits, so a kernel that moved only 4 bytes of an element fails.
   Skipped, with the reason, on a machine without a device. */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "intervals_model.h"
#include "support.h"

static lg_context *ctx;
static const int64_t poison = (int64_t)0xA5A5A5A5A5A5A5A5ULL;

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

/* 64 random bits, element `index` of stream `seed`: both halves vary. */
static int64_t random_i64(uint64_t seed, uint64_t index)
{
    uint64_t high = random_u32(seed, 2 * index), low = random_u32(seed, 2 * index + 1);

    return (int64_t)(high << 32 | low);
}

/* Lengths from a distribution, their scan, 8-byte values, gather and
   scatter offsets (the intervals end to end in two random orders) and an
   8-byte input, on the host and on the device. */
typedef struct problem {
    int n, m;
    int32_t *scan, *gather, *scatter;          /* host */
    int64_t *values, *in;
    int32_t *d_scan, *d_gather, *d_scatter;    /* device */
    int64_t *d_values, *d_in, *d_out;
} problem;

static problem make_problem(int n, interval_distribution d, int mean, uint64_t seed)
{
    problem p;
    size_t words = (size_t)n + 1;
    int32_t *lengths = malloc(sizeof(int32_t) * words);

    memset(&p, 0, sizeof p);
    p.n = n;
    p.scan = malloc(sizeof(int32_t) * words), p.gather = malloc(sizeof(int32_t) * words);
    p.scatter = malloc(sizeof(int32_t) * words), p.values = malloc(sizeof(int64_t) * words);
    assert_true(lengths && p.scan && p.gather && p.scatter && p.values);
    p.m = (int)interval_lengths_i32(lengths, n, d, mean, seed);
    scan_exclusive_reference_i32(lengths, n, p.scan);
    for (int j = 0; j < n; j++)
        p.values[j] = random_i64(seed + 1, (uint64_t)j);
    interval_permuted_offsets(lengths, n, seed + 2, p.gather);
    interval_permuted_offsets(lengths, n, seed + 3, p.scatter);
    free(lengths);
    p.in = malloc(sizeof(int64_t) * ((size_t)p.m + 1));
    assert_non_null(p.in);
    for (int i = 0; i < p.m; i++)
        p.in[i] = random_i64(seed + 4, (uint64_t)i);
    return p;
}

static void upload_problem(problem *p)
{
    size_t n = (size_t)p->n + 1, m = (size_t)p->m + 2;

    p->d_scan = device(sizeof(int32_t) * n), p->d_gather = device(sizeof(int32_t) * n);
    p->d_scatter = device(sizeof(int32_t) * n), p->d_values = device(sizeof(int64_t) * n);
    p->d_in = device(sizeof(int64_t) * m), p->d_out = device(sizeof(int64_t) * m);
    upload(p->d_scan, p->scan, sizeof(int32_t) * (size_t)p->n);
    upload(p->d_gather, p->gather, sizeof(int32_t) * (size_t)p->n);
    upload(p->d_scatter, p->scatter, sizeof(int32_t) * (size_t)p->n);
    upload(p->d_values, p->values, sizeof(int64_t) * (size_t)p->n);
    upload(p->d_in, p->in, sizeof(int64_t) * (size_t)p->m);
}

static void free_problem(problem *p)
{
    free(p->scan), free(p->gather), free(p->scatter), free(p->values), free(p->in);
    device_free(p->d_scan), device_free(p->d_gather), device_free(p->d_scatter);
    device_free(p->d_values), device_free(p->d_in), device_free(p->d_out);
}

enum { EXPAND, MOVE, GATHER, SCATTER, NAIVE_EXPAND, NAIVE_MOVE, OPERATIONS };
static const char *const operation_names[OPERATIONS] = {
    "lg_interval_expand_i64", "lg_interval_move_i64", "lg_interval_gather_i64",
    "lg_interval_scatter_i64", "interval_expand_naive_i64", "interval_move_naive_i64"};

static lg_status run_operation(const problem *p, int op)
{
    switch (op) {
    case EXPAND:
        return lg_interval_expand_i64(p->m, p->d_scan, p->d_values, p->n, p->d_out, ctx);
    case MOVE:
        return lg_interval_move_i64(p->m, p->d_gather, p->d_scatter, p->d_scan, p->n, p->d_in,
                                    p->d_out, ctx);
    case GATHER:
        return lg_interval_gather_i64(p->m, p->d_gather, p->d_scan, p->n, p->d_in, p->d_out, ctx);
    case SCATTER:
        return lg_interval_scatter_i64(p->m, p->d_scatter, p->d_scan, p->n, p->d_in, p->d_out,
                                       ctx);
    case NAIVE_EXPAND:
        return interval_expand_naive_i64(p->m, p->d_scan, p->d_values, p->n, p->d_out,
                                         lg_context_stream(ctx));
    default:
        return interval_move_naive_i64(p->m, p->d_gather, p->d_scatter, p->d_scan, p->n,
                                       p->d_in, p->d_out, lg_context_stream(ctx));
    }
}

/* Run operation op on p into a poisoned output with two guard elements,
   and check every element, all 8 bytes, against the sequential algorithm. */
static void run_and_check(const problem *p, int op, int validate, const char *what)
{
    size_t count = (size_t)p->m + 2;
    int64_t *want = malloc(sizeof(int64_t) * count), *got = malloc(sizeof(int64_t) * count);

    assert_true(want && got);
    for (size_t i = 0; i < count; i++)
        want[i] = poison;
    if (op == EXPAND || op == NAIVE_EXPAND)
        interval_expand_sequential_i64(p->m, p->scan, p->values, p->n, want);
    else
        interval_move_sequential_i64(p->m, op == SCATTER ? NULL : p->gather,
                                     op == GATHER ? NULL : p->scatter, p->scan, p->n, p->in,
                                     want);
    assert_int_equal(device_poison(p->d_out, sizeof(int64_t) * count), LG_OK);
    assert_int_equal(lg_context_set_validation(ctx, validate), LG_OK);
    if (run_operation(p, op) != LG_OK)
        fail_msg("%s, %s: %s%s", operation_names[op], what, lg_context_last_error(ctx),
                 support_last_error());
    assert_int_equal(lg_context_set_validation(ctx, 1), LG_OK);
    download(got, p->d_out, sizeof(int64_t) * count);
    if (memcmp(got, want, sizeof(int64_t) * count) != 0)
        for (size_t i = 0; i < count; i++)
            if (got[i] != want[i])
                fail_msg("%s, %s: element %zu of %d (%s) is 0x%016llx, want 0x%016llx",
                         operation_names[op], what, i, p->m,
                         i >= (size_t)p->m ? "a guard element" : "output",
                         (unsigned long long)got[i], (unsigned long long)want[i]);
    free(want);
    free(got);
}

/* Interval counts: small, around half a tile and a tile of the 8-byte
   shape (all-one lengths take two positions an interval), around a tile
   of the 4-byte shape, primes, powers of two and around them. */
enum { NV = LG_MOVE_NT * LG_MOVE_VT_I64, NV32 = LG_MOVE_NT * LG_MOVE_VT };
static const int ladder[] = {0, 1, 2, 3, 31, 32, 33, NV / 2 - 1, NV / 2, NV / 2 + 1, NV - 1, NV,
                             NV + 1, 2 * NV + 1, NV32 - 1, NV32 + 1, 1009, 20011, 65521,
                             (1 << 16) - 1, (1 << 16) + 1, (1 << 20) - 1, (1 << 20) + 1, 1 << 22};
enum { LADDER = (int)(sizeof ladder / sizeof ladder[0]), MAX_ELEMENTS = 1 << 25 };

static void check_distribution(interval_distribution d, int mean, int naive)
{
    char what[160];

    for (int s = 0; s < LADDER; s++) {
        problem p;

        if ((int64_t)ladder[s] * (mean > 2 ? mean : 2) > MAX_ELEMENTS ||
            2LL * ladder[s] > lg_test_max_count())
            continue;
        p = make_problem(ladder[s], d, mean, 700 + 17 * (uint64_t)s + 1000 * (uint64_t)d);
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
        uint64_t seed = 760 + 10 * (uint64_t)s;
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
        p.in = malloc(sizeof(int64_t) * ((size_t)edges + 1));   /* the graph's edges */
        assert_non_null(p.in);
        for (int e = 0; e < edges; e++)
            p.in[e] = random_i64(seed + 2, (uint64_t)e);
        upload_problem(&p);   /* uploads the first m edges; then all of them */
        device_free(p.d_in);
        p.d_in = device(sizeof(int64_t) * ((size_t)edges + 1));
        upload(p.d_in, p.in, sizeof(int64_t) * (size_t)edges);
        snprintf(what, sizeof what, "a quarter of a scale-free graph of %d vertices: %d lists, "
                 "%d elements", vertices, p.n, p.m);
        for (int op = EXPAND; op <= NAIVE_MOVE; op++)
            run_and_check(&p, op, op % 2 == 0, what);
        free_problem(&p);
    }
}

/* A problem from the demonstrations' lengths and offsets, with values and
   input that carry the page's numbers in both halves: v * (2^32 + 1). */
static problem given_problem(const int32_t *lengths, const int32_t *values,
                             const int32_t *gather, const int32_t *scatter)
{
    enum { N = INTERVAL_DEMO_COUNT };
    const int64_t both = ((int64_t)1 << 32) + 1;
    problem p = make_problem(N, INTERVAL_ALL_ZERO, 0, 5);   /* allocates for N */

    p.m = (int)scan_exclusive_reference_i32(lengths, N, p.scan);
    for (int j = 0; j < N; j++)
        p.values[j] = values[j] * both, p.gather[j] = gather[j], p.scatter[j] = scatter[j];
    free(p.in);
    p.in = malloc(sizeof(int64_t) * (size_t)p.m);
    assert_non_null(p.in);
    for (int i = 0; i < p.m; i++)
        p.in[i] = i * both;
    upload_problem(&p);
    return p;
}

/* The demonstrations' inputs through the library give the sequential
   answers, and the page's numbers in both halves of every element. */
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

static void assert_still_poisoned(const int64_t *out, int count)
{
    int64_t got[128];

    assert_true(count <= 128);
    download(got, out, sizeof(int64_t) * (size_t)count);
    for (int i = 0; i < count; i++)
        assert_true(got[i] == poison);
}

static void bad_arguments_are_refused_and_nothing_is_written(void **state)
{
    problem p = given_problem(interval_expand_counts, interval_expand_values,
                              interval_move_gather, interval_move_scatter);
    int64_t *out = device(sizeof(int64_t) * 128), *v = p.d_values;
    int32_t *scan = p.d_scan;
    const int64_t *in = p.d_in;
    int m = p.m, n = INTERVAL_DEMO_COUNT;

    (void)state;
    assert_int_equal(device_poison(out, sizeof(int64_t) * 128), LG_OK);
    expect_refusal(lg_interval_expand_i64(-1, scan, v, n, out, ctx),
                   "lg_interval_expand_i64: move_count is -1; it must be at least 0");
    expect_refusal(lg_interval_expand_i64(m, scan, v, -3, out, ctx),
                   "lg_interval_expand_i64: interval_count is -3; it must be at least 0");
    expect_refusal(lg_interval_expand_i64(m, NULL, v, n, out, ctx),
                   "lg_interval_expand_i64: scan is NULL and interval_count is 20");
    expect_refusal(lg_interval_expand_i64(m, scan, NULL, n, out, ctx),
                   "lg_interval_expand_i64: values is NULL and interval_count is 20");
    expect_refusal(lg_interval_expand_i64(m, scan, v, n, NULL, ctx),
                   "lg_interval_expand_i64: out is NULL and move_count is 100");
    expect_refusal(lg_interval_expand_i64(m, scan, v, 0, out, ctx),
                   "lg_interval_expand_i64: move_count is 100 but there are no intervals to "
                   "hold the elements");
    expect_refusal(lg_interval_expand_i64(INT_MAX, scan, v, n, out, ctx),
                   "lg_interval_expand_i64: move_count + interval_count is 2147483667, more "
                   "than INT_MAX");
    expect_refusal(lg_interval_move_i64(m, NULL, p.d_scatter, scan, n, in, out, ctx),
                   "lg_interval_move_i64: gather is NULL and interval_count is 20");
    expect_refusal(lg_interval_move_i64(m, p.d_gather, NULL, scan, n, in, out, ctx),
                   "lg_interval_move_i64: scatter is NULL and interval_count is 20");
    expect_refusal(lg_interval_move_i64(m, p.d_gather, p.d_scatter, scan, n, NULL, out, ctx),
                   "lg_interval_move_i64: in is NULL and move_count is 100");
    expect_refusal(lg_interval_move_i64(m, p.d_gather, p.d_scatter, scan, n, in, NULL, ctx),
                   "lg_interval_move_i64: out is NULL and move_count is 100");
    expect_refusal(lg_interval_move_i64(-5, p.d_gather, p.d_scatter, scan, n, in, out, ctx),
                   "lg_interval_move_i64: move_count is -5; it must be at least 0");
    expect_refusal(lg_interval_gather_i64(m, NULL, scan, n, in, out, ctx),
                   "lg_interval_gather_i64: gather is NULL and interval_count is 20");
    expect_refusal(lg_interval_gather_i64(m, p.d_gather, NULL, n, in, out, ctx),
                   "lg_interval_gather_i64: scan is NULL and interval_count is 20");
    expect_refusal(lg_interval_gather_i64(m, p.d_gather, scan, -2, in, out, ctx),
                   "lg_interval_gather_i64: interval_count is -2; it must be at least 0");
    expect_refusal(lg_interval_scatter_i64(m, NULL, scan, n, in, out, ctx),
                   "lg_interval_scatter_i64: scatter is NULL and interval_count is 20");
    expect_refusal(lg_interval_scatter_i64(m, p.d_scatter, scan, 0, in, out, ctx),
                   "lg_interval_scatter_i64: move_count is 100 but there are no intervals to "
                   "hold the elements");
    expect_refusal(lg_interval_scatter_i64(m, p.d_scatter, scan, n, NULL, out, ctx),
                   "lg_interval_scatter_i64: in is NULL and move_count is 100");
    assert_int_equal(lg_interval_expand_i64(m, scan, v, n, out, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_interval_expand_i64: ctx is NULL");
    assert_int_equal(lg_interval_move_i64(m, p.d_gather, p.d_scatter, scan, n, in, out, NULL),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_interval_move_i64: ctx is NULL");
    assert_int_equal(lg_interval_gather_i64(m, p.d_gather, scan, n, in, out, NULL),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_interval_gather_i64: ctx is NULL");
    assert_int_equal(lg_interval_scatter_i64(m, p.d_scatter, scan, n, in, out, NULL),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_interval_scatter_i64: ctx is NULL");
    /* no elements: nothing to do, nothing checked */
    assert_int_equal(lg_interval_expand_i64(0, NULL, NULL, 0, NULL, ctx), LG_OK);
    assert_int_equal(lg_interval_move_i64(0, NULL, NULL, NULL, 0, NULL, NULL, ctx), LG_OK);
    assert_int_equal(lg_interval_gather_i64(0, p.d_gather, scan, n, in, out, ctx), LG_OK);
    assert_int_equal(lg_interval_scatter_i64(0, p.d_scatter, scan, n, in, out, ctx), LG_OK);
    assert_still_poisoned(out, 128);
    device_free(out);
    free_problem(&p);
}

/* The overlap checks count 8 bytes an element: each output below misses
   the other array if its elements were counted as 4 bytes, and overlaps
   it at 8. */
static void overlap_is_checked_in_8_byte_elements(void **state)
{
    problem p = given_problem(interval_expand_counts, interval_expand_values,
                              interval_move_gather, interval_move_scatter);
    int64_t *big = device(sizeof(int64_t) * 512), *out = big + 200;
    int64_t *v = big + 260, *in = big + 100;   /* stand-ins, never read */
    int32_t *scan = p.d_scan;
    int m = p.m, n = INTERVAL_DEMO_COUNT;

    (void)state;
    assert_int_equal(device_poison(big, sizeof(int64_t) * 512), LG_OK);
    /* out[0, 100) ends 800 bytes on, past v (60 elements on); 400 would not reach it */
    expect_refusal(lg_interval_expand_i64(m, scan, v, n, out, ctx),
                   "lg_interval_expand_i64: out and values overlap; out must share no memory "
                   "with the call's other arrays");
    /* values[0, 20) ends 160 bytes on, past out (15 elements on); 80 would not */
    expect_refusal(lg_interval_expand_i64(m, scan, out - 15, n, out, ctx),
                   "lg_interval_expand_i64: out and values overlap; out must share no memory "
                   "with the call's other arrays");
    /* a scatter reads in[0, 100): 800 bytes, past out (60 elements on) */
    expect_refusal(lg_interval_scatter_i64(m, p.d_scatter, scan, n, out - 60, out, ctx),
                   "lg_interval_scatter_i64: out and in overlap; out must share no memory "
                   "with the call's other arrays");
    /* a gather writes out[0, 100): past in (60 elements on) */
    expect_refusal(lg_interval_gather_i64(m, p.d_gather, scan, n, out + 60, out, ctx),
                   "lg_interval_gather_i64: out and in overlap; out must share no memory "
                   "with the call's other arrays");
    /* a move checks in and out at their first elements */
    expect_refusal(lg_interval_move_i64(m, p.d_gather, p.d_scatter, scan, n, out, out, ctx),
                   "lg_interval_move_i64: out and in overlap; out must share no memory "
                   "with the call's other arrays");
    expect_refusal(lg_interval_move_i64(m, p.d_gather, p.d_scatter, scan, n, in,
                                        (int64_t *)(p.d_scatter + 4), ctx),
                   "lg_interval_move_i64: out and scatter overlap; out must share no memory "
                   "with the call's other arrays");
    assert_still_poisoned(big, 128);
    assert_still_poisoned(big + 128, 128);
    assert_still_poisoned(big + 256, 128);
    assert_still_poisoned(big + 384, 128);
    device_free(big);
    free_problem(&p);
}

/* With validation on, the scan must start at 0, never decrease and end at
   most at move_count, for the 8-byte calls as for the others. */
static void malformed_scans_are_refused_when_validating(void **state)
{
    enum { N = INTERVAL_DEMO_COUNT };
    problem p = given_problem(interval_expand_counts, interval_expand_values,
                              interval_move_gather, interval_move_scatter);
    int32_t bad[N];
    int64_t *out = device(sizeof(int64_t) * 128);

    (void)state;
    assert_int_equal(device_poison(out, sizeof(int64_t) * 128), LG_OK);
    memcpy(bad, p.scan, sizeof bad);
    bad[0] = 5;
    upload(p.d_scan, bad, sizeof bad);
    expect_refusal(lg_interval_expand_i64(p.m, p.d_scan, p.d_values, N, out, ctx),
                   "lg_interval_expand_i64: scan[0] is 5; it must be 0");
    memcpy(bad, p.scan, sizeof bad);
    bad[12] = 20;   /* after scan[11] = 58 */
    upload(p.d_scan, bad, sizeof bad);
    expect_refusal(lg_interval_move_i64(p.m, p.d_gather, p.d_scatter, p.d_scan, N, p.d_in, out,
                                        ctx),
                   "lg_interval_move_i64: scan[12] = 20 is less than scan[11] = 58; scan must "
                   "not decrease");
    upload(p.d_scan, p.scan, sizeof bad);
    expect_refusal(lg_interval_scatter_i64(90, p.d_scatter, p.d_scan, N, p.d_in, out, ctx),
                   "lg_interval_scatter_i64: scan[19] = 94 is beyond move_count = 90");
    assert_still_poisoned(out, 128);
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
        cmocka_unit_test(overlap_is_checked_in_8_byte_elements),
        cmocka_unit_test(malformed_scans_are_refused_when_validating),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("interval expand and move of 8-byte elements on the GPU",
                                         tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
