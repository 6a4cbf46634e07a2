# The merge chapter's chart of keys: throughput against size for Merge Path
# (lg_merge_keys_i32), the three classroom kernels, CUB's DeviceMerge and
# the copy roofline, from the benchmark driver's algorithm merge-keys.
# inputs: bench/results/h100/merge-keys.tsv plots/style.gp
load "plots/style.gp"
file = results . "/merge-keys.tsv"
roof = real(meta(file, "roofline_GBps"))
param = is("param", "gaps-0-15")

eval rows("ours", file, is("implementation", "ours") . " && " . param, log2n, gelems)
eval rows("cub", file, is("implementation", "cub") . " && " . param, log2n, gelems)
eval rows("circular", file, is("implementation", "circular") . " && " . param, log2n, gelems)
eval rows("tiled", file, is("implementation", "tiled") . " && " . param, log2n, gelems)
eval rows("basic", file, is("implementation", "basic") . " && " . param, log2n, gelems)
eval rows("roof", file, is("implementation", "cub") . " && " . param, log2n, roofline_gelems(roof))
eval set_size_axis
eval set_caption(file, "merge-keys")
# Six series: the key needs two columns and the caption a little room.
title_text = "Merging two sorted lists of n int32 keys in all"
set ylabel "billions of keys per second"
set yrange [0:roof / 8 * 1.1]
set y2label "effective GB/s"
set y2tics nomirror out scale 0.6
set link y2 via y * 8 inverse y / 8
key_lines = 6
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $cub using 1:2 with linespoints lt 2 title "cub::DeviceMerge::MergeKeys" noenhanced, \
     $tiled using 1:2 with linespoints lt 3 title "tiled (LG_MERGE_TILED)" noenhanced, \
     $circular using 1:2 with linespoints lt 4 title "circular buffers (LG_MERGE_CIRCULAR)" noenhanced, \
     $basic using 1:2 with linespoints lt 5 title "basic (LG_MERGE_BASIC)" noenhanced, \
     $ours using 1:2 with linespoints lt 1 title "Merge Path, lg_merge_keys_i32 (ours)" noenhanced
