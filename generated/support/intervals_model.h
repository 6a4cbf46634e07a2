#line 6800 "chapters/09-support.nw"
/* CPU models of interval expand and move: the sequential algorithms and
   the kernels' tiles run thread by thread. Valid C11. */
#ifndef LITGPU_INTERVALS_MODEL_H
#define LITGPU_INTERVALS_MODEL_H

#include "intervals.h"
#include "lbs_model.h"

/* <<The end of an interval>> */
#line 97 "chapters/05-intervals.nw"
/* Where interval j of scan[0, count) ends: where the next one starts, or
   move_count for the last. */
LG_HD int32_t lg_interval_end(const int32_t *scan, int count, int move_count, int j)
{
    return j + 1 < count ? scan[j + 1] : (int32_t)move_count;
}
/* <<Expand intervals sequentially>> */
#line 111 "chapters/05-intervals.nw"
/* out[scan[j] + r] = values[j] for every interval j of scan[0, count) and
   every rank r below its length. */
LG_HD void lg_interval_expand_sequential(int move_count, const int32_t *scan,
                                         const int32_t *values, int count, int32_t *out)
{
    for (int j = 0; j < count; j++)
        for (int32_t k = scan[j]; k < lg_interval_end(scan, count, move_count, j); k++)
            out[k] = values[j];
}
/* <<Move intervals sequentially>> */
#line 123 "chapters/05-intervals.nw"
/* out[scatter[j] + r] = in[gather[j] + r] for every interval j and rank r
   below its length. A NULL gather or scatter stands for the scan itself:
   the interval gather reads in order, the interval scatter writes in order. */
LG_HD void lg_interval_move_sequential(int move_count, const int32_t *gather,
                                       const int32_t *scatter, const int32_t *scan, int count,
                                       const int32_t *in, int32_t *out)
{
    for (int j = 0; j < count; j++) {
        int32_t length = lg_interval_end(scan, count, move_count, j) - scan[j];
        int32_t from = gather != NULL ? gather[j] : scan[j];
        int32_t to = scatter != NULL ? scatter[j] : scan[j];

        for (int32_t r = 0; r < length; r++)
            out[to + r] = in[from + r];
    }
}
/* <<Run an interval move tile one thread after another>> */
#line 519 "chapters/05-intervals.nw"
/* Tile `tile` of lg_interval_move_kernel (tiles of nt * vt positions,
   between the cuts mp0 and mp1) run on the CPU; gather or scatter NULL:
   the interval scatter or gather. shared: 2 * LG_LBS_SHARED_WORDS(nt * vt)
   words. Returns the tile. */
LG_HD lg_lbs_tile lg_interval_move_tile_serially(int move_count, const int32_t *gather,
                                                 const int32_t *scatter, const int32_t *scan,
                                                 int count, int tile, int nt, int vt, int mp0,
                                                 int mp1, const int32_t *in, int32_t *out,
                                                 int32_t *shared)
{
    lg_lbs_tile t = lg_cta_load_balance_serially(move_count, scan, count, tile, nt, vt, mp0,
                                                 mp1, 1, 1, shared);
    int a_count = t.a_end - t.a_begin, b_count = t.b_end - t.b_begin;
    int32_t *b_shared = shared + a_count, *to_shared = shared + LG_LBS_SHARED_WORDS(nt * vt);

    for (int k = 0; k < b_count; k++) {
        to_shared[k] = scatter ? lg_interval_difference(scatter[t.b_begin + k], b_shared[k]) : 0;
        b_shared[k] = gather ? lg_interval_difference(gather[t.b_begin + k], b_shared[k]) : 0;
    }
    for (int tid = 0; tid < nt; tid++)
        for (int k = tid; k < a_count; k += nt) {
            int slot = lg_interval_slot(t, shared, k), a = t.a_begin + k;
            out[lg_interval_apply(a, to_shared[slot])] = in[lg_interval_apply(a, b_shared[slot])];
        }
    return t;
}
/* <<Run an interval expand tile one thread after another>> */
#line 548 "chapters/05-intervals.nw"
/* Tile `tile` of lg_interval_expand_kernel run on the CPU. shared:
   LG_LBS_SHARED_WORDS(nt * vt) words. Returns the tile. */
LG_HD lg_lbs_tile lg_interval_expand_tile_serially(int move_count, const int32_t *scan,
                                                   const int32_t *values, int count, int tile,
                                                   int nt, int vt, int mp0, int mp1,
                                                   int32_t *out, int32_t *shared)
{
    lg_lbs_tile t = lg_cta_load_balance_serially(move_count, scan, count, tile, nt, vt, mp0,
                                                 mp1, 1, 1, shared);
    int a_count = t.a_end - t.a_begin;

    for (int k = 0; k < t.b_end - t.b_begin; k++)
        shared[a_count + k] = values[t.b_begin + k];
    for (int tid = 0; tid < nt; tid++)
        for (int k = tid; k < a_count; k += nt)
            out[t.a_begin + k] = shared[a_count + lg_interval_slot(t, shared, k)];
    return t;
}

#line 6814 "chapters/09-support.nw"
#endif
