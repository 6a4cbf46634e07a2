#line 673 "chapters/01-foundations.nw"
/* The host-and-device logic of tiles: where values sit, shared-memory
   padding, sequential scans, the warp scan's step, and the tile status
   words of the device-wide scan. Valid C11, for the CPU tests (the CPU
   models are in the support code's tile_model.h). */
#ifndef LITGPU_TILE_H
#define LITGPU_TILE_H

#include <stddef.h>
#include <stdint.h>
#include "hostdevice.h"

/* <<Unroll loops on the GPU>> */
#line 169 "chapters/01-foundations.nw"
#ifdef __CUDA_ARCH__
#define LG_UNROLL _Pragma("unroll")
#else
#define LG_UNROLL
#endif
/* <<Where a tile's values sit>> */
#line 84 "chapters/01-foundations.nw"
/* Strided order: value j of thread tid is element j * nt + tid of the tile. */
LG_HD int lg_strided_index(int tid, int j, int nt)
{
    return j * nt + tid;
}

/* Thread order: value j of thread tid is element tid * vt + j of the tile. */
LG_HD int lg_thread_order_index(int tid, int j, int vt)
{
    return tid * vt + j;
}
/* <<Pad shared memory against bank conflicts>> */
#line 243 "chapters/01-foundations.nw"
enum { LG_WARP_SIZE = 32, LG_BANKS = 32 };
#define LG_FULL_MASK 0xffffffffu

/* The shared-memory word that holds tile element i: one spare word after
   every 32 when padded. */
LG_HD int lg_tile_slot(int i, int padded)
{
    return padded ? i + i / LG_BANKS : i;
}

/* The words a tile of nv elements needs. */
LG_HD int lg_tile_shared_words(int nv, int padded)
{
    return padded ? nv + nv / LG_BANKS : nv;
}
/* <<Reduce and scan the values of one thread>> */
#line 416 "chapters/01-foundations.nw"
LG_HD uint32_t lg_thread_reduce_u32(const uint32_t *x, int vt)
{
    uint32_t sum = 0;

    LG_UNROLL for (int j = 0; j < vt; j++)
        sum += x[j];
    return sum;
}

/* Replace x by its exclusive (or inclusive) scan, starting from carry;
   return carry plus the sum of x. */
LG_HD uint32_t lg_thread_scan_exclusive_u32(uint32_t *x, int vt, uint32_t carry)
{
    LG_UNROLL for (int j = 0; j < vt; j++) {
        uint32_t value = x[j];
        x[j] = carry;
        carry += value;
    }
    return carry;
}
/* <<Reduce and scan the values of one thread>> */
#line 439 "chapters/01-foundations.nw"
LG_HD uint32_t lg_thread_scan_inclusive_u32(uint32_t *x, int vt, uint32_t carry)
{
    LG_UNROLL for (int j = 0; j < vt; j++) {
        carry += x[j];
        x[j] = carry;
    }
    return carry;
}
/* <<One step of a warp scan>> */
#line 506 "chapters/01-foundations.nw"
/* A lane's value after the step with `offset` of an inclusive warp scan:
   it adds the value of the lane `offset` below, if there is one. */
LG_HD uint32_t lg_warp_scan_step_u32(uint32_t mine, uint32_t below, int lane, int offset)
{
    return lane >= offset ? mine + below : mine;
}
/* <<Tile status words for the look-back>> */
#line 736 "chapters/01-foundations.nw"
enum { LG_TILE_INVALID = 0, LG_TILE_AGGREGATE = 1, LG_TILE_PREFIX = 2 };

LG_HD uint64_t lg_tile_status_word(uint32_t flag, uint32_t value)
{
    uint64_t high = (uint64_t)flag << 32;

    return high | value;
}

LG_HD uint32_t lg_tile_status_flag(uint64_t word)
{
    return (uint32_t)(word >> 32);
}

LG_HD uint32_t lg_tile_status_value(uint64_t word)
{
    return (uint32_t)word;
}
/* <<Tile status words for the look-back>> */
#line 810 "chapters/01-foundations.nw"
/* Lane k of a window holds the word of the k-th nearest predecessor.
   Given the lanes whose word says nothing yet and those with a prefix: the
   lanes that add their values, up to and including the nearest prefix (all
   32 if there is none), or 0 if one of them has nothing yet: read again. */
LG_HD uint32_t lg_look_back_lanes(uint32_t invalid, uint32_t prefixes)
{
    uint32_t counted = prefixes ? prefixes ^ (prefixes - 1) : LG_FULL_MASK;

    return invalid & counted ? 0u : counted;
}
/* <<Size the scan's scratch memory>> */
#line 1013 "chapters/01-foundations.nw"
/* The tiles of NV values that cover count values. */
LG_HD int lg_scan_tile_count(int count, int nv)
{
    return (int)lg_div_up(count, nv);
}

/* The exact total, the tile counter, one status word per tile. */
LG_HD size_t lg_scan_scratch_bytes(int tile_count)
{
    return sizeof(uint64_t) * ((size_t)tile_count + 2);
}
/* <<The scan's tile shape>> */
#line 1283 "chapters/01-foundations.nw"
enum { LG_SCAN_NT = 256, LG_SCAN_VT = 31 };

#line 693 "chapters/01-foundations.nw"
#endif
