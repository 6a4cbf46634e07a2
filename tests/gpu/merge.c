/* The merge chapter on a CUDA device: every variant of lg_merge_keys_variant_i32,
   lg_merge_keys_i32, lg_merge_pairs_i32 and lg_merge_path_partitions_i32
   against a CPU merge, over the size ladder and the distributions, into
   poisoned outputs with guards. Skipped, with the reason, without a device. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "lg_test.h"
#include "merge_path.h"
#include "support.h"

static lg_context *ctx;
static const int32_t poison = (int32_t)0xA5A5A5A5;
enum { GUARD = 2 };   /* poisoned elements after each output */

typedef enum distribution {
    UNIFORM,      /* keys spread over a wide range, few repeats, negative ones too */
    FEW_DISTINCT, /* keys 0 to 3 only: long runs of equal keys in both lists */
    ALL_EQUAL,    /* every key of both lists the same */
    A_BELOW_B,    /* every key of A smaller than every key of B */
    B_BELOW_A,    /* and the reverse */
    UNSORTED,     /* not sorted: the output is unspecified but must stay in bounds */
    DISTRIBUTIONS
} distribution;
static const char *const distribution_names[] = {"uniform", "few distinct", "all equal",
                                                 "A below B", "B below A", "unsorted"};

static const char *const variant_names[] = {"basic", "tiled", "circular", "path"};

/* count keys of list `list` (0 for A, 1 for B) drawn from distribution d. */
static void make_keys(int32_t *keys, int count, distribution d, uint64_t seed, int list)
{
    uint64_t base = (uint64_t)list << 40;
    int32_t key = random_i32(seed, base - 1, -1000, 1000);

    if (d == FEW_DISTINCT) {
        int runs[4] = {0, 0, 0, 0}, k = 0;
        for (int i = 0; i < count; i++)
            runs[random_i32(seed, base + (uint64_t)i, 0, 3)]++;
        for (int v = 0; v < 4; v++)
            for (int r = 0; r < runs[v]; r++)
                keys[k++] = v;
        return;
    }
    if (d == A_BELOW_B || d == B_BELOW_A)
        key = (list == 0) == (d == A_BELOW_B) ? -100000000 : 100000000;
    for (int i = 0; i < count; i++) {
        if (d == ALL_EQUAL)
            keys[i] = 7;
        else if (d == UNSORTED)
            keys[i] = random_i32(seed, base + (uint64_t)i, -50, 50);
        else
            keys[i] = key += random_i32(seed, base + (uint64_t)i, 0, 5);
    }
}

/* The stable merge of (key, origin) pairs: A's i-th element has origin i,
   B's j-th has a_count + j. */
static void reference_merge(const int32_t *a, int a_count, const int32_t *b, int b_count,
                            int32_t *keys, int32_t *origins)
{
    int i = 0, j = 0, k = 0;

    while (i < a_count || j < b_count) {
        if (j == b_count || (i < a_count && a[i] <= b[j])) {
            keys[k] = a[i];
            origins[k++] = i++;
        } else {
            keys[k] = b[j];
            origins[k++] = a_count + j++;
        }
    }
}

enum { PAIRS = 4, HOWS = 5 }; /* the four variants of lg_merge_keys_variant_i32, then pairs */
static const char *how_name(int how) { return how == PAIRS ? "pairs" : variant_names[how]; }

/* Host and device arrays of one merge: inputs, the reference, the outputs. */
typedef struct merge_buffers {
    int32_t *host, *a, *b, *a_values, *b_values, *want_keys, *want_values, *got_keys,
        *got_values;
    int32_t *device, *d_a, *d_b, *d_a_values, *d_b_values, *d_keys, *d_values;
} merge_buffers;

static void allocate_buffers(merge_buffers *m, int a_count, int b_count)
{
    size_t a_n = (size_t)a_count, b_n = (size_t)b_count, n = a_n + b_n, out = n + GUARD;

    m->host = malloc(sizeof(int32_t) * (2 * n + 2 * n + 2 * out));
    assert_non_null(m->host);
    m->a = m->host;
    m->b = m->a + a_n;
    m->a_values = m->b + b_n;
    m->b_values = m->a_values + a_n;
    m->want_keys = m->b_values + b_n;
    m->want_values = m->want_keys + n;
    m->got_keys = m->want_values + n;
    m->got_values = m->got_keys + out;
    assert_int_equal(cudaMalloc((void **)&m->device, sizeof(int32_t) * (2 * n + 2 * out)),
                     cudaSuccess);
    m->d_a = m->device;
    m->d_b = m->d_a + a_n;
    m->d_a_values = m->d_b + b_n;
    m->d_b_values = m->d_a_values + a_n;
    m->d_keys = m->d_b_values + b_n;
    m->d_values = m->d_keys + out;
}

static void free_buffers(merge_buffers *m)
{
    cudaFree(m->device);
    free(m->host);
}

/* Merge a_count + b_count keys (and origins, for PAIRS) drawn from d on the
   device into poisoned outputs, then check every element and the guards.
   Unsorted input has no right answer: only the status and the guards. */
static void check_merge_case(int how, int a_count, int b_count, distribution d, uint64_t seed)
{
    merge_buffers m;
    size_t a_n = (size_t)a_count, b_n = (size_t)b_count, n = a_n + b_n, out = n + GUARD;
    lg_status status;

    if ((long long)n > lg_test_max_count())
        return;
    allocate_buffers(&m, a_count, b_count);
    make_keys(m.a, a_count, d, seed, 0);
    make_keys(m.b, b_count, d, seed, 1);
    for (int i = 0; i < a_count + b_count; i++) /* origins: a_values, then b_values */
        m.a_values[i] = i;
    reference_merge(m.a, a_count, m.b, b_count, m.want_keys, m.want_values);
    assert_int_equal(cudaMemcpy(m.d_a, m.a, sizeof(int32_t) * 2 * n, cudaMemcpyHostToDevice),
                     cudaSuccess);
    assert_int_equal(cudaMemset(m.d_keys, 0xA5, sizeof(int32_t) * 2 * out), cudaSuccess);
    if (how == PAIRS)
        status = lg_merge_pairs_i32(m.d_a, m.d_a_values, a_count, m.d_b, m.d_b_values, b_count,
                                    m.d_keys, m.d_values, ctx);
    else
        status = lg_merge_keys_variant_i32((lg_merge_variant)how, m.d_a, a_count, m.d_b,
                                           b_count, m.d_keys, ctx);
    if (status != LG_OK)
        fail_msg("%s, %d + %d, %s: %s", how_name(how), a_count, b_count, distribution_names[d],
                 lg_context_last_error(ctx));
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(m.got_keys, m.d_keys, sizeof(int32_t) * 2 * out,
                                cudaMemcpyDeviceToHost), cudaSuccess);
    for (size_t k = 0; k < out; k++) {
        int in_output = k < n, values = how == PAIRS;
        int32_t want_key = in_output ? m.want_keys[k] : poison;
        int32_t want_value = in_output ? m.want_values[k] : poison;

        if (in_output && d == UNSORTED)
            continue;
        if (m.got_keys[k] != want_key || (values && m.got_values[k] != want_value))
            fail_msg("%s, %d + %d, %s, seed %llu: out[%zu] = (%d, %d), want (%d, %d)%s",
                     how_name(how), a_count, b_count, distribution_names[d],
                     (unsigned long long)seed, k, m.got_keys[k], values ? m.got_values[k] : 0,
                     want_key, values ? want_value : 0, in_output ? "" : " (a guard)");
    }
    if (how != PAIRS) /* a keys-only merge writes no values: all still poison */
        for (size_t k = 0; k < out; k++)
            if (m.got_values[k] != poison)
                fail_msg("%s wrote into the values array at %zu", how_name(how), k);
    free_buffers(&m);
}

/* Under compute-sanitizer (LG_TEST_MAX_N set low) each case runs tens of
   times slower: the tests then try one split of each size, not two. */
static int thorough(void) { return lg_test_max_count() >= (1 << 24); }

enum { KEYS_NV = LG_MERGE_KEYS_NT * LG_MERGE_KEYS_VT, PAIRS_NV = LG_MERGE_PAIRS_NT * LG_MERGE_PAIRS_VT };

/* Totals around every tile size the kernels use, primes, and powers of two. */
static const int ladder[] = {
    0, 1, 2, 3, 31, 32, 33, 127, 128, 129, LG_MERGE_BASIC_NT * LG_MERGE_BASIC_GRAIN + 1,
    LG_MERGE_TILED_TILE - 1, LG_MERGE_TILED_TILE, LG_MERGE_TILED_TILE + 1, PAIRS_NV - 1,
    PAIRS_NV, PAIRS_NV + 1, KEYS_NV - 1, KEYS_NV, KEYS_NV + 1, 2 * KEYS_NV + 3, 1009, 65521,
    (1 << 16) - 1, (1 << 16) + 1, (1 << 20) - 1, (1 << 20) + 1, 1 << 24};
enum { LADDER = sizeof ladder / sizeof ladder[0] };

static void every_variant_merges_the_size_ladder(void **state)
{
    (void)state;
    for (int how = 0; how < HOWS; how++)
        for (int s = 0; s < LADDER; s++) {
            check_merge_case(how, ladder[s] / 2, ladder[s] - ladder[s] / 2, UNIFORM,
                             (uint64_t)(100 * how + s));
            if (ladder[s] < (1 << 20) && thorough())
                check_merge_case(how, ladder[s] / 3, ladder[s] - ladder[s] / 3, UNIFORM,
                                 (uint64_t)(100 * how + s + 50));
        }
}

static void every_variant_merges_every_distribution(void **state)
{
    static const int totals[] = {1000, KEYS_NV + 1, 65537, (1 << 20) + 3};

    (void)state;
    for (int how = 0; how < HOWS; how++)
        for (int d = UNIFORM; d <= B_BELOW_A; d++)
            for (int s = 0; s < 4; s++) {
                check_merge_case(how, totals[s] / 2, totals[s] - totals[s] / 2, (distribution)d,
                                 (uint64_t)(1000 + 10 * d + s));
                if (thorough())
                    check_merge_case(how, totals[s] / 5, totals[s] - totals[s] / 5,
                                     (distribution)d, (uint64_t)(2000 + 10 * d + s));
            }
}

static void one_empty_list_is_copied(void **state)
{
    static const int counts[] = {1, 1000, 65537, (1 << 20) + 1};

    (void)state;
    for (int how = 0; how < HOWS; how++)
        for (int s = 0; s < 4; s++) {
            check_merge_case(how, 0, counts[s], UNIFORM, (uint64_t)(3000 + s));
            check_merge_case(how, counts[s], 0, FEW_DISTINCT, (uint64_t)(3100 + s));
        }
}

/* One tiny list against a huge one: nearly every tile takes all its elements
   from one list, and one tile takes the odd elements of the other. */
static void skewed_sizes_merge(void **state)
{
    static const int sizes[][2] = {{1, 1 << 24}, {1 << 24, 1}, {3, 100000}, {100000, 3},
                                   {17, 5 * KEYS_NV}, {1, 70000}, {70000, 1}};

    (void)state;
    for (int how = 0; how < HOWS; how++)
        for (int s = 0; s < 7; s++)
            check_merge_case(how, sizes[s][0], sizes[s][1], UNIFORM, (uint64_t)(4000 + s));
    check_merge_case(LG_MERGE_PATH, 1, 1 << 24, A_BELOW_B, 4100);
    check_merge_case(PAIRS, 1 << 24, 1, B_BELOW_A, 4101);
}

/* (key, origin) pairs with long runs of equal keys: the origins show every
   tie broken A first, in order. */
static void pairs_keep_equal_keys_in_order(void **state)
{
    (void)state;
    for (int s = 0; s < LADDER; s++) {
        check_merge_case(PAIRS, ladder[s] / 2, ladder[s] - ladder[s] / 2, ALL_EQUAL,
                         (uint64_t)(5000 + s));
        if (thorough())
            check_merge_case(PAIRS, ladder[s] / 3, ladder[s] - ladder[s] / 3, FEW_DISTINCT,
                             (uint64_t)(5100 + s));
    }
}

/* Unsorted lists are a broken precondition, not a reason to write outside
   the output or to hang: every variant returns, and the guards survive. */
static void unsorted_input_writes_only_the_output(void **state)
{
    static const int totals[] = {1000, 65537, (1 << 20) + 1};

    (void)state;
    for (int how = 0; how < HOWS; how++)
        for (int s = 0; s < 3; s++)
            check_merge_case(how, totals[s] / 3, totals[s] - totals[s] / 3, UNSORTED,
                             (uint64_t)(6000 + s));
}

/* lg_merge_path_partitions_i32 against the CPU's merge path searches, with
   guards after the partitions. */
static void check_partitions(int a_count, int b_count, int nv, lg_bounds bounds,
                             distribution d, uint64_t seed)
{
    int total = a_count + b_count, count = (total + nv - 1) / nv + 1;
    size_t n = (size_t)total, out = (size_t)count + GUARD;
    int32_t *host = malloc(sizeof(int32_t) * (n + 2 * out)), *device = NULL;
    int32_t *want = host + n, *got = want + out;

    assert_non_null(host);
    make_keys(host, a_count, d, seed, 0);
    make_keys(host + a_count, b_count, d, seed, 1);
    for (int p = 0; p < count; p++)
        want[p] = lg_merge_path_i32(host, a_count, host + a_count, b_count,
                                    lg_merge_diagonal(p, nv, total), bounds);
    want[count] = want[count + 1] = poison;
    assert_int_equal(cudaMalloc((void **)&device, sizeof(int32_t) * (n + out)), cudaSuccess);
    assert_int_equal(cudaMemcpy(device, host, sizeof(int32_t) * n, cudaMemcpyHostToDevice),
                     cudaSuccess);
    assert_int_equal(cudaMemset(device + n, 0xA5, sizeof(int32_t) * out), cudaSuccess);
    assert_int_equal(lg_merge_path_partitions_i32(device, a_count, device + a_count, b_count, nv,
                                                  bounds, device + n, ctx), LG_OK);
    assert_int_equal(cudaMemcpy(got, device + n, sizeof(int32_t) * out, cudaMemcpyDeviceToHost),
                     cudaSuccess);
    for (size_t p = 0; p < out; p++)
        if (got[p] != want[p])
            fail_msg("partitions of %d + %d, nv %d, %s, %s: [%zu] = %d, want %d", a_count,
                     b_count, nv, bounds == LG_BOUNDS_LOWER ? "lower" : "upper",
                     distribution_names[d], p, got[p], want[p]);
    cudaFree(device);
    free(host);
}

static void partitions_match_the_cpu(void **state)
{
    static const int nvs[] = {1, 7, 100, KEYS_NV};
    static const int totals[] = {0, 1, 1000, 65537};

    (void)state;
    for (int v = 0; v < 4; v++)
        for (int s = 0; s < 4; s++)
            for (int d = UNIFORM; d <= FEW_DISTINCT; d++) {
                check_partitions(totals[s] / 2, totals[s] - totals[s] / 2, nvs[v],
                                 LG_BOUNDS_LOWER, (distribution)d, (uint64_t)(7000 + s));
                check_partitions(totals[s] / 3, totals[s] - totals[s] / 3, nvs[v],
                                 LG_BOUNDS_UPPER, (distribution)d, (uint64_t)(7100 + s));
            }
}

/* Each refused call returns LG_ERR_INVALID_ARGUMENT with a message naming the
   function and the argument, and writes nothing. */
static void expect_refusal(lg_status status, const char *message)
{
    assert_int_equal(status, LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), message);
}

static void bad_arguments_are_refused_and_write_nothing(void **state)
{
    enum { WORDS = 40 };
    int32_t *d = NULL, got[WORDS];
    int32_t *a = NULL, *b = NULL, *out = NULL, *values = NULL;

    (void)state;
    assert_int_equal(cudaMalloc((void **)&d, sizeof got), cudaSuccess);
    assert_int_equal(cudaMemset(d, 0xA5, sizeof got), cudaSuccess);
    a = d, b = d + 4, out = d + 8, values = d + 16;
    expect_refusal(lg_merge_keys_i32(a, -1, b, 4, out, ctx),
                   "lg_merge_keys_i32: a_count is -1; it must be at least 0");
    expect_refusal(lg_merge_keys_i32(a, 4, b, -5, out, ctx),
                   "lg_merge_keys_i32: b_count is -5; it must be at least 0");
    expect_refusal(lg_merge_keys_i32(NULL, 4, b, 4, out, ctx),
                   "lg_merge_keys_i32: a is NULL and a_count is 4");
    expect_refusal(lg_merge_keys_i32(a, 4, NULL, 4, out, ctx),
                   "lg_merge_keys_i32: b is NULL and b_count is 4");
    expect_refusal(lg_merge_keys_i32(a, 4, b, 4, NULL, ctx),
                   "lg_merge_keys_i32: out is NULL and a_count + b_count is 8");
    expect_refusal(lg_merge_keys_i32(a, INT_MAX, b, 1, out, ctx),
                   "lg_merge_keys_i32: a_count + b_count is 2147483648; the output may hold "
                   "at most INT_MAX elements");
    assert_int_equal(lg_merge_keys_i32(a, 4, b, 4, out, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_merge_keys_i32: ctx is NULL");
    for (int variant = LG_MERGE_BASIC; variant <= LG_MERGE_PATH; variant++)
        expect_refusal(lg_merge_keys_variant_i32((lg_merge_variant)variant, a, 4, b, 4, NULL, ctx),
                       "lg_merge_keys_variant_i32: out is NULL and a_count + b_count is 8");
    expect_refusal(lg_merge_keys_variant_i32((lg_merge_variant)7, a, 4, b, 4, out, ctx),
                   "lg_merge_keys_variant_i32: variant is 7; it must be LG_MERGE_BASIC, "
                   "LG_MERGE_TILED, LG_MERGE_CIRCULAR or LG_MERGE_PATH");
    expect_refusal(lg_merge_keys_variant_i32((lg_merge_variant)-1, a, 4, b, 4, out, ctx),
                   "lg_merge_keys_variant_i32: variant is -1; it must be LG_MERGE_BASIC, "
                   "LG_MERGE_TILED, LG_MERGE_CIRCULAR or LG_MERGE_PATH");
    assert_int_equal(lg_merge_keys_i32(NULL, 0, NULL, 0, NULL, ctx), LG_OK); /* nothing to do */
    expect_refusal(lg_merge_pairs_i32(a, NULL, 4, b, values, 4, out, values + 8, ctx),
                   "lg_merge_pairs_i32: a_values is NULL and a_count is 4");
    expect_refusal(lg_merge_pairs_i32(a, values, 4, NULL, values, 4, out, values + 8, ctx),
                   "lg_merge_pairs_i32: b_keys is NULL and b_count is 4");
    expect_refusal(lg_merge_pairs_i32(a, values, 4, b, values, 4, out, NULL, ctx),
                   "lg_merge_pairs_i32: out_values is NULL and a_count + b_count is 8");
    expect_refusal(lg_merge_pairs_i32(a, values, -2, b, values, 4, out, values + 8, ctx),
                   "lg_merge_pairs_i32: a_count is -2; it must be at least 0");
    assert_int_equal(lg_merge_pairs_i32(NULL, NULL, 0, NULL, NULL, 0, NULL, NULL, ctx), LG_OK);
    expect_refusal(lg_merge_path_partitions_i32(a, 4, b, 4, 0, LG_BOUNDS_LOWER, out, ctx),
                   "lg_merge_path_partitions_i32: nv is 0; it must be at least 1");
    expect_refusal(lg_merge_path_partitions_i32(a, 4, b, 4, 3, (lg_bounds)5, out, ctx),
                   "lg_merge_path_partitions_i32: bounds is 5; it must be LG_BOUNDS_LOWER or "
                   "LG_BOUNDS_UPPER");
    expect_refusal(lg_merge_path_partitions_i32(NULL, 0, NULL, 0, 3, LG_BOUNDS_LOWER, NULL, ctx),
                   "lg_merge_path_partitions_i32: partitions is NULL");
    expect_refusal(lg_merge_path_partitions_i32(a, -3, b, 4, 3, LG_BOUNDS_UPPER, out, ctx),
                   "lg_merge_path_partitions_i32: a_count is -3; it must be at least 0");
    /* An output that shares memory with an input: refused, nothing written. */
    expect_refusal(lg_merge_keys_i32(a, 4, b, 4, a + 2, ctx),
                   "lg_merge_keys_i32: out and a overlap; out must share no memory with the "
                   "call's other arrays");
    expect_refusal(lg_merge_keys_variant_i32(LG_MERGE_BASIC, a, 4, b, 4, b - 7, ctx),
                   "lg_merge_keys_variant_i32: out and a overlap; out must share no memory "
                   "with the call's other arrays");
    expect_refusal(lg_merge_keys_i32(a, 2, b + 2, 2, b - 1, ctx),
                   "lg_merge_keys_i32: out and b overlap; out must share no memory with the "
                   "call's other arrays");
    expect_refusal(lg_merge_pairs_i32(a, values, 4, b, values + 4, 4, out, out + 4, ctx),
                   "lg_merge_pairs_i32: out_keys and out_values overlap; out_keys must share "
                   "no memory with the call's other arrays");
    expect_refusal(lg_merge_pairs_i32(a, values, 4, b, values + 4, 4, out, values + 6, ctx),
                   "lg_merge_pairs_i32: out_values and b_values overlap; out_values must share "
                   "no memory with the call's other arrays");
    expect_refusal(lg_merge_path_partitions_i32(a, 4, b, 4, 3, LG_BOUNDS_LOWER, b + 3, ctx),
                   "lg_merge_path_partitions_i32: partitions and b overlap; partitions must "
                   "share no memory with the call's other arrays");
    assert_int_equal(lg_merge_keys_i32(a, 4, a, 4, out + 8, ctx), LG_OK);   /* inputs may */
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemset(out + 8, 0xA5, sizeof(int32_t) * 8), cudaSuccess);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < WORDS; i++)
        assert_int_equal(got[i], poison);
    cudaFree(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_variant_merges_the_size_ladder),
        cmocka_unit_test(every_variant_merges_every_distribution),
        cmocka_unit_test(one_empty_list_is_copied),
        cmocka_unit_test(skewed_sizes_merge),
        cmocka_unit_test(pairs_keep_equal_keys_in_order),
        cmocka_unit_test(unsorted_input_writes_only_the_output),
        cmocka_unit_test(partitions_match_the_cpu),
        cmocka_unit_test(bad_arguments_are_refused_and_write_nothing),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("merge on the GPU", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
