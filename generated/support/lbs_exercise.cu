#line 5737 "chapters/09-support.nw"
/* A kernel that calls the CTA load-balancing search the way later chapters
   do, with ranks; for the load-balancing chapter's demo and tests. */
#include "support.h"
#include "load_balance.cuh"

/* <<Find each work item's object and rank in a tile>> */
#line 1306 "chapters/04-lbs.nw"
template <int NT, int VT>
__global__ void __launch_bounds__(NT)
lbs_rank_kernel(int a_count, const int32_t *b_scan, int b_count, const int *partitions,
                int preceding, int32_t *indices, int32_t *ranks, int32_t *tiles)
{
    constexpr bool HALO = true;
    __shared__ int32_t indices_shared[LG_LBS_SHARED_WORDS(NT * VT)];
    int tile = blockIdx.x;
    lg_lbs_tile t = lg_cta_load_balance<NT, VT, HALO>(a_count, b_scan, b_count, tile,
                                                      partitions[tile], partitions[tile + 1],
                                                      preceding, indices_shared);
    const int32_t *b_shared = indices_shared + (t.a_end - t.a_begin);

    for (int i = threadIdx.x; i < t.a_end - t.a_begin; i += NT) {
        int object = indices_shared[i], slot = object - t.b_begin;

        indices[t.a_begin + i] = object;
        ranks[t.a_begin + i] = slot >= 0 && slot < t.b_end - t.b_begin
                                   ? t.a_begin + i - b_shared[slot] : -1;
    }
    if (tiles != NULL && threadIdx.x == 0) {
        tiles[4 * tile] = t.a_begin;
        tiles[4 * tile + 1] = t.a_end;
        tiles[4 * tile + 2] = t.b_begin;
        tiles[4 * tile + 3] = t.b_end;
    }
}
/* <<Run the CTA search with ranks on every tile>> */
#line 5682 "chapters/09-support.nw"
static int exercise_nv(lbs_shape shape)
{
    return shape == LBS_SHAPE_6X5 ? 6 * 5 : shape == LBS_SHAPE_32X5 ? 32 * 5
                                                                    : LG_LBS_NT * LG_LBS_VT;
}

int lbs_cta_exercise_tiles(int a_count, int b_count, lbs_shape shape)
{
    return (int)(((int64_t)a_count + b_count + exercise_nv(shape) - 1) / exercise_nv(shape));
}
/* <<Run the CTA search with ranks on every tile>> */
#line 5695 "chapters/09-support.nw"
lg_status lbs_cta_exercise(int a_count, const int32_t *b_scan, int b_count, lbs_shape shape,
                           int preceding, int32_t *indices, int32_t *ranks, int32_t *tiles,
                           cudaStream_t stream)
{
    enum { PNT = LG_LBS_PARTITION_NT };
    int tile_count = lbs_cta_exercise_tiles(a_count, b_count, shape);
    int *partitions = NULL;
    lg_status status;

    if (a_count < 0 || b_count < 0 || (int64_t)a_count + b_count > INT32_MAX ||
        (b_count > 0 && b_scan == NULL) || (a_count > 0 && (indices == NULL || ranks == NULL)))
        return support_fail(LG_ERR_INVALID_ARGUMENT, "lbs_cta_exercise: bad arguments");
    if (tile_count == 0)
        return LG_OK;
    if ((status = device_alloc((void **)&partitions,
                               sizeof(int) * ((size_t)tile_count + 1))) != LG_OK)
        return status;
    lg_lbs_partition_kernel<PNT><<<tile_count / PNT + 1, PNT, 0, stream>>>(
        a_count, b_scan, b_count, exercise_nv(shape), partitions, tile_count + 1);
    /* <<Launch the rank kernel of the chosen shape>> */
#line 5724 "chapters/09-support.nw"
    if (shape == LBS_SHAPE_6X5)
        lbs_rank_kernel<6, 5><<<tile_count, 6, 0, stream>>>(a_count, b_scan, b_count, partitions,
                                                            preceding, indices, ranks, tiles);
    else if (shape == LBS_SHAPE_32X5)
        lbs_rank_kernel<32, 5><<<tile_count, 32, 0, stream>>>(a_count, b_scan, b_count,
                                                              partitions, preceding, indices,
                                                              ranks, tiles);
    else
        lbs_rank_kernel<LG_LBS_NT, LG_LBS_VT><<<tile_count, LG_LBS_NT, 0, stream>>>(
            a_count, b_scan, b_count, partitions, preceding, indices, ranks, tiles);
#line 5715 "chapters/09-support.nw"
    status = cuda_check(cudaGetLastError(), "lbs_cta_exercise: launching the kernels");
    if (status == LG_OK)
        status = cuda_check(cudaStreamSynchronize(stream), "lbs_cta_exercise: running them");
    device_free(partitions);
    return status;
}
