# The load-balancing search chapter's chart: throughput against the number
# of work items (uniform counts from 0 to 4) for lg_load_balance_search,
# Thrust's vectorized upper_bound, the naive expansion and the copy roofline,
# from the chapter's timing program (tests/gpu/lbs_timing.cu).
# inputs: bench/results/h100/lbs-ladder.tsv plots/style.gp
load "plots/style.gp"
file = "bench/results/h100/lbs-ladder.tsv"
set datafile separator "\t"   # the counts column holds spaces
device = system(sprintf("sed -n 's/^# device\t\\([^\t]*\\).*/\\1/p' '%s'", file))
label = system(sprintf("sed -n 's/^# lbs_timing\t//p' '%s'", file))
series(name) = sprintf("< awk -F'\t' '$1 == \"%s\"' %s", name, file)
x = "(log($4) / log(2))"
eval set_caption_text(sprintf("%s, %s.\nA byte counts: 4 bytes read per object + 4 bytes written per work item.\nRoofline: device-to-device copy of the same bytes, measured at each size in the same run.", device, label))
set title "Load-balancing search, object counts uniform from 0 to 4"
set xlabel "m, work items"
set xrange [9.6:26.4]
set xtics 10, 2, 26 format '2^{%.0f}'
set ylabel "billions of work items per second"
plot series("copy") using @x:6 with lines lt 7 title "roofline (copy of the same bytes)", \
     series("thrust_upper_bound") using @x:6 with linespoints lt 2 title "Thrust upper_bound, minus one" noenhanced, \
     series("naive_expansion") using @x:6 with linespoints lt 3 title "naive expansion, one thread per object" noenhanced, \
     series("ours") using @x:6 with linespoints lt 1 title "lg_load_balance_search (ours)" noenhanced
