#!/usr/bin/env python3
"""Times the real `folio-demo pager` against `less` in a pseudo-terminal, in one run.

    Benchmarks/pager-vs-less.py [--rounds N] [--sizes 1M,169M,1G] [--binary PATH]

Builds nothing: pass the release binary (default .build/release/folio-demo; make it with
`swift build -c release --product folio-demo`). Generates `seq` files of about 1 MB,
169 MB and 1 GB in $BENCH_DIR (default /tmp/folio-pager-bench, kept between runs), reads
each once so the page cache is warm, and then, alternating the two programs:

- first page: from starting the program to the last byte of its first complete frame, on
  an 80x24 terminal. Folio's frame ends with the end of its synchronized update
  (ESC [?2026l); less writes no such marker, so its frame ends with the last byte before
  30 ms of quiet after the last line of the first screen has arrived. Also through a pipe
  (`cat FILE | ...`).
- memory: the peak of RssAnon + RssShmem in /proc/PID/status, sampled every 2 ms from
  the start to the end of each session (first page, G, quit). Pages of the file read or
  of the spool in $TMPDIR are file pages and do not count.
- G: from the key to the last line of the file on screen (1 GB and the others).
- search: `/N` for the number on the last line only, from Enter to the highlighted match,
  as bytes per second (less runs as `LESS= less -i`).
- cancel: a search for a pattern that is nowhere, Esc after 300 ms, from Esc to Folio's
  "Search cancelled".

Prints a table of medians (min–max) and the checks of the pager's targets; exits 1 when a
target is missed. Linux only (/proc). Needs less (apt-get install less).
"""

import argparse
import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time

ROWS, COLS = 24, 80
SYNC_END = b"\x1b[?2026l"


def make_file(directory, label, lines):
    path = os.path.join(directory, f"seq-{label}.txt")
    if not os.path.exists(path):
        with open(path + ".tmp", "wb") as out:
            subprocess.run(["seq", "1", str(lines)], stdout=out, check=True)
        os.rename(path + ".tmp", path)
    with open(path, "rb") as warm:  # warm the page cache
        while warm.read(1 << 24):
            pass
    return path


class Screen:
    """What a terminal shows after the bytes fed to it: text only, one cell a character.

    Enough of a terminal for Folio's frames, which write only the cells that changed: a
    status row's "(END)" may arrive as "(END" when the ")" was already there, so the screen,
    not the bytes, says what was shown. Understands cursor addressing and moves, erasing,
    and skips attributes, modes and strings it does not draw.
    """

    CSI = re.compile(rb"\x1b\[([0-9;?<=>]*)[ -/]*([@-~])")
    STRING = re.compile(rb"\x1b[\]P_^][\s\S]*?(?:\x07|\x1b\\)")

    def __init__(self, rows=ROWS, cols=COLS):
        self.rows, self.cols = rows, cols
        self.cells = [[" "] * cols for _ in range(rows)]
        self.row = self.col = 0

    def text(self, row):
        return "".join(self.cells[row])

    def feed(self, data):
        text = bytes(data)
        at = 0
        while at < len(text):
            byte = text[at]
            if byte == 0x1B:
                at = self.escape(text, at)
            elif byte == 0x0D:
                self.col, at = 0, at + 1
            elif byte == 0x0A:
                self.row, at = min(self.rows - 1, self.row + 1), at + 1
            elif byte == 0x08:
                self.col, at = max(0, self.col - 1), at + 1
            elif byte < 0x20 or byte == 0x7F:
                at += 1
            else:
                length = 1 if byte < 0xC0 else 2 if byte < 0xE0 else 3 if byte < 0xF0 else 4
                character = text[at : at + length].decode("utf-8", "replace")
                if self.col < self.cols:
                    self.cells[self.row][self.col] = character
                self.col, at = min(self.cols, self.col + 1), at + length

    def escape(self, text, at):
        csi = self.CSI.match(text, at)
        if csi:
            self.control(csi.group(1).decode(), chr(csi.group(2)[0]))
            return csi.end()
        string = self.STRING.match(text, at)
        if string:
            return string.end()
        if text[at + 1 : at + 2] in (b"(", b")", b"#"):
            return at + 3
        return at + 2

    def control(self, params, final):
        if params.startswith(("?", "<", "=", ">")):
            return
        numbers = [int(n) if n else 0 for n in params.split(";")] if params else []
        first = numbers[0] if numbers else 0
        if final in "Hf":
            row = numbers[0] if numbers and numbers[0] else 1
            col = numbers[1] if len(numbers) > 1 and numbers[1] else 1
            self.row, self.col = min(self.rows, row) - 1, min(self.cols, col) - 1
        elif final == "A":
            self.row = max(0, self.row - max(1, first))
        elif final == "B":
            self.row = min(self.rows - 1, self.row + max(1, first))
        elif final == "C":
            self.col = min(self.cols, self.col + max(1, first))
        elif final == "D":
            self.col = max(0, self.col - max(1, first))
        elif final == "G":
            self.col = min(self.cols, max(1, first)) - 1
        elif final == "d":
            self.row = min(self.rows, max(1, first)) - 1
        elif final == "K":
            start, end = {0: (self.col, self.cols), 1: (0, self.col + 1)}.get(first, (0, self.cols))
            for col in range(start, min(end, self.cols)):
                self.cells[self.row][col] = " "
        elif final == "J":
            if first == 2 or first == 3:
                rows = range(self.rows)
            else:
                self.control("0", "K")
                rows = range(self.row + 1, self.rows) if first == 0 else range(self.row)
            for row in rows:
                self.cells[row] = [" "] * self.cols


class Session:
    """A program on a pseudo-terminal: its output with the time each piece arrived."""

    def __init__(self, command, shell=False):
        self.start = time.monotonic()
        pid, fd = pty.fork()
        if pid == 0:
            env = dict(os.environ, TERM="xterm-256color", LESS="", LESSHISTFILE="-")
            env.pop("NO_COLOR", None)
            if shell:
                os.execve("/bin/sh", ["sh", "-c", command], env)
            os.execvpe(command[0], command, env)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.pid, self.fd = pid, fd
        self.output = bytearray()
        self.times = []  # (end offset in output, time)
        self.peak_kb = 0
        self.watched = None  # the process whose memory counts (not the shell)
        self.screen = Screen()
        self.shown = 0  # how much of the output the screen has been fed

    def pump(self, timeout):
        """Reads what arrives within `timeout` seconds, sampling memory meanwhile."""
        end = time.monotonic() + timeout
        while True:
            self.sample()
            left = end - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.002))
            if ready:
                try:
                    data = os.read(self.fd, 1 << 16)
                except OSError:
                    return
                if not data:
                    return
                self.output += data
                self.times.append((len(self.output), time.monotonic()))

    def sample(self):
        pid = self.watched or self.pid
        if not self.is_program(pid):
            return
        try:
            with open(f"/proc/{pid}/status") as status:
                fields = dict(
                    line.split(":", 1) for line in status.read().splitlines() if ":" in line
                )
            anon = int(fields.get("RssAnon", "0 kB").split()[0])
            shmem = int(fields.get("RssShmem", "0 kB").split()[0])
            self.peak_kb = max(self.peak_kb, anon + shmem)
        except (OSError, ValueError):
            pass

    @staticmethod
    def is_program(pid):
        """Whether `pid` runs a pager yet (and not the forked copy of this script)."""
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                program = os.path.basename(cmdline.read().split(b"\0")[0])
        except OSError:
            return False
        return program in (b"folio-demo", b"less")

    def time_of(self, offset):
        """When the byte at `offset` arrived."""
        for end, at in self.times:
            if end > offset:
                return at
        return None

    def wait_for(self, predicate, timeout, since=0):
        """Pumps until predicate(output[since:]) gives an offset; returns its time."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            found = predicate(bytes(self.output[since:]))
            if found is not None:
                return self.time_of(since + found)
            self.pump(0.005)
        return None

    def wait_for_frame(self, predicate, timeout, since=0):
        """Pumps until a complete frame (Folio's synchronized update) written after `since`
        leaves a screen for which predicate(screen) holds; returns when its end arrived."""
        end = time.monotonic() + timeout
        while True:
            while True:
                found = self.output.find(SYNC_END, max(self.shown, since))
                if found < 0:
                    break
                self.screen.feed(self.output[self.shown : found + len(SYNC_END)])
                self.shown = found + len(SYNC_END)
                if predicate(self.screen):
                    return self.time_of(self.shown - 1)
            if time.monotonic() >= end:
                return None
            self.pump(0.005)

    def last_byte_before_quiet(self, quiet=0.03, timeout=30):
        """The time of the last byte before `quiet` seconds with nothing new."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            before = len(self.output)
            self.pump(quiet)
            if len(self.output) == before:
                return self.times[-1][1] if self.times else None
        return None

    def send(self, data):
        os.write(self.fd, data)
        return time.monotonic()

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except OSError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        os.close(self.fd)


def child_of(pid):
    """The program under a shell (the pager of `cat FILE | pager`)."""
    for _ in range(200):
        try:
            with open(f"/proc/{pid}/task/{pid}/children") as children:
                kids = children.read().split()
        except OSError:
            kids = []
        for kid in kids:
            if Session.is_program(int(kid)):
                return int(kid)
        time.sleep(0.002)
    return None


def find_after(pattern):
    regex = re.compile(pattern)

    def predicate(data):
        match = regex.search(data)
        return match.end() - 1 if match else None

    return predicate


def first_frame(session, program, last_row_text):
    """The time to the first complete frame."""
    # The last text row of the first screen: folio shows ROWS-2 lines, less ROWS-1.
    marker = re.escape(last_row_text.encode())
    if program == "folio":
        return session.wait_for(find_after(marker + rb"[\s\S]*?" + re.escape(SYNC_END)), 30)
    if session.wait_for(find_after(marker), 30) is None:
        return None
    return session.last_byte_before_quiet()


def commands(program, binary, path, pipe):
    if program == "folio":
        tool = f"'{binary}' pager"
    else:
        tool = "less -i"
    if pipe:
        return f"cat '{path}' | {tool}", True
    return (tool.replace("'", "").split() + [path]), False


def run_open(program, binary, path, pipe, last_line):
    """One session: the first page, then G; returns (first, G, peak kB)."""
    command, shell = commands(program, binary, path, pipe)
    session = Session(command, shell=shell)
    if shell:
        session.watched = child_of(session.pid)
    rows = ROWS - 2 if program == "folio" else ROWS - 1
    first = first_frame(session, program, str(rows))
    opened = first - session.start if first else None
    mark = len(session.output)
    sent = session.send(b"G")
    # Folio writes only the cells that change, so the text of the status row may come in
    # pieces: the frame that shows the end is the first whose screen says (END) there.
    if program == "folio":
        shown = session.wait_for_frame(lambda screen: "(END)" in screen.text(ROWS - 2), 30, mark)
    else:
        shown = session.wait_for(find_after(re.escape(str(last_line).encode())), 30, mark)
    to_end = shown - sent if shown else None
    session.pump(0.05)
    session.send(b"q")
    session.pump(0.1)
    peak = session.peak_kb
    session.close()
    return opened, to_end, peak


def run_search(program, binary, path, last_line):
    """Seconds from Enter to the highlighted match on the last line."""
    command, shell = commands(program, binary, path, False)
    session = Session(command, shell=shell)
    rows = ROWS - 2 if program == "folio" else ROWS - 1
    if first_frame(session, program, str(rows)) is None:
        session.close()
        return None
    session.send(b"/" + str(last_line).encode())
    session.pump(0.2)
    mark = len(session.output)
    sent = session.send(b"\r")
    # The match in reverse video (SGR 7, alone or with other attributes).
    highlighted = rb"\x1b\[(?:[0-9]+;)*7(?:;[0-9]+)*m(?:\x1b\[[0-9;]*m)*" + re.escape(
        str(last_line).encode()
    )
    shown = session.wait_for(find_after(highlighted), 600, since=mark)
    session.send(b"q")
    session.close()
    return shown - sent if shown else None


def run_cancel(binary, path):
    """Seconds from Esc to the notice that the search stopped."""
    session = Session([binary, "pager", path])
    if first_frame(session, "folio", str(ROWS - 2)) is None:
        session.close()
        return None
    session.send(b"/nowhere at all\r")
    session.pump(0.3)
    mark = len(session.output)
    sent = session.send(b"\x1b")
    shown = session.wait_for_frame(
        lambda screen: any("Search cancelled" in screen.text(row) for row in range(ROWS)), 10, mark
    )
    session.send(b"q")
    session.close()
    return shown - sent if shown else None


def median(values):
    values = sorted(v for v in values if v is not None)
    if not values:
        return None
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


def spread(values, scale=1000, unit="ms"):
    good = [v for v in values if v is not None]
    if not good:
        return "failed"
    fails = len(values) - len(good)
    text = f"{median(good) * scale:.1f} {unit} ({min(good) * scale:.1f}–{max(good) * scale:.1f})"
    return text + (f" [{fails} failed]" if fails else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--search-rounds", type=int, default=3)
    parser.add_argument("--sizes", default="1M,169M,1G")
    parser.add_argument("--binary", default=".build/release/folio-demo")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"no {binary}: swift build -c release --product folio-demo")
    directory = os.environ.get("BENCH_DIR", "/tmp/folio-pager-bench")
    os.makedirs(directory, exist_ok=True)
    counts = {"1M": 150_000, "169M": 20_000_000, "1G": 115_000_000}
    sizes = [s for s in args.sizes.split(",") if s in counts]
    files = {label: make_file(directory, label, counts[label]) for label in sizes}
    print(f"{COLS}x{ROWS} pty, medians of {args.rounds} (min–max); less {less_version()}")
    results = {}
    for label in sizes:
        path = files[label]
        megabytes = os.path.getsize(path) / 1e6
        for pipe in (False, True):
            name = f"{label}{' pipe' if pipe else ''}"
            opened = {"folio": [], "less": []}
            to_end = {"folio": [], "less": []}
            peaks = {"folio": [], "less": []}
            for _ in range(args.rounds):
                for program in ("folio", "less"):
                    first, end, peak = run_open(program, binary, path, pipe, counts[label])
                    opened[program].append(first)
                    to_end[program].append(end)
                    peaks[program].append(peak)
            results[name] = (opened, to_end, peaks)
            for program in ("folio", "less"):
                print(
                    f"{name:10} {program:6} first page {spread(opened[program]):28}"
                    f" G {spread(to_end[program]):28}"
                    f" peak RssAnon+RssShmem {max(peaks[program]) / 1024:.1f} MB"
                    f"  ({megabytes:.0f} MB)"
                )
    checks = []
    for name, (opened, to_end, peaks) in results.items():
        folio, less = median(opened["folio"]), median(opened["less"])
        if folio is not None and less is not None:
            checks.append(
                (f"first page {name} ≤ max(1.5 × less, 50 ms)", folio <= max(1.5 * less, 0.05),
                 f"{folio * 1000:.1f} vs {less * 1000:.1f} ms")
            )
        checks.append(
            (f"peak memory {name} ≤ 32 MB", max(peaks["folio"]) <= 32 * 1024,
             f"{max(peaks['folio']) / 1024:.1f} MB")
        )
    if "1G" in results and "1M" in results:
        big, small = median(results["1G"][0]["folio"]), median(results["1M"][0]["folio"])
        if big is not None and small is not None:
            checks.append(
                ("first page 1 GB within 1.1 × of 1 MB", big <= 1.1 * small,
                 f"{big * 1000:.1f} vs {small * 1000:.1f} ms")
            )
        g = median(results["1G"][1]["folio"])
        checks.append(("G on 1 GB within 1 s", g is not None and g <= 1.0,
                       f"{g * 1000:.1f} ms" if g is not None else "failed"))
    search_label = "169M" if "169M" in files else sizes[-1]
    path = files[search_label]
    size = os.path.getsize(path)
    searches = {"folio": [], "less": []}
    for _ in range(args.search_rounds):
        for program in ("folio", "less"):
            searches[program].append(run_search(program, binary, path, counts[search_label]))
    for program in ("folio", "less"):
        rates = [size / s / 1e6 for s in searches[program] if s]
        print(f"search {search_label} {program:6} {spread(searches[program], 1, 's'):28}"
              f" {median(rates) or 0:.0f} MB/s")
    folio_search, less_search = median(searches["folio"]), median(searches["less"])
    if folio_search and less_search:
        checks.append(("search ≥ 5 × the bytes per second of less", less_search / folio_search >= 5,
                       f"{less_search / folio_search:.1f}×"))
    cancel_path = files["1G"] if "1G" in files else path
    cancels = [run_cancel(binary, cancel_path) for _ in range(args.rounds)]
    print(f"cancel     folio  Esc to 'Search cancelled' {spread(cancels)}")
    worst = max((c for c in cancels if c is not None), default=None)
    checks.append(("Esc cancels a search within 100 ms", worst is not None and worst <= 0.1
                   and None not in cancels, f"worst {worst * 1000:.1f} ms" if worst else "failed"))
    print()
    missed = False
    for title, passed, figure in checks:
        print(f"{'ok  ' if passed else 'MISS'} {title}: {figure}")
        missed |= not passed
    sys.exit(1 if missed else 0)


def less_version():
    output = subprocess.run(["less", "--version"], capture_output=True, text=True).stdout
    return output.split("\n")[0].split(" ")[1] if output else "?"


if __name__ == "__main__":
    main()
