#line 1044 "chapters/07-measuring.nw"
/* The copy case: cudaMemcpyAsync from device to device, the roofline of
   every chart. Tangled from chapters/07-measuring.nw. */
#include <stdlib.h>
#include "bench.h"
#include "support.h"

/* <<Copy case>> */
#line 929 "chapters/07-measuring.nw"
typedef struct copy_state {
    int n, sets;
    cudaStream_t stream;
    int32_t *in, *out, *want;   /* sets x n values each; set k starts at k x n */
} copy_state;

static double copy_bytes(int n, const char *param)
{
    (void)param;
    return 8.0 * n;   /* 4 bytes read and 4 written per value */
}

static double copy_device_bytes(int n, const char *param, int sets)
{
    (void)param;
    return 12.0 * n * sets;  /* input, output, reference */
}
/* <<Set up a copy>> */
#line 949 "chapters/07-measuring.nw"
static int copy_setup(void **state, const bench_input *input, char *message)
{
    copy_state *s = calloc(1, sizeof *s);
    int count = input->sets * input->n;
    size_t bytes = sizeof(int32_t) * (size_t)count;
    int32_t *host = malloc(bytes);
    int outcome;

    *state = s;
    if (s == NULL || host == NULL)
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    else {
        s->n = input->n;
        s->sets = input->sets;
        s->stream = input->stream;
        if ((outcome = bench_alloc((void **)&s->in, bytes, message)) == BENCH_OK &&
            (outcome = bench_alloc((void **)&s->out, bytes, message)) == BENCH_OK &&
            (outcome = bench_alloc((void **)&s->want, bytes, message)) == BENCH_OK &&
            (outcome = bench_random_i32(s->in, host, count, -1000000, 1000000, input->seed,
                                        s->stream, message)) == BENCH_OK)
            outcome = bench_upload_i32(s->want, host, count, message);
    }
    free(host);
    return outcome;
}
/* <<Prepare, run, check and free a copy>> */
#line 980 "chapters/07-measuring.nw"
static int32_t *at(int32_t *buffer, int n, int set)
{
    return buffer + (size_t)set * (size_t)n;
}

static int copy_prepare(void *state, int impl, int set, char *message)
{
    copy_state *s = state;

    (void)impl;
    return bench_poison(at(s->out, s->n, set), sizeof(int32_t) * (size_t)s->n, s->stream,
                        message);
}

/* <<Copy one set of buffers>> */
#line 1003 "chapters/07-measuring.nw"
static int copy_run(void *state, int impl, int set, char *message)
{
    copy_state *s = state;

    (void)impl;
    return bench_cuda(cudaMemcpyAsync(at(s->out, s->n, set), at(s->in, s->n, set),
                                      sizeof(int32_t) * (size_t)s->n,
                                      cudaMemcpyDeviceToDevice, s->stream),
                      message, "cudaMemcpyAsync");
}

/* <<Check one set's copy against the reference>> */
#line 1019 "chapters/07-measuring.nw"
static int copy_check(void *state, int impl, int set, char *message)
{
    copy_state *s = state;

    (void)impl;
    return bench_compare_i32(at(s->out, s->n, set), at(s->want, s->n, set), s->n, s->stream,
                             message);
}
/* <<Prepare, run, check and free a copy>> */
#line 1030 "chapters/07-measuring.nw"
static void copy_teardown(void *state)
{
    copy_state *s = state;

    if (s != NULL) {
        cudaFree(s->in);
        cudaFree(s->out);
        cudaFree(s->want);
        free(s);
    }
}

#line 1054 "chapters/07-measuring.nw"
const bench_case bench_case_copy = {
    .algorithm = "copy",
    .summary = "device-to-device copy (cudaMemcpyAsync); the roofline of every chart",
    .element = "int32 values",
    .bytes_rule = "4 bytes read + 4 bytes written per value",
    .params = "uniform",
    .impls = {"cudaMemcpy", NULL},
    .bytes = copy_bytes,
    .device_bytes = copy_device_bytes,
    .setup = copy_setup,
    .prepare = copy_prepare,
    .run = copy_run,
    .check = copy_check,
    .teardown = copy_teardown,
};
