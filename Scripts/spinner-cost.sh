#!/usr/bin/env bash
# What a spinner costs while it turns: `folio-demo browse` in a detached tmux pane (80×24)
# against an API that answers in 4 s, switched to infinite mode and moved past its first
# page so that the next page loads under a spinner (10 ticks a second); then the context
# switches of each of its threads, voluntary and not, over SECONDS while it loads.
#
#   Scripts/spinner-cost.sh [SECONDS] [FOLIO_DEMO]
#
# SECONDS defaults to 3 (at most 3: the page comes after 4 s); FOLIO_DEMO to
# .build/release/folio-demo. Needs tmux (apt-get install tmux). Prints one line a thread
# (its id, its switches, how many of them voluntary) and the total.
set -euo pipefail
seconds=${1:-3}
demo=${2:-.build/release/folio-demo}
command -v tmux >/dev/null || { echo "spinner-cost: tmux is needed (apt-get install tmux)" >&2; exit 2; }
session="spinner-cost-$$"
tmux new-session -d -s "$session" -x 80 -y 24 "$(printf '%q ' "$demo") browse --latency-ms 4000 --fail-rate 0"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
sleep 0.5
tmux send-keys -t "$session" Tab
# The first page of infinite mode, then past its end: the next one loads.
for _ in $(seq 120); do
  tmux capture-pane -p -t "$session" | grep -q "#20" && break
  sleep 0.05
done
tmux send-keys -t "$session" G
for _ in $(seq 40); do
  tmux capture-pane -p -t "$session" | grep -q "Loading…" && break
  sleep 0.05
done
tmux capture-pane -p -t "$session" | grep -q "Loading…" || {
  echo "spinner-cost: no spinner on the screen:" >&2
  tmux capture-pane -p -t "$session" >&2
  exit 1
}
pid=$(tmux display -p -t "$session" '#{pane_pid}')
# One line a thread: its id, its switches, the voluntary ones.
switches() {
  local status tid
  for status in /proc/"$pid"/task/*/status; do
    tid=${status%/status}; tid=${tid##*/}
    awk -v tid="$tid" '/^voluntary_ctxt/ { v = $2 } /^nonvoluntary_ctxt/ { n = $2 }
      END { print tid, v + n, v }' "$status" 2>/dev/null || continue
  done
}
before=$(switches)
sleep "$seconds"
after=$(switches)
tmux capture-pane -p -t "$session" | grep -q "Loading…" || {
  echo "spinner-cost: the page came before the window ended" >&2
  exit 1
}
awk -v s="$seconds" '
  NR == FNR { all[$1] = $2; voluntary[$1] = $3; next }
  {
    d = $2 - (($1 in all) ? all[$1] : 0); v = $3 - (($1 in voluntary) ? voluntary[$1] : 0)
    printf "thread %s: %d switches, %d voluntary\n", $1, d, v
    total += d; totalVoluntary += v
  }
  END { printf "%s s turning: %d context switches, %d voluntary\n", s, total, totalVoluntary }
' <(echo "$before") <(echo "$after")
