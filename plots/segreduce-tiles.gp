# The demo's segments cut into tiles of 25 values: each tile's partials,
# its carry-out (red), and where the carry-out goes.
# diagram: drawn from the chapter's demo input, not a measurement.
# inputs: build/tables/segreduce_demo_tiles.md
data = 'build/tables/segreduce_demo_tiles.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'segreduce-tiles.svg'
set terminal svg size 600,270 fixed font "sans,18" background rgb "white"
set output outfile

set xrange [-25:106]
set yrange [-1.2:3.7]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set style fill solid 1.0 border lc rgb "#404040"
fill(i) = int(i) % 2 == 0 ? 0xcfe3f3 : 0xfbe0c6
red = "#c0392b"

set label "segments" at -2, 2.5 right
set label "totals" at -2, 3.4 right
set label "carry-outs" at -2, 0.1 right tc rgb red font "sans,17"
set label "partials" at -2, 0.8 right
do for [t = 0:3] { set label sprintf("tile %d", t) at 25 * t + 12.5, -0.85 center font "sans-Bold,17" }

# the carry-out of a tile (column 7 = 1) goes to the next piece of its segment
carry(c) = c == 1 ? 1 : NaN
plot data index 0 using (($2 + $3) / 2):(2.5):2:3:(2):(3):(fill($1)) with boxxyerror lc rgb variable, \
     data index 0 using (($2 + $3) / 2):(2.5):(sprintf("%d", $1)) with labels font "sans,17" tc rgb "#404040", \
     data index 0 using (($2 + $3) / 2):(3.4):(sprintf("%d", $4)) with labels font "sans-Bold,18", \
     data index 1 using (($3 + $4) / 2):(0.8):3:4:(0.3):(1.3):(fill($2)) with boxxyerror lc rgb variable, \
     data index 1 using (($3 + $4) / 2):(carry($6) * 0.8):3:4:(0.3):(1.3) with boxxyerror fs empty lc rgb red lw 3, \
     data index 1 using (($3 + $4) / 2):(0.8):(sprintf("%d", $5)):($6 == 1 ? 0xc0392b : 0x202020) with labels tc rgb variable font "sans,17", \
     data index 1 using (($3 + $4) / 2):(carry($6) * 0.1):($7 - ($3 + $4) / 2):(0) with vectors lc rgb red lw 2 filled head size 1.5,25,60, \
     data index 2 using 1:(-0.6):(0):(3.65) with vectors nohead lc rgb "#202020" lw 2.5
