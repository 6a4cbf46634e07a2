# The sequential load-balancing search drawn as a merge path: the work items
# 0, 1, 2, ... across, the exclusive scan of the counts 2 5 3 0 1 down. A
# step across takes a work item and writes the object above it; a step down
# passes a scan element, the start of the next object.
# diagram: drawn from the chapter's own worked example, not a measurement.
# inputs: build/tables/lbs_path.md
data = 'build/tables/lbs_path.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'lbs-path.svg'
set terminal svg size 600,275 fixed font "sans,18" background rgb "white"
set output outfile

stats data index 0 using 1:2 nooutput
m = int(STATS_max_x); n = int(STATS_max_y)
set size ratio -1
set xrange [-2.6:m + 7.8]
set yrange [n + 0.4:-2.0]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
do for [i = 0:m] { set arrow from i, 0 to i, n nohead lc rgb "#d0d0d0" lw 1 back }
do for [j = 0:n] { set arrow from 0, j to m, j nohead lc rgb "#d0d0d0" lw 1 back }
# "s_0 = 0" with its subscript at 15.6 px, not 0.8 of the text, so that
# it stays legible on a phone.
sub_sized(t) = strstrt(t, "_") == 0 ? t : \
    t[1:strstrt(t, "_")] . "{/*1.15 " . t[strstrt(t, "_") + 1:strstrt(t, " ") - 1] . "}" . t[strstrt(t, " "):]
set label "work items" at m / 2.0, -1.5 center font "sans-Bold,18"

plot data index 0 using 1:2 with lines lc rgb "#1f5fa8" lw 3, \
     data index 1 using 1:2:3 with labels font "sans-Bold,17" tc rgb "#c0392b", \
     data index 2 using 1:2:3 with labels font "sans,17", \
     data index 3 using 1:2:(sub_sized(strcol(3))) with labels right font "sans,17", \
     data index 3 using (m + 0.25):2:4 with labels left font "sans,17" tc rgb "#404040"
