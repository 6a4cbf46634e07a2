# The load-balancing search chapter's chart: throughput against the number
# of work items (counts uniform from 0 to 4) for lg_load_balance_search,
# Thrust's vectorized upper_bound, the naive expansion and the copy
# roofline, from the benchmark driver's algorithm lbs.
# inputs: bench/results/h100/lbs.tsv plots/style.gp
load "plots/style.gp"
file = results . "/lbs.tsv"
roof = real(meta(file, "roofline_GBps"))
param = is("param", "uniform")

eval rows("ours", file, is("implementation", "ours") . " && " . param, log2n, gelems)
eval rows("thrust", file, is("implementation", "thrust") . " && " . param, log2n, gelems)
eval rows("naive", file, is("implementation", "naive") . " && " . param, log2n, gelems)
eval rows("roof", file, is("implementation", "ours") . " && " . param, log2n, roofline_gelems(roof))
eval set_size_axis
eval set_caption(file, "lbs")
title_text = "Load-balancing search, object counts uniform from 0 to 4"
set xlabel "n, work items"
set ylabel "billions of work items per second"
set yrange [0:*]
key_lines = 4
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $thrust using 1:2 with linespoints lt 2 title "Thrust upper_bound, minus one" noenhanced, \
     $naive using 1:2 with linespoints lt 3 title "naive expansion, one thread per object" noenhanced, \
     $ours using 1:2 with linespoints lt 1 title "lg_load_balance_search (ours)" noenhanced
