#!/usr/bin/env python3
"""Generate Sources/Folio/Text/WidthTables.swift from the Unicode Character Database.

Usage:
    apt-get install unicode-data        # or download the UCD files into one folder
    python3 Scripts/generate-width-tables.py [UCD_DIR] > Sources/Folio/Text/WidthTables.swift

UCD_DIR defaults to /usr/share/unicode and must hold UnicodeData.txt,
DerivedCoreProperties.txt, extracted/DerivedEastAsianWidth.txt,
extracted/DerivedGeneralCategory.txt, auxiliary/GraphemeBreakProperty.txt and
emoji/emoji-data.txt (emoji-data.txt may also sit directly in UCD_DIR).

Every code point gets one byte of properties (see `entry` below); the table is stored
as a two-level look-up: the high bits of a code point pick a block, blocks with equal
contents are shared.
"""

import os
import re
import sys

MAX = 0x110000
BLOCK_SHIFT = 7
BLOCK = 1 << BLOCK_SHIFT

# Bits of one entry; keep in step with `WidthTable` in DisplayWidth.swift.
WIDTH_ZERO, WIDTH_ONE, WIDTH_TWO, WIDTH_AMBIGUOUS = 0, 1, 2, 3
JOINS = 4  # may join a neighbouring scalar into one grapheme cluster
EMOJI = 8  # Emoji=Yes: a base that VS15/VS16 can select a presentation for
PICTOGRAPHIC = 16  # Extended_Pictographic: joins ZWJ sequences
# A plain mark always extends the cluster before it (GB9) and changes no emoji rule:
# Grapheme_Cluster_Break=Extend, but no emoji component, variation selector or virama.
MARK = 32


def read_ranges(path):
    """Yield (first, last, value) for each data line of a UCD property file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [x.strip() for x in data.split(";")]
            cps = fields[0].split("..")
            first = int(cps[0], 16)
            last = int(cps[-1], 16)
            yield first, last, fields[1]


def read_missing(path):
    """Yield the `# @missing:` default ranges, in file order."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"#\s*@missing:\s*([0-9A-F]+)\.\.([0-9A-F]+)\s*;\s*(\w+)", line)
            if m:
                yield int(m.group(1), 16), int(m.group(2), 16), m.group(3)


def fill(table, path, wanted=None, value_map=None):
    for first, last, value in read_ranges(path):
        if wanted is not None and value not in wanted:
            continue
        v = value_map[value] if value_map else value
        for cp in range(first, last + 1):
            table[cp] = v


def version_of(path):
    with open(path, encoding="utf-8") as f:
        head = f.read(2000)
    m = re.search(r"-(\d+\.\d+\.\d+)\.txt", head) or re.search(r"Version (\d+\.\d+)", head)
    if not m:
        sys.exit(f"no Unicode version in {path}")
    return m.group(1)


def main():
    ucd = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    emoji_data = os.path.join(ucd, "emoji", "emoji-data.txt")
    if not os.path.exists(emoji_data):
        emoji_data = os.path.join(ucd, "emoji-data.txt")
    eaw_path = os.path.join(ucd, "extracted", "DerivedEastAsianWidth.txt")
    gc_path = os.path.join(ucd, "extracted", "DerivedGeneralCategory.txt")
    gcb_path = os.path.join(ucd, "auxiliary", "GraphemeBreakProperty.txt")
    core_path = os.path.join(ucd, "DerivedCoreProperties.txt")

    eaw = ["N"] * MAX
    long_names = {"Neutral": "N", "Wide": "W", "Ambiguous": "A", "Narrow": "Na",
                  "Fullwidth": "F", "Halfwidth": "H"}
    for first, last, value in read_missing(eaw_path):
        for cp in range(first, last + 1):
            eaw[cp] = long_names.get(value, value)
    fill(eaw, eaw_path)

    gc = ["Cn"] * MAX
    fill(gc, gc_path)

    gcb = ["Other"] * MAX
    fill(gcb, gcb_path)

    ignorable = [False] * MAX
    fill(ignorable, core_path, {"Default_Ignorable_Code_Point"}, {"Default_Ignorable_Code_Point": True})

    emoji_props = {}
    for name in ("Emoji", "Emoji_Presentation", "Emoji_Modifier", "Emoji_Component",
                 "Extended_Pictographic"):
        emoji_props[name] = [False] * MAX
        fill(emoji_props[name], emoji_data, {name}, {name: True})

    variation_selector = [False] * MAX
    fill(variation_selector, os.path.join(ucd, "PropList.txt"), {"Variation_Selector"},
         {"Variation_Selector": True})
    virama = [False] * MAX
    fill(virama, os.path.join(ucd, "extracted", "DerivedCombiningClass.txt"), {"9"}, {"9": True})

    # Scalars that may share a cluster with a neighbour, and controls (which break
    # clusters where a mark would otherwise join them).
    joins = {"Extend", "ZWJ", "SpacingMark", "Prepend", "CR", "LF", "Control", "L", "V", "T",
             "Regional_Indicator"}

    entries = bytearray(MAX)
    for cp in range(MAX):
        g = gcb[cp]
        if g in ("Control", "CR", "LF"):
            width = WIDTH_ZERO
        elif g == "L" and eaw[cp] == "W":
            width = WIDTH_TWO  # leading jamo (fillers included) start a wide syllable
        elif gc[cp] in ("Mn", "Me", "Mc") or ignorable[cp] or g in ("V", "T", "ZWJ"):
            width = WIDTH_ZERO
        elif eaw[cp] in ("W", "F") or emoji_props["Emoji_Presentation"][cp]:
            width = WIDTH_TWO
        elif gc[cp] == "Cn" and emoji_props["Extended_Pictographic"][cp]:
            width = WIDTH_TWO  # reserved for emoji: newer emoji are drawn wide

        elif eaw[cp] == "A":
            width = WIDTH_AMBIGUOUS
        else:
            width = WIDTH_ONE
        e = width
        # Unassigned code points may be joiners in a newer Unicode than these tables:
        # sending them to the grapheme-aware path keeps clusters right.
        if g in joins or gc[cp] == "Cn":
            e |= JOINS
        if emoji_props["Emoji"][cp]:
            e |= EMOJI
        if emoji_props["Extended_Pictographic"][cp]:
            e |= PICTOGRAPHIC
        # Halfwidth katakana voiced marks (U+FF9E, U+FF9F) extend a cluster but take a
        # cell of their own: they are not plain marks, and clusterWidth adds their cell.
        if (g == "Extend" and width == WIDTH_ZERO and not emoji_props["Emoji_Component"][cp]
                and not variation_selector[cp] and not virama[cp]):
            e |= MARK
        entries[cp] = e

    blocks = {}
    stage1 = []
    stage2 = bytearray()
    for start in range(0, MAX, BLOCK):
        block = bytes(entries[start:start + BLOCK])
        if block not in blocks:
            blocks[block] = len(blocks)
            stage2 += block
        stage1.append(blocks[block])
    assert len(blocks) < 256 * 64

    def ranges_of(flag_list):
        out = []
        cp = 0
        while cp < MAX:
            if flag_list[cp]:
                start = cp
                while cp + 1 < MAX and flag_list[cp + 1]:
                    cp += 1
                out.append((start, cp))
            cp += 1
        return out

    ri = ranges_of([g == "Regional_Indicator" for g in gcb])
    modifiers = ranges_of(emoji_props["Emoji_Modifier"])
    assert len(ri) == 1 and len(modifiers) == 1

    version = version_of(eaw_path)
    emoji_version = version_of(emoji_data)

    def chars(data, offset):
        # One byte per character, printable ASCII from `offset`; backslash escaped.
        out = []
        for b in data:
            c = b + offset
            assert 0x20 <= c < 0x7F and c != 0x22
            out.append("\\\\" if c == 0x5C else chr(c))
        return "".join(out)

    def wrapped(text, width=96):
        lines = []
        i = 0
        while i < len(text):
            j = min(i + width, len(text))
            # keep each escape pair (two backslashes) on one line
            chunk = text[i:j]
            if chunk.endswith("\\") and (len(chunk) - len(chunk.rstrip("\\"))) % 2 == 1:
                j += 1
                chunk = text[i:j]
            lines.append(chunk)
            i = j
        return lines

    # stage1 values (< 64 * 95) are written as two characters: high and low digit base 64.
    stage1_text = "".join(chars([v >> 6, v & 63], 0x30) for v in stage1)
    stage2_text = chars(stage2, 0x40)

    out = sys.stdout
    w = out.write
    w("// GENERATED FILE — do not edit. Regenerate with:\n")
    w("//     python3 Scripts/generate-width-tables.py /usr/share/unicode "
      "> Sources/Folio/Text/WidthTables.swift\n")
    w("//\n")
    w(f"// Source: Unicode Character Database {version}, Unicode emoji data {emoji_version}.\n")
    w("//\n")
    w("// Unicode data files are subject to the Unicode License v3:\n")
    w("//   Copyright © 1991-2022 Unicode, Inc. Distributed under the Terms of Use in\n")
    w("//   https://www.unicode.org/copyright.html. Permission is hereby granted, free of\n")
    w("//   charge, to any person obtaining a copy of data files and any associated\n")
    w("//   documentation (the \"Data Files\") to deal in the Data Files without restriction,\n")
    w("//   including without limitation the rights to use, copy, modify, merge, publish,\n")
    w("//   distribute, and/or sell copies of the Data Files, provided that this copyright\n")
    w("//   and permission notice appear with all copies of the Data Files. THE DATA FILES\n")
    w("//   ARE PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND.\n")
    w("// swift-format-ignore-file\n\n")
    w("/// Unicode data behind ``Character/displayWidth``, generated from the UCD.\n")
    w("enum WidthTables {\n")
    w(f"  /// The Unicode version the tables come from.\n")
    w(f"  static let unicodeVersion = \"{version}\"\n\n")
    w(f"  /// Code points per block of ``entries``; a code point's block is `scalar >> blockShift`.\n")
    w(f"  static let blockShift: UInt32 = {BLOCK_SHIFT}\n\n")
    w("  /// The regional indicator symbols; two of them make a flag.\n")
    w(f"  static let regionalIndicators: ClosedRange<UInt32> = 0x{ri[0][0]:X}...0x{ri[0][1]:X}\n\n")
    w("  /// The emoji modifiers (skin tones).\n")
    w(f"  static let emojiModifiers: ClosedRange<UInt32> = 0x{modifiers[0][0]:X}...0x{modifiers[0][1]:X}\n\n")
    w(f"  /// For each block of {BLOCK} code points, the index of its entries: two characters,\n")
    w("  /// `(high - 0x30) << 6 | (low - 0x30)`.\n")
    w("  static let blocks: StaticString =\n")
    w("    \"\"\"\n")
    lines = wrapped(stage1_text)
    for n, line in enumerate(lines):
        w(f"    {line}" + ("\n" if n == len(lines) - 1 else "\\\n"))
    w("    \"\"\"\n\n")
    w(f"  /// {len(blocks)} distinct blocks of entries, one character each: `character - 0x40`.\n")
    w("  static let entries: StaticString =\n")
    w("    \"\"\"\n")
    lines = wrapped(stage2_text)
    for n, line in enumerate(lines):
        w(f"    {line}" + ("\n" if n == len(lines) - 1 else "\\\n"))
    w("    \"\"\"\n")
    w("}\n")
    print(f"blocks={len(blocks)} stage1={len(stage1)} stage2={len(stage2)}", file=sys.stderr)


if __name__ == "__main__":
    main()
