/* A kernel that faults leaves a sticky error behind, and the CUDA runtime
   reports it from whatever call comes next. The library must say what it
   is: earlier work failed. It once said "allocating scratch memory
   failed", which sent the reader looking for a memory shortage. The fault
   spoils the process's CUDA context, so this program holds this test
   alone; under compute-sanitizer, which reports the fault itself as an
   error, it skips. */
#include <string.h>
#include "lg_test.h"
#include "internal.h"   /* lg_scratch */

static lg_context *ctx;

static void expect_message_with(const char *needle)
{
    if (strstr(lg_context_last_error(ctx), needle) == NULL) {
        print_error("message \"%s\" lacks \"%s\"\n", lg_context_last_error(ctx), needle);
        fail();
    }
}

static void a_fault_is_reported_as_earlier_work_not_as_memory(void **state)
{
    int32_t *keys = NULL, *nowhere = (int32_t *)(uintptr_t)256;
    void *block = NULL;

    (void)state;
    if (lg_test_under_sanitizer()) {
        printf("# skipped under compute-sanitizer: the test faults on purpose\n");
        skip();
    }
    assert_int_equal(cudaMalloc((void **)&keys, sizeof(int32_t) << 22), cudaSuccess);
    assert_int_equal(lg_scratch(ctx, "test", 1000, &block), LG_OK);   /* a block to outgrow */
    assert_int_equal(lg_iota_i32(nowhere, 1 << 20, 0, ctx), LG_OK);   /* queued; it faults */
    /* The sort needs a larger block. Which of its CUDA calls meets the
       fault first depends on timing; each must name it as earlier work. */
    assert_int_equal(lg_mergesort_keys_i32(keys, 1 << 22, ctx), LG_ERR_CUDA);
    expect_message_with("lg_mergesort_keys_i32: work queued on the device earlier failed: ");
    expect_message_with("(cudaErrorIllegalAddress), reported while ");
    expect_message_with("; the device cannot be used again in this process");
    assert_null(strstr(lg_context_last_error(ctx), "allocating"));
    assert_int_equal(lg_context_synchronize(ctx), LG_ERR_CUDA);
    expect_message_with("lg_context_synchronize: work queued on the device earlier failed: ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_fault_is_reported_as_earlier_work_not_as_memory),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("errors of earlier work", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
