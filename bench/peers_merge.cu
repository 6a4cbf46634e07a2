/* Peers of the merge: CUB's device-wide merge of keys and of pairs, behind C
   functions. Both merges are stable, as ours: on equal keys the first
   list's elements come first. */
#include <cub/device/device_merge.cuh>
#include "peers_merge.h"

extern "C" cudaError_t peer_cub_merge_keys_i32(const int32_t *a, int a_count, const int32_t *b,
                                               int b_count, int32_t *out, void *temp,
                                               size_t *temp_bytes, cudaStream_t stream)
{
    return cub::DeviceMerge::MergeKeys(temp, *temp_bytes, a, a_count, b, b_count, out,
                                       ::cuda::std::less<int32_t>{}, stream);
}

extern "C" cudaError_t peer_cub_merge_pairs_i32(const int32_t *a_keys, const int32_t *a_values,
                                                int a_count, const int32_t *b_keys,
                                                const int32_t *b_values, int b_count,
                                                int32_t *out_keys, int32_t *out_values,
                                                void *temp, size_t *temp_bytes,
                                                cudaStream_t stream)
{
    return cub::DeviceMerge::MergePairs(temp, *temp_bytes, a_keys, a_values, a_count, b_keys,
                                        b_values, b_count, out_keys, out_values,
                                        ::cuda::std::less<int32_t>{}, stream);
}
