#line 3522 "chapters/06-segreduce.nw"
/* Segmented reduction, reduce-by-key and CSR SpMV: the host functions. */
#include <stdlib.h>
#include "segreduce_launch.cuh"

/* <<Reduce over a CSR array>> */
#line 2130 "chapters/06-segreduce.nw"
template <typename T>
static lg_status segreduce_csr(lg_context *ctx, const char *function, const T *data, int count,
                               const int32_t *csr, int num_segments, lg_op op, T *dest)
{
    lg_segreduce_job<T, lg_seg_values<T> > job = {{data}, count, csr, num_segments, NULL, NULL,
                                                  dest};
    void *scratch;

    /* <<Check the arguments of a CSR segmented reduction>> */
#line 2150 "chapters/06-segreduce.nw"
    lg_array arrays[] = {{dest, lg_seg_bytes_of(num_segments, sizeof(T)), "dest"},
                         {data, lg_seg_bytes_of(count, sizeof(T)), "data"},
                         {csr, lg_seg_bytes_of(num_segments, sizeof(int32_t)), "csr"}};

    LG_TRY(lg_seg_check_segments(ctx, function, "count", count, "num_segments", num_segments));
    LG_TRY(lg_check_array(ctx, function, data, "data", count, "count"));
    LG_TRY(lg_check_array(ctx, function, csr, "csr", num_segments, "num_segments"));
    LG_TRY(lg_check_array(ctx, function, dest, "dest", num_segments, "num_segments"));
    LG_TRY(lg_seg_check_op(ctx, function, op, lg_is_int32<T>::value));
    LG_TRY(lg_check_apart(ctx, function, arrays, 1, 3));
    LG_TRY(lg_seg_check_csr(ctx, function, csr, num_segments, count, "count"));
#line 2139 "chapters/06-segreduce.nw"
    if (num_segments == 0)
        return LG_OK;
    if (count == 0)
        return lg_seg_fill_identity_of<T>(ctx, function, op, dest, num_segments);
    LG_TRY(lg_scratch(ctx, function, lg_segreduce_scratch_bytes(count, sizeof(T), sizeof(lg_spine_chunk<T>)),
                      &scratch));
    return lg_segreduce_dispatch<T>(ctx, function, op, job, scratch);
}
/* <<The CSR segmented reductions>> */
#line 2169 "chapters/06-segreduce.nw"
/* Defines lg_segreduce_csr_T for each type of LG_SEGREDUCE_TYPES. */
#define LG_SEGREDUCE_CSR_DEFINE(suffix, T)                                                   \
    extern "C" lg_status lg_segreduce_csr_##suffix(const T *data, int count,                 \
                                                   const int32_t *csr, int num_segments,     \
                                                   lg_op op, T *dest, lg_context *ctx)       \
    {                                                                                         \
        LG_BEGIN(ctx);                                                                        \
        return segreduce_csr(ctx, __func__, data, count, csr, num_segments, op, dest);       \
    }
LG_SEGREDUCE_TYPES(LG_SEGREDUCE_CSR_DEFINE)
/* <<Reduce by key>> */
#line 2540 "chapters/06-segreduce.nw"
/* CTAs of the pass over count keys, LG_KEYS_TILES tiles each. */
static int keys_cta_count(int count)
{
    return (lg_segreduce_tile_count(count) + LG_KEYS_TILES - 1) / LG_KEYS_TILES;
}

/* Bytes of the status words (and the counter of started CTAs) of the pass. */
static size_t keys_status_bytes(int count)
{
    return lg_scratch_align(sizeof(uint64_t) * ((size_t)keys_cta_count(count) + 1));
}

static lg_status keys_to_codes(lg_context *ctx, const char *function, const int32_t *keys,
                               int count, uint32_t *codes, void *status, int32_t *limits,
                               int32_t *keys_out)
{
    const int NT = LG_SEGREDUCE_NT, VT = LG_SEGREDUCE_VT;
    int tiles = lg_segreduce_tile_count(count);

    LG_CUDA(ctx, function, cudaMemsetAsync(status, 0, keys_status_bytes(count), ctx->stream),
            "clearing the status words of the pass over the keys");
    lg_segreduce_keys_codes_kernel<NT, VT, LG_KEYS_TILES><<<keys_cta_count(count),
                                                             NT * LG_KEYS_TILES, 0, ctx->stream>>>(
        keys, count, tiles, codes, limits, (uint64_t *)status, keys_out);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching the pass over the keys");
    return LG_OK;
}
/* <<Reduce by key>> */
#line 2570 "chapters/06-segreduce.nw"
static lg_status read_segment_count(lg_context *ctx, const char *function, const int32_t *limits,
                                    int tiles, int *num_segments_host)
{
    LG_CUDA(ctx, function,
            cudaMemcpyAsync(num_segments_host, limits + tiles, sizeof(int),
                            cudaMemcpyDeviceToHost, ctx->stream),
            "reading the number of segments");
    LG_CUDA(ctx, function, cudaStreamSynchronize(ctx->stream), "reading the number of segments");
    return LG_OK;
}
/* <<Reduce by key>> */
#line 2583 "chapters/06-segreduce.nw"
template <typename T>
static lg_status reduce_by_key(lg_context *ctx, const char *function, const int32_t *keys,
                               const T *data, int count, lg_op op, int32_t *keys_out, T *dest,
                               int *num_segments_host)
{
    int tiles = lg_segreduce_tile_count(count);
    size_t codes_bytes = lg_scratch_align(sizeof(uint32_t) * (size_t)tiles * LG_SEGREDUCE_NT);
    size_t status_bytes = keys_status_bytes(count);
    size_t limits_bytes = lg_scratch_align(sizeof(int32_t) * ((size_t)tiles + 1));
    lg_segreduce_job<T, lg_seg_values<T> > job = {{data}, count, NULL, 0, NULL, NULL, dest};
    char *scratch;

    /* <<Check the arguments of a reduction by key>> */
#line 2609 "chapters/06-segreduce.nw"
    lg_array arrays[] = {{dest, count > 0 ? sizeof(T) : 0, "dest"},
                         {keys_out, keys_out && count > 0 ? sizeof(int32_t) : 0, "keys_out"},
                         {keys, lg_seg_bytes_of(count, sizeof(int32_t)), "keys"},
                         {data, lg_seg_bytes_of(count, sizeof(T)), "data"}};

    LG_TRY(lg_seg_check_count(ctx, function, "count", count));
    LG_TRY(lg_check_array(ctx, function, keys, "keys", count, "count"));
    LG_TRY(lg_check_array(ctx, function, data, "data", count, "count"));
    LG_TRY(lg_check_array(ctx, function, dest, "dest", count, "count"));
    LG_TRY(lg_seg_check_op(ctx, function, op, lg_is_int32<T>::value));
    LG_TRY(lg_check_apart(ctx, function, arrays, 2, 4));
    if (num_segments_host != NULL && count > 0)
        LG_TRY(lg_refuse_capture(ctx, function,
                                 "to wait for the device and hand num_segments_host back; "
                                 "pass NULL to capture it"));
#line 2596 "chapters/06-segreduce.nw"
    if (count == 0) {
        if (num_segments_host != NULL)
            *num_segments_host = 0;
        return LG_OK;
    }
    /* <<Find the codes of the keys and reduce>> */
#line 2627 "chapters/06-segreduce.nw"
    LG_TRY(lg_scratch(ctx, function, codes_bytes + status_bytes + limits_bytes +
                               lg_segreduce_scratch_bytes(count, sizeof(T), sizeof(lg_spine_chunk<T>)),
                      (void **)&scratch));
    job.codes = (const uint32_t *)scratch;
    job.limits = (const int32_t *)(scratch + codes_bytes + status_bytes);
    LG_TRY(keys_to_codes(ctx, function, keys, count, (uint32_t *)job.codes, scratch + codes_bytes,
                         (int32_t *)job.limits, keys_out));
    LG_TRY(lg_segreduce_dispatch<T>(ctx, function, op, job,
                                    scratch + codes_bytes + status_bytes + limits_bytes));
    if (num_segments_host != NULL)
        LG_TRY(read_segment_count(ctx, function, job.limits, tiles, num_segments_host));
    return LG_OK;
#line 2602 "chapters/06-segreduce.nw"
}
/* <<The reduce-by-key functions>> */
#line 2642 "chapters/06-segreduce.nw"
/* Defines lg_reduce_by_key_T for each type of LG_SEGREDUCE_TYPES. */
#define LG_REDUCE_BY_KEY_DEFINE(suffix, T)                                                   \
    extern "C" lg_status lg_reduce_by_key_##suffix(const int32_t *keys, const T *data,       \
                                                   int count, lg_op op, int32_t *keys_out,    \
                                                   T *dest, int *num_segments_host,          \
                                                   lg_context *ctx)                          \
    {                                                                                         \
        LG_BEGIN(ctx);                                                                        \
        return reduce_by_key(ctx, __func__, keys, data, count, op, keys_out, dest,           \
                             num_segments_host);                                              \
    }
LG_SEGREDUCE_TYPES(LG_REDUCE_BY_KEY_DEFINE)
/* <<The plan structure>> */
#line 2819 "chapters/06-segreduce.nw"
struct lg_segreduce_plan {
    int count;            /* values per application */
    int num_segments;
    int tile_count;
    int32_t *limits;      /* tile_count + 1 tile limits */
    uint32_t *codes;      /* a code per thread of each tile */
    int32_t *csr;         /* a copy of the CSR array; NULL for keys */
    void *memory;         /* the one device allocation holding them */
};
/* <<Make a plan>> */
#line 2878 "chapters/06-segreduce.nw"
static lg_status plan_allocate(lg_context *ctx, const char *function, int count,
                               int csr_entries, lg_segreduce_plan **plan)
{
    int tiles = lg_segreduce_tile_count(count);
    size_t limits_bytes = lg_scratch_align(sizeof(int32_t) * ((size_t)tiles + 1));
    size_t codes_bytes = lg_scratch_align(sizeof(uint32_t) * (size_t)tiles * LG_SEGREDUCE_NT);
    size_t csr_bytes = sizeof(int32_t) * (size_t)csr_entries;
    lg_segreduce_plan *p;
    cudaError_t error;

    LG_TRY(lg_refuse_capture(ctx, function, "to allocate the plan's device memory"));
    if ((p = (lg_segreduce_plan *)calloc(1, sizeof *p)) == NULL)
        return lg_fail(ctx, LG_ERR_OUT_OF_MEMORY, function, "no host memory for the plan");
    if ((error = cudaMalloc(&p->memory, limits_bytes + codes_bytes + csr_bytes)) != cudaSuccess) {
        free(p);   /* the plan owns p: its one cleanup path */
        return lg_fail_cuda(ctx, error, function, "allocating the plan");
    }
    p->count = count;
    p->tile_count = tiles;
    p->limits = (int32_t *)p->memory;
    p->codes = (uint32_t *)((char *)p->memory + limits_bytes);
    p->csr = csr_entries ? (int32_t *)((char *)p->memory + limits_bytes + codes_bytes) : NULL;
    *plan = p;
    return LG_OK;
}
/* <<Make a plan>> */
#line 2906 "chapters/06-segreduce.nw"
extern "C" void lg_segreduce_plan_destroy(lg_segreduce_plan *plan)
{
    if (plan == NULL)
        return;
    (void)cudaFree(plan->memory);
    free(plan);
}
/* <<Make a plan>> */
#line 2916 "chapters/06-segreduce.nw"
/* Queue the copy of csr into the plan, the partition and the codes. */
static lg_status plan_csr_codes(lg_context *ctx, const char *function, lg_segreduce_plan *p,
                                const int32_t *csr)
{
    const int NT = LG_SEGREDUCE_NT, VT = LG_SEGREDUCE_VT;

    LG_CUDA(ctx, function,
            cudaMemcpyAsync(p->csr, csr, sizeof(int32_t) * (size_t)p->num_segments,
                            cudaMemcpyDeviceToDevice, ctx->stream),
            "copying csr into the plan");
    if (p->tile_count == 0)
        return LG_OK;
    LG_TRY(lg_segreduce_launch_partition(ctx, function, p->csr, p->num_segments, p->count,
                                         p->tile_count, p->limits));
    lg_segreduce_csr_codes_kernel<NT, VT><<<p->tile_count, NT, 0, ctx->stream>>>(
        p->csr, p->num_segments, p->count, p->limits, p->codes);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching the codes of the plan");
    return LG_OK;
}
/* <<Make a plan>> */
#line 2938 "chapters/06-segreduce.nw"
extern "C" lg_status lg_segreduce_plan_csr(const int32_t *csr, int count, int num_segments,
                                           lg_segreduce_plan **plan, lg_context *ctx)
{
    lg_segreduce_plan *p;
    lg_status status;

    LG_BEGIN(ctx);
    LG_REQUIRE(ctx, __func__, plan != NULL, "plan is NULL; pass the address of a plan pointer");
    *plan = NULL;
    LG_TRY(lg_seg_check_segments(ctx, __func__, "count", count, "num_segments", num_segments));
    LG_TRY(lg_check_array(ctx, __func__, csr, "csr", num_segments, "num_segments"));
    LG_TRY(lg_seg_check_csr(ctx, __func__, csr, num_segments, count, "count"));
    LG_TRY(plan_allocate(ctx, __func__, count, num_segments, &p));
    p->num_segments = num_segments;
    if ((status = plan_csr_codes(ctx, __func__, p, csr)) != LG_OK) {
        lg_segreduce_plan_destroy(p);   /* the plan's one cleanup path */
        return status;
    }
    *plan = p;
    return LG_OK;
}
/* <<Make a plan>> */
#line 2965 "chapters/06-segreduce.nw"
/* Queue the pass over the keys into the plan and read the number of segments. */
static lg_status plan_keys_codes(lg_context *ctx, const char *function, lg_segreduce_plan *p,
                                 const int32_t *keys, void *key_status)
{
    if (p->count == 0)
        return LG_OK;
    LG_TRY(keys_to_codes(ctx, function, keys, p->count, p->codes, key_status, p->limits, NULL));
    return read_segment_count(ctx, function, p->limits, p->tile_count, &p->num_segments);
}
/* <<Make a plan>> */
#line 2977 "chapters/06-segreduce.nw"
extern "C" lg_status lg_segreduce_plan_keys_i32(const int32_t *keys, int count,
                                                lg_segreduce_plan **plan, int *num_segments_host,
                                                lg_context *ctx)
{
    lg_segreduce_plan *p;
    lg_status status;
    void *key_status;

    LG_BEGIN(ctx);
    LG_REQUIRE(ctx, __func__, plan != NULL, "plan is NULL; pass the address of a plan pointer");
    *plan = NULL;
    LG_TRY(lg_seg_check_count(ctx, __func__, "count", count));
    LG_TRY(lg_check_array(ctx, __func__, keys, "keys", count, "count"));
    LG_TRY(lg_scratch(ctx, __func__, keys_status_bytes(count), &key_status));
    LG_TRY(plan_allocate(ctx, __func__, count, 0, &p));
    if ((status = plan_keys_codes(ctx, __func__, p, keys, key_status)) != LG_OK) {
        lg_segreduce_plan_destroy(p);   /* the plan's one cleanup path */
        return status;
    }
    if (num_segments_host != NULL)
        *num_segments_host = p->num_segments;
    *plan = p;
    return LG_OK;
}
/* <<Apply a plan>> */
#line 3006 "chapters/06-segreduce.nw"
template <typename T, typename Source>
static lg_status plan_apply(lg_context *ctx, const char *function, const lg_segreduce_plan *plan,
                            Source source, lg_op op, T *dest)
{
    lg_segreduce_job<T, Source> job = {source, plan->count, plan->csr, plan->num_segments,
                                       plan->limits, plan->codes, dest};
    void *scratch;

    if (plan->num_segments == 0)
        return LG_OK;
    if (plan->count == 0)
        return lg_seg_fill_identity_of<T>(ctx, function, op, dest, plan->num_segments);
    LG_TRY(lg_scratch(ctx, function, lg_segreduce_scratch_bytes(plan->count, sizeof(T),
                                                      sizeof(lg_spine_chunk<T>)),
                      &scratch));
    return lg_segreduce_dispatch<T>(ctx, function, op, job, scratch);
}
/* <<Apply a plan>> */
#line 3026 "chapters/06-segreduce.nw"
template <typename T>
static lg_status segreduce_apply(lg_context *ctx, const char *function,
                                 const lg_segreduce_plan *plan, const T *data, lg_op op, T *dest)
{
    LG_REQUIRE(ctx, function, plan != NULL, "plan is NULL");
    lg_array arrays[] = {{dest, lg_seg_bytes_of(plan->num_segments, sizeof(T)), "dest"},
                         {data, lg_seg_bytes_of(plan->count, sizeof(T)), "data"}};

    LG_TRY(lg_check_array(ctx, function, data, "data", plan->count, "the plan's count"));
    LG_TRY(lg_check_array(ctx, function, dest, "dest", plan->num_segments,
                          "the plan's num_segments"));
    LG_TRY(lg_seg_check_op(ctx, function, op, lg_is_int32<T>::value));
    LG_TRY(lg_check_apart(ctx, function, arrays, 1, 2));
    return plan_apply<T>(ctx, function, plan, lg_seg_values<T>{data}, op, dest);
}
/* <<Apply a plan>> */
#line 3044 "chapters/06-segreduce.nw"
/* Defines lg_segreduce_apply_T for each type of LG_SEGREDUCE_TYPES. */
#define LG_SEGREDUCE_APPLY_DEFINE(suffix, T)                                                 \
    extern "C" lg_status lg_segreduce_apply_##suffix(const lg_segreduce_plan *plan,          \
                                                     const T *data, lg_op op, T *dest,       \
                                                     lg_context *ctx)                        \
    {                                                                                         \
        LG_BEGIN(ctx);                                                                        \
        return segreduce_apply(ctx, __func__, plan, data, op, dest);                         \
    }
LG_SEGREDUCE_TYPES(LG_SEGREDUCE_APPLY_DEFINE)
/* <<Multiply a sparse matrix by a vector>> */
#line 3116 "chapters/06-segreduce.nw"
template <typename T>
static lg_status check_spmv(lg_context *ctx, const char *function, const T *values,
                            const int32_t *cols, int nz, const int32_t *csr, int num_rows,
                            const T *x, T *y)
{
    /* x's length is not an argument: only its first entry is known to be x. */
    lg_array arrays[] = {{y, lg_seg_bytes_of(num_rows, sizeof(T)), "y"},
                         {values, lg_seg_bytes_of(nz, sizeof(T)), "values"},
                         {cols, lg_seg_bytes_of(nz, sizeof(int32_t)), "cols"},
                         {csr, lg_seg_bytes_of(num_rows, sizeof(int32_t)), "csr"},
                         {x, nz > 0 ? sizeof(T) : 0, "x"}};

    LG_TRY(lg_check_array(ctx, function, values, "values", nz, "nz"));
    LG_TRY(lg_check_array(ctx, function, cols, "cols", nz, "nz"));
    LG_TRY(lg_check_array(ctx, function, x, "x", nz, "nz"));
    LG_TRY(lg_check_array(ctx, function, y, "y", num_rows, "num_rows"));
    return lg_check_apart(ctx, function, arrays, 1, 5);
}
/* <<Multiply a sparse matrix by a vector>> */
#line 3137 "chapters/06-segreduce.nw"
template <typename T>
static lg_status spmv_csr(lg_context *ctx, const char *function, const T *values,
                          const int32_t *cols, int nz, const int32_t *csr, int num_rows,
                          const T *x, T *y)
{
    lg_segreduce_job<T, lg_seg_products<T> > job = {{values, cols, x}, nz, csr, num_rows,
                                                    NULL, NULL, y};
    void *scratch;

    LG_TRY(lg_seg_check_segments(ctx, function, "nz", nz, "num_rows", num_rows));
    LG_TRY(lg_check_array(ctx, function, csr, "csr", num_rows, "num_rows"));
    LG_TRY(check_spmv<T>(ctx, function, values, cols, nz, csr, num_rows, x, y));
    LG_TRY(lg_seg_check_csr(ctx, function, csr, num_rows, nz, "nz"));
    if (num_rows == 0)
        return LG_OK;
    if (nz == 0)
        return lg_seg_fill_identity<T, LG_OP_SUM>(ctx, function, y, num_rows);
    LG_TRY(lg_scratch(ctx, function, lg_segreduce_scratch_bytes(nz, sizeof(T), sizeof(lg_spine_chunk<T>)),
                      &scratch));
    return lg_segreduce_launch<T, LG_OP_SUM>(ctx, function, job, scratch);
}
/* <<Multiply a sparse matrix by a vector>> */
#line 3164 "chapters/06-segreduce.nw"
template <typename T>
static lg_status spmv_apply(lg_context *ctx, const char *function, const lg_segreduce_plan *plan,
                            const T *values, const int32_t *cols, const T *x, T *y)
{
    LG_REQUIRE(ctx, function, plan != NULL, "plan is NULL");
    LG_TRY(check_spmv<T>(ctx, function, values, cols, plan->count, NULL, plan->num_segments, x,
                         y));
    return plan_apply<T>(ctx, function, plan, lg_seg_products<T>{values, cols, x}, LG_OP_SUM, y);
}
/* <<Multiply a sparse matrix by a vector>> */
#line 3176 "chapters/06-segreduce.nw"
/* Defines lg_spmv_csr_T and lg_spmv_apply_T for each type of LG_SPMV_TYPES. */
#define LG_SPMV_DEFINE(suffix, T)                                                            \
    extern "C" lg_status lg_spmv_csr_##suffix(const T *values, const int32_t *cols, int nz,  \
                                              const int32_t *csr, int num_rows, const T *x,  \
                                              T *y, lg_context *ctx)                         \
    {                                                                                         \
        LG_BEGIN(ctx);                                                                        \
        return spmv_csr(ctx, __func__, values, cols, nz, csr, num_rows, x, y);               \
    }                                                                                         \
    extern "C" lg_status lg_spmv_apply_##suffix(const lg_segreduce_plan *plan,               \
                                                const T *values, const int32_t *cols,         \
                                                const T *x, T *y, lg_context *ctx)            \
    {                                                                                         \
        LG_BEGIN(ctx);                                                                        \
        return spmv_apply(ctx, __func__, plan, values, cols, x, y);                          \
    }
LG_SPMV_TYPES(LG_SPMV_DEFINE)
