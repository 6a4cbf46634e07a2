# The merge chapter's chart of keys: throughput against size for the four
# kernels of the ladder, CUB's DeviceMerge::MergeKeys and the copy roofline.
# inputs: tests/gpu/merge_timing-h100.tsv
data = 'tests/gpu/merge_timing-h100.tsv'
if (!exists("outfile")) outfile = 'merge-keys.svg'
device = system("sed -n 's/^# device\t\\([^\t]*\\).*/\\1/p' " . data)
label = system("sed -n 's/^# merge_timing\t//p' " . data)
set terminal svg size 720,440 dynamic font "sans,12" background rgb "white"
set output outfile
set datafile separator "\t"
set title sprintf("Merging two sorted lists of 32-bit keys\n%s, %s", device, label) font "sans,12"
set xlabel "total keys, log2 n"
set ylabel "G keys per second"
set logscale y 2
set xrange [13.5:26.5]
set xtics 14, 2, 26
set key top left Left reverse font "sans,11"
set grid ytics lc rgb "#e0e0e0"
series(name) = sprintf("< awk -F'\t' '$1 == \"%s\"' %s", name, data)
x = '(log($2) / log(2))'
plot series("copy") using @x:($5 / 8) with lines dt 2 lw 2 lc rgb "#555555" title "copy bandwidth / 8 bytes", \
     series("merge_path_keys") using @x:4 with linespoints pt 7 lw 2 lc rgb "#1f5fa8" title "Merge Path (lg\\_merge\\_keys\\_i32)", \
     series("cub_merge_keys") using @x:4 with linespoints pt 5 lw 2 lc rgb "#c0392b" title "CUB DeviceMerge::MergeKeys", \
     series("circular_keys") using @x:4 with linespoints pt 9 lw 1.5 lc rgb "#27ae60" title "circular buffers", \
     series("tiled_keys") using @x:4 with linespoints pt 11 lw 1.5 lc rgb "#8e44ad" title "tiled", \
     series("basic_keys") using @x:4 with linespoints pt 13 lw 1.5 lc rgb "#d35400" title "basic"
