#line 278 "chapters/03-mergesort.nw"
/* The pure logic of mergesort, compiled for the CPU and the GPU alike:
   the odd-even transposition network, the frames and ranges of merge
   passes, the pass count, the tuning. The mergesort chapter explains it. */
#ifndef LITGPU_MERGESORT_H
#define LITGPU_MERGESORT_H

#include <stdint.h>
#include "merge_path.h"

#line 94 "chapters/03-mergesort.nw"
/* One round of the odd-even transposition sort of keys[0, vt) (and
   values with them, unless values is NULL): compare neighbours (i, i + 1)
   for i of the round's parity, and swap when the right key is strictly
   smaller, which keeps equal keys in order. */
LG_HD void lg_transposition_round_i32(int32_t *keys, int32_t *values, int vt, int round)
{
    LG_UNROLL
    for (int i = round & 1; i < vt - 1; i += 2) {
        int32_t left = keys[i], right = keys[i + 1];
        int swap = right < left;

        keys[i] = swap ? right : left;
        keys[i + 1] = swap ? left : right;
        if (values != NULL) {
            int32_t v = values[i], w = values[i + 1];
            values[i] = swap ? w : v;
            values[i + 1] = swap ? v : w;
        }
    }
}
#line 120 "chapters/03-mergesort.nw"
/* Sort keys[0, vt) stably (values with them): vt rounds. */
LG_HD void lg_transposition_sort_i32(int32_t *keys, int32_t *values, int vt)
{
    LG_UNROLL
    for (int round = 0; round < vt; round++)
        lg_transposition_round_i32(keys, values, vt, round);
}
#line 155 "chapters/03-mergesort.nw"
/* The two lists merged by worker `block` (a thread or a CTA writing `grain`
   outputs) in a mergesort pass where coop workers (a power of two, at least
   2) share each pair of lists of grain * coop / 2 keys: A = [a_begin, a_end),
   B = [b_begin, b_end), cut at count. */
LG_HD lg_merge_range lg_mergesort_frame(int coop, int block, int grain, int count)
{
    int64_t first = block & ~(coop - 1);               /* the pair's first worker */
    int64_t size = (int64_t)grain * (coop / 2);        /* keys in each list */
    int64_t a_begin = first * grain;
    lg_merge_range f;

    f.a_begin = (int)(a_begin < count ? a_begin : count);
    f.a_end = (int)(a_begin + size < count ? a_begin + size : count);
    f.b_begin = f.a_end;
    f.b_end = (int)(a_begin + 2 * size < count ? a_begin + 2 * size : count);
    return f;
}
#line 178 "chapters/03-mergesort.nw"
/* Where worker `block`'s outputs start within its frame's merge. */
LG_HD int lg_mergesort_diagonal(int coop, int block, int grain, int count)
{
    lg_merge_range f = lg_mergesort_frame(coop, block, grain, count);
    int64_t diag = (int64_t)grain * (block & (coop - 1));
    int total = f.b_end - f.a_begin;

    return diag < total ? (int)diag : total;
}
#line 224 "chapters/03-mergesort.nw"
/* The ranges of the sources of CTA `block` in a global merge pass, given
   the partition points mp0 (at its diagonal) and mp1 (at the next CTA's),
   both counted from the start of its frame's A list. */
LG_HD lg_merge_range lg_mergesort_range(int coop, int block, int nv, int count, int mp0,
                                        int mp1)
{
    lg_merge_range f = lg_mergesort_frame(coop, block, nv, count), r;
    int a_count = f.a_end - f.a_begin, b_count = f.b_end - f.b_begin;
    int diag0 = lg_mergesort_diagonal(coop, block, nv, count);
    int diag1 = diag0 + lg_min_int(nv, a_count + b_count - diag0);

    if ((block & (coop - 1)) == coop - 1)   /* the pair's last CTA: its end is the frame's */
        mp1 = a_count;
    r = lg_merge_range_of(a_count, b_count, diag0, diag1, mp0, mp1);
    r.a_begin += f.a_begin;
    r.a_end += f.a_begin;
    r.b_begin += f.b_begin;
    r.b_end += f.b_begin;
    return r;
}
#line 255 "chapters/03-mergesort.nw"
/* The tiles of nv keys that cover count keys. */
LG_HD int lg_mergesort_tiles(int count, int nv)
{
    return (int)(((int64_t)count + nv - 1) / nv);
}

/* The global merge passes after a blocksort of tiles of nv keys:
   ceil(log2(tiles)), 0 for one tile or none. */
LG_HD int lg_mergesort_passes(int count, int nv)
{
    int tiles = lg_mergesort_tiles(count, nv), passes = 0;

    while (passes < 31 && ((int64_t)1 << passes) < tiles)
        passes++;
    return passes;
}
#line 699 "chapters/03-mergesort.nw"
enum {
    LG_MERGESORT_KEYS_NT = 512, LG_MERGESORT_KEYS_VT = 15,
    LG_MERGESORT_PAIRS_NT = 256, LG_MERGESORT_PAIRS_VT = 11
};

#line 293 "chapters/03-mergesort.nw"
#endif
