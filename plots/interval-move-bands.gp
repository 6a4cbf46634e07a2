# The interval chapter's picture of interval move: each of the move
# demonstration's twenty intervals as a band from the input range it reads
# to the output range it writes.
# diagram: drawn from the interval chapter's own worked example, not a measurement.
# inputs: build/tables/interval_move_bands.md
data = 'build/tables/interval_move_bands.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'interval-move-bands.svg'
set terminal svg size 600,330 fixed font "sans,17" background rgb "white"
set output outfile

# Okabe and Ito's colours, one per interval in turn.
array colours[5] = [0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7, 0x56B4E9]
colour(j) = j < 0 ? 0xdddddd : colours[int(j) % 5 + 1]   # -1: no interval
top = 5.5      # the input row stands from top to top + 1.5, the output from 0 to 1.5
row(y, base) = base + 1.5 * y

set xrange [-7:104]
set yrange [-1.9:top + 3.4]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set label "in" at -1, top + 0.75 right
set label "out" at -1, 0.75 right

plot data index 3 using 1:($2 * (top - 1.5) + 1.5):(colour($3)) with filledcurves closed fs transparent solid 0.3 noborder lc rgb variable, \
     data index 0 using 1:(row($2, top)):(colour($3)) with filledcurves closed fs solid 1.0 noborder lc rgb variable, \
     data index 2 using 1:(row($2, 0)):(colour($3)) with filledcurves closed fs solid 1.0 noborder lc rgb variable, \
     data index 7 using 1:(row($2, top)) with lines lw 0.6 lc rgb "white", \
     data index 7 using 1:(row($2, 0)) with lines lw 0.6 lc rgb "white", \
     data index 6 using 1:(top + 2.0 + 0.9 * $2):3 with labels font "sans,17", \
     data index 10 using 1:(-0.55 - 0.9 * $2):3 with labels font "sans,17"
