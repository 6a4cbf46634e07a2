# The mergesort of keys by size: lg_mergesort_keys_i32 against CUB's merge
# sort and radix sort, the copy roofline, and the pass-count roofline: the
# blocksort and P = ceil(log2(tiles)) two-way merge passes, or the
# library's own ceil(P / 2) passes of four lists, each reading and writing
# every key once at the copy bandwidth. nv is the blocksort tile of keys
# of the build that measured, from the header (files written before the
# header said so were measured with 8704 keys).
# inputs: bench/results/h100/mergesort.tsv plots/style.gp
load "plots/style.gp"
file = results . "/mergesort.tsv"
roof = real(meta(file, "roofline_GBps"))
nv = meta_number(file, "blocksort_nv mergesort keys", 8704)
bpe = 8
param = is("param", "keys")

eval rows("ours", file, is("implementation", "ours") . " && " . param, log2n, gelems)
eval rows("cubm", file, is("implementation", "cub-merge-sort") . " && " . param, log2n, gelems)
eval rows("cubr", file, is("implementation", "cub-radix-sort") . " && " . param, log2n, gelems)
eval rows("roof", file, is("implementation", "ours") . " && " . param, log2n, roofline_gelems(roof))
# The pass-count roofline: (1 + passes) round trips of bpe bytes per element.
passes = "(column('n') <= nv ? 0 : ceil(log(ceil(column('n') / real(nv))) / log(2) - 1e-9))"
eval rows("passroof", file, is("implementation", "ours") . " && " . param, log2n, \
    sprintf("%.6g / ((1 + %s) * %d)", roof, passes, bpe))
eval rows("passroof4", file, is("implementation", "ours") . " && " . param, log2n, \
    sprintf("%.6g / ((1 + ceil(%s / 2.0)) * %d)", roof, passes, bpe))
eval set_size_axis
set xrange [17.6:26.4]
set xtics 18, 2, 26
eval set_caption(file, "mergesort")
# The key has no room for the tile size: the caption names it.
caption_text = caption_text . sprintf("\nPass counts: blocksort tiles of %d, then merge passes.", nv)
title_text = "Stable sort of n int32 keys"
set ylabel "billions of keys per second"
set logscale y 2
set yrange [0.25:*]
set format y "%g"
key_lines = 6
eval layout
plot $roof using 1:2 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s, one pass)", roof), \
     $passroof4 using 1:2 with lines lt 6 title "pass-count roofline, four-way passes", \
     $passroof using 1:2 with lines lt 8 title "pass-count roofline, two-way passes", \
     $cubr using 1:2 with linespoints lt 3 title "cub::DeviceRadixSort::SortKeys" noenhanced, \
     $cubm using 1:2 with linespoints lt 2 title "cub::DeviceMergeSort::SortKeys" noenhanced, \
     $ours using 1:2 with linespoints lt 1 title "lg_mergesort_keys_i32 (ours)" noenhanced
