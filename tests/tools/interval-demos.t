#!/usr/bin/env bash
# The interval chapter's demos print Modern GPU's demonstrations exactly:
# the output below is the one its pages show.  Without a GPU each demo
# prints one line saying so and then the CPU's answer; with one, the GPU's
# answer and a last line saying it equals the CPU's.  TAP; run from the
# top of the repository after the demos are built.
set -u
n=0
ok() { n=$((n + 1)); if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/expand" <<'OUT'
INTERVAL-EXPAND DEMONSTRATION:

Expand counts:
    0:     2    5    7   16    0    1    0    0   14   10
   10:     3   14    2    1   11    2    1    0    5    6

Expand values:
    0:     1    1    2    3    5    8   13   21   34   55
   10:    89  144  233  377  610  987 1597 2584 4181 6765

Expanded data:
    0:     1    1    1    1    1    1    1    2    2    2
   10:     2    2    2    2    3    3    3    3    3    3
   20:     3    3    3    3    3    3    3    3    3    3
   30:     8   34   34   34   34   34   34   34   34   34
   40:    34   34   34   34   34   55   55   55   55   55
   50:    55   55   55   55   55   89   89   89  144  144
   60:   144  144  144  144  144  144  144  144  144  144
   70:   144  144  233  233  377  610  610  610  610  610
   80:   610  610  610  610  610  610  987  987 1597 4181
   90:  4181 4181 4181 4181 6765 6765 6765 6765 6765 6765
OUT
cat >"$tmp/move" <<'OUT'
INTERVAL-MOVE DEMONSTRATION:

Interval counts:
    0:     3    9    1    9    8    5   10    2    5    2
   10:     8    6    5    2    4    0    8    2    5    6

Interval gather:
    0:    75   86   17    2   67   24   37   11   95   35
   10:    52   18   47    0   13   75   78   60   62   29

Interval scatter:
    0:    10   80   99   27   41   71   15    0   36   13
   10:    89   49   66   97   76   76    2   25   61   55

Moved data:
    0:    11   12   78   79   80   81   82   83   84   85
   10:    75   76   77   35   36   37   38   39   40   41
   20:    42   43   44   45   46   60   61    2    3    4
   30:     5    6    7    8    9   10   95   96   97   98
   40:    99   67   68   69   70   71   72   73   74   18
   50:    19   20   21   22   23   29   30   31   32   33
   60:    34   62   63   64   65   66   47   48   49   50
   70:    51   24   25   26   27   28   13   14   15   16
   80:    86   87   88   89   90   91   92   93   94   52
   90:    53   54   55   56   57   58   59    0    1   17
OUT

gpu=0
if nvidia-smi -L >/dev/null 2>&1; then gpu=1; fi
echo "1..$((4 + 2 * gpu))"
for demo in expand move; do
    program=build/demos/interval_$demo
    CUDA_VISIBLE_DEVICES= "$program" >"$tmp/got" 2>&1
    status=$?
    head -n 1 "$tmp/got" | grep -q '^No CUDA device (.*); showing the CPU reference\.$'
    ok $(( $? | status )) "interval_$demo without a GPU says so in one line and succeeds"
    tail -n +2 "$tmp/got" | diff -u "$tmp/$demo" - >"$tmp/diff"
    ok $? "interval_$demo without a GPU prints the demonstration's output exactly"
    [ -s "$tmp/diff" ] && sed 's/^/# /' "$tmp/diff"
    if [ $gpu = 1 ]; then
        "$program" >"$tmp/got" 2>&1
        status=$?
        { head -n -1 "$tmp/got" | diff -q "$tmp/$demo" - >/dev/null &&
          tail -n 1 "$tmp/got" | grep -q '^Same as the CPU reference\.$'; }
        ok $(( $? | status )) "interval_$demo on the GPU prints the demonstration's output exactly"
    fi
done
