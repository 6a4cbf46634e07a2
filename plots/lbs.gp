# The load-balancing search chapter's chart: throughput against the number
# of work items (uniform counts from 0 to 4) for lg_load_balance_search,
# Thrust's vectorized upper_bound, the naive expansion and the copy roofline.
# inputs: tests/gpu/lbs_ladder-h100.tsv
data = 'tests/gpu/lbs_ladder-h100.tsv'
if (!exists("outfile")) outfile = 'lbs.svg'
device = system("sed -n 's/^# device\t\\([^\t]*\\).*/\\1/p' " . data)
label = system("sed -n 's/^# lbs_timing\t//p' " . data)
set terminal svg size 720,440 dynamic font "sans,12" background rgb "white"
set output outfile
set datafile separator "\t"
set title sprintf("Load-balancing search, counts uniform from 0 to 4\n%s, %s", device, label) font "sans,12"
set xlabel "work items, log2 m"
set ylabel "G work items per second"
set logscale y 2
set xrange [9.5:26.5]
set xtics 10, 2, 26
set key top left Left reverse font "sans,11"
set grid ytics lc rgb "#e0e0e0"
series(name) = sprintf("< awk -F'\t' '$1 == \"%s\"' %s", name, data)
x = '(log($4) / log(2))'
plot series("copy") using @x:6 with lines dt 2 lw 2 lc rgb "#555555" title "copy of the same bytes", \
     series("ours") using @x:6 with linespoints pt 7 lw 2 lc rgb "#1f5fa8" title "lg\\_load\\_balance\\_search", \
     series("thrust_upper_bound") using @x:6 with linespoints pt 5 lw 2 lc rgb "#c0392b" title "Thrust upper\\_bound, minus one", \
     series("naive_expansion") using @x:6 with linespoints pt 9 lw 1.5 lc rgb "#27ae60" title "naive expansion"
