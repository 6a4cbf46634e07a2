/* The mergesort of every key type on a CUDA device: lg_mergesort_keys_S,
   lg_mergesort_pairs_S and lg_mergesort_indices_S for S in i32, u32, f32,
   i64, u64, f64, against a stable CPU sort written apart from the library,
   over a size ladder around each type's tiles and the distributions, into
   poisoned buffers followed by guards. The CPU's order maps each key to an
   unsigned number: integers with the sign bit flipped; floats through
   their canonical bits (-0.0 made +0.0, every NaN one NaN) and the radix
   transform. Keys are compared bit for bit, so a -0.0 that became +0.0,
   a -0.0 that changed places with a +0.0, or a NaN that lost its sign or
   payload fails; pairs (values = positions) and indices check stability.
   Skipped, with the reason, without a device. */
#include <limits.h>
#include <math.h>
#include <string.h>
#include "lg_key_order.h"
#include "lg_test.h"
#include "mergesort.h"
#include "support.h"

static lg_context *ctx;
enum { GUARD = 3, POISON_BYTE = 0xA5, MAX_N = (1 << 22) + 1 };
static const int32_t poison_word = (int32_t)0xA5A5A5A5;

typedef enum how { KEYS, PAIRS, INDICES, HOWS } how;
static const char *const how_names[] = {"keys", "pairs", "indices"};

typedef enum distribution {
    UNIFORM,      /* random bits over the whole type (floats: random finite values) */
    SORTED,       /* ascending, with repeats */
    REVERSED,     /* descending */
    FEW_DISTINCT, /* four keys (floats: both zeros, two NaNs) */
    ALL_EQUAL,    /* one key */
    SPECIAL,      /* extremes, the padding key; floats: zeros, infinities, NaNs */
    DISTRIBUTIONS
} distribution;
static const char *const distribution_names[] = {"uniform",  "sorted",    "reversed",
                                                 "few distinct", "all equal", "special"};

static uint64_t wide_random(uint64_t seed, uint64_t i)
{
    return (uint64_t)random_u32(seed, 2 * i) << 32 | random_u32(seed, 2 * i + 1);
}

/* Key i of count from d, as raw bits (the low 4 bytes for 4-byte types),
   for integers of `bytes` bytes. */
static uint64_t draw_int(int bytes, int is_signed, distribution d, int count, int i,
                         uint64_t seed)
{
    uint64_t top = bytes == 4 ? 0xffffffffu : ~(uint64_t)0;
    uint64_t min = is_signed ? (top >> 1) + 1 : 0, max = is_signed ? top >> 1 : top;
    uint64_t special[] = {min, min + 1, top, 0, 1, max - 1, max};
    uint64_t r = wide_random(seed, (uint64_t)i);

    switch (d) {
    case UNIFORM: return r & top;
    case SORTED: return (uint64_t)(i / 3) & top;
    case REVERSED: return (uint64_t)(count - i) & top;
    case FEW_DISTINCT: return r % 4;
    case ALL_EQUAL: return 7;
    default: return special[r % 7] & top;
    }
}

static const uint32_t f32_special[] = {0xff800000u, 0xff7fffffu, 0x80000000u, 0x00000000u,
                                       0x80000001u, 0x7f7fffffu, 0x7f800000u, 0x7fc00000u,
                                       0xffc00000u, 0x7fc00123u, 0xff812345u, 0x3f800000u};
static const uint64_t f64_special[] = {
    0xfff0000000000000u, 0xffefffffffffffffu, 0x8000000000000000u, 0x0000000000000000u,
    0x8000000000000001u, 0x7fefffffffffffffu, 0x7ff0000000000000u, 0x7ff8000000000000u,
    0xfff8000000000000u, 0x7ff8000000000123u, 0xfff0000000012345u, 0x3ff0000000000000u};
enum { SPECIALS = sizeof f32_special / sizeof f32_special[0] };


/* Floats: finite values of both signs, many magnitudes, some repeats. */
static double draw_real(distribution d, int count, int i, uint64_t seed)
{
    uint64_t r = wide_random(seed, (uint64_t)i);

    switch (d) {
    case UNIFORM: return ldexp((double)(int64_t)r / 9.3e18, (int)(r % 200) - 100);
    case SORTED: return (double)(i / 3) - 1000.5;
    case REVERSED: return (double)(count - i) * 0.25;
    case ALL_EQUAL: return 7.0;
    default: return 0.0;   /* FEW_DISTINCT and SPECIAL are drawn as bits */
    }
}

#define DRAW_INTEGER(S, K, SIGNED)                                                       \
    static K draw_##S(distribution d, int count, int i, uint64_t seed)                   \
    {                                                                                    \
        return (K)draw_int((int)sizeof(K), SIGNED, d, count, i, seed);                   \
    }
DRAW_INTEGER(i32, int32_t, 1)
DRAW_INTEGER(u32, uint32_t, 0)
DRAW_INTEGER(i64, int64_t, 1)
DRAW_INTEGER(u64, uint64_t, 0)

static float draw_f32(distribution d, int count, int i, uint64_t seed)
{
    static const uint32_t few[] = {0x80000000u, 0x00000000u, 0x7fc00000u, 0xffc00001u};
    uint64_t r = wide_random(seed, (uint64_t)i);

    if (d == FEW_DISTINCT)
        return f32_of(few[r % 4]);
    if (d == SPECIAL)
        return r % 3 ? f32_of(f32_special[r / 3 % SPECIALS]) : (float)(int32_t)(r >> 40);
    return (float)draw_real(d, count, i, seed);
}

static double draw_f64(distribution d, int count, int i, uint64_t seed)
{
    static const uint64_t few[] = {0x8000000000000000u, 0, 0x7ff8000000000000u,
                                   0xfff8000000000001u};
    uint64_t r = wide_random(seed, (uint64_t)i);

    if (d == FEW_DISTINCT)
        return f64_of(few[r % 4]);
    if (d == SPECIAL)
        return r % 3 ? f64_of(f64_special[r / 3 % SPECIALS]) : (double)(int64_t)(r >> 20);
    return draw_real(d, count, i, seed);
}

/* Sort positions[0, count) stably by order[position]: a merge sort. */
static void stable_sort_positions(const uint64_t *order, int32_t *positions, int32_t *tmp,
                                  int count)
{
    for (int width = 1; width < count; width *= 2) {
        for (int left = 0; left < count; left += 2 * width) {
            int mid = left + width < count ? left + width : count;
            int end = left + 2 * width < count ? left + 2 * width : count;
            int i = left, j = mid, o = left;

            while (o < end)
                tmp[o++] = j < end && (i >= mid || order[positions[j]] < order[positions[i]])
                               ? positions[j++]
                               : positions[i++];
        }
        memcpy(positions, tmp, sizeof(int32_t) * (size_t)count);
    }
}

/* Buffers for the largest sort, shared by the types. */
static unsigned char *h_keys, *got_keys, *want_keys;
static uint64_t *order;
static int32_t *positions, *tmp, *got_values;
static void *d_keys;
static int32_t *d_values;

/* Tile sizes of key type K: a merge tile of the sort of keys, of pairs,
   and the blocksort tile of keys. */
#define KEYS_NV(K)                                                                       \
    (sizeof(K) > 4 ? LG_MERGESORT_WIDE_KEYS_NT * LG_MERGESORT_WIDE_KEYS_VT                \
                   : LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT)
#define PAIRS_NV(K)                                                                      \
    (sizeof(K) > 4 ? LG_MERGESORT_WIDE_PAIRS_NT * LG_MERGESORT_WIDE_PAIRS_VT              \
                   : LG_MERGESORT_PAIRS_NT * LG_MERGESORT_PAIRS_VT)
#define BLOCKSORT_NV(K)                                                                  \
    (KEYS_NV(K) * (sizeof(K) > 4 ? LG_MERGESORT_WIDE_KEYS_BLOCKSORT_TILES                 \
                                 : LG_MERGESORT_KEYS_BLOCKSORT_TILES))

/* Under compute-sanitizer (LG_TEST_MAX_N set low) each sort runs tens of
   times slower, racecheck's most: the ladder and the distributions then
   take a sample (every fourth power of two, the two smaller counts). */
static int thorough(void) { return lg_test_max_count() >= (1 << 22); }

/* For key type S, K: sort on the device as `h` says, and compare with the
   CPU's stable sort, bit for bit, guards included. */
#define CHECK_SORT(S, K)                                                                 \
    static void check_##S(how h, int count, distribution d, uint64_t seed)               \
    {                                                                                    \
        size_t n = (size_t)count, with_guard = n + GUARD;                                \
        K *keys = (K *)h_keys, *got = (K *)got_keys, *want = (K *)want_keys;             \
        lg_status status;                                                                \
                                                                                         \
        if (count > MAX_N || (long long)count > lg_test_max_count())                     \
            return;                                                                      \
        for (int i = 0; i < count; i++) {                                                \
            keys[i] = draw_##S(d, count, i, seed);                                       \
            order[i] = order_##S(keys[i]);                                               \
            positions[i] = i;                                                            \
        }                                                                                \
        stable_sort_positions(order, positions, tmp, count);                             \
        for (size_t k = 0; k < n; k++)                                                   \
            want[k] = keys[positions[k]];                                                \
        assert_int_equal(cudaMemset(d_keys, POISON_BYTE, sizeof(K) * with_guard), cudaSuccess); \
        assert_int_equal(cudaMemset(d_values, POISON_BYTE, sizeof(int32_t) * with_guard),    \
                         cudaSuccess);                                                   \
        assert_int_equal(cudaMemcpy(d_keys, keys, sizeof(K) * n, cudaMemcpyHostToDevice), \
                         cudaSuccess);                                                   \
        for (size_t k = 0; k < n; k++)                                                   \
            tmp[k] = (int32_t)k;                                                         \
        if (h == PAIRS)                                                                  \
            assert_int_equal(cudaMemcpy(d_values, tmp, sizeof(int32_t) * n,              \
                                        cudaMemcpyHostToDevice), cudaSuccess);           \
        status = h == KEYS    ? lg_mergesort_keys_##S((K *)d_keys, count, ctx)             \
                 : h == PAIRS ? lg_mergesort_pairs_##S((K *)d_keys, d_values, count, ctx)   \
                              : lg_mergesort_indices_##S((K *)d_keys, d_values, count, ctx); \
        if (status != LG_OK)                                                             \
            fail_msg(#S " %s, %d keys, %s: %s", how_names[h], count, distribution_names[d], \
                     lg_context_last_error(ctx));                                        \
        assert_int_equal(lg_context_synchronize(ctx), LG_OK);                            \
        assert_int_equal(cudaMemcpy(got, d_keys, sizeof(K) * with_guard,                 \
                                    cudaMemcpyDeviceToHost), cudaSuccess);               \
        assert_int_equal(cudaMemcpy(got_values, d_values, sizeof(int32_t) * with_guard,  \
                                    cudaMemcpyDeviceToHost), cudaSuccess);               \
        memset(want + n, POISON_BYTE, sizeof(K) * GUARD);                                \
        for (size_t k = 0; k < with_guard; k++) {                                        \
            int32_t want_value = k < n && h != KEYS ? positions[k] : poison_word;        \
            if (memcmp(&got[k], &want[k], sizeof(K)) != 0 || got_values[k] != want_value) \
                fail_msg(#S " %s, %d keys, %s, seed %llu: [%zu] differs (value %d, want " \
                         "%d; key from position %d)%s", how_names[h], count,              \
                         distribution_names[d], (unsigned long long)seed, k, got_values[k], \
                         want_value, k < n ? positions[k] : -1, k < n ? "" : " (a guard)"); \
        }                                                                                \
    }

CHECK_SORT(i32, int32_t)
CHECK_SORT(u32, uint32_t)
CHECK_SORT(f32, float)
CHECK_SORT(i64, int64_t)
CHECK_SORT(u64, uint64_t)
CHECK_SORT(f64, double)

/* The ladder of one type: every size up to 9, around each tile, powers of
   two and their neighbours, and 1 to 20 tiles whole and short, every
   distribution at a few sizes. */
#define SORT_TESTS(S, K)                                                                 \
    static void sizes_##S(void **state)                                                  \
    {                                                                                    \
        (void)state;                                                                     \
        for (int h = KEYS; h < HOWS; h++) {                                              \
            int nv = h == KEYS ? KEYS_NV(K) : PAIRS_NV(K);                               \
            int around[] = {nv - 1, nv, nv + 1, BLOCKSORT_NV(K) - 1, BLOCKSORT_NV(K) + 1,  \
                            2 * nv + 37, 3 * nv - 1};                                    \
            for (int count = 0; count <= 9; count++)                                     \
                check_##S((how)h, count, count % 2 ? UNIFORM : SPECIAL, (uint64_t)count); \
            for (int s = 0; s < 7; s++)                                                  \
                check_##S((how)h, around[s], (distribution)(s % DISTRIBUTIONS),          \
                          (uint64_t)(100 + s));                                          \
            for (int k = 4; k <= 22; k++)                                                \
                for (int delta = -1; delta <= 1; delta++)                                \
                    if (thorough() ? 1 : k % 4 == 0 && delta == 0)                       \
                        check_##S((how)h, (1 << k) + delta, k % 2 ? UNIFORM : FEW_DISTINCT, \
                                  (uint64_t)(200 + 10 * k + delta));                     \
            for (int tiles = 1; tiles <= 20; tiles++)                                    \
                if (thorough() || tiles <= 3 || tiles == 9)                              \
                    check_##S((how)h, tiles * nv - (tiles % 2 ? nv / 3 : 0),              \
                              tiles % 3 ? UNIFORM : SPECIAL, (uint64_t)(400 + tiles));   \
        }                                                                                \
    }                                                                                    \
    static void distributions_##S(void **state)                                          \
    {                                                                                    \
        const int counts[] = {1000, KEYS_NV(K) + 1, 65537, (1 << 20) + 3};               \
        (void)state;                                                                     \
        for (int h = KEYS; h < HOWS; h++)                                                \
            for (int d = UNIFORM; d < DISTRIBUTIONS; d++)                                \
                for (int s = 0; s < (thorough() ? 4 : 2); s++)                           \
                    check_##S((how)h, counts[s], (distribution)d, (uint64_t)(500 + 10 * d + s)); \
    }

/* Each refused call returns LG_ERR_INVALID_ARGUMENT with a message naming
   the function and the argument, and writes nothing. */
#define REFUSALS(S, K)                                                                   \
    static void refuses_##S(void **state)                                                \
    {                                                                                    \
        enum { WORDS = 32 };                                                             \
        int32_t *w = (int32_t *)d_keys, got[WORDS];                                      \
        K *k = (K *)d_keys;                                                              \
        (void)state;                                                                     \
        assert_int_equal(cudaMemset(w, POISON_BYTE, sizeof got), cudaSuccess);          \
        assert_int_equal(lg_mergesort_keys_##S(k, -1, ctx), LG_ERR_INVALID_ARGUMENT);    \
        assert_string_equal(lg_context_last_error(ctx),                                  \
                            "lg_mergesort_keys_" #S ": count is -1; it must be at least 0"); \
        assert_int_equal(lg_mergesort_keys_##S(NULL, 5, ctx), LG_ERR_INVALID_ARGUMENT);  \
        assert_string_equal(lg_context_last_error(ctx),                                  \
                            "lg_mergesort_keys_" #S ": keys is NULL and count is 5");    \
        assert_int_equal(lg_mergesort_pairs_##S(k, NULL, 5, ctx), LG_ERR_INVALID_ARGUMENT); \
        assert_string_equal(lg_context_last_error(ctx),                                  \
                            "lg_mergesort_pairs_" #S ": values is NULL and count is 5");  \
        /* the values start inside the last key: an overlap of a few bytes */            \
        assert_int_equal(lg_mergesort_pairs_##S(k, (int32_t *)(k + 5) - 1, 5, ctx),       \
                         LG_ERR_INVALID_ARGUMENT);                                       \
        assert_string_equal(lg_context_last_error(ctx),                                  \
                            "lg_mergesort_pairs_" #S ": keys and values overlap");       \
        assert_int_equal(lg_mergesort_indices_##S((K *)(w + 4), w, 5, ctx),              \
                         LG_ERR_INVALID_ARGUMENT);                                       \
        assert_string_equal(lg_context_last_error(ctx),                                  \
                            "lg_mergesort_indices_" #S ": keys and indices overlap");    \
        assert_int_equal(lg_mergesort_indices_##S(k, NULL, 1, ctx), LG_ERR_INVALID_ARGUMENT); \
        assert_string_equal(lg_context_last_error(ctx),                                  \
                            "lg_mergesort_indices_" #S ": indices is NULL and count is 1"); \
        assert_int_equal(lg_mergesort_keys_##S(k, 4, NULL), LG_ERR_INVALID_ARGUMENT);    \
        assert_string_equal(lg_context_last_error(NULL),                                 \
                            "lg_mergesort_keys_" #S ": ctx is NULL");                    \
        assert_int_equal(lg_mergesort_keys_##S(NULL, 0, ctx), LG_OK);                    \
        assert_int_equal(lg_mergesort_pairs_##S(NULL, NULL, 0, ctx), LG_OK);             \
        assert_int_equal(lg_mergesort_indices_##S(k, w, 0, ctx), LG_OK);                 \
        assert_int_equal(lg_context_synchronize(ctx), LG_OK);                            \
        assert_int_equal(cudaMemcpy(got, w, sizeof got, cudaMemcpyDeviceToHost), cudaSuccess); \
        for (int i = 0; i < WORDS; i++)                                                  \
            assert_int_equal(got[i], poison_word);                                       \
    }

#define TESTS_OF(S, K) SORT_TESTS(S, K) REFUSALS(S, K)
TESTS_OF(i32, int32_t)
TESTS_OF(u32, uint32_t)
TESTS_OF(f32, float)
TESTS_OF(i64, int64_t)
TESTS_OF(u64, uint64_t)
TESTS_OF(f64, double)

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sizes_i32),         cmocka_unit_test(sizes_u32),
        cmocka_unit_test(sizes_f32),         cmocka_unit_test(sizes_i64),
        cmocka_unit_test(sizes_u64),         cmocka_unit_test(sizes_f64),
        cmocka_unit_test(distributions_i32), cmocka_unit_test(distributions_u32),
        cmocka_unit_test(distributions_f32), cmocka_unit_test(distributions_i64),
        cmocka_unit_test(distributions_u64), cmocka_unit_test(distributions_f64),
        cmocka_unit_test(refuses_i32),       cmocka_unit_test(refuses_u32),
        cmocka_unit_test(refuses_f32),       cmocka_unit_test(refuses_i64),
        cmocka_unit_test(refuses_u64),       cmocka_unit_test(refuses_f64),
    };
    size_t most = (size_t)MAX_N + 1 + GUARD;
    int failed;

    ctx = lg_test_context_or_skip();
    h_keys = malloc(3 * sizeof(uint64_t) * most);
    order = malloc(sizeof(uint64_t) * most);
    positions = malloc(3 * sizeof(int32_t) * most);
    if (h_keys == NULL || order == NULL || positions == NULL ||
        cudaMalloc(&d_keys, sizeof(uint64_t) * most) != cudaSuccess ||
        cudaMalloc((void **)&d_values, sizeof(int32_t) * most) != cudaSuccess) {
        printf("Bail out! out of memory for the test buffers\n");
        return 1;
    }
    got_keys = h_keys + sizeof(uint64_t) * most;
    want_keys = got_keys + sizeof(uint64_t) * most;
    tmp = positions + most;
    got_values = tmp + most;
    failed = cmocka_run_group_tests_name("mergesort of every key type on the GPU", tests, NULL,
                                         NULL);
    cudaFree(d_keys);
    cudaFree(d_values);
    free(h_keys), free(order), free(positions);
    lg_context_destroy(ctx);
    return failed;
}
