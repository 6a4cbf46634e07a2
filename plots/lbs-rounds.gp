# One cut's partition search on the scale-free counts, round by round: each
# row is the bracket that a round finds, stretched to the full width, with
# the positions it loads at once (the guess, its two guards, the quarters
# after a miss, and in the last round every element left). The part the
# round keeps is drawn thick and opened out into the next row.
# diagram: drawn from the library's search on the benchmark's scale-free counts, not a measurement.
# inputs: build/tables/lbs_search_trace.md
data = 'build/tables/lbs_search_trace.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'lbs-rounds.svg'

stats data index 0 using 1 nooutput
rows = int(STATS_records)
set terminal svg size 600, 150 + 92 * rows fixed font "sans,18" background rgb "white"
set output outfile
set xrange [-0.34:1.62]
set yrange [-rows - 0.45:0.75]
unset border; unset tics
set key at screen 0.5, screen 0.03 center bottom horizontal maxcols 3 samplen 1.2 spacing 1.1 font "sans,16"
set margins 0, 0, 0, 0

plot data index 0 using (0):1:(1):(0) with vectors nohead lc rgb "#b0b0b0" lw 6 notitle, \
     data index 2 using 1:2:($3 - $1):(0) with vectors nohead lc rgb "#1f5fa8" lw 10 title "kept", \
     data index 2 using 1:($2 - 0.08):(0 - $1):($4 - $2 + 0.16) with vectors nohead lc rgb "#1f5fa8" lw 1 dt (4,3) notitle, \
     data index 2 using 3:($2 - 0.08):(1 - $3):($4 - $2 + 0.16) with vectors nohead lc rgb "#1f5fa8" lw 1 dt (4,3) notitle, \
     data index 1 using 1:($3 == 0 ? $2 : 1/0) with points pt 9 ps 1.4 lc rgb "#e69f00" title "guard", \
     data index 1 using 1:($3 == 1 ? $2 : 1/0) with points pt 7 ps 1.4 lc rgb "#d55e00" title "guess", \
     data index 1 using 1:($3 == 2 ? $2 : 1/0) with points pt 5 ps 1.1 lc rgb "#0072b2" title "quarter", \
     data index 1 using 1:($3 == 3 ? $2 : 1/0) with points pt 7 ps 0.6 lc rgb "#404040" title "last loads", \
     data index 3 using 1:($2 + 0.2) with points pt 11 ps 1.3 lc rgb "#009e73" title "the cut", \
     data index 0 using (-0.04):1:(sprintf("round %d", 1 - $1)) with labels right font "sans,17" notitle, \
     data index 0 using (1.04):1:(sprintf("%d wide, %d %s", $2, $3, $1 == -(rows - 1) ? "read" : "probes")) with labels left font "sans,16" tc rgb "#404040" notitle
