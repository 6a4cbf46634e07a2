#line 1093 "chapters/02-merge.nw"
/* The Merge Path kernels for one key type K, named by LG_KEYED.
   No include guard: merge_path.cuh includes it per key type (each_key.h). */
/* <<The partition kernel>> */
#line 862 "chapters/02-merge.nw"
/* partitions[p] = lg_merge_path at diagonal min(p * nv, a_count + b_count),
   for p in [0, partition_count). Launch with NT threads per CTA and at least
   partition_count threads in all. */
template <int NT>
__global__ void __launch_bounds__(NT)
LG_KEYED(lg_merge_partition_kernel)(const K *a, int a_count, const K *b, int b_count, int nv,
                                    lg_bounds bounds, int *partitions, int partition_count)
{
    int p = blockIdx.x * NT + threadIdx.x;

    lg_allow_dependents(); /* the next kernel may start launching */
    if (p < partition_count) {
        int diag = lg_merge_diagonal(p, nv, a_count + b_count);
        partitions[p] = LG_KEYED(lg_merge_path)(a, a_count, b, b_count, diag, bounds);
    }
}
/* <<The sample kernel>> */
#line 1248 "chapters/02-merge.nw"
/* samples[0, lg_merge_sample_count(a_count, b_count, spacing)) as
   lg_merge_sample_count describes. Launch with NT threads per CTA and at
   least that many threads in all. */
template <int NT>
__global__ void __launch_bounds__(NT)
LG_KEYED(lg_merge_sample_kernel)(const K *a, int a_count, const K *b, int b_count, int spacing,
                                 K *samples)
{
    int t = blockIdx.x * NT + threadIdx.x, a_samples = a_count / spacing + 1;

    lg_allow_dependents();
    if (t < a_samples)
        samples[t] = t > 0 ? a[(int64_t)t * spacing - 1] : (K)0;
    else if (t < lg_merge_sample_count(a_count, b_count, spacing))
        samples[t] = b[(int64_t)(t - a_samples) * spacing];
}
/* <<The two-level partition kernel>> */
#line 1267 "chapters/02-merge.nw"
/* As lg_merge_partition_kernel, with lg_merge_path_sampled over the
   samples that lg_merge_sample_kernel wrote with the same spacing. */
template <int NT>
__global__ void __launch_bounds__(NT)
LG_KEYED(lg_merge_partition_sampled_kernel)(const K *a, int a_count, const K *b, int b_count,
                                            int nv, lg_bounds bounds, const K *samples,
                                            int spacing, int *partitions, int partition_count)
{
    int p = blockIdx.x * NT + threadIdx.x;

    lg_allow_dependents();
    lg_wait_prior_grid(); /* the samples are complete and visible */
    if (p < partition_count) {
        int diag = lg_merge_diagonal(p, nv, a_count + b_count);
        partitions[p] = LG_KEYED(lg_merge_path_sampled)(a, a_count, b, b_count, diag, bounds,
                                                        samples, spacing);
    }
}
/* <<Merge a tile's keys in registers>> */
#line 957 "chapters/02-merge.nw"
/* With the tile in shared[0, count) (A's a_count elements first), thread tid
   merges outputs [VT * tid, VT * tid + VT) of the tile into keys[] and the
   positions of their sources into index[]; outputs at or past count are
   unspecified. */
template <int NT, int VT>
__device__ __forceinline__ void
LG_KEYED(lg_cta_merge_keys)(const K *shared, int a_count, int count, int tid, K *keys,
                            int *index)
{
    int diag = lg_min_int(VT * tid, count);
    int mp = LG_KEYED(lg_merge_path)(shared, a_count, shared + a_count, count - a_count, diag,
                                     LG_BOUNDS_LOWER);

    LG_KEYED(lg_serial_merge)(shared, mp, a_count, a_count + diag - mp, count, VT, keys, index);
}
/* <<Merge one tile>> */
#line 1002 "chapters/02-merge.nw"
/* Merge A[r.a_begin, r.a_end) and B[r.b_begin, r.b_end), at most NT * VT
   elements in all, into out_keys[0, count) (and the values with them when
   HAS_VALUES), A first on equal keys. Run by all NT threads of a CTA.
   Shared memory: keys_shared and, with values, values_shared, NT * VT
   elements each. Ends with threads still reading shared memory. */
template <int NT, int VT, bool HAS_VALUES>
__device__ __forceinline__ void
LG_KEYED(lg_cta_merge_tile)(const K *a_keys, const int32_t *a_values, const K *b_keys,
                            const int32_t *b_values, lg_merge_range r, K *keys_shared,
                            int32_t *values_shared, K *out_keys, int32_t *out_values)
{
    int tid = threadIdx.x, a_count = r.a_end - r.a_begin, b_count = r.b_end - r.b_begin;
    int count = a_count + b_count, index[VT];
    K keys[VT];

    lg_cta_load_merge_ranges<NT, VT>(a_keys + r.a_begin, a_count, b_keys + r.b_begin, b_count,
                                     keys_shared, tid);
    if (HAS_VALUES)
        lg_cta_load_merge_ranges<NT, VT>(a_values + r.a_begin, a_count, b_values + r.b_begin,
                                         b_count, values_shared, tid);
    __syncthreads();
    LG_KEYED(lg_cta_merge_keys)<NT, VT>(keys_shared, a_count, count, tid, keys, index);
    __syncthreads();
    lg_store_thread_order<NT, VT>(keys, count, keys_shared, tid, out_keys);
    if (HAS_VALUES) {
        /* <<Gather the values and store them>> */
#line 1033 "chapters/02-merge.nw"
        int32_t values[VT];

        lg_cta_gather_values<VT>(values_shared, index, count, tid, values);
        __syncthreads(); /* every gather is done before values_shared is overwritten */
        lg_store_thread_order<NT, VT>(values, count, values_shared, tid, out_values);
#line 1028 "chapters/02-merge.nw"
    }
}
/* <<The Merge Path kernel>> */
#line 1045 "chapters/02-merge.nw"
/* CTA `tile` merges outputs [tile * NT * VT, ...) of a and b, between the
   tile's two partition points. Launch one CTA of NT threads per tile. */
template <int NT, int VT, bool HAS_VALUES>
__global__ void __launch_bounds__(NT)
LG_KEYED(lg_merge_path_kernel)(const K *a_keys, const int32_t *a_values, int a_count,
                               const K *b_keys, const int32_t *b_values, int b_count,
                               const int *partitions, K *out_keys, int32_t *out_values)
{
    __shared__ K keys_shared[NT * VT];
    __shared__ int32_t values_shared[HAS_VALUES ? NT * VT : 1];
    int tile = blockIdx.x, total = a_count + b_count;
    int diag0 = lg_merge_diagonal(tile, NT * VT, total);
    int diag1 = lg_merge_diagonal(tile + 1, NT * VT, total);
    lg_merge_range r;

    lg_wait_prior_grid(); /* the partitions are complete and visible */
    r = lg_merge_range_of(a_count, b_count, diag0, diag1, partitions[tile], partitions[tile + 1]);
    LG_KEYED(lg_cta_merge_tile)<NT, VT, HAS_VALUES>(a_keys, a_values, b_keys, b_values, r,
                                                    keys_shared, values_shared,
                                                    out_keys + diag0,
                                                    HAS_VALUES ? out_values + diag0 : out_values);
}
/* <<Launch the two-level Merge Path merge>> */
#line 1293 "chapters/02-merge.nw"
template <bool HAS_VALUES, int NT, int VT>
static lg_status LG_KEYED(lg_launch_merge_path_two_level)(
    lg_context *ctx, const char *function, const K *a_keys, const int32_t *a_values,
    int a_count, const K *b_keys, const int32_t *b_values, int b_count, K *out_keys,
    int32_t *out_values)
{
    enum { NV = NT * VT, PARTITION_NT = LG_MERGE_PARTITION_NT, SPACING = NT };
    int tiles = (int)lg_div_up((int64_t)a_count + b_count, NV);
    int sample_count = lg_merge_sample_count(a_count, b_count, SPACING);
    size_t partition_bytes = lg_scratch_align(sizeof(int) * ((size_t)tiles + 1));
    int *partitions = NULL;
    K *samples;

    LG_TRY(lg_scratch(ctx, function, partition_bytes + sizeof(K) * (size_t)sample_count,
                      (void **)&partitions));
    samples = (K *)((char *)partitions + partition_bytes);
    LG_KEYED(lg_merge_sample_kernel)<PARTITION_NT><<<(int)lg_div_up(sample_count, PARTITION_NT),
        PARTITION_NT, 0, ctx->stream>>>(a_keys, a_count, b_keys, b_count, SPACING, samples);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching lg_merge_sample_kernel");
    /* <<Launch the two-level partition kernel as a programmatic dependent>> */
#line 1319 "chapters/02-merge.nw"
    LG_CUDA(ctx, function, lg_launch_dependent(LG_KEYED(lg_merge_partition_sampled_kernel)<PARTITION_NT>,
                                               (int)lg_div_up(tiles + 1, PARTITION_NT),
                                               PARTITION_NT, ctx, a_keys, a_count, b_keys, b_count,
                                               (int)NV, LG_BOUNDS_LOWER, (const K *)samples,
                                               (int)SPACING, partitions, tiles + 1),
            "launching lg_merge_partition_sampled_kernel");
#line 1313 "chapters/02-merge.nw"
    /* <<Launch the merge kernel as a programmatic dependent of the partition kernel>> */
#line 1142 "chapters/02-merge.nw"
    LG_CUDA(ctx, function, lg_launch_dependent(LG_KEYED(lg_merge_path_kernel)<NT, VT, HAS_VALUES>,
                                               tiles, NT, ctx, a_keys, a_values, a_count, b_keys,
                                               b_values, b_count, (const int *)partitions,
                                               out_keys, out_values),
            "launching lg_merge_path_kernel");
#line 1314 "chapters/02-merge.nw"
    return LG_OK;
}
