/* Peers of the segmented reduction chapter, callable from C
   (bench/peers_segreduce.cu): CUB's segmented reduction and reduce-by-key,
   cuSPARSE's CSR SpMV, and the bound of SpMV's gathers. */
#ifndef LITGPU_BENCH_PEERS_SEGREDUCE_H
#define LITGPU_BENCH_PEERS_SEGREDUCE_H

#include <stddef.h>
#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* cub::DeviceSegmentedReduce::Sum: out[i] = the sum of in[offsets[i] ..
   offsets[i + 1]) for i < num_segments (offsets has num_segments + 1
   entries). As in CUB: with temp NULL, only store the temporary storage it
   needs in *temp_bytes; otherwise queue the reduction, using temp. */
cudaError_t peer_cub_segmented_sum_f32(const float *in, float *out, int num_segments,
                                       const int32_t *offsets, void *temp, size_t *temp_bytes,
                                       cudaStream_t stream);
/* The same over int64 values. */
cudaError_t peer_cub_segmented_sum_i64(const int64_t *in, int64_t *out, int num_segments,
                                       const int32_t *offsets, void *temp, size_t *temp_bytes,
                                       cudaStream_t stream);

/* cub::DeviceReduce::ReduceByKey with a sum: the runs of equal adjacent
   keys, their first keys in keys_out, their sums in sums_out and their
   number in *num_runs (on the device). Temporary storage as above. */
cudaError_t peer_cub_reduce_by_key_f32(const int32_t *keys, const float *values, int count,
                                       int32_t *keys_out, float *sums_out, int *num_runs,
                                       void *temp, size_t *temp_bytes, cudaStream_t stream);
/* The same over int64 values. */
cudaError_t peer_cub_reduce_by_key_i64(const int32_t *keys, const int64_t *values, int count,
                                       int32_t *keys_out, int64_t *sums_out, int *num_runs,
                                       void *temp, size_t *temp_bytes, cudaStream_t stream);

/* cusparseSpMV, y = A x, for a rows x cols CSR matrix of float with 32-bit
   indices (csr has rows + 1 entries), with algorithm CUSPARSE_SPMV_CSR_ALG1
   (alg 1) or CUSPARSE_SPMV_CSR_ALG2 (alg 2). create sizes and allocates the
   buffer and runs cusparseSpMV_preprocess, none of which run times; each
   run queues one product on the stream. The functions return NULL on
   success, else what failed, in words. */
typedef struct peer_spmv peer_spmv;
const char *peer_cusparse_spmv_create(peer_spmv **spmv, int alg, int rows, int cols, int nz,
                                      const int32_t *csr, const int32_t *col_indices,
                                      const float *values, const float *x, float *y,
                                      cudaStream_t stream);
const char *peer_cusparse_spmv_run(peer_spmv *spmv);
void peer_cusparse_spmv_destroy(peer_spmv *spmv);   /* NULL is allowed */

/* Not a peer but a bound: the reads and gathers that every CSR SpMV of
   the matrix makes, and nothing else (no row starts, no sums by row).
   With nt and vt from peer_spmv_gathers_shape, partial p (of nt per nt x
   vt nonzeros, the last group padded) is the sum, in order, of values[j] *
   x[cols[j]] over the nonzeros j = (p / nt) * nt * vt + p % nt + i * nt,
   i = 0, ..., vt - 1, that are < nz. */
void peer_spmv_gathers_shape(int *nt, int *vt);
cudaError_t peer_spmv_gathers_f32(const float *values, const int32_t *cols, const float *x,
                                  int nz, float *partial, cudaStream_t stream);

#ifdef __cplusplus
}
#endif
#endif
