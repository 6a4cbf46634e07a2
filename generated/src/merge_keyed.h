#line 1427 "chapters/02-merge.nw"
/* The merge's logic for one key type K, named by LG_KEYED; valid C11.
   No include guard: merge_path.h includes it per key type (each_key.h). */
/* <<Decide whether A's key goes before B's>> */
#line 731 "chapters/02-merge.nw"
/* Whether a_key goes before b_key in the merge: on equal keys A's goes
   first with LG_BOUNDS_LOWER, B's with LG_BOUNDS_UPPER. */
LG_HD int LG_KEYED(lg_merge_a_goes_first)(K a_key, K b_key, lg_bounds bounds)
{
    return bounds == LG_BOUNDS_UPPER ? LG_KEYED(lg_key_less)(a_key, b_key)
                                     : !LG_KEYED(lg_key_less)(b_key, a_key);
}
/* <<Search the merge path of two arrays>> */
#line 785 "chapters/02-merge.nw"
/* A and B sorted arrays of keys. */
LG_MERGE_PATH_SEARCH(LG_KEYED(lg_merge_path_search_arrays), K, LG_KEYED(lg_merge_a_goes_first),
                     const K *, const K *, a[mid], b + (diag - 1), b_back[-mid])
/* <<Search the merge path along a cross-diagonal>> */
#line 810 "chapters/02-merge.nw"
/* How many of the first diag elements of the merge of sorted a and b come
   from a. LG_BOUNDS_LOWER: on equal keys a's elements come first (a stable
   merge); LG_BOUNDS_UPPER: b's do. 0 <= diag <= a_count + b_count. */
LG_HD int LG_KEYED(lg_merge_path)(const K *a, int a_count, const K *b, int b_count, int diag,
                                  lg_bounds bounds)
{
    return LG_KEYED(lg_merge_path_search_arrays)(a, b, diag, lg_max_int(0, diag - b_count),
                                                 lg_min_int(diag, a_count), bounds);
}
/* <<Search the merge path with samples first>> */
#line 1204 "chapters/02-merge.nw"
/* lg_merge_path_i32, with the first steps taken over the samples when diag
   is a multiple of spacing (any other diagonal is searched in a and b
   alone). The same result on sorted input; on any input it ends, in range. */
LG_HD int LG_KEYED(lg_merge_path_sampled)(const K *a, int a_count, const K *b, int b_count,
                                          int diag, lg_bounds bounds, const K *samples,
                                          int spacing)
{
    int begin = lg_max_int(0, diag - b_count), end = lg_min_int(diag, a_count);

    if (diag % spacing == 0) {
        /* <<Narrow the search to one spacing by searching the samples>> */
#line 1232 "chapters/02-merge.nw"
        const K *a_samples = samples, *b_samples = samples + a_count / spacing + 1;
        int k_low = begin / spacing + 1, k_high = end / spacing;
        int first = LG_KEYED(lg_merge_path_search_arrays)(a_samples, b_samples, diag / spacing + 1,
                                                          k_low, k_high + 1, bounds);

        if (first > k_low)
            begin = (first - 1) * spacing;
        if (first <= k_high)
            end = first * spacing - 1;
#line 1215 "chapters/02-merge.nw"
    }
    return LG_KEYED(lg_merge_path_search_arrays)(a, b, diag, begin, end, bounds);
}
/* <<Merge VT elements from shared memory into registers>> */
#line 890 "chapters/02-merge.nw"
/* Merge vt elements of keys[a_begin, a_end) and keys[b_begin, b_end), two
   sorted ranges of one array, A first on equal keys: out[t] is the t-th
   smallest and index[t] its position in keys. If the ranges hold fewer than
   vt elements, the outputs past them are unspecified. Reads only inside
   the ranges. */
LG_HD void LG_KEYED(lg_serial_merge)(const K *keys, int a_begin, int a_end, int b_begin,
                                     int b_end, int vt, K *out, int *index)
{
    K a_key = a_begin < a_end ? keys[a_begin] : (K)0;
    K b_key = b_begin < b_end ? keys[b_begin] : (K)0;

    LG_UNROLL
    for (int t = 0; t < vt; t++) {
        int take_a = b_begin >= b_end ||
                     (a_begin < a_end && !LG_KEYED(lg_key_less)(b_key, a_key));

        out[t] = take_a ? a_key : b_key;
        index[t] = take_a ? a_begin : b_begin;
        if (take_a && ++a_begin < a_end)
            a_key = keys[a_begin];
        else if (!take_a && ++b_begin < b_end)
            b_key = keys[b_begin];
    }
}
