/* The key types on the CPU: each type's order (src/key_order.h through
   keys.h) and the merge's logic instantiated for every key type
   (src/merge_keyed.h), against brute force. Floating-point keys are drawn
   from a pool heavy in ties: both zeros, both infinities and NaNs of both
   signs and several payloads. */
#include <string.h>
#include "lg_key_order.h"   /* f32_of, f64_of */
#include "lg_test.h"
#include "merge_path.h"
#include "support.h"

enum { MAX_LIST = 40, ROUNDS = 200 };

/* Floats that the order must tell apart or hold equal. */
static const uint32_t f32_pool[] = {
    0xff800000u, 0xbf800000u, 0x80000000u, 0x00000000u, 0x00000001u, 0x3f800000u,
    0x7f7fffffu, 0x7f800000u, 0x7fc00000u, 0xffc00000u, 0x7fc00123u, 0x7f800001u};
static const uint64_t f64_pool[] = {
    0xfff0000000000000u, 0xbff0000000000000u, 0x8000000000000000u, 0x0000000000000000u,
    0x0000000000000001u, 0x3ff0000000000000u, 0x7fefffffffffffffu, 0x7ff0000000000000u,
    0x7ff8000000000000u, 0xfff8000000000000u, 0x7ff8000000000123u, 0x7ff0000000000001u};
enum { POOL = sizeof f32_pool / sizeof f32_pool[0] };

/* The rank of pool entry i in the order the library promises: by value,
   the two zeros equal, every NaN equal and after +inf. */
static int pool_rank(int i)
{
    static const int rank[POOL] = {0, 1, 2, 2, 3, 4, 5, 6, 7, 7, 7, 7};
    return rank[i];
}

static void floats_follow_the_promised_order(void **state)
{
    (void)state;
    for (int i = 0; i < POOL; i++)
        for (int j = 0; j < POOL; j++) {
            int expected = pool_rank(i) < pool_rank(j);
            if (lg_key_less_f32(f32_of(f32_pool[i]), f32_of(f32_pool[j])) != expected ||
                lg_key_less_f64(f64_of(f64_pool[i]), f64_of(f64_pool[j])) != expected)
                fail_msg("pool entries %d and %d: expected less = %d", i, j, expected);
        }
}

static void plain_less_than_is_not_a_strict_weak_order(void **state)
{
    float one = 1.0f, three = 3.0f, nan = f32_of(0x7fc00000u);

    (void)state;
    /* With <, NaN is "equivalent" to 1 and to 3, but 1 and 3 are not
       equivalent: the equivalence the order needs is not transitive. */
    assert_false(nan < one || one < nan);
    assert_false(nan < three || three < nan);
    assert_true(one < three);
    /* The library's order puts the NaN after both. */
    assert_true(lg_key_less_f32(one, nan) && lg_key_less_f32(three, nan));
    assert_false(lg_key_less_f32(nan, one) || lg_key_less_f32(nan, three));
}

static void integer_orders_follow_their_types(void **state)
{
    (void)state;
    assert_true(lg_key_less_i32(-1, 0));
    assert_true(lg_key_less_u32(0x7fffffffu, 0x80000000u));
    assert_true(lg_key_less_i64(-((int64_t)1 << 40), (int64_t)1 << 40));
    assert_true(lg_key_less_i64((int64_t)1 << 32, ((int64_t)1 << 32) + 1));
    assert_true(lg_key_less_u64(0x7fffffffffffffffu, 0x8000000000000000u));
    assert_false(lg_key_less_u64(5, 5));
}

/* Per key type: draw sorted lists, merge them with the library's search at
   every diagonal and its serial merge, and compare with a brute-force
   stable merge by rank. Keys are compared by their bits, so that a -0.0
   that came out as +0.0, or a NaN that lost its payload, fails. DRAW(k)
   gives draw k's key and RANK_OF(x) the rank of a drawn key. */
#define MERGE_TEST(S, K, DRAW, RANK_OF)                                                    \
    static void sorted_##S(K *keys, int count, uint64_t seed, int list)                    \
    {                                                                                      \
        for (int i = 0; i < count; i++)                                                    \
            keys[i] = DRAW(random_u32(seed, (uint64_t)list * 1000 + (uint64_t)i));     \
        for (int i = 1; i < count; i++)                                                    \
            for (int j = i; j > 0 && RANK_OF(keys[j - 1]) > RANK_OF(keys[j]); j--) {       \
                K t = keys[j];                                                             \
                keys[j] = keys[j - 1];                                                     \
                keys[j - 1] = t;                                                           \
            }                                                                              \
    }                                                                                      \
    static void merge_matches_brute_force_##S(void **state)                                \
    {                                                                                      \
        (void)state;                                                                       \
        for (int round = 0; round < ROUNDS; round++) {                                     \
            uint64_t seed = 1000 + (uint64_t)round;                                        \
            int m = (int)(random_u32(seed, 1u << 20) % MAX_LIST);                     \
            int n = (int)(random_u32(seed, 1u << 21) % MAX_LIST);                     \
            K tile[2 * MAX_LIST], expected[2 * MAX_LIST], out[2 * MAX_LIST];               \
            int source[2 * MAX_LIST], index[2 * MAX_LIST], i = 0, j = 0;                   \
                                                                                           \
            sorted_##S(tile, m, seed, 0);                                                  \
            sorted_##S(tile + m, n, seed, 1);                                              \
            for (int k = 0; k < m + n; k++) {                                              \
                int take_b = j < n && (i >= m || RANK_OF(tile[m + j]) < RANK_OF(tile[i])); \
                source[k] = take_b ? m + j++ : i++;                                        \
                expected[k] = tile[source[k]];                                             \
            }                                                                              \
            for (int k = 0; k <= m + n; k++) {                                             \
                int from_a = 0;                                                            \
                for (int t = 0; t < k; t++)                                                \
                    from_a += source[t] < m;                                               \
                if (lg_merge_path_##S(tile, m, tile + m, n, k, LG_BOUNDS_LOWER) != from_a)  \
                    fail_msg(#S " round %d: co-rank of %d is not %d", round, k, from_a);   \
            }                                                                              \
            lg_serial_merge_##S(tile, 0, m, m, m + n, m + n, out, index);                  \
            for (int k = 0; k < m + n; k++)                                                \
                if (index[k] != source[k] || memcmp(&out[k], &expected[k], sizeof(K)) != 0) \
                    fail_msg(#S " round %d: output %d came from %d, not %d", round, k,     \
                             index[k], source[k]);                                         \
        }                                                                                  \
    }

#define DRAW_I32(h) ((int32_t)((h) % 7) - 3)
#define DRAW_U32(h) ((h) % 3 == 0 ? 0x80000000u + (h) % 5 : (uint32_t)((h) % 5))
#define DRAW_F32(h) f32_of(f32_pool[(h) % POOL])
#define DRAW_I64(h) (((int64_t)((h) % 5) - 2) * ((int64_t)1 << 33) + (int64_t)((h) % 3))
#define DRAW_U64(h) ((uint64_t)((h) % 4) << 62 | (h) % 3)
#define DRAW_F64(h) f64_of(f64_pool[(h) % POOL])
#define RANK_INT(x) (x)
#define RANK_F32(x) rank_f32(x)
#define RANK_F64(x) rank_f64(x)

/* The rank of a key drawn from the pool, found by its bits. */
static int rank_f32(float x)
{
    for (int i = 0; i < POOL; i++)
        if (memcmp(&x, &f32_pool[i], sizeof x) == 0)
            return pool_rank(i);
    return -1;
}

static int rank_f64(double x)
{
    for (int i = 0; i < POOL; i++)
        if (memcmp(&x, &f64_pool[i], sizeof x) == 0)
            return pool_rank(i);
    return -1;
}

MERGE_TEST(i32, int32_t, DRAW_I32, RANK_INT)
MERGE_TEST(u32, uint32_t, DRAW_U32, RANK_INT)
MERGE_TEST(f32, float, DRAW_F32, RANK_F32)
MERGE_TEST(i64, int64_t, DRAW_I64, RANK_INT)
MERGE_TEST(u64, uint64_t, DRAW_U64, RANK_INT)
MERGE_TEST(f64, double, DRAW_F64, RANK_F64)

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(floats_follow_the_promised_order),
        cmocka_unit_test(plain_less_than_is_not_a_strict_weak_order),
        cmocka_unit_test(integer_orders_follow_their_types),
        cmocka_unit_test(merge_matches_brute_force_i32),
        cmocka_unit_test(merge_matches_brute_force_u32),
        cmocka_unit_test(merge_matches_brute_force_f32),
        cmocka_unit_test(merge_matches_brute_force_i64),
        cmocka_unit_test(merge_matches_brute_force_u64),
        cmocka_unit_test(merge_matches_brute_force_f64),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
