/* Peers of the segmented reduction chapter: CUB's segmented reduction and
   reduce-by-key (over float and int64 values), and cuSPARSE's CSR SpMV,
   behind C functions. */
#include <stdlib.h>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_segmented_reduce.cuh>
#include <cuda/std/functional>
#include <cusparse.h>
#include "peers_segreduce.h"

extern "C" cudaError_t peer_cub_segmented_sum_f32(const float *in, float *out, int num_segments,
                                                  const int32_t *offsets, void *temp,
                                                  size_t *temp_bytes, cudaStream_t stream)
{
    return cub::DeviceSegmentedReduce::Sum(temp, *temp_bytes, in, out, num_segments, offsets,
                                           offsets + 1, stream);
}

extern "C" cudaError_t peer_cub_segmented_sum_i64(const int64_t *in, int64_t *out,
                                                  int num_segments, const int32_t *offsets,
                                                  void *temp, size_t *temp_bytes,
                                                  cudaStream_t stream)
{
    return cub::DeviceSegmentedReduce::Sum(temp, *temp_bytes, in, out, num_segments, offsets,
                                           offsets + 1, stream);
}

extern "C" cudaError_t peer_cub_reduce_by_key_f32(const int32_t *keys, const float *values,
                                                  int count, int32_t *keys_out, float *sums_out,
                                                  int *num_runs, void *temp, size_t *temp_bytes,
                                                  cudaStream_t stream)
{
    return cub::DeviceReduce::ReduceByKey(temp, *temp_bytes, keys, keys_out, values, sums_out,
                                          num_runs, cuda::std::plus<float>(), count, stream);
}

extern "C" cudaError_t peer_cub_reduce_by_key_i64(const int32_t *keys, const int64_t *values,
                                                  int count, int32_t *keys_out,
                                                  int64_t *sums_out, int *num_runs, void *temp,
                                                  size_t *temp_bytes, cudaStream_t stream)
{
    return cub::DeviceReduce::ReduceByKey(temp, *temp_bytes, keys, keys_out, values, sums_out,
                                          num_runs, cuda::std::plus<int64_t>(), count, stream);
}

struct peer_spmv {
    cusparseHandle_t handle;
    cusparseSpMatDescr_t matrix;
    cusparseDnVecDescr_t x, y;
    cusparseSpMVAlg_t alg;
    void *buffer;
    float alpha, beta;
};

#define PEER_CUSPARSE(call)                                   \
    do {                                                      \
        cusparseStatus_t status_ = (call);                    \
        if (status_ != CUSPARSE_STATUS_SUCCESS)               \
            return cusparseGetErrorString(status_);           \
    } while (0)

static const char *spmv_setup(peer_spmv *s, int rows, int cols, int nz, const int32_t *csr,
                              const int32_t *col_indices, const float *values, const float *x,
                              float *y, cudaStream_t stream)
{
    size_t bytes = 0;

    PEER_CUSPARSE(cusparseCreate(&s->handle));
    PEER_CUSPARSE(cusparseSetStream(s->handle, stream));
    PEER_CUSPARSE(cusparseCreateCsr(&s->matrix, rows, cols, nz, (void *)csr, (void *)col_indices,
                                    (void *)values, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    PEER_CUSPARSE(cusparseCreateDnVec(&s->x, cols, (void *)x, CUDA_R_32F));
    PEER_CUSPARSE(cusparseCreateDnVec(&s->y, rows, y, CUDA_R_32F));
    PEER_CUSPARSE(cusparseSpMV_bufferSize(s->handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &s->alpha,
                                          s->matrix, s->x, &s->beta, s->y, CUDA_R_32F, s->alg,
                                          &bytes));
    if (cudaMalloc(&s->buffer, bytes ? bytes : 1) != cudaSuccess)
        return "allocating cuSPARSE's buffer";
    PEER_CUSPARSE(cusparseSpMV_preprocess(s->handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &s->alpha,
                                          s->matrix, s->x, &s->beta, s->y, CUDA_R_32F, s->alg,
                                          s->buffer));
    return NULL;
}

extern "C" const char *peer_cusparse_spmv_create(peer_spmv **spmv, int alg, int rows, int cols,
                                                 int nz, const int32_t *csr,
                                                 const int32_t *col_indices, const float *values,
                                                 const float *x, float *y, cudaStream_t stream)
{
    peer_spmv *s = (peer_spmv *)calloc(1, sizeof *s);

    if ((*spmv = s) == NULL)
        return "out of host memory";
    s->alg = alg == 2 ? CUSPARSE_SPMV_CSR_ALG2 : CUSPARSE_SPMV_CSR_ALG1;
    s->alpha = 1.0f;
    s->beta = 0.0f;
    return spmv_setup(s, rows, cols, nz, csr, col_indices, values, x, y, stream);
}

extern "C" const char *peer_cusparse_spmv_run(peer_spmv *s)
{
    PEER_CUSPARSE(cusparseSpMV(s->handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &s->alpha, s->matrix,
                               s->x, &s->beta, s->y, CUDA_R_32F, s->alg, s->buffer));
    return NULL;
}

extern "C" void peer_cusparse_spmv_destroy(peer_spmv *s)
{
    if (s == NULL)
        return;
    if (s->matrix != NULL)
        cusparseDestroySpMat(s->matrix);
    if (s->x != NULL)
        cusparseDestroyDnVec(s->x);
    if (s->y != NULL)
        cusparseDestroyDnVec(s->y);
    if (s->handle != NULL)
        cusparseDestroy(s->handle);
    cudaFree(s->buffer);
    free(s);
}

/* The gathers alone: each thread of a CTA of GATHER_NT reads GATHER_VT
   nonzeros at a stride of GATHER_NT (coalesced, as the tile kernel reads
   them), all their columns first, then all their entries of x, and writes
   the sum of its products in order. */
enum { GATHER_NT = 256, GATHER_VT = 8 };

__global__ void __launch_bounds__(GATHER_NT)
gathers_kernel(const float *__restrict__ values, const int32_t *__restrict__ cols,
               const float *__restrict__ x, int nz, float *__restrict__ partial)
{
    int64_t first = (int64_t)blockIdx.x * (GATHER_NT * GATHER_VT) + threadIdx.x;
    int32_t col[GATHER_VT];
    float value[GATHER_VT], sum = 0;

#pragma unroll
    for (int i = 0; i < GATHER_VT; i++) {
        int64_t j = first + i * GATHER_NT;
        col[i] = j < nz ? __ldcs(cols + j) : -1;
        value[i] = j < nz ? __ldcs(values + j) : 0.0f;
    }
#pragma unroll
    for (int i = 0; i < GATHER_VT; i++)
        value[i] *= col[i] >= 0 ? x[col[i]] : 0.0f;
#pragma unroll
    for (int i = 0; i < GATHER_VT; i++)
        sum += value[i];
    partial[(int64_t)blockIdx.x * GATHER_NT + threadIdx.x] = sum;
}

extern "C" void peer_spmv_gathers_shape(int *nt, int *vt)
{
    *nt = GATHER_NT;
    *vt = GATHER_VT;
}

extern "C" cudaError_t peer_spmv_gathers_f32(const float *values, const int32_t *cols,
                                             const float *x, int nz, float *partial,
                                             cudaStream_t stream)
{
    int ctas = (int)(((int64_t)nz + GATHER_NT * GATHER_VT - 1) / (GATHER_NT * GATHER_VT));

    gathers_kernel<<<ctas, GATHER_NT, 0, stream>>>(values, cols, x, nz, partial);
    return cudaGetLastError();
}
