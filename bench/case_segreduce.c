/* Segmented reduction over a CSR array, swept over the mean segment length
   L (the parameter) or over the rows of a scale-free graph (the parameter
   "scale-free"), as two algorithms measured on the same inputs:
   "segreduce", lg_segreduce_csr_f32 (one call) against
   cub::DeviceSegmentedReduce::Sum, and "segreduce-plan",
   lg_segreduce_apply_f32 (a plan made once, untimed, applied timed), whose
   bytes are counted with the plan's codes in place of the CSR array.

   Input: n float values, small integers uniform in [-100, 100], different
   in every set, cut into m = n / L segments. Segments come in pairs of
   lengths L + d and L - d, d uniform in [-(L - 1), L - 1], so lengths are
   uniform in [1, 2L - 1] and m is exact; n must be a multiple of 2L. With
   integer values and L at most 2^16, every partial sum is an integer below
   2^24, which a float holds exactly: every order of summation gives the
   same bits, so the totals are compared with the CPU's bit for bit (the
   chapter's tolerance for float sums is not needed here).

   "scale-free": m = n / 16 segments (at least one) whose lengths are
   scale_free_counts_i32(seed, m, n), the degrees of a scale-free graph:
   55% or more empty, the rest a power law, summing to n; the empty
   segments are in the CSR array like the others. At n = 2^26 (2^22 rows)
   the longest holds 173,554 values with the default seed 1. The tests'
   scale-free geometry (segreduce_test_geometry) draws the same rows. The
   values lie in [-v, v] with v = min(100, 2^24 / the longest length), so
   that every partial sum stays an integer below 2^24 here too (v = 96 at
   2^26 with seed 1).

   Bytes (either parameter): 4 read per value, 4 read per segment start
   (the CSR array, empty segments included) and 4 written per segment
   total; for a plan applied, 4 read per value, 4 per thread code (one
   per LG_SEGREDUCE_VT values) and 4 written per total.

   A third algorithm, "segreduce-i64", sums int64 values over the same
   segments: lg_segreduce_csr_i64 against cub::DeviceSegmentedReduce::Sum
   on int64. Its values need 64 bits: random int32s times 2^20 (past 2^32,
   negative too); integer sums wrap the same way in any order, so the
   totals are compared with the CPU's bit for bit. Bytes: 8 read per
   value, 4 read per segment start, 8 written per segment total. A fourth,
   "segreduce-plan-i64", applies a plan of the same segments, made once
   and untimed: lg_segreduce_apply_i64; bytes 8 read per value, 4 per
   thread code and 8 written per total. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "segreduce.h"   /* the tile shape, to count a plan's codes */
#include "support.h"
#include "peers_segreduce.h"

enum { SEG_OURS, SEG_CUB, SEG_OURS_PLAN };   /* the last is segreduce-plan's */
enum { SEG_LONGEST_MEAN = 1 << 16 };

typedef struct seg_state {
    int n, mean, segments, sets;  /* mean 0: scale-free */
    int bound;                    /* float values lie in [-bound, bound] */
    int words;                    /* 32-bit words of a value: 1 (float) or 2 (int64) */
    int plans_made;               /* whether setup makes a plan of each set */
    lg_context *ctx;
    cudaStream_t stream;
    void *values;                 /* sets x n */
    int32_t *csr;                 /* sets x (segments + 1): starts, then n */
    void *dest;                   /* sets x segments */
    int32_t *want;                /* sets x segments: the totals' bits */
    lg_segreduce_plan **plans;    /* one per set */
    void *cub_temp;
    size_t cub_temp_bytes;
} seg_state;

static int is_scale_free(const char *param)
{
    return strcmp(param, "scale-free") == 0;
}

static int seg_param_ok(const char *param)
{
    char *end;
    long mean = strtol(param, &end, 10);

    return is_scale_free(param) || (*param != '\0' && *end == '\0' && mean >= 1 &&
                                    mean <= SEG_LONGEST_MEAN && (mean & (mean - 1)) == 0);
}

/* The number of segments of n values: n / L, or n / 16 rows (at least one). */
static int segments_for(int n, const char *param)
{
    if (is_scale_free(param))
        return n / 16 > 0 ? n / 16 : 1;
    return n / atoi(param);
}

static double seg_bytes(int n, const char *param)
{
    return 4.0 * n + 8.0 * segments_for(n, param);
}

static double plan_bytes(int n, const char *param)
{
    double tiles = ((double)n + LG_SEGREDUCE_NV - 1) / LG_SEGREDUCE_NV;
    return 4.0 * n + 4.0 * LG_SEGREDUCE_NT * (double)(int64_t)tiles +
           4.0 * segments_for(n, param);
}

static double seg_bytes_i64(int n, const char *param)
{
    return 8.0 * n + 12.0 * segments_for(n, param);
}

static double plan_bytes_i64(int n, const char *param)
{
    double tiles = ((double)n + LG_SEGREDUCE_NV - 1) / LG_SEGREDUCE_NV;
    return 8.0 * n + 4.0 * LG_SEGREDUCE_NT * (double)(int64_t)tiles +
           8.0 * segments_for(n, param);
}

static double seg_device_bytes_i64(int n, const char *param, int sets)
{
    /* values; CSR, totals, reference; a plan's codes and limits, if made
       (about 4 bytes per 15 values); CUB's temporaries are small */
    return (8.0 * n + 20.0 * segments_for(n, param) + 0.3 * n + 64.0) * sets;
}

static double seg_device_bytes(int n, const char *param, int sets)
{
    /* values; CSR, totals, reference; a plan's codes and limits (about
       4 bytes per 15 values); CUB's temporaries are small */
    return (4.0 * n + 12.0 * segments_for(n, param) + 0.3 * n + 64.0) * sets;
}

/* Segment starts of one geometry, the same in every set: pairs L + d,
   L - d, or the scale-free rows; and the bound of the float values that
   keeps their sums exact. 0, or -1 if the host has no memory. */
static int cut_segments(seg_state *s, uint64_t seed, int32_t *csr)
{
    int64_t start = 0;
    int longest = 1;

    if (s->mean == 0 && scale_free_counts_i32(seed, s->segments, s->n, csr) != 0)
        return -1;
    for (int i = 0; i < s->segments; i++) {
        int32_t length;
        if (s->mean == 0) {
            length = csr[i];
        } else {
            int32_t d = random_i32(seed + 1, (uint64_t)(i / 2), -(s->mean - 1), s->mean - 1);
            length = s->mean + (i % 2 ? -d : d);
        }
        csr[i] = (int32_t)start;
        start += length;
        longest = length > longest ? length : longest;
    }
    csr[s->segments] = s->n;
    s->bound = (1 << 24) / longest < 100 ? (1 << 24) / longest : 100;
    return 0;
}

/* One set's float values (host) and the reference totals' bits. */
static void make_floats(const seg_state *s, int set, uint64_t seed, const int32_t *csr,
                        float *values, int32_t *want)
{
    for (int i = 0; i < s->n; i++)
        values[i] = (float)random_i32(seed + 2 + (uint64_t)set, (uint64_t)i, -s->bound, s->bound);
    for (int k = 0; k < s->segments; k++) {
        int64_t sum = 0;
        float total;
        for (int i = csr[k]; i < csr[k + 1]; i++)
            sum += (int64_t)values[i];
        total = (float)sum;
        memcpy(&want[k], &total, sizeof total);
    }
}

/* The same for int64 values, random int32s times 2^20; sums wrap. */
static void make_int64s(const seg_state *s, int set, uint64_t seed, const int32_t *csr,
                        int64_t *values, int32_t *want)
{
    for (int i = 0; i < s->n; i++)
        values[i] = (int64_t)((uint64_t)(int64_t)random_i32(seed + 2 + (uint64_t)set,
                                                            (uint64_t)i, INT32_MIN, INT32_MAX)
                              << 20);
    for (int k = 0; k < s->segments; k++) {
        uint64_t sum = 0;
        for (int i = csr[k]; i < csr[k + 1]; i++)
            sum += (uint64_t)values[i];
        memcpy(&want[2 * k], &sum, sizeof sum);
    }
}

/* One set's values (host), their upload, and the reference totals' bits. */
static int make_set(seg_state *s, int set, uint64_t seed, const int32_t *csr, void *values,
                    int32_t *want, char *message)
{
    size_t bytes = 4 * (size_t)s->words * (size_t)s->n;

    if (s->words == 2)
        make_int64s(s, set, seed, csr, values, want);
    else
        make_floats(s, set, seed, csr, values, want);
    return bench_cuda(cudaMemcpy((char *)s->values + bytes * (size_t)set, values, bytes,
                                 cudaMemcpyHostToDevice),
                      message, "uploading the values");
}

static int32_t *csr_of(const seg_state *s, int set)
{
    return s->csr + (size_t)set * ((size_t)s->segments + 1);
}

/* Upload every set's CSR array and reference, make the plans, size CUB's storage. */
static int finish_setup(seg_state *s, const int32_t *csr, const int32_t *want, int set,
                        char *message)
{
    size_t at = (size_t)set * (size_t)s->segments * (size_t)s->words;
    int outcome;

    if ((outcome = bench_cuda(cudaMemcpy(csr_of(s, set), csr,
                                         sizeof(int32_t) * ((size_t)s->segments + 1),
                                         cudaMemcpyHostToDevice),
                              message, "uploading the CSR array")) != BENCH_OK ||
        (outcome = bench_upload_i32(s->want + at, want, s->segments * s->words, message)) !=
            BENCH_OK)
        return outcome;
    if (!s->plans_made)   /* segreduce-i64 times the one call alone */
        return BENCH_OK;
    return bench_lg(lg_segreduce_plan_csr(csr_of(s, set), s->n, s->segments, &s->plans[set],
                                          s->ctx),
                    s->ctx, message);
}

/* Device buffers for every set, and CUB's temporary storage. */
static int allocate(seg_state *s, char *message)
{
    size_t sets = (size_t)s->sets, m = (size_t)s->segments, value = 4 * (size_t)s->words;
    int outcome;

    if ((outcome = bench_alloc(&s->values, value * (size_t)s->n * sets, message)) ||
        (outcome = bench_alloc((void **)&s->csr, sizeof(int32_t) * (m + 1) * sets, message)) ||
        (outcome = bench_alloc(&s->dest, value * m * sets, message)) ||
        (outcome = bench_alloc((void **)&s->want, value * m * sets, message)))
        return outcome;
    if ((outcome = bench_cuda(s->words == 2
                                  ? peer_cub_segmented_sum_i64(s->values, s->dest, s->segments,
                                                               s->csr, NULL, &s->cub_temp_bytes,
                                                               s->stream)
                                  : peer_cub_segmented_sum_f32(s->values, s->dest, s->segments,
                                                               s->csr, NULL, &s->cub_temp_bytes,
                                                               s->stream),
                              message, "sizing CUB's temporary storage")))
        return outcome;
    return bench_alloc(&s->cub_temp, s->cub_temp_bytes, message);
}

static int setup_typed(void **state, const bench_input *input, char *message, int words,
                       int plans_made)
{
    seg_state *s = calloc(1, sizeof *s);
    int32_t *csr = NULL, *want = NULL;
    void *values = NULL;
    size_t sets = (size_t)input->sets, m;
    int outcome = BENCH_OK;

    if ((*state = s) == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    s->ctx = input->ctx;
    s->n = input->n;
    s->sets = input->sets;
    s->stream = input->stream;
    s->words = words;
    s->plans_made = plans_made;
    s->mean = is_scale_free(input->param) ? 0 : atoi(input->param);
    if (s->mean > 0 && s->n % (2 * s->mean) != 0)
        return bench_fail(message, BENCH_ERROR, "n = %d is not a multiple of 2 x %d", s->n,
                          s->mean);
    s->segments = segments_for(s->n, input->param);
    m = (size_t)s->segments;
    csr = malloc(sizeof(int32_t) * (m + 1));
    want = malloc(sizeof(int32_t) * (size_t)words * m);
    values = malloc(4 * (size_t)words * (size_t)s->n);
    s->plans = calloc(sets, sizeof *s->plans);
    if (csr == NULL || want == NULL || values == NULL || s->plans == NULL)
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    if (outcome == BENCH_OK && (outcome = allocate(s, message)) == BENCH_OK) {
        if (cut_segments(s, input->seed, csr) != 0)
            outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
        for (int set = 0; set < s->sets && outcome == BENCH_OK; set++)
            if ((outcome = make_set(s, set, input->seed, csr, values, want, message)) ==
                BENCH_OK)
                outcome = finish_setup(s, csr, want, set, message);
    }
    free(csr);
    free(want);
    free(values);
    return outcome;
}

static int seg_setup(void **state, const bench_input *input, char *message)
{
    return setup_typed(state, input, message, 1, 1);
}

static int seg_setup_i64(void **state, const bench_input *input, char *message)
{
    return setup_typed(state, input, message, 2, 0);
}

static int plan_setup_i64(void **state, const bench_input *input, char *message)
{
    return setup_typed(state, input, message, 2, 1);
}

static int seg_prepare(void *state, int impl, int set, char *message)
{
    seg_state *s = state;

    size_t bytes = 4 * (size_t)s->words * (size_t)s->segments;

    (void)impl;
    return bench_poison((char *)s->dest + bytes * (size_t)set, bytes, s->stream, message);
}

static int seg_run(void *state, int impl, int set, char *message)
{
    seg_state *s = state;
    const float *values = (const float *)s->values + (size_t)set * (size_t)s->n;
    float *dest = (float *)s->dest + (size_t)set * (size_t)s->segments;

    if (impl == SEG_OURS)
        return bench_lg(lg_segreduce_csr_f32(values, s->n, csr_of(s, set), s->segments,
                                             LG_OP_SUM, dest, s->ctx),
                        s->ctx, message);
    if (impl == SEG_OURS_PLAN)
        return bench_lg(lg_segreduce_apply_f32(s->plans[set], values, LG_OP_SUM, dest, s->ctx),
                        s->ctx, message);
    return bench_cuda(peer_cub_segmented_sum_f32(values, dest, s->segments, csr_of(s, set),
                                                 s->cub_temp, &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceSegmentedReduce::Sum");
}

static int seg_run_i64(void *state, int impl, int set, char *message)
{
    seg_state *s = state;
    const int64_t *values = (const int64_t *)s->values + (size_t)set * (size_t)s->n;
    int64_t *dest = (int64_t *)s->dest + (size_t)set * (size_t)s->segments;

    if (impl == SEG_OURS)
        return bench_lg(lg_segreduce_csr_i64(values, s->n, csr_of(s, set), s->segments,
                                             LG_OP_SUM, dest, s->ctx),
                        s->ctx, message);
    if (impl == SEG_OURS_PLAN)
        return bench_lg(lg_segreduce_apply_i64(s->plans[set], values, LG_OP_SUM, dest, s->ctx),
                        s->ctx, message);
    return bench_cuda(peer_cub_segmented_sum_i64(values, dest, s->segments, csr_of(s, set),
                                                 s->cub_temp, &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceSegmentedReduce::Sum");
}

static int plan_run(void *state, int impl, int set, char *message)
{
    (void)impl;
    return seg_run(state, SEG_OURS_PLAN, set, message);
}

static int plan_run_i64(void *state, int impl, int set, char *message)
{
    (void)impl;
    return seg_run_i64(state, SEG_OURS_PLAN, set, message);
}

static int seg_check(void *state, int impl, int set, char *message)
{
    seg_state *s = state;
    size_t at = (size_t)set * (size_t)s->segments * (size_t)s->words;

    (void)impl;
    return bench_compare_i32((const int32_t *)s->dest + at, s->want + at,
                             s->segments * s->words, s->stream, message);
}

static void seg_teardown(void *state)
{
    seg_state *s = state;

    if (s == NULL)
        return;
    for (int set = 0; s->plans != NULL && set < s->sets; set++)
        lg_segreduce_plan_destroy(s->plans[set]);
    free(s->plans);
    cudaFree(s->values);
    cudaFree(s->csr);
    cudaFree(s->dest);
    cudaFree(s->want);
    cudaFree(s->cub_temp);
    free(s);
}

const bench_case bench_case_segreduce = {
    .algorithm = "segreduce",
    .summary = "sum of float values over CSR segments of mean length L (the parameter), or "
               "over n / 16 rows of a scale-free graph, more than half empty (scale-free): "
               "lg_segreduce_csr_f32, cub::DeviceSegmentedReduce::Sum",
    .element = "float values",
    .bytes_rule = "4 bytes read per value + 4 bytes read per segment start (CSR) + 4 bytes "
                  "written per segment total",
    .params = "1,4,16,64,256,1024,4096,16384",
    .impls = {"ours", "cub", NULL},
    .param_ok = seg_param_ok,
    .bytes = seg_bytes,
    .device_bytes = seg_device_bytes,
    .setup = seg_setup,
    .prepare = seg_prepare,
    .run = seg_run,
    .check = seg_check,
    .teardown = seg_teardown,
};

const bench_case bench_case_segreduce_plan = {
    .algorithm = "segreduce-plan",
    .summary = "the segreduce case's sums, on the same parameters (L or scale-free), with a "
               "plan of the segments made beforehand (untimed): lg_segreduce_apply_f32",
    .element = "float values",
    .bytes_rule = "4 bytes read per value + 4 bytes read per code of the plan (one per 15 "
                  "values) + 4 bytes written per segment total",
    .params = "1,4,16,64,256,1024,4096,16384",
    .impls = {"ours-plan", NULL},
    .param_ok = seg_param_ok,
    .bytes = plan_bytes,
    .device_bytes = seg_device_bytes,
    .setup = seg_setup,
    .prepare = seg_prepare,
    .run = plan_run,
    .check = seg_check,
    .teardown = seg_teardown,
};

const bench_case bench_case_segreduce_i64 = {
    .algorithm = "segreduce-i64",
    .summary = "sum of int64 values over CSR segments of mean length L (the parameter), or "
               "over n / 16 rows of a scale-free graph, more than half empty (scale-free): "
               "lg_segreduce_csr_i64, cub::DeviceSegmentedReduce::Sum",
    .element = "int64 values",
    .bytes_rule = "8 bytes read per value + 4 bytes read per segment start (CSR) + 8 bytes "
                  "written per segment total",
    .params = "1,4,16,64,256,1024,4096,16384",
    .impls = {"ours", "cub", NULL},
    .param_ok = seg_param_ok,
    .bytes = seg_bytes_i64,
    .device_bytes = seg_device_bytes_i64,
    .setup = seg_setup_i64,
    .prepare = seg_prepare,
    .run = seg_run_i64,
    .check = seg_check,
    .teardown = seg_teardown,
};

const bench_case bench_case_segreduce_plan_i64 = {
    .algorithm = "segreduce-plan-i64",
    .summary = "the segreduce-i64 case's sums with a plan of the segments made beforehand "
               "(untimed): lg_segreduce_apply_i64",
    .element = "int64 values",
    .bytes_rule = "8 bytes read per value + 4 bytes read per code of the plan (one per 15 "
                  "values) + 8 bytes written per segment total",
    .params = "1,4,16,64,256,1024,4096,16384",
    .impls = {"ours-plan", NULL},
    .param_ok = seg_param_ok,
    .bytes = plan_bytes_i64,
    .device_bytes = seg_device_bytes_i64,
    .setup = plan_setup_i64,
    .prepare = seg_prepare,
    .run = plan_run_i64,
    .check = seg_check,
    .teardown = seg_teardown,
};
