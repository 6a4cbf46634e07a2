#line 22 "chapters/09-support.nw"
/* CPU models of the foundations chapter: the wavefronts of a warp's
   shared-memory access, and one look-back window. Valid C11. */
#ifndef LITGPU_TILE_MODEL_H
#define LITGPU_TILE_MODEL_H

#include "tile.h"

/* <<Count the wavefronts of a warp's shared-memory access>> */
#line 265 "chapters/01-foundations.nw"
/* words[k] is the word lane k touches; the access takes as many wavefronts
   as the largest number of distinct words that share a bank. */
LG_HD int warp_wavefronts(const int *words, int lanes)
{
    int worst = 1;

    for (int a = 0; a < lanes; a++) {
        int distinct = 0;   /* distinct words in a's bank */
        for (int b = 0; b < lanes; b++) {
            int seen = 0;
            if (words[b] % LG_BANKS != words[a] % LG_BANKS)
                continue;
            for (int c = 0; c < b; c++)
                seen |= words[c] == words[b];
            distinct += !seen;
        }
        worst = distinct > worst ? distinct : worst;
    }
    return worst;
}
/* <<Count the wavefronts of a warp's shared-memory access>> */
#line 291 "chapters/01-foundations.nw"
/* A warp's access to value j in thread order, and in strided order. */
LG_HD int thread_order_wavefronts(int vt, int j, int padded)
{
    int words[LG_WARP_SIZE];

    for (int lane = 0; lane < LG_WARP_SIZE; lane++)
        words[lane] = lg_tile_slot(lg_thread_order_index(lane, j, vt), padded);
    return warp_wavefronts(words, LG_WARP_SIZE);
}

LG_HD int strided_wavefronts(int nt, int j, int padded)
{
    int words[LG_WARP_SIZE];

    for (int lane = 0; lane < LG_WARP_SIZE; lane++)
        words[lane] = lg_tile_slot(lg_strided_index(lane, j, nt), padded);
    return warp_wavefronts(words, LG_WARP_SIZE);
}
/* <<Run one look-back window on the CPU>> */
#line 829 "chapters/01-foundations.nw"
/* One look-back window, sequentially: words[k] is the status of the k-th
   nearest predecessor still to be read. -1: some word up to the nearest
   prefix says nothing yet, read again. Otherwise adds the counted values
   to *prefix and returns 1 if a prefix was found (done), 0 if not (move on
   by n). */
LG_HD int lg_look_back_window(const uint64_t *words, int n, uint32_t *prefix)
{
    uint32_t invalid = 0, prefixes = 0, counted;

    for (int k = 0; k < n; k++) {
        invalid |= (uint32_t)(lg_tile_status_flag(words[k]) == LG_TILE_INVALID) << k;
        prefixes |= (uint32_t)(lg_tile_status_flag(words[k]) == LG_TILE_PREFIX) << k;
    }
    if ((counted = lg_look_back_lanes(invalid, prefixes)) == 0)
        return -1;
    for (int k = 0; k < n; k++)
        if (counted >> k & 1)
            *prefix += lg_tile_status_value(words[k]);
    return prefixes != 0;
}

#line 32 "chapters/09-support.nw"
#endif
