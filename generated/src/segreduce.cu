#line 3859 "chapters/06-segreduce.nw"
/* Segmented reduction, reduce-by-key and CSR SpMV: the host functions. */
#include <stdlib.h>
#include "segreduce_launch.cuh"

/* <<Reduce over a CSR array>> */
#line 1986 "chapters/06-segreduce.nw"
template <typename T>
static lg_status segreduce_csr(lg_context *ctx, const char *function, const T *data, int count,
                               const int32_t *csr, int num_segments, lg_op op, T *dest)
{
    lg_segreduce_job<T, lg_seg_values<T> > job = {{data}, count, csr, num_segments, NULL, NULL,
                                           dest};
    lg_status status;
    void *scratch;

    if ((status = lg_seg_check_segments(ctx, function, "count", count, "num_segments", num_segments)) ||
        (status = lg_check_array(ctx, function, data, "data", count, "count")) ||
        (status = lg_check_array(ctx, function, csr, "csr", num_segments, "num_segments")) ||
        (status = lg_check_array(ctx, function, dest, "dest", num_segments, "num_segments")) ||
        (status = lg_seg_check_op(ctx, function, op, lg_is_int32<T>::value)))
        return status;
    {
        lg_array arrays[] = {{dest, lg_seg_bytes_of(num_segments, sizeof(T)), "dest"},
                             {data, lg_seg_bytes_of(count, sizeof(T)), "data"},
                             {csr, lg_seg_bytes_of(num_segments, sizeof(int32_t)), "csr"}};

        if ((status = lg_check_apart(ctx, function, arrays, 1, 3)) ||
            (status = lg_seg_check_csr(ctx, function, csr, num_segments, count, "count")))
            return status;
    }
    if (num_segments == 0)
        return LG_OK;
    if (count == 0)
        return lg_seg_fill_identity_of<T>(ctx, function, op, dest, num_segments);
    if ((status = lg_scratch(ctx, lg_segreduce_scratch_bytes(count, sizeof(T),
                                                          sizeof(lg_spine_chunk<T>)),
                             &scratch)) != LG_OK)
        return status;
    return lg_segreduce_dispatch<T>(ctx, function, op, job, scratch);
}
/* <<The CSR segmented reductions>> */
#line 2023 "chapters/06-segreduce.nw"
extern "C" lg_status lg_segreduce_csr_f32(const float *data, int count, const int32_t *csr,
                                          int num_segments, lg_op op, float *dest,
                                          lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_csr(ctx, __func__, data, count, csr, num_segments, op, dest);
}

extern "C" lg_status lg_segreduce_csr_f64(const double *data, int count, const int32_t *csr,
                                          int num_segments, lg_op op, double *dest,
                                          lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_csr(ctx, __func__, data, count, csr, num_segments, op, dest);
}

extern "C" lg_status lg_segreduce_csr_i32(const int32_t *data, int count, const int32_t *csr,
                                          int num_segments, lg_op op, int32_t *dest,
                                          lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_csr(ctx, __func__, data, count, csr, num_segments, op, dest);
}
/* <<Reduce by key>> */
#line 2348 "chapters/06-segreduce.nw"
/* Bytes of the status words (and the counter of started tiles) of the pass. */
static size_t keys_status_bytes(int count)
{
    return lg_scratch_align(sizeof(uint64_t) * ((size_t)lg_segreduce_tile_count(count) + 1));
}

static lg_status keys_to_codes(lg_context *ctx, const char *function, const int32_t *keys,
                               int count, uint32_t *codes, void *status, int32_t *limits,
                               int32_t *keys_out)
{
    const int NT = LG_SEGREDUCE_NT, VT = LG_SEGREDUCE_VT;
    int tiles = lg_segreduce_tile_count(count);
    cudaError_t error = cudaMemsetAsync(status, 0, keys_status_bytes(count), ctx->stream);

    if (error == cudaSuccess) {
        lg_segreduce_keys_codes_kernel<NT, VT><<<tiles, NT, 0, ctx->stream>>>(
            keys, count, tiles, codes, limits, (uint64_t *)status, keys_out);
        error = cudaGetLastError();
    }
    if (error != cudaSuccess)
        return lg_fail_cuda(ctx, error, function, "launching the pass over the keys");
    return LG_OK;
}

static lg_status read_segment_count(lg_context *ctx, const char *function, const int32_t *limits,
                                    int tiles, int *num_segments_host)
{
    cudaError_t error = cudaMemcpyAsync(num_segments_host, limits + tiles, sizeof(int),
                                        cudaMemcpyDeviceToHost, ctx->stream);
    if (error == cudaSuccess)
        error = cudaStreamSynchronize(ctx->stream);
    return error == cudaSuccess ? LG_OK
                                : lg_fail_cuda(ctx, error, function, "reading the number of segments");
}
/* <<Reduce by key>> */
#line 2385 "chapters/06-segreduce.nw"
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
    lg_status status;
    char *scratch;

    if ((status = lg_seg_check_count(ctx, function, "count", count)) ||
        (status = lg_check_array(ctx, function, keys, "keys", count, "count")) ||
        (status = lg_check_array(ctx, function, data, "data", count, "count")) ||
        (status = lg_check_array(ctx, function, dest, "dest", count, "count")) ||
        (status = lg_seg_check_op(ctx, function, op, lg_is_int32<T>::value)))
        return status;
    {
        /* How many segments there are is known only after the pass, so the
           outputs are checked where they start. */
        lg_array arrays[] = {{dest, count > 0 ? sizeof(T) : 0, "dest"},
                             {keys_out, keys_out && count > 0 ? sizeof(int32_t) : 0,
                              "keys_out"},
                             {keys, lg_seg_bytes_of(count, sizeof(int32_t)), "keys"},
                             {data, lg_seg_bytes_of(count, sizeof(T)), "data"}};

        if ((status = lg_check_apart(ctx, function, arrays, 2, 4)))
            return status;
    }
    if (num_segments_host != NULL && count > 0 &&
        (status = lg_refuse_capture(ctx, function,
                                    "to wait for the device and hand num_segments_host back; "
                                    "pass NULL to capture it")))
        return status;
    if (count == 0) {
        if (num_segments_host != NULL)
            *num_segments_host = 0;
        return LG_OK;
    }
    /* <<Find the codes of the keys and reduce>> */
#line 2431 "chapters/06-segreduce.nw"
    if ((status = lg_scratch(ctx, codes_bytes + status_bytes + limits_bytes +
                                      lg_segreduce_scratch_bytes(count, sizeof(T), sizeof(lg_spine_chunk<T>)),
                             (void **)&scratch)) != LG_OK)
        return status;
    job.codes = (const uint32_t *)scratch;
    job.limits = (const int32_t *)(scratch + codes_bytes + status_bytes);
    if ((status = keys_to_codes(ctx, function, keys, count, (uint32_t *)job.codes,
                                scratch + codes_bytes, (int32_t *)job.limits, keys_out)) ||
        (status = lg_segreduce_dispatch<T>(ctx, function, op, job,
                                        scratch + codes_bytes + status_bytes + limits_bytes)))
        return status;
    return num_segments_host == NULL ? LG_OK
                                     : read_segment_count(ctx, function, job.limits, tiles,
                                                          num_segments_host);
#line 2427 "chapters/06-segreduce.nw"
}
/* <<The reduce-by-key functions>> */
#line 2448 "chapters/06-segreduce.nw"
extern "C" lg_status lg_reduce_by_key_f32(const int32_t *keys, const float *data, int count,
                                          lg_op op, int32_t *keys_out, float *dest,
                                          int *num_segments_host, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return reduce_by_key(ctx, __func__, keys, data, count, op, keys_out, dest,
                                num_segments_host);
}

extern "C" lg_status lg_reduce_by_key_f64(const int32_t *keys, const double *data, int count,
                                          lg_op op, int32_t *keys_out, double *dest,
                                          int *num_segments_host, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return reduce_by_key(ctx, __func__, keys, data, count, op, keys_out, dest,
                                 num_segments_host);
}

extern "C" lg_status lg_reduce_by_key_i32(const int32_t *keys, const int32_t *data, int count,
                                          lg_op op, int32_t *keys_out, int32_t *dest,
                                          int *num_segments_host, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return reduce_by_key(ctx, __func__, keys, data, count, op, keys_out, dest,
                                  num_segments_host);
}
/* <<The plan structure>> */
#line 2618 "chapters/06-segreduce.nw"
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
#line 2677 "chapters/06-segreduce.nw"
static lg_status plan_allocate(lg_context *ctx, const char *function, int count,
                               int csr_entries, lg_segreduce_plan **plan)
{
    lg_segreduce_plan *p = (lg_segreduce_plan *)calloc(1, sizeof *p);
    int tiles = lg_segreduce_tile_count(count);
    size_t limits_bytes = lg_scratch_align(sizeof(int32_t) * ((size_t)tiles + 1));
    size_t codes_bytes = lg_scratch_align(sizeof(uint32_t) * (size_t)tiles * LG_SEGREDUCE_NT);
    cudaError_t error;

    if (p == NULL)
        return lg_fail(ctx, LG_ERR_OUT_OF_MEMORY, function, "no host memory for the plan");
    if (lg_refuse_capture(ctx, function, "to allocate the plan's device memory") != LG_OK) {
        free(p);
        return LG_ERR_INVALID_ARGUMENT;   /* the message says why */
    }
    error = cudaMalloc(&p->memory, limits_bytes + codes_bytes + sizeof(int32_t) * (size_t)csr_entries);
    if (error != cudaSuccess) {
        free(p);
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

extern "C" void lg_segreduce_plan_destroy(lg_segreduce_plan *plan)
{
    if (plan == NULL)
        return;
    (void)cudaFree(plan->memory);
    free(plan);
}
/* <<Make a plan>> */
#line 2716 "chapters/06-segreduce.nw"
extern "C" lg_status lg_segreduce_plan_csr(const int32_t *csr, int count, int num_segments,
                                           lg_segreduce_plan **plan, lg_context *ctx)
{
    const int NT = LG_SEGREDUCE_NT, VT = LG_SEGREDUCE_VT;
    lg_segreduce_plan *p;
    lg_status status;
    cudaError_t error;

    LG_BEGIN(ctx);
    LG_REQUIRE(ctx, __func__, plan != NULL, "plan is NULL; pass the address of a plan pointer");
    *plan = NULL;
    if ((status = lg_seg_check_segments(ctx, __func__, "count", count, "num_segments", num_segments)) ||
        (status = lg_check_array(ctx, __func__, csr, "csr", num_segments, "num_segments")) ||
        (status = lg_seg_check_csr(ctx, __func__, csr, num_segments, count, "count")) ||
        (status = plan_allocate(ctx, __func__, count, num_segments, &p)))
        return status;
    p->num_segments = num_segments;
    error = cudaMemcpyAsync(p->csr, csr, sizeof(int32_t) * (size_t)num_segments,
                            cudaMemcpyDeviceToDevice, ctx->stream);
    if (error == cudaSuccess && p->tile_count > 0) {
        lg_segreduce_launch_partition(p->csr, num_segments, count, p->tile_count, p->limits, ctx->stream);
        lg_segreduce_csr_codes_kernel<NT, VT><<<p->tile_count, NT, 0, ctx->stream>>>(
            p->csr, num_segments, count, p->limits, p->codes);
        error = cudaGetLastError();
    }
    if (error != cudaSuccess) {
        lg_segreduce_plan_destroy(p);
        return lg_fail_cuda(ctx, error, __func__, "making the plan");
    }
    *plan = p;
    return LG_OK;
}
/* <<Make a plan>> */
#line 2754 "chapters/06-segreduce.nw"
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
    if ((status = lg_seg_check_count(ctx, __func__, "count", count)) ||
        (status = lg_check_array(ctx, __func__, keys, "keys", count, "count")) ||
        (status = lg_scratch(ctx, keys_status_bytes(count), &key_status)) ||
        (status = plan_allocate(ctx, __func__, count, 0, &p)))
        return status;
    if (count > 0 &&
        ((status = keys_to_codes(ctx, __func__, keys, count, p->codes, key_status, p->limits,
                                 NULL)) ||
         (status = read_segment_count(ctx, __func__, p->limits, p->tile_count, &p->num_segments)))) {
        lg_segreduce_plan_destroy(p);
        return status;
    }
    if (num_segments_host != NULL)
        *num_segments_host = p->num_segments;
    *plan = p;
    return LG_OK;
}
/* <<Apply a plan>> */
#line 2787 "chapters/06-segreduce.nw"
template <typename T, typename Source>
static lg_status plan_apply(lg_context *ctx, const char *function, const lg_segreduce_plan *plan,
                            Source source, lg_op op, T *dest)
{
    lg_segreduce_job<T, Source> job = {source, plan->count, plan->csr, plan->num_segments,
                                   plan->limits, plan->codes, dest};
    lg_status status;
    void *scratch;

    if (plan->num_segments == 0)
        return LG_OK;
    if (plan->count == 0)
        return lg_seg_fill_identity_of<T>(ctx, function, op, dest, plan->num_segments);
    if ((status = lg_scratch(ctx, lg_segreduce_scratch_bytes(plan->count, sizeof(T),
                                                          sizeof(lg_spine_chunk<T>)), &scratch)))
        return status;
    return lg_segreduce_dispatch<T>(ctx, function, op, job, scratch);
}

template <typename T>
static lg_status segreduce_apply(lg_context *ctx, const char *function,
                                 const lg_segreduce_plan *plan, const T *data, lg_op op, T *dest)
{
    lg_status status;

    if (plan == NULL)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "plan is NULL");
    if ((status = lg_check_array(ctx, function, data, "data", plan->count, "the plan's count")) ||
        (status = lg_check_array(ctx, function, dest, "dest", plan->num_segments,
                                "the plan's num_segments")) ||
        (status = lg_seg_check_op(ctx, function, op, lg_is_int32<T>::value)))
        return status;
    {
        lg_array arrays[] = {{dest, lg_seg_bytes_of(plan->num_segments, sizeof(T)), "dest"},
                             {data, lg_seg_bytes_of(plan->count, sizeof(T)), "data"}};

        if ((status = lg_check_apart(ctx, function, arrays, 1, 2)))
            return status;
    }
    return plan_apply<T>(ctx, function, plan, lg_seg_values<T>{data}, op, dest);
}
/* <<Apply a plan>> */
#line 2831 "chapters/06-segreduce.nw"
extern "C" lg_status lg_segreduce_apply_f32(const lg_segreduce_plan *plan, const float *data,
                                            lg_op op, float *dest, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_apply(ctx, __func__, plan, data, op, dest);
}

extern "C" lg_status lg_segreduce_apply_f64(const lg_segreduce_plan *plan, const double *data,
                                            lg_op op, double *dest, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_apply(ctx, __func__, plan, data, op, dest);
}

extern "C" lg_status lg_segreduce_apply_i32(const lg_segreduce_plan *plan, const int32_t *data,
                                            lg_op op, int32_t *dest, lg_context *ctx)
{
    LG_BEGIN(ctx);
    return segreduce_apply(ctx, __func__, plan, data, op, dest);
}
/* <<Multiply a sparse matrix by a vector>> */
#line 2919 "chapters/06-segreduce.nw"
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
    lg_status status;

    if ((status = lg_check_array(ctx, function, values, "values", nz, "nz")) ||
        (status = lg_check_array(ctx, function, cols, "cols", nz, "nz")) ||
        (status = lg_check_array(ctx, function, x, "x", nz, "nz")) ||
        (status = lg_check_array(ctx, function, y, "y", num_rows, "num_rows")))
        return status;
    return lg_check_apart(ctx, function, arrays, 1, 5);
}

template <typename T>
static lg_status spmv_csr(lg_context *ctx, const char *function, const T *values,
                          const int32_t *cols, int nz, const int32_t *csr, int num_rows,
                          const T *x, T *y)
{
    lg_segreduce_job<T, lg_seg_products<T> > job = {{values, cols, x}, nz, csr, num_rows, NULL, NULL,
                                             y};
    lg_status status;
    void *scratch;

    if ((status = lg_seg_check_segments(ctx, function, "nz", nz, "num_rows", num_rows)) ||
        (status = lg_check_array(ctx, function, csr, "csr", num_rows, "num_rows")) ||
        (status = check_spmv<T>(ctx, function, values, cols, nz, csr, num_rows, x, y)) ||
        (status = lg_seg_check_csr(ctx, function, csr, num_rows, nz, "nz")))
        return status;
    if (num_rows == 0)
        return LG_OK;
    if (nz == 0)
        return lg_seg_fill_identity<T, LG_OP_SUM>(ctx, function, y, num_rows);
    if ((status = lg_scratch(ctx, lg_segreduce_scratch_bytes(nz, sizeof(T), sizeof(lg_spine_chunk<T>)),
                             &scratch)))
        return status;
    return lg_segreduce_launch<T, LG_OP_SUM>(ctx, function, job, scratch);
}
/* <<Multiply a sparse matrix by a vector>> */
#line 2967 "chapters/06-segreduce.nw"
template <typename T>
static lg_status spmv_apply(lg_context *ctx, const char *function, const lg_segreduce_plan *plan,
                            const T *values, const int32_t *cols, const T *x, T *y)
{
    lg_status status;

    if (plan == NULL)
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function, "plan is NULL");
    if ((status = check_spmv<T>(ctx, function, values, cols, plan->count, NULL,
                                plan->num_segments, x, y)))
        return status;
    return plan_apply<T>(ctx, function, plan, lg_seg_products<T>{values, cols, x}, LG_OP_SUM, y);
}

extern "C" lg_status lg_spmv_csr_f32(const float *values, const int32_t *cols, int nz,
                                     const int32_t *csr, int num_rows, const float *x, float *y,
                                     lg_context *ctx)
{
    LG_BEGIN(ctx);
    return spmv_csr(ctx, __func__, values, cols, nz, csr, num_rows, x, y);
}

extern "C" lg_status lg_spmv_csr_f64(const double *values, const int32_t *cols, int nz,
                                     const int32_t *csr, int num_rows, const double *x, double *y,
                                     lg_context *ctx)
{
    LG_BEGIN(ctx);
    return spmv_csr(ctx, __func__, values, cols, nz, csr, num_rows, x, y);
}

extern "C" lg_status lg_spmv_apply_f32(const lg_segreduce_plan *plan, const float *values,
                                       const int32_t *cols, const float *x, float *y,
                                       lg_context *ctx)
{
    LG_BEGIN(ctx);
    return spmv_apply(ctx, __func__, plan, values, cols, x, y);
}

extern "C" lg_status lg_spmv_apply_f64(const lg_segreduce_plan *plan, const double *values,
                                       const int32_t *cols, const double *x, double *y,
                                       lg_context *ctx)
{
    LG_BEGIN(ctx);
    return spmv_apply(ctx, __func__, plan, values, cols, x, y);
}
