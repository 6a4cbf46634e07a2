# The device's copy bandwidth by size: cudaMemcpyAsync from device to
# device, against the roofline (the same copy at 2^28 values) and the
# memory's rated peak.
# inputs: bench/results/h100/copy.tsv plots/style.gp
load "plots/style.gp"
file = results . "/copy.tsv"
roof = real(meta(file, "roofline_GBps"))
peak = real(meta(file, "memory_peak_GBps"))

eval rows("copy", file, is("implementation", "cudaMemcpy") . " && " . is("param", "uniform"), log2n, gbps)
eval set_size_axis
eval set_caption(file, "copy")
title_text = "Device-to-device copy of n int32 values"
set ylabel "effective GB/s (read + written)"
set yrange [0:peak * 1.08]
key_lines = 3
eval layout
plot peak with lines lt 8 title sprintf("rated peak of the memory, %.0f GB/s", peak), \
     roof with lines lt 7 title sprintf("roofline: the copy of 2^{/*1.15 %d} values, %.0f GB/s", \
         int(log(real(meta(file, "roofline_n")))/log(2) + 0.5), roof), \
     $copy using 1:2 with linespoints lt 2 title "cudaMemcpyAsync" noenhanced
