#!/usr/bin/env python3
"""Checks, on a real terminal, that the frames a program diffs onto the screen leave what a
full redraw of the same state draws: no stale cell, no attribute left behind.

    Scripts/redraw-check.py [--seed N] [--rounds N] [--size 100x30] --keys K,K,... -- COMMAND...
    Scripts/redraw-check.py --keys j,k,n,p,g,G,Tab,t,d -- .build/release/folio-demo browse --latency-ms 0

Runs COMMAND in a detached tmux pane and, round after round, sends it one to six keys
chosen at random from --keys (a key as tmux's send-keys names it: `j`, `PageDown`, `Enter`;
`L:text` types `text` literally), waits until the screen has not changed for a second, and
captures it with its attributes (trailing spaces kept: a space in reverse video is a cursor). Then it makes the program draw the same state whole — the
pane one column wider and back, two resizes after which a program draws its screen from
nothing — waits again, and compares the two screens cell by cell: the character, and the
attributes that show (on a space, only its background, reverse video and underline).
Prints each round that differs with the rows that do and the keys so far (at most three);
exits 1 if any did. The same seed sends the same keys; what the program does with them may
still depend on timing (a search's debounce, a load's latency), which the wait for a still
screen absorbs.

Needs tmux (apt-get install tmux). A program whose state changes with its width (a layout
that pages by the width) is compared after the width changes back, so only what a redraw
from nothing changes shows as a difference.
"""

import argparse
import os
import random
import re
import shlex
import subprocess
import sys
import time
import unicodedata

SGR = re.compile(r"\x1b\[([0-9;:]*)m")
SESSION = f"redraw-check-{os.getpid()}"


def tmux(*args):
    return subprocess.run(["tmux", *args], capture_output=True, text=True).stdout


def cells(line, state):
    """The cells of a captured line, as (character, attributes that show). `state` holds the
    attributes the line starts with: tmux carries them over from the line before."""
    out = []
    start = 0
    for match in list(SGR.finditer(line)) + [None]:
        end = match.start() if match else len(line)
        for char in line[start:end]:
            shown = tuple(sorted(state.items()))
            if char == " ":
                shown = tuple((key, value) for key, value in shown if key in ("bg", "rev", "ul"))
            out.append((char, shown))
            if unicodedata.east_asian_width(char) in "WF":
                out.append(("", shown))
        if not match:
            break
        start = match.end()
        codes = match.group(1).replace(":", ";").split(";") or ["0"]
        index = 0
        while index < len(codes):
            code = int(codes[index] or 0)
            if code == 0:
                state.clear()
            elif code in (1, 2, 3, 5, 9):
                state[f"a{code}"] = 1
            elif code == 4:
                state["ul"] = 1
            elif code == 7:
                state["rev"] = 1
            elif code == 22:
                state.pop("a1", None)
                state.pop("a2", None)
            elif code in (23, 24, 25, 27, 29):
                state.pop({23: "a3", 24: "ul", 25: "a5", 27: "rev", 29: "a9"}[code], None)
            elif code == 39:
                state.pop("fg", None)
            elif code == 49:
                state.pop("bg", None)
            elif code in (38, 48):
                key = "fg" if code == 38 else "bg"
                if index + 1 < len(codes) and codes[index + 1] == "5":
                    state[key] = "5;" + codes[index + 2]
                    index += 2
                else:
                    state[key] = ";".join(codes[index + 1:index + 5])
                    index += 4
            elif 30 <= code <= 37 or 90 <= code <= 97:
                state["fg"] = str(code)
            elif 40 <= code <= 47 or 100 <= code <= 107:
                state["bg"] = str(code)
            index += 1
    while out and out[-1] == (" ", ()):
        out.pop()
    return out


def capture():
    state = {}
    return [cells(line, state) for line in tmux("capture-pane", "-p", "-e", "-N", "-t", SESSION).split("\n")]


def still_screen():
    """The screen once it has stayed the same for about a second (at most 12 s)."""
    previous = capture()
    same = 0
    for _ in range(80):
        time.sleep(0.15)
        current = capture()
        same = same + 1 if current == previous else 0
        if same >= 7:
            return current
        previous = current
    return previous


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("--size", default="100x30")
    parser.add_argument("--keys", required=True)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    if not command:
        parser.error("no command")
    width, height = (int(side) for side in options.size.split("x"))
    keys = options.keys.split(",")
    tmux("new-session", "-d", "-s", SESSION, "-x", str(width), "-y", str(height),
         shlex.join(command))
    time.sleep(1.0)
    random_keys = random.Random(options.seed)
    sent = []
    differences = 0
    rounds = 0
    try:
        for round_number in range(options.rounds):
            rounds = round_number + 1
            batch = [random_keys.choice(keys) for _ in range(random_keys.randint(1, 6))]
            for key in batch:
                tmux("send-keys", "-t", SESSION, *(["-l", key[2:]] if key.startswith("L:") else [key]))
                time.sleep(0.05)
            sent += batch
            diffed = still_screen()
            tmux("resize-window", "-t", SESSION, "-x", str(width + 1), "-y", str(height))
            time.sleep(0.3)
            tmux("resize-window", "-t", SESSION, "-x", str(width), "-y", str(height))
            whole = still_screen()
            if SESSION not in tmux("ls"):
                print(f"the program ended after {sent}")
                break
            if diffed == whole:
                continue
            differences += 1
            print(f"round {round_number}: the screen differs from a full redraw; keys sent: {'|'.join(sent)}")
            for row, (left, right) in enumerate(zip(diffed, whole)):
                if left != right:
                    column = next(
                        x for x in range(max(len(left), len(right)))
                        if (left[x:x + 1] or [None]) != (right[x:x + 1] or [None]))
                    print(f"  row {row}, from column {column}"
                          f" ({(left[column:column + 1] or [None])[0]} against"
                          f" {(right[column:column + 1] or [None])[0]}):"
                          f"\n    diffed: {''.join(c for c, _ in left)}"
                          f"\n    whole:  {''.join(c for c, _ in right)}")
            if differences >= 3:
                break
    finally:
        tmux("kill-session", "-t", SESSION)
    print(f"{rounds} rounds, {differences} differing")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
