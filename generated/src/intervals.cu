#line 949 "chapters/05-intervals.nw"
/* lg_interval_expand_S, lg_interval_move_S, lg_interval_gather_S and
   lg_interval_scatter_S for each suffix S of LG_INTERVAL_TYPES (i32,
   i64): the interval chapter's kernels and host functions. */
#include <limits.h>
#include <stdint.h>
#include "internal.h"
#include "load_balance.cuh"
#include "intervals.h"

/* <<The interval expand kernel>> */
#line 322 "chapters/05-intervals.nw"
/* CTA `tile` writes out[a] = values[j] for the elements a of its tile,
   j being a's interval. One CTA of NT threads per tile of NT * VT
   positions of the merge; partitions from lg_load_balance_partitions. */
template <int NT, int VT, typename T>
__global__ void __launch_bounds__(NT)
lg_interval_expand_kernel(int move_count, const int32_t *scan, const T *values,
                          int interval_count, const int *partitions, T *out)
{
    __shared__ T tile_shared[LG_LBS_SHARED_WORDS(NT * VT)]; /* a slot of T per position */
    int32_t *indices_shared = (int32_t *)tile_shared;
    int tile = blockIdx.x, a_count;
    T *b_shared;
    lg_lbs_tile t;

    lg_wait_prior_grid(); /* the partitions are complete and visible */
    t = lg_cta_load_balance<NT, VT, true>(move_count, scan, interval_count, tile,
                                          partitions[tile], partitions[tile + 1], 1,
                                          indices_shared);
    a_count = t.a_end - t.a_begin;
    b_shared = (T *)(indices_shared + lg_interval_values_start(a_count, sizeof(T) / 4));
    /* <<Replace the tile's scan elements by the intervals' values>> */
#line 296 "chapters/05-intervals.nw"
    /* After the CTA search (its barrier passed): b_shared[k] = values[t.b_begin + k]. */
    lg_load_to_shared<NT, VT + 1>(values + t.b_begin, t.b_end - t.b_begin, b_shared, threadIdx.x);
    __syncthreads();
#line 343 "chapters/05-intervals.nw"
    /* <<Fill the tile's elements in strided order>> */
#line 302 "chapters/05-intervals.nw"
    #pragma unroll
    for (int v = 0; v < VT; v++) {
        int k = threadIdx.x + v * NT;

        if (k < a_count)
            out[t.a_begin + k] = b_shared[lg_interval_slot(t, indices_shared, k)];
    }
#line 344 "chapters/05-intervals.nw"
}
/* <<The interval move kernel>> */
#line 464 "chapters/05-intervals.nw"
/* CTA `tile` copies in[gather[j] + r] to out[scatter[j] + r] for the
   elements of its tile, j being an element's interval and r its rank;
   without GATHER the source is the element's index, without SCATTER the
   destination is. */
template <int NT, int VT, bool GATHER, bool SCATTER, typename T>
__global__ void __launch_bounds__(NT)
lg_interval_move_kernel(int move_count, const int32_t *gather, const int32_t *scatter,
                        const int32_t *scan, int interval_count, const int *partitions,
                        const T *__restrict__ in, T *__restrict__ out)
{
    __shared__ int32_t indices_shared[LG_LBS_SHARED_WORDS(NT * VT)];
    __shared__ int32_t second_shared[GATHER && SCATTER ? NT * VT + 2 : 1];
    int tile = blockIdx.x, a_count, b_count;
    int32_t *b_shared, *to_shared;
    lg_lbs_tile t;

    lg_wait_prior_grid(); /* the partitions are complete and visible */
    t = lg_cta_load_balance<NT, VT, true>(move_count, scan, interval_count, tile,
                                          partitions[tile], partitions[tile + 1], 1,
                                          indices_shared);
    a_count = t.a_end - t.a_begin;
    b_count = t.b_end - t.b_begin;
    b_shared = indices_shared + a_count;
    to_shared = GATHER ? second_shared : b_shared;
    /* <<Replace the tile's scan elements by the differences>> */
#line 411 "chapters/05-intervals.nw"
    /* b_shared[k] (the start of slot k) becomes the gather difference of slot
       k, and to_shared[k] its scatter difference (in place of the start, when
       there is no gather). All loads first, then the stores of each thread's
       own slots. */
    {
        int32_t from[VT + 1], to[VT + 1];

    #pragma unroll
        for (int v = 0; v <= VT; v++) {
            int k = threadIdx.x + v * NT;
            from[v] = GATHER && k < b_count ? gather[t.b_begin + k] : 0;
            to[v] = SCATTER && k < b_count ? scatter[t.b_begin + k] : 0;
        }
    #pragma unroll
        for (int v = 0; v <= VT; v++) {
            int k = threadIdx.x + v * NT;
            if (k < b_count) {
                int32_t start = b_shared[k];
                if (GATHER)
                    b_shared[k] = lg_interval_difference(from[v], start);
                if (SCATTER)
                    to_shared[k] = lg_interval_difference(to[v], start);
            }
        }
    }
    __syncthreads();
#line 489 "chapters/05-intervals.nw"
    /* <<Move the tile's elements in strided order>> */
#line 443 "chapters/05-intervals.nw"
    {
        T x[VT];
        int32_t destination[VT];

    #pragma unroll
        for (int v = 0; v < VT; v++) {
            int k = threadIdx.x + v * NT, a = t.a_begin + k;
            if (k < a_count) {
                int slot = lg_interval_slot(t, indices_shared, k);
                x[v] = in[GATHER ? lg_interval_apply(a, b_shared[slot]) : a];
                destination[v] = SCATTER ? lg_interval_apply(a, to_shared[slot]) : a;
            }
        }
    #pragma unroll
        for (int v = 0; v < VT; v++)
            if (threadIdx.x + v * NT < a_count)
                out[destination[v]] = x[v];
    }
#line 490 "chapters/05-intervals.nw"
}
/* <<Check the arguments every interval function takes>> */
#line 717 "chapters/05-intervals.nw"
/* LG_OK, or LG_ERR_INVALID_ARGUMENT on behalf of `function`. */
static lg_status check_intervals(lg_context *ctx, const char *function, int move_count,
                                 const int32_t *scan, int interval_count)
{
    LG_REQUIRE(ctx, function, move_count >= 0, "move_count is %d; it must be at least 0",
               move_count);
    LG_REQUIRE(ctx, function, interval_count >= 0,
               "interval_count is %d; it must be at least 0", interval_count);
    LG_REQUIRE(ctx, function, scan != NULL || interval_count == 0,
               "scan is NULL and interval_count is %d", interval_count);
    LG_REQUIRE(ctx, function, move_count == 0 || interval_count > 0,
               "move_count is %d but there are no intervals to hold the elements", move_count);
    LG_REQUIRE(ctx, function, (int64_t)move_count + interval_count <= INT_MAX,
               "move_count + interval_count is %lld, more than INT_MAX",
               (long long)move_count + interval_count);
    return LG_OK;
}
/* <<Validate the scan and the counts>> */
#line 751 "chapters/05-intervals.nw"
/* LG_OK if validation is off or the scan is a scan of counts. */
static lg_status validate_scan(lg_context *ctx, const char *function, int move_count,
                               const int32_t *scan, int interval_count)
{
    if (!ctx->validate)
        return LG_OK;
    return lg_check_scan_of_counts(ctx, function, scan, "scan", interval_count, move_count,
                                   "move_count");
}
/* <<Prepare a launch after the partitions>> */
#line 771 "chapters/05-intervals.nw"
/* The cuts of the merge of move_count elements with the scan into *tiles
   tiles of nv: *partitions, one per tile and one more, in scratch memory. */
static lg_status partition_intervals(lg_context *ctx, const char *function, int move_count,
                                     const int32_t *scan, int interval_count, int nv,
                                     int **partitions, int *tiles)
{
    *tiles = (int)lg_div_up((int64_t)move_count + interval_count, nv);
    LG_TRY(lg_scratch(ctx, function, sizeof(int) * ((size_t)*tiles + 1), (void **)partitions));
    return lg_load_balance_partitions(ctx, function, move_count, scan, interval_count, nv,
                                      *partitions);
}
/* <<Launch interval expand>> */
#line 787 "chapters/05-intervals.nw"
template <typename T>
static lg_status launch_expand(lg_context *ctx, const char *function, int move_count,
                               const int32_t *scan, const T *values, int interval_count, T *out)
{
    enum { NT = LG_EXPAND_NT, VT = LG_EXPAND_VT_OF(sizeof(T)) };
    int *partitions = NULL, tiles;

    LG_TRY(partition_intervals(ctx, function, move_count, scan, interval_count, NT * VT,
                               &partitions, &tiles));
    LG_CUDA(ctx, function,
            lg_launch_dependent(lg_interval_expand_kernel<NT, VT, T>, tiles, NT, ctx,
                                move_count, scan, values, interval_count,
                                (const int *)partitions, out),
            "launching lg_interval_expand_kernel");
    return LG_OK;
}
/* <<Launch interval move>> */
#line 806 "chapters/05-intervals.nw"
template <typename T, bool GATHER, bool SCATTER>
static lg_status launch_move(lg_context *ctx, const char *function, int move_count,
                             const int32_t *gather, const int32_t *scatter,
                             const int32_t *scan, int interval_count, const T *in, T *out)
{
    enum { NT = LG_MOVE_NT, VT = LG_MOVE_VT_OF(sizeof(T)) };
    int *partitions = NULL, tiles;

    LG_TRY(partition_intervals(ctx, function, move_count, scan, interval_count, NT * VT,
                               &partitions, &tiles));
    LG_CUDA(ctx, function,
            lg_launch_dependent(lg_interval_move_kernel<NT, VT, GATHER, SCATTER, T>, tiles, NT,
                                ctx, move_count, gather, scatter, scan, interval_count,
                                (const int *)partitions, in, out),
            "launching lg_interval_move_kernel");
    return LG_OK;
}
/* <<Check and launch an expand>> */
#line 831 "chapters/05-intervals.nw"
/* The checks, the validation and the launch of lg_interval_expand_S. */
template <typename T>
static lg_status expand_call(lg_context *ctx, const char *function, int move_count,
                             const int32_t *scan, const T *values, int interval_count, T *out)
{
    lg_array arrays[] = {{out, sizeof(T) * (size_t)move_count, "out"},
                         {scan, sizeof(int32_t) * (size_t)interval_count, "scan"},
                         {values, sizeof(T) * (size_t)interval_count, "values"}};

    LG_TRY(check_intervals(ctx, function, move_count, scan, interval_count));
    LG_TRY(lg_check_array(ctx, function, values, "values", interval_count, "interval_count"));
    LG_TRY(lg_check_array(ctx, function, out, "out", move_count, "move_count"));
    LG_TRY(lg_check_apart(ctx, function, arrays, 1, 3));
    if (move_count == 0)
        return LG_OK;
    LG_TRY(validate_scan(ctx, function, move_count, scan, interval_count));
    return launch_expand(ctx, function, move_count, scan, values, interval_count, out);
}
/* <<Check that a move's output stands apart>> */
#line 858 "chapters/05-intervals.nw"
/* LG_OK unless out shares memory with an array the move, gather (GATHER
   alone) or scatter (SCATTER alone) reads. */
template <typename T, bool GATHER, bool SCATTER>
static lg_status check_move_apart(lg_context *ctx, const char *function, int move_count,
                                  const int32_t *gather, const int32_t *scatter,
                                  const int32_t *scan, int interval_count, const T *in, T *out)
{
    size_t per_interval = sizeof(int32_t) * (size_t)interval_count;
    int out_count = GATHER && SCATTER ? move_count > 0 : move_count;
    int in_count = GATHER ? move_count > 0 : move_count;
    lg_array arrays[] = {{out, sizeof(T) * (size_t)out_count, "out"},
                         {scan, per_interval, "scan"},
                         {gather, GATHER ? per_interval : 0, "gather"},
                         {scatter, SCATTER ? per_interval : 0, "scatter"},
                         {in, sizeof(T) * (size_t)in_count, "in"}};

    return lg_check_apart(ctx, function, arrays, 1, 5);
}
/* <<Check and launch a move, gather or scatter>> */
#line 879 "chapters/05-intervals.nw"
/* The checks, the validation and the launch of lg_interval_move_S
   (GATHER and SCATTER), lg_interval_gather_S (GATHER alone) or
   lg_interval_scatter_S (SCATTER alone). */
template <typename T, bool GATHER, bool SCATTER>
static lg_status move_call(lg_context *ctx, const char *function, int move_count,
                           const int32_t *gather, const int32_t *scatter, const int32_t *scan,
                           int interval_count, const T *in, T *out)
{
    LG_TRY(check_intervals(ctx, function, move_count, scan, interval_count));
    if (GATHER)
        LG_TRY(lg_check_array(ctx, function, gather, "gather", interval_count, "interval_count"));
    if (SCATTER)
        LG_TRY(lg_check_array(ctx, function, scatter, "scatter", interval_count,
                              "interval_count"));
    LG_TRY(lg_check_array(ctx, function, in, "in", move_count, "move_count"));
    LG_TRY(lg_check_array(ctx, function, out, "out", move_count, "move_count"));
    LG_TRY((check_move_apart<T, GATHER, SCATTER>(ctx, function, move_count, gather, scatter,
                                                 scan, interval_count, in, out)));
    if (move_count == 0)
        return LG_OK;
    LG_TRY(validate_scan(ctx, function, move_count, scan, interval_count));
    return launch_move<T, GATHER, SCATTER>(ctx, function, move_count, gather, scatter, scan,
                                           interval_count, in, out);
}
/* <<The public interval functions>> */
#line 911 "chapters/05-intervals.nw"
#define LG_DEFINE_INTERVAL_CALLS(S, T)                                                          \
    extern "C" lg_status lg_interval_expand_##S(int move_count, const int32_t *scan,           \
        const T *values, int interval_count, T *out, lg_context *ctx)                          \
    {                                                                                          \
        LG_BEGIN(ctx);                                                                         \
        return expand_call(ctx, __func__, move_count, scan, values, interval_count, out);      \
    }                                                                                          \
    extern "C" lg_status lg_interval_move_##S(int move_count, const int32_t *gather,           \
        const int32_t *scatter, const int32_t *scan, int interval_count, const T *in, T *out,  \
        lg_context *ctx)                                                                       \
    {                                                                                          \
        LG_BEGIN(ctx);                                                                         \
        return move_call<T, true, true>(ctx, __func__, move_count, gather, scatter, scan,      \
                                        interval_count, in, out);                              \
    }                                                                                          \
    extern "C" lg_status lg_interval_gather_##S(int move_count, const int32_t *gather,         \
        const int32_t *scan, int interval_count, const T *in, T *out, lg_context *ctx)         \
    {                                                                                          \
        LG_BEGIN(ctx);                                                                         \
        return move_call<T, true, false>(ctx, __func__, move_count, gather, NULL, scan,        \
                                         interval_count, in, out);                             \
    }                                                                                          \
    extern "C" lg_status lg_interval_scatter_##S(int move_count, const int32_t *scatter,       \
        const int32_t *scan, int interval_count, const T *in, T *out, lg_context *ctx)         \
    {                                                                                          \
        LG_BEGIN(ctx);                                                                         \
        return move_call<T, false, true>(ctx, __func__, move_count, NULL, scatter, scan,       \
                                         interval_count, in, out);                             \
    }
LG_INTERVAL_TYPES(LG_DEFINE_INTERVAL_CALLS)
