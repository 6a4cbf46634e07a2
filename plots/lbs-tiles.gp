# The example's merge path cut into tiles: the 79 work items across, the 40
# scan elements down, the path of the load-balancing search, and the
# cross-diagonals every 30 outputs where the partition search cuts it. Each
# tile's part of the path has its own colour.
# diagram: drawn from the chapter's own worked example, not a measurement.
# inputs: build/tables/lbs_tile_cuts.md
data = 'build/tables/lbs_tile_cuts.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'lbs-tiles.svg'
set terminal svg size 600,400 fixed font "sans,18" background rgb "white"
set output outfile

stats data index 1 using 1:2 nooutput
m = int(STATS_max_x); n = int(STATS_max_y); cuts = int(STATS_records)
set size ratio -1
set xrange [-9.5:m + 5]
set yrange [n + 3:-9]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set style textbox opaque noborder margins 1, 1
do for [i = 0:m:10] { set arrow from i, 0 to i, n nohead lc rgb "#e0e0e0" lw 1 back
    set label sprintf("%d", i) at i, -1.6 center font "sans,17" }
do for [j = 10:n:10] { set arrow from 0, j to m, j nohead lc rgb "#e0e0e0" lw 1 back
    set label sprintf("%d", j) at -1.2, j right font "sans,17" }
set arrow from 0, 0 to m, 0 nohead lc rgb "#a0a0a0" lw 1 back
set arrow from 0, n to m, n nohead lc rgb "#a0a0a0" lw 1 back
set arrow from 0, 0 to 0, n nohead lc rgb "#a0a0a0" lw 1 back
set arrow from m, 0 to m, n nohead lc rgb "#a0a0a0" lw 1 back
set label "work items" at m / 2.0, -6.5 center font "sans-Bold,18"
set label "scan elements" at -6.8, n / 2.0 center rotate by 90 font "sans-Bold,18"
array colour[4] = ["#1f5fa8", "#d55e00", "#009e73", "#cc79a7"]

plot data index 0 using 1:2 with lines lc rgb "#7f7f7f" dt 2 lw 1.5, \
     for [t = 0:cuts - 2] data index t + 2 using 1:2 with lines lc rgb colour[t % 4 + 1] lw 3, \
     for [t = 0:cuts - 2] data index t + 2 every ::15::15 using ($1 + 2):($2 - 2):(sprintf("tile %d", t)) with labels left font "sans-Bold,19" tc rgb colour[t % 4 + 1], \
     data index 1 using 1:2 with points pt 7 ps 0.9 lc rgb "#202020", \
     data index 1 using ($1 - 1):($2 + 1.2):3 with labels right boxed font "sans,17"
