# The merge path figure of the merge chapter: the grid of A (across) and B
# (down), the path of the stable merge, and the cross-diagonals that cut it
# into tiles, with the co-ranks where they cross.
# diagram: drawn from the merge chapter's own worked example, not a measurement.
# inputs: build/tables/merge_path_grid.md
data = 'build/tables/merge_path_grid.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'merge-path.svg'
set terminal svg size 560,560 fixed font "sans,17" background rgb "white"
set output outfile

stats data index 0 using 1:2 nooutput
m = int(STATS_max_x); n = int(STATS_max_y)
set size ratio -1
set xrange [-1.1:m + 2.4]
set yrange [n + 0.6:-1.1]
unset border; unset tics; unset key
set style textbox opaque noborder margins 1, 1
set margins 0, 0, 0, 0
do for [i = 0:m] { set arrow from i, 0 to i, n nohead lc rgb "#d0d0d0" lw 1 back }
do for [j = 0:n] { set arrow from 0, j to m, j nohead lc rgb "#d0d0d0" lw 1 back }
set label "A" at m / 2.0, -0.95 center font "sans-Bold,18"
set label "B" at -0.95, n / 2.0 center font "sans-Bold,18"

plot data index 1 using 1:2 with lines lc rgb "#7f7f7f" dt 2 lw 1.5, \
     data index 0 using 1:2 with lines lc rgb "#1f5fa8" lw 3, \
     data index 2 using 1:2 with points pt 7 ps 1.1 lc rgb "#c0392b", \
     data index 2 using ($1 + 0.18):($2 + 0.32):3 with labels left boxed font "sans,16" tc rgb "#c0392b", \
     data index 3 using 1:2:3 with labels font "sans,16", \
     data index 4 using 1:2:3 with labels font "sans,16"
