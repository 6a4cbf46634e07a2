# SpMV on three random matrices, at one size: ours (one call and a plan
# applied), cuSPARSE's CSR algorithms 1 and 2, the gathers alone (the
# bound of bench/peers_segreduce.cu), and the roofline (the copy bandwidth
# over the bytes counted per nonzero), as clustered bars.
# inputs: bench/results/h100/spmv.tsv plots/style.gp
load "plots/style.gp"
file = results . "/spmv.tsv"
roof = real(meta(file, "roofline_GBps"))
n = real(system(sprintf("awk -F'\t' '!/^#/ && $3 + 0 > n { n = $3 + 0 } END { print n }' '%s'", file)))
# The table the bars are drawn from: one line per matrix, the throughput of
# each implementation in billions of nonzeros per second.
table = system(sprintf("awk -F'\t' '!/^#/ && $1 == \"spmv\" && $5 == \"ok\" && $3 == %.0f { v[$4, $2] = $10 / 1e9; r[$4] = %g * $3 / $13; if (!($4 in seen)) { seen[$4] = 1; order[++k] = $4 } } END { for (i = 1; i <= k; i++) { m = order[i]; printf \"%%s %%g %%g %%g %%g %%g %%g\\n\", m, v[m, \"ours\"], v[m, \"ours-plan\"], v[m, \"cusparse-alg1\"], v[m, \"cusparse-alg2\"], v[m, \"gathers\"], r[m] } }' '%s'", n, roof, file))
set print $bars
print table
unset print
eval set_caption(file, "spmv")
title_text = sprintf("y = A x in float, 2^{/*1.15 %d} nonzeros: three random matrices and a 3D stencil", int(log(n)/log(2) + 0.5))
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set xlabel "matrix (row lengths)"
set xrange [*:*]
set ylabel "billions of nonzeros per second"
set grid noxtics ytics
key_lines = 6
eval layout
plot $bars using 2:xtic(1) lt 1 title "lg\\_spmv\\_csr\\_f32 (one call)", \
     '' using 3 lt 3 title "lg\\_spmv\\_apply\\_f32 (a plan applied)", \
     '' using 4 lt 2 title "cusparseSpMV, CSR ALG1", \
     '' using 5 lt 4 title "cusparseSpMV, CSR ALG2", \
     '' using 6 lt 5 fs pattern 4 title "the gathers alone, a bound (not a library)", \
     '' using 7 lt 7 fs empty title sprintf("roofline (copy, %.0f GB/s)", roof)
