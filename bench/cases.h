/* The registry of benchmark cases: one line per algorithm, in the order the
   driver measures them. To add an algorithm NAME, write bench/case_NAME.c
   (defining `const bench_case bench_case_NAME`, see bench.h and the
   appendix "How we measure"), wrap its peers in bench/peers_NAME.cu, and
   add a line BENCH_CASE(NAME) here. No include guard: the driver reads this
   file twice. */
BENCH_CASE(copy)
BENCH_CASE(scan)
BENCH_CASE(batched_copy)
BENCH_CASE(tile_copy)
BENCH_CASE(merge_keys)
BENCH_CASE(merge_pairs)
BENCH_CASE(merge_parts)
BENCH_CASE(merge_partition)
BENCH_CASE(merge_keys_types)
BENCH_CASE(merge_pairs_types)
BENCH_CASE(lbs)
BENCH_CASE(lbs_parts)
BENCH_CASE(lbs_partition)
BENCH_CASE(segreduce)
BENCH_CASE(segreduce_plan)
BENCH_CASE(reduce_by_key)
BENCH_CASE(spmv)
BENCH_CASE(segreduce_i64)
BENCH_CASE(segreduce_plan_i64)
BENCH_CASE(reduce_by_key_i64)
BENCH_CASE(interval_expand)
BENCH_CASE(interval_move)
BENCH_CASE(interval_expand_i64)
BENCH_CASE(interval_move_i64)
BENCH_CASE(interval_gather)
BENCH_CASE(interval_gather_i64)
BENCH_CASE(mergesort)
BENCH_CASE(mergesort_types)
