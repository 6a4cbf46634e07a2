# The exclusive scan of int32 values by size: litgpu's lg_scan_exclusive_i32
# against cub::DeviceScan::ExclusiveSum and the roofline.
# inputs: bench/results/h100/scan.tsv plots/style.gp
load "plots/style.gp"
file = results . "/scan.tsv"
roof = real(meta(file, "roofline_GBps"))
uniform = is("param", "uniform")

eval rows("ours", file, is("implementation", "ours") . " && " . uniform, log2n, gelems)
eval rows("cub", file, is("implementation", "cub") . " && " . uniform, log2n, gelems)
eval rows("roof", file, is("implementation", "cub") . " && " . uniform, log2n, roofline_gelems(roof))
# The bytes counted per value, for the right axis (and the y range).
eval rows("bpe", file, is("implementation", "cub") . " && " . uniform, log2n, "column('bytes')/column('n')")
stats $bpe using 2 nooutput
bpe = STATS_max
eval set_size_axis
eval set_caption(file, "scan")
title_text = "Exclusive scan of n int32 values"
set ylabel "billions of values per second"
# The right axis reads effective GB/s: values per second times bytes per value.
set yrange [0:roof / bpe * 1.08]
set y2label "effective GB/s"
set y2tics nomirror out scale 0.6
set link y2 via y * bpe inverse y / bpe
key_lines = 3
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $cub using 1:2 with linespoints lt 2 title "cub::DeviceScan::ExclusiveSum" noenhanced, \
     $ours using 1:2 with linespoints lt 1 title "lg_scan_exclusive_i32 (ours)" noenhanced
