# The merge chapter's chart of pairs: throughput against size for Merge Path
# (lg_merge_pairs_i32), CUB's DeviceMerge and the copy roofline, from the
# benchmark driver's algorithm merge-pairs.
# inputs: bench/results/h100/merge-pairs.tsv plots/style.gp
load "plots/style.gp"
file = results . "/merge-pairs.tsv"
roof = real(meta(file, "roofline_GBps"))
param = is("param", "gaps-0-15")

eval rows("ours", file, is("implementation", "ours") . " && " . param, log2n, gelems)
eval rows("cub", file, is("implementation", "cub") . " && " . param, log2n, gelems)
eval rows("roof", file, is("implementation", "cub") . " && " . param, log2n, roofline_gelems(roof))
eval set_size_axis
eval set_caption(file, "merge-pairs")
title_text = "Merging two sorted lists of n (int32 key, int32 value) pairs in all"
set ylabel "billions of pairs per second"
set yrange [0:roof / 16 * 1.1]
set y2label "effective GB/s"
set y2tics nomirror out scale 0.6
set link y2 via y * 16 inverse y / 16
key_lines = 3
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $cub using 1:2 with linespoints lt 2 title "cub::DeviceMerge::MergePairs" noenhanced, \
     $ours using 1:2 with linespoints lt 1 title "Merge Path, lg_merge_pairs_i32 (ours)" noenhanced
