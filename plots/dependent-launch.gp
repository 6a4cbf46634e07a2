# One call of the load-balancing search, a partition kernel then a search
# kernel, launched the ordinary way (top) and as a programmatic dependent
# (bottom): the gap between the kernels, and the search kernel's start
# overlapping the partition kernel's tail.
# diagram: the two call times are measured (bench/results/h100/features,
# 2^20 elements); where the first kernel ends is schematic.
# inputs: build/tables/dependent-launch.md
data = 'build/tables/dependent-launch.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'dependent-launch.svg'
set terminal svg size 600,300 fixed font "sans,17" background rgb "white"
set output outfile
set encoding utf8

stats data index 0 using 3 nooutput
right = STATS_max
set xrange [-0.02 * right:1.22 * right]
set yrange [5.6:-0.5]
unset border; unset ytics; unset key
set xtics nomirror out scale 0.5 font "sans,17"
set border 1 lc rgb "#555555"
set xlabel "time from the call's start (µs)" font "sans,17" offset 0, 0.5
set margins 1, 1, 3.2, 0
set label "ordinary launch: the search kernel starts after a gap" at 0, 0.1 left font "sans-Bold,17"
set label "dependent launch: it starts under the partition kernel's tail" at 0, 3.1 left font "sans-Bold,17"
# Okabe and Ito's colours: partition kernel, gap, waiting start, search work.
colour(k) = k == 0 ? 0xE69F00 : k == 1 ? 0xffffff : k == 2 ? 0xBFE3F7 : 0x56B4E9
name(k) = k == 0 ? "partition" : k == 3 ? "search" : k == 2 ? "waits" : ""

plot data index 0 using (($2 + $3) / 2):1:(($3 - $2) / 2):(0.38):(colour($4)) with boxxyerror fs solid 1.0 border lc rgb "#666666" lc rgb variable, \
     data index 0 using (($2 + $3) / 2):($4 == 1 ? $1 : NaN):(($3 - $2) / 2):(0.38) with boxxyerror fs empty lc rgb "#666666" dt 2, \
     data index 0 using (($2 + $3) / 2):1:(name($4)) with labels font "sans,17", \
     data index 1 using 2:1:3 with labels left offset 0.5, 0 font "sans,17", \
     data index 2 using 2:1:3 with labels left offset 0.5, 0 font "sans,17"
