#!/usr/bin/env python3
"""Write Tests/FolioTests/Text/EmojiTestData.swift: every fully-qualified emoji sequence
of emoji-test.txt, one per line of a string literal (quick to compile).

Usage:
    python3 Scripts/generate-emoji-fixture.py [/usr/share/unicode/emoji/emoji-test.txt] \\
        > Tests/FolioTests/Text/EmojiTestData.swift
"""

import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode/emoji/emoji-test.txt"
version = "unknown"
sequences = []
with open(path, encoding="utf-8") as f:
    for line in f:
        m = re.match(r"# Version: (\S+)", line)
        if m:
            version = m.group(1)
        data, _, _ = line.partition("#")
        if ";" not in data:
            continue
        codes, status = (x.strip() for x in data.split(";"))
        if status == "fully-qualified":
            sequences.append("".join("\\u{%s}" % c for c in codes.split()))

w = sys.stdout.write
w("// GENERATED FILE — do not edit. Regenerate with:\n")
w("//     python3 Scripts/generate-emoji-fixture.py > Tests/FolioTests/Text/EmojiTestData.swift\n")
w(f"// Source: emoji-test.txt, Unicode emoji {version}. Unicode data files are\n")
w("// Copyright © 1991-2022 Unicode, Inc., under the Unicode License v3\n")
w("// (https://www.unicode.org/copyright.html).\n")
w("// swift-format-ignore-file\n\n")
w("/// The fully-qualified emoji sequences of emoji-test.txt, one per line.\n")
w(f"let fullyQualifiedEmoji = \"\"\"\n")
for s in sequences:
    w(s + "\n")
w("\"\"\"\n")
print(f"{len(sequences)} sequences, emoji {version}", file=sys.stderr)
