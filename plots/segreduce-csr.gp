# The opening figure of the segmented reduction chapter: the demo's 100
# values cut into 7 segments by the CSR array, with each segment's total.
# diagram: drawn from the chapter's demo input, not a measurement.
# inputs: build/tables/segreduce_demo_segments.md
data = 'build/tables/segreduce_demo_segments.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'segreduce-csr.svg'
set terminal svg size 600,180 fixed font "sans,18" background rgb "white"
set output outfile

set xrange [-19:104]
set yrange [-0.9:2.05]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set style fill solid 1.0 border lc rgb "#404040"
fill(i) = int(i) % 2 == 0 ? 0xcfe3f3 : 0xfbe0c6

do for [j = 1:99] { set arrow from j, 0 to j, 1 nohead lc rgb "#a0a0a0" lw 0.5 front }
set label "data" at -2, 0.5 right
set label "csr" at -5, -0.55 right
set label "dest" at -2, 1.6 right

plot data index 0 using (($2 + $3) / 2):(0.5):2:3:(0):(1):(fill($1)) \
          with boxxyerror lc rgb variable, \
     data index 0 using (($2 + $3) / 2):(0.5):(sprintf("%d", $1)) with labels font "sans,17" tc rgb "#404040", \
     data index 0 using 2:(-0.55):(sprintf("%d", $2)) with labels font "sans,17", \
     data index 0 using 2:(-0.2):(0):(0.2) with vectors nohead lc rgb "#404040", \
     data index 0 using (($2 + $3) / 2):(1.6):(sprintf("%d", $4)) with labels font "sans-Bold,18", \
     data index 0 using (($2 + $3) / 2):(1.05):(0):(0.3) with vectors lc rgb "#404040" filled head size 0.8,20,60
