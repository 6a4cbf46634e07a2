/* Reduce-by-key: lg_reduce_by_key_f32 against cub::DeviceReduce::ReduceByKey,
   both writing each run's first key and its sum, swept over the mean run
   length L (the parameter), or on the runs of a scale-free graph's rows
   (the parameter "scale-free").

   Input: n int32 keys and n float values, different in every set. The keys
   come in m = n / L runs of equal keys, of lengths in pairs L + d and
   L - d, d uniform in [-(L - 1), L - 1] (as the segmented reduction's
   case cuts its segments; n must be a multiple of 2L); run r's key is
   random with the parity of r, so that adjacent runs never share a key.
   The values are small integers in [-100, 100], so that every sum is exact
   and compared with the CPU's bit for bit.

   "scale-free": the rows of the segmented reduction's "scale-free"
   parameter, drawn the same way: scale_free_counts_i32(seed, n / 16, n)
   (at least one row). A run of keys cannot be empty, so the runs are the
   non-empty rows alone, in order: at n = 2^26 with the default seed 1,
   1,887,487 runs of the 2^22 rows, the longest 173,554 keys. Keys are
   made as above. The values lie in [-v, v] with v = min(100, 2^24 / the
   longest run), so that every partial sum stays an integer below 2^24
   (v = 96 at 2^26 with seed 1). The byte count needs the number of runs,
   which depends on the seed and which the driver asks for by size alone:
   it is that of the rows last drawn at that size, which setup draws with
   the run's seed before any row is written (until then, seed 1's).

   Bytes: 4 read per key + 4 read per value, 4 written per run key + 4
   written per run sum (the run count CUB writes is not counted). Neither
   implementation hands the run count to the host: ours is called without
   num_segments_host, and CUB writes it to device memory, where the check
   reads it.

   A second algorithm, "reduce-by-key-i64", sums int64 values over the same
   runs: lg_reduce_by_key_i64 against cub::DeviceReduce::ReduceByKey on
   int64. Its values are random int32s times 2^20 (past 2^32, negative
   too); integer sums wrap the same way in any order, so they are compared
   bit for bit. Bytes: 4 read per key + 8 read per value, 4 written per run
   key + 8 written per run sum. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "support.h"
#include "peers_segreduce.h"

enum { RBK_OURS, RBK_CUB };
enum { RBK_LONGEST_MEAN = 1 << 16 };

typedef struct rbk_state {
    int n, mean, runs, sets; /* mean 0: scale-free */
    int bound;               /* float values lie in [-bound, bound] */
    int words;               /* 32-bit words of a value: 1 (float) or 2 (int64) */
    lg_context *ctx;
    cudaStream_t stream;
    int32_t *keys;           /* sets x n */
    void *values;            /* sets x n */
    int32_t *keys_out;       /* sets x runs */
    void *sums_out;          /* sets x runs */
    int32_t *want_keys;      /* sets x runs */
    int32_t *want_sums;      /* sets x runs: the sums' bits */
    int *num_runs;           /* CUB's run count of each set, and the count wanted */
    void *cub_temp;
    size_t cub_temp_bytes;
} rbk_state;

static int is_scale_free(const char *param)
{
    return strcmp(param, "scale-free") == 0;
}

static int rbk_param_ok(const char *param)
{
    char *end;
    long mean = strtol(param, &end, 10);

    return is_scale_free(param) || (*param != '\0' && *end == '\0' && mean >= 1 &&
                                    mean <= RBK_LONGEST_MEAN && (mean & (mean - 1)) == 0);
}

/* The rows of a scale-free graph over n values, n / 16 of them (at least
   one), into lengths (room for that many), and then their non-empty ones
   alone, in order, which become the runs: how many, or -1 if the host has
   no memory. */
static int scale_free_runs(int n, uint64_t seed, int32_t *lengths)
{
    int rows = n / 16 > 0 ? n / 16 : 1, runs = 0;

    if (scale_free_counts_i32(seed, rows, n, lengths) != 0)
        return -1;
    for (int r = 0; r < rows; r++)
        if (lengths[r] > 0)
            lengths[runs++] = lengths[r];
    return runs;
}

/* The number of runs of the scale-free rows last drawn at a size. */
static struct { int n, runs; } drawn = {-1, 0};

/* The number of runs of n keys: n / L, or the scale-free rows' runs. */
static int runs_for(int n, const char *param)
{
    int32_t *lengths;

    if (!is_scale_free(param))
        return n / atoi(param);
    if (drawn.n != n) {
        lengths = malloc(sizeof(int32_t) * ((size_t)n / 16 + 1));
        drawn.runs = lengths != NULL ? scale_free_runs(n, 1, lengths) : -1;
        drawn.n = drawn.runs >= 0 ? n : -1;
        free(lengths);
        if (drawn.runs < 0)
            return n / 16 + 1;   /* no memory to draw them: at most this many */
    }
    return drawn.runs;
}

/* At most as many runs: the rows, for the scale-free runs. */
static int most_runs(int n, const char *param)
{
    return is_scale_free(param) ? n / 16 + 1 : n / atoi(param);
}

static double rbk_bytes(int n, const char *param)
{
    return 8.0 * n + 8.0 * runs_for(n, param);
}

static double rbk_bytes_i64(int n, const char *param)
{
    return 12.0 * n + 12.0 * runs_for(n, param);
}

static double rbk_device_bytes_i64(int n, const char *param, int sets)
{
    /* keys, values; keys out, sums out, their references; CUB's temporaries */
    return (12.0 * n + 24.0 * most_runs(n, param) + 1024.0) * sets;
}

static double rbk_device_bytes(int n, const char *param, int sets)
{
    /* keys, values; keys out, sums out, their references; CUB's temporaries */
    return (8.0 * n + 16.0 * most_runs(n, param) + 1024.0) * sets;
}

/* Value i of a set: a small whole float, or an int64 that needs 64 bits. */
static void set_value(const rbk_state *s, uint64_t seed, int i, void *values, uint64_t *sum)
{
    if (s->words == 2) {
        int64_t v = (int64_t)((uint64_t)(int64_t)random_i32(seed, (uint64_t)i, INT32_MIN,
                                                            INT32_MAX) << 20);
        ((int64_t *)values)[i] = v;
        *sum += (uint64_t)v;   /* wraps, as the GPU's sum does */
    } else {
        float v = (float)random_i32(seed, (uint64_t)i, -s->bound, s->bound);
        ((float *)values)[i] = v;
        *sum += (uint64_t)(int64_t)v;
    }
}

/* One set: keys and values on the host, uploaded; the reference runs. */
static int make_set(rbk_state *s, int set, uint64_t seed, const int32_t *lengths,
                    int32_t *keys, void *values, int32_t *want_keys, int32_t *want_sums,
                    char *message)
{
    size_t base = (size_t)set * (size_t)s->n, value = 4 * (size_t)s->words;
    int i = 0, outcome;

    for (int r = 0; r < s->runs; r++) {
        uint64_t sum = 0;
        float total;
        int32_t key = 2 * random_i32(seed + 3 + (uint64_t)set, (uint64_t)r, 0, 1 << 29) + (r & 1);
        for (int end = i + lengths[r]; i < end; i++) {
            keys[i] = key;
            set_value(s, seed + 2 + (uint64_t)set, i, values, &sum);
        }
        want_keys[r] = key;
        total = (float)(int64_t)sum;
        if (s->words == 2)
            memcpy(&want_sums[2 * r], &sum, sizeof sum);
        else
            memcpy(&want_sums[r], &total, sizeof total);
    }
    if ((outcome = bench_upload_i32(s->keys + base, keys, s->n, message)) != BENCH_OK ||
        (outcome = bench_cuda(cudaMemcpy((char *)s->values + value * base, values,
                                         value * (size_t)s->n, cudaMemcpyHostToDevice),
                              message, "uploading the values")) != BENCH_OK ||
        (outcome = bench_upload_i32(s->want_keys + (size_t)set * (size_t)s->runs, want_keys,
                                    s->runs, message)) != BENCH_OK)
        return outcome;
    return bench_upload_i32(s->want_sums + (size_t)set * (size_t)s->runs * (size_t)s->words,
                            want_sums, s->runs * s->words, message);
}

static int allocate(rbk_state *s, char *message)
{
    size_t sets = (size_t)s->sets, n = (size_t)s->n, runs = (size_t)s->runs;
    size_t value = 4 * (size_t)s->words;
    int outcome;

    if ((outcome = bench_alloc((void **)&s->keys, sizeof(int32_t) * n * sets, message)) ||
        (outcome = bench_alloc(&s->values, value * n * sets, message)) ||
        (outcome = bench_alloc((void **)&s->keys_out, sizeof(int32_t) * runs * sets, message)) ||
        (outcome = bench_alloc(&s->sums_out, value * runs * sets, message)) ||
        (outcome = bench_alloc((void **)&s->want_keys, sizeof(int32_t) * runs * sets, message)) ||
        (outcome = bench_alloc((void **)&s->want_sums, value * runs * sets, message)) ||
        (outcome = bench_alloc((void **)&s->num_runs, sizeof(int) * (sets + 1), message)))
        return outcome;
    if ((outcome = bench_cuda(s->words == 2
                                  ? peer_cub_reduce_by_key_i64(s->keys, s->values, s->n,
                                                               s->keys_out, s->sums_out,
                                                               s->num_runs, NULL,
                                                               &s->cub_temp_bytes, s->stream)
                                  : peer_cub_reduce_by_key_f32(s->keys, s->values, s->n,
                                                               s->keys_out, s->sums_out,
                                                               s->num_runs, NULL,
                                                               &s->cub_temp_bytes, s->stream),
                              message, "sizing CUB's temporary storage")))
        return outcome;
    if ((outcome = bench_alloc(&s->cub_temp, s->cub_temp_bytes, message)))
        return outcome;
    return bench_upload_i32(s->num_runs + sets, &s->runs, 1, message);
}

/* The run lengths, the same in every set: pairs L + d, L - d, or the
   non-empty scale-free rows; their number (-1 if the host has no memory),
   and the bound of the float values that keeps their sums exact. */
static int cut_runs(rbk_state *s, uint64_t seed, int32_t *lengths)
{
    int runs = s->n / (s->mean > 0 ? s->mean : 1), longest = 1;

    if (s->mean == 0) {
        if ((runs = scale_free_runs(s->n, seed, lengths)) < 0)
            return -1;
        drawn.n = s->n;   /* the byte count's runs are these */
        drawn.runs = runs;
    }
    for (int r = 0; r < runs; r++) {
        if (s->mean > 0) {
            int32_t d = random_i32(seed + 1, (uint64_t)(r / 2), -(s->mean - 1), s->mean - 1);
            lengths[r] = s->mean + (r % 2 ? -d : d);
        }
        longest = lengths[r] > longest ? lengths[r] : longest;
    }
    s->bound = (1 << 24) / longest < 100 ? (1 << 24) / longest : 100;
    return runs;
}

static int setup_typed(void **state, const bench_input *input, char *message, int words)
{
    rbk_state *s = calloc(1, sizeof *s);
    int32_t *lengths = NULL, *keys = NULL, *want_keys = NULL, *want_sums = NULL;
    void *values = NULL;
    int outcome = BENCH_OK;

    if ((*state = s) == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    s->ctx = input->ctx;
    s->n = input->n;
    s->sets = input->sets;
    s->stream = input->stream;
    s->words = words;
    s->mean = is_scale_free(input->param) ? 0 : atoi(input->param);
    if (s->mean > 0 && s->n % (2 * s->mean) != 0)
        return bench_fail(message, BENCH_ERROR, "n = %d is not a multiple of 2 x %d", s->n,
                          s->mean);
    if ((lengths = malloc(sizeof(int32_t) * (size_t)most_runs(s->n, input->param))) == NULL ||
        (s->runs = cut_runs(s, input->seed, lengths)) < 0) {
        free(lengths);
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    }
    want_keys = malloc(sizeof(int32_t) * (size_t)s->runs);
    want_sums = malloc(sizeof(int32_t) * (size_t)words * (size_t)s->runs);
    keys = malloc(sizeof(int32_t) * (size_t)s->n);
    values = malloc(4 * (size_t)words * (size_t)s->n);
    if (!want_keys || !want_sums || !keys || !values)
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    else if ((outcome = allocate(s, message)) == BENCH_OK) {
        for (int set = 0; set < s->sets && outcome == BENCH_OK; set++)
            outcome = make_set(s, set, input->seed, lengths, keys, values, want_keys, want_sums,
                               message);
    }
    free(lengths);
    free(keys);
    free(values);
    free(want_keys);
    free(want_sums);
    return outcome;
}

static int rbk_setup(void **state, const bench_input *input, char *message)
{
    return setup_typed(state, input, message, 1);
}

static int rbk_setup_i64(void **state, const bench_input *input, char *message)
{
    return setup_typed(state, input, message, 2);
}

static int rbk_prepare(void *state, int impl, int set, char *message)
{
    rbk_state *s = state;
    size_t at = (size_t)set * (size_t)s->runs;
    int outcome;

    (void)impl;
    if ((outcome = bench_poison(s->keys_out + at, sizeof(int32_t) * (size_t)s->runs, s->stream,
                                message)) ||
        (outcome = bench_poison(s->num_runs + set, sizeof(int), s->stream, message)))
        return outcome;
    return bench_poison((char *)s->sums_out + 4 * (size_t)s->words * at,
                        4 * (size_t)s->words * (size_t)s->runs, s->stream, message);
}

static int rbk_run(void *state, int impl, int set, char *message)
{
    rbk_state *s = state;
    size_t base = (size_t)set * (size_t)s->n, at = (size_t)set * (size_t)s->runs;

    const float *values = (const float *)s->values + base;
    float *sums = (float *)s->sums_out + at;

    if (impl == RBK_OURS)
        return bench_lg(lg_reduce_by_key_f32(s->keys + base, values, s->n, LG_OP_SUM,
                                             s->keys_out + at, sums, NULL, s->ctx),
                        s->ctx, message);
    return bench_cuda(peer_cub_reduce_by_key_f32(s->keys + base, values, s->n, s->keys_out + at,
                                                 sums, s->num_runs + set, s->cub_temp,
                                                 &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceReduce::ReduceByKey");
}

static int rbk_run_i64(void *state, int impl, int set, char *message)
{
    rbk_state *s = state;
    size_t base = (size_t)set * (size_t)s->n, at = (size_t)set * (size_t)s->runs;
    const int64_t *values = (const int64_t *)s->values + base;
    int64_t *sums = (int64_t *)s->sums_out + at;

    if (impl == RBK_OURS)
        return bench_lg(lg_reduce_by_key_i64(s->keys + base, values, s->n, LG_OP_SUM,
                                             s->keys_out + at, sums, NULL, s->ctx),
                        s->ctx, message);
    return bench_cuda(peer_cub_reduce_by_key_i64(s->keys + base, values, s->n, s->keys_out + at,
                                                 sums, s->num_runs + set, s->cub_temp,
                                                 &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceReduce::ReduceByKey");
}

static int rbk_check(void *state, int impl, int set, char *message)
{
    rbk_state *s = state;
    size_t at = (size_t)set * (size_t)s->runs;
    int outcome;

    if (impl == RBK_CUB &&
        (outcome = bench_compare_i32(s->num_runs + set, s->num_runs + s->sets, 1, s->stream,
                                     message)) != BENCH_OK)
        return outcome;
    if ((outcome = bench_compare_i32(s->keys_out + at, s->want_keys + at, s->runs, s->stream,
                                     message)) != BENCH_OK)
        return outcome;
    at *= (size_t)s->words;
    return bench_compare_i32((const int32_t *)s->sums_out + at, s->want_sums + at,
                             s->runs * s->words, s->stream, message);
}

static void rbk_teardown(void *state)
{
    rbk_state *s = state;

    if (s == NULL)
        return;
    cudaFree(s->keys);
    cudaFree(s->values);
    cudaFree(s->keys_out);
    cudaFree(s->sums_out);
    cudaFree(s->want_keys);
    cudaFree(s->want_sums);
    cudaFree(s->num_runs);
    cudaFree(s->cub_temp);
    free(s);
}

const bench_case bench_case_reduce_by_key = {
    .algorithm = "reduce-by-key",
    .summary = "sums of float values over runs of equal int32 keys of mean length L (the "
               "parameter), or whose lengths are the non-empty rows of the segreduce case's "
               "scale-free graph (scale-free): lg_reduce_by_key_f32, "
               "cub::DeviceReduce::ReduceByKey",
    .element = "key-value pairs",
    .bytes_rule = "4 bytes read per key + 4 bytes read per value + 4 bytes written per run "
                  "key + 4 bytes written per run sum",
    .params = "1,4,16,64,256,1024,4096,16384",
    .impls = {"ours", "cub", NULL},
    .param_ok = rbk_param_ok,
    .bytes = rbk_bytes,
    .device_bytes = rbk_device_bytes,
    .setup = rbk_setup,
    .prepare = rbk_prepare,
    .run = rbk_run,
    .check = rbk_check,
    .teardown = rbk_teardown,
};

const bench_case bench_case_reduce_by_key_i64 = {
    .algorithm = "reduce-by-key-i64",
    .summary = "sums of int64 values over runs of equal int32 keys of mean length L (the "
               "parameter), or whose lengths are the non-empty rows of the segreduce case's "
               "scale-free graph (scale-free): lg_reduce_by_key_i64, "
               "cub::DeviceReduce::ReduceByKey",
    .element = "key-value pairs (int64 values)",
    .bytes_rule = "4 bytes read per key + 8 bytes read per value + 4 bytes written per run "
                  "key + 8 bytes written per run sum",
    .params = "1,4,16,64,256,1024,4096,16384",
    .impls = {"ours", "cub", NULL},
    .param_ok = rbk_param_ok,
    .bytes = rbk_bytes_i64,
    .device_bytes = rbk_device_bytes_i64,
    .setup = rbk_setup_i64,
    .prepare = rbk_prepare,
    .run = rbk_run_i64,
    .check = rbk_check,
    .teardown = rbk_teardown,
};
