#!/usr/bin/env bash
# Instructions a frame of a folio-bench line, counted by callgrind: free of the machine's
# speed, so two builds can be compared exactly.
#
#   Scripts/instructions-per-frame.sh WORKLOAD [FRAMES] [FOLIO_BENCH]
#
# WORKLOAD is a line drawn frame by frame (W1, W1-N1e3, W5, W5-R10, W6, W6-D10, gallery,
# custom-list, W7-tick, ...); only folio-bench's timed work (`timedFrames`, and `timedUpdate`
# for the lines that time an update from an untimed screen) is counted. FOLIO_BENCH
# defaults to .build/release/folio-bench. Needs valgrind (apt-get install valgrind).
set -euo pipefail
WORKLOAD="$1"
FRAMES="${2:-200}"
BENCH="${3:-.build/release/folio-bench}"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$OUT/cg.out" --toggle-collect='*timedFrames*' --toggle-collect='*timedUpdate*' \
  "$BENCH" "$WORKLOAD" "$FRAMES" >"$OUT/result" 2>"$OUT/log" || { cat "$OUT/log" >&2; exit 1; }
TOTAL="$(callgrind_annotate "$OUT/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')"
COUNTED="$(sed -n 's/.*frames=\([0-9]*\).*/\1/p' "$OUT/result" | head -1)"
echo "workload=$WORKLOAD frames=$COUNTED instructions_per_frame=$((TOTAL / COUNTED))"
