#!/usr/bin/env bash
# Tangling: the CUDA launch rule, the errors that must stop the build, and
# that generated/ is exactly what chapters/ tangle to.  TAP; run from the
# top of the repository.
set -u
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi; }
echo "1..11"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/web"

# 1. A launch written with the escape tangles to CUDA's launch brackets.
cat >"$tmp/web/good.nw" <<'NW'
@ A kernel and its launch.
<<k.cu>>=
__global__ void k(int *x) { x[threadIdx.x] = 1; }
void launch(int *x, int g, int b) { k@<<<g, b>>>(x); }
@
NW
tools/tangle "$tmp/out" "$tmp/web/good.nw" 2>"$tmp/err"
grep -q 'k<<<g, b>>>(x);' "$tmp/out/k.cu" 2>/dev/null
ok $? "an escaped launch tangles to k<<<g, b>>>(x)"

# 2. The same launch without the escape stops the build.
sed 's/k@<<</k<<</' "$tmp/web/good.nw" >"$tmp/web/bad.nw"
if tools/tangle "$tmp/bad" "$tmp/web/bad.nw" 2>"$tmp/err"; then r=1; else grep -q 'undefined chunk' "$tmp/err"; r=$?; fi
ok $r "an unescaped launch is an error (notangle: undefined chunk), not a quiet mis-tangle"

# 3. A use of a chunk that is never defined stops the build.
printf '<<m.c>>=\nint main(void) { <<Do the work>> }\n@\n' >"$tmp/web/undef.nw"
if tools/tangle "$tmp/undef" "$tmp/web/undef.nw" 2>/dev/null; then r=1; else r=0; fi
ok $r "an undefined chunk is an error"

# 4. A chunk that is defined but never used stops the build.
printf '<<m.c>>=\nint main(void) { return 0; }\n@\n<<Forgotten helper>>=\nint helper;\n@\n' >"$tmp/web/unused.nw"
if tools/tangle "$tmp/unused" "$tmp/web/unused.nw" 2>"$tmp/err"; then r=1; else grep -q 'defined but never used' "$tmp/err"; r=$?; fi
ok $r "an unused chunk is an error"

# 5. C and CUDA files point back into the chapter with #line.
grep -q "^#line 3 \".*good.nw\"" "$tmp/out/k.cu"
ok $? "tangled CUDA carries #line directives into the .nw file"

# 6. Files are readable by everyone (cpif alone would make them 0600).
[ "$(stat -c %a "$tmp/out/k.cu")" = 644 ]
ok $? "tangled files have mode 644"

# 7. Tangling again leaves an unchanged file's timestamp alone.
touch -d '2001-01-01' "$tmp/out/k.cu"
tools/tangle "$tmp/out" "$tmp/web/good.nw"
[ "$(stat -c %Y "$tmp/out/k.cu")" = "$(date -d 2001-01-01 +%s)" ]
ok $? "re-tangling an unchanged file keeps its timestamp (nothing rebuilds)"

# 8. generated/ is what the chapters tangle to: nothing missing, stale or different.
if command -v notangle >/dev/null; then
    tools/tangle "$tmp/generated" chapters/*.nw && diff -r "$tmp/generated" generated >"$tmp/diff"
    r=$?
    [ $r -eq 0 ] || sed 's/^/# /' "$tmp/diff" | head -40
    ok $r "generated/ is current (tools/tangle reproduces it exactly)"
else
    n=$((n + 1)); echo "ok $n # skip noweb is not installed"
fi

# 9. Every CUDA launch in generated/ kept its configuration: no escape is
#    left over, and each file closes as many launch brackets as it opens
#    (a launch may span lines).
r=0
grep -rn '@<<<' generated | grep -q . && r=1
for f in $(grep -rl '<<<\|>>>' generated --include='*.cu' --include='*.cuh'); do
    [ "$(grep -o '<<<' "$f" | wc -l)" = "$(grep -o '>>>' "$f" | wc -l)" ] || { echo "# $f: unbalanced launch brackets"; r=1; }
done
ok $r "every launch in generated/ is whole"

# 10. An included chunk keeps the indentation of its use, with a comment that
#     names it before its #line directive.
cat >"$tmp/web/indent.nw" <<'NW'
@ A program whose work is a chunk.
<<m.c>>=
int main(void)
{
    <<Do the work>>
    return 0;
}
@
<<Do the work>>=
int x = undefined_name;
(void)x;
@
NW
tools/tangle "$tmp/indent" "$tmp/web/indent.nw"
printf '%s\n' '    /* <<Do the work>> */' "#line 10 \"$tmp/web/indent.nw\"" \
    '    int x = undefined_name;' '    (void)x;' >"$tmp/want"
grep -A3 -F '/* <<Do the work>> */' "$tmp/indent/m.c" | diff "$tmp/want" - >/dev/null
ok $? "an included chunk is indented as its use, and named in a comment"

# 11. ...and the compiler still points into the chapter, at the right line.
gcc -fsyntax-only "$tmp/indent/m.c" 2>"$tmp/err"
grep -q "indent.nw:10:.*undefined_name" "$tmp/err"
ok $? "a compiler error in an included chunk names its line in the chapter"
exit $failed
