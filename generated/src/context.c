#line 973 "chapters/00-preface.nw"
/* The context: device, stream, scratch memory and the last error. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "internal.h"

/* <<Name each status>> */
#line 303 "chapters/00-preface.nw"
const char *lg_status_string(lg_status status)
{
    switch (status) {
    case LG_OK: return "success";
    case LG_ERR_INVALID_ARGUMENT: return "invalid argument";
    case LG_ERR_OUT_OF_MEMORY: return "out of memory";
    case LG_ERR_NO_DEVICE: return "no CUDA device";
    case LG_ERR_CUDA: return "CUDA error";
    case LG_ERR_UNSUPPORTED_DEVICE: return "unsupported device or driver";
    }
    return "unknown status";
}

#define LG_STRING_(x) #x
#define LG_STRING(x) LG_STRING_(x)

const char *lg_version(void)
{
    return LG_STRING(LITGPU_VERSION_MAJOR) "." LG_STRING(LITGPU_VERSION_MINOR) "."
           LG_STRING(LITGPU_VERSION_PATCH);
}
/* <<Record a failure>> */
#line 631 "chapters/00-preface.nw"
static _Thread_local char lg_thread_message[LG_MESSAGE_SIZE];

lg_status lg_fail(lg_context *ctx, lg_status status, const char *function,
                  const char *format, ...)
{
    char *message = ctx != NULL ? ctx->message : lg_thread_message;
    int used = snprintf(message, LG_MESSAGE_SIZE, "%s: ", function);
    va_list args;

    va_start(args, format);
    vsnprintf(message + used, (size_t)(LG_MESSAGE_SIZE - used), format, args);
    va_end(args);
    return status;
}
/* <<Record a failure>> */
#line 662 "chapters/00-preface.nw"
/* Errors that a kernel leaves behind (a fault, a trap, a failed assertion):
   every later call of the process reports them, whatever it does. */
static int lg_error_is_sticky(cudaError_t error)
{
    switch (error) {
    case cudaErrorIllegalAddress: case cudaErrorLaunchFailure:
    case cudaErrorHardwareStackError: case cudaErrorIllegalInstruction:
    case cudaErrorMisalignedAddress: case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc: case cudaErrorAssert: case cudaErrorLaunchTimeout:
    case cudaErrorECCUncorrectable:
        return 1;
    default:
        return 0;
    }
}
/* <<Record a failure>> */
#line 684 "chapters/00-preface.nw"
lg_status lg_fail_cuda(lg_context *ctx, cudaError_t error, const char *function,
                       const char *what)
{
    lg_status status = LG_ERR_CUDA;

    (void)cudaGetLastError();
    if (lg_error_is_sticky(error))
        return lg_fail(ctx, status, function,
                       "work queued on the device earlier failed: %s (%s), reported while %s; "
                       "the device cannot be used again in this process",
                       cudaGetErrorString(error), cudaGetErrorName(error), what);
    if (error == cudaErrorMemoryAllocation)
        status = LG_ERR_OUT_OF_MEMORY;
    else if (error == cudaErrorNoDevice || error == cudaErrorInsufficientDriver ||
             error == cudaErrorStubLibrary || error == cudaErrorDevicesUnavailable ||
             error == cudaErrorSystemNotReady || error == cudaErrorSystemDriverMismatch)
        status = LG_ERR_NO_DEVICE;
    return lg_fail(ctx, status, function, "%s failed: %s (%s)", what,
                   cudaGetErrorString(error), cudaGetErrorName(error));
}
/* <<Record a failure>> */
#line 711 "chapters/00-preface.nw"
lg_status lg_use_device(lg_context *ctx, const char *function)
{
    LG_CUDA(ctx, function, cudaSetDevice(ctx->device), "selecting the device");
    return LG_OK;
}
/* <<Tell whether two ranges overlap>> */
#line 752 "chapters/00-preface.nw"
int lg_overlap(const void *a, size_t a_bytes, const void *b, size_t b_bytes)
{
    uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;

    return a_bytes > 0 && b_bytes > 0 && x < y + b_bytes && y < x + a_bytes;
}

lg_status lg_check_apart(lg_context *ctx, const char *function, const lg_array *arrays,
                         int outputs, int count)
{
    for (int i = 0; i < outputs; i++)
        for (int j = i + 1; j < count; j++)
            if (lg_overlap(arrays[i].memory, arrays[i].bytes, arrays[j].memory, arrays[j].bytes))
                return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function,
                               "%s and %s overlap; %s must share no memory with the "
                               "call's other arrays", arrays[i].name, arrays[j].name,
                               arrays[i].name);
    return LG_OK;
}
/* <<Check that an array is given>> */
#line 777 "chapters/00-preface.nw"
lg_status lg_check_array(lg_context *ctx, const char *function, const void *array,
                         const char *name, int count, const char *count_name)
{
    if (array == NULL && count > 0)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "%s is NULL and %s is %d",
                       name, count_name, count);
    return LG_OK;
}
/* <<Create a context>> */
#line 434 "chapters/00-preface.nw"
lg_status lg_context_create(lg_context **ctx, int device)
{
    int count = 0;
    cudaError_t error;
    lg_context *c;

    LG_REQUIRE(NULL, __func__, ctx != NULL,
               "ctx is NULL; pass the address of an lg_context pointer");
    *ctx = NULL;
    /* <<Find out how many CUDA devices there are>> */
#line 459 "chapters/00-preface.nw"
    error = cudaGetDeviceCount(&count);
    if (error != cudaSuccess || count == 0) {
        int driver = 0, runtime = 0;

        (void)cudaGetLastError();  /* clear it, so later calls do not see it */
        if (cudaDriverGetVersion(&driver) == cudaSuccess &&
            cudaRuntimeGetVersion(&runtime) == cudaSuccess && lg_driver_too_old(driver, runtime))
            return lg_fail(NULL, LG_ERR_UNSUPPORTED_DEVICE, __func__,
                           "the CUDA driver supports CUDA %d.%d, older than the CUDA %d.%d runtime "
                           "litgpu was built with; update the driver", driver / 1000,
                           driver % 1000 / 10, runtime / 1000, runtime % 1000 / 10);
        return lg_fail(NULL, LG_ERR_NO_DEVICE, __func__, "no CUDA device is available (%s)",
                       error != cudaSuccess ? cudaGetErrorString(error)
                                            : "the driver reports 0 devices");
    }
#line 444 "chapters/00-preface.nw"
    LG_REQUIRE(NULL, __func__, device >= 0 && device < count,
               "device %d does not exist; this machine has %d CUDA device%s, numbered from 0",
               device, count, count == 1 ? "" : "s");
    c = (lg_context *)calloc(1, sizeof *c);
    if (c == NULL)
        return lg_fail(NULL, LG_ERR_OUT_OF_MEMORY, __func__, "no host memory for the context");
    c->device = device;
    c->validate = 1;
    /* <<Open the device, read its properties and create the stream>> */
#line 501 "chapters/00-preface.nw"
    if ((error = cudaSetDevice(device)) != cudaSuccess ||
        (error = cudaGetDeviceProperties(&c->props, device)) != cudaSuccess) {
        free(c);
        return lg_fail_cuda(NULL, error, __func__, "opening the CUDA device");
    }
    if (!lg_device_supported(c->props.major, c->props.minor)) {
        lg_status status = lg_fail(NULL, LG_ERR_UNSUPPORTED_DEVICE, __func__,
                                   "device %d, %s, has compute capability %d.%d; litgpu needs "
                                   "7.5 (Turing) or newer", device, c->props.name,
                                   c->props.major, c->props.minor);
        free(c);
        return status;
    }
    /* <<Find which build of the kernels this device runs>> */
#line 534 "chapters/00-preface.nw"
    int ptx = 0;
    if ((error = lg_kernel_ptx_version(&ptx)) != cudaSuccess) {
        lg_status status =
            error == cudaErrorNoKernelImageForDevice
                ? lg_fail(NULL, LG_ERR_UNSUPPORTED_DEVICE, __func__,
                          "litgpu was built without code for compute capability %d.%d (device %d, "
                          "%s); run tools/configure --arch native, or with a list that has %d%d, "
                          "and build again", c->props.major, c->props.minor, device,
                          c->props.name, c->props.major, c->props.minor)
                : lg_fail_cuda(NULL, error, __func__, "reading the attributes of the kernels");
        (void)cudaGetLastError();
        free(c);
        return status;
    }
    c->dependent_launch = ptx >= 90;
#line 515 "chapters/00-preface.nw"
    if ((error = cudaStreamCreate(&c->stream)) != cudaSuccess) {
        free(c);
        return lg_fail_cuda(NULL, error, __func__, "opening the CUDA device");
    }
#line 453 "chapters/00-preface.nw"
    *ctx = c;
    return LG_OK;
}
/* <<Destroy a context>> */
#line 557 "chapters/00-preface.nw"
void lg_context_destroy(lg_context *ctx)
{
    if (ctx == NULL)
        return;
    (void)cudaSetDevice(ctx->device);
    (void)cudaFree(ctx->scratch);
    for (int i = 0; i < ctx->retired_count; i++)
        (void)cudaFree(ctx->retired[i]);
    (void)cudaStreamDestroy(ctx->stream);
    free(ctx);
}
/* <<Use and query a context>> */
#line 575 "chapters/00-preface.nw"
lg_status lg_context_synchronize(lg_context *ctx)
{
    LG_BEGIN(ctx);
    LG_CUDA(ctx, __func__, cudaStreamSynchronize(ctx->stream), "waiting for the stream");
    return LG_OK;
}

const char *lg_context_last_error(const lg_context *ctx)
{
    return ctx != NULL ? ctx->message : lg_thread_message;
}

cudaStream_t lg_context_stream(const lg_context *ctx)
{
    return ctx != NULL ? ctx->stream : NULL;
}

lg_status lg_context_set_validation(lg_context *ctx, int enabled)
{
    LG_REQUIRE(NULL, __func__, ctx != NULL, "ctx is NULL");
    ctx->validate = enabled != 0;
    return LG_OK;
}
/* <<Hand out scratch memory>> */
#line 860 "chapters/00-preface.nw"
lg_status lg_scratch(lg_context *ctx, const char *function, size_t bytes, void **memory)
{
    int capturing;

    LG_TRY(lg_stream_capturing(ctx, function, &capturing));
    if (bytes > ctx->scratch_bytes) {
        size_t grown = 2 * ctx->scratch_bytes;
        size_t want = (bytes > grown ? bytes : grown) + ((size_t)1 << 20) - 1;
        void *fresh = NULL;

        want &= ~(((size_t)1 << 20) - 1);
        /* <<Refuse to grow during a capture>> */
#line 899 "chapters/00-preface.nw"
        if (capturing)
            return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function,
                           "the context's stream is capturing a CUDA graph, and this call needs "
                           "%zu bytes of scratch memory where the context holds %zu; a capture "
                           "cannot allocate: make the same call once before the capture",
                           bytes, ctx->scratch_bytes);
#line 872 "chapters/00-preface.nw"
        /* <<Free or retire the old block>> */
#line 915 "chapters/00-preface.nw"
        if (ctx->scratch_captured && ctx->scratch != NULL) {
            if (ctx->retired_count == LG_RETIRED_BLOCKS)
                return lg_fail(ctx, LG_ERR_OUT_OF_MEMORY, function,
                               "%d scratch blocks are kept for captured graphs; no more can be",
                               LG_RETIRED_BLOCKS);
            ctx->retired[ctx->retired_count++] = ctx->scratch;
        } else {
            LG_CUDA(ctx, function, cudaFree(ctx->scratch), "freeing the old scratch memory");
        }
        ctx->scratch = NULL;
        ctx->scratch_bytes = 0;
        ctx->scratch_captured = 0;
#line 873 "chapters/00-preface.nw"
        LG_CUDA(ctx, function, cudaMalloc(&fresh, want), "allocating scratch memory");
        ctx->scratch = fresh;
        ctx->scratch_bytes = want;
    }
    ctx->scratch_captured |= capturing;
    *memory = ctx->scratch;
    return LG_OK;
}
/* <<Hand out scratch memory>> */
#line 946 "chapters/00-preface.nw"
lg_status lg_stream_capturing(lg_context *ctx, const char *function, int *capturing)
{
    enum cudaStreamCaptureStatus capture = cudaStreamCaptureStatusNone;

    *capturing = 0;
    LG_CUDA(ctx, function, cudaStreamIsCapturing(ctx->stream, &capture),
            "asking whether the stream is capturing");
    *capturing = capture != cudaStreamCaptureStatusNone;
    return LG_OK;
}

lg_status lg_refuse_capture(lg_context *ctx, const char *function, const char *need)
{
    int capturing;
    lg_status status = lg_stream_capturing(ctx, function, &capturing);

    if (status != LG_OK || !capturing)
        return status;
    return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function,
                   "the context's stream is capturing a CUDA graph, and this call cannot be "
                   "captured: it needs %s", need);
}
