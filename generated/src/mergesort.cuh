#line 504 "chapters/03-mergesort.nw"
/* Mergesort kernels: the blocksort, the partition kernel with frames, the
   merge pass, and the host loop that runs them, for any tile shape. */
#ifndef LITGPU_MERGESORT_CUH
#define LITGPU_MERGESORT_CUH

#include <stdint.h>
#include "internal.h"
#include "cta.cuh"
#include "merge_path.cuh"
#include "mergesort.h"

#line 413 "chapters/03-mergesort.nw"
/* A barrier for `group` consecutive, aligned threads: the warp's if the
   group fits in one warp, else the CTA's. Called by every thread. */
__device__ __forceinline__ void lg_blocksort_barrier(int group)
{
    if (group <= LG_WARP_SIZE)
        __syncwarp();
    else
        __syncthreads();
}
#line 301 "chapters/03-mergesort.nw"
/* Sort tile blockIdx.x of keys_in (NT * VT keys; the last tile may be
   partial) into keys_out, stably. VALUES: 0 keys only; 1 pairs, values
   from values_in; 2 indices, values made from each key's position. */
template <int NT, int VT, int VALUES>
__global__ void __launch_bounds__(NT)
lg_blocksort_kernel(const int32_t *keys_in, const int32_t *values_in, int count,
                    int32_t *keys_out, int32_t *values_out)
{
    __shared__ int32_t keys_shared[NT * VT];
    __shared__ int32_t values_shared[VALUES ? NT * VT : 1];
    int tid = threadIdx.x;
    int64_t tile_begin = (int64_t)blockIdx.x * NT * VT;
    int valid = (int)(count - tile_begin < NT * VT ? count - tile_begin : NT * VT);
    int32_t keys[VT], values[VT];

    
#line 344 "chapters/03-mergesort.nw"
load_strided<NT, VT>(keys_in + tile_begin, valid, tid, keys, (int32_t)INT32_MAX);
strided_to_thread_order<NT, VT, 0>(keys, tid, keys_shared);
if (VALUES == 1) {
    load_strided<NT, VT>(values_in + tile_begin, valid, tid, values, (int32_t)0);
    strided_to_thread_order<NT, VT, 0>(values, tid, values_shared);
} else if (VALUES == 2) {
#pragma unroll
    for (int v = 0; v < VT; v++)
        values[v] = (int32_t)(tile_begin + thread_order_index(tid, v, VT));
}
#line 317 "chapters/03-mergesort.nw"
    lg_transposition_sort_i32(keys, VALUES ? values : NULL, VT);
    
#line 370 "chapters/03-mergesort.nw"
#pragma unroll 1
for (int coop = 2; coop <= NT; coop *= 2) {
    int index[VT];

    lg_blocksort_barrier(coop / 2);   /* the previous pass's readers are done */
#pragma unroll
    for (int v = 0; v < VT; v++) {
        keys_shared[thread_order_index(tid, v, VT)] = keys[v];
        if (VALUES)
            values_shared[thread_order_index(tid, v, VT)] = values[v];
    }
    lg_blocksort_barrier(coop);       /* the frame's lists are all written */
    
#line 389 "chapters/03-mergesort.nw"
{
    lg_merge_range f = lg_mergesort_frame(coop, tid, VT, NT * VT);
    int diag = lg_mergesort_diagonal(coop, tid, VT, NT * VT);
    int mp = lg_merge_path_i32(keys_shared + f.a_begin, f.a_end - f.a_begin,
                               keys_shared + f.b_begin, f.b_end - f.b_begin, diag,
                               LG_BOUNDS_LOWER);

    lg_serial_merge_i32(keys_shared, f.a_begin + mp, f.a_end, f.b_begin + diag - mp, f.b_end,
                        VT, keys, index);
}
#line 383 "chapters/03-mergesort.nw"
    if (VALUES)
        lg_cta_gather_values<VT>(values_shared, index, NT * VT, tid, values);
}
#line 319 "chapters/03-mergesort.nw"
    
#line 435 "chapters/03-mergesort.nw"
__syncthreads();   /* the last pass's reads of shared memory are done */
lg_cta_store_thread_order<NT, VT>(keys, valid, keys_shared, tid, keys_out + tile_begin);
if (VALUES)
    lg_cta_store_thread_order<NT, VT>(values, valid, values_shared, tid,
                                      values_out + tile_begin);
#line 320 "chapters/03-mergesort.nw"
}
#line 451 "chapters/03-mergesort.nw"
/* partitions[p], for p in [0, partition_count): the merge path of the
   frame of CTA p at its diagonal, in a pass where coop CTAs of nv outputs
   share each pair of sorted lists of keys[0, count). */
template <int NT>
__global__ void __launch_bounds__(NT)
lg_mergesort_partition_kernel(const int32_t *keys, int count, int nv, int coop,
                              int *partitions, int partition_count)
{
    int p = blockIdx.x * NT + threadIdx.x;

    cudaTriggerProgrammaticLaunchCompletion();   /* the merge kernel may start launching */
    if (p < partition_count) {
        lg_merge_range f = lg_mergesort_frame(coop, p, nv, count);
        int diag = lg_mergesort_diagonal(coop, p, nv, count);

        partitions[p] = lg_merge_path_i32(keys + f.a_begin, f.a_end - f.a_begin,
                                          keys + f.b_begin, f.b_end - f.b_begin, diag,
                                          LG_BOUNDS_LOWER);
    }
}
#line 479 "chapters/03-mergesort.nw"
/* One global merge pass: CTA `tile` writes outputs [tile * NT * VT, ...) of
   the merge of its frame, from keys_in to keys_out (values likewise). */
template <int NT, int VT, bool HAS_VALUES>
__global__ void __launch_bounds__(NT)
lg_mergesort_merge_kernel(const int32_t *keys_in, const int32_t *values_in, int count, int coop,
                          const int *partitions, int32_t *keys_out, int32_t *values_out)
{
    __shared__ int32_t keys_shared[NT * VT];
    __shared__ int32_t values_shared[HAS_VALUES ? NT * VT : 1];
    int tile = blockIdx.x;
    int64_t out = (int64_t)tile * NT * VT;
    lg_merge_range r;

    cudaGridDependencySynchronize();   /* the partitions are complete and visible */
    r = lg_mergesort_range(coop, tile, NT * VT, count, partitions[tile], partitions[tile + 1]);
    lg_cta_merge_tile<NT, VT, HAS_VALUES>(keys_in, values_in, keys_in, values_in, r, keys_shared,
                                          values_shared, keys_out + out,
                                          HAS_VALUES ? values_out + out : values_out);
}
#line 536 "chapters/03-mergesort.nw"
/* Sort keys[0, count) in place, and values (VALUES 1) or indices (VALUES 2)
   with them, with tiles of NT * VT keys. count >= 1; arguments checked. */
template <int NT, int VT, int VALUES>
static lg_status lg_mergesort_run(lg_context *ctx, int32_t *keys, int32_t *values, int count)
{
    enum { NV = NT * VT, PARTITION_NT = 128 };
    int tiles = lg_mergesort_tiles(count, NV), passes = lg_mergesort_passes(count, NV);
    int in_temp = passes % 2;   /* where the blocksort leaves the data */
    int32_t *temp_keys = NULL, *temp_values = NULL, *partitions = NULL;
    lg_status status;

    
#line 568 "chapters/03-mergesort.nw"
{
    size_t key_bytes = (sizeof(int32_t) * (size_t)count + 255) & ~(size_t)255;
    size_t bytes = key_bytes * (VALUES ? 2 : 1) + sizeof(int) * ((size_t)tiles + 1);
    char *scratch = NULL;

    if ((status = lg_scratch(ctx, bytes, (void **)&scratch)) != LG_OK)
        return status;
    temp_keys = (int32_t *)scratch;
    temp_values = VALUES ? (int32_t *)(scratch + key_bytes) : NULL;
    partitions = (int *)(scratch + key_bytes * (VALUES ? 2 : 1));
}
#line 548 "chapters/03-mergesort.nw"
    lg_blocksort_kernel<NT, VT, VALUES><<<tiles, NT, 0, ctx->stream>>>(
        keys, values, count, in_temp ? temp_keys : keys, in_temp ? temp_values : values);
    LG_CUDA(ctx, cudaGetLastError(), "launching lg_blocksort_kernel");
    for (int pass = 0; pass < passes; pass++, in_temp = !in_temp) {
        int32_t *from_keys = in_temp ? temp_keys : keys, *to_keys = in_temp ? keys : temp_keys;
        int32_t *from_values = in_temp ? temp_values : values;
        int32_t *to_values = in_temp ? values : temp_values;

        
#line 588 "chapters/03-mergesort.nw"
int coop = 2 << pass;
cudaLaunchConfig_t config = {};
cudaLaunchAttribute attribute;

lg_mergesort_partition_kernel<PARTITION_NT><<<(tiles + PARTITION_NT) / PARTITION_NT,
    PARTITION_NT, 0, ctx->stream>>>(from_keys, count, NV, coop, partitions, tiles + 1);
LG_CUDA(ctx, cudaGetLastError(), "launching lg_mergesort_partition_kernel");
attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
attribute.val.programmaticStreamSerializationAllowed = 1;
config.gridDim = dim3(tiles);
config.blockDim = dim3(NT);
config.stream = ctx->stream;
config.attrs = &attribute;
config.numAttrs = 1;
LG_CUDA(ctx, cudaLaunchKernelEx(&config, lg_mergesort_merge_kernel<NT, VT, VALUES != 0>,
                                (const int32_t *)from_keys, (const int32_t *)from_values, count,
                                coop, (const int *)partitions, to_keys, to_values),
        "launching lg_mergesort_merge_kernel");
#line 557 "chapters/03-mergesort.nw"
    }
    return LG_OK;
}

#line 521 "chapters/03-mergesort.nw"
#endif
