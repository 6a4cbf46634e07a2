#line 3465 "chapters/06-segreduce.nw"
/* The segmented reduction's partition: each tile's limit in the segments. */
#ifndef LITGPU_SEGREDUCE_PARTITION_CUH
#define LITGPU_SEGREDUCE_PARTITION_CUH

#include "segreduce_tile.cuh"

/* <<Find each tile's limit>> */
#line 765 "chapters/06-segreduce.nw"
static __global__ void __launch_bounds__(LG_PARTITION_NT)
lg_segreduce_partition_kernel(const int32_t *__restrict__ csr, int num_segments, int count,
                              int tile_count, int32_t *limits)
{
    enum { NT = LG_PARTITION_NT, SAMPLES = LG_PARTITION_SAMPLES };
    __shared__ int32_t sample[SAMPLES + 1];
    int tile = blockIdx.x * NT + threadIdx.x, k, lo, hi;
    int64_t v = (int64_t)tile * LG_SEGREDUCE_NV;

    lg_allow_dependents(); /* the tile kernel may start launching */
    for (int i = threadIdx.x; i < SAMPLES; i += NT)
        sample[i] = csr[lg_sample_position(i, SAMPLES, num_segments)];
    if (threadIdx.x == 0)
        sample[SAMPLES] = count;   /* no start exceeds it */
    __syncthreads();
    if (tile > tile_count)
        return;
    if (v == 0 || v >= count) {
        limits[tile] = v == 0 ? 0 : num_segments;
        return;
    }
    k = lg_sample_narrow(sample, SAMPLES, num_segments, (int32_t)v, &lo, &hi);
    limits[tile] = lg_limit_interpolated(csr, lo, hi, sample[k], sample[k + 1], (int32_t)v);
}
/* <<Find each tile's limit>> */
#line 825 "chapters/06-segreduce.nw"
/* Lane's starts of the 32 x LG_STREAM_STARTS segments from `first` on
   (count past the last segment), and where the last of them ends. */
__device__ __forceinline__ void lg_seg_load_stream_starts(const int32_t *__restrict__ csr,
                                                          int num_segments, int count,
                                                          int64_t first, int lane, int32_t *start,
                                                          int32_t *tail)
{
    int64_t after = first + LG_WARP_SIZE * LG_STREAM_STARTS;

#pragma unroll
    for (int j = 0; j < LG_STREAM_STARTS; j++) {
        int64_t i = first + j * LG_WARP_SIZE + lane;
        start[j] = i < num_segments ? csr[i] : count;
    }
    *tail = after < num_segments ? csr[after] : count;
}
/* <<Find each tile's limit>> */
#line 844 "chapters/06-segreduce.nw"
template <int NT>
__global__ void __launch_bounds__(NT)
lg_segreduce_stream_partition_kernel(const int32_t *__restrict__ csr, int num_segments, int count,
                                     int tile_count, int32_t *limits)
{
    enum { CHUNK = LG_WARP_SIZE * LG_STREAM_STARTS };
    __shared__ int32_t chunks[NT / LG_WARP_SIZE][CHUNK];
    int lane = threadIdx.x % LG_WARP_SIZE;
    int32_t *chunk = chunks[threadIdx.x / LG_WARP_SIZE];
    int64_t warp_first = ((int64_t)blockIdx.x * NT + threadIdx.x - lane) *
                         LG_STREAM_STARTS;   /* the warp's first segment */
    int64_t stride = (int64_t)gridDim.x * NT * LG_STREAM_STARTS;
    int32_t start[LG_STREAM_STARTS], tail, next[LG_STREAM_STARTS], next_tail;

    lg_allow_dependents(); /* the tile kernel may start launching */
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        limits[0] = 0;
        limits[tile_count] = num_segments;
    }
    lg_seg_load_stream_starts(csr, num_segments, count, warp_first, lane, start, &tail);
    for (; warp_first < num_segments; warp_first += stride) {
        /* the warp's next segments are read while it finds the limits among these */
        lg_seg_load_stream_starts(csr, num_segments, count, warp_first + stride, lane, next,
                                  &next_tail);
        /* <<Find the limits of the tiles that start among the chunk's segments>> */
#line 885 "chapters/06-segreduce.nw"
        #pragma unroll
        for (int j = 0; j < LG_STREAM_STARTS; j++)
            chunk[j * LG_WARP_SIZE + lane] = start[j];
        __syncwarp();
        {
            int first, last;

            lg_segment_tiles(__shfl_sync(LG_FULL_MASK, start[0], 0), tail, LG_SEGREDUCE_NV, tile_count,
                             &first, &last);
            for (int t = first + lane; t < last; t += LG_WARP_SIZE)
                limits[t] = lg_limit_among(chunk, CHUNK, (int)warp_first,
                                           (int32_t)((uint32_t)t * LG_SEGREDUCE_NV));
        }
        __syncwarp();   /* every lane is done with the chunk before the next is stored */
#line 869 "chapters/06-segreduce.nw"
        /* <<Move on to the starts read ahead>> */
#line 875 "chapters/06-segreduce.nw"
        #pragma unroll
        for (int j = 0; j < LG_STREAM_STARTS; j++)
            start[j] = next[j];
        tail = next_tail;
#line 870 "chapters/06-segreduce.nw"
    }
}
/* <<Find each tile's limit>> */
#line 906 "chapters/06-segreduce.nw"
static lg_status lg_segreduce_launch_partition(lg_context *ctx, const char *function,
                                               const int32_t *csr, int num_segments, int count,
                                               int tiles, int32_t *limits)
{
    enum { NT = LG_STREAM_NT, SEGMENTS = NT * LG_STREAM_STARTS };
    int ctas = (int)lg_div_up(num_segments, SEGMENTS);

    if (num_segments >= tiles && num_segments <= LG_STREAM_PARTITION_MAX)
        lg_segreduce_stream_partition_kernel<NT><<<ctas < LG_STREAM_CTAS ? ctas : LG_STREAM_CTAS,
                                                    NT, 0, ctx->stream>>>(
            csr, num_segments, count, tiles, limits);
    else
        lg_segreduce_partition_kernel<<<(int)lg_div_up(tiles + 1, LG_PARTITION_NT),
                                         LG_PARTITION_NT, 0, ctx->stream>>>(
            csr, num_segments, count, tiles, limits);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching the partition");
    return LG_OK;
}

#line 3473 "chapters/06-segreduce.nw"
#endif
