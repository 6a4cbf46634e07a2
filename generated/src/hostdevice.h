#line 999 "chapters/00-preface.nw"
/* LG_HD marks a function compiled for both the CPU and the GPU. Headers
   that use it stay valid C11, so gcc can compile them for the tests. */
#ifndef LITGPU_HOSTDEVICE_H
#define LITGPU_HOSTDEVICE_H

#include <stdint.h>

#ifdef __CUDACC__
#define LG_HD static inline __host__ __device__
#else
#define LG_HD static inline
#endif

/* <<Divide rounding up>> */
#line 1023 "chapters/00-preface.nw"
/* x / y rounded up, for x >= 0 and y >= 1. */
LG_HD int64_t lg_div_up(int64_t x, int64_t y)
{
    return (x + y - 1) / y;
}

#line 1014 "chapters/00-preface.nw"
#endif
