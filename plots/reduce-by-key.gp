# Reduce-by-key, by mean run length, at one size: ours, CUB's ReduceByKey
# and the roofline (the sweep chart of plots/batched-copy.gp).
# inputs: bench/results/h100/reduce-by-key.tsv plots/style.gp
load "plots/style.gp"
file = results . "/reduce-by-key.tsv"
roof = real(meta(file, "roofline_GBps"))
n = real(system(sprintf("awk -F'\t' '!/^#/ && $3 + 0 > n { n = $3 + 0 } END { print n }' '%s'", file)))
at_n = sprintf("column('n') == %.0f", n)

eval rows("ours", file, is("implementation", "ours") . " && " . at_n, log2param, gelems)
eval rows("cub", file, is("implementation", "cub") . " && " . at_n, log2param, gelems)
eval rows("roof", file, is("implementation", "ours") . " && " . at_n, log2param, roofline_gelems(roof))
eval set_caption(file, "reduce-by-key")
title_text = sprintf("Reduce-by-key of 2^{/*1.15 %d} (int32 key, float value) pairs, runs of mean length L", int(log(n)/log(2) + 0.5))
set xlabel "L, the mean run length in pairs"
set xrange [-0.4:14.4]
# Every fourth power is labelled, so that the labels do not crowd.
set for [k = 0:14:4] xtics add (sprintf("%d", 2**k) k)
set for [k = 1:14] xtics add ("" k 1)
set ylabel "billions of pairs per second"
set yrange [0:roof / 8 * 1.08]
key_lines = 3
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $ours using 1:2 with linespoints lt 1 title "lg\\_reduce\\_by\\_key\\_f32", \
     $cub using 1:2 with linespoints lt 2 title "cub::DeviceReduce::ReduceByKey" noenhanced
