/* Copying data that comes in pieces: cub::DeviceMemcpy::Batched, swept over
   the mean length of the pieces. This is the copy bandwidth that the
   interval and segmented algorithms of the book can hope for, where the
   plain copy of the roofline is what one large piece gets.

   n int32 values are cut into m = n / L pieces, L being the parameter (the
   mean piece length, a power of two). Pieces come in pairs of lengths
   L + d and L - d, d uniform in [-(L - 1), L - 1], so lengths are uniform
   in [1, 2L - 1] and m is exact. The pieces are copied into the output in
   reverse order: the output is the input with the order of its pieces
   reversed. n must be a multiple of 2L.

   Bytes: 4 read and 4 written per value, plus, per piece, what describes
   it: a source pointer, a destination pointer and a 32-bit length, 20
   bytes.

   Sets: each set has its own values and its own description of the
   pieces (the same lengths, pointing into the set's own input and
   output); set k's arrays are the kth stretch of arrays that hold every
   set end to end. */
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "support.h"
#include "peers_memcpy.h"

enum { LONGEST_MEAN = 1 << 20 };

typedef struct batched_state {
    int n, mean, pieces, sets;
    cudaStream_t stream;
    int32_t *in, *out, *want;   /* sets x n values each */
    const void **sources;   /* device arrays of sets x pieces entries each */
    void **destinations;
    uint32_t *sizes;
    void *cub_temp;
    size_t cub_temp_bytes;
} batched_state;

static int batched_param_ok(const char *param)
{
    char *end;
    long mean = strtol(param, &end, 10);

    return *param != '\0' && *end == '\0' && mean >= 1 && mean <= LONGEST_MEAN &&
           (mean & (mean - 1)) == 0;
}

static double batched_bytes(int n, const char *param)
{
    return 8.0 * n + 20.0 * (n / atoi(param));
}

static double batched_device_bytes(int n, const char *param, int sets)
{
    /* input, output, reference; the descriptions; CUB's temporaries, which
       grow with the number of pieces (counted once per set: an upper bound) */
    return (12.0 * n + 36.0 * (n / atoi(param))) * sets;
}

/* The host's picture: the pieces' source pointers, destination pointers and
   sizes, and the output they produce from values. */
typedef struct batched_host {
    const void **sources;
    void **destinations;
    uint32_t *sizes;
    int32_t *values, *want;
} batched_host;

/* The pieces of one set: the same lengths in every set, the set's own buffers. */
static void cut_into_pieces(const batched_state *s, batched_host *h, int set, uint64_t seed)
{
    size_t first = (size_t)set * (size_t)s->pieces, base = (size_t)set * (size_t)s->n;
    long long start = 0;

    for (int i = 0; i < s->pieces; i++) {
        int32_t d = random_i32(seed + 1, (uint64_t)(i / 2), -(s->mean - 1), s->mean - 1);
        int length = s->mean + (i % 2 ? -d : d);
        long long target = s->n - start - length;   /* reversed order */

        h->sources[first + i] = s->in + base + start;
        h->destinations[first + i] = s->out + base + target;
        h->sizes[first + i] = (uint32_t)(sizeof(int32_t) * (size_t)length);
        memcpy(h->want + base + target, h->values + base + start,
               sizeof(int32_t) * (size_t)length);
        start += length;
    }
}

static void free_host(batched_host *h)
{
    free(h->sources);
    free(h->destinations);
    free(h->sizes);
    free(h->values);
    free(h->want);
}

static int upload(void *device, const void *host, size_t bytes, char *message)
{
    return bench_cuda(cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice), message,
                      "uploading the pieces");
}

static int batched_setup(void **state, const bench_input *input, char *message)
{
    batched_state *s = calloc(1, sizeof *s);
    batched_host h = {0};
    size_t bytes = sizeof(int32_t) * (size_t)input->n * (size_t)input->sets, pieces;
    int outcome;

    if ((*state = s) == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    s->n = input->n;
    s->sets = input->sets;
    s->mean = atoi(input->param);
    s->stream = input->stream;
    if (s->n % (2 * s->mean) != 0)
        return bench_fail(message, BENCH_ERROR, "n = %d is not a multiple of 2 x %d", s->n,
                          s->mean);
    s->pieces = s->n / s->mean;
    pieces = (size_t)s->pieces * (size_t)s->sets;   /* of all sets */
    h.sources = malloc(sizeof(void *) * pieces);
    h.destinations = malloc(sizeof(void *) * pieces);
    h.sizes = malloc(sizeof(uint32_t) * pieces);
    h.values = malloc(bytes);
    h.want = malloc(bytes);
    if (!h.sources || !h.destinations || !h.sizes || !h.values || !h.want)
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    else if ((outcome = bench_alloc((void **)&s->in, bytes, message)) == BENCH_OK &&
             (outcome = bench_alloc((void **)&s->out, bytes, message)) == BENCH_OK &&
             (outcome = bench_alloc((void **)&s->want, bytes, message)) == BENCH_OK &&
             (outcome = bench_alloc((void **)&s->sources, sizeof(void *) * pieces,
                                    message)) == BENCH_OK &&
             (outcome = bench_alloc((void **)&s->destinations, sizeof(void *) * pieces,
                                    message)) == BENCH_OK &&
             (outcome = bench_alloc((void **)&s->sizes, sizeof(uint32_t) * pieces,
                                    message)) == BENCH_OK &&
             (outcome = bench_random_i32(s->in, h.values, s->n * s->sets, -1000000, 1000000,
                                         input->seed, s->stream, message)) == BENCH_OK) {
        for (int set = 0; set < s->sets; set++)
            cut_into_pieces(s, &h, set, input->seed);
        if ((outcome = upload(s->want, h.want, bytes, message)) == BENCH_OK &&
            (outcome = upload(s->sources, h.sources, sizeof(void *) * pieces,
                              message)) == BENCH_OK &&
            (outcome = upload(s->destinations, h.destinations, sizeof(void *) * pieces,
                              message)) == BENCH_OK &&
            (outcome = upload(s->sizes, h.sizes, sizeof(uint32_t) * pieces,
                              message)) == BENCH_OK &&
            (outcome = bench_cuda(peer_cub_memcpy_batched(s->sources, s->destinations,
                                                          s->sizes, s->pieces, NULL,
                                                          &s->cub_temp_bytes, s->stream),
                                  message, "sizing CUB's temporary storage")) == BENCH_OK)
            outcome = bench_alloc(&s->cub_temp, s->cub_temp_bytes, message);
    }
    free_host(&h);
    return outcome;
}

static int batched_prepare(void *state, int impl, int set, char *message)
{
    batched_state *s = state;

    (void)impl;
    return bench_poison(s->out + (size_t)set * (size_t)s->n, sizeof(int32_t) * (size_t)s->n,
                        s->stream, message);
}

static int batched_run(void *state, int impl, int set, char *message)
{
    batched_state *s = state;
    size_t first = (size_t)set * (size_t)s->pieces;

    (void)impl;
    return bench_cuda(peer_cub_memcpy_batched(s->sources + first, s->destinations + first,
                                              s->sizes + first, s->pieces, s->cub_temp,
                                              &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceMemcpy::Batched");
}

static int batched_check(void *state, int impl, int set, char *message)
{
    batched_state *s = state;
    size_t base = (size_t)set * (size_t)s->n;

    (void)impl;
    return bench_compare_i32(s->out + base, s->want + base, s->n, s->stream, message);
}

static void batched_teardown(void *state)
{
    batched_state *s = state;

    if (s != NULL) {
        cudaFree(s->in);
        cudaFree(s->out);
        cudaFree(s->want);
        cudaFree(s->sources);
        cudaFree(s->destinations);
        cudaFree(s->sizes);
        cudaFree(s->cub_temp);
        free(s);
    }
}

const bench_case bench_case_batched_copy = {
    .algorithm = "batched-copy",
    .summary = "int32 values copied as many pieces of mean length L (the parameter), in "
               "reverse order: cub::DeviceMemcpy::Batched",
    .element = "int32 values",
    .bytes_rule = "4 bytes read + 4 bytes written per value, + 20 bytes per piece "
                  "(source and destination pointers, 32-bit length)",
    .params = "1,2,4,8,16,32,64,128,256,512,1024,2048,4096",
    .impls = {"cub", NULL},
    .param_ok = batched_param_ok,
    .bytes = batched_bytes,
    .device_bytes = batched_device_bytes,
    .setup = batched_setup,
    .prepare = batched_prepare,
    .run = batched_run,
    .check = batched_check,
    .teardown = batched_teardown,
};
