#line 1287 "chapters/01-foundations.nw"
/* lg_scan_exclusive_i32: a single-pass scan with decoupled look-back. */
#include "internal.h"
#include "scan.cuh"

/* <<Scan an array of int32_t>> */
#line 1230 "chapters/01-foundations.nw"
extern "C" lg_status lg_scan_exclusive_i32(const int32_t *in, int count, int32_t *out,
                                           int64_t *total_host, lg_context *ctx)
{
    void *scratch = NULL;

    LG_BEGIN(ctx);
    /* <<Check the scan's arguments>> */
#line 1255 "chapters/01-foundations.nw"
    LG_REQUIRE(ctx, __func__, count >= 0, "count is %d; it must be at least 0", count);
    LG_REQUIRE(ctx, __func__, in != NULL || count == 0, "in is NULL and count is %d", count);
    LG_REQUIRE(ctx, __func__, out != NULL || count == 0, "out is NULL and count is %d", count);
    LG_REQUIRE(ctx, __func__, out == in || !lg_overlap(out, sizeof *out * (size_t)count, in,
                                                       sizeof *in * (size_t)count),
               "in and out overlap; they must be the same array or share no memory");
    if (total_host != NULL && count > 0)
        LG_TRY(lg_refuse_capture(ctx, __func__, "to wait for the device and hand total_host "
                                                "back; pass NULL to capture it"));
#line 1237 "chapters/01-foundations.nw"
    if (count == 0) {
        if (total_host != NULL)
            *total_host = 0;
        return LG_OK;
    }
    LG_TRY(lg_scratch(ctx, __func__, lg_scan_scratch_bytes(lg_scan_tile_count(count, LG_SCAN_NT * LG_SCAN_VT)),
                      &scratch));
    LG_TRY((lg_scan_exclusive_launch<LG_SCAN_NT, LG_SCAN_VT>(ctx, __func__, in, count, out,
                                                             (uint64_t *)scratch,
                                                             total_host != NULL)));
    /* <<Bring the exact total back to the host>> */
#line 1267 "chapters/01-foundations.nw"
    if (total_host != NULL) {
        uint64_t total = 0;
        LG_CUDA(ctx, __func__, cudaMemcpyAsync(&total, scratch, sizeof total,
                                               cudaMemcpyDeviceToHost, ctx->stream),
                "copying the total");
        LG_CUDA(ctx, __func__, cudaStreamSynchronize(ctx->stream), "waiting for the scan");
        *total_host = (int64_t)total;
    }
#line 1248 "chapters/01-foundations.nw"
    return LG_OK;
}
