#!/usr/bin/env bash
# Runs the suites that drive programs through the headless driver many times in a row
# while a parallel Swift build loads the machine, and counts the failures.
#
#   Scripts/driver-stress.sh [runs]     default: 50
#
# The load is a release build of the package in a scratch folder of its own, started
# again whenever it ends; the tests run from the debug build already made.
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-50}"
filter='HeadlessDriverTests|BrowseProgramTests|StoryPickerTests|PromptTests|ChooserTests|TerminalConversationTests|InlineFrameTests|BrowseViewTests|choosingAFruit|SnapshotXCTests|PagerModelTests|NavigatorSearchAndResizeTests|PagingEditTests'

swift build --build-tests >/dev/null || exit 1
scratch="$(mktemp -d)"
(
  while true; do
    rm -rf "$scratch/build"
    swift build -c release --scratch-path "$scratch/build" >/dev/null 2>&1
  done
) &
load=$!
trap 'kill $load 2>/dev/null; pkill -P $load 2>/dev/null; rm -rf "$scratch"' EXIT

failures=0
for run in $(seq 1 "$runs"); do
  log="$scratch/run-$run.log"
  if swift test --skip-build --filter "$filter" >"$log" 2>&1 \
    && ! grep -q "✘" "$log"; then
    passed=$(grep -Eo "Test run with [0-9]+ tests" "$log" | grep -Eo "[0-9]+")
    echo "run $run: passed ($passed tests)"
  else
    failures=$((failures + 1))
    echo "run $run: FAILED"
    grep -E "✘|error" "$log" | head -20
  fi
done
echo "$runs runs, $failures failed"
[ "$failures" -eq 0 ]
