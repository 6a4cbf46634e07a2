#!/usr/bin/env bash
# Every header of the library in one translation unit: no name is defined
# twice, and each header brings what it needs.  The C headers go through
# gcc as C11 (the CPU tests include them), all of them through nvcc.  A
# file that says in its opening comment that it has no include guard is
# included once per key type by each_key.h, so it is left out here (the
# headers that include it are in).  TAP; run from the top of the repository.
set -u
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi; }
echo "1..2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cuda=$(tools/config cuda)
incs="-Igenerated/include -Igenerated/src -I$cuda/include"

standalone() { ! head -n 6 "$1" | grep -qi 'no include guard'; }
for h in generated/src/*.h; do standalone "$h" || continue; echo "#include \"${h#generated/src/}\""; done >"$tmp/all.c"
echo 'int main(void) { return 0; }' >>"$tmp/all.c"
gcc -std=c11 -Wall -Wextra -Werror $incs -fsyntax-only "$tmp/all.c" 2>"$tmp/err"
r=$?; [ $r -eq 0 ] || sed 's/^/# /' "$tmp/err" | head -20
ok $r "every C header of generated/src in one C11 translation unit"

for h in generated/src/*.h generated/src/*.cuh; do standalone "$h" || continue; echo "#include \"${h#generated/src/}\""; done >"$tmp/all.cu"
"$cuda/bin/nvcc" -std=c++17 -arch=sm_90 -Werror all-warnings $incs -c "$tmp/all.cu" -o "$tmp/all.o" 2>"$tmp/err"
r=$?; [ $r -eq 0 ] || sed 's/^/# /' "$tmp/err" | head -20
ok $r "every header of generated/src, C and CUDA, in one CUDA translation unit"
exit $failed
