#!/usr/bin/env bash
# The build's settings (tools/config): --arch turns into nvcc's -gencode
# flags and refuses what nvcc cannot build; settings not given are kept;
# the committed build files name no machine's paths.  Works on a settings
# file of its own, not build/config.  TAP; run from the top of the repository.
set -u
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi; }
echo "1..9"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export LG_BUILD_CONFIG=$tmp/config
if ! tools/find-cuda >/dev/null 2>&1; then
    for i in 1 2 3 4 5 6 7 8 9; do echo "ok $i # skip no CUDA Toolkit here (tools/find-cuda)"; done
    exit 0
fi
set_arch() { tools/config --set --arch "$1" 2>"$tmp/err" && tools/config gencode; }

g=$(set_arch 80,90)
[ "$g" = "-gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=sm_90 -gencode arch=compute_90,code=compute_90" ]
ok $? "--arch 80,90: machine code for both, PTX of 9.0 ($g)"

g=$(set_arch compute_80)
[ "$g" = "-gencode arch=compute_80,code=compute_80" ]
ok $? "--arch compute_80: PTX for 8.0 alone ($g)"

g=$(set_arch all)
case " $g " in
    *" -gencode arch=compute_75,code=sm_75 "*" -gencode arch=compute_90,code=sm_90 "*" -gencode arch=compute_120,code=sm_120 "*) r=0 ;;
    *) r=1 ;;
esac
case $g in *sm_87*|*sm_103*|*sm_121*) r=1 ;; esac
[ "${g##* }" = "arch=compute_120,code=compute_120" ] || r=1
ok $r "--arch all: 7.5 to 12.0 without the siblings that run another's code, PTX of 12.0"

set_arch 70 >/dev/null; r=$?
[ $r -ne 0 ] && grep -q "does not compile for 70\|older than 7.5" "$tmp/err"
ok $? "--arch 70 is refused: $(cat "$tmp/err")"

set_arch 9x >/dev/null; r=$?
[ $r -ne 0 ] && grep -q "'9x' is not an architecture" "$tmp/err"
ok $? "--arch 9x is refused: $(cat "$tmp/err")"

[ "$(tools/config arch)" = all ]
ok $? "a refused --arch leaves the settings as they were"

tools/config --set --prefix /opt/lg && tools/config --set --arch 90 &&
    [ "$(tools/config prefix)" = /opt/lg ] && [ "$(tools/config arch)" = 90 ]
ok $? "settings not given are kept"

tools/config --set --prefix opt/lg 2>"$tmp/err"; r=$?
[ $r -ne 0 ] && grep -q "absolute path" "$tmp/err"
ok $? "a relative --prefix is refused: $(cat "$tmp/err")"

! grep -q "$(tools/config cuda)" code.ninja build.ninja
ok $? "code.ninja and build.ninja name no machine's CUDA Toolkit"
exit $failed
