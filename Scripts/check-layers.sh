#!/usr/bin/env bash
# Checks the layering rules ARCHITECTURE.md states, from the sources alone:
#
#   1. In Sources/Folio, a folder is a layer and uses only the layers it may (the table
#      below): no file names a type declared in a layer it may not use.
#   2. Only a module's platform files (Platform.swift, Platform+*.swift) import the C
#      library (Glibc, Musl, Darwin, WinSDK).
#   3. Each module of Sources, Demos and Benchmarks imports only the modules its row of
#      ARCHITECTURE.md's table names (the C library aside: rule 2 keeps it to the platform
#      files). A module not in the map below is a break until it is added. The demo and
#      the library import no Foundation: it would add its start-up to every run.
#
#   Scripts/check-layers.sh [sources-folder]     default: Sources
#
# Prints each break as file:line and the name it should not use; exits 1 if there is any.
# Comments are not read; a name in a string literal is read (rename the string).
set -euo pipefail
cd "$(dirname "$0")/.."
sources="${1:-Sources}"

# The layers of Sources/Folio and the layers each may use (its own always).
declare -A may_use=(
  [Work]=""
  [Text]=""
  [Canvas]="Text"
  [Layout]="Text Canvas"
  [Paging]="Work"
  [Widgets]="Work Text Canvas Layout Paging"
  [Pager]="Work Text Canvas Layout Paging Widgets"
)
layers=(Work Text Canvas Layout Paging Widgets Pager)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The top-level types each layer declares, one a line.
for layer in "${layers[@]}"; do
  folder="$sources/Folio/$layer"
  [[ -d "$folder" ]] || continue
  find "$folder" -name '*.swift' -print0 | xargs -0 cat |
    sed -nE 's/^(@[A-Za-z]+(\([^)]*\))? +)*((public|package|internal|fileprivate|private|open|final|indirect) +)*(struct|class|enum|protocol|actor|typealias) +([A-Za-z_][A-Za-z0-9_]*).*/\6/p' |
    sort -u >"$work/$layer.types"
done

status=0

# 1. Each layer against the types of the layers it may not use.
for layer in "${layers[@]}"; do
  folder="$sources/Folio/$layer"
  [[ -d "$folder" ]] || continue
  : >"$work/forbidden"
  for other in "${layers[@]}"; do
    [[ "$other" == "$layer" ]] && continue
    [[ " ${may_use[$layer]} " == *" $other "* ]] && continue
    [[ -f "$work/$other.types" ]] || continue
    # A name declared in an allowed layer too is not a break (an extension of it).
    while read -r name; do
      [[ -z "$name" ]] && continue
      allowed=false
      for own in $layer ${may_use[$layer]}; do
        if [[ -f "$work/$own.types" ]] && grep -qx "$name" "$work/$own.types"; then
          allowed=true
        fi
      done
      $allowed || printf '%s\t%s\n' "$name" "$other" >>"$work/forbidden"
    done <"$work/$other.types"
  done
  [[ -s "$work/forbidden" ]] || continue
  pattern="$(cut -f1 "$work/forbidden" | paste -sd'|' -)"
  while IFS= read -r -d '' file; do
    # Drop comment lines and trailing comments, then look for the names as words.
    matches="$(sed -E 's#^[[:space:]]*//.*$##; s#[[:space:]]//[^"]*$##' "$file" |
      grep -nwE "$pattern" || true)"
    [[ -z "$matches" ]] && continue
    while IFS= read -r match; do
      line="${match%%:*}"
      text="${match#*:}"
      for name in $(grep -owE "$pattern" <<<"$text" | sort -u); do
        from="$(awk -F'\t' -v n="$name" '$1 == n { print $2; exit }' "$work/forbidden")"
        echo "$file:$line: the $layer layer names $name, of the $from layer"
        status=1
      done
    done <<<"$matches"
  done < <(find "$sources/Folio/$layer" -name '*.swift' -print0)
done

# 2. The C library only in the platform files.
while IFS= read -r -d '' file; do
  case "$(basename "$file")" in Platform.swift | Platform+*.swift) continue ;; esac
  if grep -nE '^[[:space:]]*import +(Glibc|Musl|Darwin|WinSDK|ucrt)\b' "$file"; then
    echo "$file: imports the C library outside a platform file (Platform.swift, Platform+*.swift)"
    status=1
  fi
done < <(find "$sources" Demos Benchmarks -name '*.swift' -print0)

# 3. The modules each module may import.
declare -A may_import=(
  [Folio]="Observation"
  [FolioTerminal]="Folio Observation _Concurrency Dispatch"
  [FolioTesting]="Folio FolioTerminal Foundation Testing XCTest"
  # The review of pending goldens: no test framework, so folio-review links none.
  [FolioReview]="Folio FolioTerminal Foundation"
  [FolioReviewCommand]="FolioReview FolioTerminal Foundation"
  [FolioShowcase]="Folio FolioTerminal Observation"
  [FolioDemo]="Folio FolioTerminal FolioShowcase"
  [FolioBench]="Folio FolioTerminal FolioShowcase"
)
libc="Glibc Musl Darwin WinSDK ucrt"
for folder in "$sources"/*/ Demos/*/ Benchmarks/*/; do
  module="$(basename "$folder")"
  if [[ -z "${may_import[$module]+set}" ]]; then
    echo "$folder: the module $module is not in the import map of Scripts/check-layers.sh"
    status=1
    continue
  fi
  while IFS= read -r match; do
    [[ -z "$match" ]] && continue
    file="${match%%:*}"
    rest="${match#*:}"
    line="${rest%%:*}"
    imported="$(sed -E 's/.*import +([A-Za-z_][A-Za-z0-9_]*).*/\1/' <<<"${rest#*:}")"
    [[ " $libc ${may_import[$module]} " == *" $imported "* ]] && continue
    echo "$file:$line: the $module module imports $imported"
    status=1
  done < <(grep -rnE '^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*import +[A-Za-z_]' \
    --include='*.swift' "$folder" || true)
done

if ((status == 0)); then
  echo "check-layers: every layer uses only the layers below it; libc only in platform files;"
  echo "every module imports only the modules it may"
fi
exit "$status"
