# The look-back of tile 9 with a toy window of 4 lanes: one row per read,
# each tile coloured by the status it has published, the window outlined,
# a plus sign on the values the warp adds, and each read's outcome.
# diagram: drawn from the foundations chapter's look-back model, not a measurement.
# inputs: build/tables/look-back-chain.md
data = 'build/tables/look-back-chain.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'look-back.svg'
set terminal svg size 620,290 fixed font "sans,18" background rgb "white"
set output outfile
set encoding utf8

stats data index 0 using 2 nooutput
reads = int(STATS_max)
set xrange [-2.0:12.5]
set yrange [reads + 1.9:-0.1]
unset border; unset tics
set margins 0, 0, 0, 0
set key at screen 0.5, screen 0.02 center bottom horizontal maxrows 1 reverse Left samplen 1 width -1 font "sans,18"
# nothing yet, aggregate, inclusive prefix, the tile looking back
colour(s) = s == 0 ? 0xffffff : s == 1 ? 0x9fd0f0 : s == 2 ? 0x7cc8a0 : 0xF0B040

plot data index 0 using 1:2:(0.47):(0.4):(colour($3)) with boxxyerror fs solid 1.0 border lc rgb "#888888" lc rgb variable notitle, \
     data index 1 using 1:2:3:(0.46) with boxxyerror fs empty lc rgb "black" lw 3 notitle, \
     data index 0 using 1:2:4 with labels font "sans,17" notitle, \
     data index 2 using 1:($1 < 0 ? $2 : NaN):3 with labels right font "sans,18" notitle, \
     data index 2 using 1:($1 > 0 ? $2 : NaN):3 with labels left font "sans,18" notitle, \
     data index 3 using 1:($1 < 0 ? $2 : NaN):3 with labels right font "sans,18" tc rgb "#555555" notitle, \
     data index 3 using 1:($1 >= 0 ? $2 : NaN):3 with labels font "sans,18" tc rgb "#555555" notitle, \
     keyentry with boxes fs solid 1.0 border lc rgb "#888888" fc rgb "#ffffff" title "nothing yet (?)", \
     keyentry with boxes fs solid 1.0 fc rgb "#9fd0f0" title "aggregate", \
     keyentry with boxes fs solid 1.0 fc rgb "#7cc8a0" title "inclusive prefix", \
     keyentry with boxes fs solid 1.0 fc rgb "#F0B040" title "tile 9"
