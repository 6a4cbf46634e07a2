/* Peers of the exclusive scan, callable from C (bench/peers_scan.cu). */
#ifndef LITGPU_BENCH_PEERS_SCAN_H
#define LITGPU_BENCH_PEERS_SCAN_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* cub::DeviceScan::ExclusiveSum over count int32 values, on stream.
   As in CUB: with temp NULL, only store the temporary storage it needs in
   *temp_bytes; otherwise queue the scan, using temp (*temp_bytes bytes). */
cudaError_t peer_cub_scan_exclusive_i32(const int32_t *in, int32_t *out, int count,
                                        void *temp, size_t *temp_bytes,
                                        cudaStream_t stream);

#ifdef __cplusplus
}
#endif
#endif
