#line 1378 "chapters/03-mergesort.nw"
/* Mergesort kernels: the blocksort, the partition kernel with frames, the
   two-way and four-way merge passes; and the host functions that plan a
   sort and launch them, for any tile shape. */
#ifndef LITGPU_MERGESORT_CUH
#define LITGPU_MERGESORT_CUH

#include <stdint.h>
#include "internal.h"
#include "cta.cuh"
#include "launch.cuh"
#include "merge_path.cuh"
#include "mergesort.h"

/* <<Wait for the threads whose lists a blocksort pass shares>> */
#line 1033 "chapters/03-mergesort.nw"
/* A barrier for `group` consecutive, aligned threads: the warp's if the
   group fits in one warp, else the CTA's. Called by every thread. */
__device__ __forceinline__ void lg_blocksort_barrier(int group)
{
    if (group <= LG_WARP_SIZE)
        __syncwarp();
    else
        __syncthreads();
}
/* <<The blocksort kernel>> */
#line 930 "chapters/03-mergesort.nw"
/* Sort tile blockIdx.x of keys_in (NT * VT keys; the last tile may be
   partial) into keys_out, stably. VALUES: 0 keys only; 1 pairs, values
   from values_in; 2 indices, values made from each key's position.
   Registers for LG_BLOCKSORT_SM_THREADS threads an SM; with values, or
   more than 17 keys a thread, LG_BLOCKSORT_VALUES_SM_THREADS. */
template <int NT, int VT, int VALUES>
__global__ void __launch_bounds__(NT, LG_MIN_CTAS(VALUES || VT > 17 ? LG_BLOCKSORT_VALUES_SM_THREADS
                                                                 : LG_BLOCKSORT_SM_THREADS,
                                                  NT))
lg_blocksort_kernel(const int32_t *keys_in, const int32_t *values_in, int count,
                    int32_t *keys_out, int32_t *values_out)
{
    __shared__ int32_t keys_shared[NT * VT];
    __shared__ int32_t values_shared[VALUES ? NT * VT : 1];
    int tid = threadIdx.x;
    int64_t tile_begin = (int64_t)blockIdx.x * NT * VT;
    int valid = (int)(count - tile_begin < NT * VT ? count - tile_begin : NT * VT);
    int32_t keys[VT], values[VT];

    /* <<Load the tile in thread order, padded with the largest key>> */
#line 974 "chapters/03-mergesort.nw"
    lg_load_strided<NT, VT>(keys_in + tile_begin, valid, tid, keys, (int32_t)INT32_MAX);
    lg_strided_to_thread_order<NT, VT, 0>(keys, tid, keys_shared);
    if (VALUES == 1) {
        lg_load_strided<NT, VT>(values_in + tile_begin, valid, tid, values, (int32_t)0);
        lg_strided_to_thread_order<NT, VT, 0>(values, tid, values_shared);
    } else if (VALUES == 2) {
    #pragma unroll
        for (int v = 0; v < VT; v++)
            values[v] = (int32_t)(tile_begin + lg_thread_order_index(tid, v, VT));
    }
#line 950 "chapters/03-mergesort.nw"
    if (VALUES)
        lg_transposition_sort_i32(keys, values, VT);
    else
        lg_batcher_sort_i32(keys, VT);
    /* <<Merge the threads' lists, coop = 2, 4, ..., NT>> */
#line 997 "chapters/03-mergesort.nw"
    #pragma unroll 1
    for (int coop = 2; coop <= NT; coop *= 2) {
        lg_blocksort_barrier(coop / 2);   /* the previous pass's readers are done */
    #pragma unroll
        for (int v = 0; v < VT; v++) {
            keys_shared[lg_thread_order_index(tid, v, VT)] = keys[v];
            if (VALUES)
                values_shared[lg_thread_order_index(tid, v, VT)] = values[v];
        }
        lg_blocksort_barrier(coop);       /* the frame's lists are all written */
        /* <<Merge this thread's VT keys of its frame>> */
#line 1012 "chapters/03-mergesort.nw"
        {
            lg_merge_range f = lg_mergesort_frame(coop, tid, VT, NT * VT);
            int diag = lg_mergesort_diagonal(coop, tid, VT, NT * VT);
            int mp = lg_merge_path_i32(keys_shared + f.a_begin, f.a_end - f.a_begin,
                                       keys_shared + f.b_begin, f.b_end - f.b_begin, diag,
                                       LG_BOUNDS_LOWER);

            lg_serial_merge_select_i32(keys_shared, VALUES ? values_shared : NULL, f.a_begin + mp,
                                       f.a_end, f.b_begin + diag - mp, f.b_end, VT, keys, values);
        }
#line 1008 "chapters/03-mergesort.nw"
    }
#line 955 "chapters/03-mergesort.nw"
    /* <<Store the sorted tile>> */
#line 1054 "chapters/03-mergesort.nw"
    __syncthreads();   /* the last pass's reads of shared memory are done */
    lg_store_thread_order<NT, VT>(keys, valid, keys_shared, tid, keys_out + tile_begin);
    if (VALUES)
        lg_store_thread_order<NT, VT>(values, valid, values_shared, tid,
                                          values_out + tile_begin);
#line 956 "chapters/03-mergesort.nw"
}
/* <<The mergesort partition kernel>> */
#line 1082 "chapters/03-mergesort.nw"
/* partitions[p], for p in [0, partition_count): the merge path of the
   frame of CTA p at its diagonal, in a pass where coop CTAs of nv outputs
   share each pair of sorted lists of keys[0, count). */
template <int NT>
__global__ void __launch_bounds__(NT)
lg_mergesort_partition_kernel(const int32_t *keys, int count, int nv, int coop,
                              int *partitions, int partition_count)
{
    int p = blockIdx.x * NT + threadIdx.x;

    lg_allow_dependents();   /* the merge kernel may start launching */
    lg_wait_prior_grid();    /* the kernel before has written keys */
    if (p < partition_count) {
        lg_merge_range f = lg_mergesort_frame(coop, p, nv, count);
        int diag = lg_mergesort_diagonal(coop, p, nv, count);

        partitions[p] = lg_merge_path_i32(keys + f.a_begin, f.a_end - f.a_begin,
                                          keys + f.b_begin, f.b_end - f.b_begin, diag,
                                          LG_BOUNDS_LOWER);
    }
}
/* <<The mergesort merge kernel>> */
#line 1111 "chapters/03-mergesort.nw"
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

    lg_wait_prior_grid(); /* the partitions are complete and visible */
    r = lg_mergesort_range(coop, tile, NT * VT, count, partitions[tile], partitions[tile + 1]);
    lg_cta_merge_tile_i32<NT, VT, HAS_VALUES>(keys_in, values_in, keys_in, values_in, r,
                                              keys_shared, values_shared, keys_out + out,
                                              HAS_VALUES ? values_out + out : values_out);
}
/* <<Fetch another lane's probe>> */
#line 1176 "chapters/03-mergesort.nw"
/* Lane `from`'s probe (of a group of `width` lanes that mask names). */
__device__ __forceinline__ lg_merge4_probe lg_shfl_probe(unsigned mask, lg_merge4_probe p,
                                                         int from, int width)
{
    p.x = __shfl_sync(mask, p.x, from, width);
    p.i = __shfl_sync(mask, p.i, from, width);
    p.y = __shfl_sync(mask, p.y, from, width);
    p.k = __shfl_sync(mask, p.k, from, width);
    return p;
}
/* <<Search the four-way co-rank with a group of lanes>> */
#line 1189 "chapters/03-mergesort.nw"
/* lg_merge4_co_rank_i32 with the LANES probes of each round made at once,
   one by each lane of the group that mask names: the same rounds, the
   same result, in every lane. */
template <int LANES>
__device__ int lg_lanes_merge4_co_rank_i32(lg_merge_grid ab, lg_merge_grid cd, int diag,
                                           int lane, unsigned mask, lg_merge4_bracket *b,
                                           int *bracketed)
{
    /* <<Start a four-way search>> */
#line 629 "chapters/03-mergesort.nw"
    int nv = ab.nv, ab_total = ab.a_count + ab.b_count, cd_total = cd.a_count + cd.b_count;
    int low = lg_max_int(0, diag - cd_total), high = lg_min_int(diag, ab_total);
    int first = (int)(((int64_t)low + nv - 1) / nv), last = (int)(((int64_t)high + nv - 1) / nv);
    int grid_low = first;

    *bracketed = 0;
#line 1198 "chapters/03-mergesort.nw"
    while (first < last) {
        int g = lg_search_point(first, last, LANES, lane);
        int t = __popc(__ballot_sync(mask, lg_merge4_grid_probe_i32(ab, cd, diag, g)) & mask);
        lg_search_narrow(&first, &last, LANES, t);
    }
    /* <<Keep the window between the grid points>> */
#line 638 "chapters/03-mergesort.nw"
    if (first > grid_low)
        low = (first - 1) * nv + 1;
    high = (int)((int64_t)first * nv < high ? (int64_t)first * nv : high);
    if (low < high) {
        *b = lg_merge4_window(ab, cd, diag, high);
        *bracketed = 1;
    }
#line 1204 "chapters/03-mergesort.nw"
    while (low < high) {
        lg_merge4_probe p = lg_merge4_probe_i32(ab, cd, *b, diag,
                                                lg_search_point(low, high, LANES, lane));
        int t = __popc(__ballot_sync(mask, p.ab_first) & mask);
        lg_merge4_probe below = lg_shfl_probe(mask, p, lg_max_int(t - 1, 0), LANES);
        lg_merge4_probe above = lg_shfl_probe(mask, p, lg_min_int(t, LANES - 1), LANES);
        lg_merge4_narrow(b, &low, &high, t > 0, below, t < LANES, above);
    }
    return low;
}
/* <<The four-way partition kernel>> */
#line 1142 "chapters/03-mergesort.nw"
/* splits[4 p + k], for p in [0, partition_count): how many of the first
   outputs of CTA p's group, up to its diagonal, come from list k, in a
   pass where coop CTAs of nv outputs share each group of four lists;
   grid: the partition points of the two-way pass with coop / 2. LANES
   consecutive threads (a power of two, at most 32) search each point. */
template <int NT, int LANES>
__global__ void __launch_bounds__(NT)
lg_mergesort_partition4_kernel(const int32_t *keys, int count, int nv, int coop,
                               const int *grid, int *splits, int partition_count)
{
    int thread = blockIdx.x * NT + threadIdx.x, p = thread / LANES, lane = thread % LANES;
    unsigned mask = (LG_FULL_MASK >> (32 - LANES)) << (threadIdx.x % 32 / LANES * LANES);

    lg_allow_dependents();   /* the merge kernel may start launching */
    lg_wait_prior_grid();    /* the grid is complete and visible */
    if (p < partition_count) {                   /* the same for all lanes of a point */
        lg_merge_grid ab, cd;
        lg_merge4_bracket b;
        int bracketed, diag = lg_mergesort_grids(keys, count, nv, coop, grid, p, &ab, &cd);
        int x = lg_lanes_merge4_co_rank_i32<LANES>(ab, cd, diag, lane, mask, &b, &bracketed);

        if (lane == 0)
            lg_merge4_take(ab, cd, diag, x, bracketed, b, splits + 4 * (int64_t)p);
    }
}
/* <<Copy a word to shared memory without waiting>> */
#line 1228 "chapters/03-mergesort.nw"
/* Copy the word at global to shared memory, without waiting for it: it
   arrives by the next lg_cp_async_wait of the same thread. */
__device__ __forceinline__ void lg_cp_async4(int32_t *shared, const int32_t *global)
{
#if LG_FEATURE_ARCH >= 800
    unsigned at = (unsigned)__cvta_generic_to_shared(shared);

    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"(at), "l"(global) : "memory");
#else
    *shared = *global;
#endif
}

/* Wait for all of this thread's copies made with lg_cp_async4. */
__device__ __forceinline__ void lg_cp_async_wait(void)
{
#if LG_FEATURE_ARCH >= 800
    asm volatile("cp.async.wait_all;" ::: "memory");
#endif
}
/* <<Load four ranges into shared memory as A, C, B, D>> */
#line 1254 "chapters/03-mergesort.nw"
/* shared[0, total) = in[r.begin[k], r.end[k]) for k = 0, 2, 1, 3, one after
   another; n[k] = r.end[k] - r.begin[k]. The caller synchronizes after. */
template <int NT, int VT>
__device__ __forceinline__ void lg_cta_load_four_ranges(const int32_t *__restrict__ in,
                                                        lg_merge4_range r, const int *n,
                                                        int32_t *shared, int tid)
{
    int at = 0;

#pragma unroll
    for (int q = 0; q < 4; q++) {
        int k = q == 1 ? 2 : q == 2 ? 1 : q;   /* A, C, B, D */
        const int32_t *from = in + r.begin[k];

        for (int i = tid; i < n[k]; i += NT)
            lg_cp_async4(shared + at + i, from + i);
        at += n[k];
    }
    lg_cp_async_wait();
}
/* <<Merge four ranges in a CTA>> */
#line 1284 "chapters/03-mergesort.nw"
/* Merge the four ranges r (at most NT * VT elements in all) into
   out_keys[0, total) (values with them when HAS_VALUES), A before B
   before C before D on equal keys. shared: lg_merge4_tile_words(NT * VT,
   HAS_VALUES) words. */
template <int NT, int VT, bool HAS_VALUES>
__device__ __forceinline__ void
lg_cta_merge4_tile(const int32_t *keys_in, const int32_t *values_in, lg_merge4_range r,
                   int32_t *shared, int32_t *out_keys, int32_t *out_values)
{
    enum { NV = NT * VT };
    int32_t *keys0 = shared, *keys1 = shared + NV;
    int32_t *values0 = HAS_VALUES ? shared + 2 * NV : NULL;
    int32_t *values1 = HAS_VALUES ? shared + 3 * NV : NULL;
    int tid = threadIdx.x, n[4];

#pragma unroll
    for (int k = 0; k < 4; k++)
        n[k] = r.end[k] - r.begin[k];
    /* <<Merge A with B and C with D, into the second buffers>> */
#line 1309 "chapters/03-mergesort.nw"
    int total = n[0] + n[1] + n[2] + n[3];

    lg_cta_load_four_ranges<NT, VT>(keys_in, r, n, keys0, tid);
    if (HAS_VALUES)
        lg_cta_load_four_ranges<NT, VT>(values_in, r, n, values0, tid);
    __syncthreads();
    lg_merge4_first_level_i32(keys0, values0, n, lg_min_int(VT * tid, total), VT,
                              keys1 + VT * tid, HAS_VALUES ? values1 + VT * tid : NULL);
    __syncthreads();
#line 1303 "chapters/03-mergesort.nw"
    /* <<Merge AB with CD, back into the first buffers>> */
#line 1321 "chapters/03-mergesort.nw"
    {
        int ab = n[0] + n[1], diag = lg_min_int(VT * tid, total);
        int mp = lg_merge_path_i32(keys1, ab, keys1 + ab, total - ab, diag, LG_BOUNDS_LOWER);

        lg_serial_merge_select_i32(keys1, values1, mp, ab, ab + diag - mp, total, VT,
                                   keys0 + VT * tid, HAS_VALUES ? values0 + VT * tid : NULL);
    }
    __syncthreads();
#line 1304 "chapters/03-mergesort.nw"
    /* <<Store the merged tile>> */
#line 1332 "chapters/03-mergesort.nw"
    #pragma unroll
    for (int v = 0; v < VT; v++)
        if (tid + v * NT < total) {
            out_keys[tid + v * NT] = keys0[tid + v * NT];
            if (HAS_VALUES)
                out_values[tid + v * NT] = values0[tid + v * NT];
        }
#line 1305 "chapters/03-mergesort.nw"
}
/* <<The four-way merge kernel>> */
#line 1349 "chapters/03-mergesort.nw"
/* One four-way pass: CTA `tile` writes outputs [tile * NT * VT, ...) of
   the merge of its group's four lists, from keys_in to keys_out. Keys
   alone: registers for LG_MERGE4_KEYS_SM_THREADS threads an SM; with
   values, LG_MERGE4_PAIRS_SM_THREADS. */
template <int NT, int VT, bool HAS_VALUES>
__global__ void __launch_bounds__(NT, LG_MIN_CTAS(HAS_VALUES ? LG_MERGE4_PAIRS_SM_THREADS
                                                             : LG_MERGE4_KEYS_SM_THREADS,
                                                  NT))
lg_mergesort_merge4_kernel(const int32_t *keys_in, const int32_t *values_in, int count,
                           int coop, const int *splits, int32_t *keys_out, int32_t *values_out)
{
    extern __shared__ int32_t lg_merge4_shared[];   /* lg_merge4_tile_words words */
    int tile = blockIdx.x;
    int64_t out = (int64_t)tile * NT * VT;
    lg_merge4_range r;

    lg_wait_prior_grid(); /* the splits are complete and visible */
    r = lg_mergesort_range4(coop, tile, NT * VT, count, splits + 4 * (int64_t)tile,
                            splits + 4 * (int64_t)tile + 4);
    lg_cta_merge4_tile<NT, VT, HAS_VALUES>(keys_in, values_in, r, lg_merge4_shared,
                                           keys_out + out,
                                           HAS_VALUES ? values_out + out : values_out);
}
/* <<Plan a sort>> */
#line 1484 "chapters/03-mergesort.nw"
/* A sort's arrays, [0] the caller's and [1] the temporaries (values NULL
   for keys alone), the partition points of a pass (tiles + 1, four counts
   each in a four-way pass), and its plan: `passes` global passes of up to
   `ways` lists after a blocksort of tiles of blocksort_tiles merge tiles. */
typedef struct lg_mergesort_plan {
    int32_t *keys[2], *values[2];
    int *partitions, *splits;
    int count, nv, tiles, blocksort_tiles, two_way, ways, passes;
} lg_mergesort_plan;

/* One global pass: groups of `ways` lists, coop CTAs to a group, merged
   from keys_in (values_in) into keys_out (values_out). */
typedef struct lg_mergesort_pass {
    const int32_t *keys_in, *values_in;
    int32_t *keys_out, *values_out;
    int ways, coop;
} lg_mergesort_pass;
/* <<Plan a sort>> */
#line 1511 "chapters/03-mergesort.nw"
/* Plan the sort of keys[0, count) (values with them, unless NULL) with
   merge tiles of nv keys, and carve its temporaries out of scratch, on
   behalf of `function`. */
static inline lg_status lg_mergesort_plan_sort(lg_context *ctx, const char *function,
                                               int32_t *keys, int32_t *values, int count, int nv,
                                               int blocksort_tiles, int ways,
                                               lg_mergesort_plan *plan)
{
    size_t key_bytes = lg_scratch_align(sizeof(int32_t) * (size_t)count), point_bytes;
    char *scratch = NULL;

    plan->count = count, plan->nv = nv, plan->blocksort_tiles = blocksort_tiles;
    plan->tiles = lg_mergesort_tiles(count, nv);
    plan->two_way = lg_mergesort_passes(count, nv * blocksort_tiles);
    plan->ways = ways, plan->passes = lg_mergesort_global_passes(plan->two_way, ways);
    point_bytes = lg_scratch_align(sizeof(int) * ((size_t)plan->tiles + 1));
    LG_TRY(lg_scratch(ctx, function, key_bytes * (values != NULL ? 2 : 1) + point_bytes * 5,
                      (void **)&scratch));
    plan->keys[0] = keys, plan->keys[1] = (int32_t *)scratch;
    plan->values[0] = values;
    plan->values[1] = values != NULL ? (int32_t *)(scratch + key_bytes) : NULL;
    plan->partitions = (int *)(scratch + key_bytes * (values != NULL ? 2 : 1));
    plan->splits = (int *)((char *)plan->partitions + point_bytes);
    return LG_OK;
}
/* <<Plan a sort>> */
#line 1546 "chapters/03-mergesort.nw"
/* What global pass `pass` of the plan reads and writes, and its shape. */
static inline lg_mergesort_pass lg_mergesort_pass_of(const lg_mergesort_plan *plan, int pass)
{
    int from = (plan->passes - pass) % 2, list_tiles = plan->blocksort_tiles;
    lg_mergesort_pass p;

    for (int q = 0; q < pass; q++)
        list_tiles *= lg_mergesort_pass_ways(plan->two_way, plan->ways, q);
    p.ways = lg_mergesort_pass_ways(plan->two_way, plan->ways, pass);
    p.coop = p.ways * list_tiles;
    p.keys_in = plan->keys[from], p.values_in = plan->values[from];
    p.keys_out = plan->keys[!from], p.values_out = plan->values[!from];
    return p;
}
/* <<Launch a sort's kernels>> */
#line 1570 "chapters/03-mergesort.nw"
/* The blocksort of tiles of NT * VT keys (VT: its keys a thread), from
   the caller's arrays into the arrays that the first pass reads. */
template <int NT, int VT, int VALUES>
static lg_status lg_mergesort_blocksort(lg_context *ctx, const char *function,
                                        const lg_mergesort_plan *plan)
{
    int to = plan->passes % 2;

    lg_blocksort_kernel<NT, VT, VALUES>
        <<<lg_mergesort_tiles(plan->count, NT * VT), NT, 0, ctx->stream>>>(
            plan->keys[0], plan->values[0], plan->count, plan->keys[to], plan->values[to]);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching lg_blocksort_kernel");
    return LG_OK;
}
/* <<Launch a sort's kernels>> */
#line 1594 "chapters/03-mergesort.nw"
/* The merge path at every CTA's diagonal, for pairs of lists of keys
   shared by coop CTAs each, with CTAs of NT threads. */
template <int NT = LG_MERGESORT_PARTITION_NT>
static lg_status lg_mergesort_partition(lg_context *ctx, const char *function,
                                        const lg_mergesort_plan *plan, const int32_t *keys,
                                        int coop)
{
    LG_CUDA(ctx, function,
            lg_launch_dependent(lg_mergesort_partition_kernel<NT>,
                                (int)lg_div_up(plan->tiles + 1, NT), NT, ctx, keys,
                                plan->count, plan->nv, coop, plan->partitions, plan->tiles + 1),
            "launching lg_mergesort_partition_kernel");
    return LG_OK;
}

/* A two-way pass's merge kernel: one CTA a tile. */
template <int NT, int VT, bool HAS_VALUES>
static lg_status lg_mergesort_merge(lg_context *ctx, const char *function,
                                    const lg_mergesort_plan *plan, lg_mergesort_pass p)
{
    LG_CUDA(ctx, function,
            lg_launch_dependent(lg_mergesort_merge_kernel<NT, VT, HAS_VALUES>, plan->tiles, NT,
                                ctx, p.keys_in, p.values_in, plan->count, p.coop,
                                (const int *)plan->partitions, p.keys_out, p.values_out),
            "launching lg_mergesort_merge_kernel");
    return LG_OK;
}
/* <<Launch a sort's kernels>> */
#line 1627 "chapters/03-mergesort.nw"
/* A four-way pass's partition kernel, LANES threads a point. */
template <int LANES, int NT = LG_MERGESORT_PARTITION_NT>
static lg_status lg_mergesort_search4(lg_context *ctx, const char *function,
                                      const lg_mergesort_plan *plan, lg_mergesort_pass p)
{
    LG_CUDA(ctx, function,
            lg_launch_dependent(lg_mergesort_partition4_kernel<NT, LANES>,
                                (int)lg_div_up(((int64_t)plan->tiles + 1) * LANES, NT), NT, ctx,
                                p.keys_in, plan->count, plan->nv, p.coop,
                                (const int *)plan->partitions, plan->splits, plan->tiles + 1),
            "launching lg_mergesort_partition4_kernel");
    return LG_OK;
}
/* <<Launch a sort's kernels>> */
#line 1646 "chapters/03-mergesort.nw"
/* A four-way pass's merge kernel: one CTA a tile. */
template <int NT, int VT, bool HAS_VALUES>
static lg_status lg_mergesort_merge4(lg_context *ctx, const char *function,
                                     const lg_mergesort_plan *plan, lg_mergesort_pass p)
{
    cudaLaunchAttribute attribute;
    cudaLaunchConfig_t config = lg_dependent_launch(ctx, plan->tiles, NT, &attribute);

    config.dynamicSmemBytes = sizeof(int32_t) * (size_t)lg_merge4_tile_words(NT * VT, HAS_VALUES);
    LG_CUDA(ctx, function,
            cudaFuncSetAttribute(lg_mergesort_merge4_kernel<NT, VT, HAS_VALUES>,
                                 cudaFuncAttributeMaxDynamicSharedMemorySize,
                                 (int)config.dynamicSmemBytes),
            "giving lg_mergesort_merge4_kernel its shared memory");
    LG_CUDA(ctx, function,
            cudaLaunchKernelEx(&config, lg_mergesort_merge4_kernel<NT, VT, HAS_VALUES>,
                               p.keys_in, p.values_in, plan->count, p.coop,
                               (const int *)plan->splits, p.keys_out, p.values_out),
            "launching lg_mergesort_merge4_kernel");
    return LG_OK;
}
/* <<Run a mergesort>> */
#line 1676 "chapters/03-mergesort.nw"
/* The kernels of a two-way pass. */
template <int NT, int VT, bool HAS_VALUES>
static lg_status lg_mergesort_two_way_pass(lg_context *ctx, const char *function,
                                           const lg_mergesort_plan *plan, lg_mergesort_pass p)
{
    LG_TRY(lg_mergesort_partition(ctx, function, plan, p.keys_in, p.coop));
    return lg_mergesort_merge<NT, VT, HAS_VALUES>(ctx, function, plan, p);
}

/* The kernels of a four-way pass. */
template <int NT, int VT, bool HAS_VALUES>
static lg_status lg_mergesort_four_way_pass(lg_context *ctx, const char *function,
                                            const lg_mergesort_plan *plan, lg_mergesort_pass p)
{
    LG_TRY(lg_mergesort_partition(ctx, function, plan, p.keys_in, p.coop / 2));
    if (lg_mergesort_search_lanes(plan->tiles) == LG_MERGESORT_SEARCH_LANES)
        LG_TRY(lg_mergesort_search4<LG_MERGESORT_SEARCH_LANES>(ctx, function, plan, p));
    else
        LG_TRY(lg_mergesort_search4<LG_MERGESORT_MANY_TILES_LANES>(ctx, function, plan, p));
    return lg_mergesort_merge4<NT, VT, HAS_VALUES>(ctx, function, plan, p);
}
/* <<Run a mergesort>> */
#line 1704 "chapters/03-mergesort.nw"
/* Sort keys[0, count) in place, count >= 1 and arguments checked, and
   values (VALUES 1) or indices (VALUES 2) with them: merge tiles of NT * VT
   keys, blocksort tiles of BLOCKSORT_TILES merge tiles. Failures are
   reported for `function`. */
template <int NT, int VT, int BLOCKSORT_TILES, int VALUES>
static lg_status lg_mergesort_run(lg_context *ctx, const char *function, int32_t *keys,
                                  int32_t *values, int count)
{
    lg_mergesort_plan plan;
    lg_status status = lg_mergesort_plan_sort(ctx, function, keys, values, count, NT * VT,
                                              BLOCKSORT_TILES, LG_MERGESORT_WAYS, &plan);

    if (status == LG_OK)
        status = lg_mergesort_blocksort<NT, VT * BLOCKSORT_TILES, VALUES>(ctx, function, &plan);
    for (int pass = 0; status == LG_OK && pass < plan.passes; pass++) {
        lg_mergesort_pass p = lg_mergesort_pass_of(&plan, pass);

        status = p.ways == 2
                     ? lg_mergesort_two_way_pass<NT, VT, VALUES != 0>(ctx, function, &plan, p)
                     : lg_mergesort_four_way_pass<NT, VT, VALUES != 0>(ctx, function, &plan, p);
    }
    return status;
}

#line 1406 "chapters/03-mergesort.nw"
#endif
