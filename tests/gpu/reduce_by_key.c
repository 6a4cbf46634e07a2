/* lg_reduce_by_key_* and key plans on a CUDA device, against the CPU
   reference: runs of equal keys of many mean lengths, and runs that are a
   scale-free graph's non-empty rows (the segmented reduction's scale-free
   geometry, the benchmark's scale-free input at smaller sizes), over a
   ladder of sizes, every output and key checked, outputs poisoned before
   each run.
   int32 results are exact (LG_OP_AFFINE checks the order of combination);
   float and double sums are within 2^-16 and 2^-40 of the sum of the
   absolute values of the run, as in the CSR tests. Skipped without a device. */
#include <math.h>
#include <string.h>
#include "lg_test.h"
#include "segreduce.h"
#include "support.h"

static lg_context *ctx;
static int sanitizing;

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

static void *device_copy(const void *host, size_t bytes)
{
    void *p = NULL;
    assert_int_equal(cudaMalloc(&p, bytes ? bytes : 1), cudaSuccess);
    if (bytes)
        assert_int_equal(cudaMemcpy(p, host, bytes, cudaMemcpyHostToDevice), cudaSuccess);
    return p;
}

static void check_int32(int count, int mean, lg_op op, uint64_t seed)
{
    int32_t *keys = malloc(sizeof(int32_t) * ((size_t)count + 1));
    int32_t *data = malloc(sizeof(int32_t) * ((size_t)count + 1));
    int32_t *want_keys = malloc(sizeof(int32_t) * ((size_t)count + 1));
    int32_t *want = malloc(sizeof(int32_t) * ((size_t)count + 1));
    int32_t *got_keys = malloc(sizeof(int32_t) * ((size_t)count + 2));
    int32_t *got = malloc(sizeof(int32_t) * ((size_t)count + 2));
    int32_t *keys_d, *data_d, *keys_out = NULL, *dest = NULL;
    size_t bytes = sizeof(int32_t) * ((size_t)count + 2);
    lg_segreduce_plan *plan = NULL;
    int n, segments = -1;

    make_keys(keys, count, mean, seed);
    for (int i = 0; i < count; i++)
        data[i] = random_i32(seed + 1, (uint64_t)i, INT32_MIN, INT32_MAX);
    n = reduce_by_key_reference_i32(keys, data, count, op, want_keys, want);
    keys_d = device_copy(keys, sizeof(int32_t) * (size_t)count);
    data_d = device_copy(data, sizeof(int32_t) * (size_t)count);
    assert_int_equal(cudaMalloc((void **)&keys_out, bytes), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&dest, bytes), cudaSuccess);
    for (int planned = 0; planned < 2; planned++) {
        assert_int_equal(cudaMemset(keys_out, 0xA5, bytes), cudaSuccess);
        assert_int_equal(cudaMemset(dest, 0xA5, bytes), cudaSuccess);
        if (planned) {
            assert_int_equal(lg_segreduce_plan_keys_i32(keys_d, count, &plan, &segments, ctx), LG_OK);
            assert_int_equal(lg_segreduce_apply_i32(plan, data_d, op, dest, ctx), LG_OK);
        } else {
            assert_int_equal(lg_reduce_by_key_i32(keys_d, data_d, count, op, keys_out, dest,
                                                  &segments, ctx), LG_OK);
        }
        assert_int_equal(segments, n);
        assert_int_equal(cudaMemcpy(got, dest, bytes, cudaMemcpyDeviceToHost), cudaSuccess);
        assert_int_equal(cudaMemcpy(got_keys, keys_out, bytes, cudaMemcpyDeviceToHost), cudaSuccess);
        for (int i = 0; i < n; i++) {
            if (got[i] != want[i] || (!planned && got_keys[i] != want_keys[i]))
                fail_msg("%s, count %d, mean %d, op %d: segment %d is (%d, %d), want (%d, %d)",
                         planned ? "plan" : "lg_reduce_by_key_i32", count, mean, (int)op, i,
                         got_keys[i], got[i], want_keys[i], want[i]);
        }
        for (int i = n; i < n + 2; i++)
            assert_int_equal(got[i], (int32_t)0xA5A5A5A5);
        for (int i = planned ? 0 : n; i < n + 2; i++)   /* a plan writes no keys */
            assert_int_equal(got_keys[i], (int32_t)0xA5A5A5A5);
    }
    lg_segreduce_plan_destroy(plan);
    cudaFree(keys_d); cudaFree(data_d); cudaFree(keys_out); cudaFree(dest);
    free(keys); free(data); free(want_keys); free(want); free(got_keys); free(got);
}

static const int ladder[] = {1, 2, LG_SEGREDUCE_NV - 1, LG_SEGREDUCE_NV, LG_SEGREDUCE_NV + 1,
                             65521, (1 << 20) + 1, (1 << 24) - 3};
static const int means[] = {1, 2, 7, 64, 1000, 5000, 1 << 30, SCALE_FREE_RUNS};
enum { MEANS = sizeof means / sizeof means[0] };

static void int32_runs_are_reduced_exactly(void **state)
{
    static const lg_op ops[4] = {LG_OP_AFFINE, LG_OP_SUM, LG_OP_MIN, LG_OP_MAX};
    (void)state;
    for (size_t c = 0; c < sizeof ladder / sizeof ladder[0]; c++)
        for (size_t m = 0; m < MEANS; m++)
            for (int o = 0; o < 4; o++) {
                if (ladder[c] > lg_test_max_count() ||
                    (sanitizing && (o > 0 || (m % 2 && means[m] != SCALE_FREE_RUNS))) ||
                    (ladder[c] > 1 << 20 && o > 0))
                    continue;
                check_int32(ladder[c], means[m], ops[o], (uint64_t)(100 * c + 10 * m + o));
            }
}

/* float and double: sums within tolerance, minima exact. */
static void check_floating(int count, int mean, int is_double, lg_op op, uint64_t seed)
{
    int32_t *keys = malloc(sizeof(int32_t) * ((size_t)count + 1));
    int32_t *csr = malloc(sizeof(int32_t) * ((size_t)count + 1));
    double *values = malloc(sizeof(double) * ((size_t)count + 1));
    double *magnitude = malloc(sizeof(double) * ((size_t)count + 1));
    double *want = malloc(sizeof(double) * ((size_t)count + 1));
    double *scale = malloc(sizeof(double) * ((size_t)count + 1));
    size_t size = is_double ? 8 : 4;
    unsigned char *host = malloc(size * ((size_t)count + 2));
    void *data_d, *dest = NULL;
    int32_t *keys_d;
    int n, segments = -1;

    make_keys(keys, count, mean, seed);
    for (int i = 0; i < count; i++) {
        double v = random_i32(seed + 1, (uint64_t)i, -1000000, 1000000) / 1e6;
        if (is_double)
            ((double *)host)[i] = values[i] = v;
        else
            values[i] = ((float *)host)[i] = (float)v;
        magnitude[i] = fabs(values[i]);
    }
    n = keys_to_csr(keys, count, csr);
    segreduce_reference_f64(values, count, csr, n, op, want);
    segreduce_reference_f64(magnitude, count, csr, n, LG_OP_SUM, scale);
    keys_d = device_copy(keys, sizeof(int32_t) * (size_t)count);
    data_d = device_copy(host, size * (size_t)count);
    assert_int_equal(cudaMalloc(&dest, size * ((size_t)count + 2)), cudaSuccess);
    assert_int_equal(cudaMemset(dest, 0xA5, size * ((size_t)count + 2)), cudaSuccess);
    assert_int_equal(is_double ? lg_reduce_by_key_f64(keys_d, data_d, count, op, NULL, dest, &segments, ctx)
                               : lg_reduce_by_key_f32(keys_d, data_d, count, op, NULL, dest, &segments, ctx),
                     LG_OK);
    assert_int_equal(segments, n);
    assert_int_equal(cudaMemcpy(host, dest, size * ((size_t)n + 2), cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < n; i++) {
        double g = is_double ? ((double *)host)[i] : ((float *)host)[i];
        double tolerance = is_double ? ldexp(1, -40) : ldexp(1, -16);
        if (op == LG_OP_SUM ? !(fabs(g - want[i]) <= tolerance * scale[i]) : !(g == want[i]))
            fail_msg("%s, count %d, mean %d, op %d: segment %d is %.17g, want %.17g",
                     is_double ? "f64" : "f32", count, mean, (int)op, i, g, want[i]);
    }
    for (size_t b = size * (size_t)n; b < size * ((size_t)n + 2); b++)
        assert_int_equal(host[b], 0xA5);
    cudaFree(keys_d); cudaFree(data_d); cudaFree(dest);
    free(keys); free(csr); free(values); free(magnitude); free(want); free(scale); free(host);
}

static void float_and_double_runs_are_reduced_within_tolerance(void **state)
{
    (void)state;
    for (size_t c = 0; c < sizeof ladder / sizeof ladder[0]; c++)
        for (size_t m = 0; m < MEANS; m++) {
            if ((m % 2 && means[m] != SCALE_FREE_RUNS) || ladder[c] > lg_test_max_count() ||
                (sanitizing && m > 2 && means[m] != SCALE_FREE_RUNS))
                continue;
            check_floating(ladder[c], means[m], 0, LG_OP_SUM, (uint64_t)(7 * c + m));
            check_floating(ladder[c], means[m], 1, m % 4 ? LG_OP_MAX : LG_OP_SUM, (uint64_t)(9 * c + m));
        }
}

static void no_values_means_no_segments(void **state)
{
    int segments = 99;
    lg_segreduce_plan *plan = NULL;

    (void)state;
    assert_int_equal(lg_reduce_by_key_f32(NULL, NULL, 0, LG_OP_SUM, NULL, NULL, &segments, ctx), LG_OK);
    assert_int_equal(segments, 0);
    segments = 99;
    assert_int_equal(lg_segreduce_plan_keys_i32(NULL, 0, &plan, &segments, ctx), LG_OK);
    assert_int_equal(segments, 0);
    assert_int_equal(lg_segreduce_apply_f32(plan, NULL, LG_OP_SUM, NULL, ctx), LG_OK);
    lg_segreduce_plan_destroy(plan);
}

static void bad_arguments_are_refused_and_nothing_is_written(void **state)
{
    int32_t *keys = NULL, *dest = NULL, host[8];
    int segments = 99;
    lg_segreduce_plan *plan = NULL;

    (void)state;
    assert_int_equal(cudaMalloc((void **)&keys, 32), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&dest, 32), cudaSuccess);
    assert_int_equal(cudaMemset(keys, 0, 32), cudaSuccess);
    assert_int_equal(cudaMemset(dest, 0xA5, 32), cudaSuccess);
    assert_int_equal(lg_reduce_by_key_i32(keys, keys, -2, LG_OP_SUM, NULL, dest, &segments, ctx),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_reduce_by_key_i32: count is -2; it must be at least 0");
    assert_int_equal(lg_reduce_by_key_i32(NULL, keys, 8, LG_OP_SUM, NULL, dest, &segments, ctx),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_reduce_by_key_i32: keys is NULL and count is 8");
    assert_int_equal(lg_reduce_by_key_i32(keys, keys, 8, LG_OP_SUM, NULL, NULL, &segments, ctx),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_reduce_by_key_i32: dest is NULL and count is 8");
    assert_int_equal(lg_reduce_by_key_f64(keys, (const double *)keys, 4, LG_OP_AFFINE, NULL,
                                          (double *)dest, &segments, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx),
                        "lg_reduce_by_key_f64: op is 3; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX");
    assert_int_equal(lg_segreduce_plan_keys_i32(NULL, 8, &plan, &segments, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_segreduce_plan_keys_i32: keys is NULL and count is 8");
    assert_null(plan);
    /* Outputs that share memory with inputs: a later tile may not have read
       the keys or values an earlier tile overwrites. */
    assert_int_equal(lg_reduce_by_key_i32(keys, dest, 8, LG_OP_SUM, keys, dest + 8, &segments,
                                          ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_reduce_by_key_i32: keys_out and keys "
                        "overlap; keys_out must share no memory with the call's other arrays");
    assert_int_equal(lg_reduce_by_key_i32(keys, dest, 4, LG_OP_SUM, NULL, keys + 2, &segments,
                                          ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_reduce_by_key_i32: dest and keys "
                        "overlap; dest must share no memory with the call's other arrays");
    assert_int_equal(lg_reduce_by_key_f32(keys, (const float *)dest, 4, LG_OP_SUM, NULL,
                                          (float *)dest + 2, &segments, ctx),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_reduce_by_key_f32: dest and data "
                        "overlap; dest must share no memory with the call's other arrays");
    assert_int_equal(segments, 99);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(host, dest, 32, cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < 8; i++)
        assert_int_equal(host[i], (int32_t)0xA5A5A5A5);
    cudaFree(keys);
    cudaFree(dest);
}

/* Outputs with room for the segments alone, right beside the inputs, are
   not mistaken for overlapping ones: 8 equal keys make one segment. */
static void outputs_sized_for_the_segments_are_accepted(void **state)
{
    int32_t *keys = NULL, *buffer = NULL, got[2];
    int segments = 0;

    (void)state;
    assert_int_equal(cudaMalloc((void **)&keys, 8 * sizeof(int32_t)), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&buffer, 10 * sizeof(int32_t)), cudaSuccess);
    assert_int_equal(cudaMemset(keys, 0, 8 * sizeof(int32_t)), cudaSuccess);
    assert_int_equal(lg_iota_i32(buffer + 1, 8, 1, ctx), LG_OK);   /* data 1..8 */
    assert_int_equal(lg_reduce_by_key_i32(keys, buffer + 1, 8, LG_OP_SUM, buffer + 9, buffer,
                                          &segments, ctx), LG_OK);
    assert_int_equal(segments, 1);
    assert_int_equal(cudaMemcpy(&got[0], buffer, sizeof(int32_t), cudaMemcpyDeviceToHost),
                     cudaSuccess);
    assert_int_equal(cudaMemcpy(&got[1], buffer + 9, sizeof(int32_t), cudaMemcpyDeviceToHost),
                     cudaSuccess);
    assert_int_equal(got[0], 36);
    assert_int_equal(got[1], 0);
    cudaFree(keys);
    cudaFree(buffer);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bad_arguments_are_refused_and_nothing_is_written),
        cmocka_unit_test(outputs_sized_for_the_segments_are_accepted),
        cmocka_unit_test(no_values_means_no_segments),
        cmocka_unit_test(int32_runs_are_reduced_exactly),
        cmocka_unit_test(float_and_double_runs_are_reduced_within_tolerance),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    sanitizing = getenv("LG_TEST_MAX_N") != NULL;
    failed = cmocka_run_group_tests_name("reduce-by-key", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
