# SpMV as a segmented reduction: the products of the chapter's example
# matrix with x = (1, ..., 6), one per nonzero in the order of the values
# array, and the rows of the matrix as segments whose totals are y.
# diagram: drawn from the chapter's example matrix, not a measurement.
# inputs: build/tables/spmv_products.md
data = 'build/tables/spmv_products.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'spmv-products.svg'
set terminal svg size 600,260 fixed font "sans,18" background rgb "white"
set output outfile

set xrange [-2.9:12.2]
set yrange [-0.45:3.4]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set style fill solid 1.0 border lc rgb "#404040"
fill(i) = int(i) % 3 == 0 ? 0xcfe3f3 : int(i) % 3 == 1 ? 0xfbe0c6 : 0xd5ecd4   # rows 2 and 4 meet
empty(first, end) = first == end

set label "a × x[col]" at -0.2, 2.65 right font "sans,17" tc rgb "#606060"
set label "products" at -0.2, 1.6 right
set label "y" at -0.2, 0.55 right font "sans-Bold,18"

plot data index 0 using ($1 + 0.5):(1.6):1:($1 + 1):(1.2):(2.0):(fill($2)) with boxxyerror lc rgb variable, \
     data index 0 using ($1 + 0.5):(1.6):(sprintf("%g", $6)) with labels font "sans,18", \
     data index 0 using ($1 + 0.5):(2.35 + 0.6 * (int($1) % 2)):(sprintf("%g×%g", $4, $5)) with labels font "sans,17" tc rgb "#606060", \
     data index 1 using 2:(empty($2, $3) ? NaN : 0.95):($3 - $2 - 0.1):(0) with vectors nohead lw 2 lc rgb "#404040", \
     data index 1 using (($2 + $3) / 2):(empty($2, $3) ? NaN : 0.55):(sprintf("y%d = %g", $1, $4)) with labels font "sans,17", \
     data index 1 using 2:(empty($2, $3) ? 0.95 : NaN) with points pt 9 ps 1.2 lc rgb "#c0392b", \
     data index 1 using 2:(empty($2, $3) ? 0.1 : NaN):(sprintf("y%d = %g (empty)", $1, $4)) with labels font "sans,17" tc rgb "#c0392b"
