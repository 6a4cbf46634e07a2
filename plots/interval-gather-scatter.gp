# The interval chapter's picture of gather and scatter: the move
# demonstration split in two, a gather from the input into scan order and a
# scatter from scan order to the output.
# diagram: drawn from the interval chapter's own worked example, not a measurement.
# inputs: build/tables/interval_move_bands.md
data = 'build/tables/interval_move_bands.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'interval-gather-scatter.svg'
set terminal svg size 600,470 fixed font "sans,18" background rgb "white"
set output outfile

# Okabe and Ito's colours, one per interval in turn.
array colours[5] = [0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7, 0x56B4E9]
colour(j) = j < 0 ? 0xdddddd : colours[int(j) % 5 + 1]   # -1: no interval
top = 11; middle = 5.5   # the rows stand 1.5 high from these heights, the output from 0
row(y, base) = base + 1.5 * y
band(y, high, low) = low + 1.5 + y * (high - low - 1.5)

set xrange [-23:104]
set yrange [-1.0:top + 1.6]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set label "in" at -1, top + 0.75 right
set label "scan order" at -1, middle + 0.75 right
set label "out" at -1, 0.75 right
set label "gather" at -1, (top + middle + 1.5) / 2 right font "sans-Bold,18" tc rgb "#404040"
set label "scatter" at -1, (middle + 1.5) / 2 right font "sans-Bold,18" tc rgb "#404040"

plot data index 4 using 1:(band($2, top, middle)):(colour($3)) with filledcurves closed fs transparent solid 0.3 noborder lc rgb variable, \
     data index 5 using 1:(band($2, middle, 0)):(colour($3)) with filledcurves closed fs transparent solid 0.3 noborder lc rgb variable, \
     data index 0 using 1:(row($2, top)):(colour($3)) with filledcurves closed fs solid 1.0 noborder lc rgb variable, \
     data index 1 using 1:(row($2, middle)):(colour($3)) with filledcurves closed fs solid 1.0 noborder lc rgb variable, \
     data index 2 using 1:(row($2, 0)):(colour($3)) with filledcurves closed fs solid 1.0 noborder lc rgb variable, \
     for [base in sprintf("%g %g 0", top, middle)] data index 7 using 1:(row($2, real(base))) with lines lw 0.6 lc rgb "white", \
     data index 8 using 1:(-0.5):2 with labels font "sans,17"
