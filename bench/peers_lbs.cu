/* The peer of the load-balancing search: Thrust's vectorized upper_bound. */
#include <thrust/binary_search.h>
#include <thrust/system_error.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_output_iterator.h>
#include "peers_lbs.h"

namespace {
struct minus_one {
    __host__ __device__ int32_t operator()(int x) const { return x - 1; }
};
}

extern "C" cudaError_t peer_thrust_upper_bound_lbs(int a_count, const int32_t *b_scan,
                                                   int b_count, int32_t *indices,
                                                   cudaStream_t stream)
{
    try {   /* Thrust reports errors by exceptions, which must not reach C */
        thrust::upper_bound(thrust::cuda::par_nosync.on(stream), b_scan, b_scan + b_count,
                            thrust::counting_iterator<int>(0),
                            thrust::counting_iterator<int>(a_count),
                            thrust::make_transform_output_iterator(indices, minus_one()));
    } catch (const thrust::system_error &e) {
        return e.code().value() != 0 ? (cudaError_t)e.code().value() : cudaErrorUnknown;
    } catch (...) {
        return cudaErrorUnknown;
    }
    return cudaGetLastError();
}
