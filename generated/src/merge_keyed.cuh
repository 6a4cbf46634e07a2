#line 1691 "chapters/02-merge.nw"
/* The merge's host functions for one key type K, named by LG_KEYED.
   No include guard: merge.cu includes it per key type (each_key.h). */
/* <<Merge keys of one type>> */
#line 1646 "chapters/02-merge.nw"
static lg_status LG_KEYED(merge_keys)(lg_context *ctx, const char *function, const K *a,
                                      int a_count, const K *b, int b_count, K *out)
{
    enum { NT = sizeof(K) > 4 ? LG_MERGE_WIDE_KEYS_NT : LG_MERGE_KEYS_NT };

    LG_TRY(check_merge(ctx, function, a, "a", a_count, b, "b", b_count, out, "out"));
    LG_TRY(check_merge_apart(ctx, function, sizeof(K), a, "a", a_count, b, "b", b_count, out,
                             "out", (int64_t)a_count + b_count));
    if (a_count + b_count == 0)
        return LG_OK;
    return LG_KEYED(lg_launch_merge_path_two_level)<false, NT, LG_MERGE_KEYS_VT>(
        ctx, function, a, NULL, a_count, b, NULL, b_count, out, NULL);
}
/* <<Merge pairs of one key type>> */
#line 1664 "chapters/02-merge.nw"
static lg_status LG_KEYED(merge_pairs)(lg_context *ctx, const char *function,
                                       const K *a_keys, const int32_t *a_values, int a_count,
                                       const K *b_keys, const int32_t *b_values, int b_count,
                                       K *out_keys, int32_t *out_values)
{
    size_t a_count_z = (size_t)a_count, b_count_z = (size_t)b_count;
    lg_array arrays[] = {{out_keys, sizeof(K) * (a_count_z + b_count_z), "out_keys"},
                         {out_values, sizeof(int32_t) * (a_count_z + b_count_z), "out_values"},
                         {a_keys, sizeof(K) * a_count_z, "a_keys"},
                         {a_values, sizeof(int32_t) * a_count_z, "a_values"},
                         {b_keys, sizeof(K) * b_count_z, "b_keys"},
                         {b_values, sizeof(int32_t) * b_count_z, "b_values"}};

    LG_TRY(check_merge(ctx, function, a_keys, "a_keys", a_count, b_keys, "b_keys", b_count,
                       out_keys, "out_keys"));
    LG_TRY(check_merge(ctx, function, a_values, "a_values", a_count, b_values, "b_values",
                       b_count, out_values, "out_values"));
    if (a_count + b_count == 0)
        return LG_OK;
    LG_TRY(lg_check_apart(ctx, function, arrays, 2, 6));
    return LG_KEYED(lg_launch_merge_path_two_level)<true, LG_MERGE_PAIRS_NT, LG_MERGE_PAIRS_VT>(
        ctx, function, a_keys, a_values, a_count, b_keys, b_values, b_count, out_keys,
        out_values);
}
