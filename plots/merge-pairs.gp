# The merge chapter's chart of pairs: throughput against size for Merge Path
# (lg_merge_pairs_i32), CUB's DeviceMerge and the copy roofline, from
# the merge chapter's timing program (tests/gpu/merge_timing.cu).
# inputs: bench/results/h100/merge-timing.tsv plots/style.gp
load "plots/style.gp"
file = "bench/results/h100/merge-timing.tsv"
device = system(sprintf("sed -n 's/^# device\t\\([^\t]*\\).*/\\1/p' '%s'", file))
label = system(sprintf("sed -n 's/^# merge_timing\t//p' '%s'", file))
roof = real(system(sprintf("sed -n 's/^# copy\t\\([0-9.]*\\) GB.*/\\1/p' '%s'", file)))
series(name) = sprintf("< awk -F'\t' '$1 == \"%s\"' %s", name, file)
x = "(log($2) / log(2))"
eval set_caption_text(sprintf("%s, %s.\nA byte counts: 8 bytes read + 8 bytes written per pair.\nRoofline: device-to-device copy, %.0f GB/s, measured in the same run.", device, label, roof))
set title "Merging two sorted lists of n (int32 key, int32 value) pairs"
set xlabel "n, elements (both lists together)"
set xrange [13.6:26.4]
set xtics 14, 2, 26 format '2^{%.0f}'
set ylabel "billions of pairs per second"
set yrange [0:roof / 16 * 1.1]
plot series("copy") using @x:(roof / 16) with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     series("cub_merge_pairs") using @x:4 with linespoints lt 2 title "CUB DeviceMerge::MergePairs" noenhanced, \
     series("merge_path_pairs") using @x:4 with linespoints lt 1 title "Merge Path, lg_merge_pairs_i32 (ours)" noenhanced
