/* The exclusive scan of int32 values: lg_scan_exclusive_i32 (the
   foundations chapter) against cub::DeviceScan::ExclusiveSum.

   Implementations: "ours", lg_scan_exclusive_i32 (without the total, which
   would make the run wait for the device); "cub",
   cub::DeviceScan::ExclusiveSum.

   Input: values uniform in [-1000, 1000], generated on the GPU, different
   in every set. Reference: the sequential exclusive scan of each set's
   values on the CPU (scan_exclusive_reference_i32, from the foundations
   chapter). Bytes: each value read once and each
   result written once, 8 bytes per element. */
#include <stdint.h>
#include <stdlib.h>
#include "bench.h"
#include "support.h"
#include "peers_scan.h"

enum { SCAN_OURS, SCAN_CUB };

typedef struct scan_state {
    int n, sets;
    lg_context *ctx;
    cudaStream_t stream;
    int32_t *in, *out, *want;   /* sets x n values each; set k starts at k x n */
    void *cub_temp;
    size_t cub_temp_bytes;
} scan_state;

static double scan_bytes(int n, const char *param)
{
    (void)param;
    return 8.0 * n;   /* 4 bytes read and 4 written per value */
}

static double scan_device_bytes(int n, const char *param, int sets)
{
    (void)param;
    return 12.0 * n * sets;  /* input, output, reference; the temporaries are small */
}

static int32_t *at(int32_t *buffer, int n, int set)
{
    return buffer + (size_t)set * (size_t)n;
}

/* The reference answers of every set, computed in place over the inputs in host. */
static void compute_references(scan_state *s, int32_t *host)
{
    for (int set = 0; set < s->sets; set++)
        (void)scan_exclusive_reference_i32(at(host, s->n, set), s->n, at(host, s->n, set));
}

static int scan_setup(void **state, const bench_input *input, char *message)
{
    scan_state *s = calloc(1, sizeof *s);
    int count = input->sets * input->n;
    size_t bytes = sizeof(int32_t) * (size_t)count;
    int32_t *host = malloc(bytes);
    int outcome;

    *state = s;
    if (s == NULL || host == NULL) {
        free(host);
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    }
    s->n = input->n;
    s->sets = input->sets;
    s->ctx = input->ctx;
    s->stream = input->stream;
    if ((outcome = bench_alloc((void **)&s->in, bytes, message)) == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->out, bytes, message)) == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->want, bytes, message)) == BENCH_OK &&
        (outcome = bench_random_i32(s->in, host, count, -1000, 1000, input->seed, s->stream,
                                    message)) == BENCH_OK &&
        (outcome = bench_cuda(peer_cub_scan_exclusive_i32(s->in, s->out, s->n, NULL,
                                                          &s->cub_temp_bytes, s->stream),
                              message, "sizing CUB's temporary storage")) == BENCH_OK &&
        (outcome = bench_alloc(&s->cub_temp, s->cub_temp_bytes, message)) == BENCH_OK) {
        compute_references(s, host);
        outcome = bench_upload_i32(s->want, host, count, message);
    }
    free(host);
    return outcome;
}

static int scan_prepare(void *state, int impl, int set, char *message)
{
    scan_state *s = state;

    (void)impl;
    return bench_poison(at(s->out, s->n, set), sizeof(int32_t) * (size_t)s->n, s->stream,
                        message);
}

static int scan_run(void *state, int impl, int set, char *message)
{
    scan_state *s = state;
    const int32_t *in = at(s->in, s->n, set);
    int32_t *out = at(s->out, s->n, set);

    if (impl == SCAN_OURS)
        return bench_lg(lg_scan_exclusive_i32(in, s->n, out, NULL, s->ctx), s->ctx, message);
    return bench_cuda(peer_cub_scan_exclusive_i32(in, out, s->n, s->cub_temp,
                                                  &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceScan::ExclusiveSum");
}

static int scan_check(void *state, int impl, int set, char *message)
{
    scan_state *s = state;
    (void)impl;
    return bench_compare_i32(at(s->out, s->n, set), at(s->want, s->n, set), s->n, s->stream,
                             message);
}

static void scan_teardown(void *state)
{
    scan_state *s = state;

    if (s != NULL) {
        cudaFree(s->in);
        cudaFree(s->out);
        cudaFree(s->want);
        cudaFree(s->cub_temp);
        free(s);
    }
}

const bench_case bench_case_scan = {
    .algorithm = "scan",
    .summary = "exclusive scan of int32 values: lg_scan_exclusive_i32 against "
               "cub::DeviceScan::ExclusiveSum",
    .element = "int32 values",
    .bytes_rule = "4 bytes read + 4 bytes written per value",
    .params = "uniform",
    .impls = {"ours", "cub", NULL},
    .bytes = scan_bytes,
    .device_bytes = scan_device_bytes,
    .setup = scan_setup,
    .prepare = scan_prepare,
    .run = scan_run,
    .check = scan_check,
    .teardown = scan_teardown,
};
