#!/usr/bin/env bash
# Builds the DocC catalogues of Folio, FolioTerminal and FolioTesting with the toolchain's
# own docc (no package plugin) and fails on any docc warning.
#
#   Scripts/build-docs.sh [output-folder]     default: .build/docs
#
# The archives land in <output-folder>/<Module>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/docs}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

docc_bin="$(command -v docc || true)"
if [[ -z "$docc_bin" ]] && command -v xcrun >/dev/null; then
  docc_bin="$(xcrun --find docc)"
fi
if [[ -z "$docc_bin" ]]; then
  echo "build-docs: docc not found; it ships with the Swift toolchain" >&2
  exit 1
fi

# Symbol graphs from the ordinary debug build, so an already built tree is not rebuilt.
# Extension blocks give extensions of standard-library types (String, Character) pages.
echo "== symbol graphs"
swift package dump-symbol-graph --emit-extension-block-symbols >"$work/dump.log" 2>&1 || {
  cat "$work/dump.log" >&2
  exit 1
}
graphs="$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -n 1)"
if [[ -z "$graphs" || ! -d "$graphs" ]]; then
  cat "$work/dump.log" >&2
  echo "build-docs: could not find the symbol graphs" >&2
  exit 1
fi

mkdir -p "$out"
status=0
for module in Folio FolioTerminal FolioTesting; do
  echo "== docc $module"
  mkdir -p "$work/$module"
  # The module's own graph and its extensions of other modules (Module@Other.symbols.json).
  cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json "$work/$module/" \
    2>/dev/null || cp "$graphs/$module.symbols.json" "$work/$module/"
  rm -rf "$out/$module.doccarchive"
  if ! "$docc_bin" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$work/$module" \
    --output-path "$out/$module.doccarchive" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.folio.$module" \
    --warnings-as-errors >"$work/$module.log" 2>&1; then
    status=1
  fi
  # --warnings-as-errors turns warnings into errors; grep as well, so a docc that only
  # prints them still fails the build.
  if grep -qE "^(warning|error):" "$work/$module.log"; then
    status=1
    cat "$work/$module.log" >&2
  fi
done

if ((status != 0)); then
  echo "build-docs: docc reported problems (above)" >&2
  exit 1
fi
echo "== documentation in $out"
