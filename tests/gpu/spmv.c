/* lg_spmv_csr_* and lg_spmv_apply_* on a CUDA device: the shipped Matrix
   Market example, whose product is known exactly, random matrices with
   uniform and power-law rows (empty rows included), and the 7-point
   stencils of 3D grids (the benchmark's stencil matrix), against the CPU
   product in double. Tolerance per row for the random matrices: 2^-16
   (float) or 2^-40 (double) times the sum of |a_ij x_j| over the row; the
   stencils' values and x are small integers, so their products must be
   exact. Skipped without a device. */
#include <math.h>
#include <string.h>
#include "lg_test.h"
#include "support.h"

static lg_context *ctx;
static int sanitizing;

static void *device_copy(const void *host, size_t bytes)
{
    void *p = NULL;
    assert_int_equal(cudaMalloc(&p, bytes ? bytes : 1), cudaSuccess);
    if (bytes)
        assert_int_equal(cudaMemcpy(p, host, bytes, cudaMemcpyHostToDevice), cudaSuccess);
    return p;
}

/* What x holds: random in [-1, 1]; 1, 2, 3, ...; random integers in
   [-4, 4], with which a matrix of small integers multiplies exactly. */
enum { X_RANDOM, X_COUNTING, X_SMALL_INTEGERS };

/* Multiply m by x (of the kind x_kind) in float or double, one call and
   planned, and check every row: against exact if given, exactly against
   the CPU for X_SMALL_INTEGERS, else within the tolerance. */
static void check_matrix(const csr_matrix *m, int is_double, int x_kind, const double *exact)
{
    size_t size = is_double ? 8 : 4, rows = (size_t)m->rows, nz = (size_t)m->nz;
    size_t cols = (size_t)m->cols;
    unsigned char *values = malloc(size * (nz + 1)), *xh = malloc(size * (cols + 1));
    unsigned char *got = malloc(size * (rows + 2));
    double *x = malloc(sizeof(double) * (cols + 1)), *vd = malloc(sizeof(double) * (nz + 1));
    double *want = malloc(sizeof(double) * (rows + 1)), *scale = malloc(sizeof(double) * (rows + 1));
    double *absolute = malloc(sizeof(double) * (nz + 1)), *xabs = malloc(sizeof(double) * (cols + 1));
    void *values_d, *x_d, *y_d = NULL;
    int32_t *col_d, *csr_d;
    lg_segreduce_plan *plan = NULL;

    if (exact == NULL && x_kind == X_SMALL_INTEGERS)
        exact = want;
    for (size_t j = 0; j < nz; j++) {
        if (is_double)
            vd[j] = ((double *)values)[j] = m->values[j];
        else
            vd[j] = ((float *)values)[j] = (float)m->values[j];
        absolute[j] = fabs(vd[j]);
    }
    for (size_t i = 0; i < cols; i++) {
        double v = x_kind == X_COUNTING         ? (double)(i + 1)
                   : x_kind == X_SMALL_INTEGERS ? (double)random_i32(17, i, -4, 4)
                                                : random_i32(17, i, -1000000, 1000000) / 1e6;
        if (is_double)
            x[i] = ((double *)xh)[i] = v;
        else
            x[i] = ((float *)xh)[i] = (float)v;
        xabs[i] = fabs(x[i]);
    }
    spmv_reference_f64(vd, m->col, m->nz, m->csr, m->rows, x, want);
    spmv_reference_f64(absolute, m->col, m->nz, m->csr, m->rows, xabs, scale);
    values_d = device_copy(values, size * nz);
    x_d = device_copy(xh, size * cols);
    col_d = device_copy(m->col, sizeof(int32_t) * nz);
    csr_d = device_copy(m->csr, sizeof(int32_t) * rows);
    assert_int_equal(cudaMalloc(&y_d, size * (rows + 2)), cudaSuccess);
    assert_int_equal(lg_segreduce_plan_csr(csr_d, m->nz, m->rows, &plan, ctx), LG_OK);
    for (int planned = 0; planned < 2; planned++) {
        double tolerance = is_double ? ldexp(1, -40) : ldexp(1, -16);
        lg_status status;

        assert_int_equal(cudaMemset(y_d, 0xA5, size * (rows + 2)), cudaSuccess);
        if (planned)
            status = is_double ? lg_spmv_apply_f64(plan, values_d, col_d, x_d, y_d, ctx)
                               : lg_spmv_apply_f32(plan, values_d, col_d, x_d, y_d, ctx);
        else
            status = is_double ? lg_spmv_csr_f64(values_d, col_d, m->nz, csr_d, m->rows, x_d, y_d, ctx)
                               : lg_spmv_csr_f32(values_d, col_d, m->nz, csr_d, m->rows, x_d, y_d, ctx);
        assert_int_equal(status, LG_OK);
        assert_int_equal(cudaMemcpy(got, y_d, size * (rows + 2), cudaMemcpyDeviceToHost), cudaSuccess);
        for (size_t r = 0; r < rows; r++) {
            double g = is_double ? ((double *)got)[r] : ((float *)got)[r];
            if (exact != NULL ? g != exact[r] : !(fabs(g - want[r]) <= tolerance * scale[r]))
                fail_msg("%s %s, %d x %d, %d nonzeros: y[%zu] = %.17g, want %.17g",
                         planned ? "lg_spmv_apply" : "lg_spmv_csr", is_double ? "f64" : "f32",
                         m->rows, m->cols, m->nz, r, g, exact != NULL ? exact[r] : want[r]);
        }
        for (size_t b = size * rows; b < size * (rows + 2); b++)
            assert_int_equal(got[b], 0xA5);
    }
    lg_segreduce_plan_destroy(plan);
    cudaFree(values_d); cudaFree(x_d); cudaFree(col_d); cudaFree(csr_d); cudaFree(y_d);
    free(values); free(xh); free(got); free(x); free(vd); free(want); free(scale);
    free(absolute); free(xabs);
}

static void the_shipped_example_multiplies_exactly(void **state)
{
    static const double exact[6] = {-2, 33, 11, 0, 15, 9};
    csr_matrix m;
    char error[200] = "";

    (void)state;
    if (read_matrix_market("generated/data/spmv-example.mtx", &m, error, sizeof error) != 0)
        fail_msg("%s", error);
    check_matrix(&m, 0, X_COUNTING, exact);
    check_matrix(&m, 1, X_COUNTING, exact);
    free_csr_matrix(&m);
}

static void random_matrices_multiply_within_tolerance(void **state)
{
    static const int rows[] = {1, 7, 1000, 65521, 1 << 20};
    static const int means[] = {1, 8, 64};

    (void)state;
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++)
        for (size_t k = 0; k < sizeof means / sizeof means[0]; k++)
            for (int power_law = 0; power_law < 2; power_law++) {
                csr_matrix m;
                if ((long long)rows[r] * means[k] > lg_test_max_count() ||
                    (rows[r] == 1 << 20 && means[k] == 64) || (sanitizing && power_law))
                    continue;
                random_csr_matrix((uint64_t)(r * 10 + k + 100 * power_law), rows[r], rows[r] + 3,
                                  means[k], power_law, &m);
                check_matrix(&m, (int)(k + r) % 2, X_RANDOM, NULL);
                free_csr_matrix(&m);
            }
}

/* The stencils of grids from one point up, one across several tiles, and
   the grid the benchmark chooses for 2^20 nonzeros (53 x 53 x 54), in
   float and double. */
static void stencil_matrices_multiply_exactly(void **state)
{
    static const int grids[][3] = {{1, 1, 1}, {2, 2, 2}, {1, 1, 9}, {3, 4, 5}, {7, 6, 9},
                                   {16, 16, 17}, {0, 0, 0}};

    (void)state;
    for (size_t g = 0; g < sizeof grids / sizeof grids[0]; g++) {
        int gx = grids[g][0], gy = grids[g][1], gz = grids[g][2];
        csr_matrix m;

        if (gx == 0)
            stencil_grid(1 << 20, &gx, &gy, &gz);
        if (stencil_nonzeros(gx, gy, gz) > lg_test_max_count())
            continue;
        stencil_csr_matrix((uint64_t)g + 200, gx, gy, gz, &m);
        for (int is_double = 0; is_double < 2; is_double++)
            check_matrix(&m, is_double, X_SMALL_INTEGERS, NULL);
        free_csr_matrix(&m);
    }
}

static void bad_arguments_are_refused(void **state)
{
    static const int32_t bad_csr[3] = {0, 4, 2};
    int32_t *csr = device_copy(bad_csr, sizeof bad_csr);
    float *y = NULL, *in = NULL, host[4];
    const int32_t *cols;

    (void)state;
    assert_int_equal(cudaMalloc((void **)&y, 16), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&in, 64), cudaSuccess);   /* values, cols and x */
    assert_int_equal(cudaMemset(y, 0xA5, 16), cudaSuccess);
    assert_int_equal(cudaMemset(in, 0, 64), cudaSuccess);
    cols = (const int32_t *)in + 4;
    assert_int_equal(lg_spmv_csr_f32(NULL, cols, 4, csr, 3, in, y, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_spmv_csr_f32: values is NULL and nz is 4");
    assert_int_equal(lg_spmv_csr_f32(in, cols, 4, csr, 3, NULL, y, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_spmv_csr_f32: x is NULL and nz is 4");
    assert_int_equal(lg_spmv_csr_f32(in, cols, 4, csr, 3, in, y, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx),
                        "lg_spmv_csr_f32: csr[2] = 2 is less than csr[1] = 4; csr must not decrease");
    assert_int_equal(lg_spmv_csr_f64((const double *)in, cols + 4, 3, csr, 2, (const double *)in,
                                     (double *)y, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_spmv_csr_f64: csr[1] = 4 is beyond nz = 3");
    assert_int_equal(lg_spmv_apply_f32(NULL, in, cols, in, y, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_spmv_apply_f32: plan is NULL");
    /* y shares memory with an input: x (the in-place product), values, cols. */
    assert_int_equal(lg_spmv_csr_f32(in, cols, 4, csr, 3, y, y, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_spmv_csr_f32: y and x overlap; y must "
                        "share no memory with the call's other arrays");
    assert_int_equal(lg_spmv_csr_f32(in, cols, 4, csr, 3, in + 12, in + 2, ctx),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_spmv_csr_f32: y and values overlap; y "
                        "must share no memory with the call's other arrays");
    assert_int_equal(lg_spmv_csr_f32(in, cols, 4, csr, 3, in + 12, in + 6, ctx),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_spmv_csr_f32: y and cols overlap; y "
                        "must share no memory with the call's other arrays");
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(host, y, 16, cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < 4; i++) {
        uint32_t bits;
        memcpy(&bits, &host[i], 4);
        assert_int_equal(bits, 0xA5A5A5A5u);
    }
    cudaFree(csr);
    cudaFree(y);
    cudaFree(in);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bad_arguments_are_refused),
        cmocka_unit_test(the_shipped_example_multiplies_exactly),
        cmocka_unit_test(random_matrices_multiply_within_tolerance),
        cmocka_unit_test(stencil_matrices_multiply_exactly),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    sanitizing = getenv("LG_TEST_MAX_N") != NULL;
    failed = cmocka_run_group_tests_name("sparse matrix times vector", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
