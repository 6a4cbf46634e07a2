/* The exclusive scan of int32 values: lg_scan_exclusive_i32 (the
   foundations chapter) against cub::DeviceScan::ExclusiveSum.

   Input: values uniform in [-1000, 1000], generated on the GPU. Reference:
   the sequential exclusive scan of the same values on the CPU
   (scan_exclusive_reference_i32, from the foundations chapter). Bytes: each value read once and each
   result written once, 8 bytes per element. */
#include <stdlib.h>
#include "bench.h"
#include "support.h"
#include "peers_scan.h"

enum { SCAN_OURS, SCAN_CUB };

typedef struct scan_state {
    int n;
    lg_context *ctx;
    cudaStream_t stream;
    int32_t *in, *out, *want;
    void *cub_temp;
    size_t cub_temp_bytes;
} scan_state;

static double scan_bytes(int n, const char *param)
{
    (void)param;
    return 8.0 * n;   /* 4 bytes read and 4 written per value */
}

static double scan_device_bytes(int n, const char *param)
{
    (void)param;
    return 12.0 * n;  /* input, output, reference; the temporaries are small */
}

static int scan_setup(void **state, const bench_input *input, char *message)
{
    scan_state *s = calloc(1, sizeof *s);
    size_t bytes = sizeof(int32_t) * (size_t)input->n;
    int32_t *host = malloc(bytes);
    int outcome;

    *state = s;
    if (s == NULL || host == NULL) {
        free(host);
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    }
    s->n = input->n;
    s->ctx = input->ctx;
    s->stream = input->stream;
    if ((outcome = bench_alloc((void **)&s->in, bytes, message)) == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->out, bytes, message)) == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->want, bytes, message)) == BENCH_OK &&
        (outcome = bench_random_i32(s->in, host, s->n, -1000, 1000, input->seed, s->stream,
                                    message)) == BENCH_OK &&
        (outcome = bench_cuda(peer_cub_scan_exclusive_i32(s->in, s->out, s->n, NULL,
                                                          &s->cub_temp_bytes, s->stream),
                              message, "sizing CUB's temporary storage")) == BENCH_OK &&
        (outcome = bench_alloc(&s->cub_temp, s->cub_temp_bytes, message)) == BENCH_OK) {
        scan_exclusive_reference_i32(host, s->n, host);   /* in place */
        outcome = bench_upload_i32(s->want, host, s->n, message);
    }
    free(host);
    return outcome;
}

static int scan_prepare(void *state, int impl, char *message)
{
    scan_state *s = state;

    (void)impl;
    return bench_poison(s->out, sizeof(int32_t) * (size_t)s->n, s->stream, message);
}

static int scan_run(void *state, int impl, char *message)
{
    scan_state *s = state;

    if (impl == SCAN_OURS)
        return bench_lg(lg_scan_exclusive_i32(s->in, s->n, s->out, NULL, s->ctx), s->ctx,
                        message);
    return bench_cuda(peer_cub_scan_exclusive_i32(s->in, s->out, s->n, s->cub_temp,
                                                  &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceScan::ExclusiveSum");
}

static int scan_check(void *state, int impl, char *message)
{
    scan_state *s = state;

    (void)impl;
    return bench_compare_i32(s->out, s->want, s->n, s->stream, message);
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
