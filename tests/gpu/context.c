/* The context and the first kernel, on a CUDA device. Skipped, with the
   reason, on a machine without one. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "lg_test.h"
#include "internal.h"   /* lg_scratch, and the context's fields */

static lg_context *ctx;

static void a_context_has_a_stream_and_no_error(void **state)
{
    (void)state;
    assert_non_null(lg_context_stream(ctx));
    assert_string_equal(lg_context_last_error(ctx), "");
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_true(ctx->props.multiProcessorCount > 0);
    assert_int_equal(ctx->validate, 1);
    assert_int_equal(lg_context_set_validation(ctx, 0), LG_OK);
    assert_int_equal(ctx->validate, 0);
    assert_int_equal(lg_context_set_validation(ctx, 1), LG_OK);
}

static void a_missing_device_number_is_an_invalid_argument(void **state)
{
    lg_context *other = (lg_context *)&other;
    int count = 0;
    char expect[128];

    (void)state;
    assert_int_equal(cudaGetDeviceCount(&count), cudaSuccess);
    snprintf(expect, sizeof expect, "this machine has %d CUDA device", count);
    assert_int_equal(lg_context_create(&other, count), LG_ERR_INVALID_ARGUMENT);
    assert_null(other);
    assert_non_null(strstr(lg_context_last_error(NULL), expect));
    assert_int_equal(lg_context_create(&other, -1), LG_ERR_INVALID_ARGUMENT);
    assert_non_null(strstr(lg_context_last_error(NULL), "device -1 does not exist"));
}

static void scratch_grows_and_is_reused(void **state)
{
    void *first = NULL, *again = NULL, *bigger = NULL;

    (void)state;
    assert_int_equal(lg_scratch(ctx, "test", 1000, &first), LG_OK);
    assert_non_null(first);
    assert_true(ctx->scratch_bytes >= (size_t)1 << 20);   /* whole MiB */
    assert_int_equal(lg_scratch(ctx, "test", 5000, &again), LG_OK);
    assert_ptr_equal(first, again);                       /* no new allocation */
    assert_int_equal(lg_scratch(ctx, "test", (size_t)3 << 20, &bigger), LG_OK);
    assert_true(ctx->scratch_bytes >= (size_t)3 << 20);
    assert_int_equal(cudaMemset(bigger, 0, (size_t)3 << 20), cudaSuccess);
}

static void an_impossible_scratch_request_is_out_of_memory(void **state)
{
    void *memory = NULL;

    (void)state;
    assert_int_equal(lg_scratch(ctx, "test", (size_t)1 << 50, &memory), LG_ERR_OUT_OF_MEMORY);
    assert_non_null(strstr(lg_context_last_error(ctx), "test: allocating scratch memory failed"));
    assert_int_equal(lg_scratch(ctx, "test", 1000, &memory), LG_OK);   /* and recovers */
}

/* Fill `count` values starting at `first` into a poisoned buffer with two
   poisoned guard values after it, then check every value and the guards. */
static void check_iota(int count, int32_t first)
{
    const int32_t poison = (int32_t)0xA5A5A5A5;
    int32_t *out = NULL, *got = malloc(sizeof(int32_t) * ((size_t)count + 2));

    assert_non_null(got);
    assert_int_equal(cudaMalloc((void **)&out, sizeof(int32_t) * ((size_t)count + 2)), cudaSuccess);
    assert_int_equal(cudaMemset(out, 0xA5, sizeof(int32_t) * ((size_t)count + 2)), cudaSuccess);
    assert_int_equal(lg_iota_i32(out, count, first, ctx), LG_OK);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(got, out, sizeof(int32_t) * ((size_t)count + 2),
                                cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < count; i++) {
        int32_t want = (int32_t)((uint32_t)first + (uint32_t)i);
        if (got[i] != want)
            fail_msg("count %d, first %d: out[%d] = %d, want %d", count, first, i, got[i], want);
    }
    assert_int_equal(got[count], poison);
    assert_int_equal(got[count + 1], poison);
    cudaFree(out);
    free(got);
}

static void iota_fills_every_size_of_the_ladder(void **state)
{
    static const int sizes[] = {0, 1, 2, 3, 31, 32, 33, 255, 256, 257, 1009, 65521,
                                (1 << 16) - 1, 1 << 16, (1 << 16) + 1, (1 << 20) - 1,
                                (1 << 20) + 1, 1 << 24, (1 << 24) + 3};
    (void)state;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        if (sizes[i] <= lg_test_max_count())
            check_iota(sizes[i], (int32_t)(i * 1000) - 5000);
}

static void iota_wraps_past_int32_max(void **state)
{
    (void)state;
    check_iota(1000, INT32_MAX - 10);
}

static void iota_refuses_bad_arguments_and_writes_nothing(void **state)
{
    int32_t *out = NULL, got[8];

    (void)state;
    assert_int_equal(cudaMalloc((void **)&out, sizeof got), cudaSuccess);
    assert_int_equal(cudaMemset(out, 0xA5, sizeof got), cudaSuccess);
    assert_int_equal(lg_iota_i32(out, -5, 0, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_iota_i32: count is -5; it must be at least 0");
    assert_int_equal(lg_iota_i32(NULL, 8, 0, ctx), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), "lg_iota_i32: out is NULL and count is 8");
    assert_int_equal(lg_iota_i32(NULL, 0, 0, ctx), LG_OK);   /* nothing to do */
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < 8; i++)
        assert_int_equal(got[i], (int32_t)0xA5A5A5A5);
    cudaFree(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_context_has_a_stream_and_no_error),
        cmocka_unit_test(a_missing_device_number_is_an_invalid_argument),
        cmocka_unit_test(scratch_grows_and_is_reused),
        cmocka_unit_test(an_impossible_scratch_request_is_out_of_memory),
        cmocka_unit_test(iota_fills_every_size_of_the_ladder),
        cmocka_unit_test(iota_wraps_past_int32_max),
        cmocka_unit_test(iota_refuses_bad_arguments_and_writes_nothing),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("context and iota", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
