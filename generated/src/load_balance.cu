#line 1079 "chapters/04-lbs.nw"
/* lg_load_balance_search, its partition step, and the check of a scan of
   counts that later chapters share. */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include "internal.h"
#include "load_balance.cuh"

/* <<Check a scan of counts on the device>> */
#line 920 "chapters/04-lbs.nw"
/* words[0] = the lowest i >= 1 with scan[i] < scan[i - 1] (it must start as
   UINT32_MAX, which stays if there is none); words[1] = scan[0];
   words[2] = scan[count - 1]. */
static __global__ void __launch_bounds__(256)
lbs_check_scan_kernel(const int32_t *scan, int count, uint32_t *words)
{
    int64_t stride = (int64_t)gridDim.x * blockDim.x;
    uint32_t first_drop = UINT32_MAX;

    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x + 1; i < count; i += stride)
        if (first_drop == UINT32_MAX && scan[i] < scan[i - 1])
            first_drop = (uint32_t)i;   /* a thread's first is its lowest */
    if (first_drop != UINT32_MAX)
        atomicMin(&words[0], first_drop);
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        words[1] = (uint32_t)scan[0];
        words[2] = (uint32_t)scan[count - 1];
    }
}
/* <<Check a scan of counts>> */
#line 942 "chapters/04-lbs.nw"
extern "C" lg_status lg_check_scan_of_counts(lg_context *ctx, const char *function,
                                             const int32_t *scan, const char *scan_name,
                                             int count, int total, const char *total_name)
{
    uint32_t words[3];
    void *scratch = NULL;
    int grid = lg_grid_stride_ctas(ctx, count, 256);
    char need[96];

    snprintf(need, sizeof need, "to check %s on the device and wait for the answer; turn "
             "validation off to capture it", scan_name);
    LG_TRY(lg_refuse_capture(ctx, function, need));
    LG_TRY(lg_scratch(ctx, function, sizeof words, &scratch));
    /* <<Run the check and bring its three words back>> */
#line 962 "chapters/04-lbs.nw"
    LG_CUDA(ctx, function, cudaMemsetAsync(scratch, 0xFF, sizeof words, ctx->stream),
            "clearing the scan check's words");
    lbs_check_scan_kernel<<<grid, 256, 0, ctx->stream>>>(scan, count, (uint32_t *)scratch);
    LG_CUDA(ctx, function, cudaGetLastError(), "checking the scan of counts");
    LG_CUDA(ctx, function,
            cudaMemcpyAsync(words, scratch, sizeof words, cudaMemcpyDeviceToHost, ctx->stream),
            "checking the scan of counts");
    LG_CUDA(ctx, function, cudaStreamSynchronize(ctx->stream), "checking the scan of counts");
#line 956 "chapters/04-lbs.nw"
    /* <<Say what is wrong with the scan>> */
#line 977 "chapters/04-lbs.nw"
    LG_REQUIRE(ctx, function, (int32_t)words[1] == 0, "%s[0] is %d; it must be 0", scan_name,
               (int32_t)words[1]);
    if (words[0] != UINT32_MAX) {
        int i = (int)words[0];
        int32_t pair[2] = {0, 0};

        LG_CUDA(ctx, function, cudaMemcpyAsync(pair, scan + i - 1, sizeof pair,
                                               cudaMemcpyDeviceToHost, ctx->stream),
                "reading the decreasing entries");
        LG_CUDA(ctx, function, cudaStreamSynchronize(ctx->stream), "reading the decreasing entries");
        return lg_fail(ctx, LG_ERR_INVALID_ARGUMENT, function,
                       "%s[%d] = %d is less than %s[%d] = %d; %s must not decrease", scan_name, i,
                       (int)pair[1], scan_name, i - 1, (int)pair[0], scan_name);
    }
    LG_REQUIRE(ctx, function, (int32_t)words[2] <= total, "%s[%d] = %d is beyond %s = %d",
               scan_name, count - 1, (int32_t)words[2], total_name, total);
#line 957 "chapters/04-lbs.nw"
    return LG_OK;
}
/* <<Partition a load-balancing search>> */
#line 1009 "chapters/04-lbs.nw"
extern "C" lg_status lg_load_balance_partitions(lg_context *ctx, const char *function,
                                                int a_count, const int32_t *b_scan,
                                                int b_count, int nv, int *partitions)
{
    enum { NT = LG_LBS_PARTITION_NT };
    int64_t count = lg_div_up((int64_t)a_count + b_count, nv) + 1;

    lg_lbs_partition_kernel<NT><<<(int)lg_div_up(count, NT), NT, 0, ctx->stream>>>(
        a_count, b_scan, b_count, nv, partitions, (int)count);
    LG_CUDA(ctx, function, cudaGetLastError(), "launching lg_lbs_partition_kernel");
    return LG_OK;
}
/* <<Launch the load-balancing search>> */
#line 1028 "chapters/04-lbs.nw"
template <int NT, int VT>
static lg_status launch_load_balance(lg_context *ctx, const char *function, int a_count,
                                     const int32_t *b_scan, int b_count, int32_t *indices)
{
    enum { NV = NT * VT };
    int tiles = (int)lg_div_up((int64_t)a_count + b_count, NV);
    int *partitions = NULL;

    LG_TRY(lg_scratch(ctx, function, sizeof(int) * ((size_t)tiles + 1), (void **)&partitions));
    LG_TRY(lg_load_balance_partitions(ctx, function, a_count, b_scan, b_count, NV, partitions));
    /* <<Launch the search kernel as a programmatic dependent of the partitions>> */
#line 1044 "chapters/04-lbs.nw"
    LG_CUDA(ctx, function, lg_launch_dependent(lg_load_balance_kernel<NT, VT, true>, tiles, NT, ctx,
                                               a_count, b_scan, b_count, (const int *)partitions,
                                               indices),
            "launching lg_load_balance_kernel");
#line 1039 "chapters/04-lbs.nw"
    return LG_OK;
}
/* <<The public load-balancing search>> */
#line 1054 "chapters/04-lbs.nw"
extern "C" lg_status lg_load_balance_search(int a_count, const int32_t *b_scan, int b_count,
                                            int32_t *indices, lg_context *ctx)
{
    LG_BEGIN(ctx);
    /* <<Check the load-balancing search's arguments>> */
#line 876 "chapters/04-lbs.nw"
    LG_REQUIRE(ctx, __func__, a_count >= 0, "a_count is %d; it must be at least 0", a_count);
    LG_REQUIRE(ctx, __func__, b_count >= 0, "b_count is %d; it must be at least 0", b_count);
    LG_REQUIRE(ctx, __func__, (int64_t)a_count + b_count <= INT_MAX,
               "a_count + b_count is %lld; it must be at most INT_MAX", (long long)a_count + b_count);
    LG_REQUIRE(ctx, __func__, b_scan != NULL || b_count == 0,
               "b_scan is NULL and b_count is %d", b_count);
    LG_REQUIRE(ctx, __func__, indices != NULL || a_count == 0,
               "indices is NULL and a_count is %d", a_count);
    LG_REQUIRE(ctx, __func__, b_count > 0 || a_count == 0,
               "b_count is 0 and a_count is %d; work items need objects to make them", a_count);
    LG_REQUIRE(ctx, __func__, !lg_overlap(indices, sizeof *indices * (size_t)a_count, b_scan,
                                sizeof *b_scan * (size_t)b_count),
               "indices and b_scan overlap; indices must share no memory with b_scan");
#line 1059 "chapters/04-lbs.nw"
    if (a_count == 0)
        return LG_OK;
    if (ctx->validate)
        LG_TRY(lg_check_scan_of_counts(ctx, __func__, b_scan, "b_scan", b_count, a_count,
                                       "a_count"));
    return launch_load_balance<LG_LBS_NT, LG_LBS_VT>(ctx, __func__, a_count, b_scan, b_count,
                                                     indices);
}
