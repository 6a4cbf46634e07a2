#line 5410 "chapters/09-support.nw"
/* CPU models of the load-balancing search: the sequential search and its
   ranks, and a tile's CTA search run thread by thread. Valid C11. */
#ifndef LITGPU_LBS_MODEL_H
#define LITGPU_LBS_MODEL_H

#include "load_balance.h"

/* <<Search for every work item's object sequentially>> */
#line 127 "chapters/04-lbs.nw"
/* One step of the merge of the work items with b_scan[0, b_count), at
   work item *a and scan element *b: 1 if it steps past the scan element,
   whose object has begun; 0 if it writes work item *a's object. */
LG_HD int lg_load_balance_step(int *a, int *b, const int32_t *b_scan, int b_count,
                               int32_t *indices)
{
    if (*b < b_count && b_scan[*b] <= *a) {
        ++*b;                       /* object *b has begun by work item *a */
        return 1;
    }
    indices[(*a)++] = *b - 1;       /* the last object begun makes it */
    return 0;
}
/* <<Search for every work item's object sequentially>> */
#line 145 "chapters/04-lbs.nw"
/* indices[i] = upper_bound(b_scan, i) - 1 for i in [0, a_count): the
   object that makes work item i, when b_scan[0, b_count) is the exclusive
   scan of the objects' counts. One merge of 0, 1, ..., a_count - 1 with
   b_scan, in which a scan element goes before an equal work item. */
LG_HD void lg_load_balance_search_sequential(int a_count, const int32_t *b_scan, int b_count,
                                             int32_t *indices)
{
    int a = 0, b = 0;

    while (a < a_count)
        lg_load_balance_step(&a, &b, b_scan, b_count, indices);
}
/* <<Find every work item's rank within its object>> */
#line 175 "chapters/04-lbs.nw"
/* ranks[i] = i - b_scan[indices[i]]: work item i is number ranks[i] of
   the work items its object makes, counting from 0. */
LG_HD void lg_work_item_ranks_sequential(int a_count, const int32_t *b_scan,
                                         const int32_t *indices, int32_t *ranks)
{
    for (int i = 0; i < a_count; i++)
        ranks[i] = i - b_scan[indices[i]];
}
/* <<Run a tile's CTA search one thread after another>> */
#line 1365 "chapters/04-lbs.nw"
/* lg_cta_load_balance run on the CPU: the same tile, the same shared memory
   (at least LG_LBS_SHARED_WORDS(nt * vt) words) at the end, the threads'
   searches one after another. */
LG_HD lg_lbs_tile lg_cta_load_balance_serially(int a_count, const int32_t *b_scan, int b_count,
                                               int tile, int nt, int vt, int mp0, int mp1,
                                               int preceding, int allow_halo, int32_t *shared)
{
    lg_lbs_tile t = lg_lbs_tile_of(a_count, b_count, tile, nt * vt, mp0, mp1, preceding,
                                   allow_halo);
    int32_t *b_shared = shared + (t.a_end - t.a_begin);

    for (int i = 0; i < t.b_end - t.b_begin + t.halo; i++)
        b_shared[i] = b_scan[t.b_begin + i];
    for (int tid = 0; tid < nt; tid++)
        lg_lbs_thread_search(t, b_shared, tid, vt, shared);
    return t;
}

#line 5421 "chapters/09-support.nw"
#endif
