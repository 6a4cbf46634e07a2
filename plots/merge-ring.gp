# The circular-buffer merge on the merge chapter's grid example, in tiles
# of four outputs: for each tile, the ring of A and the ring of B (four
# slots each) after the top-up, where each window starts, which keys the
# tile takes, which it stored, and the tile's outputs.
# diagram: drawn from the merge chapter's own worked example, not a measurement.
# inputs: build/tables/merge_ring.md
data = 'build/tables/merge_ring.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'merge-ring.svg'
set terminal svg size 620,415 fixed font "sans,19" background rgb "white"
set output outfile

set xrange [-2.5:13.6]
set yrange [7.35:-2.3]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
# taken before: white; waiting in the window: blue; taken by this tile: orange
state_rgb(s) = s == 0 ? 0xFFFFFF : s == 1 ? 0x9CC3E0 : 0xF0B080
text_rgb(s) = s == 0 ? 0x909090 : 0x000000
set style fill solid 1.0 border lc rgb "#404040"
set label "A's ring" at 1.5, -1.85 center font "sans-Bold,19"
set label "B's ring" at 6.5, -1.85 center font "sans-Bold,19"
set label "outputs" at 11.5, -1.85 center font "sans-Bold,19"
set label "slot" at -1.6, -1.15 center font "sans,18" tc rgb "#606060"
# the legend, under the rows
set object 1 rect center 0.0, 6.15 size 0.84, 0.6 fc rgb "#F0B080" lw 1
set label "taken by this tile" at 0.6, 6.15 left font "sans,18"
set object 2 rect center 7.0, 6.15 size 0.84, 0.6 fc rgb "#9CC3E0" lw 1
set label "waits for a later tile" at 7.6, 6.15 left font "sans,18"
set object 3 rect center 0.0, 6.85 size 0.84, 0.6 fc rgb "white" lw 3
set label "stored by this tile's load" at 0.6, 6.85 left font "sans,18"
set label "▼ the window's start" at 6.55, 6.85 left font "sans,18"

plot data index 0 using 1:2:(0.42):(0.32):(state_rgb($4)) with boxxyerror fc rgb variable lw 1, \
     data index 0 using 1:($5 > 0 ? $2 : NaN):(0.42):(0.32) with boxxyerror fs empty lc rgb "#202020" lw 3, \
     data index 0 using 1:2:3:(text_rgb($4)) with labels tc rgb variable font "sans,20", \
     data index 1 using 1:2 with points pt 11 ps 1.1 lc rgb "#202020", \
     data index 2 using 1:2:(0.42):(0.32) with boxxyerror fc rgb "#F0B080" lw 1, \
     data index 2 using 1:2:3 with labels font "sans,20", \
     data index 3 using 1:2:3 with labels font "sans,18"
