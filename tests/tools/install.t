#!/usr/bin/env bash
# Installing the library and using it from outside: tools/install into a
# temporary prefix; the installed header has no #line directives; both
# libraries define only lg_ names; a C program outside the project builds
# with gcc through pkg-config, and with CMake through find_package(litgpu),
# and runs: on a machine without a GPU it reports the library's status
# (exit 77), on a GPU it sorts.  TAP; run from the top of the repository
# after the library is built.
set -u
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi; }
skip() { n=$((n + 1)); echo "ok $n # skip $1"; }
echo "1..7"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/pre fix"   # a space, as some readers' paths have

tools/install --prefix "$prefix" >"$tmp/out" 2>&1
r=$?; [ $r -eq 0 ] || sed 's/^/# /' "$tmp/out"
ok $r "tools/install --prefix: $(tail -1 "$tmp/out")"

! grep -q '^#line' "$prefix/include/litgpu.h" && grep -q 'lg_mergesort_keys_i32' "$prefix/include/litgpu.h"
ok $? "the installed header has the API and no #line directives"

other=$( { nm -D --defined-only "$prefix/lib/liblitgpu.so"; nm -g --defined-only "$prefix/lib/liblitgpu.a"; } |
         awk 'NF == 3 && $2 ~ /^[BDRT]$/ {print $3}' | grep -v 'lg_\|LG_' | sort -u | tr '\n' ' ')
[ -z "$other" ]
ok $? "the libraries define only lg_ names${other:+; also: $other}"

# Run the program built at $1: sorted (0), or no device (77) with the library's message.
runs() {
    "$1" >"$tmp/run" 2>&1; r=$?
    case $r in
        0) grep -q '^sorted ' "$tmp/run" && echo "sorts: $(tail -1 "$tmp/run")" ;;
        77) grep -q '^no device: ' "$tmp/run" && echo "reports: $(tail -1 "$tmp/run")" ;;
        *) sed 's/^/# /' "$tmp/run" >&2; return 1 ;;
    esac
}

if command -v pkg-config >/dev/null; then
    PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --modversion litgpu >"$tmp/v" 2>&1 &&
        [ "$(cat "$tmp/v")" = "$(sed -n 's/^#define LITGPU_VERSION_MAJOR //p' generated/include/litgpu.h).$(sed -n 's/^#define LITGPU_VERSION_MINOR //p' generated/include/litgpu.h).$(sed -n 's/^#define LITGPU_VERSION_PATCH //p' generated/include/litgpu.h)" ]
    ok $? "pkg-config finds litgpu $(cat "$tmp/v")"
    # pkg-config escapes the space in the prefix; eval undoes it.
    flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs litgpu)
    eval "gcc -std=c11 -Wall -Wextra -Werror tests/tools/outside/sort.c -o \"\$tmp/sort-pc\" $flags" 2>"$tmp/err"
    r=$?; [ $r -eq 0 ] || sed 's/^/# /' "$tmp/err"
    ok $r "gcc builds an outside program with pkg-config's flags"
    said=$(runs "$tmp/sort-pc"); ok $? "the pkg-config build runs and $said"
else
    for i in 1 2 3; do skip "pkg-config is not installed (tools/setup installs pkgconf)"; done
fi

if command -v cmake >/dev/null; then
    if cmake -S tests/tools/outside -B "$tmp/cmake" -DCMAKE_PREFIX_PATH="$prefix" >"$tmp/err" 2>&1 &&
       cmake --build "$tmp/cmake" >>"$tmp/err" 2>&1; then
        said=$(runs "$tmp/cmake/sort"); ok $? "CMake builds it with find_package(litgpu 2.0), and it $said"
    else
        sed 's/^/# /' "$tmp/err" | tail -20; ok 1 "CMake builds it with find_package(litgpu 2.0)"
    fi
else
    skip "cmake is not installed (tools/setup installs it)"
fi
exit $failed
