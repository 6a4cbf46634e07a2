# The interval chapter's opening picture: the expand demonstration's twenty
# values above the hundred elements they fill, each joined to its run.
# diagram: drawn from the interval chapter's own worked example, not a measurement.
# inputs: build/tables/interval_expand_runs.md
data = 'build/tables/interval_expand_runs.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'interval-expand-runs.svg'
set terminal svg size 600,300 fixed font "sans,17" background rgb "white"
set output outfile

# Okabe and Ito's colours, one per interval in turn.
array colours[5] = [0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7, 0x56B4E9]
colour(j) = colours[int(j) % 5 + 1]

set xrange [-13:103]
set yrange [-1.3:8.8]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set label "values" at -1, 5.75 right font "sans,17"
set label "out" at -1, 0.75 right font "sans,17"

plot data index 1 using 1:2:(colour($3)) with filledcurves closed fs transparent solid 0.3 noborder lc rgb variable, \
     data index 2 using 1:2 with lines dt 2 lw 1.5 lc rgb "#c0392b", \
     data index 0 using 1:2:(colour($3)) with filledcurves closed fs solid 1.0 noborder lc rgb variable, \
     data index 4 using 1:2:(colour($3)) with filledcurves closed fs solid 1.0 noborder lc rgb variable, \
     data index 5 using 1:2 with lines lw 0.6 lc rgb "white", \
     data index 3 using 1:2:3 with labels rotate by 90 left font "sans,17", \
     data index 6 using 1:2:3 with labels font "sans,17"
