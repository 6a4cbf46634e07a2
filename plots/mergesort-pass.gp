# The mergesort chapter's figure of one two-way merge pass: the sixteen
# keys as four sorted lists (two frames of A and B) above, the lists of
# eight the pass writes below, and a line from each key to its place,
# coloured by the CTA of two outputs that moves it.
# diagram: drawn from the library's frame, partition and range code on
# the chapter's worked example, not a measurement.
# inputs: build/tables/mergesort_pass_cuts.md
data = 'build/tables/mergesort_pass_cuts.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'mergesort-pass.svg'
set terminal svg size 600,300 fixed font "sans,17" background rgb "white"
set output outfile

set xrange [-2.4:16.3]
set yrange [3.0:-0.9]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
tint(c) = int(c) % 4 == 0 ? 0xf4b183 : int(c) % 4 == 1 ? 0x9cc3e6 : int(c) % 4 == 2 ? 0xa9d18e : 0xd5a6bd
ink(c) = int(c) % 4 == 0 ? 0xc55a11 : int(c) % 4 == 1 ? 0x2e75b6 : int(c) % 4 == 2 ? 0x548235 : 0x8e4a75
top = 0; bottom = 2

plot data index 0 using ($2 + 0.5):(top + 0.3):($1 - $2):(bottom - top - 0.6):(ink($4)) with vectors nohead lw 1.6 lc rgb variable, \
     data index 1 using ($1 + 0.5):(top):(0.45):(0.3):(tint($3)) with boxxyerror fs solid 1.0 noborder fc rgb variable, \
     data index 0 using ($1 + 0.5):(bottom):(0.45):(0.3):(tint($4)) with boxxyerror fs solid 1.0 noborder fc rgb variable, \
     data index 2 using (($1 + $2) / 2.0):(top):(($2 - $1) / 2.0 - 0.03):(0.32) with boxxyerror fs empty border rgb "#404040" lc rgb "#404040" lw 1.4, \
     data index 3 using (($1 + $2) / 2.0):(bottom):(($2 - $1) / 2.0 - 0.03):(0.32) with boxxyerror fs empty border rgb "#404040" lc rgb "#404040" lw 1.4, \
     data index 1 using ($1 + 0.5):(top):2 with labels font "sans,17", \
     data index 0 using ($1 + 0.5):(bottom):3 with labels font "sans,17", \
     data index 2 using (($1 + $2) / 2.0):(top - 0.55):3 with labels font "sans-Bold,17", \
     data index 3 using (($1 + $2) / 2.0):(bottom + 0.6):3 with labels font "sans,17", \
     '+' using (-0.3):(top):("input") every ::0::0 with labels right font "sans,17", \
     '+' using (-0.3):(bottom):("output") every ::0::0 with labels right font "sans,17", \
     '+' using (-0.3):(bottom + 0.6):("CTA") every ::0::0 with labels right font "sans,17"
