#line 3455 "chapters/09-support.nw"
/* The CPU four-way search for one key type K, named by LG_KEYED.
   No include guard: mergesort_model.h includes it per key type. */
/* <<Find the co-rank of a four-way diagonal>> */
#line 647 "chapters/03-mergesort.nw"
/* The co-rank of diag in the merge of AB = merge(ab.a, ab.b) and CD =
   merge(cd.a, cd.b) (how many of its first diag outputs come from AB, AB
   first on equal keys), by rounds of `lanes` probes. diag is a multiple of
   nv, the grids' spacing, or at least the total. Sets *b to the last
   bracket, if the second stage ran (*bracketed). */
LG_HD int LG_KEYED(lg_merge4_co_rank)(LG_KEYED(lg_merge_grid) ab, LG_KEYED(lg_merge_grid) cd,
                                      int diag, int lanes, lg_merge4_bracket *b, int *bracketed)
{
    /* <<Start a four-way search>> */
#line 673 "chapters/03-mergesort.nw"
    int ab_total = ab.a_count + ab.b_count, cd_total = cd.a_count + cd.b_count;
    int low = lg_max_int(0, diag - cd_total), high = lg_min_int(diag, ab_total);
    int first = (int)(((int64_t)low + ab.nv - 1) / ab.nv);
    int last = (int)(((int64_t)high + ab.nv - 1) / ab.nv);
#line 656 "chapters/03-mergesort.nw"
    int grid_low = first;

    *bracketed = 0;
    first = LG_KEYED(lg_merge4_grid_search)(ab, cd, diag, first, last, lanes);
    /* <<Keep the window between the grid points>> */
#line 697 "chapters/03-mergesort.nw"
    if (first > grid_low)
        low = (first - 1) * ab.nv + 1;
    high = (int)((int64_t)first * ab.nv < high ? (int64_t)first * ab.nv : high);
    if (low < high) {
        *b = LG_KEYED(lg_merge4_window)(ab, cd, diag, high);
        *bracketed = 1;
    }
#line 661 "chapters/03-mergesort.nw"
    while (low < high) {
        /* <<Make a round of probes inside the bracket, one lane at a time>> */
#line 707 "chapters/03-mergesort.nw"
        lg_merge4_probe below = {0, 0, 0, 0, 0}, above = {0, 0, 0, 0, 0};
        int t = 0, failed = 0;

        for (int lane = 0; lane < lanes; lane++) {
            lg_merge4_probe p = LG_KEYED(lg_merge4_probe)(ab, cd, *b, diag,
                                                          lg_search_point(low, high, lanes, lane));
            if (p.ab_first)
                below = p, t++;
            else if (!failed)
                above = p, failed = 1;
        }
        lg_merge4_narrow(b, &low, &high, t > 0, below, failed, above);
#line 663 "chapters/03-mergesort.nw"
    }
    return low;
}
/* <<Split a worker's diagonal on the CPU>> */
#line 776 "chapters/03-mergesort.nw"
/* take[0..3] for worker `block`, by rounds of `lanes` probes. */
LG_HD void LG_KEYED(lg_mergesort_split4)(const K *keys, int count, int nv, int coop,
                                         const int *grid, int block, int lanes, int *take)
{
    LG_KEYED(lg_merge_grid) ab, cd;
    lg_merge4_bracket b;
    int bracketed, diag = LG_KEYED(lg_mergesort_grids)(keys, count, nv, coop, grid, block, &ab,
                                                       &cd);
    int x = LG_KEYED(lg_merge4_co_rank)(ab, cd, diag, lanes, &b, &bracketed);

    LG_KEYED(lg_merge4_take)(ab, cd, diag, x, bracketed, b, take);
}
