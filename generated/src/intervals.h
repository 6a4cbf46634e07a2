#line 574 "chapters/05-intervals.nw"
/* The pure logic of interval expand and move, compiled for the CPU and the
   GPU alike: a work item's slot, the offsets, where a tile's values go
   and the tile shapes. Valid C11; the interval
   chapter explains each (its CPU models, the sequential algorithms and the
   kernels' tiles run on the CPU, are in the support code's
   intervals_model.h). */
#ifndef LITGPU_INTERVALS_H
#define LITGPU_INTERVALS_H

#include <stdint.h>
#include "load_balance.h"

/* <<Find a work item's interval in the tile's memory>> */
#line 259 "chapters/05-intervals.nw"
/* The slot, among the intervals a tile loaded (b_shared[0, t.b_end -
   t.b_begin), with the preceding element), of the interval of the tile's
   k-th work item, whose object is indices_shared[k]. For a scan of counts
   the contract of lg_cta_load_balance puts it inside; the clamp keeps any
   other scan inside the tile's memory. */
LG_HD int lg_interval_slot(lg_lbs_tile t, const int32_t *indices_shared, int k)
{
    int slot = indices_shared[k] - t.b_begin;

    return lg_max_int(0, lg_min_int(slot, t.b_end - t.b_begin - 1));
}
/* <<Offsets from a tile's scan elements>> */
#line 389 "chapters/05-intervals.nw"
/* The difference that takes work item a of an interval starting at
   `start` to offset + (a - start): its source (offset = the gather offset)
   or destination (the scatter offset), as a + difference. Wraps instead of
   overflowing; the sum is offset + rank. */
LG_HD int32_t lg_interval_difference(int32_t offset, int32_t start)
{
    return (int32_t)((uint32_t)offset - (uint32_t)start);
}

LG_HD int32_t lg_interval_apply(int32_t a, int32_t difference)
{
    return (int32_t)((uint32_t)a + (uint32_t)difference);
}
/* <<Place a tile's values after its elements' intervals>> */
#line 611 "chapters/05-intervals.nw"
/* Where the values of a tile's intervals start, in int32 words from the
   start of its shared memory, when each takes `words` words (1 or 2):
   after the a_count intervals of its elements, on a whole value. */
LG_HD int lg_interval_values_start(int a_count, int words)
{
    return a_count + (-a_count & (words - 1));
}
/* <<The interval kernels' tuning>> */
#line 498 "chapters/05-intervals.nw"
/* Tile shapes by the width of an element. */
enum {
    LG_EXPAND_NT = 128, LG_MOVE_NT = 128,     /* threads per CTA, either width */
    LG_EXPAND_VT = 19, LG_MOVE_VT = 19,       /* 4-byte elements: the _i32 calls */
    LG_EXPAND_VT_I64 = 9, LG_MOVE_VT_I64 = 9  /* 8-byte elements: the _i64 calls */
};
/* VT for elements of `bytes` bytes. */
#define LG_EXPAND_VT_OF(bytes) ((bytes) == 8 ? LG_EXPAND_VT_I64 : LG_EXPAND_VT)
#define LG_MOVE_VT_OF(bytes) ((bytes) == 8 ? LG_MOVE_VT_I64 : LG_MOVE_VT)

#line 591 "chapters/05-intervals.nw"
#endif
