#!/usr/bin/env bash
# Instructions of the first, the second and the 1,000th key of a burst typed into a
# chooser's filter (folio-bench's key-burst line), counted by callgrind: a key must cost
# no more whatever came before it. The first key filters every item; from the second on,
# each narrows the last answer.
#
#   Scripts/key-burst-instructions.sh [FOLIO_BENCH]
#
# FOLIO_BENCH defaults to .build/release/folio-bench. Needs valgrind.
set -euo pipefail
BENCH="${1:-.build/release/folio-bench}"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
count() {
  valgrind --tool=callgrind --callgrind-out-file="$OUT/$1.out" --toggle-collect="*$1*" \
    "$BENCH" key-burst >/dev/null 2>"$OUT/$1.log" || { cat "$OUT/$1.log" >&2; exit 1; }
  callgrind_annotate "$OUT/$1.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
FIRST="$(count burstFirstKey)"
SECOND="$(count burstSecondKey)"
LAST="$(count burstLastKey)"
echo "first_key=$FIRST second_key=$SECOND thousandth_key=$LAST" \
  "thousandth/second=$(awk "BEGIN { printf \"%.3f\", $LAST / $SECOND }")"
