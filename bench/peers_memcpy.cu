/* Peers that copy many buffers at once: CUB's batched memcpy, behind a C function. */
#include <cub/device/device_memcpy.cuh>
#include "peers_memcpy.h"

extern "C" cudaError_t peer_cub_memcpy_batched(const void *const *sources,
                                               void *const *destinations,
                                               const uint32_t *sizes, int64_t count,
                                               void *temp, size_t *temp_bytes,
                                               cudaStream_t stream)
{
    return cub::DeviceMemcpy::Batched(temp, *temp_bytes, sources, destinations, sizes, count,
                                      stream);
}
