#!/bin/sh
# The woven book in ${BOOK:-book}/: no raw TeX outside math, no stray $ or backtick, no placeholder text, no noweb escapes left in code.
# Run after the book is built (ninja book).
cd "$(dirname "$0")/../.." || exit 1
exec tools/check-book --only text "${BOOK:-book}" chapters/*.nw
