#line 1716 "chapters/03-mergesort.nw"
/* Mergesort kernels: the blocksort, the partition kernel with frames, the
   two-way and four-way merge passes; and the host functions that plan a
   sort and launch them, for any tile shape and every key type. */
#ifndef LITGPU_MERGESORT_CUH
#define LITGPU_MERGESORT_CUH

#include <stdint.h>
#include "internal.h"
#include "cta.cuh"
#include "launch.cuh"
#include "merge_path.cuh"
#include "mergesort.h"

/* <<Wait for the threads whose lists a blocksort pass shares>> */
#line 1270 "chapters/03-mergesort.nw"
/* A barrier for `group` consecutive, aligned threads: the warp's if the
   group fits in one warp, else the CTA's. Called by every thread. */
__device__ __forceinline__ void lg_blocksort_barrier(int group)
{
    if (group <= LG_WARP_SIZE)
        __syncwarp();
    else
        __syncthreads();
}
/* <<Copy an element to shared memory without waiting>> */
#line 1547 "chapters/03-mergesort.nw"
/* Copy the element at global (4 or 8 bytes, aligned to its size) to
   shared memory, without waiting for it: it arrives by the next
   lg_cp_async_wait of the same thread. */
template <typename T>
__device__ __forceinline__ void lg_cp_async(T *shared, const T *global)
{
    static_assert(sizeof(T) == 4 || sizeof(T) == 8, "cp.async moves 4 or 8 bytes here");
#if LG_FEATURE_ARCH >= 800
    unsigned at = (unsigned)__cvta_generic_to_shared(shared);

    if (sizeof(T) == 4)
        asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"(at), "l"(global) : "memory");
    else
        asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" ::"r"(at), "l"(global) : "memory");
#else
    *shared = *global;
#endif
}

/* Wait for all of this thread's copies made with lg_cp_async. */
__device__ __forceinline__ void lg_cp_async_wait(void)
{
#if LG_FEATURE_ARCH >= 800
    asm volatile("cp.async.wait_all;" ::: "memory");
#endif
}
/* <<Load four ranges into shared memory as A, C, B, D>> */
#line 1579 "chapters/03-mergesort.nw"
/* shared[0, total) = in[r.begin[k], r.end[k]) for k = 0, 2, 1, 3, one after
   another; n[k] = r.end[k] - r.begin[k]. The caller synchronizes after. */
template <int NT, int VT, typename T>
__device__ __forceinline__ void lg_cta_load_four_ranges(const T *__restrict__ in,
                                                        lg_merge4_range r, const int *n,
                                                        T *shared, int tid)
{
    int at = 0;

#pragma unroll
    for (int q = 0; q < 4; q++) {
        int k = q == 1 ? 2 : q == 2 ? 1 : q;   /* A, C, B, D */
        const T *from = in + r.begin[k];

        for (int i = tid; i < n[k]; i += NT)
            lg_cp_async(shared + at + i, from + i);
        at += n[k];
    }
    lg_cp_async_wait();
}
/* <<Plan a sort>> */
#line 1886 "chapters/03-mergesort.nw"
/* A sort's arrays, [0] the caller's and [1] the temporaries (values NULL
   for keys alone), the partition points of a pass (tiles + 1, four counts
   each in a four-way pass), and its plan: `passes` global passes of up to
   `ways` lists after a blocksort of tiles of blocksort_tiles merge tiles. */
typedef struct lg_mergesort_plan {
    void *keys[2];   /* of the sort's key type */
    int32_t *values[2];
    int *partitions, *splits;
    int count, nv, tiles, blocksort_tiles, two_way, ways, passes;
} lg_mergesort_plan;

/* One global pass: groups of `ways` lists, coop CTAs to a group, merged
   from keys_in (values_in) into keys_out (values_out). */
typedef struct lg_mergesort_pass {
    const void *keys_in;
    const int32_t *values_in;
    void *keys_out;
    int32_t *values_out;
    int ways, coop;
} lg_mergesort_pass;
/* <<Plan a sort>> */
#line 1916 "chapters/03-mergesort.nw"
/* Plan the sort of keys[0, count), of key_size bytes each (values with
   them, unless NULL) with merge tiles of nv keys, and carve its
   temporaries out of scratch, on behalf of `function`. */
static inline lg_status lg_mergesort_plan_sort(lg_context *ctx, const char *function,
                                               void *keys, size_t key_size, int32_t *values,
                                               int count, int nv, int blocksort_tiles, int ways,
                                               lg_mergesort_plan *plan)
{
    size_t key_bytes = lg_scratch_align(key_size * (size_t)count);
    size_t value_bytes = lg_scratch_align(sizeof(int32_t) * (size_t)count), point_bytes;
    char *scratch = NULL;

    plan->count = count, plan->nv = nv, plan->blocksort_tiles = blocksort_tiles;
    plan->tiles = lg_mergesort_tiles(count, nv);
    plan->two_way = lg_mergesort_passes(count, nv * blocksort_tiles);
    plan->ways = ways, plan->passes = lg_mergesort_global_passes(plan->two_way, ways);
    point_bytes = lg_scratch_align(sizeof(int) * ((size_t)plan->tiles + 1));
    if (values == NULL)
        value_bytes = 0;
    LG_TRY(lg_scratch(ctx, function, key_bytes + value_bytes + point_bytes * 5,
                      (void **)&scratch));
    plan->keys[0] = keys, plan->keys[1] = scratch;
    plan->values[0] = values;
    plan->values[1] = values != NULL ? (int32_t *)(scratch + key_bytes) : NULL;
    plan->partitions = (int *)(scratch + key_bytes + value_bytes);
    plan->splits = (int *)((char *)plan->partitions + point_bytes);
    return LG_OK;
}
/* <<Plan a sort>> */
#line 1954 "chapters/03-mergesort.nw"
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
#line 1733 "chapters/03-mergesort.nw"
#define LG_KEYED_FILE "mergesort_keyed.cuh"
#include "each_key.h"
#undef LG_KEYED_FILE

#endif
