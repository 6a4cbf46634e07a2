#line 380 "chapters/00-preface.nw"
/* What the library's source files share; not installed, not public. */
#ifndef LITGPU_INTERNAL_H
#define LITGPU_INTERNAL_H

#include <stddef.h>
#include <cuda_runtime_api.h>
#include "hostdevice.h"
#include "litgpu.h"

#ifdef __cplusplus
extern "C" {
#endif

/* <<The context structure>> */
#line 403 "chapters/00-preface.nw"
enum { LG_MESSAGE_SIZE = 320, LG_RETIRED_BLOCKS = 64 };

struct lg_context {
    int device;                  /* CUDA device ordinal */
    cudaStream_t stream;         /* every call queues its work here */
    struct cudaDeviceProp props; /* SM count, shared memory, L2 size, ... */
    int validate;                /* run checks that read device data */
    int dependent_launch;        /* kernels may be launched as dependents */
    void *scratch;               /* device memory reused across calls */
    size_t scratch_bytes;
    int scratch_captured;        /* a CUDA graph may use the scratch block */
    void *retired[LG_RETIRED_BLOCKS]; /* blocks outgrown while captured */
    int retired_count;
    char message[LG_MESSAGE_SIZE]; /* the last failure, "" if none */
};
/* <<Internal declarations>> */
#line 483 "chapters/00-preface.nw"
/* Whether a driver of CUDA version `driver` (1000 * major + 10 * minor; 0
   when there is none) is too old for the runtime of version `runtime`. */
static inline int lg_driver_too_old(int driver, int runtime)
{
    return driver > 0 && driver < runtime;
}

/* Whether the library runs on a device of compute capability major.minor. */
static inline int lg_device_supported(int major, int minor)
{
    return major > 7 || (major == 7 && minor >= 5);
}
/* <<Internal declarations>> */
#line 608 "chapters/00-preface.nw"
/* Record a failure of `function` on ctx (or, with ctx NULL, in this
   thread's message) and return `status`. */
lg_status lg_fail(lg_context *ctx, lg_status status, const char *function,
                  const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* The same for a CUDA error: the status depends on the error. */
lg_status lg_fail_cuda(lg_context *ctx, cudaError_t error, const char *function,
                       const char *what);
/* Make ctx's device current for this thread. */
lg_status lg_use_device(lg_context *ctx, const char *function);
/* <<Internal declarations>> */
#line 731 "chapters/00-preface.nw"
/* An array a call reads or writes: where it is, its size, and its name in
   the call's messages. */
typedef struct lg_array {
    const void *memory;
    size_t bytes;
    const char *name;
} lg_array;
/* Whether the a_bytes bytes at a and the b_bytes bytes at b share a byte. */
int lg_overlap(const void *a, size_t a_bytes, const void *b, size_t b_bytes);
/* LG_OK if none of the first `outputs` arrays of arrays[0, count) shares a
   byte with any other array of the list; otherwise a failure of `function`
   that names the first such pair. */
lg_status lg_check_apart(lg_context *ctx, const char *function, const lg_array *arrays,
                         int outputs, int count);
/* LG_OK unless array is NULL while count is positive: then a failure of
   `function` naming both. */
lg_status lg_check_array(lg_context *ctx, const char *function, const void *array,
                         const char *name, int count, const char *count_name);
/* <<Internal declarations>> */
#line 800 "chapters/00-preface.nw"
#define LG_BEGIN(ctx)                                                        \
    do {                                                                     \
        lg_status lg_status_;                                                \
        if ((ctx) == NULL)                                                   \
            return lg_fail(NULL, LG_ERR_INVALID_ARGUMENT, __func__, "ctx is NULL"); \
        if ((lg_status_ = lg_use_device((ctx), __func__)) != LG_OK)         \
            return lg_status_;                                               \
    } while (0)
#define LG_REQUIRE(ctx, function, condition, ...)                            \
    do {                                                                     \
        if (!(condition))                                                    \
            return lg_fail((ctx), LG_ERR_INVALID_ARGUMENT, (function), __VA_ARGS__); \
    } while (0)
#define LG_CUDA(ctx, function, call, what)                                   \
    do {                                                                     \
        cudaError_t lg_error_ = (call);                                      \
        if (lg_error_ != cudaSuccess)                                        \
            return lg_fail_cuda((ctx), lg_error_, (function), (what));       \
    } while (0)
#define LG_TRY(call)                                                         \
    do {                                                                     \
        lg_status lg_status_ = (call);                                       \
        if (lg_status_ != LG_OK)                                             \
            return lg_status_;                                               \
    } while (0)
/* <<Internal declarations>> */
#line 838 "chapters/00-preface.nw"
/* Point *memory at `bytes` of device memory owned by ctx, valid until the
   next call of lg_scratch on ctx. Work already queued that uses the old
   block finishes first: cudaFree waits for the device. While ctx's stream
   is capturing a graph, a request larger than the block is refused. A
   failure is reported on behalf of `function`. */
lg_status lg_scratch(lg_context *ctx, const char *function, size_t bytes, void **memory);

/* bytes rounded up to a multiple of 256: the arrays carved one after
   another out of a scratch block each start 256-byte aligned. */
static inline size_t lg_scratch_align(size_t bytes)
{
    return (bytes + 255) & ~(size_t)255;
}
/* <<Internal declarations>> */
#line 937 "chapters/00-preface.nw"
/* *capturing = whether ctx's stream is capturing a CUDA graph. */
lg_status lg_stream_capturing(lg_context *ctx, const char *function, int *capturing);
/* LG_OK unless ctx's stream is capturing a graph; then a refusal of
   `function`, which cannot be captured because it needs `need` (a phrase
   such as "to read the total back to the host"). */
lg_status lg_refuse_capture(lg_context *ctx, const char *function, const char *need);
/* <<Internal declarations>> */
#line 1067 "chapters/00-preface.nw"
enum { LG_STRIDE_CTAS_PER_SM = 8 };   /* CTAs per SM of a grid-stride kernel */

/* CTAs of nt threads for a grid-stride loop over count elements: one per
   nt elements, at most LG_STRIDE_CTAS_PER_SM per SM. */
static inline int lg_grid_stride_ctas(const lg_context *ctx, int64_t count, int nt)
{
    int64_t most = (int64_t)LG_STRIDE_CTAS_PER_SM * ctx->props.multiProcessorCount;
    int64_t ctas = lg_div_up(count, nt);

    return (int)(ctas < most ? ctas : most);
}
/* <<Internal declarations>> */
#line 1105 "chapters/00-preface.nw"
/* The PTX version (90 for 9.0) that the library's kernels on the current
   device were compiled from, or the error: cudaErrorNoKernelImageForDevice
   when the build holds nothing this device can run. A build that limits
   the kernels to an older chip's features (LG_FEATURES_ARCH, in the
   foundations chapter) reports that chip's. */
cudaError_t lg_kernel_ptx_version(int *version);
/* <<Internal declarations>> */
#line 909 "chapters/04-lbs.nw"
/* LG_OK if scan[0, count), count >= 1, is a scan of counts adding up to at
   most total: scan[0] = 0, never decreasing, scan[count - 1] <= total.
   Otherwise LG_ERR_INVALID_ARGUMENT, with a message on behalf of `function`
   that names the arguments scan_name and total_name. Reads the scan on the
   device and waits for the answer; uses the context's scratch memory. */
lg_status lg_check_scan_of_counts(lg_context *ctx, const char *function, const int32_t *scan,
                                  const char *scan_name, int count, int total,
                                  const char *total_name);
/* <<Internal declarations>> */
#line 1001 "chapters/04-lbs.nw"
/* Queue the partition kernel of a load-balancing search with tiles of nv
   outputs: partitions[0, ceil((a_count + b_count) / nv) + 1). */
lg_status lg_load_balance_partitions(lg_context *ctx, const char *function, int a_count,
                                     const int32_t *b_scan, int b_count, int nv,
                                     int *partitions);

#line 396 "chapters/00-preface.nw"
#ifdef __cplusplus
}
#endif
#endif
