# The lower bound's wrong answers against the load-balancing search: for the
# first work items of the example, the object each belongs to (upper bound
# minus one in the exclusive scan), and where a lower bound in the exclusive
# or the inclusive scan answers another object.
# diagram: drawn from the chapter's own worked example, not a measurement.
# inputs: build/tables/lbs_bounds.md
data = 'build/tables/lbs_bounds.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'lbs-bounds.svg'
set terminal svg size 600,460 fixed font "sans,17" background rgb "white"
set output outfile
title(k) = system(sprintf("sed -n 's/^# title: //p' '%s' | sed -n %dp", data, k))

stats data index 0 using 1:2 nooutput
m = int(STATS_max_x) + 1; n = int(STATS_max_y) + 3
set xrange [-0.7:m - 0.3]
set yrange [-0.7:n - 0.3]
set xtics 0, 2 nomirror out scale 0.5
set ytics 0, 1 nomirror out scale 0.5
set border 3 lc rgb "#404040"
set xlabel "work item"
set ylabel "object"
set grid ytics lc rgb "#e6e6e6" lw 1
set key at screen 0.04, screen 0.01 left bottom Left reverse vertical samplen 1.5 spacing 1.0 font "sans,17"
set bmargin 9
set lmargin 9
set rmargin 2
set tmargin 1

plot data index 3 using (0):2:(m - 0.6):(0) with vectors nohead lc rgb "#e8b0b0" lw 9 title "an empty object", \
     data index 0 using 1:2 with steps lc rgb "#1f5fa8" lw 1.5 notitle, \
     data index 0 using 1:2 with points pt 7 ps 1.0 lc rgb "#1f5fa8" title "its object: upper bound minus one", \
     data index 1 using 1:2 with points pt 9 ps 1.4 lc rgb "#c0392b" title title(1), \
     data index 2 using 1:2 with points pt 11 ps 1.4 lc rgb "#e69f00" title title(2)
