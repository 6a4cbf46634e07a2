#!/bin/sh
# The woven book in ${BOOK:-book}/: every chunk the chapters define has an anchored header and an index entry.
# Run after the book is built (ninja book).
cd "$(dirname "$0")/../.." || exit 1
exec tools/check-book --only chunks "${BOOK:-book}" chapters/*.nw
