/* lg_scan_exclusive_i32 on a CUDA device, against the CPU reference: the
   size ladder, the distributions, in place, with and without the total,
   totals past INT32_MAX and INT32_MIN, bad arguments. */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "support.h"
#include "tile.h"   /* LG_SCAN_NT, LG_SCAN_VT: the sizes at the edges of a tile */

static lg_context *ctx;

enum { NV = LG_SCAN_NT * LG_SCAN_VT };
static const int32_t poison = (int32_t)0xA5A5A5A5;

typedef enum distribution {
    UNIFORM_COUNTS, UNIFORM_ALL, ALL_EQUAL, ALL_ZERO, SORTED, REVERSED, FEW_DISTINCT,
    ONE_HUGE, DISTRIBUTIONS, ALL_MAX = DISTRIBUTIONS, ALL_MIN
} distribution;

static const char *distribution_name[] = {
    "uniform 0..5", "uniform int32", "all equal", "all zero", "sorted", "reversed",
    "few distinct", "one huge"};

/* Element i of `count` values of a distribution, seeded. */
static int32_t input_value(distribution d, int count, int i, uint64_t seed)
{
    switch (d) {
    case UNIFORM_COUNTS: return random_i32(seed, (uint64_t)i, 0, 5);
    case UNIFORM_ALL: return random_i32(seed, (uint64_t)i, INT32_MIN, INT32_MAX);
    case ALL_EQUAL: return 3;
    case ALL_ZERO: return 0;
    case SORTED: return i / 7 - count / 14;
    case REVERSED: return (count - i) / 7 - count / 14;
    case FEW_DISTINCT: return random_i32(seed, (uint64_t)i, 0, 2) * 1000 - 17;
    case ONE_HUGE: return i == (int)(random_u32(seed, 0) % (uint32_t)count) ? INT32_MAX : 0;
    case ALL_MAX: return INT32_MAX;
    case ALL_MIN: return INT32_MIN;
    default: return 0;
    }
}

/* Put `count` values of distribution d in a buffer (on the GPU itself for
   the uniform ones: the counter-based generator gives the CPU the same
   numbers), scan them into a poisoned output with two poisoned guard values
   after it (or in place), and check every element, the guards and the
   total. */
static void check_scan(distribution d, int count, uint64_t seed, int in_place, int with_total)
{
    size_t bytes = sizeof(int32_t) * (size_t)count;
    int32_t *host_in = malloc(bytes), *want = malloc(bytes), *got = malloc(bytes + 8);
    int32_t *in = NULL, *out = NULL;
    int64_t total = -12345, want_total;

    assert_true(host_in && want && got);
    for (int i = 0; i < count; i++)
        host_in[i] = input_value(d, count, i, seed);
    want_total = scan_exclusive_reference_i32(host_in, count, want);
    assert_int_equal(device_alloc((void **)&out, bytes + 8), LG_OK);
    assert_int_equal(device_poison(out, bytes + 8), LG_OK);
    in = out;
    if (!in_place)
        assert_int_equal(device_alloc((void **)&in, bytes), LG_OK);
    if (d == UNIFORM_COUNTS || d == UNIFORM_ALL)
        assert_int_equal(fill_random_i32(in, count, d == UNIFORM_COUNTS ? 0 : INT32_MIN,
                                         d == UNIFORM_COUNTS ? 5 : INT32_MAX, seed, NULL), LG_OK);
    else
        assert_int_equal(copy_to_device(in, host_in, bytes), LG_OK);
    assert_int_equal(lg_scan_exclusive_i32(in, count, out, with_total ? &total : NULL, ctx), LG_OK);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(copy_to_host(got, out, bytes + 8), LG_OK);
    for (int i = 0; i < count; i++)
        if (got[i] != want[i])
            fail_msg("%s, %d values, seed %llu%s: out[%d] = %d, want %d", distribution_name[d],
                     count, (unsigned long long)seed, in_place ? ", in place" : "", i, got[i], want[i]);
    assert_int_equal(got[count], poison);
    assert_int_equal(got[count + 1], poison);
    if (with_total && total != want_total)
        fail_msg("%s, %d values: total %lld, want %lld", distribution_name[d], count,
                 (long long)total, (long long)want_total);
    if (!with_total)
        assert_int_equal(total, -12345);
    if (!in_place)
        device_free(in);
    device_free(out);
    free(host_in), free(want), free(got);
}

static void the_ladder_and_the_distributions(void **state)
{
    static const int sizes[] = {1, 2, 3, 31, 32, 33, 255, 256, 257, NV - 1, NV, NV + 1,
                                2 * NV - 1, 2 * NV + 1, 1009, 65521, 65537, (1 << 16) - 1,
                                1 << 16, (1 << 20) - 1, (1 << 20) + 1, 1 << 24, (1 << 24) + 1};

    (void)state;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (int d = 0; d < DISTRIBUTIONS; d++)
            if (sizes[k] <= lg_test_max_count())
                check_scan((distribution)d, sizes[k], 100 + k, 0, 1);
}

static void a_large_scan_of_random_counts(void **state)
{
    (void)state;
    if ((1 << 26) <= lg_test_max_count())
        check_scan(UNIFORM_ALL, 1 << 26, 7, 0, 1);
}

static void in_place_and_without_a_total(void **state)
{
    static const int sizes[] = {1, NV - 1, NV + 1, 1000003};

    (void)state;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        if (sizes[k] <= lg_test_max_count()) {
            check_scan(UNIFORM_ALL, sizes[k], 200 + k, 1, 1);
            check_scan(UNIFORM_COUNTS, sizes[k], 300 + k, 0, 0);
            check_scan(FEW_DISTINCT, sizes[k], 400 + k, 1, 0);
        }
}

/* The API: the output wraps in 32 bits, the total is exact. */
static void totals_past_int32_wrap_and_are_exact(void **state)
{
    int count = (1 << 21) + 5;

    (void)state;
    if (count > lg_test_max_count())
        count = (int)lg_test_max_count();
    check_scan(ALL_MAX, count, 1, 0, 1);   /* total (2^21 + 5) (2^31 - 1), about 4.5e15 */
    check_scan(ALL_MIN, count, 1, 1, 1);   /* and below INT32_MIN */
    check_scan(ALL_MAX, 3, 1, 0, 1);       /* one tile: 0, INT32_MAX, -2; total 3 (2^31 - 1) */
}

static void count_zero_is_valid(void **state)
{
    int64_t total = 99;

    (void)state;
    assert_int_equal(lg_scan_exclusive_i32(NULL, 0, NULL, &total, ctx), LG_OK);
    assert_int_equal(total, 0);
    assert_int_equal(lg_scan_exclusive_i32(NULL, 0, NULL, NULL, ctx), LG_OK);
}

/* Each refusal names the problem and leaves the output and the total
   untouched. */
static void bad_arguments_write_nothing(void **state)
{
    int32_t *buffer = NULL, got[8];
    int64_t total = 77;

    (void)state;
    assert_int_equal(device_alloc((void **)&buffer, sizeof got), LG_OK);
    assert_int_equal(device_poison(buffer, sizeof got), LG_OK);
    assert_int_equal(lg_scan_exclusive_i32(buffer, -1, buffer, &total, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx),
                        "lg_scan_exclusive_i32: count is -1; it must be at least 0");
    assert_int_equal(lg_scan_exclusive_i32(NULL, 5, buffer, &total, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_scan_exclusive_i32: in is NULL and count is 5");
    assert_int_equal(lg_scan_exclusive_i32(buffer, 5, NULL, &total, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_scan_exclusive_i32: out is NULL and count is 5");
    assert_int_equal(lg_scan_exclusive_i32(buffer, 5, buffer, &total, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_scan_exclusive_i32: ctx is NULL");
    assert_int_equal(lg_scan_exclusive_i32(buffer, 5, buffer + 1, &total, ctx),
                     LG_ERR_INVALID_ARGUMENT);   /* in place is fine; shifted is not */
    assert_string_equal(lg_context_last_error(ctx), "lg_scan_exclusive_i32: in and out overlap; "
                        "they must be the same array or share no memory");
    assert_int_equal(total, 77);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(copy_to_host(got, buffer, sizeof got), LG_OK);
    for (int i = 0; i < 8; i++)
        assert_int_equal(got[i], poison);
    device_free(buffer);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_ladder_and_the_distributions),
        cmocka_unit_test(a_large_scan_of_random_counts),
        cmocka_unit_test(in_place_and_without_a_total),
        cmocka_unit_test(totals_past_int32_wrap_and_are_exact),
        cmocka_unit_test(count_zero_is_valid),
        cmocka_unit_test(bad_arguments_write_nothing),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("lg_scan_exclusive_i32", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
