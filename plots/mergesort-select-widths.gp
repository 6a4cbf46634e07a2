# The four-way selection's brackets closing: the keys still open in the four
# brackets, the mean over the diagonals of one pass of uniform keys, before
# the first round and after each, with 1, 2, 4 and 8 probes a list.
# diagram: drawn from the library's selection on the CPU, not a measurement.
# inputs: build/tables/mergesort_select_widths.md
data = 'build/tables/mergesort_select_widths.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'mergesort-select-widths.svg'
set terminal svg size 600,400 fixed font "sans,17" background rgb "white"
set output outfile

set logscale y 10
set format y "10^{%L}"
set xrange [0:*]
set yrange [0.1:*]
set xtics 0, 2 nomirror out scale 0.5
set ytics nomirror out scale 0.5
set border 3 lc rgb "#404040"
set xlabel "rounds"
set ylabel "keys open in the four brackets"
set grid ytics lc rgb "#e6e6e6" lw 1
set key top right Right samplen 1.5 spacing 1.1 font "sans,16"
set lmargin 10
set rmargin 2
set tmargin 1

plot data index 0 using 1:2 with linespoints pt 7 ps 0.7 lw 2 lc rgb "#1f5fa8" title "1 probe a list", \
     data index 1 using 1:2 with linespoints pt 5 ps 0.7 lw 2 lc rgb "#009e73" title "2", \
     data index 2 using 1:2 with linespoints pt 9 ps 0.9 lw 2 lc rgb "#e69f00" title "4", \
     data index 3 using 1:2 with linespoints pt 11 ps 0.9 lw 2 lc rgb "#d55e00" title "8"
