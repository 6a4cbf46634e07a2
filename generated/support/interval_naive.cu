#line 7776 "chapters/09-support.nw"
/* The interval chapter's naive kernels: one thread per interval. */
#include "support.h"
#include "intervals_model.h"

/* <<Expand and move with one thread per interval>> */
#line 155 "chapters/05-intervals.nw"
template <typename T>
__global__ void interval_expand_naive_kernel(int move_count, const int32_t *scan,
                                             const T *values, int count, T *out)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;

    if (j < count)
        for (int32_t k = scan[j]; k < lg_interval_end(scan, count, move_count, j); k++)
            out[k] = values[j];
}

template <typename T>
__global__ void interval_move_naive_kernel(int move_count, const int32_t *gather,
                                           const int32_t *scatter, const int32_t *scan,
                                           int count, const T *in, T *out)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;

    if (j < count) {
        int32_t length = lg_interval_end(scan, count, move_count, j) - scan[j];
        for (int32_t r = 0; r < length; r++)
            out[scatter[j] + r] = in[gather[j] + r];
    }
}
/* <<Launch the naive interval kernels>> */
#line 7754 "chapters/09-support.nw"
#define DEFINE_NAIVE_INTERVAL_CALLS(S, T)                                                    \
    lg_status interval_expand_naive_##S(int move_count, const int32_t *scan, const T *values, \
                                        int count, T *out, cudaStream_t stream)              \
    {                                                                                        \
        if (count > 0)                                                                       \
            interval_expand_naive_kernel<<<(count + 255) / 256, 256, 0, stream>>>(           \
                move_count, scan, values, count, out);                                       \
        return cuda_check(cudaGetLastError(), "interval_expand_naive_" #S ": launching");   \
    }                                                                                        \
    lg_status interval_move_naive_##S(int move_count, const int32_t *gather,                  \
                                      const int32_t *scatter, const int32_t *scan, int count, \
                                      const T *in, T *out, cudaStream_t stream)              \
    {                                                                                        \
        if (count > 0)                                                                       \
            interval_move_naive_kernel<<<(count + 255) / 256, 256, 0, stream>>>(             \
                move_count, gather, scatter, scan, count, in, out);                          \
        return cuda_check(cudaGetLastError(), "interval_move_naive_" #S ": launching");     \
    }
LG_INTERVAL_TYPES(DEFINE_NAIVE_INTERVAL_CALLS)
