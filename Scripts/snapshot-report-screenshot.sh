#!/usr/bin/env bash
# Takes a screenshot of the visual report of snapshot failures with headless Chromium, to
# look at it without a browser (or to put a picture of it in the documentation).
#
#   Scripts/snapshot-report-screenshot.sh [REPORT] [PNG] [WIDTHxHEIGHT]
#
#   REPORT  default: the repository's .build/folio-snapshots/report.html, which `swift test`
#           leaves when snapshots fail
#   PNG     default: .build/folio-snapshots/report.png beside it
#   size    default: 1280x900 (the browser window; the picture is the window's size)
#
# Installs chromium, and fonts for CJK and emoji, from Debian with apt-get when missing
# (run as root). Nothing is fetched by the report itself: it is one self-contained file.
set -euo pipefail

# Paths given are read from the current folder; the defaults from the repository's root.
root="$(cd "$(dirname "$0")/.." && pwd)"
report="${1:-$root/.build/folio-snapshots/report.html}"
png="${2:-$root/.build/folio-snapshots/report.png}"
size="${3:-1280x900}"

apt_install() {
  # Installs Debian packages that are missing; quiet when all are present.
  local missing=()
  for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if ((${#missing[@]})); then
    echo "== installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

if [[ ! -f "$report" ]]; then
  echo "snapshot-report-screenshot: no report at $report (no snapshot failed in the last run?)" >&2
  exit 1
fi
if ! command -v chromium >/dev/null; then
  apt_install chromium
fi
if command -v dpkg >/dev/null; then
  apt_install fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji
fi

report_abs="$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
mkdir -p "$(dirname "$png")"
png_abs="$(cd "$(dirname "$png")" && pwd)/$(basename "$png")"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT

chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --user-data-dir="$profile" --window-size="${size/x/,}" \
  --screenshot="$png_abs" "file://$report_abs" >/dev/null 2>&1 || {
  echo "snapshot-report-screenshot: chromium failed" >&2
  exit 1
}
[[ -s "$png_abs" ]] || { echo "snapshot-report-screenshot: no picture written" >&2; exit 1; }
echo "$png_abs"
