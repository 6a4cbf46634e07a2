#line 1610 "chapters/01-foundations.nw"
/* Launching a kernel as a programmatic dependent of the kernel before it. */
#ifndef LITGPU_LAUNCH_CUH
#define LITGPU_LAUNCH_CUH

#include <cuda_runtime.h>

/* <<Configure a launch that may begin before the kernel before it ends>> */
#line 1580 "chapters/01-foundations.nw"
/* A launch of ctas CTAs of nt threads on stream as a programmatic
   dependent of the work before it; *attribute must outlive the launch. */
static inline cudaLaunchConfig_t lg_dependent_launch(cudaStream_t stream, int ctas, int nt,
                                                     cudaLaunchAttribute *attribute)
{
    cudaLaunchConfig_t config = {};

    attribute->id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute->val.programmaticStreamSerializationAllowed = 1;
    config.gridDim = dim3(ctas);
    config.blockDim = dim3(nt);
    config.stream = stream;
    config.attrs = attribute;
    config.numAttrs = 1;
    return config;
}

/* kernel(args...) launched so, in one call. */
template <typename... Params, typename... Args>
static inline cudaError_t lg_launch_dependent(void (*kernel)(Params...), int ctas, int nt,
                                              cudaStream_t stream, Args... args)
{
    cudaLaunchAttribute attribute;
    cudaLaunchConfig_t config = lg_dependent_launch(stream, ctas, nt, &attribute);

    return cudaLaunchKernelEx(&config, kernel, args...);
}

#line 1618 "chapters/01-foundations.nw"
#endif
