# The merge chapter's chart of (key, value) pairs: Merge Path against CUB's
# DeviceMerge::MergePairs and the copy roofline.
# inputs: tests/gpu/merge_timing-h100.tsv
data = 'tests/gpu/merge_timing-h100.tsv'
if (!exists("outfile")) outfile = 'merge-pairs.svg'
device = system("sed -n 's/^# device\t\\([^\t]*\\).*/\\1/p' " . data)
label = system("sed -n 's/^# merge_timing\t//p' " . data)
set terminal svg size 720,400 dynamic font "sans,12" background rgb "white"
set output outfile
set datafile separator "\t"
set title sprintf("Merging two sorted lists of (key, value) pairs of 32-bit integers\n%s, %s", device, label) font "sans,12"
set xlabel "total pairs, log2 n"
set ylabel "G pairs per second"
set logscale y 2
set xrange [13.5:26.5]
set xtics 14, 2, 26
set key top left Left reverse font "sans,11"
set grid ytics lc rgb "#e0e0e0"
series(name) = sprintf("< awk -F'\t' '$1 == \"%s\"' %s", name, data)
x = '(log($2) / log(2))'
plot series("copy") using @x:($5 / 16) with lines dt 2 lw 2 lc rgb "#555555" title "copy bandwidth / 16 bytes", \
     series("merge_path_pairs") using @x:4 with linespoints pt 7 lw 2 lc rgb "#1f5fa8" title "Merge Path (lg\\_merge\\_pairs\\_i32)", \
     series("cub_merge_pairs") using @x:4 with linespoints pt 5 lw 2 lc rgb "#c0392b" title "CUB DeviceMerge::MergePairs"
