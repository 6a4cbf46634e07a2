/* Peers of the merge, callable from C (bench/peers_merge.cu). */
#ifndef LITGPU_BENCH_PEERS_MERGE_H
#define LITGPU_BENCH_PEERS_MERGE_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>
#include "litgpu.h"   /* LG_KEY_TYPES */

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

/* The same two merges for keys of the type whose suffix is `type`, one of
   LG_KEY_TYPES (i32, u32, f32, i64, u64, f64), in the library's order:
   integers by <, floating point by value with every NaN last. a, b and
   out point to keys of that type. cudaErrorInvalidValue for another name. */
cudaError_t peer_cub_merge_keys_as(const char *type, const void *a, int a_count, const void *b,
                                   int b_count, void *out, void *temp, size_t *temp_bytes,
                                   cudaStream_t stream);
cudaError_t peer_cub_merge_pairs_as(const char *type, const void *a_keys,
                                    const int32_t *a_values, int a_count, const void *b_keys,
                                    const int32_t *b_values, int b_count, void *out_keys,
                                    int32_t *out_values, void *temp, size_t *temp_bytes,
                                    cudaStream_t stream);

#ifdef __cplusplus
}
#endif
#endif
