#line 835 "chapters/00-preface.nw"
/* LG_HD marks a function compiled for both the CPU and the GPU. Headers
   that use it stay valid C11, so gcc can compile them for the tests. */
#ifndef LITGPU_HOSTDEVICE_H
#define LITGPU_HOSTDEVICE_H

#ifdef __CUDACC__
#define LG_HD static inline __host__ __device__
#else
#define LG_HD static inline
#endif

#endif
