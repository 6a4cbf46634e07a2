/* The mergesort chapter on a CUDA device: lg_mergesort_keys_i32,
   lg_mergesort_pairs_i32 and lg_mergesort_indices_i32 against a stable CPU
   sort over the size ladder and the distributions (among them the
   benchmark's orders of keys, from sort_input_i32), into buffers followed
   by poisoned guards; the bad arguments; the reuse of scratch memory.
   Skipped, with the reason, without a device. */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "internal.h"    /* the context's scratch block, to see it reused */
#include "mergesort.h"
#include "support.h"

static lg_context *ctx;
static const int32_t poison = (int32_t)0xA5A5A5A5;
enum { GUARD = 3, MAX_N = 1 << 26 };
enum { KEYS_NV = LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT,
       PAIRS_NV = LG_MERGESORT_PAIRS_NT * LG_MERGESORT_PAIRS_VT };

typedef enum how { KEYS, PAIRS, INDICES, HOWS } how;
static const char *const how_names[] = {"keys", "pairs", "indices"};

typedef enum distribution {
    UNIFORM,      /* the whole int32 range */
    SORTED,       /* ascending, with repeats */
    REVERSED,     /* descending */
    ALL_EQUAL,
    FEW_DISTINCT, /* 0 to 3 */
    ORGAN_PIPE,   /* up, then down */
    EXTREMES,     /* INT32_MIN, -1, 0 and INT32_MAX, the padding key among them */
    /* the benchmark's orders, by sort_input_i32 (uniform keys are UNIFORM's) */
    UNIFORM_SORTED,   /* the uniform keys ascending */
    UNIFORM_REVERSED, /* the uniform keys descending */
    FEW16,            /* 16 distinct values over the whole range */
    NEARLY_SORTED,    /* the uniform keys ascending, then 1% of them moved */
    DISTRIBUTIONS
} distribution;
static const char *const distribution_names[] = {
    "uniform", "sorted", "reversed", "all equal", "few distinct", "organ pipe", "extremes",
    "uniform sorted", "uniform reversed", "few16", "nearly sorted"};
static const sort_order order_of[] = {[UNIFORM_SORTED] = SORT_ORDER_SORTED,
                                      [UNIFORM_REVERSED] = SORT_ORDER_REVERSED,
                                      [FEW16] = SORT_ORDER_FEW16,
                                      [NEARLY_SORTED] = SORT_ORDER_NEARLY_SORTED};

static int32_t *h_keys, *h_values, *want_keys, *want_values, *got_keys, *got_values;
static int32_t *d_keys, *d_values;
static unsigned char *seen;

static int32_t make_key(distribution d, int count, int i, uint64_t seed)
{
    static const int32_t extremes[4] = {INT32_MIN, -1, 0, INT32_MAX};

    switch (d) {
    case UNIFORM: return (int32_t)random_u32(seed, (uint64_t)i);
    case SORTED: return i / 3 - 1000;
    case REVERSED: return count - i;
    case ALL_EQUAL: return 7;
    case FEW_DISTINCT: return random_i32(seed, (uint64_t)i, 0, 3);
    case ORGAN_PIPE: return i < count / 2 ? i : count - i;
    default: return extremes[random_i32(seed, (uint64_t)i, 0, 3)];
    }
}

/* Sort count keys from d on the device with `h`, into arrays followed by
   poisoned guards, and check every key, every value and every guard
   against the stable CPU sort of (key, position) pairs. */
static void check_sort(how h, int count, distribution d, uint64_t seed)
{
    size_t n = (size_t)count, with_guard = n + GUARD;
    lg_status status;

    if (count < 0 || count > MAX_N || (long long)count > lg_test_max_count())
        return;
    if (d >= UNIFORM_SORTED)   /* the benchmark's keys, as its first set has them */
        assert_int_equal(sort_input_i32(order_of[d], seed, 0, count, h_keys), 0);
    for (int i = 0; i < count; i++) {
        h_keys[i] = want_keys[i] = d >= UNIFORM_SORTED ? h_keys[i] : make_key(d, count, i, seed);
        h_values[i] = want_values[i] = i;
    }
    assert_int_equal(stable_sort_reference_i32(want_keys, want_values, count), 0);
    assert_int_equal(cudaMemset(d_keys, 0xA5, sizeof(int32_t) * with_guard), cudaSuccess);
    assert_int_equal(cudaMemset(d_values, 0xA5, sizeof(int32_t) * with_guard), cudaSuccess);
    assert_int_equal(cudaMemcpy(d_keys, h_keys, sizeof(int32_t) * n, cudaMemcpyHostToDevice),
                     cudaSuccess);
    if (h == PAIRS)
        assert_int_equal(cudaMemcpy(d_values, h_values, sizeof(int32_t) * n,
                                    cudaMemcpyHostToDevice), cudaSuccess);
    status = h == KEYS    ? lg_mergesort_keys_i32(d_keys, count, ctx)
             : h == PAIRS ? lg_mergesort_pairs_i32(d_keys, d_values, count, ctx)
                          : lg_mergesort_indices_i32(d_keys, d_values, count, ctx);
    if (status != LG_OK)
        fail_msg("%s, %d keys, %s: %s", how_names[h], count, distribution_names[d],
                 lg_context_last_error(ctx));
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(got_keys, d_keys, sizeof(int32_t) * with_guard,
                                cudaMemcpyDeviceToHost), cudaSuccess);
    assert_int_equal(cudaMemcpy(got_values, d_values, sizeof(int32_t) * with_guard,
                                cudaMemcpyDeviceToHost), cudaSuccess);
    for (size_t k = 0; k < with_guard; k++) {
        int in_output = k < n;
        int32_t want_key = in_output ? want_keys[k] : poison;
        int32_t want_value = in_output && h != KEYS ? want_values[k] : poison;

        if (got_keys[k] != want_key || got_values[k] != want_value)
            fail_msg("%s, %d keys, %s, seed %llu: [%zu] = (%d, %d), want (%d, %d)%s",
                     how_names[h], count, distribution_names[d], (unsigned long long)seed, k,
                     got_keys[k], got_values[k], want_key, want_value,
                     in_output ? "" : " (a guard)");
    }
    if (h == INDICES) {   /* implied by the comparison, and checked on its own */
        for (size_t k = 0; k < n; k++)
            seen[k] = 0;
        for (size_t k = 0; k < n; k++) {
            assert_true(got_values[k] >= 0 && got_values[k] < count && !seen[got_values[k]]);
            seen[got_values[k]] = 1;
        }
    }
}

/* Under compute-sanitizer (LG_TEST_MAX_N set low) each sort runs tens of
   times slower: the ladder then takes a sample of the small sizes. */
static int thorough(void) { return lg_test_max_count() >= (1 << 24); }

static int nv_of(how h) { return h == KEYS ? KEYS_NV : PAIRS_NV; }

/* 0, 1, every size up to 3 NV (a sample of them under the sanitizer). */
static void every_size_up_to_three_tiles(void **state)
{
    (void)state;
    for (int h = KEYS; h < HOWS; h++) {
        int nv = nv_of((how)h);
        for (int count = 0; count <= 3 * nv; count++) {
            int near_tile = count % nv <= 1 || count % nv == nv - 1;
            if (thorough() || count <= 9 || near_tile || count == nv + 37)
                check_sort((how)h, count, count % 2 ? UNIFORM : FEW_DISTINCT,
                           (uint64_t)(10 * count + h));
        }
    }
}

/* Powers of two and their neighbours up to 2^26: 0 to 14 two-way passes
   worth, so both parities of the two-way count (an odd one makes the first
   pass two-way) and of the number of global passes (which decides where
   the blocksort writes). */
static void powers_of_two_and_neighbours(void **state)
{
    (void)state;
    for (int h = KEYS; h < HOWS; h++)
        for (int k = 1; k <= 26; k++)
            for (int delta = -1; delta <= 1; delta++) {
                int count = (1 << k) + delta;
                if (count > MAX_N || (k >= 25 && !thorough()) || (k == 26 && h == INDICES))
                    continue;
                check_sort((how)h, count, k % 2 ? UNIFORM : FEW_DISTINCT,
                           (uint64_t)(1000 + 10 * k + h));
            }
}

/* Every number of tiles from 1 to 40, whole and with a short last tile:
   groups of four lists that have only one, two or three lists, or a short
   last list, in every four-way pass, and an odd two-way pass first. Under
   the sanitizer, a sample of the small counts. */
static void tile_counts_that_leave_partial_groups(void **state)
{
    (void)state;
    for (int h = KEYS; h < HOWS; h++)
        for (int tiles = 1; tiles <= 40; tiles++)
            for (int part = 0; part < 2; part++) {
                int nv = nv_of((how)h), count = tiles * nv - (part ? nv / 3 : 0);
                if (thorough() || tiles <= 6 || tiles == 9 || tiles == 16)
                    check_sort((how)h, count, part ? FEW_DISTINCT : UNIFORM,
                               (uint64_t)(8000 + 10 * tiles + 2 * h + part));
            }
}

/* Every distribution at sizes inside a tile, just past one, and many. */
static void every_distribution(void **state)
{
    static const int counts[] = {1000, KEYS_NV + 1, PAIRS_NV - 1, 65537, (1 << 20) + 3};

    (void)state;
    for (int h = KEYS; h < HOWS; h++)
        for (int d = UNIFORM; d < DISTRIBUTIONS; d++)
            for (int s = 0; s < 5; s++)
                check_sort((how)h, counts[s], (distribution)d, (uint64_t)(5000 + 10 * d + s));
}

/* The benchmark's orders of keys over a ladder of sizes: 0 to 3, around
   the nearly sorted order's first moves (150 keys: 2 moved), around a
   tile of keys and one of pairs, primes, and powers of two and their
   neighbours up to 2^22 + 1. Under the sanitizer, a sample. */
static void benchmark_orders_over_the_ladder(void **state)
{
    static const int counts[] = {
        0, 1, 2, 3, 149, 150, 151, KEYS_NV - 1, KEYS_NV, KEYS_NV + 1, PAIRS_NV - 1, PAIRS_NV,
        PAIRS_NV + 1, 3 * KEYS_NV + 7, 9973, 65521, (1 << 17) - 1, 1 << 17, (1 << 17) + 1,
        1000003, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, (1 << 22) + 1};
    enum { COUNTS = sizeof counts / sizeof counts[0] };

    (void)state;
    for (int h = KEYS; h < HOWS; h++)
        for (int d = UNIFORM_SORTED; d < DISTRIBUTIONS; d++)
            for (int c = 0; c < COUNTS; c++)
                if (thorough() || c < 2 || c == 5 || c == 9 || c == 10 || c == 15)
                    check_sort((how)h, counts[c], (distribution)d,
                               (uint64_t)(9000 + 100 * d + 3 * c + h));
}

/* Pairs whose values are their positions, with long runs of equal keys:
   any instability shows as values out of order (check_sort compares them
   with the stable sort's). */
static void pairs_keep_equal_keys_in_order(void **state)
{
    static const int counts[] = {2, 17, PAIRS_NV, PAIRS_NV + 5, 5 * PAIRS_NV + 1, 100003,
                                 (1 << 22) + 1};

    (void)state;
    for (int s = 0; s < 7; s++) {
        check_sort(PAIRS, counts[s], ALL_EQUAL, (uint64_t)(6000 + s));
        check_sort(PAIRS, counts[s], FEW_DISTINCT, (uint64_t)(6100 + s));
        check_sort(INDICES, counts[s], EXTREMES, (uint64_t)(6200 + s));
    }
}

/* A second sort of the same size takes the same scratch block: no new
   allocation; a smaller one too. */
static void repeated_sorts_reuse_scratch_memory(void **state)
{
    void *block;
    size_t bytes;

    (void)state;
    check_sort(PAIRS, 300000, UNIFORM, 7000);
    block = ctx->scratch;
    bytes = ctx->scratch_bytes;
    assert_non_null(block);
    check_sort(PAIRS, 300000, FEW_DISTINCT, 7001);
    check_sort(KEYS, 300000, UNIFORM, 7002);
    check_sort(INDICES, 1000, UNIFORM, 7003);
    assert_ptr_equal(ctx->scratch, block);
    assert_int_equal(ctx->scratch_bytes, bytes);
}

/* A GPU that gives a CTA 64 KB of shared memory, as Turing does: pairs and
   indices sort in two-way passes only, since their four-way tile needs
   69,632 bytes; keys keep four-way ones, after a blocksort of two merge
   tiles instead of four (whose 17,408 keys need 69,632 bytes too). Made by
   lowering the context's record of the limit; the teardown restores it.
   This checks that the sorts so planned are right; that the plan follows
   the record is the CPU tests passes_fit_the_shared_memory_of_a_cta's and
   blocksort_tiles_fit_the_shared_memory_of_a_cta's (an H100 would run the
   larger tiles anyway). */
static size_t shared_limit;

static int restore_shared_limit(void **state)
{
    (void)state;
    ctx->props.sharedMemPerBlockOptin = shared_limit;
    return 0;
}

static void sorts_fit_turing_shared_memory(void **state)
{
    (void)state;
    shared_limit = ctx->props.sharedMemPerBlockOptin;
    ctx->props.sharedMemPerBlockOptin = 65536;
    assert_int_equal(lg_mergesort_ways_for(65536, PAIRS_NV, 4, 1), 2);
    assert_int_equal(
        lg_mergesort_blocksort_tiles_for(65536, KEYS_NV, LG_MERGESORT_KEYS_BLOCKSORT_TILES, 4, 0),
        2);
    for (int h = KEYS; h < HOWS; h++) {
        for (int tiles = 1; tiles <= 9; tiles++)
            check_sort((how)h, tiles * nv_of((how)h) - 5, UNIFORM,
                       (uint64_t)(8000 + 10 * tiles + h));
        check_sort((how)h, (1 << 20) + 1, FEW_DISTINCT, (uint64_t)(8100 + h));
        if (thorough())
            check_sort((how)h, 1 << 24, UNIFORM, (uint64_t)(8200 + h));
    }
}

static void expect_refusal(lg_status status, const char *message)
{
    assert_int_equal(status, LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), message);
}

/* Each refused call returns LG_ERR_INVALID_ARGUMENT with a message naming
   the function and the argument, and writes nothing. */
static void bad_arguments_are_refused_and_write_nothing(void **state)
{
    enum { WORDS = 32 };
    int32_t *d = NULL, got[WORDS];

    (void)state;
    assert_int_equal(cudaMalloc((void **)&d, sizeof got), cudaSuccess);
    assert_int_equal(cudaMemset(d, 0xA5, sizeof got), cudaSuccess);
    expect_refusal(lg_mergesort_keys_i32(d, -1, ctx),
                   "lg_mergesort_keys_i32: count is -1; it must be at least 0");
    expect_refusal(lg_mergesort_keys_i32(NULL, 5, ctx),
                   "lg_mergesort_keys_i32: keys is NULL and count is 5");
    expect_refusal(lg_mergesort_pairs_i32(d, NULL, 5, ctx),
                   "lg_mergesort_pairs_i32: values is NULL and count is 5");
    expect_refusal(lg_mergesort_pairs_i32(NULL, d, 5, ctx),
                   "lg_mergesort_pairs_i32: keys is NULL and count is 5");
    expect_refusal(lg_mergesort_pairs_i32(d, d + 4, 5, ctx),
                   "lg_mergesort_pairs_i32: keys and values overlap");
    expect_refusal(lg_mergesort_pairs_i32(d + 4, d, 5, ctx),
                   "lg_mergesort_pairs_i32: keys and values overlap");
    expect_refusal(lg_mergesort_pairs_i32(d, d + 8, -7, ctx),
                   "lg_mergesort_pairs_i32: count is -7; it must be at least 0");
    expect_refusal(lg_mergesort_indices_i32(d, NULL, 1, ctx),
                   "lg_mergesort_indices_i32: indices is NULL and count is 1");
    expect_refusal(lg_mergesort_indices_i32(d, d, 3, ctx),
                   "lg_mergesort_indices_i32: keys and indices overlap");
    assert_int_equal(lg_mergesort_keys_i32(d, 4, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_mergesort_keys_i32: ctx is NULL");
    assert_int_equal(lg_mergesort_indices_i32(d, d + 8, 4, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_mergesort_indices_i32: ctx is NULL");
    /* nothing to sort: allowed, with null pointers, and writes nothing */
    assert_int_equal(lg_mergesort_keys_i32(NULL, 0, ctx), LG_OK);
    assert_int_equal(lg_mergesort_pairs_i32(NULL, NULL, 0, ctx), LG_OK);
    assert_int_equal(lg_mergesort_indices_i32(d, d, 0, ctx), LG_OK);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < WORDS; i++)
        assert_int_equal(got[i], poison);
    cudaFree(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_size_up_to_three_tiles),
        cmocka_unit_test(powers_of_two_and_neighbours),
        cmocka_unit_test(tile_counts_that_leave_partial_groups),
        cmocka_unit_test(every_distribution),
        cmocka_unit_test(benchmark_orders_over_the_ladder),
        cmocka_unit_test(pairs_keep_equal_keys_in_order),
        cmocka_unit_test(repeated_sorts_reuse_scratch_memory),
        cmocka_unit_test_teardown(sorts_fit_turing_shared_memory, restore_shared_limit),
        cmocka_unit_test(bad_arguments_are_refused_and_write_nothing),
    };
    size_t most = (size_t)MAX_N + 1 + GUARD;
    int failed;

    ctx = lg_test_context_or_skip();
    h_keys = malloc(6 * sizeof(int32_t) * most);
    seen = malloc(most);
    if (h_keys == NULL || seen == NULL ||
        cudaMalloc((void **)&d_keys, sizeof(int32_t) * most) != cudaSuccess ||
        cudaMalloc((void **)&d_values, sizeof(int32_t) * most) != cudaSuccess) {
        printf("Bail out! out of memory for the test buffers\n");
        return 1;
    }
    h_values = h_keys + most;
    want_keys = h_values + most;
    want_values = want_keys + most;
    got_keys = want_values + most;
    got_values = got_keys + most;
    failed = cmocka_run_group_tests_name("mergesort on the GPU", tests, NULL, NULL);
    cudaFree(d_keys);
    cudaFree(d_values);
    free(h_keys);
    free(seen);
    lg_context_destroy(ctx);
    return failed;
}
