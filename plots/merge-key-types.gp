# The merge chapter's chart of key types: the share of the copy bandwidth
# that lg_merge_keys_S and lg_merge_pairs_S reach, and CUB's DeviceMerge
# with the same order, for each key type at 2^26 keys.
# inputs: bench/results/h100/key-types/merge-types.tsv plots/style.gp
load "plots/style.gp"
file = results . "/key-types/merge-types.tsv"
roof = real(meta(file, "roofline_GBps"))
# The key types in the order of LG_KEY_TYPES, at x = 0 ... 5.
type_x = "(strcol('param') eq 'i32' ? 0 : strcol('param') eq 'u32' ? 1 : \
    strcol('param') eq 'f32' ? 2 : strcol('param') eq 'i64' ? 3 : \
    strcol('param') eq 'u64' ? 4 : 5)"
pct = "column('pct_of_copy')"
keys = is("algorithm", "merge-keys-types")
pairs = is("algorithm", "merge-pairs-types")

eval rows("ours_keys", file, is("implementation", "ours") . " && " . keys, type_x, pct)
eval rows("cub_keys", file, is("implementation", "cub") . " && " . keys, type_x, pct)
eval rows("ours_pairs", file, is("implementation", "ours") . " && " . pairs, type_x, pct)
eval rows("cub_pairs", file, is("implementation", "cub") . " && " . pairs, type_x, pct)
eval set_caption_text(sprintf("%s, measured %s (commit %s), n = 2^26.\nA byte counts: the keys' (and values') bytes read once and written once.\n100%%: device-to-device copy, %.0f GB/s, measured in the same run.", \
    meta(file, "gpu"), meta(file, "date")[1:10], meta(file, "commit"), \
    real(meta(file, "roofline_GBps"))))
title_text = "Merging keys of each type, n = 2^{26}"
set xlabel "key type"
set xrange [-0.4:5.4]
set xtics ("i32" 0, "u32" 1, "f32" 2, "i64" 3, "u64" 4, "f64" 5)
set ylabel "% of the copy bandwidth"
set yrange [0:110]
key_lines = 5
eval layout
plot 100 with lines lt 7 title sprintf("roofline (copy, %.0f GB/s)", roof), \
     $cub_pairs using 1:2 with linespoints lt 3 title "pairs: cub::DeviceMerge::MergePairs" noenhanced, \
     $cub_keys using 1:2 with linespoints lt 2 title "keys: cub::DeviceMerge::MergeKeys" noenhanced, \
     $ours_pairs using 1:2 with linespoints lt 4 title "pairs: lg_merge_pairs_S (ours)" noenhanced, \
     $ours_keys using 1:2 with linespoints lt 1 title "keys: lg_merge_keys_S (ours)" noenhanced
