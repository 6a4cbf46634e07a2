#!/usr/bin/env bash
# The record of the last GPU test run (tests/gpu/last-run.txt) against the
# current generated/: ok when it was made from it, a skip with the reason
# when generated/ changed since (work done without a GPU still passes, and
# says so).  TAP; run from the top of the repository.
set -u
echo "1..1"
if said=$(tools/gpu-test --check); then
    echo "ok 1 - $said"
else
    echo "ok 1 # skip $said"
fi
