/* lg_segreduce_csr_* and the CSR plans on a CUDA device, against the CPU
   reference in double (float and double data) or exactly (int32), on every
   geometry of the chapter's list and a ladder of sizes. Outputs are
   poisoned before each run and every element is checked, with two poisoned
   guards after the last. Skipped, with the reason, without a device.

   Tolerance for sums of float (double) data: |got - want| <= 2^-16 (2^-40)
   times the sum of the absolute values of the segment. The GPU adds in a
   different order than the reference (in a thread, then across a CTA, then
   across tiles), so the last bits differ; a value passes through at most
   about 60 additions on the way to its total, and 60 * 2^-24 < 2^-16.
   Minimum and maximum round nothing and are compared exactly, as are the
   identities of empty segments. */
#include <math.h>
#include <string.h>
#include "lg_test.h"
#include "segreduce.h"
#include "support.h"

static lg_context *ctx;
static int sanitizing;   /* under compute-sanitizer: fewer combinations */

typedef enum elem { I32, F32, F64 } elem;
static const char *elem_name[3] = {"i32", "f32", "f64"};
static size_t elem_size(elem t) { return t == F64 ? 8 : 4; }

typedef struct inputs {
    elem type;
    lg_op op;
    int count, n;              /* values, segments */
    void *data_host;           /* count values of the type */
    double *as_double;         /* the same values (float and double data) */
    int32_t *csr;              /* n segment starts */
    void *data, *dest;         /* device: values; n + 2 outputs */
    int32_t *csr_device;
} inputs;

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

/* Random values: int32 over the whole range (sums wrap), floats in [-1, 1]. */
static void make_inputs(inputs *in, elem type, lg_op op, int kind, int count, uint64_t seed)
{
    int nv = LG_SEGREDUCE_NV;

    in->type = type;
    in->op = op;
    in->count = count;
    in->csr = malloc(sizeof(int32_t) * (2 * (size_t)count + 16 * (size_t)nv + 64));
    in->n = segreduce_test_geometry(kind, count, nv, seed, in->csr);
    in->data_host = malloc(elem_size(type) * ((size_t)count + 1));
    in->as_double = malloc(sizeof(double) * ((size_t)count + 1));
    for (int i = 0; i < count; i++) {
        int32_t r = random_i32(seed + 7, (uint64_t)i, type == I32 ? INT32_MIN : -1000000,
                                         type == I32 ? INT32_MAX : 1000000);
        if (type == I32)
            ((int32_t *)in->data_host)[i] = r;
        else if (type == F32)
            in->as_double[i] = ((float *)in->data_host)[i] = (float)(r / 1e6);
        else
            in->as_double[i] = ((double *)in->data_host)[i] = r / 1e6;
    }
    in->data = device_copy(in->data_host, elem_size(type) * (size_t)count);
    in->csr_device = device_copy(in->csr, sizeof(int32_t) * (size_t)in->n);
    assert_int_equal(cudaMalloc(&in->dest, elem_size(type) * ((size_t)in->n + 2)), cudaSuccess);
}

static void free_inputs(inputs *in)
{
    free(in->csr);
    free(in->data_host);
    free(in->as_double);
    cudaFree(in->data);
    cudaFree(in->dest);
    cudaFree(in->csr_device);
}

static lg_status reduce_direct(const inputs *in)
{
    switch (in->type) {
    case I32: return lg_segreduce_csr_i32(in->data, in->count, in->csr_device, in->n, in->op, in->dest, ctx);
    case F32: return lg_segreduce_csr_f32(in->data, in->count, in->csr_device, in->n, in->op, in->dest, ctx);
    default: return lg_segreduce_csr_f64(in->data, in->count, in->csr_device, in->n, in->op, in->dest, ctx);
    }
}

static lg_status reduce_planned(const inputs *in, const lg_segreduce_plan *plan)
{
    switch (in->type) {
    case I32: return lg_segreduce_apply_i32(plan, in->data, in->op, in->dest, ctx);
    case F32: return lg_segreduce_apply_f32(plan, in->data, in->op, in->dest, ctx);
    default: return lg_segreduce_apply_f64(plan, in->data, in->op, in->dest, ctx);
    }
}

/* Compare the n outputs (and the two guards) with the reference. */
static void check_outputs(const inputs *in, const char *how, int kind)
{
    size_t size = elem_size(in->type), n = (size_t)in->n;
    unsigned char *got = malloc(size * (n + 2));
    int32_t *want_i = malloc(sizeof(int32_t) * (n + 1));
    double *want = malloc(sizeof(double) * (n + 1)), *scale = malloc(sizeof(double) * (n + 1));
    double *magnitude = malloc(sizeof(double) * ((size_t)in->count + 1));
    double tolerance = in->type == F32 ? ldexp(1, -16) : ldexp(1, -40);

    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(got, in->dest, size * (n + 2), cudaMemcpyDeviceToHost), cudaSuccess);
    if (in->type == I32) {
        segreduce_reference_i32(in->data_host, in->count, in->csr, in->n, in->op, want_i);
    } else {
        for (int i = 0; i < in->count; i++)
            magnitude[i] = fabs(in->as_double[i]);
        segreduce_reference_f64(in->as_double, in->count, in->csr, in->n, in->op, want);
        segreduce_reference_f64(magnitude, in->count, in->csr, in->n, LG_OP_SUM, scale);
    }
    for (size_t i = 0; i < n; i++) {
        double g = in->type == F32 ? ((float *)got)[i] : in->type == F64 ? ((double *)got)[i] : 0;
        int bad = in->type == I32 ? ((int32_t *)got)[i] != want_i[i]
                : in->op == LG_OP_SUM ? !(fabs(g - want[i]) <= tolerance * scale[i])
                                      : !(g == want[i]);
        if (bad)
            fail_msg("%s %s op %d, geometry %d (%s), count %d, %d segments: dest[%zu] = %.17g, want %.17g",
                     how, elem_name[in->type], (int)in->op, kind, segreduce_geometry_name(kind),
                     in->count, in->n, i, in->type == I32 ? (double)((int32_t *)got)[i] : g,
                     in->type == I32 ? (double)want_i[i] : want[i]);
    }
    for (size_t b = size * n; b < size * (n + 2); b++)
        assert_int_equal(got[b], 0xA5);
    free(got); free(want_i); free(want); free(scale); free(magnitude);
}

/* One geometry, size, type and operator: the one call, then a plan (whose
   answer must be the same bits: it adds in the same order). */
static void check_case(elem type, lg_op op, int kind, int count, uint64_t seed)
{
    inputs in;
    lg_segreduce_plan *plan = NULL;
    size_t bytes;
    unsigned char *first;

    make_inputs(&in, type, op, kind, count, seed);
    bytes = elem_size(type) * ((size_t)in.n + 2);
    first = malloc(bytes);
    poison(in.dest, bytes);
    assert_int_equal(reduce_direct(&in), LG_OK);
    check_outputs(&in, "lg_segreduce_csr", kind);
    assert_int_equal(cudaMemcpy(first, in.dest, bytes, cudaMemcpyDeviceToHost), cudaSuccess);
    assert_int_equal(lg_segreduce_plan_csr(in.csr_device, count, in.n, &plan, ctx), LG_OK);
    poison(in.dest, bytes);
    assert_int_equal(reduce_planned(&in, plan), LG_OK);
    check_outputs(&in, "lg_segreduce_apply", kind);
    {
        unsigned char *again = malloc(bytes);
        assert_int_equal(cudaMemcpy(again, in.dest, bytes, cudaMemcpyDeviceToHost), cudaSuccess);
        assert_memory_equal(first, again, bytes);
        free(again);
    }
    lg_segreduce_plan_destroy(plan);
    free(first);
    free_inputs(&in);
}

static const int ladder[] = {0, 1, 2, 3, LG_SEGREDUCE_NV - 1, LG_SEGREDUCE_NV, LG_SEGREDUCE_NV + 1,
                             2 * LG_SEGREDUCE_NV + 17, 65521, (1 << 16) + 1, (1 << 20) - 1,
                             (1 << 22) + 3};

static void run_ladder(elem type, const lg_op *ops, int op_count)
{
    for (int kind = 0; kind < SEGREDUCE_GEOMETRIES; kind++)
        for (size_t c = 0; c < sizeof ladder / sizeof ladder[0]; c++) {
            if (ladder[c] > lg_test_max_count())
                continue;
            if (sanitizing && ((kind % 3 != 0 && kind != SEGREDUCE_SCALE_FREE) || (c != 6 && c != 8)))
                continue;
            for (int o = 0; o < op_count && (o == 0 || ladder[c] <= 1 << 20); o++)
                check_case(type, ops[o], kind, ladder[c], (uint64_t)(1000 * kind + 10 * c + o));
        }
}

static void int32_reductions_are_exact_on_every_geometry(void **state)
{
    static const lg_op ops[4] = {LG_OP_AFFINE, LG_OP_SUM, LG_OP_MIN, LG_OP_MAX};
    (void)state;
    run_ladder(I32, ops, sanitizing ? 1 : 4);
}

static void float_reductions_are_within_tolerance_on_every_geometry(void **state)
{
    static const lg_op ops[3] = {LG_OP_SUM, LG_OP_MIN, LG_OP_MAX};
    (void)state;
    run_ladder(F32, ops, sanitizing ? 1 : 3);
}

static void double_reductions_are_within_tolerance_on_every_geometry(void **state)
{
    static const lg_op ops[3] = {LG_OP_MAX, LG_OP_SUM, LG_OP_MIN};
    (void)state;
    run_ladder(F64, ops, sanitizing ? 1 : 3);
}

static void large_inputs_reduce_correctly(void **state)
{
    (void)state;
    if ((1 << 24) + 5 > lg_test_max_count())
        return;
    check_case(F32, LG_OP_SUM, 9, (1 << 24) + 5, 77);            /* uniform, mean 8 */
    check_case(I32, LG_OP_AFFINE, 4, (1 << 24) + 5, 78);         /* power-law */
    check_case(F64, LG_OP_SUM, 0, (1 << 24) + 5, 79);            /* one segment of 2^24 + 5 */
    check_case(I32, LG_OP_AFFINE, 1, 1 << 24, 80);               /* 2^24 segments of one */
    check_case(I32, LG_OP_AFFINE, SEGREDUCE_SCALE_FREE, (1 << 24) + 5, 82);   /* a graph's rows */
    if ((1 << 25) + 5 > lg_test_max_count())
        return;
    /* a segment across some 60 spine chunks, after two that end in the first
       chunks: the fix-up walks two windows of records and stops in the second */
    check_case(I32, LG_OP_AFFINE, 6, (1 << 25) + 5, 81);
}

static void without_validation_valid_input_still_works(void **state)
{
    (void)state;
    assert_int_equal(lg_context_set_validation(ctx, 0), LG_OK);
    check_case(I32, LG_OP_AFFINE, 3, 65521, 5);
    check_case(F32, LG_OP_SUM, 2, 4099, 6);
    assert_int_equal(lg_context_set_validation(ctx, 1), LG_OK);
}

/* ---- bad arguments: refused, with a message, nothing written ----------- */

static void expect_refusal(lg_status status, const char *message)
{
    assert_int_equal(status, LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), message);
}

static void expect_untouched(const int32_t *device, int n)
{
    int32_t host[16];
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(host, device, sizeof(int32_t) * (size_t)n, cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < n; i++)
        assert_int_equal(host[i], (int32_t)0xA5A5A5A5);
}

static void bad_arguments_are_refused_and_nothing_is_written(void **state)
{
    static const int32_t ok_csr[4] = {0, 3, 3, 7};
    int32_t *data = device_copy(ok_csr, sizeof ok_csr), *csr = device_copy(ok_csr, sizeof ok_csr);
    int32_t *dest = NULL;
    float *fdest = NULL;

    (void)state;
    assert_int_equal(cudaMalloc((void **)&dest, 64), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&fdest, 64), cudaSuccess);
    poison(dest, 64);
    poison(fdest, 64);
    expect_refusal(lg_segreduce_csr_i32(data, -1, csr, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i32: count is -1; it must be at least 0");
    expect_refusal(lg_segreduce_csr_i32(data, 4, csr, -3, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i32: num_segments is -3; it must be at least 0");
    expect_refusal(lg_segreduce_csr_i32(data, 4, csr, 0, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i32: count is 4 but num_segments is 0; csr needs at least one entry");
    expect_refusal(lg_segreduce_csr_i32(NULL, 4, csr, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i32: data is NULL and count is 4");
    expect_refusal(lg_segreduce_csr_i32(data, 4, NULL, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i32: csr is NULL and num_segments is 4");
    expect_refusal(lg_segreduce_csr_i32(data, 4, csr, 4, LG_OP_SUM, NULL, ctx),
                   "lg_segreduce_csr_i32: dest is NULL and num_segments is 4");
    expect_refusal(lg_segreduce_csr_i32(data, 4, csr, 4, (lg_op)9, dest, ctx),
                   "lg_segreduce_csr_i32: op is 9; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX or LG_OP_AFFINE");
    expect_refusal(lg_segreduce_csr_f32((const float *)data, 4, csr, 4, LG_OP_AFFINE, fdest, ctx),
                   "lg_segreduce_csr_f32: op is 3; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX");
    assert_int_equal(lg_segreduce_csr_i32(NULL, 0, NULL, 0, LG_OP_SUM, NULL, ctx), LG_OK);
    expect_untouched(dest, 16);
    expect_untouched((const int32_t *)fdest, 16);
    cudaFree(data); cudaFree(csr); cudaFree(dest); cudaFree(fdest);
}

/* dest may not share memory with data or csr: a tile writes totals that a
   later tile may not have read yet. */
static void outputs_that_overlap_inputs_are_refused(void **state)
{
    static const int32_t ok_csr[4] = {0, 3, 3, 7};
    int32_t *d = NULL, *data, *csr;
    lg_segreduce_plan *plan = NULL;

    (void)state;
    assert_int_equal(cudaMalloc((void **)&d, 64 * sizeof(int32_t)), cudaSuccess);
    poison(d, 64 * sizeof(int32_t));
    data = d, csr = d + 16;
    assert_int_equal(cudaMemcpy(csr, ok_csr, sizeof ok_csr, cudaMemcpyHostToDevice), cudaSuccess);
    expect_refusal(lg_segreduce_csr_i32(data, 8, csr, 4, LG_OP_SUM, data, ctx),
                   "lg_segreduce_csr_i32: dest and data overlap; dest must share no memory "
                   "with the call's other arrays");
    expect_refusal(lg_segreduce_csr_i32(data, 8, csr, 4, LG_OP_SUM, csr - 2, ctx),
                   "lg_segreduce_csr_i32: dest and csr overlap; dest must share no memory "
                   "with the call's other arrays");
    assert_int_equal(lg_segreduce_plan_csr(csr, 8, 4, &plan, ctx), LG_OK);
    expect_refusal(lg_segreduce_apply_i32(plan, data, LG_OP_MAX, data + 7, ctx),
                   "lg_segreduce_apply_i32: dest and data overlap; dest must share no memory "
                   "with the call's other arrays");
    lg_segreduce_plan_destroy(plan);
    expect_untouched(d, 16);
    expect_untouched(d + 20, 16);
    cudaFree(d);
}

static void bad_csr_arrays_are_refused_and_nothing_is_written(void **state)
{
    static const int32_t not_zero[4] = {2, 3, 3, 7}, decreasing[4] = {0, 5, 4, 7},
                         beyond[4] = {0, 3, 3, 9};
    int32_t values[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int32_t *data = device_copy(values, sizeof values), *dest = NULL;
    int32_t *a = device_copy(not_zero, 16), *b = device_copy(decreasing, 16), *c = device_copy(beyond, 16);
    lg_segreduce_plan *plan = (lg_segreduce_plan *)&plan;

    (void)state;
    assert_int_equal(cudaMalloc((void **)&dest, 64), cudaSuccess);
    poison(dest, 64);
    expect_refusal(lg_segreduce_csr_i32(data, 8, a, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i32: csr[0] is 2; it must be 0");
    expect_refusal(lg_segreduce_csr_i32(data, 8, b, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i32: csr[2] = 4 is less than csr[1] = 5; csr must not decrease");
    expect_refusal(lg_segreduce_csr_i32(data, 8, c, 4, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_csr_i32: csr[3] = 9 is beyond count = 8");
    expect_refusal(lg_segreduce_plan_csr(b, 8, 4, &plan, ctx),
                   "lg_segreduce_plan_csr: csr[2] = 4 is less than csr[1] = 5; csr must not decrease");
    assert_null(plan);
    expect_refusal(lg_segreduce_csr_f64((const double *)data, 2, c, 4, LG_OP_MIN, (double *)dest, ctx),
                   "lg_segreduce_csr_f64: csr[3] = 9 is beyond count = 2");
    expect_untouched(dest, 16);
    cudaFree(data); cudaFree(dest); cudaFree(a); cudaFree(b); cudaFree(c);
}

static void plans_refuse_bad_arguments(void **state)
{
    static const int32_t ok_csr[2] = {0, 3};
    int32_t *csr = device_copy(ok_csr, sizeof ok_csr), *dest = NULL;
    lg_segreduce_plan *plan = NULL;

    (void)state;
    assert_int_equal(cudaMalloc((void **)&dest, 64), cudaSuccess);
    poison(dest, 64);
    expect_refusal(lg_segreduce_plan_csr(csr, 5, 2, NULL, ctx),
                   "lg_segreduce_plan_csr: plan is NULL; pass the address of a plan pointer");
    expect_refusal(lg_segreduce_apply_i32(NULL, csr, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_apply_i32: plan is NULL");
    assert_int_equal(lg_segreduce_plan_csr(csr, 5, 2, &plan, ctx), LG_OK);
    expect_refusal(lg_segreduce_apply_i32(plan, NULL, LG_OP_SUM, dest, ctx),
                   "lg_segreduce_apply_i32: data is NULL and the plan's count is 5");
    expect_refusal(lg_segreduce_apply_f32(plan, (const float *)csr, LG_OP_AFFINE, (float *)dest, ctx),
                   "lg_segreduce_apply_f32: op is 3; it must be LG_OP_SUM, LG_OP_MIN, LG_OP_MAX");
    expect_untouched(dest, 16);
    lg_segreduce_plan_destroy(plan);
    lg_segreduce_plan_destroy(NULL);
    assert_int_equal(lg_segreduce_csr_f32(NULL, 0, NULL, 0, LG_OP_SUM, NULL, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_segreduce_csr_f32: ctx is NULL");
    cudaFree(csr); cudaFree(dest);
}

static void a_plan_applies_to_many_data_sets(void **state)
{
    inputs in;
    lg_segreduce_plan *plan = NULL;

    (void)state;
    make_inputs(&in, I32, LG_OP_AFFINE, 10, 100003, 3);
    assert_int_equal(lg_segreduce_plan_csr(in.csr_device, in.count, in.n, &plan, ctx), LG_OK);
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < in.count; i++)
            ((int32_t *)in.data_host)[i] = random_i32((uint64_t)(50 + round), (uint64_t)i,
                                                                INT32_MIN, INT32_MAX);
        assert_int_equal(cudaMemcpy(in.data, in.data_host, sizeof(int32_t) * (size_t)in.count,
                                    cudaMemcpyHostToDevice), cudaSuccess);
        in.op = round == 1 ? LG_OP_MIN : LG_OP_AFFINE;
        poison(in.dest, sizeof(int32_t) * ((size_t)in.n + 2));
        assert_int_equal(lg_segreduce_apply_i32(plan, in.data, in.op, in.dest, ctx), LG_OK);
        check_outputs(&in, "lg_segreduce_apply (reused plan)", 10);
    }
    lg_segreduce_plan_destroy(plan);
    free_inputs(&in);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bad_arguments_are_refused_and_nothing_is_written),
        cmocka_unit_test(bad_csr_arrays_are_refused_and_nothing_is_written),
        cmocka_unit_test(outputs_that_overlap_inputs_are_refused),
        cmocka_unit_test(plans_refuse_bad_arguments),
        cmocka_unit_test(int32_reductions_are_exact_on_every_geometry),
        cmocka_unit_test(float_reductions_are_within_tolerance_on_every_geometry),
        cmocka_unit_test(double_reductions_are_within_tolerance_on_every_geometry),
        cmocka_unit_test(a_plan_applies_to_many_data_sets),
        cmocka_unit_test(without_validation_valid_input_still_works),
        cmocka_unit_test(large_inputs_reduce_correctly),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    sanitizing = getenv("LG_TEST_MAX_N") != NULL;
    failed = cmocka_run_group_tests_name("segmented reduction over CSR arrays", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
