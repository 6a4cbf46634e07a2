/* Merging two sorted lists of int32 keys, or of (key, value) pairs: the
   merge chapter's kernels against cub::DeviceMerge. Three algorithms:

   merge-keys    "ours" lg_merge_keys_i32 (Merge Path, two-level partition);
                 "basic", "tiled", "circular": lg_merge_keys_variant_i32 with
                 LG_MERGE_BASIC, LG_MERGE_TILED, LG_MERGE_CIRCULAR;
                 "cub" cub::DeviceMerge::MergeKeys.
   merge-pairs   "ours" lg_merge_pairs_i32; "cub" cub::DeviceMerge::MergePairs.
   merge-parts   Merge Path in pieces (merge_path_piece_i32), the parameter
                 saying keys or pairs: "ours" the library's whole merge;
                 "one-level" the whole merge with the one-level partition
                 search; "merge-kernel" the merge kernel alone, from partitions
                 computed beforehand; "half-tiles" the library's merge with
                 tiles of NT / 2 x VT.
   merge-partition  The partition searches alone, keys' or pairs' tiles:
                 "one-level" and "two-level".

   Input: two sorted lists of n / 2 and n - n / 2 keys, each the running sum
   of gaps drawn from 0 to 15 (so keys repeat now and then), made on the GPU
   (fill_random_i32, then lg_scan_exclusive_i32 of each list); a pair's value
   is its origin, i in A and n / 2 + j in B, so that the check also checks
   stability. Reference: the same gaps summed and merged on the CPU
   (lg_merge_sequential_i32's rule: A's element first on equal keys); the
   partitions, lg_merge_path_i32 on the CPU. Bytes: each key read once and
   written once, 8 bytes per key; 16 per pair; for a partition search, the
   4 bytes of each partition point it writes (it reads a few dozen sectors
   per point besides, a number that depends on the search). */
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "support.h"
#include "merge_path.h"
#include "peers_merge.h"

enum merge_algorithm { KEYS, PAIRS, PARTS, PARTITION };
enum { KEYS_OURS, KEYS_BASIC, KEYS_TILED, KEYS_CIRCULAR, KEYS_CUB };
enum { PAIRS_OURS, PAIRS_CUB };
enum { PARTS_OURS, PARTS_ONE_LEVEL, PARTS_KERNEL, PARTS_HALF_TILES };
enum { PARTITION_ONE_LEVEL, PARTITION_TWO_LEVEL };

typedef struct merge_state {
    enum merge_algorithm algorithm;
    int n, sets, a_count, b_count, pairs, tiles;
    lg_context *ctx;
    cudaStream_t stream;
    int32_t *keys, *values;          /* sets x n each: set k's A, then its B */
    int32_t *out_keys, *out_values;  /* sets x n each */
    int32_t *want_keys, *want_values;
    int *partitions, *want_partitions; /* merge-parts: sets x (tiles + 1) each */
    void *cub_temp;
    size_t cub_temp_bytes;
} merge_state;

static int32_t *at(int32_t *buffer, int n, int set)
{
    return buffer == NULL ? NULL : buffer + (size_t)set * (size_t)n;
}

static int with_values(enum merge_algorithm algorithm, const char *param)
{
    return algorithm == PAIRS ||
           ((algorithm == PARTS || algorithm == PARTITION) && strcmp(param, "pairs") == 0);
}

static int tile_size(int pairs)
{
    return pairs ? LG_MERGE_PAIRS_NT * LG_MERGE_PAIRS_VT : LG_MERGE_KEYS_NT * LG_MERGE_KEYS_VT;
}

static int tile_count(int n, int pairs)
{
    return (int)(((int64_t)n + tile_size(pairs) - 1) / tile_size(pairs));
}

static double merge_bytes_keys(int n, const char *param)
{
    (void)param;
    return 8.0 * n;   /* 4 bytes read and 4 written per key */
}

static double merge_bytes_pairs(int n, const char *param)
{
    (void)param;
    return 16.0 * n;  /* a key and a value, each read once and written once */
}

static double merge_bytes_parts(int n, const char *param)
{
    return strcmp(param, "pairs") == 0 ? 16.0 * n : 8.0 * n;
}

static double merge_bytes_partition(int n, const char *param)
{
    return 4.0 * (tile_count(n, strcmp(param, "pairs") == 0) + 1);
}

/* Inputs, outputs and references; the partitions and CUB's storage are small. */
static double device_bytes(int n, int pairs, int sets)
{
    return (pairs ? 24.0 : 12.0) * n * sets;
}

static double merge_device_bytes_keys(int n, const char *param, int sets)
{
    (void)param;
    return device_bytes(n, 0, sets);
}

static double merge_device_bytes_pairs(int n, const char *param, int sets)
{
    (void)param;
    return device_bytes(n, 1, sets);
}

static double merge_device_bytes_parts(int n, const char *param, int sets)
{
    return device_bytes(n, strcmp(param, "pairs") == 0, sets);
}

static double merge_device_bytes_partition(int n, const char *param, int sets)
{
    return device_bytes(n, strcmp(param, "pairs") == 0, sets);
}

static int merge_parts_param_ok(const char *param)
{
    return strcmp(param, "keys") == 0 || strcmp(param, "pairs") == 0;
}

/* Keys: the running sums of each list's gaps, on the GPU from the gaps in
   out_keys, and on the CPU in place in host. */
static int make_sorted_lists(merge_state *s, int32_t *host, char *message)
{
    for (int set = 0; set < s->sets; set++) {
        for (int list = 0; list < 2; list++) {
            int offset = list == 0 ? 0 : s->a_count, count = list == 0 ? s->a_count : s->b_count;
            int32_t *gaps = at(s->out_keys, s->n, set) + offset, *h = at(host, s->n, set) + offset;
            int32_t sum = 0;

            if (count == 0)
                continue;
            if (bench_lg(lg_scan_exclusive_i32(gaps, count, at(s->keys, s->n, set) + offset, NULL,
                                               s->ctx), s->ctx, message) != BENCH_OK)
                return BENCH_ERROR;
            for (int i = 0; i < count; i++) {
                int32_t gap = h[i];
                h[i] = sum;
                sum += gap;
            }
        }
        if (s->pairs &&
            bench_lg(lg_iota_i32(at(s->values, s->n, set), s->n, 0, s->ctx), s->ctx, message) !=
                BENCH_OK)
            return BENCH_ERROR;
    }
    return BENCH_OK;
}

/* The stable merge of one set's lists, keys and origins, on the CPU. */
static void merge_reference(const merge_state *s, const int32_t *keys, int32_t *want_keys,
                            int32_t *want_origins)
{
    const int32_t *a = keys, *b = keys + s->a_count;
    int i = 0, j = 0;

    for (int k = 0; k < s->n; k++) {
        int take_a = j >= s->b_count || (i < s->a_count && a[i] <= b[j]);

        want_keys[k] = take_a ? a[i] : b[j];
        want_origins[k] = take_a ? i++ : s->a_count + j++;
    }
}

/* The references: merged keys, origins for pairs, partitions for merge-parts. */
static int compute_references(merge_state *s, const int32_t *host, char *message)
{
    size_t count = (size_t)s->sets * (size_t)s->n;
    int32_t *want = malloc(sizeof(int32_t) * (count > 0 ? count : 1));
    int32_t *origins = malloc(sizeof(int32_t) * (count > 0 ? count : 1));
    int32_t *parts = malloc(sizeof(int32_t) * (size_t)s->sets * ((size_t)s->tiles + 1));
    int outcome = BENCH_OK;

    if (want == NULL || origins == NULL || parts == NULL)
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    for (int set = 0; set < s->sets && outcome == BENCH_OK; set++) {
        const int32_t *keys = host + (size_t)set * (size_t)s->n;

        merge_reference(s, keys, at(want, s->n, set), at(origins, s->n, set));
        for (int p = 0; p <= s->tiles; p++)
            parts[(size_t)set * ((size_t)s->tiles + 1) + (size_t)p] = lg_merge_path_i32(
                keys, s->a_count, keys + s->a_count, s->b_count,
                lg_merge_diagonal(p, tile_size(s->pairs), s->n), LG_BOUNDS_LOWER);
    }
    if (outcome == BENCH_OK)
        outcome = bench_upload_i32(s->want_keys, want, (int)count, message);
    if (outcome == BENCH_OK && s->pairs)
        outcome = bench_upload_i32(s->want_values, origins, (int)count, message);
    if (outcome == BENCH_OK && (s->algorithm == PARTS || s->algorithm == PARTITION))
        outcome = bench_upload_i32(s->want_partitions, parts, s->sets * (s->tiles + 1), message);
    free(want);
    free(origins);
    free(parts);
    return outcome;
}

static int allocate(merge_state *s, char *message)
{
    size_t bytes = sizeof(int32_t) * (size_t)s->sets * (size_t)s->n;
    size_t partition_bytes = sizeof(int) * (size_t)s->sets * ((size_t)s->tiles + 1);
    int outcome;

    if ((outcome = bench_alloc((void **)&s->keys, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&s->out_keys, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&s->want_keys, bytes, message)) != BENCH_OK)
        return outcome;
    if (s->pairs &&
        ((outcome = bench_alloc((void **)&s->values, bytes, message)) != BENCH_OK ||
         (outcome = bench_alloc((void **)&s->out_values, bytes, message)) != BENCH_OK ||
         (outcome = bench_alloc((void **)&s->want_values, bytes, message)) != BENCH_OK))
        return outcome;
    if ((s->algorithm == PARTS || s->algorithm == PARTITION) &&
        ((outcome = bench_alloc((void **)&s->partitions, partition_bytes, message)) != BENCH_OK ||
         (outcome = bench_alloc((void **)&s->want_partitions, partition_bytes, message)) !=
             BENCH_OK))
        return outcome;
    return BENCH_OK;
}

/* CUB's temporary storage, sized for one set. */
static int allocate_cub(merge_state *s, char *message)
{
    cudaError_t error = cudaSuccess;

    if (s->algorithm == KEYS)
        error = peer_cub_merge_keys_i32(s->keys, s->a_count, s->keys + s->a_count, s->b_count,
                                        s->out_keys, NULL, &s->cub_temp_bytes, s->stream);
    else if (s->algorithm == PAIRS)
        error = peer_cub_merge_pairs_i32(s->keys, s->values, s->a_count, s->keys + s->a_count,
                                         s->values + s->a_count, s->b_count, s->out_keys,
                                         s->out_values, NULL, &s->cub_temp_bytes, s->stream);
    if (bench_cuda(error, message, "sizing CUB's temporary storage") != BENCH_OK)
        return BENCH_ERROR;
    return s->cub_temp_bytes > 0 ? bench_alloc(&s->cub_temp, s->cub_temp_bytes, message)
                                 : BENCH_OK;
}

static int merge_setup(void **state, const bench_input *input, enum merge_algorithm algorithm,
                       char *message)
{
    merge_state *s = calloc(1, sizeof *s);
    size_t count = (size_t)input->sets * (size_t)input->n;
    int32_t *host = malloc(sizeof(int32_t) * (count > 0 ? count : 1));
    int outcome;

    *state = s;
    if (s == NULL || host == NULL) {
        free(host);
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    }
    s->algorithm = algorithm;
    s->n = input->n;
    s->sets = input->sets;
    s->a_count = input->n / 2;
    s->b_count = input->n - input->n / 2;
    s->pairs = with_values(algorithm, input->param);
    s->tiles = tile_count(input->n, s->pairs);
    s->ctx = input->ctx;
    s->stream = input->stream;
    if ((outcome = allocate(s, message)) == BENCH_OK &&
        (outcome = bench_random_i32(s->out_keys, host, (int)count, 0, 15, input->seed, s->stream,
                                    message)) == BENCH_OK &&
        (outcome = make_sorted_lists(s, host, message)) == BENCH_OK &&
        (outcome = compute_references(s, host, message)) == BENCH_OK &&
        (outcome = allocate_cub(s, message)) == BENCH_OK)
        outcome = bench_cuda(cudaStreamSynchronize(s->stream), message, "making the inputs");
    free(host);
    return outcome;
}

static int merge_keys_setup(void **state, const bench_input *input, char *message)
{
    return merge_setup(state, input, KEYS, message);
}

static int merge_pairs_setup(void **state, const bench_input *input, char *message)
{
    return merge_setup(state, input, PAIRS, message);
}

static int merge_parts_setup(void **state, const bench_input *input, char *message)
{
    return merge_setup(state, input, PARTS, message);
}

static int merge_partition_setup(void **state, const bench_input *input, char *message)
{
    return merge_setup(state, input, PARTITION, message);
}

static int is_partition_only(const merge_state *s, int impl)
{
    (void)impl;
    return s->algorithm == PARTITION;
}

static int merge_prepare(void *state, int impl, int set, char *message)
{
    merge_state *s = state;
    size_t bytes = sizeof(int32_t) * (size_t)s->n;

    if (is_partition_only(s, impl))
        return bench_poison(s->partitions + (size_t)set * ((size_t)s->tiles + 1),
                            sizeof(int) * ((size_t)s->tiles + 1), s->stream, message);
    if (bench_poison(at(s->out_keys, s->n, set), bytes, s->stream, message) != BENCH_OK)
        return BENCH_ERROR;
    return s->pairs ? bench_poison(at(s->out_values, s->n, set), bytes, s->stream, message)
                    : BENCH_OK;
}

static int run_keys(merge_state *s, int impl, const int32_t *a, const int32_t *b, int32_t *out,
                    char *message)
{
    static const lg_merge_variant variants[] = {LG_MERGE_PATH, LG_MERGE_BASIC, LG_MERGE_TILED,
                                                LG_MERGE_CIRCULAR};

    if (impl == KEYS_CUB)
        return bench_cuda(peer_cub_merge_keys_i32(a, s->a_count, b, s->b_count, out, s->cub_temp,
                                                  &s->cub_temp_bytes, s->stream),
                          message, "cub::DeviceMerge::MergeKeys");
    if (impl == KEYS_OURS)
        return bench_lg(lg_merge_keys_i32(a, s->a_count, b, s->b_count, out, s->ctx), s->ctx,
                        message);
    return bench_lg(lg_merge_keys_variant_i32(variants[impl], a, s->a_count, b, s->b_count, out,
                                              s->ctx), s->ctx, message);
}

static int run_pairs(merge_state *s, int impl, const int32_t *a, const int32_t *a_values,
                     const int32_t *b, const int32_t *b_values, int32_t *out,
                     int32_t *out_values, char *message)
{
    if (impl == PAIRS_CUB)
        return bench_cuda(peer_cub_merge_pairs_i32(a, a_values, s->a_count, b, b_values,
                                                   s->b_count, out, out_values, s->cub_temp,
                                                   &s->cub_temp_bytes, s->stream),
                          message, "cub::DeviceMerge::MergePairs");
    return bench_lg(lg_merge_pairs_i32(a, a_values, s->a_count, b, b_values, s->b_count, out,
                                       out_values, s->ctx), s->ctx, message);
}

static int run_part(merge_state *s, int impl, int set, const int32_t *a,
                    const int32_t *a_values, const int32_t *b, const int32_t *b_values,
                    int32_t *out, int32_t *out_values, char *message)
{
    static const merge_piece pieces[] = {MERGE_ONE_LEVEL, MERGE_ONE_LEVEL, MERGE_KERNEL_ALONE,
                                         MERGE_HALF_TILES};
    size_t offset = (size_t)set * ((size_t)s->tiles + 1);
    int *partitions = impl == PARTS_KERNEL ? s->want_partitions + offset : s->partitions + offset;

    if (impl == PARTS_OURS)
        return s->pairs ? run_pairs(s, PAIRS_OURS, a, a_values, b, b_values, out, out_values,
                                    message)
                        : run_keys(s, KEYS_OURS, a, b, out, message);
    return bench_lg(merge_path_piece_i32(pieces[impl], a, a_values, s->a_count, b, b_values,
                                         s->b_count, out, out_values, partitions, s->ctx),
                    s->ctx, message);
}

static int merge_run(void *state, int impl, int set, char *message)
{
    merge_state *s = state;
    const int32_t *a = at(s->keys, s->n, set), *b = a + s->a_count;
    const int32_t *a_values = at(s->values, s->n, set);
    const int32_t *b_values = a_values == NULL ? NULL : a_values + s->a_count;
    int32_t *out = at(s->out_keys, s->n, set), *out_values = at(s->out_values, s->n, set);

    if (s->algorithm == KEYS)
        return run_keys(s, impl, a, b, out, message);
    if (s->algorithm == PAIRS)
        return run_pairs(s, impl, a, a_values, b, b_values, out, out_values, message);
    if (s->algorithm == PARTITION)
        return bench_lg(merge_path_piece_i32(impl == PARTITION_ONE_LEVEL
                                                 ? MERGE_PARTITION_ONE_LEVEL
                                                 : MERGE_PARTITION_TWO_LEVEL,
                                             a, a_values, s->a_count, b, b_values, s->b_count,
                                             out, out_values,
                                             s->partitions + (size_t)set * ((size_t)s->tiles + 1),
                                             s->ctx),
                        s->ctx, message);
    return run_part(s, impl, set, a, a_values, b, b_values, out, out_values, message);
}

static int merge_check(void *state, int impl, int set, char *message)
{
    merge_state *s = state;
    size_t offset = (size_t)set * ((size_t)s->tiles + 1);

    if (is_partition_only(s, impl))
        return bench_compare_i32(s->partitions + offset, s->want_partitions + offset,
                                 s->tiles + 1, s->stream, message);
    if (bench_compare_i32(at(s->out_keys, s->n, set), at(s->want_keys, s->n, set), s->n,
                          s->stream, message) != BENCH_OK)
        return BENCH_WRONG;
    return s->pairs ? bench_compare_i32(at(s->out_values, s->n, set),
                                        at(s->want_values, s->n, set), s->n, s->stream, message)
                    : BENCH_OK;
}

static void merge_teardown(void *state)
{
    merge_state *s = state;

    if (s != NULL) {
        cudaFree(s->keys);
        cudaFree(s->values);
        cudaFree(s->out_keys);
        cudaFree(s->out_values);
        cudaFree(s->want_keys);
        cudaFree(s->want_values);
        cudaFree(s->partitions);
        cudaFree(s->want_partitions);
        cudaFree(s->cub_temp);
        free(s);
    }
}

const bench_case bench_case_merge_keys = {
    .algorithm = "merge-keys",
    .summary = "stable merge of two sorted lists of int32 keys: lg_merge_keys_i32 (Merge Path) "
               "and the merge chapter's basic, tiled and circular-buffer kernels against "
               "cub::DeviceMerge::MergeKeys",
    .element = "int32 keys (both lists together)",
    .bytes_rule = "4 bytes read + 4 bytes written per key",
    .params = "gaps-0-15",
    .impls = {"ours", "basic", "tiled", "circular", "cub", NULL},
    .bytes = merge_bytes_keys,
    .device_bytes = merge_device_bytes_keys,
    .setup = merge_keys_setup,
    .prepare = merge_prepare,
    .run = merge_run,
    .check = merge_check,
    .teardown = merge_teardown,
};

const bench_case bench_case_merge_pairs = {
    .algorithm = "merge-pairs",
    .summary = "stable merge of two sorted lists of (int32 key, int32 value) pairs: "
               "lg_merge_pairs_i32 against cub::DeviceMerge::MergePairs",
    .element = "(int32 key, int32 value) pairs (both lists together)",
    .bytes_rule = "8 bytes read + 8 bytes written per pair",
    .params = "gaps-0-15",
    .impls = {"ours", "cub", NULL},
    .bytes = merge_bytes_pairs,
    .device_bytes = merge_device_bytes_pairs,
    .setup = merge_pairs_setup,
    .prepare = merge_prepare,
    .run = merge_run,
    .check = merge_check,
    .teardown = merge_teardown,
};

const bench_case bench_case_merge_parts = {
    .algorithm = "merge-parts",
    .summary = "Merge Path in pieces (the parameter: keys or pairs): the library's merge, the "
               "merge with the one-level partition search, the merge kernel alone, and the "
               "merge with tiles of half as many threads",
    .element = "int32 keys or pairs (both lists together)",
    .bytes_rule = "4 bytes read + 4 bytes written per key, 8 + 8 per pair",
    .params = "keys,pairs",
    .impls = {"ours", "one-level", "merge-kernel", "half-tiles", NULL},
    .param_ok = merge_parts_param_ok,
    .bytes = merge_bytes_parts,
    .device_bytes = merge_device_bytes_parts,
    .setup = merge_parts_setup,
    .prepare = merge_prepare,
    .run = merge_run,
    .check = merge_check,
    .teardown = merge_teardown,
};

const bench_case bench_case_merge_partition = {
    .algorithm = "merge-partition",
    .summary = "Merge Path's partition searches alone, for the library's tiles of keys or of "
               "pairs (the parameter): one-level and two-level",
    .element = "int32 keys or pairs (both lists together)",
    .bytes_rule = "4 bytes written per partition point (one per tile, plus one)",
    .params = "keys,pairs",
    .impls = {"one-level", "two-level", NULL},
    .param_ok = merge_parts_param_ok,
    .bytes = merge_bytes_partition,
    .device_bytes = merge_device_bytes_partition,
    .setup = merge_partition_setup,
    .prepare = merge_prepare,
    .run = merge_run,
    .check = merge_check,
    .teardown = merge_teardown,
};
