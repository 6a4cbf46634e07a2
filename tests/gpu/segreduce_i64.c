/* The int64 reductions on a CUDA device: lg_segreduce_csr_i64,
   lg_reduce_by_key_i64 and lg_segreduce_apply_i64 with plans made from a
   CSR array and from keys, against the CPU reference, exactly (integer
   sums wrap the same way in any order). Every geometry of the chapter's
   list over the ladder of sizes of the int32 tests, and runs of equal keys
   of many mean lengths and of a scale-free graph's rows. The values need 64 bits: either int32 counts in
   [0, 2^30] (a graph's degrees, whose totals pass 2^31 within a few
   values) or any int64 (past 2^32, negative, sums that wrap). Outputs are
   poisoned before each run and every element is checked, with two
   poisoned guards after the last. Skipped, with the reason, without a
   device. */
#include <string.h>
#include "lg_test.h"
#include "segreduce.h"
#include "support.h"

static lg_context *ctx;
static int sanitizing;   /* under compute-sanitizer: fewer combinations */

static const int64_t POISON = (int64_t)0xA5A5A5A5A5A5A5A5ull;

static void *device_copy(const void *host, size_t bytes)
{
    void *p = NULL;
    assert_int_equal(cudaMalloc(&p, bytes ? bytes : 1), cudaSuccess);
    if (bytes)
        assert_int_equal(cudaMemcpy(p, host, bytes, cudaMemcpyHostToDevice), cudaSuccess);
    return p;
}

static void poison(void *device, size_t bytes)
{
    assert_int_equal(cudaMemset(device, 0xA5, bytes), cudaSuccess);
}

/* Value i of a data set: a count in [0, 2^30] (degrees), or any int64. */
static int64_t value_at(uint64_t seed, int i, int degrees)
{
    int32_t low = random_i32(seed, (uint64_t)i, INT32_MIN, INT32_MAX);

    if (degrees)
        return random_i32(seed, (uint64_t)i, 0, 1 << 30);
    return (int64_t)((uint64_t)(uint32_t)random_i32(seed + 1, (uint64_t)i, INT32_MIN, INT32_MAX)
                         << 32 |
                     (uint32_t)low);
}

/* The n totals (and two guards) in dest against the wanted ones. */
static void check_totals(const int64_t *dest, const int64_t *want, int n, const char *how,
                         lg_op op, const char *what, int count)
{
    int64_t *got = malloc(sizeof(int64_t) * ((size_t)n + 2));

    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(got, dest, sizeof(int64_t) * ((size_t)n + 2),
                                cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < n; i++)
        if (got[i] != want[i])
            fail_msg("%s op %d, %s, count %d, %d segments: dest[%d] = %lld, want %lld", how,
                     (int)op, what, count, n, i, (long long)got[i], (long long)want[i]);
    assert_true(got[n] == POISON && got[n + 1] == POISON);
    free(got);
}

/* ---- segments from a CSR array ------------------------------------------ */

/* One geometry, size and operator: the one call, then a plan of the CSR
   array, which must give the same totals. Returns how many totals lie
   outside the range of an int32. */
static int check_csr_case(lg_op op, int kind, int count, int degrees, uint64_t seed)
{
    int32_t *csr = malloc(sizeof(int32_t) * (2 * (size_t)count + 16 * LG_SEGREDUCE_NV + 64));
    int n = segreduce_test_geometry(kind, count, LG_SEGREDUCE_NV, seed, csr);
    int64_t *values = malloc(sizeof(int64_t) * ((size_t)count + 1));
    int64_t *want = malloc(sizeof(int64_t) * ((size_t)n + 1));
    size_t bytes = sizeof(int64_t) * ((size_t)n + 2);
    int64_t *data, *dest = NULL;
    int32_t *csr_d;
    lg_segreduce_plan *plan = NULL;
    int wide = 0;

    for (int i = 0; i < count; i++)
        values[i] = value_at(seed + 7, i, degrees);
    segreduce_reference_i64(values, count, csr, n, op, want);
    for (int s = 0; s < n; s++)
        wide += want[s] > INT32_MAX || want[s] < INT32_MIN;
    data = device_copy(values, sizeof(int64_t) * (size_t)count);
    csr_d = device_copy(csr, sizeof(int32_t) * (size_t)n);
    assert_int_equal(cudaMalloc((void **)&dest, bytes), cudaSuccess);
    poison(dest, bytes);
    assert_int_equal(lg_segreduce_csr_i64(data, count, csr_d, n, op, dest, ctx), LG_OK);
    check_totals(dest, want, n, "lg_segreduce_csr_i64", op, segreduce_geometry_name(kind), count);
    assert_int_equal(lg_segreduce_plan_csr(csr_d, count, n, &plan, ctx), LG_OK);
    poison(dest, bytes);
    assert_int_equal(lg_segreduce_apply_i64(plan, data, op, dest, ctx), LG_OK);
    check_totals(dest, want, n, "lg_segreduce_apply_i64 (CSR plan)", op,
                 segreduce_geometry_name(kind), count);
    lg_segreduce_plan_destroy(plan);
    cudaFree(data); cudaFree(csr_d); cudaFree(dest);
    free(csr); free(values); free(want);
    return wide;
}

static const int ladder[] = {0, 1, 2, 3, LG_SEGREDUCE_NV - 1, LG_SEGREDUCE_NV, LG_SEGREDUCE_NV + 1,
                             2 * LG_SEGREDUCE_NV + 17, 65521, (1 << 16) + 1, (1 << 20) - 1,
                             (1 << 22) + 3};

static void int64_csr_reductions_are_exact_on_every_geometry(void **state)
{
    static const lg_op ops[3] = {LG_OP_SUM, LG_OP_MIN, LG_OP_MAX};

    (void)state;
    for (int kind = 0; kind < SEGREDUCE_GEOMETRIES; kind++)
        for (size_t c = 0; c < sizeof ladder / sizeof ladder[0]; c++) {
            if (ladder[c] > lg_test_max_count() ||
                (sanitizing && ((kind % 3 != 0 && kind != SEGREDUCE_SCALE_FREE) || (c != 6 && c != 8))))
                continue;
            for (int o = 0; o < 3 && (o == 0 || (ladder[c] <= 1 << 20 && !sanitizing)); o++)
                check_csr_case(ops[o], kind, ladder[c], (kind + o) % 2,
                               (uint64_t)(1000 * kind + 10 * c + o));
        }
}

/* A graph's degrees: counts of up to 2^30 summed in segments of mean 8
   and in one segment; the totals pass 2^31 (checked: the test needs 64 bits). */
static void degrees_sum_past_int32(void **state)
{
    (void)state;
    if (65521 > lg_test_max_count())
        return;
    assert_true(check_csr_case(LG_OP_SUM, 9, 65521, 1, 76) > 1000);   /* uniform, mean 8 */
    if ((1 << 24) + 5 > lg_test_max_count())
        return;
    assert_int_equal(check_csr_case(LG_OP_SUM, 0, (1 << 24) + 5, 1, 77), 1);   /* one segment */
    assert_true(check_csr_case(LG_OP_SUM, 9, (1 << 24) + 5, 1, 78) > 1000000);
    check_csr_case(LG_OP_MAX, 4, (1 << 24) + 5, 0, 79);   /* power-law */
    /* a scale-free graph's 2^20 rows: the 472,236 not empty all pass 2^31 */
    assert_true(check_csr_case(LG_OP_SUM, SEGREDUCE_SCALE_FREE, (1 << 24) + 5, 1, 82) > 400000);
    if ((1 << 25) + 5 > lg_test_max_count())
        return;
    check_csr_case(LG_OP_SUM, 6, (1 << 25) + 5, 0, 80);   /* across some 60 spine chunks */
}

/* Empty segments get INT64_MAX for the minimum and INT64_MIN for the
   maximum; a value beyond the int32 range stays whole. */
static void empty_segments_get_the_int64_identities(void **state)
{
    static const int32_t csr[5] = {0, 0, 2, 2, 3};
    static const int64_t values[3] = {5000000000000LL, -7000000000000LL, INT64_MIN + 1};
    static const int64_t want_min[5] = {INT64_MAX, -7000000000000LL, INT64_MAX, INT64_MIN + 1,
                                        INT64_MAX};
    static const int64_t want_max[5] = {INT64_MIN, 5000000000000LL, INT64_MIN, INT64_MIN + 1,
                                        INT64_MIN};
    static const int64_t want_sum[5] = {0, -2000000000000LL, 0, INT64_MIN + 1, 0};
    int64_t *data = device_copy(values, sizeof values), *dest = NULL;
    int32_t *csr_d = device_copy(csr, sizeof csr);

    (void)state;
    assert_int_equal(cudaMalloc((void **)&dest, 7 * sizeof(int64_t)), cudaSuccess);
    poison(dest, 7 * sizeof(int64_t));
    assert_int_equal(lg_segreduce_csr_i64(data, 3, csr_d, 5, LG_OP_MIN, dest, ctx), LG_OK);
    check_totals(dest, want_min, 5, "lg_segreduce_csr_i64", LG_OP_MIN, "identities", 3);
    poison(dest, 7 * sizeof(int64_t));
    assert_int_equal(lg_segreduce_csr_i64(data, 3, csr_d, 5, LG_OP_MAX, dest, ctx), LG_OK);
    check_totals(dest, want_max, 5, "lg_segreduce_csr_i64", LG_OP_MAX, "identities", 3);
    poison(dest, 7 * sizeof(int64_t));
    assert_int_equal(lg_segreduce_csr_i64(data, 3, csr_d, 5, LG_OP_SUM, dest, ctx), LG_OK);
    check_totals(dest, want_sum, 5, "lg_segreduce_csr_i64", LG_OP_SUM, "identities", 3);
    /* no values at all: both segments are empty */
    poison(dest, 7 * sizeof(int64_t));
    assert_int_equal(lg_segreduce_csr_i64(NULL, 0, csr_d, 2, LG_OP_MIN, dest, ctx), LG_OK);
    check_totals(dest, (const int64_t[2]){INT64_MAX, INT64_MAX}, 2, "lg_segreduce_csr_i64",
                 LG_OP_MIN, "no values", 0);
    cudaFree(data); cudaFree(csr_d); cudaFree(dest);
}

/* ---- segments from runs of equal keys ----------------------------------- */

/* Keys in runs: a new run starts with probability 1/mean; keys cycle
   through 0..2, so equal keys in separate runs stay separate runs. A mean
   of SCALE_FREE_RUNS: the runs are the non-empty rows of the scale-free
   geometry. */
enum { SCALE_FREE_RUNS = 0 };

static void make_keys(int32_t *keys, int count, int mean, uint64_t seed)
{
    if (mean == SCALE_FREE_RUNS) {
        assert_true(segreduce_scale_free_keys(seed, count, keys) >= 0);
        return;
    }
    for (int i = 0, key = 0; i < count; i++) {
        key += random_i32(seed, (uint64_t)i, 0, mean - 1) == 0;
        keys[i] = key % 3;
    }
}

/* lg_reduce_by_key_i64 with the run keys, then a plan of the keys applied. */
static void check_keys_case(int count, int mean, lg_op op, int degrees, uint64_t seed)
{
    size_t room = (size_t)count + 2;
    int32_t *keys = malloc(sizeof(int32_t) * room), *csr = malloc(sizeof(int32_t) * room);
    int32_t *want_keys = malloc(sizeof(int32_t) * room), *got_keys = malloc(sizeof(int32_t) * room);
    int64_t *values = malloc(sizeof(int64_t) * room), *want = malloc(sizeof(int64_t) * room);
    int32_t *keys_d, *keys_out = NULL;
    int64_t *data, *dest = NULL;
    lg_segreduce_plan *plan = NULL;
    int n, segments = -1;

    make_keys(keys, count, mean, seed);
    for (int i = 0; i < count; i++)
        values[i] = value_at(seed + 1, i, degrees);
    n = keys_to_csr(keys, count, csr);
    for (int s = 0; s < n; s++)
        want_keys[s] = keys[csr[s]];
    segreduce_reference_i64(values, count, csr, n, op, want);
    keys_d = device_copy(keys, sizeof(int32_t) * (size_t)count);
    data = device_copy(values, sizeof(int64_t) * (size_t)count);
    assert_int_equal(cudaMalloc((void **)&keys_out, sizeof(int32_t) * room), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&dest, sizeof(int64_t) * room), cudaSuccess);
    poison(keys_out, sizeof(int32_t) * room);
    poison(dest, sizeof(int64_t) * room);
    assert_int_equal(lg_reduce_by_key_i64(keys_d, data, count, op, keys_out, dest, &segments, ctx),
                     LG_OK);
    assert_int_equal(segments, n);
    check_totals(dest, want, n, "lg_reduce_by_key_i64", op, "runs of keys", count);
    assert_int_equal(cudaMemcpy(got_keys, keys_out, sizeof(int32_t) * ((size_t)n + 2),
                                cudaMemcpyDeviceToHost), cudaSuccess);
    assert_memory_equal(got_keys, want_keys, sizeof(int32_t) * (size_t)n);
    assert_true(got_keys[n] == (int32_t)0xA5A5A5A5 && got_keys[n + 1] == (int32_t)0xA5A5A5A5);
    segments = -1;
    assert_int_equal(lg_segreduce_plan_keys_i32(keys_d, count, &plan, &segments, ctx), LG_OK);
    assert_int_equal(segments, n);
    poison(dest, sizeof(int64_t) * room);
    assert_int_equal(lg_segreduce_apply_i64(plan, data, op, dest, ctx), LG_OK);
    check_totals(dest, want, n, "lg_segreduce_apply_i64 (key plan)", op, "runs of keys", count);
    lg_segreduce_plan_destroy(plan);
    cudaFree(keys_d); cudaFree(data); cudaFree(keys_out); cudaFree(dest);
    free(keys); free(csr); free(want_keys); free(got_keys); free(values); free(want);
}

static void int64_runs_of_keys_are_reduced_exactly(void **state)
{
    static const int sizes[] = {1, 2, LG_SEGREDUCE_NV - 1, LG_SEGREDUCE_NV, LG_SEGREDUCE_NV + 1,
                                65521, (1 << 20) + 1, (1 << 24) - 3};
    static const int means[] = {1, 2, 7, 64, 1000, 5000, 1 << 30, SCALE_FREE_RUNS};
    static const lg_op ops[3] = {LG_OP_SUM, LG_OP_MIN, LG_OP_MAX};

    (void)state;
    for (size_t c = 0; c < sizeof sizes / sizeof sizes[0]; c++)
        for (size_t m = 0; m < sizeof means / sizeof means[0]; m++)
            for (int o = 0; o < 3; o++) {
                if (sizes[c] > lg_test_max_count() || (sanitizing && (o > 0 || (m % 2 && means[m] != SCALE_FREE_RUNS))) ||
                    (sizes[c] > 1 << 20 && o > 0))
                    continue;
                check_keys_case(sizes[c], means[m], ops[o], (int)(m + o) % 2,
                                (uint64_t)(100 * c + 10 * m + o));
            }
}

/* ---- bad arguments: refused, with a message, nothing written ----------- */

static void expect_refusal(lg_status status, const char *message)
{
    assert_int_equal(status, LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), message);
}

static void expect_untouched(const int64_t *device, int n)
{
    int64_t host[16];

    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(host, device, sizeof(int64_t) * (size_t)n, cudaMemcpyDeviceToHost),
                     cudaSuccess);
    for (int i = 0; i < n; i++)
        assert_true(host[i] == POISON);
}

static void bad_csr_arguments_are_refused_and_nothing_is_written(void **state)
{
    static const int32_t ok_csr[4] = {0, 3, 3, 7}, decreasing[4] = {0, 5, 4, 7};
    static const int64_t values[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int64_t *data = device_copy(values, sizeof values), *dest = NULL;
    int32_t *csr = device_copy(ok_csr, sizeof ok_csr), *bad = device_copy(decreasing, 16);

    (void)state;
    assert_int_equal(cudaMalloc((void **)&dest, 16 * sizeof(int64_t)), cudaSuccess);
    poison(dest, 16 * sizeof(int64_t));
    expect_refusal(lg_segreduce_csr_i64(data, -1, csr, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i64: count is -1; it must be at least 0");
    expect_refusal(lg_segreduce_csr_i64(data, 8, csr, -3, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i64: num_segments is -3; it must be at least 0");
    expect_refusal(lg_segreduce_csr_i64(NULL, 8, csr, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i64: data is NULL and count is 8");
    expect_refusal(lg_segreduce_csr_i64(data, 8, NULL, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i64: csr is NULL and num_segments is 4");
    expect_refusal(lg_segreduce_csr_i64(data, 8, csr, 4, LG_OP_SUM, NULL, ctx),
                   "lg_segreduce_csr_i64: dest is NULL and num_segments is 4");
    expect_refusal(lg_segreduce_csr_i64(data, 8, csr, 4, (lg_op)9, dest, ctx),
                   "lg_segreduce_csr_i64: op is 9; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX");
    expect_refusal(lg_segreduce_csr_i64(data, 8, csr, 4, LG_OP_AFFINE, dest, ctx),
                   "lg_segreduce_csr_i64: op is 3; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX");
    expect_refusal(lg_segreduce_csr_i64(data, 8, bad, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i64: csr[2] = 4 is less than csr[1] = 5; csr must not decrease");
    expect_refusal(lg_segreduce_csr_i64(data, 8, csr, 4, LG_OP_SUM, data + 2, ctx),
                   "lg_segreduce_csr_i64: dest and data overlap; dest must share no memory "
                   "with the call's other arrays");
    assert_int_equal(lg_segreduce_csr_i64(data, 8, csr, 4, LG_OP_MIN, dest, NULL),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_segreduce_csr_i64: ctx is NULL");
    expect_untouched(dest, 16);
    {
        int64_t host[8];
        assert_int_equal(cudaMemcpy(host, data, sizeof host, cudaMemcpyDeviceToHost), cudaSuccess);
        assert_memory_equal(host, values, sizeof host);
    }
    cudaFree(data); cudaFree(dest); cudaFree(csr); cudaFree(bad);
}

static void bad_key_and_plan_arguments_are_refused_and_nothing_is_written(void **state)
{
    static const int32_t ok_csr[2] = {0, 3};
    int32_t *keys = NULL, *csr = device_copy(ok_csr, sizeof ok_csr);
    int64_t *data = NULL, *dest = NULL;
    lg_segreduce_plan *plan = NULL;
    int segments = 99;

    (void)state;
    assert_int_equal(cudaMalloc((void **)&keys, 8 * sizeof(int32_t)), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&data, 8 * sizeof(int64_t)), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&dest, 16 * sizeof(int64_t)), cudaSuccess);
    assert_int_equal(cudaMemset(keys, 0, 8 * sizeof(int32_t)), cudaSuccess);
    assert_int_equal(cudaMemset(data, 0, 8 * sizeof(int64_t)), cudaSuccess);
    poison(dest, 16 * sizeof(int64_t));
    expect_refusal(lg_reduce_by_key_i64(keys, data, -2, LG_OP_SUM, NULL, dest, &segments, ctx),
                   "lg_reduce_by_key_i64: count is -2; it must be at least 0");
    expect_refusal(lg_reduce_by_key_i64(NULL, data, 8, LG_OP_SUM, NULL, dest, &segments, ctx),
                   "lg_reduce_by_key_i64: keys is NULL and count is 8");
    expect_refusal(lg_reduce_by_key_i64(keys, NULL, 8, LG_OP_SUM, NULL, dest, &segments, ctx),
                   "lg_reduce_by_key_i64: data is NULL and count is 8");
    expect_refusal(lg_reduce_by_key_i64(keys, data, 8, LG_OP_AFFINE, NULL, dest, &segments, ctx),
                   "lg_reduce_by_key_i64: op is 3; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX");
    expect_refusal(lg_reduce_by_key_i64(keys, data, 8, LG_OP_SUM, NULL, data + 1, &segments, ctx),
                   "lg_reduce_by_key_i64: dest and data overlap; dest must share no memory "
                   "with the call's other arrays");
    assert_int_equal(segments, 99);
    expect_refusal(lg_segreduce_apply_i64(NULL, data, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_apply_i64: plan is NULL");
    assert_int_equal(lg_segreduce_plan_csr(csr, 5, 2, &plan, ctx), LG_OK);
    expect_refusal(lg_segreduce_apply_i64(plan, NULL, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_apply_i64: data is NULL and the plan's count is 5");
    expect_refusal(lg_segreduce_apply_i64(plan, data, LG_OP_AFFINE, dest, ctx),
                   "lg_segreduce_apply_i64: op is 3; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX");
    expect_refusal(lg_segreduce_apply_i64(plan, data, LG_OP_MAX, data + 4, ctx),
                   "lg_segreduce_apply_i64: dest and data overlap; dest must share no memory "
                   "with the call's other arrays");
    expect_untouched(dest, 16);
    lg_segreduce_plan_destroy(plan);
    cudaFree(keys); cudaFree(csr); cudaFree(data); cudaFree(dest);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bad_csr_arguments_are_refused_and_nothing_is_written),
        cmocka_unit_test(bad_key_and_plan_arguments_are_refused_and_nothing_is_written),
        cmocka_unit_test(empty_segments_get_the_int64_identities),
        cmocka_unit_test(int64_csr_reductions_are_exact_on_every_geometry),
        cmocka_unit_test(int64_runs_of_keys_are_reduced_exactly),
        cmocka_unit_test(degrees_sum_past_int32),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    sanitizing = getenv("LG_TEST_MAX_N") != NULL;
    failed = cmocka_run_group_tests_name("int64 segmented reductions", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
