#!/bin/sh
# The woven book in ${BOOK:-book}/: every page exists: contents, indexes, one per chapter; prev/next links; outlines.
# Run after the book is built (ninja book).
cd "$(dirname "$0")/../.." || exit 1
exec tools/check-book --only pages "${BOOK:-book}" chapters/*.nw
