# A warp's tile in shared memory, 32 threads with VT = 8, unpadded and
# padded: one column per bank, one row per 32 words; the words the warp
# reads for value 0 in thread order are filled.
# diagram: drawn from the foundations chapter's padding and bank code, not a measurement.
# inputs: build/tables/bank-map.md
data = 'build/tables/bank-map.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'bank-map.svg'
set terminal svg size 600,470 fixed font "sans,17" background rgb "white"
set output outfile
set encoding utf8

set xrange [-0.7:32.4]
set yrange [21:-3]
unset border; unset tics; unset key
set margins 0, 0, 0, 0

plot data index 0 using 1:2:(0.45):(0.45) with boxxyerror fs solid 1.0 lc rgb "#e4e4e4", \
     data index 1 using 1:2:(0.45):(0.45) with boxxyerror fs empty lc rgb "#909090" dt 2, \
     data index 2 using 1:2:(0.45):(0.45) with boxxyerror fs solid 1.0 lc rgb "#D55E00", \
     data index 3 using 1:2:3 with labels left font "sans,17"
