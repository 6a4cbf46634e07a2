#!/bin/sh
# The woven book in ${BOOK:-book}/: every chunk the chapters define has an anchored header and an index entry.
# Run after the book is built (ninja book).
cd "$(dirname "$0")/../.." || exit 1
if [ -n "${LG_BOOK_MISSING:-}" ]; then
    echo "1..0 # SKIP the book was not built: $LG_BOOK_MISSING not installed (tools/setup installs them)"
    exit 0
fi
exec tools/check-book --only chunks "${BOOK:-book}" chapters/*.nw
