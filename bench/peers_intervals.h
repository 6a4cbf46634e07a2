/* Peers of interval expand and move, callable from C (bench/peers_intervals.cu). */
#ifndef LITGPU_BENCH_PEERS_INTERVALS_H
#define LITGPU_BENCH_PEERS_INTERVALS_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* cub::DeviceCopy::Batched as an interval expand: range j is a constant
   iterator of values[j], copied to out + scan[j], its length the next scan
   element (or move_count) minus scan[j]. As in CUB: with temp NULL, only
   store the temporary storage it needs in *temp_bytes. */
cudaError_t peer_cub_copy_expand_i32(int move_count, const int32_t *scan, const int32_t *values,
                                     int count, int32_t *out, void *temp, size_t *temp_bytes,
                                     cudaStream_t stream);
cudaError_t peer_cub_copy_expand_i64(int move_count, const int32_t *scan, const int64_t *values,
                                     int count, int64_t *out, void *temp, size_t *temp_bytes,
                                     cudaStream_t stream);
/* cub::DeviceCopy::Batched as an interval move: range j is in + gather[j],
   copied to out + scatter[j], its length from the scan as above. */
cudaError_t peer_cub_copy_move_i32(int move_count, const int32_t *gather,
                                   const int32_t *scatter, const int32_t *scan, int count,
                                   const int32_t *in, int32_t *out, void *temp,
                                   size_t *temp_bytes, cudaStream_t stream);
cudaError_t peer_cub_copy_move_i64(int move_count, const int32_t *gather,
                                   const int32_t *scatter, const int32_t *scan, int count,
                                   const int64_t *in, int64_t *out, void *temp,
                                   size_t *temp_bytes, cudaStream_t stream);

#ifdef __cplusplus
}
#endif
#endif
