#!/usr/bin/env bash
# Runs folio-demo inside real terminal emulators under a private Xvfb and saves what they
# drew, plus the result of `folio-demo widths --check` as each emulator answers it.
#
#   Scripts/real-terminals.sh [--emulators "xterm kitty alacritty"] [--out DIR] [--demo PATH]
#
#   --emulators LIST  which emulators, separated by spaces; default: xterm kitty alacritty
#   --out DIR         where reports and screenshots go; default: .build/real-terminals
#   --demo PATH       the folio-demo binary; default: $FOLIO_DEMO, else built here with
#                     `swift build --product folio-demo`
#
# For each emulator, three runs, each in a fresh 100x30 window (DejaVu Sans Mono 14,
# LANG=C.UTF-8, TERM as the emulator sets it):
#   1. check   `folio-demo widths --check DIR/<emu>-check.txt`; must exit 0 within 30 s
#              and write the report; screenshot DIR/<emu>-check.png before the window closes
#   2. widths  `folio-demo widths`, screenshot DIR/<emu>-widths.png once drawn, then q
#   3. pager   `folio-demo pager` over 200 lines of emoji, CJK and halfwidth kana in
#              columns separated by |, screenshot DIR/<emu>-pager.png, then q
# Installs what is missing with apt-get (Xvfb, the emulators, xdotool, ImageMagick, fonts,
# Mesa for kitty and alacritty, which draw with OpenGL in software here). An emulator that
# cannot be installed or started is a failure, not a skip. Exits non-zero when any check
# failed or any step went wrong. Needs no standard input; CI runs it for xterm only.
set -euo pipefail
caller="$PWD"
script="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$script")/.."

usage() { sed -n '2,/^set -euo/p' "$script" | sed '$d' | sed 's/^# \{0,1\}//'; }

emulators="xterm kitty alacritty"
out="" # default: .build/real-terminals in the package
demo="${FOLIO_DEMO:-}"
while (($#)); do
  case "$1" in
    --emulators) emulators="${2:?--emulators needs a value}"; shift 2 ;;
    --emulators=*) emulators="${1#*=}"; shift ;;
    --out) out="${2:?--out needs a value}"; shift 2 ;;
    --out=*) out="${1#*=}"; shift ;;
    --demo) demo="${2:?--demo needs a value}"; shift 2 ;;
    --demo=*) demo="${1#*=}"; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "real-terminals: unknown argument: $1" >&2; usage >&2; exit 2 ;;
  esac
done
read -r -a emulator_list <<<"$emulators"
if ((${#emulator_list[@]} == 0)); then
  echo "real-terminals: no emulators given" >&2
  exit 2
fi
for emu in "${emulator_list[@]}"; do
  case "$emu" in
    xterm | kitty | alacritty) ;;
    *) echo "real-terminals: unknown emulator '$emu' (xterm, kitty, alacritty)" >&2; exit 2 ;;
  esac
done

# Window and timing settings.
columns=100
lines=30
font_family="DejaVu Sans Mono"
font_size=14
screen="1280x800x24"
check_timeout=30   # seconds for `widths --check` to exit
window_timeout=20  # seconds for an emulator's window to appear
draw_timeout=15    # seconds for a picture to settle
quit_timeout=8     # seconds for the demo and its window to go after q

fail() {
  echo "real-terminals: FAILED: $*" >&2
  exit 1
}

# --- Installation -----------------------------------------------------------------------

apt_install() {
  # Installs Debian packages that are missing; quiet when all are present.
  local missing=() sudo=()
  for pkg in "$@"; do
    dpkg-query -W -f '${Status}' "$pkg" 2>/dev/null | grep -q ' installed$' || missing+=("$pkg")
  done
  ((${#missing[@]})) || return 0
  command -v apt-get >/dev/null || fail "missing ${missing[*]} and there is no apt-get to install them"
  if ((EUID != 0)); then
    command -v sudo >/dev/null || fail "missing ${missing[*]}; run as root or install them"
    sudo=(sudo -n)
  fi
  echo "== installing ${missing[*]}"
  "${sudo[@]}" apt-get update -qq || fail "apt-get update failed"
  if ! DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null; then
    fail "could not install ${missing[*]}"
  fi
}

packages=(xvfb xterm xdotool imagemagick x11-utils fonts-dejavu-core fonts-noto-color-emoji)
# kitty and alacritty load OpenGL (Mesa's llvmpipe under Xvfb) and some X libraries with
# dlopen, so their packages do not pull them in: alacritty depends on none of them.
software_gl=(libgl1 libglx-mesa0 libgl1-mesa-dri libxcursor1 libxi6 libxrandr2)
for emu in "${emulator_list[@]}"; do
  case "$emu" in
    kitty) packages+=(kitty "${software_gl[@]}" libxinerama1) ;;
    alacritty) packages+=(alacritty "${software_gl[@]}" libegl1 libegl-mesa0 libx11-xcb1) ;;
  esac
done
apt_install "${packages[@]}"
for tool in Xvfb xdotool import convert xdpyinfo xprop "${emulator_list[@]}"; do
  command -v "$tool" >/dev/null || fail "$tool is not installed and could not be installed"
done

# --- The demo ---------------------------------------------------------------------------

if [[ -z "$demo" ]]; then
  echo "== swift build --product folio-demo"
  swift build --product folio-demo || fail "could not build folio-demo"
  demo="$(swift build --show-bin-path)/folio-demo"
fi
[[ "$demo" == /* ]] || demo="$caller/$demo"
[[ -f "$demo" && -x "$demo" ]] || fail "the demo '$demo' is not an executable file"

if [[ -z "$out" ]]; then
  out=".build/real-terminals"
elif [[ "$out" != /* ]]; then
  out="$caller/$out"
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/real-terminals.XXXXXX")"

# --- Clean-up: every process started here goes, whatever happens ----------------------

# One emulator runs at a time; emu_pid is it until it has been waited for.
xvfb_pid=""
emu_pid=""
cleanup() {
  if [[ -n "$emu_pid" ]]; then
    kill -TERM "$emu_pid" 2>/dev/null || true
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      kill -0 "$emu_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$emu_pid" 2>/dev/null || true
    wait "$emu_pid" 2>/dev/null || true
  fi
  if [[ -n "$xvfb_pid" ]]; then
    kill -TERM "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP

# --- Xvfb --------------------------------------------------------------------------------

start_xvfb() {
  local n deadline
  for n in $(seq 97 140); do
    [[ -e "/tmp/.X$n-lock" || -e "/tmp/.X11-unix/X$n" ]] && continue
    Xvfb ":$n" -screen 0 "$screen" -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    deadline=$((SECONDS + 10))
    while ((SECONDS < deadline)); do
      if ! kill -0 "$xvfb_pid" 2>/dev/null; then
        break # lost a race for this display, or Xvfb cannot start: try the next
      fi
      if xdpyinfo -display ":$n" >/dev/null 2>&1; then
        export DISPLAY=":$n"
        return 0
      fi
      sleep 0.1
    done
    kill -KILL "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
    xvfb_pid=""
  done
  cat "$work/xvfb.log" >&2 2>/dev/null || true
  fail "could not start Xvfb on any display from :97 to :140"
}
start_xvfb
echo "== Xvfb on $DISPLAY ($screen)"
# An empty resource database, so that no ~/.Xdefaults changes how xterm looks.
xprop -root -format RESOURCE_MANAGER 8s -set RESOURCE_MANAGER "! real-terminals"

# alacritty's settings, so that no user configuration counts: YAML up to 0.12 (Debian 12
# has 0.11), TOML from 0.13 on.
alacritty_config="$work/alacritty.toml"
if printf '%s\n' "$(alacritty --version 2>/dev/null | awk '{print $2}')" 0.13 | sort -V -C; then
  alacritty_config="$work/alacritty.yml"
  cat >"$alacritty_config" <<EOF
window:
  dimensions:
    columns: $columns
    lines: $lines
  padding:
    x: 0
    y: 0
font:
  normal:
    family: "$font_family"
  size: $font_size
EOF
else
  cat >"$alacritty_config" <<EOF
[window]
dimensions = { columns = $columns, lines = $lines }
padding = { x = 0, y = 0 }

[font]
normal = { family = "$font_family" }
size = $font_size
EOF
fi

# --- Running one command in a fresh emulator window ------------------------------------

window=""

# launch EMU NAME COMMAND...: opens EMU running COMMAND; sets emu_pid.
launch() {
  local emu="$1" name="$2"
  shift 2
  local environment=(
    env -u WAYLAND_DISPLAY -u TERM -u COLORTERM -u TERM_PROGRAM -u TERM_PROGRAM_VERSION
    -u KITTY_WINDOW_ID -u KITTY_PID -u KITTY_PUBLIC_KEY -u KITTY_INSTALLATION_DIR
    -u ALACRITTY_WINDOW_ID -u ALACRITTY_SOCKET -u ALACRITTY_LOG -u VTE_VERSION
    -u TMUX -u TMUX_PANE -u STY -u WT_SESSION -u LC_ALL -u LC_CTYPE -u NO_COLOR
    -u XDG_SESSION_TYPE
    DISPLAY="$DISPLAY" LANG=C.UTF-8 XENVIRONMENT=/dev/null
  )
  # kitty and alacritty found Mesa's software OpenGL (llvmpipe) under Xvfb without help;
  # LIBGL_ALWAYS_SOFTWARE and WINIT_UNIX_BACKEND only make sure of it (and of X11, not
  # Wayland, when this runs on a desktop).
  local command=()
  case "$emu" in
    xterm)
      command=(xterm -geometry "${columns}x${lines}+0+0" -fa "$font_family" -fs "$font_size"
        -title "folio $name" -e "$@")
      ;;
    kitty)
      command=(env LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE --title "folio $name"
        -o linux_display_server=x11 -o "font_family=$font_family" -o "font_size=$font_size"
        -o "initial_window_width=${columns}c" -o "initial_window_height=${lines}c"
        -o remember_window_size=no -o window_padding_width=0 -o confirm_os_window_close=0
        -o update_check_interval=0 -o allow_remote_control=no -o cursor_blink_interval=0 "$@")
      ;;
    alacritty)
      command=(env LIBGL_ALWAYS_SOFTWARE=1 WINIT_UNIX_BACKEND=x11 alacritty
        --config-file "$alacritty_config" --title "folio $name" -e "$@")
      ;;
  esac
  "${environment[@]}" "${command[@]}" </dev/null >"$work/$name.emulator.log" 2>&1 &
  emu_pid=$!
}

# find_window: waits for the emulator's visible window; sets window. Fails after a time.
find_window() {
  local deadline=$((SECONDS + window_timeout))
  window=""
  while ((SECONDS < deadline)); do
    window="$(xdotool search --onlyvisible --pid "$emu_pid" 2>/dev/null | head -n 1 || true)"
    [[ -n "$window" ]] && return 0
    kill -0 "$emu_pid" 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}

# no_window EMU NAME: says why there is no window, and ends the emulator if it is there.
no_window() {
  if kill -0 "$emu_pid" 2>/dev/null; then
    echo "   $1 opened no window within ${window_timeout} s"
  else
    echo "   $1 exited before it opened a window"
  fi
  wait_gone 0 || true
  show_log "$work/$2.emulator.log" "$1 said"
  windowless=1
}

# shoot FILE: a picture of the emulator's window.
shoot() {
  import -window "$window" "$1" 2>/dev/null || import -window root "$1"
}

# settle FILE TIMEOUT: waits until the window's picture has text on it and has not changed
# for half a second, and keeps that picture in FILE. Fails if that never happens.
settle() {
  local file="$1" deadline=$((SECONDS + $2)) frame="$work/frame.png" last="" same=0 info
  while ((SECONDS < deadline)); do
    kill -0 "$emu_pid" 2>/dev/null || return 1
    shoot "$frame" || return 1
    # Signature of the pixels and how many colours: an empty window has two or three.
    info="$(convert "$frame" -format '%# %k' info: 2>/dev/null || echo "x 0")"
    if [[ "${info% *}" == "$last" && "${info#* }" -gt 8 ]]; then
      same=$((same + 1))
      if ((same >= 2)); then
        cp "$frame" "$file"
        return 0
      fi
    else
      same=0
    fi
    last="${info% *}"
    sleep 0.25
  done
  shoot "$file" || true # keep what there is, to look at
  return 1
}

# wait_gone TIMEOUT: waits for the emulator to exit; kills it after TIMEOUT seconds.
wait_gone() {
  local deadline=$((SECONDS + $1)) gone=1
  while ((SECONDS < deadline)); do
    kill -0 "$emu_pid" 2>/dev/null || { gone=0; break; }
    sleep 0.1
  done
  if ((gone)); then
    kill -TERM "$emu_pid" 2>/dev/null || true
    sleep 0.5
    kill -KILL "$emu_pid" 2>/dev/null || true
  fi
  wait "$emu_pid" 2>/dev/null || true
  emu_pid=""
  return "$gone"
}

# press KEY: types KEY into the window, focused first (xterm ignores synthetic events).
press() {
  xdotool windowfocus --sync "$window" 2>/dev/null || xdotool windowfocus "$window"
  xdotool key --clearmodifiers "$1"
}

show_log() {
  local file="$1" label="$2"
  if [[ -s "$file" ]]; then
    echo "   $label:"
    sed 's/^/     /' "$file" | head -n 40
  fi
}

# The command inside the emulator: runs the demo with its standard error in a file,
# writes its exit status to a file, shows the standard error, and, when a release file is
# named, waits (at most 20 s) for it so the window stays for its picture.
# shellcheck disable=SC2016 # expanded by the sh inside the emulator
inner='status="$1" errors="$2" release="$3"
shift 3
"$@" 2>"$errors"
code=$?
echo "$code" >"$status.part" && mv "$status.part" "$status"
cat "$errors" >&2
if [ -n "$release" ]; then
  i=0
  while [ ! -e "$release" ] && [ "$i" -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
fi
exit "$code"'

# wait_status FILE TIMEOUT: waits for the demo's status file while the emulator runs.
wait_status() {
  local deadline=$((SECONDS + $2))
  while ((SECONDS < deadline)); do
    [[ -s "$1" ]] && return 0
    kill -0 "$emu_pid" 2>/dev/null || { [[ -s "$1" ]]; return; }
    sleep 0.1
  done
  return 1
}

# --- The three runs ----------------------------------------------------------------------

# run_check EMU: prints why it failed, if it did; returns 0 when the check passed.
run_check() {
  local emu="$1" name="$1-check"
  local report="$out/$emu-check.txt" picture="$out/$emu-check.png"
  local status="$work/$name.status" errors="$work/$name.stderr" release="$work/$name.release"
  rm -f "$report" "$picture"
  launch "$emu" "$name" sh -c "$inner" sh "$status" "$errors" "$release" \
    "$demo" widths --check "$report"
  if ! find_window; then
    no_window "$emu" "$name"
    return 1
  fi
  local ok=0
  if wait_status "$status" "$check_timeout"; then
    settle "$picture" 5 || echo "   (the picture did not settle; kept the last one)"
  else
    ok=1
    echo "   timed out: 'folio-demo widths --check' had not exited after ${check_timeout} s"
    shoot "$picture" || true
  fi
  touch "$release"
  if ((ok == 0)); then
    wait_gone "$quit_timeout" || { ok=1; echo "   the window did not close"; }
  else
    wait_gone 0 || true
  fi
  if [[ -f "$report" ]]; then
    echo "   report $report:"
    sed 's/^/     /' "$report"
  else
    ok=1
    echo "   no report was written to $report"
  fi
  if [[ -s "$status" ]]; then
    local code
    code="$(cat "$status")"
    echo "   exit status inside $emu: $code"
    [[ "$code" == 0 ]] || ok=1
  elif ((ok == 0)); then
    ok=1
    echo "   no exit status came back"
  fi
  show_log "$errors" "standard error"
  ((ok == 0)) || show_log "$work/$name.emulator.log" "$emu said"
  return "$ok"
}

# run_screen EMU STEP ARGS...: runs `folio-demo ARGS...` full screen, keeps its picture as
# OUT/EMU-STEP.png, quits it with q; returns 0 when all of that went right.
run_screen() {
  local emu="$1" step="$2"
  shift 2
  local name="$emu-$step" picture="$out/$emu-$step.png"
  local status="$work/$name.status" errors="$work/$name.stderr"
  rm -f "$picture"
  launch "$emu" "$name" sh -c "$inner" sh "$status" "$errors" "" "$demo" "$@"
  if ! find_window; then
    no_window "$emu" "$name"
    return 1
  fi
  local ok=0
  if ! settle "$picture" "$draw_timeout"; then
    ok=1
    if [[ -s "$status" ]]; then
      echo "   folio-demo $* exited before it drew (status $(cat "$status"))"
    else
      echo "   the picture never settled within ${draw_timeout} s"
    fi
  fi
  if kill -0 "$emu_pid" 2>/dev/null; then
    press q || true
  fi
  if ! wait_status "$status" "$quit_timeout"; then
    ok=1
    echo "   folio-demo $* did not quit on q within ${quit_timeout} s"
  elif [[ "$(cat "$status")" != 0 ]]; then
    ok=1
    echo "   folio-demo $* exited with status $(cat "$status")"
  fi
  wait_gone "$quit_timeout" || { ok=1; echo "   the window did not close"; }
  show_log "$errors" "standard error"
  ((ok == 0)) || show_log "$work/$name.emulator.log" "$emu said"
  return "$ok"
}

# The pager's text: 200 lines of clusters in cells six columns wide by Unicode's widths,
# in a different order on each line, so the | stand in straight columns only when the
# terminal draws every cluster as wide as Folio measures it.
pager_text="$work/clusters.txt"
{
  clusters=("✌🏻" "👍🏽" "👩🏽‍💻" "❤️" "漢字" "ｶﾞｷﾞ" "🇩🇪" "ab")
  widths=(2 2 2 2 4 4 2 2)
  for ((n = 1; n <= 200; n++)); do
    line="$(printf '%03d |' "$n")"
    for ((k = 0; k < ${#clusters[@]}; k++)); do
      i=$(((k + n) % ${#clusters[@]}))
      line+=" ${clusters[$i]}$(printf '%*s' $((5 - widths[i])) '')|"
    done
    echo "$line plain ASCII $n"
  done
} >"$pager_text"

# --- Main ---------------------------------------------------------------------------------

# since START: seconds from START (an $EPOCHREALTIME) to now, to a tenth.
since() {
  local now=$EPOCHREALTIME start="$1"
  awk -v a="${start/,/.}" -v b="${now/,/.}" 'BEGIN { printf "%.1f", b - a }'
}

declare -A check_result widths_result pager_result took
failures=0
for emu in "${emulator_list[@]}"; do
  echo "== $emu"
  started=$EPOCHREALTIME
  windowless=0
  rm -f "$out/$emu-check.txt" "$out/$emu-check.png" "$out/$emu-widths.png" "$out/$emu-pager.png"
  check_result[$emu]=FAILED widths_result[$emu]=FAILED pager_result[$emu]=FAILED
  echo " - check: folio-demo widths --check"
  step_started=$EPOCHREALTIME
  if run_check "$emu"; then check_result[$emu]=passed; else failures=$((failures + 1)); fi
  echo "   ${check_result[$emu]} ($(since "$step_started") s)"
  if ((windowless)); then
    # It could not open a window for the first run; it will not for the others.
    echo " - widths, pager: not run, $emu opens no window"
    failures=$((failures + 2))
  else
    echo " - widths: folio-demo widths"
    step_started=$EPOCHREALTIME
    if run_screen "$emu" widths widths; then widths_result[$emu]=ok; else failures=$((failures + 1)); fi
    echo "   ${widths_result[$emu]} ($(since "$step_started") s)"
    echo " - pager: folio-demo pager"
    step_started=$EPOCHREALTIME
    if run_screen "$emu" pager pager "$pager_text"; then pager_result[$emu]=ok; else failures=$((failures + 1)); fi
    echo "   ${pager_result[$emu]} ($(since "$step_started") s)"
  fi
  took[$emu]="$(since "$started")"
done

echo
echo "== summary"
printf '%-10s %-7s %-7s %-7s %5s\n' emulator check widths pager secs
for emu in "${emulator_list[@]}"; do
  printf '%-10s %-7s %-7s %-7s %5s\n' "$emu" "${check_result[$emu]}" \
    "${widths_result[$emu]}" "${pager_result[$emu]}" "${took[$emu]}"
done
for emu in "${emulator_list[@]}"; do
  for f in "$emu-check.txt" "$emu-check.png" "$emu-widths.png" "$emu-pager.png"; do
    if [[ -e "$out/$f" ]]; then echo "  $out/$f"; else echo "  $out/$f (missing)"; fi
  done
done
if ((failures)); then
  echo "real-terminals: $failures step(s) failed" >&2
  exit 1
fi
echo "real-terminals: all passed"
