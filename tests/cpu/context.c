/* The status and context functions, on any machine: nothing here needs a
   GPU. The case of a machine without a device is made by hiding every
   device from the CUDA runtime before its first call. */
#define _POSIX_C_SOURCE 200809L   /* setenv */
#include <stdlib.h>
#include <string.h>
#include "lg_test.h"
#include "internal.h"   /* lg_driver_too_old, lg_device_supported */

static void every_status_has_a_phrase(void **state)
{
    (void)state;
    assert_string_equal(lg_status_string(LG_OK), "success");
    assert_string_equal(lg_status_string(LG_ERR_INVALID_ARGUMENT), "invalid argument");
    assert_string_equal(lg_status_string(LG_ERR_OUT_OF_MEMORY), "out of memory");
    assert_string_equal(lg_status_string(LG_ERR_NO_DEVICE), "no CUDA device");
    assert_string_equal(lg_status_string(LG_ERR_CUDA), "CUDA error");
    assert_string_equal(lg_status_string(LG_ERR_UNSUPPORTED_DEVICE), "unsupported device or driver");
    assert_string_equal(lg_status_string((lg_status)99), "unknown status");
}

static void the_version_is_the_headers(void **state)
{
    char want[32];

    (void)state;
    snprintf(want, sizeof want, "%d.%d.%d", LITGPU_VERSION_MAJOR, LITGPU_VERSION_MINOR,
             LITGPU_VERSION_PATCH);
    assert_string_equal(lg_version(), want);
    assert_string_equal(lg_version(), "2.0.0");
}

/* An old driver is told from no driver (version 0), and devices from 7.5 on
   are supported. */
static void old_drivers_and_old_devices_are_told_apart(void **state)
{
    (void)state;
    assert_false(lg_driver_too_old(0, 13000));        /* no driver: no device */
    assert_true(lg_driver_too_old(12080, 13000));
    assert_false(lg_driver_too_old(13000, 13000));
    assert_false(lg_driver_too_old(13020, 13000));
    assert_false(lg_device_supported(6, 1));
    assert_false(lg_device_supported(7, 0));
    assert_true(lg_device_supported(7, 5));
    assert_true(lg_device_supported(8, 0));
    assert_true(lg_device_supported(9, 0));
    assert_true(lg_device_supported(12, 0));
}

static void create_refuses_a_null_pointer(void **state)
{
    (void)state;
    assert_int_equal(lg_context_create(NULL, 0), LG_ERR_INVALID_ARGUMENT);
    assert_non_null(strstr(lg_context_last_error(NULL), "lg_context_create: ctx is NULL"));
}

static void no_device_is_reported_clearly(void **state)
{
    lg_context *ctx = (lg_context *)&ctx;   /* not NULL, to see it cleared */

    (void)state;
    assert_int_equal(lg_context_create(&ctx, 0), LG_ERR_NO_DEVICE);
    assert_null(ctx);
    assert_non_null(strstr(lg_context_last_error(NULL),
                           "lg_context_create: no CUDA device is available ("));
}

static void a_null_context_is_refused_everywhere(void **state)
{
    int32_t out[4] = {7, 7, 7, 7};

    (void)state;
    lg_context_destroy(NULL);   /* allowed, does nothing */
    assert_null(lg_context_stream(NULL));
    assert_int_equal(lg_context_synchronize(NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_context_synchronize: ctx is NULL");
    assert_int_equal(lg_context_set_validation(NULL, 0), LG_ERR_INVALID_ARGUMENT);
    assert_int_equal(lg_iota_i32(out, 4, 0, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_iota_i32: ctx is NULL");
    assert_int_equal(out[0], 7);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_status_has_a_phrase),
        cmocka_unit_test(the_version_is_the_headers),
        cmocka_unit_test(old_drivers_and_old_devices_are_told_apart),
        cmocka_unit_test(create_refuses_a_null_pointer),
        cmocka_unit_test(no_device_is_reported_clearly),
        cmocka_unit_test(a_null_context_is_refused_everywhere),
    };

    setenv("CUDA_VISIBLE_DEVICES", "", 1);   /* before the runtime starts */
    return cmocka_run_group_tests_name("context without a device", tests, NULL, NULL);
}
