# The co-rank search of the merge chapter on its worked example: the grid
# of A (across) and B (down), the merge path, three cross-diagonals, and
# every guess the search makes on each, numbered in order.
# diagram: drawn from the merge chapter's own worked example, not a measurement.
# inputs: build/tables/merge_corank_search.md
data = 'build/tables/merge_corank_search.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'merge-corank-search.svg'
set terminal svg size 560,560 fixed font "sans,16" background rgb "white"
set output outfile

stats data index 0 using 1:2 nooutput
m = int(STATS_max_x); n = int(STATS_max_y)
set size ratio -1
set xrange [-1.0:m + 0.8]
set yrange [n + 0.8:-1.0]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
diag_rgb(d) = d == 0 ? 0x0072B2 : d == 1 ? 0x009E73 : 0xD55E00
set style textbox opaque noborder margins 1, 1
do for [i = 0:m] { set arrow from i, 0 to i, n nohead lc rgb "#d0d0d0" lw 1 back }
do for [j = 0:n] { set arrow from 0, j to m, j nohead lc rgb "#d0d0d0" lw 1 back }
set label "A" at m / 2.0, -0.85 center font "sans-Bold,17"
set label "B" at -0.85, n / 2.0 center font "sans-Bold,17"

plot data index 0 using 1:2 with lines lc rgb "#b8b8b8" lw 6, \
     data index 1 using 1:2:(diag_rgb($3)) with lines lc rgb variable dt 2 lw 2, \
     data index 2 using 1:2:(diag_rgb($4)) with points pt 7 ps 3.2 lc rgb variable, \
     data index 2 using 1:2:3 with labels font "sans-Bold,16" tc rgb "white", \
     data index 3 using 1:2:3 with labels font "sans,16", \
     data index 4 using 1:2:3 with labels font "sans,16", \
     data index 5 using 1:2:3:(diag_rgb($4)) with labels boxed font "sans-Bold,16" tc rgb variable
