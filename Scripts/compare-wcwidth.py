#!/usr/bin/env python3
"""Compare Folio's display widths with Python's `wcwidth` package on generated strings.

Usage (by hand; not part of the tests):
    pip install wcwidth
    swift build -c release --product folio-bench
    python3 Scripts/compare-wcwidth.py [--count 5000] [--seed 1] [--bench PATH]

Generates strings mixing ASCII, CJK, Hangul (syllables and conjoining jamo), Latin with
combining marks, Indic and Thai, emoji sequences from emoji-test.txt (qualified and not,
with VS15/VS16, skin tones, keycaps, flags, ZWJ), East Asian Ambiguous characters and
random assigned code points; feeds them to `folio-bench --widths` and to
`wcwidth.width(s, control_codes="ignore")`; prints the agreement, then every single
grapheme cluster on which the two disagree, grouped, so differences can be explained.
"""

import argparse
import collections
import random
import subprocess
import sys
import unicodedata

import wcwidth

EMOJI_TEST = "/usr/share/unicode/emoji/emoji-test.txt"


def load_emoji():
    qualified, other = [], []
    with open(EMOJI_TEST, encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0]
            if ";" not in data:
                continue
            codes, status = (x.strip() for x in data.split(";"))
            text = "".join(chr(int(c, 16)) for c in codes.split())
            (qualified if status == "fully-qualified" else other).append(text)
    return qualified, other


def printable(cp):
    cat = unicodedata.category(chr(cp))
    return cat not in ("Cc", "Cs", "Zl", "Zp", "Cn")


def make_generators(rng):
    qualified, other_emoji = load_emoji()
    words = ["alpha", "bravo", "Item", "42", "x", "lorem", "ipsum", "·", "—"]
    ambiguous = "·°±×÷αβγδАБВ─│┌┐①②→←★☆§¶"

    def ascii_chunk():
        return rng.choice(words)

    def cjk():
        return "".join(chr(rng.randint(0x4E00, 0x9FFF)) for _ in range(rng.randint(1, 4)))

    def kana_fullwidth():
        pools = [(0x3041, 0x3096), (0x30A1, 0x30FA), (0xFF01, 0xFF5E), (0xFF66, 0xFF9D)]
        lo, hi = rng.choice(pools)
        return "".join(chr(rng.randint(lo, hi)) for _ in range(rng.randint(1, 4)))

    def hangul():
        if rng.random() < 0.5:
            return "".join(chr(rng.randint(0xAC00, 0xD7A3)) for _ in range(rng.randint(1, 3)))
        s = chr(rng.randint(0x1100, 0x1112)) + chr(rng.randint(0x1161, 0x1175))
        if rng.random() < 0.5:
            s += chr(rng.randint(0x11A8, 0x11C2))
        return s

    def combining():
        base = rng.choice("aeiouAEIOUnc")
        return base + "".join(chr(rng.randint(0x300, 0x36F)) for _ in range(rng.randint(1, 3)))

    def indic():
        choice = rng.random()
        if choice < 0.4:  # Devanagari consonant (+ virama + consonant) (+ vowel sign)
            s = chr(rng.randint(0x915, 0x939))
            if rng.random() < 0.5:
                s += "\u094D" + chr(rng.randint(0x915, 0x939))
            if rng.random() < 0.7:
                s += chr(rng.choice([0x93E, 0x93F, 0x940, 0x941, 0x947, 0x94B, 0x902]))
            return s
        if choice < 0.7:  # Tamil
            s = chr(rng.choice([0xB95, 0xB9A, 0xB9F, 0xBA4, 0xBAE, 0xBB2]))
            return s + chr(rng.choice([0xBCD, 0xBBF, 0xBC0, 0xBC6, 0xBBE]))
        s = chr(rng.randint(0xE01, 0xE2E))  # Thai with tone/vowel marks
        return s + "".join(chr(rng.choice([0xE31, 0xE34, 0xE48, 0xE49, 0xE47])) for _ in range(rng.randint(0, 2)))

    def emoji():
        r = rng.random()
        if r < 0.6:
            return rng.choice(qualified)
        if r < 0.8:
            return rng.choice(other_emoji)
        if r < 0.9:  # a text-default emoji with VS15 or VS16
            base = rng.choice("☺☹☠❤✈⌚⌛☀☁✂✔")
            return base + rng.choice(["\uFE0E", "\uFE0F", ""])
        return chr(rng.randint(0x1F1E6, 0x1F1FF))  # a lone regional indicator

    def ambiguous_chunk():
        return "".join(rng.choice(ambiguous) for _ in range(rng.randint(1, 3)))

    def random_code_point():
        while True:
            cp = rng.randint(0xA0, 0x2FFFF) if rng.random() < 0.9 else rng.randint(0x30000, 0xE01EF)
            if printable(cp):
                return chr(cp)

    return [ascii_chunk, cjk, kana_fullwidth, hangul, combining, indic, emoji,
            ambiguous_chunk, random_code_point]


def folio_widths(bench, lines):
    out = subprocess.run([bench, "--widths"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=True).stdout.split()
    assert len(out) == len(lines), (len(out), len(lines))
    return [int(x) for x in out]


def describe(cluster):
    parts = []
    for ch in cluster:
        try:
            name = unicodedata.name(ch)
        except ValueError:
            name = "?"
        parts.append(f"U+{ord(ch):04X} {unicodedata.category(ch)} {name}")
    return " + ".join(parts)


def reason(cluster):
    """A short explanation of why Folio and wcwidth give `cluster` different widths."""
    if any(unicodedata.category(ch) == "Mc" or unicodedata.combining(ch) == 9 for ch in cluster):
        return "spacing mark or virama conjunct (Folio: the base's width; wcwidth: the sum)"
    if any(0x1F3FB <= ord(ch) <= 0x1F3FF or ch == "\u200d" for ch in cluster):
        return "modifier or ZWJ sequence on a text-default emoji (Folio: 2 as emoji; wcwidth: 1)"
    return "Unicode version (Folio tables 15.0, wcwidth 17.0)"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bench", default=".build/release/folio-bench")
    parser.add_argument("--show", type=int, default=60, help="disagreeing clusters to list")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    generators = make_generators(rng)
    strings = []
    for _ in range(args.count):
        chunks = [rng.choice(generators)() for _ in range(rng.randint(1, 8))]
        strings.append(rng.choice([" ", ""]).join(chunks))

    ours = folio_widths(args.bench, strings)
    theirs = [wcwidth.width(s, control_codes="ignore") for s in strings]
    agree = sum(a == b for a, b in zip(ours, theirs))
    print(f"wcwidth {wcwidth.__version__} (Unicode {wcwidth.list_versions()[-1]}), "
          f"Folio tables {open('Sources/Folio/Text/WidthTables.swift').read().split('static let unicodeVersion = ')[1].split()[0]}")
    print(f"strings: {len(strings)}, same width: {agree} ({100.0 * agree / len(strings):.2f}%)")

    # Explain: compare cluster by cluster (wcwidth's grapheme segmentation).
    clusters = sorted({g for s in strings for g in wcwidth.iter_graphemes(s)})
    ours_c = folio_widths(args.bench, clusters)
    differing = [(c, a, wcwidth.width(c, control_codes="ignore"))
                 for c, a in zip(clusters, ours_c) if a != wcwidth.width(c, control_codes="ignore")]
    print(f"distinct clusters: {len(clusters)}, with different widths: {len(differing)}")
    groups = collections.Counter((a, b, unicodedata.category(c[0])) for c, a, b in differing)
    for (a, b, cat), n in groups.most_common():
        print(f"  folio={a} wcwidth={b} first-category={cat}: {n}")

    # Why strings differ: the reasons of their differing clusters.
    reasons_of = {c: reason(c) for c, _, _ in differing}
    string_reasons = collections.Counter()
    for text, a, b in zip(strings, ours, theirs):
        if a != b:
            found = {reasons_of[g] for g in wcwidth.iter_graphemes(text) if g in reasons_of}
            string_reasons[" & ".join(sorted(found)) or "no single cluster differs"] += 1
    print("differing strings by reason:")
    for why, n in string_reasons.most_common():
        print(f"  {n:5d}  {why}")
    for c, a, b in differing[: args.show]:
        print(f"  folio={a} wcwidth={b}  {describe(c)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
