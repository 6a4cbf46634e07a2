# The mergesort chapter's figure of its pass plans: twenty sorted tiles
# of a blocksort at the top, and below them the lists that each global
# pass makes, with two-way passes only and with the library's plan, whose
# passes merge four lists after at most one two-way pass.
# diagram: drawn from the library's own pass plan, not a measurement.
# inputs: build/tables/mergesort_plan_tree.md
data = 'build/tables/mergesort_plan_tree.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'mergesort-plan.svg'
set terminal svg size 600,420 fixed font "sans,17" background rgb "white"
set output outfile

stats data index 0 using 2:3 nooutput
tiles = int(STATS_max_x)
stats data index 4 using 3 nooutput
rows = int(STATS_max) + 1
set xrange [-4.8:tiles + 0.1]
set yrange [rows - 0.5:-1.3]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
fill(w) = w == 0 ? 0xd9d9d9 : w == 2 ? 0x9cc3e6 : 0xf4b183

plot for [p = 0:1] data index 4 * p + 1 using 1:($2 + 0.28):($3 - $1):(0.44) with vectors nohead lc rgb "#9a9a9a" lw 1.1, \
     for [p = 0:1] data index 4 * p using (($1 + $2) / 2.0):3:(($2 - $1) / 2.0 - 0.06):(0.26):(fill($4)) with boxxyerror fs solid 1.0 border lc rgb "#404040" lw 0.8 fc rgb variable, \
     for [p = 0:1] data index 4 * p + 2 using (-0.3):1:2 with labels right font "sans,17", \
     for [p = 0:1] data index 4 * p + 3 using (-3.5):1:2 with labels left font "sans-Bold,17"
