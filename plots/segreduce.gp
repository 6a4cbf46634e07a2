# Segmented reduction over a CSR array, by mean segment length, at one
# size: the one call, a plan applied, CUB's DeviceSegmentedReduce and the
# roofline (the sweep chart of plots/batched-copy.gp).
# inputs: bench/results/h100/segreduce.tsv plots/style.gp
load "plots/style.gp"
file = results . "/segreduce.tsv"
roof = real(meta(file, "roofline_GBps"))
n = real(system(sprintf("awk -F'\t' '!/^#/ && $3 + 0 > n { n = $3 + 0 } END { print n }' '%s'", file)))
at_n = sprintf("column('n') == %.0f", n)

eval rows("ours", file, is("implementation", "ours") . " && " . at_n, log2param, gelems)
eval rows("plan", file, is("implementation", "ours-plan") . " && " . at_n, log2param, gelems)
eval rows("cub", file, is("implementation", "cub") . " && " . at_n, log2param, gelems)
eval rows("roof", file, is("implementation", "ours") . " && " . at_n, log2param, roofline_gelems(roof))
# The rows of a scale-free graph (n / 16 rows, more than half empty) at
# their mean length, 16, beside the uniform lengths.
scale_free = is("param", "scale-free") . " && " . at_n
eval rows("sf_ours", file, is("implementation", "ours") . " && " . scale_free, "4", gelems)
eval rows("sf_plan", file, is("implementation", "ours-plan") . " && " . scale_free, "4", gelems)
eval rows("sf_cub", file, is("implementation", "cub") . " && " . scale_free, "4", gelems)
eval set_caption(file, "segreduce")
title_text = sprintf("Sums of 2^{/*1.15 %d} floats over segments of mean length L", int(log(n)/log(2) + 0.5))
set xlabel "L, the mean segment length in values"
set xrange [-0.4:14.4]
# Every fourth power is labelled, so that the labels do not crowd.
set for [k = 0:14:4] xtics add (sprintf("%d", 2**k) k)
set for [k = 1:14] xtics add ("" k 1)
set ylabel "billions of values per second"
set yrange [0:roof / 4 * 1.08]
key_lines = 5
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $ours using 1:2 with linespoints lt 1 title "lg\\_segreduce\\_csr\\_f32 (one call)", \
     $plan using 1:2 with linespoints lt 3 title "lg\\_segreduce\\_apply\\_f32 (a plan applied)", \
     $cub using 1:2 with linespoints lt 2 title "cub::DeviceSegmentedReduce::Sum" noenhanced, \
     $sf_ours using 1:2 with points lt 1 pt 6 ps 2.2 title "open marks: a scale-free graph's rows (mean 16)", \
     $sf_plan using 1:2 with points lt 3 pt 8 ps 2.2 notitle, \
     $sf_cub using 1:2 with points lt 2 pt 4 ps 2.0 notitle
