/* Copying an array tile by tile: the foundations chapter's tile_copy_i32
   (support library), which moves each tile of NT = 256 threads x VT values
   in one of four ways, against cudaMemcpyAsync of the same values.

   The parameter is VT: 4, 8, 15 or 16. Implementations:
     cudaMemcpy           cudaMemcpyAsync from device to device (VT plays no part)
     strided              loads and stores in strided order, no shared memory
     thread-order         each thread loads and stores its VT consecutive values
     shared               strided, then to thread order and back through shared memory
     padded-shared        the same with one word of padding every 32 words
     shared-x16           shared, going to thread order and back 16 times a tile
     padded-shared-x16    padded-shared, 16 times a tile
   The 16 round trips make shared memory, not DRAM, the bottleneck.

   Input: values uniform in [-1000000, 1000000], generated on the GPU, and
   the same values generated on the CPU as the reference: the output must
   equal the input. Bytes: 4 read and 4 written per value. */
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "support.h"

enum { TILE_MEMCPY, TILE_STRIDED, TILE_THREAD_ORDER, TILE_SHARED, TILE_PADDED_SHARED,
       TILE_SHARED_X16, TILE_PADDED_SHARED_X16 };

typedef struct tile_state {
    int n, sets, vt;
    cudaStream_t stream;
    int32_t *in, *out, *want;   /* sets x n values each; set k starts at k x n */
} tile_state;

static int tile_param_ok(const char *param)
{
    return strcmp(param, "4") == 0 || strcmp(param, "8") == 0 || strcmp(param, "15") == 0 ||
           strcmp(param, "16") == 0;
}

static double tile_bytes(int n, const char *param)
{
    (void)param;
    return 8.0 * n;   /* 4 bytes read and 4 written per value */
}

static double tile_device_bytes(int n, const char *param, int sets)
{
    (void)param;
    return 12.0 * n * sets;  /* input, output, reference */
}

static int32_t *at(int32_t *buffer, int n, int set)
{
    return buffer + (size_t)set * (size_t)n;
}

static int tile_setup(void **state, const bench_input *input, char *message)
{
    tile_state *s = calloc(1, sizeof *s);
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
    s->vt = atoi(input->param);
    s->stream = input->stream;
    if ((outcome = bench_alloc((void **)&s->in, bytes, message)) == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->out, bytes, message)) == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->want, bytes, message)) == BENCH_OK &&
        (outcome = bench_random_i32(s->in, host, count, -1000000, 1000000, input->seed,
                                    s->stream, message)) == BENCH_OK)
        outcome = bench_upload_i32(s->want, host, count, message);
    free(host);
    return outcome;
}

static int tile_prepare(void *state, int impl, int set, char *message)
{
    tile_state *s = state;

    (void)impl;
    return bench_poison(at(s->out, s->n, set), sizeof(int32_t) * (size_t)s->n, s->stream,
                        message);
}

static int tile_run(void *state, int impl, int set, char *message)
{
    static const tile_copy_variant variants[] = {
        COPY_STRIDED, COPY_STRIDED, COPY_THREAD_ORDER, COPY_VIA_SHARED, COPY_VIA_PADDED_SHARED,
        COPY_VIA_SHARED, COPY_VIA_PADDED_SHARED};
    tile_state *s = state;
    int rounds = impl == TILE_SHARED_X16 || impl == TILE_PADDED_SHARED_X16 ? 16 : 1;

    if (impl == TILE_MEMCPY)
        return bench_cuda(cudaMemcpyAsync(at(s->out, s->n, set), at(s->in, s->n, set),
                                          sizeof(int32_t) * (size_t)s->n,
                                          cudaMemcpyDeviceToDevice, s->stream),
                          message, "cudaMemcpyAsync");
    if (tile_copy_i32(variants[impl], s->vt, rounds, at(s->in, s->n, set), s->n,
                      at(s->out, s->n, set), s->stream) != LG_OK)
        return bench_fail(message, BENCH_ERROR, "%s", support_last_error());
    return BENCH_OK;
}

static int tile_check(void *state, int impl, int set, char *message)
{
    tile_state *s = state;

    (void)impl;
    return bench_compare_i32(at(s->out, s->n, set), at(s->want, s->n, set), s->n, s->stream,
                             message);
}

static void tile_teardown(void *state)
{
    tile_state *s = state;

    if (s != NULL) {
        cudaFree(s->in);
        cudaFree(s->out);
        cudaFree(s->want);
        free(s);
    }
}

const bench_case bench_case_tile_copy = {
    .algorithm = "tile-copy",
    .summary = "int32 values copied tile by tile (NT = 256, VT the parameter) by the "
               "foundations chapter's tile_copy_i32, in four ways, against cudaMemcpyAsync",
    .element = "int32 values",
    .bytes_rule = "4 bytes read + 4 bytes written per value",
    .params = "4,8,15,16",
    .impls = {"cudaMemcpy", "strided", "thread-order", "shared", "padded-shared", "shared-x16",
              "padded-shared-x16", NULL},
    .param_ok = tile_param_ok,
    .bytes = tile_bytes,
    .device_bytes = tile_device_bytes,
    .setup = tile_setup,
    .prepare = tile_prepare,
    .run = tile_run,
    .check = tile_check,
    .teardown = tile_teardown,
};
