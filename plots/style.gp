# plots/style.gp: what every chart of the book shares. A chart's script
# loads this file first, then names its results file and draws.
#
#   gnuplot -e "outfile='book/figures/scan.svg'" plots/scan.gp
#
# `results` is the folder of results to draw from: by default the book's
# GPU, bench/results/h100; `tools/bench --draw DIR` passes another.
if (!exists("results")) results = "bench/results/h100"
if (!exists("outfile")) outfile = "chart.svg"

# An SVG of fixed size: a wide screen shows it as drawn, a phone scales it
# down to its text column, about 350 px wide. The chart is 560 px wide and
# all its text is 17 px, so that on a phone the smallest text is still
# about 10 px. Its height is set at the end, by `layout`, once the lines
# of the key and of the caption are known.
chart_width = 560
chart_font = 17
set terminal svg size chart_width, 560 fixed enhanced font sprintf("DejaVu Sans,%d", chart_font) background "#ffffff"
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
# The key goes under the x axis, in one column, where it can hide no
# data, and the caption under the key; `layout` places both.
set key center top Left reverse vertical samplen 2.5 spacing 1.1 maxrows 100
set yrange [0:*]

# A value from a results file's header: meta(file, "gpu").
meta(f, key) = system(sprintf("sed -n 's/^# %s: //p' '%s' | head -n 1", key, f))
# A number from the header, or `otherwise` where the file has no such line.
meta_number(f, key, otherwise) = meta(f, key) eq "" ? otherwise : real(meta(f, key))

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
# A parameter that is not a number (scale-free, stencil, ...) gives no x:
# the sweeps by mean length leave such rows out.
log2param = "(strstrt('0123456789', strcol('param')[1:1]) > 0 ? log(real(strcol('param')))/log(2) : NaN)"
gelems = "column('elements_per_s')/1e9"
gbps = "column('effective_GBps')"
# The roofline in billions of elements per second: the copy bandwidth over
# the bytes counted per element.
roofline_gelems(GBps) = sprintf("%.6g*column('n')/column('bytes')", GBps)

# The size ladder on x: n from 2^16 to 2^28, labelled as powers of two.
set_size_axis = "set xlabel 'n, elements'; set xrange [15.6:28.4]; \
    set xtics 16, 2, 28 format '2^{/*1.15 %.0f}'; set mxtics 2"

# The caption under the chart: the GPU, the date, what a byte counts and
# the roofline, all read from the results file's header.
caption(f, algorithm) = sprintf("%s, measured %s (commit %s).\nA byte counts: %s.\nRoofline: device-to-device copy, %.0f GB/s, measured in the same run.", \
    meta(f, "gpu"), meta(f, "date")[1:10], meta(f, "commit"), meta(f, "bytes ".algorithm), \
    real(meta(f, "roofline_GBps")))
set_caption_text(text) = sprintf("caption_text = \"%s\"", text)
set_caption(f, algorithm) = set_caption_text(caption(f, algorithm))

# Text broken into lines of at most `width` characters, at spaces.
last_space(s, i) = i < 1 ? 0 : (s[i:i] eq " " ? i : last_space(s, i - 1))
first_line_end(s, width) = strstrt(s, "\n") > 0 && strstrt(s, "\n") <= width + 1 ? \
    strstrt(s, "\n") : last_space(s, width + 1)
wrap(s, width) = strlen(s) <= width && strstrt(s, "\n") == 0 ? s : \
    (first_line_end(s, width) < 2 ? s : \
     s[1:first_line_end(s, width) - 1] . "\n" . wrap(s[first_line_end(s, width) + 1:], width))
line_count(s) = strstrt(s, "\n") == 0 ? 1 : 1 + line_count(s[strstrt(s, "\n") + 1:])
wrap_width = 48
title_width = 46

# The chart's height and the places of the plot, the key and the caption,
# in pixels of the 17 px text: the plot 300 px high under the title (its
# text in `title_text`, broken to the chart's width), the
# tick labels and the axis label under it, then `key_lines` lines of key,
# then the caption, broken to the chart's width.
# Use, just before plot: key_lines = 3; eval layout
line_px = 1.5 * chart_font
layout = "caption_text = wrap(caption_text, wrap_width); \
    title_text = wrap(title_text, title_width); set title title_text offset 0, -0.6; \
    top_px = (1.0 + line_count(title_text)) * line_px; plot_px = 300; axis_px = 3.4 * line_px; \
    key_px = (key_lines * 1.1 + 0.5) * line_px; \
    caption_px = (line_count(caption_text) + 0.3) * line_px; \
    chart_height = top_px + plot_px + axis_px + key_px + caption_px; \
    set terminal svg size chart_width, chart_height fixed enhanced \
        font sprintf('DejaVu Sans,%d', chart_font) background '#ffffff'; \
    set tmargin at screen 1 - top_px / chart_height; \
    set bmargin at screen (axis_px + key_px + caption_px) / chart_height; \
    set key at screen 0.03, screen (key_px + caption_px) / chart_height left top; \
    set label 100 caption_text at screen 0.02, screen (caption_px - 0.8 * line_px) / chart_height \
        left front tc rgb '#404040' noenhanced"
