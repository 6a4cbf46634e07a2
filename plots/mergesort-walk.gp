# The mergesort chapter's opening figure: sixteen keys, pass by pass, each
# pass merging the lists of the row above in pairs; the two equal keys
# shaded, to show that they keep their order.
# diagram: drawn from the chapter's worked example, not a measurement.
# inputs: build/tables/mergesort_walk_rows.md
data = 'build/tables/mergesort_walk_rows.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'mergesort-walk.svg'
set terminal svg size 600,330 fixed font "sans,17" background rgb "white"
set output outfile

stats data index 0 using 1:2 nooutput
n = int(STATS_max_x) + 1; rows = int(STATS_max_y) + 1
set xrange [-3.2:n + 0.1]
set yrange [rows - 0.45:-0.55]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
shade(t) = t == 0 ? 0xf2f2f2 : t == 1 ? 0xf4b183 : 0x9cc3e6

plot data index 2 using ($1 + 0.5):($2 + 0.3):($3 - $1):(0.4) with vectors nohead lc rgb "#9a9a9a" lw 1.2, \
     data index 0 using ($1 + 0.5):2:(0.44):(0.27):(shade($4)) with boxxyerror fs solid 1.0 noborder lc rgb variable, \
     data index 1 using (($1 + $2) / 2.0):3:(($2 - $1) / 2.0 - 0.03):(0.3) with boxxyerror fs empty border lc rgb "#1f5fa8" lw 1.6, \
     data index 0 using ($1 + 0.5):2:3 with labels font "sans,17", \
     data index 3 using (-0.25):1:2 with labels right font "sans,17"
