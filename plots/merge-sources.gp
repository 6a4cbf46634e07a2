# The merge chapter's worked example, merged: A above, the output in the
# middle, B below, a line from each input to the output it becomes, and
# the co-ranks that cut the output into pieces of three.
# diagram: drawn from the merge chapter's own worked example, not a measurement.
# inputs: build/tables/merge_sources.md
data = 'build/tables/merge_sources.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'merge-sources.svg'
set terminal svg size 600,330 fixed font "sans,17" background rgb "white"
set output outfile

set xrange [-1.6:9.7]
set yrange [5.4:-1.4]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
# one colour a piece (Okabe and Ito's palette)
piece_rgb(p) = p == 0 ? 0x0072B2 : p == 1 ? 0xD55E00 : p == 2 ? 0x009E73 : 0xCC79A7
set style fill transparent solid 0.25 border lc rgb "#404040"
set label "A" at -1.1, 0 center font "sans-Bold,17"
set label "out" at -1.1, 2 center font "sans-Bold,17"
set label "B" at -1.1, 4 center font "sans-Bold,17"

plot data index 1 using 1:2:3:4:(piece_rgb($5)) with vectors nohead lw 1.6 lc rgb variable, \
     data index 0 using 1:2:(0.42):(0.33):(piece_rgb($4)) with boxxyerror lc rgb variable, \
     data index 0 using 1:2:3 with labels font "sans,17", \
     data index 2 using 1:2 with lines lc rgb "#202020" dt 2 lw 1.5, \
     data index 3 using 1:2:3 with labels font "sans,17"
