# The partition's search: the CSR array of the partition example, and
# where the search for each tile's first value lands in it. The lower
# bound (red) and the upper bound minus one (green, the segment holding
# the value).
# diagram: drawn from the chapter's partition example, not a measurement.
# inputs: build/tables/segreduce_partition_line.md
data = 'build/tables/segreduce_partition_line.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'segreduce-partition.svg'
set terminal svg size 600,300 fixed font "sans,18" background rgb "white"
set output outfile

set xrange [-2.7:5.15]
set yrange [-0.55:4.75]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set style fill solid 1.0 border lc rgb "#404040"
red = "#c0392b"; green = "#1e8449"
row(t) = 2.3 - 1.45 * (t - 1)   # the row of tile t's search

# The answers of the searches: each in a box wide enough for its text,
# centred on the csr entry it names; the wrong one dashed.
answer_half = 0.8
set label "csr" at -0.15, 3.6 right font "sans-Bold,18"
plot data index 0 using ($1 + 0.5):(3.6):1:($1 + 1):(3.2):(4.0) with boxxyerror lc rgb "#e8e8e8", \
     data index 0 using ($1 + 0.5):(3.6):(sprintf("%d", $2)) with labels font "sans,18", \
     data index 0 using ($1 + 0.5):(4.3):(sprintf("[%d]", $1)) with labels font "sans,17" tc rgb "#707070", \
     data index 1 using (-0.15):(row($1) + 0.15):(sprintf("tile %d: %d", $1, $2)) with labels right font "sans-Bold,17", \
     data index 1 using (-0.15):(row($1) - 0.3):(int($6) == 1 ? "carried" : "not carried") with labels right font "sans,17" tc rgb "#606060", \
     data index 1 using ($3 + 0.5):(row($1) + 0.3):(answer_half):(0.22) with boxxyerror fs solid 1.0 noborder lc rgb "white", \
     data index 1 using ($3 + 0.5):(row($1) + 0.3):(answer_half):(0.22) with boxxyerror fs empty border -1 lc rgb "#c0392b" lw 2 dt 2, \
     data index 1 using ($3 + 0.5):(row($1) + 0.3):("lower bound") with labels font "sans,17" tc rgb red, \
     data index 1 using ($5 + 0.5):(row($1) - 0.3):(answer_half):(0.22) with boxxyerror fs solid 1.0 noborder lc rgb "white", \
     data index 1 using ($5 + 0.5):(row($1) - 0.3):(answer_half):(0.22) with boxxyerror fs empty border -1 lc rgb "#1e8449" lw 2.5, \
     data index 1 using ($5 + 0.5):(row($1) - 0.3):("upper − 1") with labels font "sans,17" tc rgb green, \
     data index 1 using 4:(row($1) - 0.6):(0):(3.2 - row($1) + 0.6) with vectors nohead lc rgb green dt 3 lw 1.5
