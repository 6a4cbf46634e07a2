# The mergesort chapter's chart of key types: billions of keys sorted a
# second by lg_mergesort_keys_S, CUB's merge sort with the same order and
# CUB's radix sort, for each key type at 2^26 keys, under the pass-count
# roofline of the mergesort chart: the blocksort and ceil(P / 2) four-way
# passes, P = ceil(log2(tiles)), each reading and writing every key once
# at the copy bandwidth. The blocksort tiles of keys of 4 and 8 bytes are
# those of the build that measured, from the header (files written before
# the header said so were measured with 8704 and 4352 keys).
# inputs: bench/results/h100/key-types/mergesort-types.tsv plots/style.gp
load "plots/style.gp"
file = results . "/key-types/mergesort-types.tsv"
roof = real(meta(file, "roofline_GBps"))
type_x = "(strcol('param') eq 'i32' ? 0 : strcol('param') eq 'u32' ? 1 : \
    strcol('param') eq 'f32' ? 2 : strcol('param') eq 'i64' ? 3 : \
    strcol('param') eq 'u64' ? 4 : 5)"

wide = "(strcol('param') eq 'i64' || strcol('param') eq 'u64' || strcol('param') eq 'f64')"
nv = sprintf("(%s ? %.1f : %.1f)", wide, \
    meta_number(file, "blocksort_nv mergesort-types 8-byte keys", 4352), \
    meta_number(file, "blocksort_nv mergesort-types 4-byte keys", 8704))
passes = sprintf("ceil(log(ceil(column('n') / %s)) / log(2) - 1e-9)", nv)
passroof = sprintf("%.6g / ((1 + ceil(%s / 2.0)) * (%s ? 16 : 8))", roof, passes, wide)

eval rows("passroof", file, is("implementation", "ours"), type_x, passroof)
eval rows("ours", file, is("implementation", "ours"), type_x, gelems)
eval rows("cub", file, is("implementation", "cub"), type_x, gelems)
eval rows("radix", file, is("implementation", "cub-radix"), type_x, gelems)
eval set_caption_text(sprintf("%s, measured %s (commit %s), n = 2^26 keys.\nCUB's merge sort compares with the library's order; its radix sort orders -0.0 before +0.0 and NaNs by their bits, and the input has neither.\nA byte counts: each key read and written once by the blocksort and by each pass.\nRoofline: the copy of the same run, %.0f GB/s, for every pass.", \
    meta(file, "gpu"), meta(file, "date")[1:10], meta(file, "commit"), roof))
title_text = "Sorting keys of each type, n = 2^{26}"
set xlabel "key type"
set xrange [-0.4:5.4]
set xtics ("i32" 0, "u32" 1, "f32" 2, "i64" 3, "u64" 4, "f64" 5)
set ylabel "billions of keys per second"
set yrange [0:*]
key_lines = 4
eval layout
plot $passroof using 1:2 with linespoints lt 7 title "roofline: blocksort and four-way passes at the copy", \
     $radix using 1:2 with linespoints lt 3 title "cub::DeviceRadixSort::SortKeys (context)" noenhanced, \
     $cub using 1:2 with linespoints lt 2 title "cub::DeviceMergeSort::SortKeys, same order" noenhanced, \
     $ours using 1:2 with linespoints lt 1 title "lg_mergesort_keys_S (ours)" noenhanced
