# Copying data that comes in pieces: cub::DeviceMemcpy::Batched, by mean
# piece length, at one size; the sweep chart every chapter with a segment
# or interval length uses.
# inputs: bench/results/h100/batched-copy.tsv plots/style.gp
load "plots/style.gp"
file = results . "/batched-copy.tsv"
roof = real(meta(file, "roofline_GBps"))
# The sweep was measured at one size: the largest in the file.
n = real(system(sprintf("awk -F'\t' '!/^#/ && $3 + 0 > n { n = $3 + 0 } END { print n }' '%s'", file)))
at_n = sprintf("column('n') == %.0f", n)

eval rows("cub", file, is("implementation", "cub") . " && " . at_n, log2param, gelems)
eval rows("roof", file, is("implementation", "cub") . " && " . at_n, log2param, roofline_gelems(roof))
eval set_caption(file, "batched-copy")
title_text = sprintf("Copying 2^{/*1.15 %d} int32 values in pieces of mean length L", int(log(n)/log(2) + 0.5))
set xlabel "L, the mean piece length in values"
set xrange [-0.4:12.4]
set for [k = 0:12:2] xtics add (sprintf("%d", 2**k) k)
set mxtics 2
set ylabel "billions of values per second"
set yrange [0:roof / 8 * 1.08]
key_lines = 2
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $cub using 1:2 with linespoints lt 2 title "cub::DeviceMemcpy::Batched" noenhanced
