/* The merge of every key type on a CUDA device: lg_merge_keys_S and
   lg_merge_pairs_S for S in i32, u32, f32, i64, u64, f64, against a CPU
   merge, over a size ladder around each type's tile and the distributions,
   into poisoned outputs with guards. The CPU's order is written apart from
   the library's (tests/common/lg_key_order.h). Outputs are compared
   bit for bit, so a -0.0 that became +0.0 or a NaN that lost its payload
   fails; the pair merge carries each key's origin, so stability is
   checked. Skipped, with the reason, without a device. */
#include <limits.h>
#include <math.h>
#include <string.h>
#include "lg_key_order.h"
#include "lg_test.h"
#include "merge_path.h"
#include "support.h"

static lg_context *ctx;
enum { GUARD = 2, POISON_BYTE = 0xA5 };

typedef enum distribution {
    UNIFORM,      /* spread over the type's range, both signs, few repeats */
    FEW_DISTINCT, /* four values (for floats: both zeros, both NaNs) */
    ALL_EQUAL,    /* one key */
    A_BELOW_B,    /* every key of A before every key of B */
    SPECIAL,      /* floats: the extremes, infinities, zeros and NaNs mixed in */
    DISTRIBUTIONS
} distribution;
static const char *const distribution_names[] = {"uniform", "few distinct", "all equal",
                                                 "A below B", "special"};

static const uint32_t f32_special[] = {0xff800000u, 0xff7fffffu, 0x80000000u, 0x00000000u,
                                       0x00000001u, 0x7f7fffffu, 0x7f800000u, 0x7fc00000u,
                                       0xffc00000u, 0x7fc00123u};
static const uint64_t f64_special[] = {
    0xfff0000000000000u, 0xffefffffffffffffu, 0x8000000000000000u, 0x0000000000000000u,
    0x0000000000000001u, 0x7fefffffffffffffu, 0x7ff0000000000000u, 0x7ff8000000000000u,
    0xfff8000000000000u, 0x7ff8000000000123u};
enum { SPECIALS = sizeof f32_special / sizeof f32_special[0] };

/* Draw h's key of a distribution; list 1 is B. */
#define DRAW_INT(K, LOW, HIGH)                                                        \
    static K draw_##K(uint64_t h, distribution d, int list)                            \
    {                                                                                  \
        uint64_t wide = (uint64_t)random_u32(h, 1) << 32 | random_u32(h, 2);           \
        switch (d) {                                                                   \
        case FEW_DISTINCT: return (K)(LOW + (K)(wide % 4));                            \
        case ALL_EQUAL: return (K)7;                                                   \
        case A_BELOW_B: return list == 0 ? (K)(LOW + (K)(wide % 100)) : (K)(HIGH - (K)(wide % 100)); \
        default: return (K)wide;                                                       \
        }                                                                              \
    }
DRAW_INT(int32_t, INT32_MIN, INT32_MAX)
DRAW_INT(uint32_t, 0, UINT32_MAX)
DRAW_INT(int64_t, INT64_MIN, INT64_MAX)
DRAW_INT(uint64_t, 0, UINT64_MAX)

static float draw_float(uint64_t h, distribution d, int list)
{
    uint32_t r = random_u32(h, 1);
    static const uint32_t few[] = {0x80000000u, 0x00000000u, 0x7fc00000u, 0xffc00001u};

    switch (d) {
    case FEW_DISTINCT: return f32_of(few[r % 4]);
    case ALL_EQUAL: return 7.0f;
    case A_BELOW_B: return (list == 0 ? -1.0f : 1.0f) * (float)(1 + r % 1000);
    case SPECIAL:
        if (r % 4 == 0)
            return f32_of(f32_special[r / 4 % SPECIALS]);
        /* fall through */
    default: return (float)((double)(int32_t)r / 1024.0);
    }
}

static double draw_double(uint64_t h, distribution d, int list)
{
    uint32_t r = random_u32(h, 1);
    static const uint64_t few[] = {0x8000000000000000u, 0, 0x7ff8000000000000u,
                                   0xfff8000000000001u};

    switch (d) {
    case FEW_DISTINCT: return f64_of(few[r % 4]);
    case ALL_EQUAL: return 7.0;
    case A_BELOW_B: return (list == 0 ? -1.0 : 1.0) * (double)(1 + r % 1000);
    case SPECIAL:
        if (r % 4 == 0)
            return f64_of(f64_special[r / 4 % SPECIALS]);
        /* fall through */
    default: return (double)(int32_t)r / 1048576.0 + (double)random_u32(h, 3) * 1e-12;
    }
}

#define LESS_INT(a, b) ((a) < (b))
#define LESS_F32(a, b) (order_f32(a) < order_f32(b))
#define LESS_F64(a, b) (order_f64(a) < order_f64(b))

/* For key type S, K: sort a host list, merge on the CPU and on the device,
   and compare. tile is the type's keys-merge tile, NV of lg_merge_keys_S. */
#define KEY_TYPE_TESTS(S, K, DRAW, LESS)                                                    \
    static void sort_##S(K *keys, int count)                                                \
    {                                                                                       \
        /* a merge sort by LESS; stability does not matter for an input */                  \
        K *tmp = malloc(sizeof(K) * (size_t)(count > 0 ? count : 1));                       \
        assert_non_null(tmp);                                                               \
        for (int width = 1; width < count; width *= 2) {                                    \
            for (int left = 0; left < count; left += 2 * width) {                           \
                int mid = left + width < count ? left + width : count;                      \
                int end = left + 2 * width < count ? left + 2 * width : count;              \
                int i = left, j = mid, o = left;                                            \
                while (o < end)                                                             \
                    tmp[o++] = j < end && (i >= mid || LESS(keys[j], keys[i])) ? keys[j++]  \
                                                                               : keys[i++]; \
            }                                                                               \
            memcpy(keys, tmp, sizeof(K) * (size_t)count);                                   \
        }                                                                                   \
        free(tmp);                                                                          \
    }                                                                                       \
    static void check_##S(int pairs, int a_count, int b_count, distribution d, uint64_t seed) \
    {                                                                                       \
        size_t n = (size_t)a_count + (size_t)b_count, out = n + GUARD;                      \
        K *keys = malloc(sizeof(K) * (n + 1)), *want = malloc(sizeof(K) * (n + 1));         \
        K *got = malloc(sizeof(K) * out), *d_keys = NULL, *d_out = NULL, poison;            \
        int32_t *origin = malloc(sizeof(int32_t) * (n + 1));                                \
        int32_t *want_origin = malloc(sizeof(int32_t) * (n + 1));                           \
        int32_t *got_origin = malloc(sizeof(int32_t) * out), *d_origin = NULL;              \
        int32_t *d_out_origin = NULL;                                                       \
        lg_status status;                                                                   \
                                                                                            \
        if ((long long)n > lg_test_max_count())                                             \
            goto done;                                                                      \
        assert_true(keys && want && got && origin && want_origin && got_origin);            \
        memset(&poison, POISON_BYTE, sizeof poison);                                        \
        for (size_t i = 0; i < n; i++) {                                                    \
            int list = i >= (size_t)a_count;                                                \
            keys[i] = DRAW(seed * 0x100000000u + i, d, list);                               \
            origin[i] = (int32_t)i;                                                         \
        }                                                                                   \
        sort_##S(keys, a_count);                                                            \
        sort_##S(keys + a_count, b_count);                                                  \
        for (size_t i = 0, j = (size_t)a_count, k = 0; k < n; k++) {                        \
            int take_b = j < n && (i >= (size_t)a_count || LESS(keys[j], keys[i]));         \
            size_t from = take_b ? j++ : i++;                                               \
            want[k] = keys[from];                                                           \
            want_origin[k] = (int32_t)from;                                                 \
        }                                                                                   \
        assert_int_equal(cudaMalloc((void **)&d_keys, sizeof(K) * (n + 1) + sizeof(K) * out), \
                         cudaSuccess);                                                      \
        assert_int_equal(cudaMalloc((void **)&d_origin, sizeof(int32_t) * (n + 1 + out)),   \
                         cudaSuccess);                                                      \
        d_out = d_keys + n + 1;                                                             \
        d_out_origin = d_origin + n + 1;                                                    \
        assert_int_equal(cudaMemcpy(d_keys, keys, sizeof(K) * n, cudaMemcpyHostToDevice),   \
                         cudaSuccess);                                                      \
        assert_int_equal(cudaMemcpy(d_origin, origin, sizeof(int32_t) * n,                  \
                                    cudaMemcpyHostToDevice), cudaSuccess);                  \
        assert_int_equal(cudaMemset(d_out, POISON_BYTE, sizeof(K) * out), cudaSuccess);     \
        assert_int_equal(cudaMemset(d_out_origin, POISON_BYTE, sizeof(int32_t) * out),      \
                         cudaSuccess);                                                      \
        status = pairs ? lg_merge_pairs_##S(d_keys, d_origin, a_count, d_keys + a_count,    \
                                            d_origin + a_count, b_count, d_out,             \
                                            d_out_origin, ctx)                              \
                       : lg_merge_keys_##S(d_keys, a_count, d_keys + a_count, b_count, d_out, \
                                           ctx);                                            \
        if (status != LG_OK)                                                                \
            fail_msg(#S " %s, %d + %d, %s: %s", pairs ? "pairs" : "keys", a_count, b_count,  \
                     distribution_names[d], lg_context_last_error(ctx));                    \
        assert_int_equal(lg_context_synchronize(ctx), LG_OK);                               \
        assert_int_equal(cudaMemcpy(got, d_out, sizeof(K) * out, cudaMemcpyDeviceToHost),   \
                         cudaSuccess);                                                      \
        assert_int_equal(cudaMemcpy(got_origin, d_out_origin, sizeof(int32_t) * out,        \
                                    cudaMemcpyDeviceToHost), cudaSuccess);                  \
        for (size_t k = 0; k < out; k++) {                                                  \
            const K *w = k < n ? &want[k] : &poison;                                        \
            int32_t wo = k < n && pairs ? want_origin[k] : (int32_t)0xA5A5A5A5;              \
            if (memcmp(&got[k], w, sizeof(K)) != 0 || got_origin[k] != wo)                  \
                fail_msg(#S " %s, %d + %d, %s, seed %llu: output %zu differs (origin %d, "  \
                         "want %d)%s", pairs ? "pairs" : "keys", a_count, b_count,           \
                         distribution_names[d], (unsigned long long)seed, k, got_origin[k], \
                         wo, k < n ? "" : " (a guard)");                                    \
        }                                                                                   \
    done:                                                                                   \
        cudaFree(d_keys);                                                                   \
        cudaFree(d_origin);                                                                 \
        free(keys), free(want), free(got), free(origin), free(want_origin), free(got_origin); \
    }                                                                                       \
    static void merges_##S(void **state)                                                    \
    {                                                                                       \
        int keys_nv = (sizeof(K) > 4 ? LG_MERGE_WIDE_KEYS_NT : LG_MERGE_KEYS_NT) *          \
                      LG_MERGE_KEYS_VT;                                                     \
        int pairs_nv = LG_MERGE_PAIRS_NT * LG_MERGE_PAIRS_VT;                               \
        const int sizes[][2] = {{0, 0}, {1, 0}, {0, 1}, {3, 4}, {keys_nv - 1, 0},           \
                                {keys_nv / 2, keys_nv / 2}, {keys_nv, 1}, {pairs_nv, 1},    \
                                {1000, 3000}, {100000, 77777}, {1 << 20, 12345}};           \
        (void)state;                                                                        \
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)                         \
            for (int d = 0; d < DISTRIBUTIONS; d++)                                         \
                for (int pairs = 0; pairs < 2; pairs++)                                     \
                    check_##S(pairs, sizes[s][0], sizes[s][1], (distribution)d,             \
                              (uint64_t)(s * 10 + (size_t)d));                              \
    }                                                                                       \
    static void refuses_##S(void **state)                                                   \
    {                                                                                       \
        K *d = NULL;                                                                        \
        int32_t *v = NULL;                                                                  \
        (void)state;                                                                        \
        assert_int_equal(cudaMalloc((void **)&d, sizeof(K) * 16), cudaSuccess);            \
        assert_int_equal(cudaMalloc((void **)&v, sizeof(int32_t) * 16), cudaSuccess);       \
        assert_int_equal(lg_merge_keys_##S(d, -1, d + 4, 4, d + 8, ctx),                    \
                         LG_ERR_INVALID_ARGUMENT);                                          \
        assert_string_equal(lg_context_last_error(ctx),                                     \
                            "lg_merge_keys_" #S ": a_count is -1; it must be at least 0");   \
        assert_int_equal(lg_merge_pairs_##S(d, v, 4, d + 4, NULL, 4, d + 8, v + 8, ctx),     \
                         LG_ERR_INVALID_ARGUMENT);                                          \
        assert_string_equal(lg_context_last_error(ctx),                                     \
                            "lg_merge_pairs_" #S ": b_values is NULL and b_count is 4");     \
        /* out starts inside a's last key: an overlap of one element's bytes */            \
        assert_int_equal(lg_merge_keys_##S(d, 4, d + 8, 4, d + 3, ctx),                     \
                         LG_ERR_INVALID_ARGUMENT);                                          \
        assert_string_equal(lg_context_last_error(ctx),                                     \
                            "lg_merge_keys_" #S ": out and a overlap; out must share no "    \
                            "memory with the call's other arrays");                         \
        cudaFree(d);                                                                        \
        cudaFree(v);                                                                        \
    }

KEY_TYPE_TESTS(i32, int32_t, draw_int32_t, LESS_INT)
KEY_TYPE_TESTS(u32, uint32_t, draw_uint32_t, LESS_INT)
KEY_TYPE_TESTS(f32, float, draw_float, LESS_F32)
KEY_TYPE_TESTS(i64, int64_t, draw_int64_t, LESS_INT)
KEY_TYPE_TESTS(u64, uint64_t, draw_uint64_t, LESS_INT)
KEY_TYPE_TESTS(f64, double, draw_double, LESS_F64)

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(merges_i32), cmocka_unit_test(merges_u32),
        cmocka_unit_test(merges_f32), cmocka_unit_test(merges_i64),
        cmocka_unit_test(merges_u64), cmocka_unit_test(merges_f64),
        cmocka_unit_test(refuses_i32), cmocka_unit_test(refuses_u32),
        cmocka_unit_test(refuses_f32), cmocka_unit_test(refuses_i64),
        cmocka_unit_test(refuses_u64), cmocka_unit_test(refuses_f64),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("merge of every key type on the GPU", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
