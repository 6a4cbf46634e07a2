/* Peers of the mergesort, callable from C (bench/peers_mergesort.cu), and
   the library's mergesort built with other tile shapes, for the tuning
   sweep of the mergesort chapter. */
#ifndef LITGPU_BENCH_PEERS_MERGESORT_H
#define LITGPU_BENCH_PEERS_MERGESORT_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>
#include "litgpu.h"

#ifdef __cplusplus
extern "C" {
#endif

/* CUB's sorts of count keys (and int32 values), on stream. As in CUB: with
   temp NULL, only store the temporary storage needed in *temp_bytes.
   The merge sorts work in place; the radix sorts from in to out. For each
   key type S, K of LG_KEY_TYPES: peer_cub_merge_sort_keys_S (in the
   library's key order) and peer_cub_radix_sort_keys_S (over all bits):
   peer_cub_merge_sort_keys_i32, _u32, _f32, _i64, _u64, _f64 and
   peer_cub_radix_sort_keys_i32, _u32, _f32, _i64, _u64, _f64. */
#define PEER_DECLARE_KEY_SORTS(S, K)                                                      \
    cudaError_t peer_cub_merge_sort_keys_##S(K *keys, int count, void *temp,              \
                                             size_t *temp_bytes, cudaStream_t stream);    \
    cudaError_t peer_cub_radix_sort_keys_##S(const K *keys_in, K *keys_out, int count,    \
                                             void *temp, size_t *temp_bytes,              \
                                             cudaStream_t stream);
LG_KEY_TYPES(PEER_DECLARE_KEY_SORTS)
cudaError_t peer_cub_merge_sort_pairs_i32(int32_t *keys, int32_t *values, int count, void *temp,
                                          size_t *temp_bytes, cudaStream_t stream);
cudaError_t peer_cub_radix_sort_pairs_i32(const int32_t *keys_in, int32_t *keys_out,
                                          const int32_t *values_in, int32_t *values_out,
                                          int count, void *temp, size_t *temp_bytes,
                                          cudaStream_t stream);

/* The tile shapes the sweep may name, as "NTxVT", "NTxVT-2way" for the
   sort with two-way passes only, "256x17-lanesK" for the sort with K
   probes a round (1, 2, 4, 8 or 16) on the grid of each four-way partition
   point and one a list in its selection, or "256x17-probesP" for the sort
   whose selection makes P probes a list a round (1, 2, 4 or 8), any of them
   followed by "+blocksort", "+grid", "+splits" or "+merge" to launch that
   kernel twice: for keys, and for pairs (which need twice the shared
   memory, so not every shape is built). */
int peer_mergesort_shape_ok(const char *shape, int pairs);
/* lg_mergesort_keys_i32 or lg_mergesort_pairs_i32 (values not NULL) with
   tiles of that shape, passes of up to four lists unless "-2way", the
   lanes that "-lanesK" names, the probes that "-probesP" names, and the
   kernel named after "+" launched twice. */
lg_status peer_mergesort_shape(const char *shape, int32_t *keys, int32_t *values, int count,
                               lg_context *ctx);

#ifdef __cplusplus
}
#endif
#endif
