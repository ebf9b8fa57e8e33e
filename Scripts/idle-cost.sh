#!/usr/bin/env bash
# What a program costs while it sits idle on a terminal: runs COMMAND in a detached tmux
# pane (80×24), waits for its first screen, then counts the CPU time and the context
# switches of all its threads over SECONDS with no input.
#
#   Scripts/idle-cost.sh [SECONDS] -- COMMAND...
#   Scripts/idle-cost.sh 10 -- less README.md
#   Scripts/idle-cost.sh 10 -- .build/release/folio-demo pager README.md
#   IDLE_PROCESS=folio-demo Scripts/idle-cost.sh 10 -- sh -c '(seq 9; sleep 60) | folio-demo pager'
#
# IDLE_PROCESS names the process to measure when COMMAND is a shell running it (the newest
# process of that name); by default the pane's own process is measured.
#
# Needs tmux (apt-get install tmux). Prints one line: seconds, CPU seconds, switches. A
# command that ends before the window is over is an error: its screen is shown, exit 1.
set -euo pipefail
seconds=10
if [[ ${1:-} != "--" ]]; then seconds=$1; shift; fi
[[ ${1:-} == "--" ]] && shift
command -v tmux >/dev/null || { echo "idle-cost: tmux is needed (apt-get install tmux)" >&2; exit 2; }
session="idle-cost-$$"
# The pane stays when the command ends, so that what it said can be shown.
tmux new-session -d -s "$session" -x 80 -y 24 "sleep 60"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
tmux set-option -t "$session" remain-on-exit on >/dev/null
tmux respawn-pane -k -t "$session" "exec $(printf '%q ' "$@")"
pid=$(tmux display -p -t "$session" '#{pane_pid}')
# Ends the measurement with what the command showed, when it has ended.
ended() {
  [[ $(tmux display -p -t "$session" '#{pane_dead}') == 1 ]] || return 0
  echo "idle-cost: the command ended $1; its screen:" >&2
  tmux capture-pane -p -S - -t "$session" | sed '/^$/d' >&2
  exit 1
}
if [[ -n ${IDLE_PROCESS:-} ]]; then
  for _ in $(seq 100); do
    found=$(pgrep -n -x "$IDLE_PROCESS" || true)
    [[ -n $found ]] && break
    sleep 0.05
  done
  [[ -n ${found:-} ]] || { echo "idle-cost: no process named $IDLE_PROCESS" >&2; exit 1; }
  pid=$found
fi
# The first screen: something other than blanks in the pane, then a second to settle.
for _ in $(seq 100); do
  [[ -n $(tmux capture-pane -p -t "$session" | tr -d ' \n') ]] && break
  sleep 0.05
done
sleep 1
ended "before the idle window"
ticks=$(getconf CLK_TCK)
# One line a thread: its id and its context switches, voluntary and not. A thread that
# ends during the window takes its count with it, so only threads alive at both samples
# are compared (and a thread born during it counts from zero).
switches() {
  local status line tid count
  for status in /proc/"$pid"/task/*/status; do
    tid=${status%/status}; tid=${tid##*/}; count=0
    while read -r line; do
      case $line in
        voluntary_ctxt_switches:* | nonvoluntary_ctxt_switches:*) count=$((count + ${line##*:})) ;;
      esac
    done <"$status" 2>/dev/null || continue
    echo "$tid $count"
  done
}
# utime and stime: the 14th and 15th fields, counted after the command's name.
cpu() { sed 's/^.*) //' "/proc/$pid/stat" | awk '{print $12 + $13}'; }
before=$(switches); cpu0=$(cpu)
sleep "$seconds"
ended "during the idle window"
after=$(switches); cpu1=$(cpu)
awk -v s="$seconds" -v c=$((cpu1 - cpu0)) -v t="$ticks" '
  NR == FNR { was[$1] = $2; next }
  { total += $2 - (($1 in was) ? was[$1] : 0) }
  END { printf "%s s idle: %.2f s of CPU, %d context switches\n", s, c / t, total }
' <(echo "$before") <(echo "$after")
