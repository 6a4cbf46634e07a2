/* Sorting int32 keys, and (key, value) pairs: lg_mergesort_keys_i32 and
   lg_mergesort_pairs_i32 (the mergesort chapter) against CUB's merge sort
   and radix sort.

   Parameters: "keys" and "pairs"; for the tuning sweep also "keys-NTxVT"
   and "pairs-NTxVT", where "ours" is the library's mergesort built with
   that tile shape (bench/peers_mergesort.cu lists the shapes); the
   same with "-2way" appended, the sort with two-way passes only, or
   (256x17 only) "-lanesK", the sort with K probes a round on the grid of
   each four-way partition point and one a list in its selection, or
   "-probesP", the sort whose selection makes P probes a list a round; and
   any of them followed by "+blocksort", "+grid", "+splits" or
   "+merge", the sort with that kernel launched twice, to weigh it.
   Ordered keys: "keys-O" and "pairs-O" for the orders O of
   sort_input_i32 (the support library): "sorted" (the uniform keys
   ascending), "reversed" (descending), "few16" (16 distinct values,
   uniform among them) and "nearly-sorted" (sorted, then 1% of the
   positions, rounded, chosen at random and their keys moved round one
   random cycle through them, each to another chosen position).
   Implementations: "ours", lg_mergesort_keys_i32 / lg_mergesort_pairs_i32;
   "cub-merge-sort", cub::DeviceMergeSort::SortKeys / SortPairs (in place,
   like ours); "cub-radix-sort", cub::DeviceRadixSort::SortKeys / SortPairs
   over all 32 bits (from the input to a second buffer).

   Input: keys uniform over the whole int32 range, generated on the GPU,
   different in every set; values 0, 1, 2, ... For an order, set k is
   sort_input_i32(O, seed, k n, n), made on the host from the same
   uniform keys as the uniform set k, and uploaded (untimed). Every run
   sorts a fresh copy of its input: prepare copies a pristine copy of the
   set over the buffers the run sorts in place, so a sort never sees keys
   an earlier run has sorted. Reference: a stable CPU sort of each
   set (stable_sort_reference_i32, a radix sort by bytes); every key and
   value is compared, so an unstable pair sort fails. Bytes: each key
   (and value) read once and written once: 8 bytes per key, 16 per pair. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "support.h"
#include "mergesort.h"
#include "peers_mergesort.h"
#include "host_threads.h"

enum { SORT_OURS, SORT_CUB_MERGE, SORT_CUB_RADIX };

typedef struct sort_state {
    int n, sets, pairs;
    sort_order order;               /* of the input keys */
    const char *shape;              /* NULL: the library's own */
    lg_context *ctx;
    cudaStream_t stream;
    /* sets x n each; set k starts at k x n. keys: the pristine input, the
       buffer sorted in place, the radix sort's output, the reference */
    int32_t *pristine_keys, *keys, *out_keys, *want_keys;
    int32_t *pristine_values, *values, *out_values, *want_values;   /* pairs only */
    void *cub_temp;
    size_t cub_temp_bytes;
} sort_state;

/* The order a parameter names: "keys-O" and "pairs-O" name order O, for
   every order but uniform; any other parameter sorts uniform keys. */
static sort_order order_of(const char *param)
{
    const char *dash = strchr(param, '-');

    for (int o = SORT_ORDER_UNIFORM + 1; dash != NULL && o < SORT_ORDERS; o++)
        if (strcmp(dash + 1, sort_order_name((sort_order)o)) == 0)
            return (sort_order)o;
    return SORT_ORDER_UNIFORM;
}

static int sort_param_ok(const char *param)
{
    if (strcmp(param, "keys") == 0 || strcmp(param, "pairs") == 0)
        return 1;
    if ((strncmp(param, "keys-", 5) == 0 || strncmp(param, "pairs-", 6) == 0) &&
        order_of(param) != SORT_ORDER_UNIFORM)
        return 1;
    if (strncmp(param, "keys-", 5) == 0)
        return peer_mergesort_shape_ok(param + 5, 0);
    if (strncmp(param, "pairs-", 6) == 0)
        return peer_mergesort_shape_ok(param + 6, 1);
    return 0;
}

static int is_pairs(const char *param)
{
    return strncmp(param, "pairs", 5) == 0;
}

static double sort_bytes(int n, const char *param)
{
    return (is_pairs(param) ? 16.0 : 8.0) * n;
}

static double sort_device_bytes(int n, const char *param, int sets)
{
    /* four buffers of keys (and of values) per set, and CUB's temporary storage */
    return (is_pairs(param) ? 32.0 : 16.0) * n * sets + (is_pairs(param) ? 8.0 : 4.0) * n + 64e6;
}

static int32_t *at(int32_t *buffer, int n, int set)
{
    return buffer + (size_t)set * (size_t)n;
}

/* The references: the stable sort of every set's keys, with values 0, 1,
   2, ... (positions in the set), made on the host. They are most of the
   case's time, so every set is sorted on a thread of its own, and the last
   input's references are kept for the next setup: the tuning sweep sorts
   the same input under sixteen parameters. Keys and pairs share them (the
   keys of the stable sort of pairs are the sorted keys). For an order
   other than uniform, the input keys are made here too, and kept with
   them. The kept arrays live until the process ends or another input
   replaces them. */
typedef struct sort_reference {
    int n, sets;
    uint64_t seed;
    sort_order order;
    int32_t *keys, *values;   /* sets x n each */
    int32_t *input;           /* sets x n: the input keys; NULL for uniform */
} sort_reference;

static sort_reference kept;

typedef struct reference_job {
    sort_reference *r;
    atomic_int failed;        /* a set whose sort found no host memory */
} reference_job;

static void sort_one_set(void *arg, int set)
{
    reference_job *job = arg;
    sort_reference *r = job->r;
    int32_t *k = at(r->keys, r->n, set), *v = at(r->values, r->n, set);

    /* uniform: the keys bench_random_i32 draws on the device, index set x n + i */
    if (sort_input_i32(r->order, r->seed, (uint64_t)set * (uint64_t)r->n, r->n, k) != 0) {
        atomic_store(&job->failed, 1);
        return;
    }
    if (r->input != NULL)
        memcpy(at(r->input, r->n, set), k, sizeof(int32_t) * (size_t)r->n);
    for (int i = 0; i < r->n; i++)
        v[i] = i;
    if (stable_sort_reference_i32(k, v, r->n) != 0)
        atomic_store(&job->failed, 1);
}

static int find_references(const sort_state *s, uint64_t seed, const sort_reference **found,
                           char *message)
{
    size_t bytes = sizeof(int32_t) * (size_t)s->n * (size_t)s->sets;
    sort_reference fresh = {s->n, s->sets, seed, s->order, NULL, NULL, NULL};
    reference_job job = {&fresh, 0};
    int ordered = s->order != SORT_ORDER_UNIFORM;

    *found = &kept;
    if (kept.keys != NULL && kept.n == s->n && kept.sets == s->sets && kept.seed == seed &&
        kept.order == s->order)
        return BENCH_OK;
    fresh.keys = malloc(bytes);
    fresh.values = malloc(bytes);
    fresh.input = ordered ? malloc(bytes) : NULL;
    if (fresh.keys != NULL && fresh.values != NULL && (fresh.input != NULL || !ordered))
        bench_for_each(s->sets, sort_one_set, &job);
    if (fresh.keys == NULL || fresh.values == NULL || (fresh.input == NULL && ordered) ||
        atomic_load(&job.failed)) {
        free(fresh.keys);
        free(fresh.values);
        free(fresh.input);
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    }
    free(kept.keys);
    free(kept.values);
    free(kept.input);
    kept = fresh;
    return BENCH_OK;
}

/* CUB's temporary storage: the largest any of its four sorts needs. */
static int size_cub_temp(sort_state *s, char *message)
{
    size_t most = 0, bytes = 0;
    int n = s->n, outcome = BENCH_OK;

    if (s->pairs) {
        outcome = bench_cuda(peer_cub_merge_sort_pairs_i32(s->keys, s->values, n, NULL, &bytes,
                                                           s->stream), message, "sizing CUB");
        most = bytes;
        if (outcome == BENCH_OK)
            outcome = bench_cuda(peer_cub_radix_sort_pairs_i32(s->keys, s->out_keys, s->values,
                                                               s->out_values, n, NULL, &bytes,
                                                               s->stream), message, "sizing CUB");
    } else {
        outcome = bench_cuda(peer_cub_merge_sort_keys_i32(s->keys, n, NULL, &bytes, s->stream),
                             message, "sizing CUB");
        most = bytes;
        if (outcome == BENCH_OK)
            outcome = bench_cuda(peer_cub_radix_sort_keys_i32(s->keys, s->out_keys, n, NULL,
                                                              &bytes, s->stream),
                                 message, "sizing CUB");
    }
    s->cub_temp_bytes = most > bytes ? most : bytes;
    return outcome == BENCH_OK ? bench_alloc(&s->cub_temp, s->cub_temp_bytes, message) : outcome;
}

static int allocate_buffers(sort_state *s, size_t bytes, char *message)
{
    int outcome;

    if ((outcome = bench_alloc((void **)&s->pristine_keys, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&s->keys, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&s->out_keys, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&s->want_keys, bytes, message)) != BENCH_OK || !s->pairs)
        return outcome;
    if ((outcome = bench_alloc((void **)&s->pristine_values, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&s->values, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&s->out_values, bytes, message)) != BENCH_OK)
        return outcome;
    return bench_alloc((void **)&s->want_values, bytes, message);
}

typedef struct positions_job {
    int32_t *values;
    int n;
} positions_job;

/* The pristine values of a set: its positions 0, 1, 2, ... */
static void count_positions(void *arg, int set)
{
    const positions_job *job = arg;
    int32_t *v = at(job->values, job->n, set);

    for (int i = 0; i < job->n; i++)
        v[i] = i;
}

static int sort_setup(void **state, const bench_input *input, char *message)
{
    sort_state *s = calloc(1, sizeof *s);
    int count = input->sets * input->n, outcome;
    size_t bytes = sizeof(int32_t) * (size_t)count;
    const sort_reference *r = NULL;
    positions_job positions = {NULL, input->n};

    *state = s;
    if (s == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    s->n = input->n;
    s->sets = input->sets;
    s->pairs = is_pairs(input->param);
    s->order = order_of(input->param);
    s->shape = s->order == SORT_ORDER_UNIFORM && strchr(input->param, '-') != NULL
                   ? strchr(input->param, '-') + 1
                   : NULL;
    s->ctx = input->ctx;
    s->stream = input->stream;
    if ((outcome = allocate_buffers(s, bytes, message)) != BENCH_OK ||
        (s->order == SORT_ORDER_UNIFORM &&
         (outcome = bench_random_i32(s->pristine_keys, NULL, count, INT32_MIN, INT32_MAX,
                                     input->seed, s->stream, message)) != BENCH_OK) ||
        (outcome = size_cub_temp(s, message)) != BENCH_OK ||
        (outcome = find_references(s, input->seed, &r, message)) != BENCH_OK ||
        (s->order != SORT_ORDER_UNIFORM &&
         (outcome = bench_upload_i32(s->pristine_keys, r->input, count, message)) != BENCH_OK) ||
        (outcome = bench_upload_i32(s->want_keys, r->keys, count, message)) != BENCH_OK ||
        !s->pairs ||
        (outcome = bench_upload_i32(s->want_values, r->values, count, message)) != BENCH_OK)
        return outcome;
    if ((positions.values = malloc(bytes)) == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    bench_for_each(s->sets, count_positions, &positions);
    outcome = bench_upload_i32(s->pristine_values, positions.values, count, message);
    free(positions.values);
    return outcome;
}

static int sort_prepare(void *state, int impl, int set, char *message)
{
    sort_state *s = state;
    size_t bytes = sizeof(int32_t) * (size_t)s->n;
    int outcome = bench_cuda(cudaMemcpyAsync(at(s->keys, s->n, set), at(s->pristine_keys, s->n, set),
                                             bytes, cudaMemcpyDeviceToDevice, s->stream),
                             message, "restoring the unsorted keys");

    if (outcome == BENCH_OK && s->pairs)
        outcome = bench_cuda(cudaMemcpyAsync(at(s->values, s->n, set),
                                             at(s->pristine_values, s->n, set), bytes,
                                             cudaMemcpyDeviceToDevice, s->stream),
                             message, "restoring the values");
    if (outcome == BENCH_OK && impl == SORT_CUB_RADIX)
        outcome = bench_poison(at(s->out_keys, s->n, set), bytes, s->stream, message);
    if (outcome == BENCH_OK && impl == SORT_CUB_RADIX && s->pairs)
        outcome = bench_poison(at(s->out_values, s->n, set), bytes, s->stream, message);
    return outcome;
}

static int sort_run(void *state, int impl, int set, char *message)
{
    sort_state *s = state;
    int32_t *keys = at(s->keys, s->n, set), *values = s->pairs ? at(s->values, s->n, set) : NULL;

    if (impl == SORT_OURS && s->shape != NULL)
        return bench_lg(peer_mergesort_shape(s->shape, keys, values, s->n, s->ctx), s->ctx,
                        message);
    if (impl == SORT_OURS)
        return bench_lg(s->pairs ? lg_mergesort_pairs_i32(keys, values, s->n, s->ctx)
                                 : lg_mergesort_keys_i32(keys, s->n, s->ctx), s->ctx, message);
    if (impl == SORT_CUB_MERGE)
        return bench_cuda(s->pairs ? peer_cub_merge_sort_pairs_i32(keys, values, s->n, s->cub_temp,
                                                                   &s->cub_temp_bytes, s->stream)
                                   : peer_cub_merge_sort_keys_i32(keys, s->n, s->cub_temp,
                                                                  &s->cub_temp_bytes, s->stream),
                          message, "cub::DeviceMergeSort");
    return bench_cuda(s->pairs ? peer_cub_radix_sort_pairs_i32(keys, at(s->out_keys, s->n, set),
                                                               values,
                                                               at(s->out_values, s->n, set),
                                                               s->n, s->cub_temp,
                                                               &s->cub_temp_bytes, s->stream)
                               : peer_cub_radix_sort_keys_i32(keys, at(s->out_keys, s->n, set),
                                                              s->n, s->cub_temp,
                                                              &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceRadixSort");
}

static int sort_check(void *state, int impl, int set, char *message)
{
    sort_state *s = state;
    int32_t *keys = impl == SORT_CUB_RADIX ? s->out_keys : s->keys;
    int32_t *values = impl == SORT_CUB_RADIX ? s->out_values : s->values;
    int outcome = bench_compare_i32(at(keys, s->n, set), at(s->want_keys, s->n, set), s->n,
                                    s->stream, message);

    if (outcome == BENCH_OK && s->pairs)
        outcome = bench_compare_i32(at(values, s->n, set), at(s->want_values, s->n, set), s->n,
                                    s->stream, message);
    return outcome;
}

static void sort_teardown(void *state)
{
    sort_state *s = state;

    if (s != NULL) {
        int32_t *buffers[] = {s->pristine_keys, s->keys, s->out_keys, s->want_keys,
                              s->pristine_values, s->values, s->out_values, s->want_values};
        for (int i = 0; i < 8; i++)
            cudaFree(buffers[i]);
        cudaFree(s->cub_temp);
        free(s);
    }
}

/* The header line "# blocksort_nv NAME: KEYS": the keys of a blocksort
   tile in a sort of nv-key merge tiles tuned for `tiles` of them, on this
   device (the library's plan halves a tile that a CTA cannot hold). The
   book's tables count the passes of a measured sort from it. */
static void header_blocksort_nv(FILE *out, const struct cudaDeviceProp *props, const char *name,
                                int nv, int tiles, int key_bytes, int has_values)
{
    fprintf(out, "# blocksort_nv %s: %d\n", name,
            nv * lg_mergesort_blocksort_tiles_for((int)props->sharedMemPerBlockOptin, nv, tiles,
                                                  key_bytes, has_values));
}

static void sort_header(FILE *out, const struct cudaDeviceProp *props)
{
    header_blocksort_nv(out, props, "mergesort keys", LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT,
                        LG_MERGESORT_KEYS_BLOCKSORT_TILES, 4, 0);
    header_blocksort_nv(out, props, "mergesort pairs",
                        LG_MERGESORT_PAIRS_NT * LG_MERGESORT_PAIRS_VT,
                        LG_MERGESORT_PAIRS_BLOCKSORT_TILES, 4, 1);
}

const bench_case bench_case_mergesort = {
    .algorithm = "mergesort",
    .summary = "stable sort of int32 keys and of (key, value) pairs: lg_mergesort_keys_i32 and "
               "lg_mergesort_pairs_i32 against CUB's merge sort and radix sort; uniform keys "
               "(keys, pairs), or keys in an order (keys-O, pairs-O for O = sorted, reversed, "
               "few16: 16 values, nearly-sorted: 1% of the keys moved)",
    .element = "int32 keys (or key-value pairs)",
    .bytes_rule = "keys: 4 bytes read + 4 written per key; pairs: 8 read + 8 written per pair",
    .params = "keys,pairs",
    .impls = {"ours", "cub-merge-sort", "cub-radix-sort", NULL},
    .param_ok = sort_param_ok,
    .bytes = sort_bytes,
    .device_bytes = sort_device_bytes,
    .setup = sort_setup,
    .prepare = sort_prepare,
    .run = sort_run,
    .check = sort_check,
    .teardown = sort_teardown,
    .header = sort_header,
};

/* Sorting keys of the other types, "mergesort-types": lg_mergesort_keys_S
   against CUB's merge sort in the same order and, for context, CUB's radix
   sort of the same keys.

   Parameters: the key type, "f32" and "u64" by default; "i32", "u32",
   "i64" and "f64" too. Implementations: "ours", lg_mergesort_keys_S;
   "cub", cub::DeviceMergeSort::SortKeys with the library's order
   (floats: a < b || (b != b && a == a)), in place like ours;
   "cub-radix", cub::DeviceRadixSort::SortKeys over all the key's bits,
   from the input to a second buffer.

   Input: uniform random bits over the whole type, made on the host,
   different in every set; for floats, random finite values: a key with
   the exponent of an infinity or a NaN has the top bit of its exponent
   cleared, and -0.0 becomes +0.0. So the input holds no NaN and no -0.0,
   the two places where the radix sort's order differs from the
   library's; every sort must then give the same bits, and one reference
   checks all three implementations. Reference: the keys mapped to
   unsigned numbers in the order (sign bit flipped; floats: the classic
   radix transform), sorted on the host by bytes, and mapped back. Bytes:
   each key read once and written once: 2 x its width per key. */
typedef struct types_state {
    int n, sets, size;        /* size: bytes of a key */
    const char *type;
    lg_context *ctx;
    cudaStream_t stream;
    /* sets x n keys each: the pristine input, the buffer sorted in place,
       the radix sort's output, the reference */
    void *pristine, *keys, *out_keys, *want;
    void *cub_temp;
    size_t cub_temp_bytes;
} types_state;

#define TYPE_NAME(S, K) #S,
static const char *const key_types[] = {LG_KEY_TYPES(TYPE_NAME)};

static int types_param_ok(const char *param)
{
    for (size_t i = 0; i < sizeof key_types / sizeof key_types[0]; i++)
        if (strcmp(param, key_types[i]) == 0)
            return 1;
    return 0;
}

static int key_size(const char *type)
{
    return type[1] == '6' ? 8 : 4;   /* i64, u64, f64 */
}

static double types_bytes(int n, const char *param)
{
    return 2.0 * key_size(param) * n;
}

static double types_device_bytes(int n, const char *param, int sets)
{
    /* four buffers of keys per set, and CUB's temporary storage */
    return 4.0 * key_size(param) * n * sets + 2.0 * key_size(param) * n + 64e6;
}

static void *key_at(const types_state *s, void *buffer, int set)
{
    return (char *)buffer + (size_t)set * (size_t)s->n * (size_t)s->size;
}

/* Random bits for key i of a set: a finite value for floats, never -0.0. */
static uint64_t random_key_bits(const char *type, uint64_t seed, uint64_t i)
{
    uint64_t bits = (uint64_t)random_u32(seed, 2 * i) << 32 | random_u32(seed, 2 * i + 1);

    if (key_size(type) == 4)
        bits &= 0xffffffffu;
    if (strcmp(type, "f32") == 0) {
        if ((bits & 0x7f800000u) == 0x7f800000u)
            bits &= ~(uint64_t)0x40000000u;
        if (bits == 0x80000000u)
            bits = 0;
    } else if (strcmp(type, "f64") == 0) {
        if ((bits & 0x7ff0000000000000u) == 0x7ff0000000000000u)
            bits &= ~(uint64_t)0x4000000000000000u;
        if (bits == 0x8000000000000000u)
            bits = 0;
    }
    return bits;
}

/* The key's bits as an unsigned number in the library's order (for the
   input above, without NaN and -0.0), and back. */
static uint64_t order_of_bits(const char *type, uint64_t bits, int inverse)
{
    uint64_t sign = (uint64_t)1 << (8 * key_size(type) - 1);
    uint64_t all = key_size(type) == 4 ? 0xffffffffu : ~(uint64_t)0;

    if (type[0] == 'u')
        return bits;
    if (type[0] == 'i')
        return bits ^ sign;
    if (!inverse)
        return bits & sign ? ~bits & all : bits | sign;
    return bits & sign ? bits ^ sign : ~bits & all;
}

typedef struct types_job {
    const types_state *s;
    uint64_t seed;
    unsigned char *input, *want;   /* sets x n keys each, on the host */
    atomic_int failed;
} types_job;

/* Set k's input and its reference: the orders sorted by bytes, least
   significant first, and mapped back to bits. */
static void make_types_set(void *arg, int set)
{
    types_job *job = arg;
    const types_state *s = job->s;
    size_t n = (size_t)s->n, first = (size_t)set * n;
    uint64_t *order = malloc(sizeof(uint64_t) * n + 1), *tmp = malloc(sizeof(uint64_t) * n + 1);

    if (order == NULL || tmp == NULL) {
        atomic_store(&job->failed, 1);
        free(order), free(tmp);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        uint64_t bits = random_key_bits(s->type, job->seed, first + i);
        memcpy(job->input + (first + i) * (size_t)s->size, &bits, (size_t)s->size);
        order[i] = order_of_bits(s->type, bits, 0);
    }
    for (int shift = 0; shift < 8 * s->size; shift += 8) {
        size_t start[257] = {0};
        for (size_t i = 0; i < n; i++)
            start[(order[i] >> shift & 255) + 1]++;
        for (int d = 0; d < 256; d++)
            start[d + 1] += start[d];
        for (size_t i = 0; i < n; i++)
            tmp[start[order[i] >> shift & 255]++] = order[i];
        memcpy(order, tmp, sizeof(uint64_t) * n);
    }
    for (size_t i = 0; i < n; i++) {
        uint64_t bits = order_of_bits(s->type, order[i], 1);
        memcpy(job->want + (first + i) * (size_t)s->size, &bits, (size_t)s->size);
    }
    free(order), free(tmp);
}

/* CUB's sorts of the case's type: the merge sort in place, the radix sort
   into out; with s->cub_temp NULL, they store their temporary bytes. */
#define TYPES_CUB(S, K)                                                                  \
    if (strcmp(s->type, #S) == 0)                                                        \
        return impl == SORT_CUB_MERGE                                                    \
                   ? peer_cub_merge_sort_keys_##S((K *)keys, s->n, s->cub_temp,          \
                                                  &s->cub_temp_bytes, s->stream)         \
                   : peer_cub_radix_sort_keys_##S((const K *)keys, (K *)out, s->n,       \
                                                  s->cub_temp, &s->cub_temp_bytes,       \
                                                  s->stream);

static cudaError_t types_cub(types_state *s, int impl, void *keys, void *out)
{
    LG_KEY_TYPES(TYPES_CUB)
    return cudaErrorInvalidValue;
}

static int size_types_cub_temp(types_state *s, char *message)
{
    size_t most;
    int outcome = bench_cuda(types_cub(s, SORT_CUB_MERGE, s->keys, s->out_keys), message,
                             "sizing CUB");

    most = s->cub_temp_bytes;
    if (outcome == BENCH_OK)
        outcome = bench_cuda(types_cub(s, SORT_CUB_RADIX, s->keys, s->out_keys), message,
                             "sizing CUB");
    if (s->cub_temp_bytes < most)
        s->cub_temp_bytes = most;
    return outcome == BENCH_OK ? bench_alloc(&s->cub_temp, s->cub_temp_bytes, message) : outcome;
}

static int types_setup(void **state, const bench_input *input, char *message)
{
    types_state *s = calloc(1, sizeof *s);
    size_t bytes;
    types_job job = {s, input->seed, NULL, NULL, 0};
    int outcome;

    *state = s;
    if (s == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    s->n = input->n, s->sets = input->sets, s->type = input->param;
    s->size = key_size(input->param), s->ctx = input->ctx, s->stream = input->stream;
    bytes = (size_t)s->size * (size_t)s->n * (size_t)s->sets;
    if ((outcome = bench_alloc(&s->pristine, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc(&s->keys, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc(&s->out_keys, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc(&s->want, bytes, message)) != BENCH_OK ||
        (outcome = size_types_cub_temp(s, message)) != BENCH_OK)
        return outcome;
    job.input = malloc(bytes + 1), job.want = malloc(bytes + 1);
    if (job.input != NULL && job.want != NULL)
        bench_for_each(s->sets, make_types_set, &job);
    if (job.input == NULL || job.want == NULL || atomic_load(&job.failed))
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    else
        outcome = bench_cuda(cudaMemcpy(s->pristine, job.input, bytes, cudaMemcpyHostToDevice),
                             message, "uploading the keys");
    if (outcome == BENCH_OK)
        outcome = bench_cuda(cudaMemcpy(s->want, job.want, bytes, cudaMemcpyHostToDevice),
                             message, "uploading the reference");
    free(job.input), free(job.want);
    return outcome;
}

static int types_prepare(void *state, int impl, int set, char *message)
{
    types_state *s = state;
    size_t bytes = (size_t)s->size * (size_t)s->n;
    int outcome = bench_cuda(cudaMemcpyAsync(key_at(s, s->keys, set), key_at(s, s->pristine, set),
                                             bytes, cudaMemcpyDeviceToDevice, s->stream),
                             message, "restoring the unsorted keys");

    if (outcome == BENCH_OK && impl == SORT_CUB_RADIX)
        outcome = bench_poison(key_at(s, s->out_keys, set), bytes, s->stream, message);
    return outcome;
}

#define TYPES_OURS(S, K)                                                                 \
    if (strcmp(s->type, #S) == 0)                                                        \
        return bench_lg(lg_mergesort_keys_##S((K *)keys, s->n, s->ctx), s->ctx, message);

static int types_run(void *state, int impl, int set, char *message)
{
    types_state *s = state;
    void *keys = key_at(s, s->keys, set);

    if (impl == SORT_OURS) {
        LG_KEY_TYPES(TYPES_OURS)
        return bench_fail(message, BENCH_ERROR, "no key type %s", s->type);
    }
    return bench_cuda(types_cub(s, impl, keys, key_at(s, s->out_keys, set)), message,
                      impl == SORT_CUB_MERGE ? "cub::DeviceMergeSort" : "cub::DeviceRadixSort");
}

static int types_check(void *state, int impl, int set, char *message)
{
    types_state *s = state;
    void *got = key_at(s, impl == SORT_CUB_RADIX ? s->out_keys : s->keys, set);

    /* compared as 32-bit words: the same bits or not */
    return bench_compare_i32(got, key_at(s, s->want, set), s->n * (s->size / 4), s->stream,
                             message);
}

static void types_teardown(void *state)
{
    types_state *s = state;

    if (s != NULL) {
        cudaFree(s->pristine), cudaFree(s->keys), cudaFree(s->out_keys), cudaFree(s->want);
        cudaFree(s->cub_temp);
        free(s);
    }
}

/* The blocksort tiles of keys of 4 and of 8 bytes, as for the sorts above. */
static void types_header(FILE *out, const struct cudaDeviceProp *props)
{
    header_blocksort_nv(out, props, "mergesort-types 4-byte keys",
                        LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT,
                        LG_MERGESORT_KEYS_BLOCKSORT_TILES, 4, 0);
    header_blocksort_nv(out, props, "mergesort-types 8-byte keys",
                        LG_MERGESORT_WIDE_KEYS_NT * LG_MERGESORT_WIDE_KEYS_VT,
                        LG_MERGESORT_WIDE_KEYS_BLOCKSORT_TILES, 8, 0);
}

const bench_case bench_case_mergesort_types = {
    .algorithm = "mergesort-types",
    .summary = "stable sort of keys of a type (the parameter: f32, u64; also i32, u32, i64, "
               "f64): lg_mergesort_keys_S against CUB's merge sort in the same order and its "
               "radix sort",
    .element = "keys of the type",
    .bytes_rule = "the key's width read + the key's width written per key",
    .params = "f32,u64",
    .impls = {"ours", "cub", "cub-radix", NULL},
    .param_ok = types_param_ok,
    .bytes = types_bytes,
    .device_bytes = types_device_bytes,
    .setup = types_setup,
    .prepare = types_prepare,
    .run = types_run,
    .check = types_check,
    .teardown = types_teardown,
    .header = types_header,
};
