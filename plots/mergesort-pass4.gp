# The mergesort chapter's figure of one four-way merge pass: four sorted
# lists A, B, C, D of the sixteen keys above; in the middle the merges AB
# and CD, which no memory holds; below, the list of sixteen the pass
# writes; every key coloured by the CTA of four outputs that moves it.
# diagram: drawn from the library's four-way partition and range code on
# the chapter's worked example, not a measurement.
# inputs: build/tables/mergesort_pass_cuts.md
data = 'build/tables/mergesort_pass_cuts.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'mergesort-pass4.svg'
set terminal svg size 600,400 fixed font "sans,17" background rgb "white"
set output outfile

set xrange [-3.3:16.3]
set yrange [4.3:-0.9]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set style textbox opaque noborder margins 2, 1
tint(c) = int(c) % 4 == 0 ? 0xf4b183 : int(c) % 4 == 1 ? 0x9cc3e6 : int(c) % 4 == 2 ? 0xa9d18e : 0xd5a6bd
ink(c) = int(c) % 4 == 0 ? 0xc55a11 : int(c) % 4 == 1 ? 0x2e75b6 : int(c) % 4 == 2 ? 0x548235 : 0x8e4a75
top = 0; middle = 1.8; bottom = 3.6; h = 0.3
frame = 'fs empty border rgb "#404040" lc rgb "#404040" lw 1.4'

plot data index 5 using ($4 + 0.5):(top + h):($1 - $4):(middle - top - 2 * h):(ink($3)) with vectors nohead lw 1.6 lc rgb variable, \
     data index 6 using ($4 + 0.5):(middle + h):($1 - $4):(bottom - middle - 2 * h):(ink($3)) with vectors nohead lw 1.6 lc rgb variable, \
     data index 4 using ($1 + 0.5):(top):(0.45):(h):(tint($3)) with boxxyerror fs solid 1.0 noborder fc rgb variable, \
     data index 5 using ($1 + 0.5):(middle):(0.45):(h):(tint($3)) with boxxyerror fs solid 1.0 noborder fc rgb variable, \
     data index 6 using ($1 + 0.5):(bottom):(0.45):(h):(tint($3)) with boxxyerror fs solid 1.0 noborder fc rgb variable, \
     data index 8 using 1:($2 * middle):(($2 + 1) * 2 - 0.03):(h + 0.02) with boxxyerror @frame, \
     for [c = 0:3] '+' using (4 * c + 2):(bottom):(1.97):(h + 0.02) every ::0::0 with boxxyerror @frame, \
     data index 4 using ($1 + 0.5):(top):2 with labels font "sans,17", \
     data index 5 using ($1 + 0.5):(middle):2 with labels font "sans,17", \
     data index 6 using ($1 + 0.5):(bottom):2 with labels font "sans,17", \
     data index 8 using 1:($2 * middle - 0.5):3 with labels boxed font "sans-Bold,17", \
     for [c = 0:3] '+' using (4 * c + 2):(bottom + 0.6):(sprintf("%d", c)) every ::0::0 with labels font "sans,17", \
     '+' using (-0.3):(top):("input") every ::0::0 with labels right font "sans,17", \
     '+' using (-0.3):(middle):("not stored") every ::0::0 with labels right font "sans,17", \
     '+' using (-0.3):(bottom):("output") every ::0::0 with labels right font "sans,17", \
     '+' using (-0.3):(bottom + 0.6):("CTA") every ::0::0 with labels right font "sans,17"
