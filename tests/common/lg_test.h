/* What every test program shares: cmocka, in the order its header needs,
   and the skip that GPU tests take on a machine without a CUDA device. */
#ifndef LG_TEST_H
#define LG_TEST_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>
#include "litgpu.h"

/* Open a context on device 0, or, when there is no device, print TAP's
   "skip everything" plan with the library's reason and exit successfully.
   Call it first in main, before cmocka prints its own plan. */
static inline lg_context *lg_test_context_or_skip(void)
{
    lg_context *ctx = NULL;
    lg_status status = lg_context_create(&ctx, 0);

    if (status == LG_ERR_NO_DEVICE) {
        printf("1..0 # SKIP %s\n", lg_context_last_error(NULL));
        exit(0);
    }
    if (status != LG_OK) {
        printf("Bail out! lg_context_create: %s\n", lg_context_last_error(NULL));
        exit(1);
    }
    return ctx;
}

/* The largest count a test should try. compute-sanitizer runs programs
   tens of times slower, so tools/gpu-test sets LG_TEST_MAX_N to keep its
   runs short; a test skips the sizes above it. */
static inline long long lg_test_max_count(void)
{
    const char *text = getenv("LG_TEST_MAX_N");
    return text != NULL && *text != '\0' ? atoll(text) : (1LL << 40);
}

/* Whether tools/gpu-test runs this program under compute-sanitizer, whose
   tools report a fault that a test provokes on purpose as an error. */
static inline int lg_test_under_sanitizer(void)
{
    const char *text = getenv("LG_TEST_UNDER_SANITIZER");
    return text != NULL && *text != '\0' && *text != '0';
}

#endif
