#line 3232 "chapters/06-segreduce.nw"
/* spmv: sparse matrix times vector with the segmented reduction's core. */
#define _POSIX_C_SOURCE 200809L   /* readlink */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "litgpu.h"
#include "support.h"

/* <<Explain the SpMV demo's options>> */
#line 9242 "chapters/09-support.nw"
#define EXAMPLE_MATRIX "generated/data/spmv-example.mtx"

static void usage(FILE *f)
{
    fprintf(f, "usage: spmv [-m|--matrix FILE.mtx]\n"
               "Multiply the matrix (default " EXAMPLE_MATRIX ") by x = 1, 2, ...\n"
               "and print the product, then check a larger random matrix; on the GPU if\n"
               "there is one, else on the CPU.\n");
}
/* <<Find the example matrix wherever the demo runs>> */
#line 9272 "chapters/09-support.nw"
/* The example matrix's path into found (size bytes); 0 if it exists. */
static int find_example_matrix(char *found, size_t size)
{
    char self[4096];
    ssize_t n;
    char *slash;

    snprintf(found, size, "%s", EXAMPLE_MATRIX);
    if (access(found, R_OK) == 0)
        return 0;
    n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0)
        return -1;
    self[n] = '\0';
    if ((slash = strrchr(self, '/')) != NULL)
        *slash = '\0';
    if (snprintf(found, size, "%s/../../%s", self, EXAMPLE_MATRIX) >= (int)size)
        return -1;
    return access(found, R_OK) == 0 ? 0 : -1;
}
/* <<Print an array of doubles>> */
#line 9298 "chapters/09-support.nw"
static void print_doubles(const char *title, const double *v, int n)
{
    printf("%s\n", title);
    for (int i = 0; i < n; i++) {
        if (i % 5 == 0)
            printf("%s%5d: ", i ? "\n" : "", i);
        printf("%9.2f", v[i]);
    }
    printf("\n");
}
/* <<Multiply a matrix on the GPU>> */
#line 3309 "chapters/06-segreduce.nw"
/* y = A x with lg_spmv_csr_f32; 0 on success. */
static int multiply_on_gpu(lg_context *ctx, const csr_matrix *m, const double *x, double *y)
{
    size_t nz = (size_t)m->nz + 1, rows = (size_t)m->rows + 1, cols = (size_t)m->cols + 1;
    float *values_host = malloc(sizeof(float) * nz), *x_host = malloc(sizeof(float) * cols);
    float *y_host = malloc(sizeof(float) * rows), *values = NULL, *xd = NULL, *yd = NULL;
    int32_t *col = NULL, *csr = NULL;
    int failed = 1;

    /* <<Convert the matrix's values and x to float>> */
#line 3347 "chapters/06-segreduce.nw"
    for (int i = 0; i < m->nz; i++)
        values_host[i] = (float)m->values[i];
    for (int i = 0; i < m->cols; i++)
        x_host[i] = (float)x[i];
#line 3319 "chapters/06-segreduce.nw"
    if (cudaMalloc((void **)&values, sizeof(float) * nz) == cudaSuccess &&
        cudaMalloc((void **)&col, sizeof(int32_t) * nz) == cudaSuccess &&
        cudaMalloc((void **)&csr, sizeof(int32_t) * rows) == cudaSuccess &&
        cudaMalloc((void **)&xd, sizeof(float) * cols) == cudaSuccess &&
        cudaMalloc((void **)&yd, sizeof(float) * rows) == cudaSuccess &&
        cudaMemcpy(values, values_host, sizeof(float) * nz, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(col, m->col, sizeof(int32_t) * nz, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(csr, m->csr, sizeof(int32_t) * rows, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(xd, x_host, sizeof(float) * cols, cudaMemcpyHostToDevice) == cudaSuccess &&
        lg_spmv_csr_f32(values, col, m->nz, csr, m->rows, xd, yd, ctx) == LG_OK &&
        cudaMemcpy(y_host, yd, sizeof(float) * rows, cudaMemcpyDeviceToHost) == cudaSuccess) {
        /* <<Copy the product back to double>> */
#line 3342 "chapters/06-segreduce.nw"
        for (int i = 0; i < m->rows; i++)
            y[i] = y_host[i];
#line 3331 "chapters/06-segreduce.nw"
        failed = 0;
    } else {
        printf("The GPU product failed: %s\n", lg_context_last_error(ctx));
    }
    cudaFree(values); cudaFree(col); cudaFree(csr); cudaFree(xd); cudaFree(yd);
    free(values_host); free(x_host); free(y_host);
    return failed;
}
/* <<Multiply a matrix on the GPU>> */
#line 3354 "chapters/06-segreduce.nw"
/* Multiply m by x = 1, 2, ..., 10, 1, 2, ... on the GPU (or the CPU) and compare. */
static int multiply_large(lg_context *ctx, const csr_matrix *m)
{
    double *x = malloc(sizeof(double) * (size_t)m->cols), *want = malloc(sizeof(double) * (size_t)m->rows);
    double *got = malloc(sizeof(double) * (size_t)m->rows), worst = 0;
    int failed = 0, empty = 0;

    for (int i = 0; i < m->cols; i++)
        x[i] = i % 10 + 1;
    for (int r = 0; r < m->rows; r++)
        empty += (r + 1 < m->rows ? m->csr[r + 1] : m->nz) == m->csr[r];
    spmv_reference_f64(m->values, m->col, m->nz, m->csr, m->rows, x, want);
    printf("\nA random %d x %d matrix with %d nonzeros (%d empty rows), x = 1, 2, ..., 10, 1, ...\n",
           m->rows, m->cols, m->nz, empty);
    if (ctx == NULL) {
        print_doubles("y[0..9] (CPU reference):", want, 10);
    } else if ((failed = multiply_on_gpu(ctx, m, x, got)) == 0) {
        /* <<Compare each row with the reference, relative to its scale>> */
#line 3386 "chapters/06-segreduce.nw"
        for (int r = 0; r < m->rows; r++) {
            double scale = 0, error = got[r] > want[r] ? got[r] - want[r] : want[r] - got[r];
            for (int j = m->csr[r]; j < m->csr[r + 1]; j++)
                scale += (m->values[j] < 0 ? -m->values[j] : m->values[j]) * x[m->col[j]];
            if (scale > 0 && error / scale > worst)
                worst = error / scale;
            failed |= error > 1.0 / 65536 * scale;
        }
#line 3372 "chapters/06-segreduce.nw"
        print_doubles("y[0..9] (lg_spmv_csr_f32):", got, 10);
        printf("Largest error relative to the row's sum of |a_ij x_j|: %.2g (%s)\n", worst,
               failed ? "TOO LARGE" : "within 2^-16");
    }
    free(x); free(want); free(got);
    return failed;
}
/* <<Print a small matrix and its product>> */
#line 3284 "chapters/06-segreduce.nw"
static void print_small_product(lg_context *ctx, const char *path, const csr_matrix *m)
{
    double *x = malloc(sizeof(double) * (size_t)(m->cols + 1));
    double *y = malloc(sizeof(double) * (size_t)(m->rows + 1));

    for (int i = 0; i < m->cols; i++)
        x[i] = i + 1;
    printf("%s: %d x %d, %d nonzeros\n\nRow starts (CSR):\n", path, m->rows, m->cols, m->nz);
    print_array_i32(stdout, m->csr, m->rows);
    printf("\nColumns:\n");
    print_array_i32(stdout, m->col, m->nz);
    print_doubles("\nValues:", m->values, m->nz);
    print_doubles("\nx:", x, m->cols);
    if (ctx == NULL || multiply_on_gpu(ctx, m, x, y) != 0) {
        spmv_reference_f64(m->values, m->col, m->nz, m->csr, m->rows, x, y);
        print_doubles("\ny = A x (CPU reference):", y, m->rows);
    } else {
        print_doubles("\ny = A x (lg_spmv_csr_f32):", y, m->rows);
    }
    free(x);
    free(y);
}

/* <<The SpMV demo's main function>> */
#line 3251 "chapters/06-segreduce.nw"
int main(int argc, char **argv)
{
    const char *path = NULL;
    char found[4096];
    csr_matrix small, large;
    char error[256] = "";
    lg_context *ctx = NULL;
    int failed = 0;

    /* <<Read the SpMV demo's options>> */
#line 9254 "chapters/09-support.nw"
    const demo_option options[] = {{"matrix", 'm', 0, 0, NULL, &path}};
    int done = demo_read_options(argc, argv, "spmv", usage, options, 1);
    if (done >= 0)
        return done;
    if (path == NULL && find_example_matrix(found, sizeof found) != 0) {
        fprintf(stderr, "spmv: cannot find %s, neither here nor from the demo's own folder "
                        "(../../ from it); give --matrix FILE\n", EXAMPLE_MATRIX);
        return 1;
    }
    if (path == NULL)
        path = found;
#line 3261 "chapters/06-segreduce.nw"
    /* <<Read the example matrix and look for a GPU>> */
#line 3273 "chapters/06-segreduce.nw"
    if (read_matrix_market(path, &small, error, sizeof error) != 0) {
        fprintf(stderr, "spmv: %s: %s\n", path, error);
        return 1;
    }
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("No CUDA device (%s); showing the CPU reference.\n\n", lg_context_last_error(NULL));
        ctx = NULL;
    }
#line 3262 "chapters/06-segreduce.nw"
    print_small_product(ctx, path, &small);
    random_csr_matrix(5, 100000, 100000, 8, 0, &large);
    failed = multiply_large(ctx, &large);
    free_csr_matrix(&small);
    free_csr_matrix(&large);
    lg_context_destroy(ctx);
    return failed;
}
