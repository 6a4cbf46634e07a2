/* The peer of the load-balancing search, callable from C (bench/peers_lbs.cu). */
#ifndef LITGPU_BENCH_PEERS_LBS_H
#define LITGPU_BENCH_PEERS_LBS_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* indices[i] = upper_bound(b_scan[0, b_count), i) - 1 for i in [0, a_count):
   thrust::upper_bound of the numbers 0 ... a_count - 1 in the scan, one
   binary search per work item, written through an iterator that subtracts
   one. Queued on stream, without waiting. */
cudaError_t peer_thrust_upper_bound_lbs(int a_count, const int32_t *b_scan, int b_count,
                                        int32_t *indices, cudaStream_t stream);

#ifdef __cplusplus
}
#endif
#endif
