/* Merging two sorted lists of keys of the library's other key types, or of
   (key, int32 value) pairs: lg_merge_keys_S and lg_merge_pairs_S against
   cub::DeviceMerge with the same order. The parameter names the key type,
   a suffix of LG_KEY_TYPES: f32 and u64 by default; i32, u32, i64 and f64
   too. Two algorithms:

   merge-keys-types   "ours" lg_merge_keys_S; "cub" cub::DeviceMerge::MergeKeys.
   merge-pairs-types  "ours" lg_merge_pairs_S; "cub" cub::DeviceMerge::MergePairs.

   Input: as for merge-keys, two sorted lists of n / 2 and n - n / 2 keys,
   each the running sum s of gaps drawn from 0 to 15, made on the CPU. A
   list's sums run from 0 to about 15 n / 4; c = s - 15 n / 8 centres them
   on 0. Each sum becomes a key of the type by a map that never decreases,
   so equal sums give equal keys and the lists stay sorted:
     i32  s (the input of merge-keys);
     u32  2^31 + c (on both sides of 2^31: a signed comparison would fail);
     i64  c (2^32 + 1) (negative and positive; both words vary);
     u64  2^63 + c (2^32 + 1) (on both sides of 2^63; both words vary);
     f32, f64  c / 4 (finite, negative and positive, with fractions; f32
          rounds large neighbouring sums to one value, which makes more
          repeats).
   These hold for n up to 2^30 (|c| < 2^31). The keys hold no NaN and no
   -0.0, so C's < is the library's order on them. A pair's value is its
   origin, i in A and n / 2 + j in B, so that the check also checks
   stability. Reference: the keys merged on the CPU, A's first on equal
   keys; outputs are compared bit for bit.

   Bytes: each key read once and written once, 2 x 4 or 2 x 8 bytes per
   key; a pair's value adds 4 + 4. */
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "support.h"
#include "peers_merge.h"

/* The key types, in the order of LG_KEY_TYPES: KEY_i32, KEY_u32, ... */
#define KEY_ENUM(S, K) KEY_##S,
#define KEY_NAME(S, K) #S,
#define KEY_SIZE(S, K) sizeof(K),
enum key_type { LG_KEY_TYPES(KEY_ENUM) KEY_TYPE_COUNT };
static const char *const key_names[] = {LG_KEY_TYPES(KEY_NAME)};
static const size_t key_sizes[] = {LG_KEY_TYPES(KEY_SIZE)};

enum { TYPES_OURS, TYPES_CUB };

typedef struct types_state {
    int pairs;                       /* merge-pairs-types */
    enum key_type type;
    size_t size;                     /* bytes of a key */
    int n, sets, a_count, b_count;
    lg_context *ctx;
    cudaStream_t stream;
    char *keys, *out_keys, *want_keys;           /* sets x n keys each */
    int32_t *values, *out_values, *want_values;  /* sets x n each, pairs only */
    void *cub_temp;
    size_t cub_temp_bytes;
} types_state;

/* The key type named `name`, or -1. */
static int key_type_of(const char *name)
{
    for (int t = 0; t < KEY_TYPE_COUNT; t++)
        if (strcmp(name, key_names[t]) == 0)
            return t;
    return -1;
}

static int types_param_ok(const char *param)
{
    return key_type_of(param) >= 0;
}

static double types_bytes_keys(int n, const char *param)
{
    return 2.0 * (double)key_sizes[key_type_of(param)] * n;
}

static double types_bytes_pairs(int n, const char *param)
{
    return (2.0 * (double)key_sizes[key_type_of(param)] + 8.0) * n;
}

/* Inputs, outputs and references; CUB's storage is small. */
static double types_device_bytes_keys(int n, const char *param, int sets)
{
    return 3.0 * (double)key_sizes[key_type_of(param)] * n * sets;
}

static double types_device_bytes_pairs(int n, const char *param, int sets)
{
    return (3.0 * (double)key_sizes[key_type_of(param)] + 12.0) * n * sets;
}

static char *key_at(const types_state *s, char *keys, int set)
{
    return keys + s->size * (size_t)set * (size_t)s->n;
}

static int32_t *value_at(const types_state *s, int32_t *values, int set)
{
    return values == NULL ? NULL : values + (size_t)set * (size_t)s->n;
}

/* Key i of keys: the running sum `sum` as a key of the type (see the top). */
static void make_key(const types_state *s, int64_t sum, void *keys, size_t i)
{
    const uint64_t both_words = (UINT64_C(1) << 32) + 1;
    int64_t c = sum - 15 * (int64_t)s->n / 8;

    switch (s->type) {
    case KEY_i32: ((int32_t *)keys)[i] = (int32_t)sum; break;
    case KEY_u32: ((uint32_t *)keys)[i] = (UINT32_C(1) << 31) + (uint32_t)c; break;
    case KEY_f32: ((float *)keys)[i] = (float)(0.25 * (double)c); break;
    case KEY_i64: ((int64_t *)keys)[i] = c * (int64_t)both_words; break;
    case KEY_u64: ((uint64_t *)keys)[i] = (UINT64_C(1) << 63) + (uint64_t)c * both_words; break;
    case KEY_f64: ((double *)keys)[i] = 0.25 * (double)c; break;
    default: break;
    }
}

/* Whether b[j] goes before a[i]: b[j] < a[i] as keys of the type. */
static int b_goes_first(const types_state *s, const void *a, size_t i, const void *b, size_t j)
{
    switch (s->type) {
    case KEY_i32: return ((const int32_t *)b)[j] < ((const int32_t *)a)[i];
    case KEY_u32: return ((const uint32_t *)b)[j] < ((const uint32_t *)a)[i];
    case KEY_f32: return ((const float *)b)[j] < ((const float *)a)[i];
    case KEY_i64: return ((const int64_t *)b)[j] < ((const int64_t *)a)[i];
    case KEY_u64: return ((const uint64_t *)b)[j] < ((const uint64_t *)a)[i];
    case KEY_f64: return ((const double *)b)[j] < ((const double *)a)[i];
    default: return 0;
    }
}

/* One set's keys, from random gaps of 0 to 15 summed per list. */
static void make_lists(const types_state *s, uint64_t seed, int set, char *keys)
{
    for (int list = 0; list < 2; list++) {
        int offset = list == 0 ? 0 : s->a_count, count = list == 0 ? s->a_count : s->b_count;
        int64_t sum = 0;

        for (int i = 0; i < count; i++) {
            make_key(s, sum, keys, (size_t)offset + (size_t)i);
            sum += random_i32(seed, (uint64_t)set * (uint64_t)s->n + (uint64_t)offset +
                                        (uint64_t)i, 0, 15);
        }
    }
}

/* The stable merge of one set's lists, keys and origins, on the CPU. */
static void merge_reference(const types_state *s, const char *keys, char *want_keys,
                            int32_t *want_origins)
{
    const char *a = keys, *b = keys + s->size * (size_t)s->a_count;
    size_t i = 0, j = 0, a_count = (size_t)s->a_count, b_count = (size_t)s->b_count;

    for (size_t k = 0; k < (size_t)s->n; k++) {
        int take_a = j >= b_count || (i < a_count && !b_goes_first(s, a, i, b, j));

        memcpy(want_keys + s->size * k, take_a ? a + s->size * i : b + s->size * j, s->size);
        want_origins[k] = take_a ? (int32_t)i++ : (int32_t)(a_count + j++);
    }
}

static int allocate(types_state *s, char *message)
{
    size_t count = (size_t)s->sets * (size_t)s->n, bytes = s->size * count;
    int outcome;

    if ((outcome = bench_alloc((void **)&s->keys, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&s->out_keys, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&s->want_keys, bytes, message)) != BENCH_OK)
        return outcome;
    if (s->pairs &&
        ((outcome = bench_alloc((void **)&s->values, 4 * count, message)) != BENCH_OK ||
         (outcome = bench_alloc((void **)&s->out_values, 4 * count, message)) != BENCH_OK ||
         (outcome = bench_alloc((void **)&s->want_values, 4 * count, message)) != BENCH_OK))
        return outcome;
    return BENCH_OK;
}

/* CUB's temporary storage, sized for one set. */
static int allocate_cub(types_state *s, char *message)
{
    const char *type = key_names[s->type];
    char *b = s->keys + s->size * (size_t)s->a_count;
    cudaError_t error =
        s->pairs ? peer_cub_merge_pairs_as(type, s->keys, s->values, s->a_count, b,
                                           s->values + s->a_count, s->b_count, s->out_keys,
                                           s->out_values, NULL, &s->cub_temp_bytes, s->stream)
                 : peer_cub_merge_keys_as(type, s->keys, s->a_count, b, s->b_count, s->out_keys,
                                          NULL, &s->cub_temp_bytes, s->stream);

    if (bench_cuda(error, message, "sizing CUB's temporary storage") != BENCH_OK)
        return BENCH_ERROR;
    return s->cub_temp_bytes > 0 ? bench_alloc(&s->cub_temp, s->cub_temp_bytes, message)
                                 : BENCH_OK;
}

/* Each set's lists and its reference, made on the CPU and uploaded. */
static int make_sets(types_state *s, uint64_t seed, char *keys, char *want, int32_t *origins,
                     char *message)
{
    size_t bytes = s->size * (size_t)s->n;
    int outcome = BENCH_OK;

    for (int set = 0; set < s->sets && outcome == BENCH_OK; set++) {
        make_lists(s, seed, set, keys);
        merge_reference(s, keys, want, origins);
        if ((outcome = bench_cuda(cudaMemcpy(key_at(s, s->keys, set), keys, bytes,
                                             cudaMemcpyHostToDevice),
                                  message, "uploading the keys")) != BENCH_OK ||
            (outcome = bench_cuda(cudaMemcpy(key_at(s, s->want_keys, set), want, bytes,
                                             cudaMemcpyHostToDevice),
                                  message, "uploading the reference")) != BENCH_OK ||
            !s->pairs)
            continue;
        if ((outcome = bench_lg(lg_iota_i32(value_at(s, s->values, set), s->n, 0, s->ctx),
                                s->ctx, message)) == BENCH_OK)
            outcome = bench_upload_i32(value_at(s, s->want_values, set), origins, s->n, message);
    }
    return outcome;
}

static int types_setup(void **state, const bench_input *input, int pairs, char *message)
{
    types_state *s = calloc(1, sizeof *s);
    size_t n = (size_t)input->n > 0 ? (size_t)input->n : 1;
    char *keys = malloc(8 * n), *want = malloc(8 * n);
    int32_t *origins = malloc(sizeof(int32_t) * n);
    int outcome = BENCH_OK;

    *state = s;
    if (s == NULL || keys == NULL || want == NULL || origins == NULL)
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    if (outcome == BENCH_OK) {
        s->pairs = pairs;
        s->type = (enum key_type)key_type_of(input->param);
        s->size = key_sizes[s->type];
        s->n = input->n;
        s->sets = input->sets;
        s->a_count = input->n / 2;
        s->b_count = input->n - input->n / 2;
        s->ctx = input->ctx;
        s->stream = input->stream;
    }
    if (outcome == BENCH_OK && (outcome = allocate(s, message)) == BENCH_OK &&
        (outcome = make_sets(s, input->seed, keys, want, origins, message)) == BENCH_OK &&
        (outcome = allocate_cub(s, message)) == BENCH_OK)
        outcome = bench_cuda(cudaStreamSynchronize(s->stream), message, "making the inputs");
    free(keys);
    free(want);
    free(origins);
    return outcome;
}

static int types_keys_setup(void **state, const bench_input *input, char *message)
{
    return types_setup(state, input, 0, message);
}

static int types_pairs_setup(void **state, const bench_input *input, char *message)
{
    return types_setup(state, input, 1, message);
}

static int types_prepare(void *state, int impl, int set, char *message)
{
    types_state *s = state;

    (void)impl;
    if (bench_poison(key_at(s, s->out_keys, set), s->size * (size_t)s->n, s->stream, message) !=
        BENCH_OK)
        return BENCH_ERROR;
    return s->pairs ? bench_poison(value_at(s, s->out_values, set), 4 * (size_t)s->n, s->stream,
                                   message)
                    : BENCH_OK;
}

/* The library's merge for the key type, through LG_KEY_TYPES. */
#define OURS_MERGE_AS(S, K)                                                                   \
    case KEY_##S:                                                                             \
        return s->pairs ? lg_merge_pairs_##S((const K *)a, a_values, s->a_count, (const K *)b, \
                                             b_values, s->b_count, (K *)out, out_values,      \
                                             s->ctx)                                          \
                        : lg_merge_keys_##S((const K *)a, s->a_count, (const K *)b,           \
                                            s->b_count, (K *)out, s->ctx);

static lg_status ours(const types_state *s, const void *a, const int32_t *a_values,
                      const void *b, const int32_t *b_values, void *out, int32_t *out_values)
{
    switch (s->type) {
        LG_KEY_TYPES(OURS_MERGE_AS)
    default: return LG_ERR_INVALID_ARGUMENT;
    }
}

static int types_run(void *state, int impl, int set, char *message)
{
    types_state *s = state;
    const char *a = key_at(s, s->keys, set), *b = a + s->size * (size_t)s->a_count;
    const int32_t *a_values = value_at(s, s->values, set);
    const int32_t *b_values = a_values == NULL ? NULL : a_values + s->a_count;
    char *out = key_at(s, s->out_keys, set);
    int32_t *out_values = value_at(s, s->out_values, set);
    const char *type = key_names[s->type];

    if (impl == TYPES_OURS)
        return bench_lg(ours(s, a, a_values, b, b_values, out, out_values), s->ctx, message);
    if (s->pairs)
        return bench_cuda(peer_cub_merge_pairs_as(type, a, a_values, s->a_count, b, b_values,
                                                  s->b_count, out, out_values, s->cub_temp,
                                                  &s->cub_temp_bytes, s->stream),
                          message, "cub::DeviceMerge::MergePairs");
    return bench_cuda(peer_cub_merge_keys_as(type, a, s->a_count, b, s->b_count, out,
                                             s->cub_temp, &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceMerge::MergeKeys");
}

/* Keys compared as 32-bit words, bit for bit. */
static int types_check(void *state, int impl, int set, char *message)
{
    types_state *s = state;
    int words = (int)(s->size / 4) * s->n;

    (void)impl;
    if (bench_compare_i32((const int32_t *)key_at(s, s->out_keys, set),
                          (const int32_t *)key_at(s, s->want_keys, set), words, s->stream,
                          message) != BENCH_OK)
        return BENCH_WRONG;
    return s->pairs ? bench_compare_i32(value_at(s, s->out_values, set),
                                        value_at(s, s->want_values, set), s->n, s->stream,
                                        message)
                    : BENCH_OK;
}

static void types_teardown(void *state)
{
    types_state *s = state;

    if (s != NULL) {
        cudaFree(s->keys);
        cudaFree(s->out_keys);
        cudaFree(s->want_keys);
        cudaFree(s->values);
        cudaFree(s->out_values);
        cudaFree(s->want_values);
        cudaFree(s->cub_temp);
        free(s);
    }
}

const bench_case bench_case_merge_keys_types = {
    .algorithm = "merge-keys-types",
    .summary = "stable merge of two sorted lists of keys of the type named by the parameter "
               "(i32, u32, f32, i64, u64, f64): lg_merge_keys_S against "
               "cub::DeviceMerge::MergeKeys with the same order",
    .element = "keys of the type (both lists together)",
    .bytes_rule = "4 or 8 bytes read + 4 or 8 bytes written per key",
    .params = "f32,u64",
    .impls = {"ours", "cub", NULL},
    .param_ok = types_param_ok,
    .bytes = types_bytes_keys,
    .device_bytes = types_device_bytes_keys,
    .setup = types_keys_setup,
    .prepare = types_prepare,
    .run = types_run,
    .check = types_check,
    .teardown = types_teardown,
};

const bench_case bench_case_merge_pairs_types = {
    .algorithm = "merge-pairs-types",
    .summary = "stable merge of two sorted lists of (key, int32 value) pairs, keys of the type "
               "named by the parameter: lg_merge_pairs_S against "
               "cub::DeviceMerge::MergePairs with the same order",
    .element = "(key, int32 value) pairs (both lists together)",
    .bytes_rule = "4 or 8 + 4 bytes read + 4 or 8 + 4 bytes written per pair",
    .params = "f32,u64",
    .impls = {"ours", "cub", NULL},
    .param_ok = types_param_ok,
    .bytes = types_bytes_pairs,
    .device_bytes = types_device_bytes_pairs,
    .setup = types_pairs_setup,
    .prepare = types_prepare,
    .run = types_run,
    .check = types_check,
    .teardown = types_teardown,
};
