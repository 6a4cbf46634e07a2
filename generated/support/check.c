#line 268 "chapters/09-support.nw"
/* Checked CUDA calls, device buffers and event timing for host programs. */
#include <stdarg.h>
#include <stdio.h>
#include "support.h"

/* <<Turn CUDA errors into statuses>> */
#line 77 "chapters/09-support.nw"
static _Thread_local char message[320];

const char *support_last_error(void)
{
    return message;
}

lg_status support_fail(lg_status status, const char *format, ...)
{
    va_list args;

    va_start(args, format);
    vsnprintf(message, sizeof message, format, args);
    va_end(args);
    return status;
}
/* <<Turn CUDA errors into statuses>> */
#line 96 "chapters/09-support.nw"
lg_status cuda_check(cudaError_t error, const char *what)
{
    lg_status status = LG_ERR_CUDA;

    if (error == cudaSuccess)
        return LG_OK;
    (void)cudaGetLastError();
    if (error == cudaErrorMemoryAllocation)
        status = LG_ERR_OUT_OF_MEMORY;
    else if (error == cudaErrorNoDevice || error == cudaErrorInsufficientDriver ||
             error == cudaErrorStubLibrary || error == cudaErrorDevicesUnavailable ||
             error == cudaErrorSystemNotReady || error == cudaErrorSystemDriverMismatch)
        status = LG_ERR_NO_DEVICE;
    return support_fail(status, "%s failed: %s (%s)", what, cudaGetErrorString(error),
                        cudaGetErrorName(error));
}
/* <<Allocate, copy and poison device memory>> */
#line 139 "chapters/09-support.nw"
lg_status device_alloc(void **device_ptr, size_t bytes)
{
    char what[96];

    *device_ptr = NULL;
    if (bytes == 0)
        return LG_OK;
    snprintf(what, sizeof what, "device_alloc: allocating %zu bytes", bytes);
    return cuda_check(cudaMalloc(device_ptr, bytes), what);
}

void device_free(void *device_ptr)
{
    (void)cudaFree(device_ptr);
}
/* <<Allocate, copy and poison device memory>> */
#line 157 "chapters/09-support.nw"
static lg_status copy(void *dst, const void *src, size_t bytes, enum cudaMemcpyKind kind,
                      const char *function)
{
    char what[96];

    if (bytes == 0)
        return LG_OK;
    snprintf(what, sizeof what, "%s: copying %zu bytes", function, bytes);
    return cuda_check(cudaMemcpy(dst, src, bytes, kind), what);
}

lg_status copy_to_device(void *device_dst, const void *host_src, size_t bytes)
{
    return copy(device_dst, host_src, bytes, cudaMemcpyHostToDevice, __func__);
}

lg_status copy_to_host(void *host_dst, const void *device_src, size_t bytes)
{
    return copy(host_dst, device_src, bytes, cudaMemcpyDeviceToHost, __func__);
}
/* <<Allocate, copy and poison device memory>> */
#line 184 "chapters/09-support.nw"
lg_status device_poison(void *device_ptr, size_t bytes)
{
    char what[96];

    if (bytes == 0)
        return LG_OK;
    snprintf(what, sizeof what, "device_poison: filling %zu bytes", bytes);
    return cuda_check(cudaMemset(device_ptr, 0xA5, bytes), what);
}
/* <<Time work on a stream with two events>> */
#line 222 "chapters/09-support.nw"
lg_status gpu_timer_create(gpu_timer *timer)
{
    lg_status status;

    timer->start = timer->stop = NULL;
    timer->stream = NULL;
    if ((status = cuda_check(cudaEventCreate(&timer->start), "gpu_timer_create")) != LG_OK)
        return status;
    if ((status = cuda_check(cudaEventCreate(&timer->stop), "gpu_timer_create")) != LG_OK)
        gpu_timer_destroy(timer);
    return status;
}

void gpu_timer_destroy(gpu_timer *timer)
{
    if (timer->start != NULL)
        (void)cudaEventDestroy(timer->start);
    if (timer->stop != NULL)
        (void)cudaEventDestroy(timer->stop);
    timer->start = timer->stop = NULL;
}
/* <<Time work on a stream with two events>> */
#line 246 "chapters/09-support.nw"
lg_status gpu_timer_start(gpu_timer *timer, cudaStream_t stream)
{
    timer->stream = stream;
    return cuda_check(cudaEventRecord(timer->start, stream), "gpu_timer_start");
}

lg_status gpu_timer_stop(gpu_timer *timer, float *milliseconds)
{
    lg_status status;

    *milliseconds = 0.0f;
    if ((status = cuda_check(cudaEventRecord(timer->stop, timer->stream), "gpu_timer_stop")) ||
        (status = cuda_check(cudaEventSynchronize(timer->stop), "gpu_timer_stop: waiting")))
        return status;
    return cuda_check(cudaEventElapsedTime(milliseconds, timer->start, timer->stop),
                      "gpu_timer_stop: reading the time");
}
