# The interval chapter's picture of tiles: the expand demonstration's
# intervals above their elements, cut into tiles of 30 positions of the
# merge, with the scan element each tile loads before its own outlined.
# diagram: drawn from the interval chapter's own worked example, not a measurement.
# inputs: build/tables/interval_tiles.md
# plots/interval-empty-tiles.gp draws its example with this script.
if (!exists("data")) data = 'build/tables/interval_tiles.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'interval-tiles.svg'
set terminal svg size 600,300 fixed font "sans,17" background rgb "white"
set output outfile

# Okabe and Ito's colours, one per interval in turn.
array colours[5] = [0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7, 0x56B4E9]
colour(j) = colours[int(j) % 5 + 1]
# The printer's heights: elements from 0 to 1, intervals from 2 to 3.
gap = 4.0
at(y) = y <= 1 ? 1.5 * y : y <= 2 ? 1.5 + (y - 1) * gap : 1.5 + gap + (y - 2) * 1.5

set xrange [-19:102]
set yrange [-1.6:at(3) + 1.3]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set label "intervals" at -1, at(2.5) right
set label "elements" at -1, at(0.5) right

plot data index 3 using 1:(at($2)):(int($3) % 2 ? 0xffffff : 0xe4e4e4) with filledcurves closed fs solid 1.0 noborder lc rgb variable, \
     data index 2 using 1:(at($2)):(colour($3)) with filledcurves closed fs transparent solid 0.35 noborder lc rgb variable, \
     data index 0 using 1:(at($2)):(colour($3)) with filledcurves closed fs solid 1.0 border lc rgb "white" lc rgb variable, \
     data index 1 using 1:(at($2)):(colour($3)) with filledcurves closed fs solid 1.0 noborder lc rgb variable, \
     data index 5 using 1:(at($2)) with lines lw 2.5 lc rgb "black", \
     data index 3 using 1:(at($2)) with lines lw 1.2 lc rgb "#404040", \
     data index 4 using 1:(at(3) + 0.6):2 with labels font "sans,17", \
     data index 4 using 3:(-0.7):4 with labels font "sans,17"
