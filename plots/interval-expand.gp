# Interval expand (the interval chapter): throughput by mean interval length,
# at one size, against CUB's batched copies, one thread per interval, and
# the copy bandwidth over the bytes counted per element.
# inputs: bench/results/h100/interval-expand.tsv bench/results/h100/interval-skew.tsv plots/style.gp
load "plots/style.gp"
file = results . "/interval-expand.tsv"
roof = real(meta(file, "roofline_GBps"))
n = real(system(sprintf("awk -F'\t' '!/^#/ && $3 + 0 > n { n = $3 + 0 } END { print n }' '%s'", file)))
at_n = sprintf("column('n') == %.0f", n)

eval rows("ours", file, is("implementation", "ours") . " && " . at_n, log2param, gelems)
eval rows("copyb", file, is("implementation", "cub-copy-batched") . " && " . at_n, log2param, gelems)

eval rows("naive", file, is("implementation", "naive") . " && " . at_n, log2param, gelems)
eval rows("roof", file, is("implementation", "ours") . " && " . at_n, log2param, roofline_gelems(roof))
# The lengths of a scale-free graph's degrees (more than half empty, mean
# 16) at their mean, beside the uniform lengths, from the skewed run.
skew = results . "/interval-skew.tsv"
scale_free = is("algorithm", "interval-expand") . " && " . is("param", "scale-free")
eval rows("sf_ours", skew, is("implementation", "ours") . " && " . scale_free, "4", gelems)
eval rows("sf_copyb", skew, is("implementation", "cub-copy-batched") . " && " . scale_free, "4", gelems)
eval rows("sf_naive", skew, is("implementation", "naive") . " && " . scale_free, "4", gelems)
eval set_caption(file, "interval-expand")
caption_text = caption_text . sprintf("\nOpen marks measured %s (commit %s).", \
    meta(skew, "date")[1:10], meta(skew, "commit"))
title_text = sprintf("Interval expand of 2^{/*1.15 %d} int32 elements in intervals of mean length L", int(log(n)/log(2) + 0.5))
set xlabel "L, the mean interval length in elements"
set xrange [-0.4:12.4]
set for [k = 0:12:2] xtics add (sprintf("%d", 2**k) k)
set mxtics 2
set ylabel "billions of elements per second"
set yrange [0:*]
key_lines = 5
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $ours using 1:2 with linespoints lt 1 title "ours (lg_interval_expand_i32)" noenhanced, \
     $copyb using 1:2 with linespoints lt 2 title "cub::DeviceCopy::Batched" noenhanced, \
     $naive using 1:2 with linespoints lt 4 title "one thread per interval", \
     $sf_ours using 1:2 with points lt 1 pt 6 ps 2.2 title "open marks: a scale-free graph's degrees (mean 16)", \
     $sf_copyb using 1:2 with points lt 2 pt 4 ps 2.0 notitle, \
     $sf_naive using 1:2 with points lt 4 pt 12 ps 2.2 notitle
