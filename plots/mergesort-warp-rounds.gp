# One warp of the four-way partition kernel with one probe a list: eight
# points of four threads, and the rounds of the selection each needs; the
# warp's loops run until its slowest point is done.
# diagram: drawn from the library's selection on the CPU, not a measurement.
# inputs: build/tables/mergesort_select_widths.md
data = 'build/tables/mergesort_select_widths.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'mergesort-warp-rounds.svg'
set terminal svg size 600,400 fixed font "sans,17" background rgb "white"
set output outfile

stats data index 4 using 2 nooutput
most = STATS_max
set xrange [0:most + 1]
set yrange [16:7] reverse
set xtics 0, 2 nomirror out scale 0.5
set ytics 8, 1, 15 nomirror out scale 0.5
set border 3 lc rgb "#404040"
set xlabel "rounds of the selection"
set ylabel "point"
set key above left Left reverse samplen 1.5 spacing 1.1 font "sans,15" maxrows 2
set lmargin 8
set rmargin 2
set arrow from most, graph 0 to most, graph 1 nohead dt 2 lw 2 lc rgb "#d55e00"
set style fill solid 1.0 noborder

plot data index 4 using (0.5 * $2):1:(0):($2):($1 - 0.3):($1 + 0.3) \
         with boxxyerror lc rgb "#1f5fa8" title "its own rounds", \
     data index 4 using (0.5 * ($2 + most)):1:($2):(most):($1 - 0.3):($1 + 0.3) \
         with boxxyerror lc rgb "#d9d9d9" title "waiting for the warp, probing nothing"
