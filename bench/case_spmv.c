/* Sparse matrix times vector, y = A x in float, A in CSR form:
   lg_spmv_csr_f32 (one call), lg_spmv_apply_f32 (a plan of the rows made
   once, untimed) and cusparseSpMV with CUSPARSE_SPMV_CSR_ALG1 and ALG2
   (buffer and cusparseSpMV_preprocess untimed), and "gathers", the bound
   of peer_spmv_gathers_f32 (the nonzeros read and x gathered as any CSR
   SpMV must, summed by thread instead of by row, and checked as such), on
   three kinds of square random matrix of n nonzeros and a stencil matrix
   (the parameter names the kind):

   - mean8, mean64: n / L rows of lengths in pairs L + d and L - d, d
     uniform in [-L, L], so lengths are uniform in [0, 2L] (empty rows
     included) and the mean is exactly L (n must be a multiple of 2L);
   - powerlaw: n / 16 rows whose lengths follow a power law, P(length >= k)
     falling as k^-1.5, scaled to a mean of exactly 16; the longest rows
     hold a few hundred thousand nonzeros;
   - stencil: the 7-point stencil of a 3D grid (stencil_csr in the support
     code: a row per grid point, its columns the point and its neighbours
     along each axis, 4 to 7 a row, in increasing order), on the grid
     g x g x gz that stencil_grid chooses: the most nonzeros up to n, so
     the matrix may hold fewer than n (at n = 2^26: 212 x 212 x 214,
     9,618,016 rows, 67,054,752 nonzeros). Its columns cluster, so x is
     read nearly once and the matrix's stream sets the speed. The driver's
     elements a second divide n, not the nonzeros, by the time; the bytes
     count the nonzeros used.

   The random matrices' columns are uniform over the n / L columns, in no
   order within a row. Values of A and x are small integers in [-4, 4], so
   every sum is exact in float and the products are compared with the
   CPU's bit for bit.

   Bytes: 4 read per value + 4 read per column index (8 per nonzero), 4
   read per row start, 4 read per entry of x (once) and 4 written per entry
   of y: 8 nz + 12 rows (nz = n but for the stencil). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "support.h"
#include "peers_segreduce.h"

enum { SPMV_OURS, SPMV_OURS_PLAN, SPMV_ALG1, SPMV_ALG2, SPMV_GATHERS, SPMV_IMPLS };

typedef struct spmv_state {
    int n, rows, mean, power_law, stencil, sets;    /* n: the nonzeros of the matrix */
    int partials;               /* of the gathers, a set */
    int grid[3];                /* the stencil's gx, gy, gz */
    lg_context *ctx;
    cudaStream_t stream;
    float *values, *x, *y;      /* sets x n, sets x rows, sets x rows */
    float *partial;             /* sets x partials */
    int32_t *want_partial;      /* sets x partials: their bits */
    int32_t *cols, *csr;        /* sets x n, sets x (rows + 1) */
    int32_t *want;              /* sets x rows: the products' bits */
    lg_segreduce_plan **plans;  /* one per set */
    peer_spmv **peers;          /* sets x 2: ALG1, ALG2 */
} spmv_state;

static int spmv_mean(const char *param)
{
    return strcmp(param, "mean8") == 0 ? 8 : strcmp(param, "mean64") == 0 ? 64 : 16;
}

/* The matrix's nonzeros and rows for the driver's n: n and n / L, or the
   stencil's on its grid for n. */
static void spmv_size(int n, const char *param, int *nz, int *rows)
{
    if (strcmp(param, "stencil") == 0) {
        int gx, gy, gz;

        stencil_grid(n, &gx, &gy, &gz);
        *nz = (int)stencil_nonzeros(gx, gy, gz);
        *rows = gx * gy * gz;
    } else {
        *nz = n;
        *rows = n / spmv_mean(param);
    }
}

static double spmv_bytes(int n, const char *param)
{
    int nz, rows;

    spmv_size(n, param, &nz, &rows);
    return 8.0 * nz + 12.0 * rows;
}

static double spmv_device_bytes(int n, const char *param, int sets)
{
    int nz, rows;

    /* values, columns, a plan (about 0.3 byte per nonzero), the gathers'
       partials and their reference (0.5); row starts, x, y, the
       reference; cuSPARSE's buffers, counted as much again */
    spmv_size(n, param, &nz, &rows);
    return (8.8 * nz + 16.0 * rows + 1024.0) * sets * 1.5;
}

/* The row starts: uniform pairs, or power-law weights scaled to n in all;
   for the stencil, its row starts and columns, the same in every set.
   Returns 0 if out of host memory. */
static int make_rows(const spmv_state *s, uint64_t seed, int32_t *csr, int32_t *cols)
{
    if (s->stencil) {
        stencil_csr(s->grid[0], s->grid[1], s->grid[2], csr, cols);
        return 1;
    }
    if (!s->power_law) {
        int64_t start = 0;
        for (int r = 0; r < s->rows; r++) {
            int32_t d = random_i32(seed + 1, (uint64_t)(r / 2), -s->mean, s->mean);
            csr[r] = (int32_t)start;
            start += s->mean + (r % 2 ? -d : d);
        }
    } else {
        double *weight = malloc(sizeof(double) * (size_t)s->rows), total = 0, sum = 0;
        if (weight == NULL)
            return 0;
        for (int r = 0; r < s->rows; r++) {
            double u = (random_i32(seed + 1, (uint64_t)r, 0, (1 << 24) - 1) + 1.0) / (1 << 24);
            total += weight[r] = pow(u, -1.0 / 1.5);
        }
        for (int r = 0; r < s->rows; r++) {
            csr[r] = (int32_t)floor(sum / total * s->n);
            sum += weight[r];
        }
        free(weight);
    }
    csr[s->rows] = s->n;
    return 1;
}

typedef struct spmv_host {
    int32_t *csr, *cols, *want, *want_partial;
    float *values, *x;
} spmv_host;

/* The gathers' partials, as peer_spmv_gathers_shape describes them. */
static void gathers_reference(const spmv_state *s, const spmv_host *h)
{
    int nt, vt;

    peer_spmv_gathers_shape(&nt, &vt);
    for (int p = 0; p < s->partials; p++) {
        int64_t first = (int64_t)(p / nt) * nt * vt + p % nt;
        float sum = 0.0f;
        for (int i = 0; i < vt; i++) {
            int64_t j = first + (int64_t)i * nt;
            if (j < s->n)
                sum += h->values[j] * h->x[h->cols[j]];
        }
        memcpy(&h->want_partial[p], &sum, sizeof sum);
    }
}

static int upload(void *device, const void *host, size_t bytes, char *message)
{
    return bench_cuda(cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice), message,
                      "uploading the matrix");
}

/* One set's matrix entries and x, uploaded, and the reference product. */
static int make_set(spmv_state *s, int set, uint64_t seed, spmv_host *h, char *message)
{
    size_t n = (size_t)s->n, rows = (size_t)s->rows, base = (size_t)set * n;
    uint64_t set_seed = seed + 4 * (uint64_t)(set + 1);
    int outcome;

    for (size_t j = 0; j < n; j++) {
        h->values[j] = (float)random_i32(set_seed, j, -4, 4);
        if (!s->stencil)
            h->cols[j] = random_i32(set_seed + 1, j, 0, s->rows - 1);
    }
    for (size_t i = 0; i < rows; i++)
        h->x[i] = (float)random_i32(set_seed + 2, i, -4, 4);
    for (int r = 0; r < s->rows; r++) {
        int64_t sum = 0;
        float total;
        for (int j = h->csr[r]; j < h->csr[r + 1]; j++)
            sum += (int64_t)h->values[j] * (int64_t)h->x[h->cols[j]];
        total = (float)sum;
        memcpy(&h->want[r], &total, sizeof total);
    }
    gathers_reference(s, h);
    if ((outcome = upload(s->values + base, h->values, sizeof(float) * n, message)) ||
        (outcome = upload(s->cols + base, h->cols, sizeof(int32_t) * n, message)) ||
        (outcome = upload(s->x + (size_t)set * rows, h->x, sizeof(float) * rows, message)) ||
        (outcome = upload(s->csr + (size_t)set * (rows + 1), h->csr,
                          sizeof(int32_t) * (rows + 1), message)))
        return outcome;
    if ((outcome = bench_upload_i32(s->want + (size_t)set * rows, h->want, s->rows, message)))
        return outcome;
    return bench_upload_i32(s->want_partial + (size_t)set * (size_t)s->partials,
                            h->want_partial, s->partials, message);
}

/* The plan and the two cuSPARSE descriptions of one set. */
static int make_handles(spmv_state *s, int set, char *message)
{
    size_t n = (size_t)s->n, rows = (size_t)s->rows;
    const int32_t *csr = s->csr + (size_t)set * (rows + 1);
    int outcome;

    if ((outcome = bench_lg(lg_segreduce_plan_csr(csr, s->n, s->rows, &s->plans[set], s->ctx),
                            s->ctx, message)))
        return outcome;
    for (int alg = 1; alg <= 2; alg++) {
        const char *why = peer_cusparse_spmv_create(
            &s->peers[2 * set + alg - 1], alg, s->rows, s->rows, s->n, csr,
            s->cols + (size_t)set * n, s->values + (size_t)set * n, s->x + (size_t)set * rows,
            s->y + (size_t)set * rows, s->stream);
        if (why != NULL)
            return bench_fail(message, BENCH_ERROR, "setting up cusparseSpMV: %s", why);
    }
    return BENCH_OK;
}

static int allocate(spmv_state *s, spmv_host *h, char *message)
{
    size_t sets = (size_t)s->sets, n = (size_t)s->n, rows = (size_t)s->rows;
    int outcome;

    h->csr = malloc(sizeof(int32_t) * (rows + 1));
    h->cols = malloc(sizeof(int32_t) * n);
    h->want = malloc(sizeof(int32_t) * rows);
    h->want_partial = malloc(sizeof(int32_t) * (size_t)s->partials);
    h->values = malloc(sizeof(float) * n);
    h->x = malloc(sizeof(float) * rows);
    s->plans = calloc(sets, sizeof *s->plans);
    s->peers = calloc(2 * sets, sizeof *s->peers);
    if (!h->csr || !h->cols || !h->want || !h->want_partial || !h->values || !h->x ||
        !s->plans || !s->peers)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    if ((outcome = bench_alloc((void **)&s->values, sizeof(float) * n * sets, message)) ||
        (outcome = bench_alloc((void **)&s->cols, sizeof(int32_t) * n * sets, message)) ||
        (outcome = bench_alloc((void **)&s->csr, sizeof(int32_t) * (rows + 1) * sets,
                               message)) ||
        (outcome = bench_alloc((void **)&s->x, sizeof(float) * rows * sets, message)) ||
        (outcome = bench_alloc((void **)&s->y, sizeof(float) * rows * sets, message)) ||
        (outcome = bench_alloc((void **)&s->partial, sizeof(float) * (size_t)s->partials * sets,
                               message)) ||
        (outcome = bench_alloc((void **)&s->want_partial,
                               sizeof(int32_t) * (size_t)s->partials * sets, message)))
        return outcome;
    return bench_alloc((void **)&s->want, sizeof(int32_t) * rows * sets, message);
}

static int spmv_setup(void **state, const bench_input *input, char *message)
{
    spmv_state *s = calloc(1, sizeof *s);
    spmv_host h = {0};
    int outcome;

    if ((*state = s) == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    s->ctx = input->ctx;
    s->n = input->n;
    s->sets = input->sets;
    s->stream = input->stream;
    s->mean = spmv_mean(input->param);
    s->power_law = strcmp(input->param, "powerlaw") == 0;
    s->stencil = strcmp(input->param, "stencil") == 0;
    if (s->stencil && s->n < 1)
        return bench_fail(message, BENCH_ERROR, "n = %d: the stencil needs n >= 1", s->n);
    if (!s->stencil && s->n % (2 * s->mean) != 0)
        return bench_fail(message, BENCH_ERROR, "n = %d is not a multiple of 2 x %d", s->n,
                          s->mean);
    spmv_size(input->n, input->param, &s->n, &s->rows);
    if (s->stencil)
        stencil_grid(input->n, &s->grid[0], &s->grid[1], &s->grid[2]);
    {
        int nt, vt;
        peer_spmv_gathers_shape(&nt, &vt);
        s->partials = (int)(((int64_t)s->n + nt * vt - 1) / (nt * vt)) * nt;
    }
    if ((outcome = allocate(s, &h, message)) == BENCH_OK &&
        !make_rows(s, input->seed, h.csr, h.cols))
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    for (int set = 0; set < s->sets && outcome == BENCH_OK; set++)
        if ((outcome = make_set(s, set, input->seed, &h, message)) == BENCH_OK)
            outcome = make_handles(s, set, message);
    free(h.csr);
    free(h.cols);
    free(h.want);
    free(h.want_partial);
    free(h.values);
    free(h.x);
    return outcome;
}

static int spmv_prepare(void *state, int impl, int set, char *message)
{
    spmv_state *s = state;

    if (impl == SPMV_GATHERS)
        return bench_poison(s->partial + (size_t)set * (size_t)s->partials,
                            sizeof(float) * (size_t)s->partials, s->stream, message);
    return bench_poison(s->y + (size_t)set * (size_t)s->rows, sizeof(float) * (size_t)s->rows,
                        s->stream, message);
}

static int spmv_run(void *state, int impl, int set, char *message)
{
    spmv_state *s = state;
    size_t base = (size_t)set * (size_t)s->n, at = (size_t)set * (size_t)s->rows;
    const char *why;

    if (impl == SPMV_OURS)
        return bench_lg(lg_spmv_csr_f32(s->values + base, s->cols + base, s->n,
                                        s->csr + (size_t)set * ((size_t)s->rows + 1), s->rows,
                                        s->x + at, s->y + at, s->ctx),
                        s->ctx, message);
    if (impl == SPMV_OURS_PLAN)
        return bench_lg(lg_spmv_apply_f32(s->plans[set], s->values + base, s->cols + base,
                                          s->x + at, s->y + at, s->ctx),
                        s->ctx, message);
    if (impl == SPMV_GATHERS)
        return bench_cuda(peer_spmv_gathers_f32(s->values + base, s->cols + base, s->x + at, s->n,
                                                s->partial + (size_t)set * (size_t)s->partials,
                                                s->stream),
                          message, "gathering x");
    why = peer_cusparse_spmv_run(s->peers[2 * set + (impl == SPMV_ALG2)]);
    return why == NULL ? BENCH_OK : bench_fail(message, BENCH_ERROR, "cusparseSpMV: %s", why);
}

static int spmv_check(void *state, int impl, int set, char *message)
{
    spmv_state *s = state;
    size_t at = (size_t)set * (size_t)s->rows;

    if (impl == SPMV_GATHERS) {
        size_t p = (size_t)set * (size_t)s->partials;
        return bench_compare_i32((const int32_t *)(const void *)(s->partial + p),
                                 s->want_partial + p, s->partials, s->stream, message);
    }
    return bench_compare_i32((const int32_t *)(const void *)(s->y + at), s->want + at, s->rows,
                             s->stream, message);
}

static void spmv_teardown(void *state)
{
    spmv_state *s = state;

    if (s == NULL)
        return;
    for (int set = 0; set < s->sets; set++) {
        if (s->plans != NULL)
            lg_segreduce_plan_destroy(s->plans[set]);
        if (s->peers != NULL) {
            peer_cusparse_spmv_destroy(s->peers[2 * set]);
            peer_cusparse_spmv_destroy(s->peers[2 * set + 1]);
        }
    }
    free(s->plans);
    free(s->peers);
    cudaFree(s->values);
    cudaFree(s->cols);
    cudaFree(s->csr);
    cudaFree(s->x);
    cudaFree(s->y);
    cudaFree(s->want);
    cudaFree(s->partial);
    cudaFree(s->want_partial);
    free(s);
}

const bench_case bench_case_spmv = {
    .algorithm = "spmv",
    .summary = "y = A x in float for square CSR matrices (mean8, mean64: random, row lengths "
               "uniform with mean 8 or 64; powerlaw: random, power-law row lengths of mean 16; "
               "stencil: the 7-point stencil of a 3D grid g x g x gz, its nonzeros the most "
               "up to n): lg_spmv_csr_f32, a plan applied, cusparseSpMV CSR ALG1 and ALG2, "
               "and the bound of the gathers alone",
    .element = "nonzeros (stencil: at most n, on its grid)",
    .bytes_rule = "4 bytes read per value + 4 per column index, 4 read per row start, 4 read "
                  "per entry of x, 4 written per entry of y",
    .params = "mean8,mean64,powerlaw,stencil",
    .impls = {"ours", "ours-plan", "cusparse-alg1", "cusparse-alg2", "gathers", NULL},
    .bytes = spmv_bytes,
    .device_bytes = spmv_device_bytes,
    .setup = spmv_setup,
    .prepare = spmv_prepare,
    .run = spmv_run,
    .check = spmv_check,
    .teardown = spmv_teardown,
};
