/* Peers of the merge, callable from C (bench/peers_merge.cu). */
#ifndef LITGPU_BENCH_PEERS_MERGE_H
#define LITGPU_BENCH_PEERS_MERGE_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* cub::DeviceMerge::MergeKeys of a[0, a_count) and b[0, b_count) into out,
   on stream. As in CUB: with temp NULL, only store the temporary storage it
   needs in *temp_bytes; otherwise queue the merge, using temp. */
cudaError_t peer_cub_merge_keys_i32(const int32_t *a, int a_count, const int32_t *b,
                                    int b_count, int32_t *out, void *temp, size_t *temp_bytes,
                                    cudaStream_t stream);
/* cub::DeviceMerge::MergePairs of (key, value) pairs, likewise. */
cudaError_t peer_cub_merge_pairs_i32(const int32_t *a_keys, const int32_t *a_values,
                                     int a_count, const int32_t *b_keys,
                                     const int32_t *b_values, int b_count, int32_t *out_keys,
                                     int32_t *out_values, void *temp, size_t *temp_bytes,
                                     cudaStream_t stream);

#ifdef __cplusplus
}
#endif
#endif
