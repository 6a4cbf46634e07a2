#!/usr/bin/env bash
# Every demo reads its options the same way (demo_read_options, getopt_long):
# --help prints the usage and exits 0; a wrong option or value gets one line
# on standard error that names it, states the limits and points at --help,
# and exit status 2; short and long forms and --name=value are the same.
# The spmv demo finds its matrix when run from another folder.  TAP; run
# from the top of the repository after the demos are built.
set -u
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
demos="hello scan merge mergesort lbs interval_expand interval_move segreduce reduce_by_key spmv"
echo "1..$(( $(echo $demos | wc -w) * 2 + 9 ))"
export CUDA_VISIBLE_DEVICES=   # the CPU's answers, on any machine

for d in $demos; do
    build/demos/$d --help >"$tmp/out" 2>&1
    [ $? -eq 0 ] && grep -q "^usage: $d" "$tmp/out"
    ok $? "$d --help prints its usage and exits 0"
    build/demos/$d --no-such-option >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
        grep -q "^$d: unknown option --no-such-option (try $d --help)\$" "$tmp/err"
    ok $? "$d --no-such-option: $(cat "$tmp/err")"
done

build/demos/hello --count 1001 >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q -- '--count 1001: give a whole number from 0 to 1000' "$tmp/err"
ok $? "a value out of range names the limits: $(cat "$tmp/err")"

build/demos/merge --count >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q -- '--count needs a value' "$tmp/err"
ok $? "an option without its value says so: $(cat "$tmp/err")"

a=$(build/demos/hello -n 5 -f 3) && b=$(build/demos/hello --count=5 --first 3) && [ "$a" = "$b" ] &&
    echo "$a" | grep -q '^5 values from 3:'
ok $? "hello -n 5 -f 3 is hello --count=5 --first 3"

build/demos/merge --type i33 >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
    grep -q '^merge: --type i33: give i32, u32, f32, i64, u64 or f64 (try merge --help)$' "$tmp/err"
ok $? "merge --type with a wrong name exits 2 with one line: $(cat "$tmp/err")"

a=$(build/demos/merge 2>/dev/null) && b=$(build/demos/merge --type i32 2>/dev/null) && [ "$a" = "$b" ]
ok $? "merge --type i32 prints exactly what merge prints"

# The float order: A's +0 before B's -0, and the NaNs after every number, A's first.
order=$(build/demos/merge --type f32 2>/dev/null | sed -n '/^Merged/,$p' |
    awk '$2 == "0" || $2 == "-0" || $2 == "nan" { printf "%s %s, ", $2, $3 } END { print NR }')
[ "$order" = "0 a10, 0 a11, -0 b8, nan a19, nan b19, 42" ]
ok $? "merge --type f32 merges +0.0 before -0.0 and puts the NaNs last, A's first"

build/demos/mergesort --count 12 >"$tmp/out" 2>&1 && ! grep -q 'needs' "$tmp/out"
ok $? "mergesort --count alone sorts random keys, as the other demos do"

build/demos/lbs stray >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q 'unexpected argument stray' "$tmp/err"
ok $? "an argument that is no option is refused: $(cat "$tmp/err")"

(cd "$tmp" && "$OLDPWD/build/demos/spmv" >"$tmp/out" 2>&1) && grep -q 'spmv-example.mtx: 6 x 6' "$tmp/out"
ok $? "spmv finds its example matrix when run from another folder"
exit $failed
