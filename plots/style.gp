# plots/style.gp: what every chart of the book shares. A chart's script
# loads this file first, then names its results file and draws.
#
#   gnuplot -e "outfile='book/figures/scan.svg'" plots/scan.gp
#
# `results` is the folder of results to draw from: by default the book's
# GPU, bench/results/h100; `tools/bench --draw DIR` passes another.
if (!exists("results")) results = "bench/results/h100"
if (!exists("outfile")) outfile = "chart.svg"

# An SVG as wide as the book's text, with text at nearly the book's size.
set terminal svg size 760,560 dynamic enhanced font "DejaVu Sans,14" background "#ffffff"
set output outfile
set encoding utf8

# Okabe and Ito's palette, which people with any common form of colour
# blindness can tell apart; each series also has its own marker and dash,
# so the chart survives printing in grey. Ours is always vermillion, solid
# and thickest; peers take the next styles in order; the roofline is a
# black dashed line, and the memory's rated peak a grey dotted one.
set linetype 1 lc rgb "#D55E00" lw 3.0 pt 7  ps 1.0 dt solid       # ours
set linetype 2 lc rgb "#0072B2" lw 2.0 pt 5  ps 0.9 dt (10,4)      # peer 1
set linetype 3 lc rgb "#009E73" lw 2.0 pt 9  ps 1.2 dt (4,3)       # peer 2
set linetype 4 lc rgb "#CC79A7" lw 2.0 pt 13 ps 1.2 dt (10,3,2,3)  # peer 3
set linetype 5 lc rgb "#E69F00" lw 2.0 pt 11 ps 1.2 dt (2,3)       # peer 4
set linetype 6 lc rgb "#56B4E9" lw 2.0 pt 3  ps 1.0 dt (6,2,2,2)   # peer 5
set linetype 7 lc rgb "#000000" lw 1.5 pt 0  dt (7,5)              # roofline
set linetype 8 lc rgb "#808080" lw 1.5 pt 0  dt (1,4)              # rated peak

set border 3 lw 1 lc rgb "#404040"
set tics nomirror out scale 0.6
set grid xtics ytics lt 1 lw 0.6 lc rgb "#d9d9d9"
# The key goes under the x axis, where it can hide no data, and the
# caption under the key.
set key at screen 0.5, screen 0.255 center top Left reverse vertical samplen 3 spacing 1.15
set yrange [0:*]
set bmargin 11
set lmargin 10
set rmargin 10

# A value from a results file's header: meta(file, "gpu").
meta(f, key) = system(sprintf("sed -n 's/^# %s: //p' '%s' | head -n 1", key, f))

# The rows of a results file whose status is ok and that meet `condition`,
# as x and y columns of the datablock $NAME. Conditions compare columns by
# name: is("implementation", "cub") . " && " . is("param", "uniform").
# Use: eval rows("cub", file, condition, log2n, gelems)
is(column, value) = sprintf("strcol('%s') eq '%s'", column, value)
rows(name, f, condition, x, y) = sprintf("set datafile separator tab; \
    set datafile columnheaders; set table $%s; plot '%s' using (%s):(%s) with table \
    if (strcol('status') eq 'ok' && %s); unset table; set datafile nocolumnheaders; \
    set datafile separator whitespace", name, f, x, y, condition)

# The usual x and y columns.
log2n = "log(column('n'))/log(2)"
log2param = "log(real(strcol('param')))/log(2)"
gelems = "column('elements_per_s')/1e9"
gbps = "column('effective_GBps')"
# The roofline in billions of elements per second: the copy bandwidth over
# the bytes counted per element.
roofline_gelems(GBps) = sprintf("%.6g*column('n')/column('bytes')", GBps)

# The size ladder on x: n from 2^16 to 2^28, labelled as powers of two.
set_size_axis = "set xlabel 'n, elements'; set xrange [15.6:28.4]; \
    set xtics 16, 2, 28 format '2^{%.0f}'; set mxtics 2"

# The caption under the chart: the GPU, the date, what a byte counts and
# the roofline, all read from the results file's header.
caption(f, algorithm) = sprintf("%s, measured %s (commit %s).\nA byte counts: %s.\nRoofline: device-to-device copy, %.0f GB/s, measured in the same run.", \
    meta(f, "gpu"), meta(f, "date")[1:10], meta(f, "commit"), meta(f, "bytes ".algorithm), \
    real(meta(f, "roofline_GBps")))
set_caption_text(text) = sprintf("set label 100 \"%s\" at screen 0.02, screen 0.08 left font ',11' tc rgb '#404040' noenhanced", text)
set_caption(f, algorithm) = set_caption_text(caption(f, algorithm))
