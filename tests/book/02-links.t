#!/bin/sh
# The woven book in ${BOOK:-book}/: every local link, anchor and resource resolves; nothing loads from the network.
# Run after the book is built (ninja book).
cd "$(dirname "$0")/../.." || exit 1
exec tools/check-book --only links "${BOOK:-book}" chapters/*.nw
