#!/usr/bin/env bash
# Builds Folio's fuzz targets with libFuzzer and AddressSanitizer and runs each of them.
#
#   Scripts/fuzz.sh SECONDS [TARGET ...]
#
# Every target runs for SECONDS (default 60) from its seed corpus in Tests/Fuzz/Corpus,
# keeping the inputs it finds in .build/fuzz/corpus; a crash stops that target, saves the
# input as .build/fuzz/crash-TARGET-*, and the script exits 1. The targets are text,
# sanitizer, sgr, keys, replies, layout, pagination, diff and memo (see Tests/Fuzz/FuzzTargets.swift and
# FUZZING.md). Needs a Swift toolchain with libFuzzer: the swift.org toolchains for Linux
# have it; Xcode's does not.
#
# FUZZ_RUNS=N also stops a target after N inputs; FUZZ_SEED=N makes libFuzzer's choices
# the same from run to run (continuous integration sets it, so that a run on the same code
# explores the same inputs); FUZZ_OUT puts the build and the found inputs elsewhere than
# .build/fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname)" != Linux ]; then
  # Xcode's Swift has no libFuzzer runtime; the Linux toolchains do.
  echo "[fuzz] libFuzzer needs a Linux Swift toolchain; nothing run on $(uname)" >&2
  exit 0
fi
SECONDS_PER_TARGET="${1:-60}"
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
  TARGETS=(text sanitizer sgr keys replies layout pagination diff memo)
fi
OUT="${FUZZ_OUT:-.build/fuzz}"
mkdir -p "$OUT"

SOURCES=()
while IFS= read -r file; do SOURCES+=("$file"); done < <(
  find Sources/Folio Sources/FolioTerminal -name '*.swift' | sort
)
SOURCES+=(Tests/Fuzz/*.swift Tests/FolioTests/Canvas/VirtualTerminal.swift)

# One binary for every target, built only when a source changed. The kit and the targets
# are one module, so the targets reach internal helpers as the tests do.
BINARY="$OUT/folio-fuzz"
if [ ! -x "$BINARY" ] || [ -n "$(find "${SOURCES[@]}" -newer "$BINARY" | head -1)" ]; then
  echo "[fuzz] building $BINARY" >&2
  if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 \
    -module-name Folio -package-name folio "${SOURCES[@]}" -o "$BINARY" >"$OUT/build.log" 2>&1; then
    grep -v 'Cannot export local symbol' "$OUT/build.log" >&2 || true
    exit 2
  fi
fi

status=0
printf '%-12s %12s %10s %8s\n' target executions exec/s crashes
for target in "${TARGETS[@]}"; do
  seeds="Tests/Fuzz/Corpus/$target"
  found="$OUT/corpus/$target"
  mkdir -p "$found" "$seeds"
  log="$OUT/$target.log"
  limit=(-max_total_time="$SECONDS_PER_TARGET")
  if [ -n "${FUZZ_RUNS:-}" ]; then limit+=(-runs="$FUZZ_RUNS"); fi
  if [ -n "${FUZZ_SEED:-}" ]; then limit+=(-seed="$FUZZ_SEED"); fi
  set +e
  # Swift's own crash reporter is off: libFuzzer reports the crash and keeps the input.
  SWIFT_BACKTRACE=enable=no FOLIO_FUZZ_TARGET="$target" "$BINARY" "$found" "$seeds" "${limit[@]}" \
    -max_len=4096 -rss_limit_mb=2048 -timeout=20 -print_final_stats=1 \
    -artifact_prefix="$OUT/crash-$target-" >"$log" 2>&1
  code=$?
  set -e
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  crashes=0
  if [ "$code" -ne 0 ]; then
    crashes=1
    status=1
  fi
  printf '%-12s %12s %10s %8s\n' "$target" "${executions:-?}" "${speed:-?}" "$crashes"
  if [ "$code" -ne 0 ]; then
    grep -E 'oracle:|ERROR|Fatal error|SUMMARY|artifact' "$log" | head -8 >&2 || true
  fi
done
exit "$status"
