#line 832 "chapters/04-lbs.nw"
/* Load-balancing search building blocks for kernels: the partition kernel,
   the CTA load-balancing search and the kernel of lg_load_balance_search.
   The load-balancing search chapter explains each, with its contract. */
#ifndef LITGPU_LOAD_BALANCE_CUH
#define LITGPU_LOAD_BALANCE_CUH

#include "cta.cuh"      /* lg_load_to_shared, lg_store_from_shared */
#include "launch.cuh"
#include "load_balance.h"

/* <<The load-balancing partition kernel>> */
#line 780 "chapters/04-lbs.nw"
/* partitions[p] = the number of work items among the first
   min(p * nv, a_count + b_count) outputs of the merge of the work items with
   b_scan, for p in [0, partition_count), by the search in rounds. */
template <int NT>
__global__ void __launch_bounds__(NT)
lg_lbs_partition_kernel(int a_count, const int32_t *b_scan, int b_count, int nv,
                        int *partitions, int partition_count)
{
    enum { SAMPLES = LG_LBS_PARTITION_SAMPLES };
    __shared__ int32_t sample[SAMPLES];
    int p = blockIdx.x * NT + threadIdx.x;

    lg_allow_dependents(); /* the next kernel may start launching */
    for (int i = threadIdx.x; i < SAMPLES; i += NT)
        sample[i] = b_count > 0 ? b_scan[lg_sample_position(i, SAMPLES, b_count)] : 0;
    __syncthreads();
    if (p < partition_count) {
        int diag = lg_merge_diagonal(p, nv, a_count + b_count);
        lg_bracket r = lg_sample_bracket(sample, SAMPLES, a_count, b_count, diag);

        partitions[p] = lg_lbs_partition_search_within(a_count, b_scan, b_count, diag, r);
    }
}
/* <<The CTA load-balancing search>> */
#line 676 "chapters/04-lbs.nw"
/* The CTA load-balancing search of tile `tile`: NV = NT * VT outputs of the
   merge of the work items 0 ... a_count - 1 with b_scan[0, b_count), between
   the partition points mp0 and mp1 (entries tile and tile + 1 of
   lg_lbs_partition_kernel run with nv = NV). All NT threads call it, after
   a barrier if they read indices_shared before. Returns the tile t
   (lg_lbs_tile_of; preceding: also load the scan element before the tile's
   own). On return, after a barrier: indices_shared[i] is the object of work
   item t.a_begin + i, for i < t.a_end - t.a_begin, and b_scan[t.b_begin,
   t.b_end) follows at indices_shared + (t.a_end - t.a_begin). Shared memory:
   LG_LBS_SHARED_WORDS(NV) int32_t. HALO = false checks ranges everywhere. */
template <int NT, int VT, bool HALO>
__device__ __forceinline__ lg_lbs_tile
lg_cta_load_balance(int a_count, const int32_t *b_scan, int b_count, int tile, int mp0,
                    int mp1, int preceding, int32_t *indices_shared)
{
    lg_lbs_tile t = lg_lbs_tile_of(a_count, b_count, tile, NT * VT, mp0, mp1, preceding, HALO);
    int32_t *b_shared = indices_shared + (t.a_end - t.a_begin);

    lg_load_to_shared<NT, VT + 1>(b_scan + t.b_begin, t.b_end - t.b_begin + t.halo, b_shared,
                                  threadIdx.x);
    __syncthreads();
    lg_lbs_thread_search(t, b_shared, threadIdx.x, VT, indices_shared);
    __syncthreads();
    return t;
}
/* <<The load-balancing search kernel>> */
#line 810 "chapters/04-lbs.nw"
/* CTA `tile` writes indices[i] = upper_bound(b_scan, i) - 1 for the work
   items i of its tile. One CTA of NT threads per tile of NT * VT outputs. */
template <int NT, int VT, bool HALO>
__global__ void __launch_bounds__(NT)
lg_load_balance_kernel(int a_count, const int32_t *b_scan, int b_count, const int *partitions,
                       int32_t *indices)
{
    __shared__ int32_t indices_shared[LG_LBS_SHARED_WORDS(NT * VT)];
    int tile = blockIdx.x;
    lg_lbs_tile t;

    lg_wait_prior_grid(); /* the partitions are complete and visible */
    t = lg_cta_load_balance<NT, VT, HALO>(a_count, b_scan, b_count, tile, partitions[tile],
                                          partitions[tile + 1], 0, indices_shared);
    lg_store_from_shared<NT, VT>(indices_shared, t.a_end - t.a_begin, indices + t.a_begin,
                                 threadIdx.x);
}

#line 846 "chapters/04-lbs.nw"
#endif
