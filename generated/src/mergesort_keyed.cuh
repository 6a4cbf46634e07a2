#line 1702 "chapters/03-mergesort.nw"
/* The mergesort's kernels and launches for one key type K, named by
   LG_KEYED. No include guard: mergesort.cuh includes it per key type
   (each_key.h). */
/* <<The blocksort kernel>> */
#line 1149 "chapters/03-mergesort.nw"
/* Sort tile blockIdx.x of keys_in (NT * VT keys; the last tile may be
   partial) into keys_out, stably. VALUES: 0 keys only; 1 pairs, values
   from values_in; 2 indices, values made from each key's position.
   Registers for LG_BLOCKSORT_THREADS_FOR threads an SM. shared:
   lg_blocksort_tile_bytes(NT * VT, sizeof(K), VALUES != 0) bytes. */
template <int NT, int VT, int VALUES>
__global__ void __launch_bounds__(NT, LG_MIN_CTAS(LG_BLOCKSORT_THREADS_FOR(sizeof(K), VALUES, VT), NT))
LG_KEYED(lg_blocksort_kernel)(const K *keys_in, const int32_t *values_in, int count, K *keys_out,
                              int32_t *values_out)
{
    extern __shared__ K LG_KEYED(lg_blocksort_shared)[];
    K *keys_shared = LG_KEYED(lg_blocksort_shared);
    int32_t *values_shared = (int32_t *)(keys_shared + NT * VT);
    int tid = threadIdx.x;
    int64_t tile_begin = (int64_t)blockIdx.x * NT * VT;
    int valid = (int)(count - tile_begin < NT * VT ? count - tile_begin : NT * VT);
    K keys[VT];
    int32_t values[VT];

    /* <<Load the tile in thread order, padded with a key that goes last>> */
#line 1210 "chapters/03-mergesort.nw"
    lg_load_strided<NT, VT>(keys_in + tile_begin, valid, tid, keys, LG_KEYED(lg_key_last)());
    lg_strided_to_thread_order<NT, VT, 0>(keys, tid, keys_shared);
    if (VALUES == 1) {
        lg_load_strided<NT, VT>(values_in + tile_begin, valid, tid, values, (int32_t)0);
        lg_strided_to_thread_order<NT, VT, 0>(values, tid, values_shared);
    } else if (VALUES == 2) {
    #pragma unroll
        for (int v = 0; v < VT; v++)
            values[v] = (int32_t)(tile_begin + lg_thread_order_index(tid, v, VT));
    }
#line 1169 "chapters/03-mergesort.nw"
    if (VALUES || LG_KEYED(lg_keys_need_stable_network)(keys, VT))
        LG_KEYED(lg_transposition_sort)(keys, VALUES ? values : NULL, VT);
    else
        LG_KEYED(lg_batcher_sort)(keys, VT);
    /* <<Merge the threads' lists, coop = 2, 4, ..., NT>> */
#line 1233 "chapters/03-mergesort.nw"
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
#line 1248 "chapters/03-mergesort.nw"
        {
            lg_merge_range f = lg_mergesort_frame(coop, tid, VT, NT * VT);
            int diag = lg_mergesort_diagonal(coop, tid, VT, NT * VT);
            int mp = LG_KEYED(lg_merge_path)(keys_shared + f.a_begin, f.a_end - f.a_begin,
                                             keys_shared + f.b_begin, f.b_end - f.b_begin, diag,
                                             LG_BOUNDS_LOWER);

            LG_KEYED(lg_serial_merge_select)(keys_shared, VALUES ? values_shared : NULL,
                                             f.a_begin + mp, f.a_end, f.b_begin + diag - mp, f.b_end, VT,
                                             keys, values);
        }
#line 1244 "chapters/03-mergesort.nw"
    }
#line 1174 "chapters/03-mergesort.nw"
    /* <<Store the sorted tile>> */
#line 1291 "chapters/03-mergesort.nw"
    __syncthreads();   /* the last pass's reads of shared memory are done */
    lg_store_thread_order<NT, VT>(keys, valid, keys_shared, tid, keys_out + tile_begin);
    if (VALUES)
        lg_store_thread_order<NT, VT>(values, valid, values_shared, tid,
                                          values_out + tile_begin);
#line 1175 "chapters/03-mergesort.nw"
}
/* <<The mergesort partition kernel>> */
#line 1333 "chapters/03-mergesort.nw"
/* partitions[p], for p in [0, partition_count): the merge path of the
   frame of CTA p at its diagonal, in a pass where coop CTAs of nv outputs
   share each pair of sorted lists of keys[0, count). */
template <int NT>
__global__ void __launch_bounds__(NT)
LG_KEYED(lg_mergesort_partition_kernel)(const K *keys, int count, int nv, int coop,
                                        int *partitions, int partition_count)
{
    int p = blockIdx.x * NT + threadIdx.x;

    lg_allow_dependents();   /* the merge kernel may start launching */
    lg_wait_prior_grid();    /* the kernel before has written keys */
    if (p < partition_count) {
        lg_merge_range f = lg_mergesort_frame(coop, p, nv, count);
        int diag = lg_mergesort_diagonal(coop, p, nv, count);

        partitions[p] = LG_KEYED(lg_merge_path)(keys + f.a_begin, f.a_end - f.a_begin,
                                                keys + f.b_begin, f.b_end - f.b_begin, diag,
                                                LG_BOUNDS_LOWER);
    }
}
/* <<The mergesort merge kernel>> */
#line 1362 "chapters/03-mergesort.nw"
/* One global merge pass: CTA `tile` writes outputs [tile * NT * VT, ...) of
   the merge of its frame, from keys_in to keys_out (values likewise). */
template <int NT, int VT, bool HAS_VALUES>
__global__ void __launch_bounds__(NT)
LG_KEYED(lg_mergesort_merge_kernel)(const K *keys_in, const int32_t *values_in, int count,
                                    int coop, const int *partitions, K *keys_out,
                                    int32_t *values_out)
{
    __shared__ K keys_shared[NT * VT];
    __shared__ int32_t values_shared[HAS_VALUES ? NT * VT : 1];
    int tile = blockIdx.x;
    int64_t out = (int64_t)tile * NT * VT;
    lg_merge_range r;

    lg_wait_prior_grid(); /* the partitions are complete and visible */
    r = lg_mergesort_range(coop, tile, NT * VT, count, partitions[tile], partitions[tile + 1]);
    LG_KEYED(lg_cta_merge_tile)<NT, VT, HAS_VALUES>(keys_in, values_in, keys_in, values_in, r,
                                                    keys_shared, values_shared, keys_out + out,
                                                    HAS_VALUES ? values_out + out : values_out);
}
/* <<The four-way partition kernel>> */
#line 1394 "chapters/03-mergesort.nw"
/* lg_merge4_select_from with a thread a probe: THREADS consecutive lanes
   (from lane `base` of the warp) select for one point, and lane `lane` %
   (4 * PROBES) loads and decides probe i of list k, at slot
   k * PROBES + i. The probes' positions and keys travel by shuffles and
   their fates by two votes, so every lane keeps the whole of what the
   selection knows. All 32 lanes of the warp call it: the rounds go on
   until every point of the warp is settled, and a settled point's lanes
   probe nothing, so that each shuffle and vote has the whole warp. A
   point of 32 threads has the warp to itself and needs no vote to go on. */
template <int THREADS, int PROBES>
__device__ void LG_KEYED(lg_merge4_select_by_lanes)(const K *const *list, const int *n, int d,
                                                    LG_KEYED(lg_merge4_known) s, int base,
                                                    int lane, int *take)
{
    enum { SLOTS = 4 * PROBES };
    int slot = lane % SLOTS, k = slot / PROBES, i = slot % PROBES;
    const K *mine = k == 0 ? list[0] : k == 1 ? list[1] : k == 2 ? list[2] : list[3];
    int going = !LG_KEYED(lg_merge4_settled)(&s, d, take);

    for (int round = 0; THREADS == 32 ? going : __any_sync(LG_FULL_MASK, going); round++) {
        int probe[SLOTS], p = going ? LG_KEYED(lg_merge4_probe_at)(&s, d, round == 0, PROBES, k, i)
                                    : -1;
        K key[SLOTS], e = p >= 0 ? mine[p] : (K)0;

        LG_UNROLL
        for (int j = 0; j < SLOTS; j++) {
            probe[j] = __shfl_sync(LG_FULL_MASK, p, base + j);
            key[j] = __shfl_sync(LG_FULL_MASK, e, base + j);
        }
        int fate = p >= 0 ? LG_KEYED(lg_merge4_decide)(&s, n, d, PROBES, probe, key, k, p, e) : 0;
        unsigned in = __ballot_sync(LG_FULL_MASK, fate > 0) >> base;
        unsigned out = __ballot_sync(LG_FULL_MASK, fate < 0) >> base;
        if (going) {
            LG_UNROLL
            for (int j = 0; j < SLOTS; j++)
                LG_KEYED(lg_merge4_learn)(&s, j / PROBES,
                                          (in >> j) & 1 ? 1 : (out >> j) & 1 ? -1 : 0, probe[j],
                                          key[j]);
            going = !LG_KEYED(lg_merge4_settled)(&s, d, take);
        }
    }
}

/* splits[4 p + k], for p in [0, partition_count): how many of the first
   outputs of CTA p's group, up to its diagonal, come from list k, in a
   pass where coop CTAs of nv outputs share each group of four lists;
   grid: the partition points of the two-way pass with coop / 2. A point's
   consecutive threads (a power of two, at most 32) make the first
   stage's rounds on the grid side by side, LANES probes a round, and then
   the selection inside the window, PROBES probes a list a round (threads
   beyond either count repeat a probe of the threads before them: the same
   load, which costs the warp nothing more). */
template <int NT, int LANES, int PROBES>
__global__ void __launch_bounds__(NT, 1)
LG_KEYED(lg_mergesort_partition4_kernel)(const K *keys, int count, int nv, int coop,
                                      const int *grid, int *splits, int partition_count)
{
    enum { THREADS = LANES > 4 * PROBES ? LANES : 4 * PROBES };
    int thread = blockIdx.x * NT + threadIdx.x, p = thread / THREADS, lane = thread % THREADS;
    int base = threadIdx.x % 32 / THREADS * THREADS;
    unsigned mask = (LG_FULL_MASK >> (32 - THREADS)) << base;
    /* lanes past the last point search it again, so that every warp is whole */
    int q = p < partition_count ? p : partition_count - 1;
    LG_KEYED(lg_merge_grid) ab, cd;
    int take[4];

    lg_allow_dependents();   /* the merge kernel may start launching */
    lg_wait_prior_grid();    /* the grid is complete and visible */
    int diag = LG_KEYED(lg_mergesort_grids)(keys, count, nv, coop, grid, q, &ab, &cd);
    const K *list[4] = {ab.a, ab.b, cd.a, cd.b};
    int n[4] = {ab.a_count, ab.b_count, cd.a_count, cd.b_count}, first, last;

    LG_KEYED(lg_merge4_grid_range)(ab, cd, diag, &first, &last);
    /* until the warp's last point is done (a warp of one point: until it is) */
    while (THREADS == 32 ? first < last : __any_sync(LG_FULL_MASK, first < last)) {
        int g = lg_search_point(first, last, LANES, lane % LANES);
        int t = __popc(__ballot_sync(LG_FULL_MASK,
                                     first < last &&
                                         LG_KEYED(lg_merge4_grid_probe)(ab, cd, diag, g)) &
                       mask);
        if (first < last)
            lg_search_narrow(&first, &last, LANES, t / (THREADS / LANES));
    }
    LG_KEYED(lg_merge4_select_by_lanes)<THREADS, PROBES>(
        list, n, diag, LG_KEYED(lg_merge4_know_window)(ab, cd, diag, first), base, lane, take);
    if (p < partition_count && lane == 0)
        LG_UNROLL
        for (int k = 0; k < 4; k++)
            splits[4 * (int64_t)p + k] = take[k];
}
/* <<Merge four ranges in a CTA>> */
#line 1609 "chapters/03-mergesort.nw"
/* Merge the four ranges r (at most NT * VT elements in all) into
   out_keys[0, total) (values with them when HAS_VALUES), A before B
   before C before D on equal keys. shared: lg_merge4_tile_bytes(NT * VT,
   sizeof(K), HAS_VALUES) bytes. */
template <int NT, int VT, bool HAS_VALUES>
__device__ __forceinline__ void
LG_KEYED(lg_cta_merge4_tile)(const K *keys_in, const int32_t *values_in, lg_merge4_range r,
                             K *shared, K *out_keys, int32_t *out_values)
{
    enum { NV = NT * VT };
    K *keys0 = shared, *keys1 = shared + NV;
    int32_t *values0 = HAS_VALUES ? (int32_t *)(shared + 2 * NV) : NULL;
    int32_t *values1 = HAS_VALUES ? (int32_t *)(shared + 2 * NV) + NV : NULL;
    int tid = threadIdx.x, n[4];

#pragma unroll
    for (int k = 0; k < 4; k++)
        n[k] = r.end[k] - r.begin[k];
    /* <<Merge A with B and C with D, into the second buffers>> */
#line 1634 "chapters/03-mergesort.nw"
    int total = n[0] + n[1] + n[2] + n[3];

    lg_cta_load_four_ranges<NT, VT>(keys_in, r, n, keys0, tid);
    if (HAS_VALUES)
        lg_cta_load_four_ranges<NT, VT>(values_in, r, n, values0, tid);
    __syncthreads();
    LG_KEYED(lg_merge4_first_level)(keys0, values0, n, lg_min_int(VT * tid, total), VT,
                                    keys1 + VT * tid, HAS_VALUES ? values1 + VT * tid : NULL);
    __syncthreads();
#line 1628 "chapters/03-mergesort.nw"
    /* <<Merge AB with CD, back into the first buffers>> */
#line 1646 "chapters/03-mergesort.nw"
    {
        int ab = n[0] + n[1], diag = lg_min_int(VT * tid, total);
        int mp = LG_KEYED(lg_merge_path)(keys1, ab, keys1 + ab, total - ab, diag, LG_BOUNDS_LOWER);

        LG_KEYED(lg_serial_merge_select)(keys1, values1, mp, ab, ab + diag - mp, total, VT,
                                         keys0 + VT * tid, HAS_VALUES ? values0 + VT * tid : NULL);
    }
    __syncthreads();
#line 1629 "chapters/03-mergesort.nw"
    /* <<Store the merged tile>> */
#line 1657 "chapters/03-mergesort.nw"
    #pragma unroll
    for (int v = 0; v < VT; v++)
        if (tid + v * NT < total) {
            out_keys[tid + v * NT] = keys0[tid + v * NT];
            if (HAS_VALUES)
                out_values[tid + v * NT] = values0[tid + v * NT];
        }
#line 1630 "chapters/03-mergesort.nw"
}
/* <<The four-way merge kernel>> */
#line 1674 "chapters/03-mergesort.nw"
/* One four-way pass: CTA `tile` writes outputs [tile * NT * VT, ...) of
   the merge of its group's four lists, from keys_in to keys_out.
   Registers for LG_MERGE4_THREADS_FOR threads an SM. */
template <int NT, int VT, bool HAS_VALUES>
__global__ void __launch_bounds__(NT, LG_MIN_CTAS(LG_MERGE4_THREADS_FOR(sizeof(K), HAS_VALUES), NT))
LG_KEYED(lg_mergesort_merge4_kernel)(const K *keys_in, const int32_t *values_in, int count,
                                     int coop, const int *splits, K *keys_out,
                                     int32_t *values_out)
{
    extern __shared__ K LG_KEYED(lg_merge4_shared)[];   /* lg_merge4_tile_bytes bytes */
    int tile = blockIdx.x;
    int64_t out = (int64_t)tile * NT * VT;
    lg_merge4_range r;

    lg_wait_prior_grid(); /* the splits are complete and visible */
    r = lg_mergesort_range4(coop, tile, NT * VT, count, splits + 4 * (int64_t)tile,
                            splits + 4 * (int64_t)tile + 4);
    LG_KEYED(lg_cta_merge4_tile)<NT, VT, HAS_VALUES>(keys_in, values_in, r,
                                                     LG_KEYED(lg_merge4_shared), keys_out + out,
                                                     HAS_VALUES ? values_out + out : values_out);
}
/* <<Launch a sort's kernels>> */
#line 1978 "chapters/03-mergesort.nw"
/* The blocksort of tiles of NT * VT keys (VT: its keys a thread), from
   the caller's arrays into the arrays that the first pass reads. */
template <int NT, int VT, int VALUES>
static lg_status LG_KEYED(lg_mergesort_blocksort)(lg_context *ctx, const char *function,
                                                  const lg_mergesort_plan *plan)
{
    int to = plan->passes % 2, bytes = lg_blocksort_tile_bytes(NT * VT, sizeof(K), VALUES != 0);

    LG_CUDA(ctx, function,
            cudaFuncSetAttribute(LG_KEYED(lg_blocksort_kernel)<NT, VT, VALUES>,
                                 cudaFuncAttributeMaxDynamicSharedMemorySize, bytes),
            "giving lg_blocksort_kernel its shared memory");
    LG_KEYED(lg_blocksort_kernel)<NT, VT, VALUES>
        <<<lg_mergesort_tiles(plan->count, NT * VT), NT, (size_t)bytes, ctx->stream>>>(
            (const K *)plan->keys[0], plan->values[0], plan->count, (K *)plan->keys[to],
            plan->values[to]);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching lg_blocksort_kernel");
    return LG_OK;
}

/* The blocksort of the plan's tiles: of TILES merge tiles (of NT * VT
   keys) by BLOCKSORT_NT threads, or, where the plan has fewer, of half
   as many by NT threads (lg_mergesort_blocksort_tiles_for). */
template <int NT, int VT, int TILES, int BLOCKSORT_NT, int VALUES>
static lg_status LG_KEYED(lg_mergesort_blocksort_fitted)(lg_context *ctx, const char *function,
                                                         const lg_mergesort_plan *plan)
{
    enum { HALF = TILES > 1 ? TILES / 2 : 1 };

    if (plan->blocksort_tiles == TILES)
        return LG_KEYED(lg_mergesort_blocksort)<BLOCKSORT_NT, TILES * NT * VT / BLOCKSORT_NT,
                                                VALUES>(ctx, function, plan);
    return LG_KEYED(lg_mergesort_blocksort)<NT, HALF * VT, VALUES>(ctx, function, plan);
}
/* <<Launch a sort's kernels>> */
#line 2022 "chapters/03-mergesort.nw"
/* The merge path at every CTA's diagonal, for pairs of lists of keys
   shared by coop CTAs each, with CTAs of NT threads. */
template <int NT = LG_MERGESORT_PARTITION_NT>
static lg_status LG_KEYED(lg_mergesort_partition)(lg_context *ctx, const char *function,
                                                  const lg_mergesort_plan *plan, const K *keys,
                                                  int coop)
{
    LG_CUDA(ctx, function,
            lg_launch_dependent(LG_KEYED(lg_mergesort_partition_kernel)<NT>,
                                (int)lg_div_up(plan->tiles + 1, NT), NT, ctx, keys,
                                plan->count, plan->nv, coop, plan->partitions, plan->tiles + 1),
            "launching lg_mergesort_partition_kernel");
    return LG_OK;
}

/* A two-way pass's merge kernel: one CTA a tile. */
template <int NT, int VT, bool HAS_VALUES>
static lg_status LG_KEYED(lg_mergesort_merge)(lg_context *ctx, const char *function,
                                              const lg_mergesort_plan *plan, lg_mergesort_pass p)
{
    LG_CUDA(ctx, function,
            lg_launch_dependent(LG_KEYED(lg_mergesort_merge_kernel)<NT, VT, HAS_VALUES>,
                                plan->tiles, NT, ctx, (const K *)p.keys_in, p.values_in,
                                plan->count, p.coop, (const int *)plan->partitions,
                                (K *)p.keys_out, p.values_out),
            "launching lg_mergesort_merge_kernel");
    return LG_OK;
}
/* <<Launch a sort's kernels>> */
#line 2056 "chapters/03-mergesort.nw"
/* A four-way pass's partition kernel: LANES probes a round on the grid,
   PROBES a list a round in the selection. */
template <int LANES, int PROBES, int NT = LG_MERGESORT_PARTITION_NT>
static lg_status LG_KEYED(lg_mergesort_search4)(lg_context *ctx, const char *function,
                                                const lg_mergesort_plan *plan,
                                                lg_mergesort_pass p)
{
    enum { THREADS = LANES > 4 * PROBES ? LANES : 4 * PROBES };

    LG_CUDA(ctx, function,
            lg_launch_dependent(LG_KEYED(lg_mergesort_partition4_kernel)<NT, LANES, PROBES>,
                                (int)lg_div_up(((int64_t)plan->tiles + 1) * THREADS, NT), NT, ctx,
                                (const K *)p.keys_in, plan->count, plan->nv, p.coop,
                                (const int *)plan->partitions, plan->splits, plan->tiles + 1),
            "launching lg_mergesort_partition4_kernel");
    return LG_OK;
}

/* The same with the library's lanes and probes for the sort's tiles. */
static lg_status LG_KEYED(lg_mergesort_search4_tuned)(lg_context *ctx, const char *function,
                                                      const lg_mergesort_plan *plan,
                                                      lg_mergesort_pass p)
{
    switch (lg_mergesort_select_probes(plan->tiles)) {
    case 8:
        return LG_KEYED(lg_mergesort_search4)<LG_MERGESORT_SEARCH_LANES, 8>(ctx, function, plan, p);
    case 4:
        return LG_KEYED(lg_mergesort_search4)<LG_MERGESORT_SEARCH_LANES, 4>(ctx, function, plan, p);
    case 2:
        return LG_KEYED(lg_mergesort_search4)<LG_MERGESORT_SEARCH_LANES, 2>(ctx, function, plan, p);
    default:   /* from LG_MERGESORT_MANY_TILES tiles on */
        return LG_KEYED(lg_mergesort_search4)<LG_MERGESORT_MANY_TILES_LANES, 1>(ctx, function,
                                                                                plan, p);
    }
}
/* <<Launch a sort's kernels>> */
#line 2102 "chapters/03-mergesort.nw"
/* A four-way pass's merge kernel: one CTA a tile. */
template <int NT, int VT, bool HAS_VALUES>
static lg_status LG_KEYED(lg_mergesort_merge4)(lg_context *ctx, const char *function,
                                               const lg_mergesort_plan *plan, lg_mergesort_pass p)
{
    cudaLaunchAttribute attribute;
    cudaLaunchConfig_t config = lg_dependent_launch(ctx, plan->tiles, NT, &attribute);

    config.dynamicSmemBytes = (size_t)lg_merge4_tile_bytes(NT * VT, sizeof(K), HAS_VALUES);
    LG_CUDA(ctx, function,
            cudaFuncSetAttribute(LG_KEYED(lg_mergesort_merge4_kernel)<NT, VT, HAS_VALUES>,
                                 cudaFuncAttributeMaxDynamicSharedMemorySize,
                                 (int)config.dynamicSmemBytes),
            "giving lg_mergesort_merge4_kernel its shared memory");
    LG_CUDA(ctx, function,
            cudaLaunchKernelEx(&config, LG_KEYED(lg_mergesort_merge4_kernel)<NT, VT, HAS_VALUES>,
                               (const K *)p.keys_in, p.values_in, plan->count, p.coop,
                               (const int *)plan->splits, (K *)p.keys_out, p.values_out),
            "launching lg_mergesort_merge4_kernel");
    return LG_OK;
}
/* <<Run a mergesort>> */
#line 2132 "chapters/03-mergesort.nw"
/* The kernels of a two-way pass. */
template <int NT, int VT, bool HAS_VALUES>
static lg_status LG_KEYED(lg_mergesort_two_way_pass)(lg_context *ctx, const char *function,
                                                     const lg_mergesort_plan *plan,
                                                     lg_mergesort_pass p)
{
    LG_TRY(LG_KEYED(lg_mergesort_partition)(ctx, function, plan, (const K *)p.keys_in, p.coop));
    return LG_KEYED(lg_mergesort_merge)<NT, VT, HAS_VALUES>(ctx, function, plan, p);
}

/* The kernels of a four-way pass. */
template <int NT, int VT, bool HAS_VALUES>
static lg_status LG_KEYED(lg_mergesort_four_way_pass)(lg_context *ctx, const char *function,
                                                      const lg_mergesort_plan *plan,
                                                      lg_mergesort_pass p)
{
    LG_TRY(LG_KEYED(lg_mergesort_partition)(ctx, function, plan, (const K *)p.keys_in,
                                            p.coop / 2));
    LG_TRY(LG_KEYED(lg_mergesort_search4_tuned)(ctx, function, plan, p));
    return LG_KEYED(lg_mergesort_merge4)<NT, VT, HAS_VALUES>(ctx, function, plan, p);
}
/* <<Run a mergesort>> */
#line 2160 "chapters/03-mergesort.nw"
/* Sort keys[0, count) in place, count >= 1 and arguments checked, and
   values (VALUES 1) or indices (VALUES 2) with them: merge tiles of NT * VT
   keys, blocksort tiles of BLOCKSORT_TILES merge tiles by BLOCKSORT_NT
   threads where they fit. Failures are reported for `function`. */
template <int NT, int VT, int BLOCKSORT_TILES, int BLOCKSORT_NT, int VALUES>
static lg_status LG_KEYED(lg_mergesort_run)(lg_context *ctx, const char *function, K *keys,
                                            int32_t *values, int count)
{
    lg_mergesort_plan plan;
    int shared = (int)ctx->props.sharedMemPerBlockOptin;
    int ways = lg_mergesort_ways_for(shared, NT * VT, (int)sizeof(K), VALUES != 0);
    int tiles = lg_mergesort_blocksort_tiles_for(shared, NT * VT, BLOCKSORT_TILES, (int)sizeof(K),
                                                 VALUES != 0);
    lg_status status = lg_mergesort_plan_sort(ctx, function, keys, sizeof(K), values, count,
                                              NT * VT, tiles, ways, &plan);

    if (status == LG_OK)
        status = LG_KEYED(lg_mergesort_blocksort_fitted)<NT, VT, BLOCKSORT_TILES, BLOCKSORT_NT,
                                                         VALUES>(ctx, function, &plan);
    for (int pass = 0; status == LG_OK && pass < plan.passes; pass++) {
        lg_mergesort_pass p = lg_mergesort_pass_of(&plan, pass);

        status = p.ways == 2 ? LG_KEYED(lg_mergesort_two_way_pass)<NT, VT, VALUES != 0>(
                                   ctx, function, &plan, p)
                             : LG_KEYED(lg_mergesort_four_way_pass)<NT, VT, VALUES != 0>(
                                   ctx, function, &plan, p);
    }
    return status;
}
/* <<Run a mergesort>> */
#line 2195 "chapters/03-mergesort.nw"
/* lg_mergesort_run in the tuning's tile shape for keys of K's width:
   keys alone (VALUES 0), pairs (1) or indices (2). */
template <int VALUES>
static lg_status LG_KEYED(lg_mergesort_tuned)(lg_context *ctx, const char *function, K *keys,
                                              int32_t *values, int count)
{
    enum { WIDE = sizeof(K) > 4 };
    enum {
        NT = VALUES ? (int)(WIDE ? LG_MERGESORT_WIDE_PAIRS_NT : LG_MERGESORT_PAIRS_NT)
                    : (int)(WIDE ? LG_MERGESORT_WIDE_KEYS_NT : LG_MERGESORT_KEYS_NT),
        VT = VALUES ? (int)(WIDE ? LG_MERGESORT_WIDE_PAIRS_VT : LG_MERGESORT_PAIRS_VT)
                    : (int)(WIDE ? LG_MERGESORT_WIDE_KEYS_VT : LG_MERGESORT_KEYS_VT),
        TILES = VALUES ? (int)(WIDE ? LG_MERGESORT_WIDE_PAIRS_BLOCKSORT_TILES
                                    : LG_MERGESORT_PAIRS_BLOCKSORT_TILES)
                       : (int)(WIDE ? LG_MERGESORT_WIDE_KEYS_BLOCKSORT_TILES
                                    : LG_MERGESORT_KEYS_BLOCKSORT_TILES),
        BLOCKSORT_NT = VALUES ? (int)(WIDE ? LG_MERGESORT_WIDE_PAIRS_BLOCKSORT_NT
                                           : LG_MERGESORT_PAIRS_BLOCKSORT_NT)
                              : (int)(WIDE ? LG_MERGESORT_WIDE_KEYS_BLOCKSORT_NT
                                           : LG_MERGESORT_KEYS_BLOCKSORT_NT)
    };

    return LG_KEYED(lg_mergesort_run)<NT, VT, TILES, BLOCKSORT_NT, VALUES>(ctx, function, keys,
                                                                           values, count);
}
