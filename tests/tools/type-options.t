#!/usr/bin/env bash
# The demos that take --type: every type they name prints what the default
# prints (their inputs are small whole numbers, exact in every type), and a
# type they do not take gets one line on standard error naming the types
# they do, and exit status 2.  Without a GPU, so on any machine the CPU's
# answers are compared.  TAP; run from the top of the repository after the
# demos are built.
set -u
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export CUDA_VISIBLE_DEVICES=
echo "1..16"

while IFS=: read -r d types words; do
    build/demos/$d >"$tmp/default" 2>/dev/null
    for t in ${types//,/ }; do
        build/demos/$d --type "$t" >"$tmp/out" 2>/dev/null && cmp -s "$tmp/default" "$tmp/out"
        ok $? "$d --type $t prints what $d prints"
    done
    build/demos/$d --type i128 >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
        grep -qF -- "$d: --type i128: give $words (try $d --help)" "$tmp/err"
    ok $? "$d --type i128: $(cat "$tmp/err")"
done <<EOF_DEMOS
interval_expand:i32,i64:i32 or i64
interval_move:i32,i64:i32 or i64
segreduce:f32,f64,i32,i64:f32, f64, i32 or i64
reduce_by_key:f32,f64,i32,i64:f32, f64, i32 or i64
EOF_DEMOS
exit $failed
