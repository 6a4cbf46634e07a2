# The mergesort chapter's figure of its two sorting networks on eight
# keys: the odd-even transposition sort (neighbours only, stable) and
# Batcher's network (fewer compare-exchanges, not stable), each
# compare-exchange a vertical bar between two wires.
# diagram: drawn from the library's network functions, not a measurement.
# inputs: build/tables/mergesort_network_wires.md
data = 'build/tables/mergesort_network_wires.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'mergesort-network.svg'
set terminal svg size 600,500 fixed font "sans,17" background rgb "white"
set output outfile

stats data index 2 using 1 nooutput
xmax = STATS_max
stats data index 5 using 1 nooutput
bottom = STATS_max
set xrange [-2.6:xmax + 2.6]
set yrange [bottom + 0.7:-1.8]
unset border; unset tics; unset key
set margins 0, 0, 0, 0

plot for [b = 4:5] data index b using (-0.6):1:(xmax + 1.2):(0) with vectors nohead lc rgb "#9a9a9a" lw 1.2, \
     for [b = 0:2:2] data index b using 1:2:(0):($3 - $2) with vectors nohead lc rgb "#1f5fa8" lw 2.2, \
     for [b = 0:2:2] data index b using 1:2 with points pt 7 ps 0.7 lc rgb "#1f5fa8", \
     for [b = 0:2:2] data index b using 1:3 with points pt 7 ps 0.7 lc rgb "#1f5fa8", \
     for [b = 4:5] data index b using (-0.9):1:2 with labels right font "sans,17", \
     for [b = 4:5] data index b using (xmax + 0.9):1:3 with labels left font "sans,17", \
     for [b = 1:3:2] data index b using (-2.55):2:3 with labels left font "sans-Bold,17"
