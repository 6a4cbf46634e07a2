# Interval expand (the interval chapter): throughput by mean interval length,
# at one size, against CUB's batched copies, one thread per interval, and
# the copy bandwidth over the bytes counted per element.
# inputs: bench/results/h100/interval-expand.tsv plots/style.gp
load "plots/style.gp"
file = results . "/interval-expand.tsv"
roof = real(meta(file, "roofline_GBps"))
n = real(system(sprintf("awk -F'\t' '!/^#/ && $3 + 0 > n { n = $3 + 0 } END { print n }' '%s'", file)))
at_n = sprintf("column('n') == %.0f", n)

eval rows("ours", file, is("implementation", "ours") . " && " . at_n, log2param, gelems)
eval rows("copyb", file, is("implementation", "cub-copy-batched") . " && " . at_n, log2param, gelems)

eval rows("naive", file, is("implementation", "naive") . " && " . at_n, log2param, gelems)
eval rows("roof", file, is("implementation", "ours") . " && " . at_n, log2param, roofline_gelems(roof))
eval set_caption(file, "interval-expand")
title_text = sprintf("Interval expand of 2^{/*1.15 %d} int32 elements in intervals of mean length L", int(log(n)/log(2) + 0.5))
set xlabel "L, the mean interval length in elements"
set xrange [-0.4:12.4]
set for [k = 0:12:2] xtics add (sprintf("%d", 2**k) k)
set mxtics 2
set ylabel "billions of elements per second"
set yrange [0:*]
key_lines = 4
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $ours using 1:2 with linespoints lt 1 title "ours (lg_interval_expand_i32)" noenhanced, \
     $copyb using 1:2 with linespoints lt 2 title "cub::DeviceCopy::Batched" noenhanced, \
     $naive using 1:2 with linespoints lt 4 title "one thread per interval"
