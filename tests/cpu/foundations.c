/* The foundations chapter on the CPU: the workbench (random numbers, error
   checking, buffers without a device), and the host-and-device logic of
   tiles, scans and the look-back. Nothing here needs a GPU; every device is
   hidden from the CUDA runtime before its first call. */
#define _POSIX_C_SOURCE 200809L   /* setenv */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "support.h"
#include "random.h"

/* Golden values: SplitMix64 seeded with the mixed seed, high halves,
   computed independently of this code. */
static void random_u32_matches_splitmix64(void **state)
{
    (void)state;
    assert_int_equal(random_u32(0, 0), 0xe220a839u);   /* SplitMix64(0)'s first output */
    assert_int_equal(random_u32(0, 1), 0x6e789e6au);
    assert_int_equal(random_u32(1, 0), 0xbfef8030u);
    assert_int_equal(random_u32(42, 12345), 0x47564f8cu);
    assert_int_equal(random_u32(UINT64_MAX, (uint64_t)1 << 40), 0x83e0ad93u);
}

static void random_i32_stays_in_range_and_is_even(void **state)
{
    enum { N = 600000 };
    int histogram[6] = {0};

    (void)state;
    for (int i = 0; i < N; i++) {
        int32_t v = random_i32(7, (uint64_t)i, 0, 5);
        assert_true(v >= 0 && v <= 5);
        histogram[v]++;
    }
    for (int v = 0; v < 6; v++)   /* each 100000, give or take 1% */
        assert_in_range(histogram[v], 99000, 101000);
    assert_int_equal(random_i32(1, 0, 0, 5), 4);   /* computed independently */
    assert_int_equal(random_i32(1, 3, 0, 5), 5);
}

static void random_i32_handles_the_edges_of_its_range(void **state)
{
    (void)state;
    for (uint64_t i = 0; i < 1000; i++) {
        uint32_t bits = random_u32(3, i);
        /* the whole range gives the bits themselves, shifted by INT32_MIN */
        assert_int_equal(random_i32(3, i, INT32_MIN, INT32_MAX),
                         (int32_t)(bits ^ 0x80000000u));
        assert_int_equal(random_i32(3, i, -17, -17), -17);
        assert_int_equal(random_i32(3, i, 9, -4), random_i32(3, i, -4, 9));
    }
    assert_true(random_u32(5, 0) != random_u32(6, 0));
    assert_int_equal(random_u32(5, 99), random_u32(5, 99));
}

static void cuda_errors_become_statuses_with_messages(void **state)
{
    (void)state;
    assert_int_equal(cuda_check(cudaSuccess, "nothing"), LG_OK);
    assert_int_equal(cuda_check(cudaErrorMemoryAllocation, "allocating"), LG_ERR_OUT_OF_MEMORY);
    assert_string_equal(support_last_error(),
                        "allocating failed: out of memory (cudaErrorMemoryAllocation)");
    assert_int_equal(cuda_check(cudaErrorNoDevice, "x"), LG_ERR_NO_DEVICE);
    assert_int_equal(cuda_check(cudaErrorInvalidValue, "copying"), LG_ERR_CUDA);
    assert_non_null(strstr(support_last_error(), "copying failed: "));
    assert_int_equal(support_fail(LG_ERR_INVALID_ARGUMENT, "n is %d", 3), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(support_last_error(), "n is 3");
}

static void buffers_without_a_device_fail_cleanly(void **state)
{
    void *p = (void *)&p;
    int32_t host[4] = {1, 2, 3, 4};

    (void)state;
    assert_int_equal(device_alloc(&p, 0), LG_OK);   /* no CUDA call at all */
    assert_null(p);
    assert_int_equal(device_alloc(&p, 400), LG_ERR_NO_DEVICE);
    assert_null(p);
    assert_non_null(strstr(support_last_error(), "device_alloc: allocating 400 bytes failed: "));
    assert_int_equal(copy_to_device(NULL, host, 0), LG_OK);
    assert_int_equal(copy_to_host(host, NULL, 0), LG_OK);
    assert_int_equal(host[0], 1);
    device_free(NULL);
}

static void fill_random_checks_its_arguments_first(void **state)
{
    int32_t fake[4];

    (void)state;
    assert_int_equal(fill_random_i32(fake, -1, 0, 5, 1, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(support_last_error(), "fill_random_i32: count is -1; it must be at least 0");
    assert_int_equal(fill_random_i32(NULL, 4, 0, 5, 1, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(support_last_error(), "fill_random_i32: device_out is NULL and count is 4");
    assert_int_equal(fill_random_i32(NULL, 0, 0, 5, 1, NULL), LG_OK);
    assert_int_not_equal(fill_random_i32(fake, 4, 0, 5, 1, NULL), LG_OK);   /* no device */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_u32_matches_splitmix64),
        cmocka_unit_test(random_i32_stays_in_range_and_is_even),
        cmocka_unit_test(random_i32_handles_the_edges_of_its_range),
        cmocka_unit_test(cuda_errors_become_statuses_with_messages),
        cmocka_unit_test(buffers_without_a_device_fail_cleanly),
        cmocka_unit_test(fill_random_checks_its_arguments_first),
    };

    setenv("CUDA_VISIBLE_DEVICES", "", 1);   /* before the runtime starts */
    return cmocka_run_group_tests_name("foundations on the CPU", tests, NULL, NULL);
}
