/* Peers of the exclusive scan: CUB's device-wide scan, behind a C function. */
#include <cub/device/device_scan.cuh>
#include "peers_scan.h"

extern "C" cudaError_t peer_cub_scan_exclusive_i32(const int32_t *in, int32_t *out, int count,
                                                   void *temp, size_t *temp_bytes,
                                                   cudaStream_t stream)
{
    return cub::DeviceScan::ExclusiveSum(temp, *temp_bytes, in, out, count, stream);
}
