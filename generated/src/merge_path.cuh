#line 1075 "chapters/02-merge.nw"
/* Merge Path building blocks: the partition kernels, the CTA tile merge
   and its parts, the merge kernel, and the launch of the whole merge. The
   merge chapter explains each, with its contract. */
#ifndef LITGPU_MERGE_PATH_CUH
#define LITGPU_MERGE_PATH_CUH

#include "cta.cuh"      /* lg_store_thread_order */
#include "launch.cuh"
#include "merge_path.h"

/* <<Load a tile's two ranges into shared memory>> */
#line 930 "chapters/02-merge.nw"
/* shared[0, a_count + b_count) = a[0, a_count) followed by b[0, b_count), with
   a_count + b_count <= NT * VT; coalesced. The caller synchronizes after. */
template <int NT, int VT, typename T>
__device__ __forceinline__ void
lg_cta_load_merge_ranges(const T *__restrict__ a, int a_count, const T *__restrict__ b,
                         int b_count, T *shared, int tid)
{
    int count = a_count + b_count;
    T x[VT];

#pragma unroll
    for (int v = 0; v < VT; v++) {
        int t = tid + v * NT;
        x[v] = t < a_count ? a[t] : t < count ? b[t - a_count] : (T)0;
    }
#pragma unroll
    for (int v = 0; v < VT; v++)
        if (tid + v * NT < count)
            shared[tid + v * NT] = x[v];
}
/* <<Gather a tile's values by the merge's indices>> */
#line 986 "chapters/02-merge.nw"
/* values[v] = values_shared[index[v]] for the thread's outputs below count. */
template <int VT>
__device__ __forceinline__ void
lg_cta_gather_values(const int32_t *values_shared, const int *index, int count, int tid,
                     int32_t *values)
{
#pragma unroll
    for (int v = 0; v < VT; v++)
        values[v] = VT * tid + v < count ? values_shared[index[v]] : 0;
}
/* <<Define the merge kernels for every key type>> */
#line 1443 "chapters/02-merge.nw"
#define LG_KEYED_FILE "merge_path_keyed.cuh"
#include "each_key.h"
#undef LG_KEYED_FILE

#line 1089 "chapters/02-merge.nw"
#endif
