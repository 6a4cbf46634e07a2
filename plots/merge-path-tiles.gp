# Merge Path's tiles on the merge chapter's grid example: the inputs, A
# then B, above the outputs, every box in the colour of the tile that
# reads or writes it, and each tile's ranges of A and B under it.
# diagram: drawn from the merge chapter's own worked example, not a measurement.
# inputs: build/tables/merge_path_tiles.md
data = 'build/tables/merge_path_tiles.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'merge-path-tiles.svg'
set terminal svg size 620,280 fixed font "sans,18" background rgb "white"
set output outfile

set xrange [-1.7:15.55]
set yrange [4.1:-1.0]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
tile_rgb(t) = t == 0 ? 0x0072B2 : t == 1 ? 0xD55E00 : t == 2 ? 0x009E73 : 0xCC79A7
set style fill transparent solid 0.3 border lc rgb "#404040"
set label "A" at 3.5, -0.7 center font "sans-Bold,18"
set label "B" at 11.5, -0.7 center font "sans-Bold,18"
set label "in" at -1.2, 0 center font "sans-Bold,18"
set label "out" at -1.2, 2.2 center font "sans-Bold,18"
set arrow from 7.5, -0.9 to 7.5, 0.5 nohead lc rgb "#404040" lw 2

plot data index 0 using 1:2:(0.46):(0.4):(tile_rgb($4)) with boxxyerror lc rgb variable, \
     data index 0 using 1:2:3 with labels font "sans,19", \
     data index 1 using 1:2:3 with labels font "sans,19"
