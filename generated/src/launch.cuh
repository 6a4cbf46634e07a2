#line 1192 "chapters/01-foundations.nw"
/* Launching a kernel: as a programmatic dependent of the kernel before
   it, and with registers for a share of an SM. */
#ifndef LITGPU_LAUNCH_CUH
#define LITGPU_LAUNCH_CUH

#include <cuda_runtime.h>
#include "internal.h"

/* <<The architecture whose features a kernel uses>> */
#line 1092 "chapters/01-foundations.nw"
#if defined(__CUDA_ARCH__) && defined(LG_FEATURES_ARCH) && LG_FEATURES_ARCH < __CUDA_ARCH__
#define LG_FEATURE_ARCH LG_FEATURES_ARCH
#elif defined(__CUDA_ARCH__)
#define LG_FEATURE_ARCH __CUDA_ARCH__
#else
#define LG_FEATURE_ARCH 0   /* host code */
#endif
/* <<Let the next kernel start, and wait for the one before>> */
#line 1105 "chapters/01-foundations.nw"
/* Every CTA of this kernel calls it once it no longer delays the next
   kernel's start (usually on entry). Nothing before 9.0. */
__device__ __forceinline__ void lg_allow_dependents(void)
{
#if LG_FEATURE_ARCH >= 900
    cudaTriggerProgrammaticLaunchCompletion();
#endif
}

/* Returns once the kernel before this one has completed and its writes
   are visible; call it before reading anything that kernel wrote.
   Nothing before 9.0, where the launch itself waits. */
__device__ __forceinline__ void lg_wait_prior_grid(void)
{
#if LG_FEATURE_ARCH >= 900
    cudaGridDependencySynchronize();
#endif
}
/* <<Configure a launch that may begin before the kernel before it ends>> */
#line 1135 "chapters/01-foundations.nw"
/* A launch of ctas CTAs of nt threads on the context's stream, as a
   programmatic dependent of the work before it where the device's build
   of the kernels has the wait; *attribute must outlive the launch. */
static inline cudaLaunchConfig_t lg_dependent_launch(const lg_context *ctx, int ctas, int nt,
                                                     cudaLaunchAttribute *attribute)
{
    cudaLaunchConfig_t config = {};

    attribute->id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute->val.programmaticStreamSerializationAllowed = 1;
    config.gridDim = dim3(ctas);
    config.blockDim = dim3(nt);
    config.stream = ctx->stream;
    config.attrs = attribute;
    config.numAttrs = ctx->dependent_launch ? 1 : 0;
    return config;
}

/* kernel(args...) launched so, in one call. */
template <typename... Params, typename... Args>
static inline cudaError_t lg_launch_dependent(void (*kernel)(Params...), int ctas, int nt,
                                              const lg_context *ctx, Args... args)
{
    cudaLaunchAttribute attribute;
    cudaLaunchConfig_t config = lg_dependent_launch(ctx, ctas, nt, &attribute);

    return cudaLaunchKernelEx(&config, kernel, args...);
}
/* <<Ask for registers for a share of an SM's threads>> */
#line 1174 "chapters/01-foundations.nw"
/* The most threads one SM holds, on the architecture being compiled. */
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ == 800 || __CUDA_ARCH__ == 900 || \
    __CUDA_ARCH__ == 1000 || __CUDA_ARCH__ == 1030
#define LG_SM_THREADS 2048
#elif __CUDA_ARCH__ == 750
#define LG_SM_THREADS 1024
#else
#define LG_SM_THREADS 1536   /* 8.6, 8.7, 8.8, 8.9, 11.0, 12.x */
#endif

/* The CTAs of nt threads an SM to ask of __launch_bounds__ for a kernel
   that wants registers for `threads` threads an SM, on an SM that holds
   them; 0 (no bound) for 0. */
#define LG_MIN_CTAS(threads, nt) \
    (((threads) < LG_SM_THREADS ? (threads) : LG_SM_THREADS) / (nt))

#line 1205 "chapters/01-foundations.nw"
#endif
