# The opening figure of the load-balancing search chapter: the first twelve
# objects of the example above, their work items below, and a line from each
# work item up to the object the search finds for it; empty objects get none.
# diagram: drawn from the chapter's own worked example, not a measurement.
# inputs: build/tables/lbs_items.md
data = 'build/tables/lbs_items.md'
set datafile commentschars '#`'
if (!exists("outfile")) outfile = 'lbs-items.svg'
set terminal svg size 560,245 fixed font "sans,16" background rgb "white"
set output outfile

stats data index 1 using 1 nooutput
m = int(STATS_records)
stats data index 0 using 1 nooutput
n = int(STATS_records)
w = 0.42 * m / n   # half the width of an object's box
set xrange [-5.6:m + 0.3]
set yrange [-1.4:5.6]
unset border; unset tics; unset key
set margins 0, 0, 0, 0
set style fill solid 1.0 border rgb "#404040"
set label "count" at -0.4, 5.05 right font "sans,16" tc rgb "#404040"
set label "object" at -0.4, 4 right font "sans-Bold,16"
set label "work item" at -0.4, 0 right font "sans-Bold,16"

plot data index 2 using 1:2:3:4 with vectors nohead lc rgb "#1f5fa8" lw 1.2, \
     data index 1 using 1:2:(0.45):(0.45) with boxxyerror fc rgb "#dce9f7", \
     data index 1 using 1:(int($3) % 5 == 0 ? $2 - 0.95 : NaN):3 with labels font "sans,16", \
     data index 0 using 1:($5 == 0 ? $2 : 1/0):(w):(0.5) with boxxyerror fc rgb "#f4d4b8", \
     data index 0 using 1:($5 == 1 ? $2 : 1/0):(w):(0.5) with boxxyerror fc rgb "#e6e6e6", \
     data index 0 using 1:2:3 with labels font "sans,17", \
     data index 0 using 1:($2 + 1.05):4 with labels font "sans,16" tc rgb "#404040"
