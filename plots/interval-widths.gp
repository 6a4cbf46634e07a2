# The interval chapter's chart of element widths: the share of the copy
# bandwidth that interval move and expand reach with 4-byte and with
# 8-byte elements, against the mean interval length, at 2^26 elements.
# inputs: bench/results/h100/key-types/intervals-i64.tsv plots/style.gp
load "plots/style.gp"
file = results . "/key-types/intervals-i64.tsv"
roof = real(meta(file, "roofline_GBps"))
pct = "column('pct_of_copy')"
ours = is("implementation", "ours")

eval rows("move4", file, ours . " && " . is("algorithm", "interval-move"), log2param, pct)
eval rows("move8", file, ours . " && " . is("algorithm", "interval-move-i64"), log2param, pct)
eval rows("expand4", file, ours . " && " . is("algorithm", "interval-expand"), log2param, pct)
eval rows("expand8", file, ours . " && " . is("algorithm", "interval-expand-i64"), log2param, pct)
eval set_caption_text(sprintf("%s, measured %s (commit %s), n = 2^26 elements.\nA byte counts: each element read and written (expand: written), and each interval's scan entry and offsets or value, read once.\n100%%: device-to-device copy, %.0f GB/s, measured in the same run.", \
    meta(file, "gpu"), meta(file, "date")[1:10], meta(file, "commit"), \
    real(meta(file, "roofline_GBps"))))
title_text = "Interval move and expand by element width"
set xlabel "mean interval length"
set xrange [2.6:12.4]
set xtics 3, 1, 12 format "2^{/*1.15 %.0f}"
set ylabel "% of the copy bandwidth"
set yrange [0:110]
key_lines = 5
eval layout
plot 100 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $expand4 using 1:2 with linespoints lt 3 title "expand, int32 (VT 19)" noenhanced, \
     $move4 using 1:2 with linespoints lt 2 title "move, int32 (VT 19)" noenhanced, \
     $expand8 using 1:2 with linespoints lt 4 title "expand, int64 (VT 9)" noenhanced, \
     $move8 using 1:2 with linespoints lt 1 title "move, int64 (VT 9)" noenhanced
