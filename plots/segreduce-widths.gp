# The segmented reduction chapter's chart of value widths: the share of the
# copy bandwidth that the one-call segmented reduction and reduce-by-key
# reach with int32 and int64 values, against the mean segment length, at
# 2^26 values; and a plan applied to int64 values, from a second run.
# inputs: bench/results/h100/key-types/reductions-i64.tsv bench/results/h100/key-types/plan-i64.tsv plots/style.gp
load "plots/style.gp"
file = results . "/key-types/reductions-i64.tsv"
plan_file = results . "/key-types/plan-i64.tsv"
roof = real(meta(file, "roofline_GBps"))
pct = "column('pct_of_copy')"
ours = is("implementation", "ours")

eval rows("seg4", file, ours . " && " . is("algorithm", "segreduce"), log2param, pct)
eval rows("seg8", file, ours . " && " . is("algorithm", "segreduce-i64"), log2param, pct)
eval rows("rbk4", file, ours . " && " . is("algorithm", "reduce-by-key"), log2param, pct)
eval rows("rbk8", file, ours . " && " . is("algorithm", "reduce-by-key-i64"), log2param, pct)
eval rows("plan8", plan_file, is("algorithm", "segreduce-plan-i64"), log2param, pct)
eval rows("rbk8cub", file, is("implementation", "cub") . " && " . is("algorithm", "reduce-by-key-i64"), log2param, pct)
eval set_caption_text(sprintf("%s, measured %s (commit %s), n = 2^26 values.\nA byte counts: the values, the segment starts or keys, and the totals (with their keys), each read or written once.\n100%%: device-to-device copy, %.0f GB/s, measured in the same run.\nThe plan applied: a second run (commit %s), against its own copy.", \
    meta(file, "gpu"), meta(file, "date")[1:10], meta(file, "commit"), \
    real(meta(file, "roofline_GBps")), meta(plan_file, "commit")))
title_text = "Segmented reductions by value width"
set xlabel "mean segment length"
set xrange [2.6:12.4]
set xtics 3, 1, 12 format "2^{/*1.15 %.0f}"
set ylabel "% of the copy bandwidth"
set yrange [0:110]
key_lines = 7
eval layout
plot 100 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $rbk8cub using 1:2 with linespoints lt 5 title "reduce-by-key, int64 sums: CUB" noenhanced, \
     $rbk4 using 1:2 with linespoints lt 3 title "reduce-by-key, int32 sums" noenhanced, \
     $seg4 using 1:2 with linespoints lt 2 title "segreduce, int32 sums" noenhanced, \
     $rbk8 using 1:2 with linespoints lt 4 title "reduce-by-key, int64 sums (ours)" noenhanced, \
     $seg8 using 1:2 with linespoints lt 1 title "segreduce, int64 sums (ours)" noenhanced, \
     $plan8 using 1:2 with linespoints lt 6 title "segreduce, int64 sums, a plan applied (ours)" noenhanced
