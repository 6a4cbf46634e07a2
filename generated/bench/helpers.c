#line 2114 "chapters/07-measuring.nw"
/* Helpers for the cases: failures, memory, inputs. */
#include <stdarg.h>
#include <stdio.h>
#include "bench.h"
#include "support.h"

/* <<Report a case's failure>> */
#line 246 "chapters/07-measuring.nw"
int bench_fail(char *message, int outcome, const char *format, ...)
{
    va_list args;

    va_start(args, format);
    vsnprintf(message, BENCH_MESSAGE_SIZE, format, args);
    va_end(args);
    return outcome;
}

int bench_cuda(cudaError_t error, char *message, const char *what)
{
    if (error == cudaSuccess)
        return BENCH_OK;
    (void)cudaGetLastError();   /* clear it, unless it is sticky */
    return bench_fail(message, BENCH_ERROR, "%s: %s", what, cudaGetErrorString(error));
}

int bench_lg(lg_status status, lg_context *ctx, char *message)
{
    if (status == LG_OK)
        return BENCH_OK;
    return bench_fail(message, BENCH_ERROR, "%s", lg_context_last_error(ctx));
}
/* <<Allocate and poison device memory>> */
#line 287 "chapters/07-measuring.nw"
int bench_alloc(void **memory, size_t bytes, char *message)
{
    if (device_alloc(memory, bytes ? bytes : 1) == LG_OK)
        return BENCH_OK;
    return bench_fail(message, BENCH_ERROR, "%s", support_last_error());
}

int bench_poison(void *memory, size_t bytes, cudaStream_t stream, char *message)
{
    return bench_cuda(cudaMemsetAsync(memory, 0xA5, bytes, stream), message,
                      "poisoning an output");
}
/* <<Generate inputs and upload references>> */
#line 320 "chapters/07-measuring.nw"
int bench_random_i32(int32_t *device, int32_t *host, int count, int32_t low,
                     int32_t high, uint64_t seed, cudaStream_t stream, char *message)
{
    lg_status status = fill_random_i32(device, count, low, high, seed, stream);

    if (status != LG_OK)
        return bench_fail(message, BENCH_ERROR, "%s", support_last_error());
    if (host != NULL)
        for (int i = 0; i < count; i++)
            host[i] = random_i32(seed, (uint64_t)i, low, high);
    return BENCH_OK;
}

int bench_upload_i32(int32_t *device, const int32_t *host, int count, char *message)
{
    return bench_cuda(cudaMemcpy(device, host, sizeof(int32_t) * (size_t)count,
                                 cudaMemcpyHostToDevice),
                      message, "uploading the reference");
}
