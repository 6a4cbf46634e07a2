/* Peers of the merge: CUB's device-wide merge of keys and of pairs, behind C
   functions, for int32 keys and for each key type of the library. Both
   merges are stable, as ours: on equal keys the first list's elements come
   first. */
#include <string.h>
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

/* The library's order of keys (the merge chapter, "The order of
   floating-point keys"): by value, with every NaN after +inf and equal to
   every other NaN. For integers b != b is never true, and this is a < b. */
template <typename K> struct key_order {
    __device__ bool operator()(K a, K b) const { return a < b || (b != b && a == a); }
};

#define PEER_MERGE_KEYS_AS(S, K)                                                           \
    if (strcmp(type, #S) == 0)                                                             \
        return cub::DeviceMerge::MergeKeys(temp, *temp_bytes, (const K *)a, a_count,       \
                                           (const K *)b, b_count, (K *)out, key_order<K>{}, \
                                           stream);
#define PEER_MERGE_PAIRS_AS(S, K)                                                            \
    if (strcmp(type, #S) == 0)                                                               \
        return cub::DeviceMerge::MergePairs(temp, *temp_bytes, (const K *)a_keys, a_values,  \
                                            a_count, (const K *)b_keys, b_values, b_count,   \
                                            (K *)out_keys, out_values, key_order<K>{}, stream);

extern "C" cudaError_t peer_cub_merge_keys_as(const char *type, const void *a, int a_count,
                                              const void *b, int b_count, void *out, void *temp,
                                              size_t *temp_bytes, cudaStream_t stream)
{
    LG_KEY_TYPES(PEER_MERGE_KEYS_AS)
    return cudaErrorInvalidValue;
}

extern "C" cudaError_t peer_cub_merge_pairs_as(const char *type, const void *a_keys,
                                               const int32_t *a_values, int a_count,
                                               const void *b_keys, const int32_t *b_values,
                                               int b_count, void *out_keys, int32_t *out_values,
                                               void *temp, size_t *temp_bytes,
                                               cudaStream_t stream)
{
    LG_KEY_TYPES(PEER_MERGE_PAIRS_AS)
    return cudaErrorInvalidValue;
}
