/* The workbench on a CUDA device: random fills agree with the CPU element
   for element, buffers copy both ways, poison shows, the timer times.
   Skipped, with the reason, on a machine without a device. */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "support.h"

static lg_context *ctx;

/* Fill `count` values into a poisoned buffer with a poisoned guard after
   it, then check every value against random_i32 and the guard. */
static void check_fill(int count, int32_t low, int32_t high, uint64_t seed)
{
    int32_t *device = NULL, *got = malloc(sizeof(int32_t) * ((size_t)count + 1));

    assert_non_null(got);
    assert_int_equal(device_alloc((void **)&device, sizeof(int32_t) * ((size_t)count + 1)), LG_OK);
    assert_int_equal(device_poison(device, sizeof(int32_t) * ((size_t)count + 1)), LG_OK);
    assert_int_equal(fill_random_i32(device, count, low, high, seed, lg_context_stream(ctx)), LG_OK);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(copy_to_host(got, device, sizeof(int32_t) * ((size_t)count + 1)), LG_OK);
    for (int i = 0; i < count; i++)
        if (got[i] != random_i32(seed, (uint64_t)i, low, high))
            fail_msg("count %d, [%d, %d], seed %llu: element %d is %d, want %d", count, low,
                     high, (unsigned long long)seed, i, got[i],
                     random_i32(seed, (uint64_t)i, low, high));
    assert_int_equal(got[count], (int32_t)0xA5A5A5A5);
    device_free(device);
    free(got);
}

static void gpu_fill_equals_cpu_random_numbers(void **state)
{
    static const int sizes[] = {0, 1, 2, 255, 256, 257, 65521, (1 << 20) + 1, 1 << 24, (1 << 24) + 3};

    (void)state;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        if (sizes[i] <= lg_test_max_count())
            check_fill(sizes[i], -1000, 1000, 100 + i);
    check_fill(5000, INT32_MIN, INT32_MAX, 1);
    check_fill(5000, 7, 7, 2);
    check_fill(5000, 5, 0, 3);
}

static void buffers_copy_both_ways(void **state)
{
    int32_t in[100], out[100];
    int32_t *device = NULL;

    (void)state;
    for (int i = 0; i < 100; i++)
        in[i] = random_i32(9, (uint64_t)i, INT32_MIN, INT32_MAX);
    assert_int_equal(device_alloc((void **)&device, sizeof in), LG_OK);
    assert_non_null(device);
    assert_int_equal(copy_to_device(device, in, sizeof in), LG_OK);
    assert_int_equal(copy_to_host(out, device, sizeof out), LG_OK);
    assert_memory_equal(in, out, sizeof in);
    assert_int_equal(device_poison(device, sizeof in), LG_OK);
    assert_int_equal(copy_to_host(out, device, sizeof out), LG_OK);
    assert_int_equal(out[57], (int32_t)0xA5A5A5A5);
    device_free(device);
}

static void an_impossible_allocation_is_out_of_memory(void **state)
{
    void *p = NULL;

    (void)state;
    assert_int_equal(device_alloc(&p, (size_t)1 << 52), LG_ERR_OUT_OF_MEMORY);
    assert_null(p);
    assert_non_null(strstr(support_last_error(), "device_alloc: allocating 4503599627370496 bytes failed: out of memory"));
    assert_int_equal(device_alloc(&p, 64), LG_OK);   /* and recovers */
    device_free(p);
}

static void a_copy_from_a_bad_pointer_is_a_cuda_error(void **state)
{
    int32_t host[4];
    void *freed = NULL;

    (void)state;
    assert_int_equal(device_alloc(&freed, sizeof host), LG_OK);
    device_free(freed);
    assert_int_equal(copy_to_host(host, freed, sizeof host), LG_ERR_CUDA);
    assert_non_null(strstr(support_last_error(), "copy_to_host: copying 16 bytes failed: "));
    assert_int_equal(cudaGetLastError(), cudaSuccess);   /* reported once, then cleared */
}

static void the_timer_measures_work(void **state)
{
    gpu_timer timer;
    int32_t *device = NULL;
    float ms = -1.0f;

    (void)state;
    assert_int_equal(gpu_timer_create(&timer), LG_OK);
    assert_int_equal(device_alloc((void **)&device, sizeof(int32_t) << 22), LG_OK);
    assert_int_equal(gpu_timer_start(&timer, lg_context_stream(ctx)), LG_OK);
    assert_int_equal(fill_random_i32(device, 1 << 22, 0, 9, 5, lg_context_stream(ctx)), LG_OK);
    assert_int_equal(gpu_timer_stop(&timer, &ms), LG_OK);
    assert_true(ms > 0.0f && ms < 1000.0f);
    device_free(device);
    gpu_timer_destroy(&timer);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(gpu_fill_equals_cpu_random_numbers),
        cmocka_unit_test(buffers_copy_both_ways),
        cmocka_unit_test(an_impossible_allocation_is_out_of_memory),
        cmocka_unit_test(a_copy_from_a_bad_pointer_is_a_cuda_error),
        cmocka_unit_test(the_timer_measures_work),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("the workbench on a GPU", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
