#!/usr/bin/env bash
# The benchmark instrument, on any machine: the driver's command line, the
# committed results files (header, columns, arithmetic, completeness), and
# the charts drawn from them.  TAP; run from the top of the repository.
set -u
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi; }
skip() { n=$((n + 1)); echo "ok $n # skip $1"; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
driver=build/bench/litgpu-bench
bookgpu=bench/results/h100
echo "1..27"

# --- the command line (needs the driver built, not a GPU) ------------------
if [ -x "$driver" ]; then
    "$driver" --help >"$tmp/help" 2>&1
    r=$?; grep -q '^usage: litgpu-bench' "$tmp/help" && grep -q -- '--sizes LIST' "$tmp/help" || r=1
    ok $r "--help explains the options and exits 0"

    "$driver" --no-such-flag >"$tmp/out" 2>"$tmp/err"
    r=$?; [ $r -eq 2 ] && grep -q 'unknown option --no-such-flag (try litgpu-bench --help)' "$tmp/err" &&
        [ "$(wc -l <"$tmp/err")" -eq 1 ] && [ ! -s "$tmp/out" ]
    ok $? "a bad flag prints one line on stderr, the reason and a pointer to --help, and exits 2"

    bad=0
    for args in "--sizes 2^40" "--sizes 0" "--sizes 2^20..2^10" "--samples 0" "--samples" \
                "--algorithm nosuch" "--algorithm copy --param nosuch" "--impl nosuch" \
                "--seed -1" "--output="; do
        # shellcheck disable=SC2086
        "$driver" $args >/dev/null 2>&1; r=$?
        [ $r -eq 2 ] || { echo "# $args: exit status $r, not 2"; bad=1; }
    done
    ok $bad "bad values (sizes, samples, names, parameters) exit 2"

    "$driver" --list >"$tmp/list"
    r=$?; for a in copy scan; do grep -q "^$a: " "$tmp/list" || r=1; done
    ok $r "--list names the copy and the scan"

    "$driver" --list-markdown | grep -q '^| `scan` | ours, cub | uniform | int32 values | 4 bytes read + 4 bytes written per value |$'
    ok $? "--list-markdown states the scan's byte rule"

    CUDA_VISIBLE_DEVICES= "$driver" --algorithm copy --sizes 2^16 --output "$tmp/none.tsv" >"$tmp/out" 2>"$tmp/err"
    r=$?; [ $r -eq 1 ] && grep -q 'no CUDA device' "$tmp/err" && [ ! -e "$tmp/none.tsv" ] &&
        [ ! -e "$tmp/none.tsv.partial" ]
    ok $? "without a device the driver says so, exits 1 and writes no results"
else
    for i in 1 2 3 4 5 6; do skip "$driver is not built"; done
fi

# --- the committed results ----------------------------------------------------
# The implementations of each algorithm, from the driver's own registry.
if [ -x "$driver" ]; then
    "$driver" --list | awk '/^[^ ].*: / { a = $1; sub(":", "", a) } /^  implementations: / { sub("^  implementations: ", ""); gsub(", ", ","); print a "\t" $0 }' >"$tmp/impls"
fi
# The driver's files are those bench/runs names; chapters may keep other
# measurements in the same folder, in formats of their own.
runs=$(sed -n 's/^\([^# ][^ ]*\.tsv\) .*/\1/p' bench/runs)
files= r=0 w=0
for f in $runs; do
    [ -f $bookgpu/$f ] && [ -f $bookgpu/rerun/$f ] || { echo "# $bookgpu/$f or rerun/$f is missing"; r=1; }
    [ -f $bookgpu/whole/$f ] || { echo "# $bookgpu/whole/$f is missing"; w=1; }
    files="$files $(ls $bookgpu/$f $bookgpu/rerun/$f $bookgpu/whole/$f 2>/dev/null)"
done
[ -n "$runs" ] && [ $r -eq 0 ]
ok $? "the book's GPU has the results of every run in bench/runs, measured twice ($bookgpu/ and rerun/)"

# whole/: all of bench/runs measured by one `ninja bench`: one commit, and
# the files' dates in the order of the lines of bench/runs.
if [ $w -eq 0 ]; then
    for f in $runs; do
        printf '%s %s\n' "$(sed -n 's/^# commit: //p' $bookgpu/whole/$f)" \
            "$(sed -n 's/^# date: //p' $bookgpu/whole/$f)"
    done | awk '{ commit[$1] = 1; if ($2 < last) { print "# dates out of the order of bench/runs at " $2; bad = 1 } last = $2 }
        END { n = 0; for (c in commit) n++; if (n != 1) { print "# " n " commits"; bad = 1 } exit bad }' || w=1
fi
ok $w "$bookgpu/whole/ holds every run in bench/runs, measured from one commit in the order of bench/runs"

keys="gpu compute_capability sm_count l2_bytes memory_bytes sm_clock_mhz memory_clock_mhz memory_bus_bits memory_peak_GBps driver cuda_driver_api cuda_runtime cub thrust cusparse date commit command seed warmup_samples warmup_min_ms timed_samples l2_flush_bytes validation batch_bytes batch_max_sets batch_max_bytes gate_limit_ms roofline_GBps roofline_n"
bad=0
for f in $files; do
    for k in $keys; do
        v=$(sed -n "s/^# $k: //p" "$f" | head -1)
        if [ -z "$v" ] || [ "$v" = unknown ]; then echo "# $f: header '$k' missing, empty or unknown"; bad=1; fi
    done
    grep -q '^# date: [0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T' "$f" || { echo "# $f: date is not ISO 8601"; bad=1; }
    grep -q '^# commit: [0-9a-f]\{7,\}' "$f" || { echo "# $f: commit is not a hash"; bad=1; }
    grep -q '^# driver: [0-9][0-9]*\.[0-9]' "$f" || { echo "# $f: the driver's version is not a version"; bad=1; }
done
ok $bad "every results file's header records the device, clocks, versions, date, commit and method"

columns=$'algorithm\timplementation\tn\tparam\tstatus\tsamples\tmedian_ms\tmin_ms\tmax_ms\telements_per_s\teffective_GBps\tpct_of_copy\tbytes\truns_per_sample'
bad=0
for f in $files; do
    [ "$(grep -v '^#' "$f" | head -1)" = "$columns" ] || { echo "# $f: the column line differs"; bad=1; }
    for a in $(grep -v '^#' "$f" | tail -n +2 | cut -f1 | sort -u); do
        grep -q "^# bytes $a: ." "$f" || { echo "# $f: no byte rule for $a"; bad=1; }
    done
done
ok $bad "every results file has the 14 named columns and a byte rule for each algorithm in it"

# Every row: 14 fields, a known algorithm and implementation, status ok,
# enough samples, min <= median <= max, and the derived columns agree with
# n, bytes, the median and the roofline.
bad=0
for f in $files; do
    awk -F'\t' -v file="$f" -v implsfile="$tmp/impls" '
        BEGIN { while ((getline line < implsfile) > 0) { split(line, p, "\t"); impls[p[1]] = "," p[2] "," } }
        /^# roofline_GBps: / { roof = substr($0, 18) + 0 }
        /^# timed_samples: / { samples = substr($0, 18) + 0 }
        /^#/ || $1 == "algorithm" { next }
        function fail(why) { printf "# %s line %d: %s\n", file, FNR, why; bad = 1 }
        function near(a, b) { return (a - b) <= 1e-3 * b && (b - a) <= 1e-3 * b }
        {
            if (NF != 14) { fail("has " NF " fields"); next }
            if (!($1 in impls)) fail("unknown algorithm " $1)
            else if (index(impls[$1], "," $2 ",") == 0) fail($1 " has no implementation " $2)
            if ($5 != "ok") { fail("status " $5); next }
            if ($6 < 20 || $6 != samples) fail("samples " $6)
            if (!($8 <= $7 && $7 <= $9 && $8 > 0)) fail("min/median/max out of order")
            if (!near($10, $3 / ($7 * 1e-3))) fail("elements_per_s is not n / median")
            if (!near($11, $13 / $7 / 1e6)) fail("effective_GBps is not bytes / median")
            if (!near($12, 100 * $11 / roof) && ($12 - 100 * $11 / roof) ^ 2 > 1e-4) fail("pct_of_copy is not GBps / roofline")
            if ($12 > 110) fail("faster than the memory: " $12 "% of the roofline (a cached input?)")
        }
        END { exit bad }' "$f" || bad=1
done
ok $bad "every row is ok, with at least 20 samples, consistent arithmetic, and no more than 10% above the roofline"

# Batches: a run that moves less than batch_bytes is timed in batches of one
# run per set, with enough sets to pass batch_bytes together (or the most
# sets allowed); a larger run alone. Where those sets would not fit in
# batch_max_bytes of memory, or the host cannot queue the batch, the driver
# halves their number until they do (bench_sets, bench_measure); what a
# case needs is not in the file, so any such halving is accepted.
bad=0
for f in $files; do
    awk -F'\t' -v file="$f" '
        /^# batch_bytes: / { batch = substr($0, 16) + 0 }
        /^# batch_max_sets: / { most = substr($0, 19) + 0 }
        /^#/ || $1 == "algorithm" { next }
        function fail(why) { printf "# %s line %d: %s\n", file, FNR, why; bad = 1 }
        {
            r = $14
            if (batch <= 0 || most <= 0) { fail("no batch_bytes or batch_max_sets in the header"); next }
            if (r !~ /^[0-9]+$/ || r < 1 || r > most) { fail("runs_per_sample " r); next }
            need = $13 * most <= batch ? most : ($13 > batch ? 1 : int(batch / $13) + 1)
            for (k = need; k > r; k = int(k / 2)) ;
            if (k != r) fail(r " runs a sample for runs of " $13 " bytes: the rule gives " need ", or that halved")
        }
        END { exit bad }' "$f" || bad=1
done
ok $bad "small runs are timed in batches that pass batch_bytes (fewer where memory is short), large runs alone"

# What bench/runs lists was measured, with those options, and completely:
# every implementation at every size and parameter of the run. whole/ was
# measured by the bench/runs of its own commit, which whole/runs keeps.
bad=0 fewer=0
[ -f $bookgpu/whole/runs ] || { echo "# $bookgpu/whole/runs is missing"; bad=1; }
while read -r file _; do
    case $file in ''|'#'*) continue ;; esac
    for f in "$bookgpu/$file" "$bookgpu/rerun/$file" "$bookgpu/whole/$file"; do
        case $f in
            */whole/*) args=$(sed -n "s/^$file  *//p" $bookgpu/whole/runs 2>/dev/null) ;;
            *) args=$(sed -n "s/^$file  *//p" bench/runs) ;;
        esac
        want=3   # processes, as tools/bench counts them for the line
        if [[ $args =~ ^processes=([0-9]+)\ +(.*)$ ]]; then want=${BASH_REMATCH[1]}; args=${BASH_REMATCH[2]}; fi
        [ -n "$args" ] || { echo "# $f: no line for it in the bench/runs it was measured by"; bad=1; }
        [ -f "$f" ] || { echo "# $f is missing"; bad=1; continue; }
        case "$(sed -n 's/^# command: //p' "$f")" in
            "litgpu-bench $args"*) ;;
            *) echo "# $f: made by '$(sed -n 's/^# command: //p' "$f")', not by the line in bench/runs"; bad=1 ;;
        esac
        got=$(sed -n 's/^# processes: //p' "$f")
        [ "$got" = "$want" ] || { echo "# $f: measured by ${got:-one} process(es), not $want"; fewer=1; }
        if grep -q '^# command: .* --output /' "$f"; then
            echo "# $f: its command names a folder of the measuring machine"; bad=1
        fi
        awk -F'\t' '!/^#/ && $1 != "algorithm" { key[$1 "\t" $3 "\t" $4] = 1; impl[$1 "\t" $2] = 1; row[$1 "\t" $2 "\t" $3 "\t" $4]++ }
            END {
                for (k in key) for (i in impl) {
                    split(k, a, "\t"); split(i, b, "\t")
                    if (a[1] == b[1] && row[b[1] "\t" b[2] "\t" a[2] "\t" a[3]] != 1) { print "# missing or repeated: " b[2] " " k; bad = 1 }
                }
                exit bad
            }' "$f" || bad=1
    done
done <bench/runs
ok $bad "every run in bench/runs has its results file, made by that line, with every implementation at every size"
ok $fewer "every results file was measured by the processes its line in bench/runs asks for"

bad=0
for name in copy scan; do
    ns=$(awk -F'\t' '!/^#/ && $1 != "algorithm" { print $3 }' $bookgpu/$name.tsv 2>/dev/null | sort -un | tr '\n' ' ')
    want=$(for k in $(seq 16 28); do echo $((1 << k)); done | tr '\n' ' ')
    [ "$ns" = "$want" ] || { echo "# $name.tsv sizes: $ns"; bad=1; }
done
ok $bad "the copy and the scan cover the ladder 2^16 .. 2^28"

# --- the charts -----------------------------------------------------------------
# A diagram (a figure drawn from a chapter's own data, such as the merge path
# grid) says so on a line "# diagram: ..."; the rules for charts of
# measurements (roofline, caption, shared style) do not apply to it.
is_diagram() { grep -q '^# diagram:' "$1"; }
if command -v gnuplot >/dev/null; then
    bad=0
    for p in plots/*.gp; do
        [ "$(basename "$p")" = style.gp ] && continue
        name=$(basename "$p" .gp)
        if ! gnuplot -e "outfile='$tmp/$name.svg'" "$p" 2>"$tmp/gp.err" || [ -s "$tmp/gp.err" ]; then
            echo "# $p:"; sed 's/^/#   /' "$tmp/gp.err"; bad=1
        elif ! grep -q '<svg' "$tmp/$name.svg" || ! grep -q '</svg>' "$tmp/$name.svg"; then
            echo "# $p made no complete SVG"; bad=1
        fi
    done
    ok $bad "every chart redraws from the committed results without a warning"

    bad=0
    for p in plots/*.gp; do
        [ "$(basename "$p")" = style.gp ] && continue
        is_diagram "$p" && continue
        name=$(basename "$p" .gp)
        grep -q "<title>roofline" "$tmp/$name.svg" || { echo "# $name.svg has no roofline series"; bad=1; }
        gpu=$(sed -n 's/^# gpu: //p' $bookgpu/*.tsv | head -1)
        grep -q "$gpu" "$tmp/$name.svg" || { echo "# $name.svg does not name the GPU"; bad=1; }
        grep -q "A byte counts" "$tmp/$name.svg" || { echo "# $name.svg does not say what a byte counts"; bad=1; }
    done
    ok $bad "every chart has a roofline and a caption naming the GPU and what a byte counts"
else
    skip "gnuplot is not installed"; skip "gnuplot is not installed"
fi

bad=0
for p in plots/*.gp; do
    [ "$(basename "$p")" = style.gp ] && continue
    is_diagram "$p" || grep -q '^load "plots/style.gp"' "$p" || { echo "# $p does not load the shared style"; bad=1; }
    ins=$(sed -n 's/^# inputs://p' "$p")
    [ -n "$ins" ] || { echo "# $p has no '# inputs:' line"; bad=1; }
    for i in $ins; do [ -f "$i" ] || { echo "# $p: input $i does not exist"; bad=1; }; done
done
ok $bad "every chart loads plots/style.gp and names existing inputs"

bad=0
for p in plots/*.gp; do
    [ "$(basename "$p")" = style.gp ] && continue
    grep -q "](figures/$(basename "$p" .gp).svg)" chapters/*.nw || { echo "# no chapter shows figures/$(basename "$p" .gp).svg"; bad=1; }
done
ok $bad "the book shows every chart"

bad=0
grep -q 'colour' plots/style.gp && grep -q '#D55E00' plots/style.gp && grep -q '#0072B2' plots/style.gp || bad=1
for p in plots/*.gp; do
    [ "$(basename "$p")" = style.gp ] && continue
    is_diagram "$p" && continue
    if grep -n 'rgb\|#[0-9A-Fa-f]\{6\}' "$p"; then echo "# $p sets its own colours"; bad=1; fi
done
ok $bad "colours come from the shared Okabe-Ito palette only"

# --- tools/bench's tables and comparison ------------------------------------------
tools/bench --markdown versions $files >"$tmp/versions" 2>&1
r=$?; for s in CUB cuSPARSE 'CUDA runtime' 'NVIDIA driver' GPU; do grep -q "^| $s | ." "$tmp/versions" || r=1; done
ok $r "tools/bench --markdown versions tabulates the peer versions"

tools/bench --markdown summary $bookgpu/scan.tsv >"$tmp/summary" 2>&1
r=$?; grep -q '^| \$2^{28}\$ |' "$tmp/summary" && grep -q 'scan ours' "$tmp/summary" && grep -q 'scan cub' "$tmp/summary" || r=1
ok $r "tools/bench --markdown summary tabulates the scan against CUB"

tools/bench --spread $bookgpu $bookgpu >"$tmp/spread" 2>&1
r=$?; grep -q 'scan.tsv: [0-9]* medians compared, largest difference 0.00%' "$tmp/spread" || r=1
tools/bench --markdown spread $bookgpu $bookgpu/rerun >"$tmp/spread.md" 2>&1 || r=1
grep -q '^| `scan.tsv` | ours | 13 | ' "$tmp/spread.md" || r=1
ok $r "tools/bench --spread compares two measurements (none between one and itself)"

# Files of two commits: spread leaves them out, spread-across compares them
# and names both commits.
r=0
mkdir -p "$tmp/a" "$tmp/b"
cp $bookgpu/scan.tsv "$tmp/a/scan.tsv"
sed 's/^# commit: .*/# commit: 0123456789ab/' $bookgpu/scan.tsv >"$tmp/b/scan.tsv"
tools/bench --markdown spread "$tmp/a" "$tmp/b" >"$tmp/s1.md" 2>&1 || r=1
grep -q '^| `scan.tsv` | all | 0 | - | not compared: measured at commits `[0-9a-f]*` and `0123456789ab` |$' "$tmp/s1.md" || r=1
tools/bench --markdown spread-across "$tmp/a" "$tmp/b" >"$tmp/s2.md" 2>&1 || r=1
grep -q '^| `scan.tsv` | `[0-9a-f]*`, `0123456789ab` | ours | 13 | 0.0% | ' "$tmp/s2.md" || r=1
ok $r "tools/bench --markdown spread compares one commit's files only, spread-across any two"

# Several single processes of one run, side by side: the lowest and the
# highest median of each size and implementation.
printf 'algorithm\timplementation\tn\tparam\tstatus\tsamples\tmedian_ms\n' >"$tmp/q1"
cp "$tmp/q1" "$tmp/q2"
printf 'scan\tours\t1048576\tuniform\tok\t30\t0.010\n' >>"$tmp/q1"
printf 'scan\tours\t1048576\tuniform\tok\t30\t0.011\n' >>"$tmp/q2"
tools/bench --markdown processes "$tmp/q1" "$tmp/q2" >"$tmp/processes.md" 2>&1
r=$?; grep -q '^| \$2^{20}\$ | 10.00 | 11.00 | 10.0% |$' "$tmp/processes.md" && grep -q 'by 2 separate processes' "$tmp/processes.md" || r=1
ok $r "tools/bench --markdown processes gives the lowest and highest median over processes"

# Three processes' files of one run combine into one: the median of the
# medians, the extremes of the extremes, the derived columns recomputed from
# the median roofline; a row that failed in any process stays failed.
f=$bookgpu/scan.tsv
awk -F'\t' -v OFS='\t' -v k=1 '/^# roofline_GBps/ { print "# roofline_GBps: 3000.0"; next }
    /^#/ || $1 == "algorithm" { print; next } { $7 = 0.002; $8 = 0.001; $9 = 0.004; print }' "$f" >"$tmp/p1"
awk -F'\t' -v OFS='\t' '/^# roofline_GBps/ { print "# roofline_GBps: 2000.0"; next }
    /^#/ || $1 == "algorithm" { print; next } { $7 = 0.003; $8 = 0.0025; $9 = 0.005; print }' "$f" >"$tmp/p2"
awk -F'\t' -v OFS='\t' '/^# roofline_GBps/ { print "# roofline_GBps: 4000.0"; next }
    /^#/ || $1 == "algorithm" { print; next }
    $2 == "cub" && $3 == 65536 { $5 = "FAIL"; for (i = 6; i <= 12; i++) $i = "-"; $14 = "-"; print; next }
    { $7 = 0.001; $8 = 0.0005; $9 = 0.0015; print }' "$f" >"$tmp/p3"
tools/bench --combine "$tmp/combined" "$tmp/p1" "$tmp/p2" "$tmp/p3" >/dev/null 2>&1
r=$?
grep -q '^# processes: 3$' "$tmp/combined" && grep -q '^# roofline_GBps: 3000.0$' "$tmp/combined" || r=1
row=$(grep -P '^scan\tours\t1048576\t' "$tmp/combined")
per_sample=$(grep -P '^scan\tours\t1048576\t' "$f" | cut -f14)
[ "$row" = "$(printf 'scan\tours\t1048576\tuniform\tok\t30\t0.002\t0.0005\t0.005\t5.24288e+11\t4194.3\t139.81\t8388608\t%s' "$per_sample")" ] ||
    { echo "# combined row: $row"; r=1; }
grep -qP '^scan\tcub\t65536\tuniform\tFAIL\t-' "$tmp/combined" || r=1
[ "$(grep -vc '^#' "$tmp/combined")" = "$(grep -vc '^#' "$f")" ] || r=1
ok $r "tools/bench --combine makes one file of several processes' files"

# The rerun: every median of every run in bench/runs was measured twice,
# and the two agree within 3%.
bad=0
for file in $runs; do
    [ -f $bookgpu/$file ] && [ -f $bookgpu/rerun/$file ] || { bad=1; continue; }
    awk -F'\t' -v name="$file" '
        /^#/ || $1 == "algorithm" { next }
        { key = $1 " " $2 " n=" $3 " " $4 }
        FNR == NR { first[key] = $7; next }
        !(key in first) { printf "# %s: %s is not in the first measurement\n", name, key; bad = 1; next }
        {
            seen[key] = 1; d = ($7 - first[key]) / first[key]; if (d < 0) d = -d
            if (d >= 0.03) { printf "# %s: %s: %s vs %s ms, %.1f%% apart\n", name, key, first[key], $7, 100 * d; bad = 1 }
        }
        END {
            for (k in first) if (!(k in seen)) { printf "# %s: %s is not in the rerun\n", name, k; bad = 1 }
            exit bad
        }' $bookgpu/$file $bookgpu/rerun/$file || bad=1
done
ok $bad "every median of the rerun is within 3% of the first measurement"

exit $failed
