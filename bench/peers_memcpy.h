/* Peers that copy many buffers at once, callable from C (bench/peers_memcpy.cu). */
#ifndef LITGPU_BENCH_PEERS_MEMCPY_H
#define LITGPU_BENCH_PEERS_MEMCPY_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* cub::DeviceMemcpy::Batched: copy sizes[i] bytes from sources[i] to
   destinations[i] for i < count, on stream (all three arrays on the
   device). As in CUB: with temp NULL, only store the temporary storage it
   needs in *temp_bytes; otherwise queue the copies, using temp. */
cudaError_t peer_cub_memcpy_batched(const void *const *sources, void *const *destinations,
                                    const uint32_t *sizes, int64_t count, void *temp,
                                    size_t *temp_bytes, cudaStream_t stream);

#ifdef __cplusplus
}
#endif
#endif
