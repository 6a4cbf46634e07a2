# The reduce-by-key demo's keys as a staircase: each flat step is a run of
# equal keys, and so a segment, with its total at its right end.
# diagram: drawn from the chapter's reduce-by-key demo input, not a measurement.
# inputs: build/tables/reduce_by_key_runs.md
data = 'build/tables/reduce_by_key_runs.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'reduce-by-key-runs.svg'
set terminal svg size 600,330 fixed font "sans,17" background rgb "white"
set output outfile

set xrange [0:108]
set yrange [-0.7:8.8]
set border 3 lc rgb "#404040"
set xtics 0, 10, 100 nomirror out
set ytics 0, 1, 8 nomirror out
set xlabel "position in the input"
set ylabel "key"
unset key
set style fill solid 1.0 border lc rgb "#404040"
fill(i) = int(i) % 2 == 0 ? 0xcfe3f3 : 0xfbe0c6

plot data index 0 using (($2 + $3) / 2):4:2:3:($4 - 0.3):($4 + 0.3):(fill($1)) \
          with boxxyerror lc rgb variable, \
     data index 0 using ($3 + 0.8):4:(sprintf("%d", $5)) with labels left font "sans-Bold,17"
