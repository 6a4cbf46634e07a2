# The two orders of a tile, for a toy CTA of 4 threads with 3 values each:
# which thread holds each element in strided order and in thread order, and
# which elements the threads' first load (value 0) reads.
# diagram: drawn from the foundations chapter's index functions, not a measurement.
# inputs: build/tables/tile-layout.md
data = 'build/tables/tile-layout.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'tile-layout.svg'
set terminal svg size 600,250 fixed font "sans,18" background rgb "white"
set output outfile
set encoding utf8

gap = 2.4   # from one order's row to the next
set xrange [-0.6:11.6]
set yrange [gap + 0.6:-1.6]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set label "strided order: thread t holds elements t, t + 4, t + 8" at -0.5, -1.15 left font "sans-Bold,18"
set label "thread order: thread t holds elements 3t, 3t + 1, 3t + 2" at -0.5, gap - 1.15 left font "sans-Bold,18"
# Okabe and Ito's colours, one per thread.
colour(t) = t == 0 ? 0xE69F00 : t == 1 ? 0x56B4E9 : t == 2 ? 0x009E73 : 0xCC79A7
row(o) = o * gap

plot data using 1:(row($2)):(0.46):(0.4):(colour($3)) with boxxyerror fs solid 1.0 lc rgb variable, \
     data using 1:(row($2)):($4 == 0 ? 0.46 : NaN):(0.4) with boxxyerror fs empty lc rgb "black" lw 3.5, \
     data using 1:(row($2)):(sprintf("t%d", $3)) with labels font "sans,18", \
     data using 1:(row($2) - 0.62):(sprintf("%d", $1)) with labels font "sans,17" tc rgb "#555555"
