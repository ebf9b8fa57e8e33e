import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real `folio-demo pager` in a real terminal: a 100×30 tmux pane, so 28 lines a page.
@Suite(
  .enabled(if: EndToEnd.canRun, "tmux is not installed (CI installs it: apt-get install tmux)"),
  .timeLimit(.minutes(1))
)
struct PagerEndToEndTests {
  /// A pane running `command` (a shell line using `launch`), with `files` written to its
  /// folder first; `body` gets the pane and the folder, and the pane always ends.
  private func withPane(
    _ command: (_ binary: String, _ folder: String) -> String,
    files: [String: Data] = ["lines.txt": numberedLines(100)],
    _ body: (TmuxPane, URL) async throws -> Void
  ) async throws {
    let binary = try EndToEnd.demoBinary()
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, contents) in files {
      try contents.write(to: folder.appendingPathComponent(name))
    }
    let pane = try TmuxPane(
      command(EndToEnd.shellQuoted(binary), EndToEnd.shellQuoted(folder.path)),
      directory: folder)
    defer { pane.stop() }
    try await body(pane, folder)
  }

  /// The status row: the first row from the bottom that holds a page position.
  private func statusRow(_ screen: [String]) -> String {
    screen.count > 28 ? screen[28] : ""
  }

  @Test func pagesWithKeysJumpsSearchesAndQuitsWithQ() async throws {
    try await withPane({ binary, folder in "launch \(binary) pager \(folder)/lines.txt" }) {
      pane, _ in
      // The lines are counted in the background: the first frame may come before.
      let first = try await pane.waitForScreen("page 1, counted") {
        $0.first == "line 1" && statusRow($0).contains("of 100  ")
      }
      #expect(first[27] == "line 28")
      #expect(statusRow(first).hasPrefix("lines.txt  Page 1 of 4"))
      #expect(statusRow(first).contains("[1] 2 3 4"))
      #expect(statusRow(first).hasSuffix("lines 1–28 of 100  27%"))
      #expect(first[29].contains("/ search"))

      try pane.send("Space")
      let second = try await pane.waitForScreen("page 2") { $0.first == "line 29" }
      #expect(statusRow(second).hasPrefix("lines.txt  Page 2 of 4"))
      #expect(statusRow(second).contains("lines 29–56 of 100"))
      try pane.send("f")
      try await pane.waitForScreen("page 3") { $0.first == "line 57" }
      // The last screen ends with the last line, and it is the last page.
      try pane.send("G")
      let last = try await pane.waitForScreen("the end") { $0.first == "line 73" }
      #expect(last[27] == "line 100")
      #expect(statusRow(last).hasPrefix("lines.txt  Page 4 of 4"))
      #expect(statusRow(last).contains("(END)"))
      try pane.send("g")
      try await pane.waitForScreen("first line") { $0.first == "line 1" }
      try pane.send("NPage")
      try await pane.waitForScreen("page 2 by PgDn") { $0.first == "line 29" }
      try pane.send("Right")
      try await pane.waitForScreen("page 3 by →") { $0.first == "line 57" }
      try pane.send("PPage")
      try await pane.waitForScreen("page 2 by PgUp") { $0.first == "line 29" }
      try pane.send("b")
      try await pane.waitForScreen("page 1 by b") { $0.first == "line 1" }
      try pane.send("j")
      try await pane.waitForScreen("a line down") { $0.first == "line 2" }
      try pane.send("End")
      try await pane.waitForScreen("the end by End") { $0.first == "line 73" }
      try pane.send("Home")
      try await pane.waitForScreen("first line by Home") { $0.first == "line 1" }

      // Digits, then Enter: a page, shown from its first line even when it is the last.
      try pane.send("4")
      try await pane.waitForScreen("the typed number") { $0[29].hasPrefix("Go to 4_") }
      try pane.send("Enter")
      let fourth = try await pane.waitForScreen("page 4 by number") { $0.first == "line 85" }
      #expect(fourth[15] == "line 100")
      #expect(fourth[16] == "")
      try pane.send("9")
      try await pane.waitForScreen("the typed 9") { $0[29].hasPrefix("Go to 9_") }
      try pane.send("Escape")
      try await pane.waitForScreen("the number cancelled") { !$0[29].hasPrefix("Go to") }
      try pane.type("42g")
      try await pane.waitForScreen("line 42 by 42g") { $0.first == "line 42" }
      try pane.type(":7")
      try pane.send("Enter")
      try await pane.waitForScreen("line 7 by :7") { $0.first == "line 7" }
      try pane.type("50%")
      try await pane.waitForScreen("half way") { $0.first == "line 51" }

      try pane.send("g")
      try pane.send("/")
      try pane.type("line 70")
      try await pane.waitForScreen("the query") { $0[29].hasPrefix("/line 70_") }
      try pane.send("Enter")
      try await pane.waitForScreen("the line with line 70") { $0.first == "line 70" }
      let styled = try pane.screen(escapes: true)
      #expect(styled[0].contains("\u{1B}[7mline 70"), "match not in reverse video: \(styled[0])")
      // n repeats the search and wraps round with a notice.
      try pane.send("n")
      try await pane.waitForScreen("wrapped") {
        $0.first == "line 70" && $0[29].hasPrefix("Search wrapped to the top")
      }
      // Upper case searches case-sensitively: nothing matches.
      try pane.send("/")
      try pane.type("LINE 70")
      try pane.send("Enter")
      try await pane.waitForScreen("not found") { $0[29].hasPrefix("Not found: LINE 70") }

      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func helpOverlayListsTheKeys() async throws {
    try await withPane({ binary, folder in "launch \(binary) pager \(folder)/lines.txt" }) {
      pane, _ in
      try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      try pane.send("h")
      let help = try await pane.waitForScreen("help") { $0.contains { $0.contains("Keys") } }
      #expect(help.contains { $0.contains("space/f/pgdn") && $0.contains("next page") })
      #expect(help.contains { $0.contains("q/Q") && $0.contains("quit") })
      #expect(help.contains { $0.contains("Press h or Esc to close") })
      try pane.send("h")
      try await pane.waitForScreen("help closed") { !$0.contains { $0.contains("Keys") } }
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func ctrlCQuitsAndRestoresTheTerminal() async throws {
    try await withPane({ binary, folder in "launch \(binary) pager \(folder)/lines.txt" }) {
      pane, _ in
      try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      try pane.send("Space")
      try await pane.waitForScreen("page 2") { $0.first == "line 29" }
      try pane.send("C-c")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func followsTheWindowSizeKeepingTheTopLineInView() async throws {
    try await withPane({ binary, folder in "launch \(binary) pager \(folder)/lines.txt" }) {
      pane, _ in
      try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      try pane.send("Space")
      try await pane.waitForScreen("page 2") { $0.first == "line 29" }
      // 20 rows: 18 lines a page; line 29 stays at the top, on page 2 (lines 19–36).
      try pane.tmuxCommand(["resize-window", "-t", pane.session, "-x", "100", "-y", "20"])
      let resized = try await pane.waitForScreen("18-line pages") {
        $0.count > 18 && $0[18].hasPrefix("lines.txt  Page 2 of 6")
      }
      #expect(resized[0] == "line 29")
      #expect(resized[17] == "line 46")
      #expect(resized[18].contains("lines 29–46 of 100"))
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func sigtermRestoresTheTerminal() async throws {
    try await withPane({ binary, folder in "launch \(binary) pager \(folder)/lines.txt" }) {
      pane, _ in
      try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      #expect(try pane.variable("alternate_on") == "1")
      #expect(try pane.variable("cursor_flag") == "0")
      let pidText = try await pane.waitForFile("pid")
      let pid = try #require(Int32(pidText))
      #expect(kill(pid, SIGTERM) == 0)
      // Killed by the signal after restoring: the shell reports 128 + 15.
      #expect(try await pane.expectTerminalRestored() == "143")
    }
  }

  #if os(Linux)
    /// Every thread of the pager is one the program started: none is libdispatch's, whose
    /// pool wakes the process every second once it has run a task (see `MainLoop`).
    @Test func thePagerRunsOnFoliosExecutorsAloneAfterSearchAndPaging() async throws {
      try await withPane({ binary, folder in "launch \(binary) pager \(folder)/lines.txt" }) {
        pane, _ in
        try await pane.waitForScreen("page 1") { $0.first == "line 1" }
        try pane.send("G")
        try await pane.waitForScreen("the end") { $0.contains("line 100") }
        try pane.type("/line 5")
        try pane.send("Enter")
        try await pane.waitForScreen("the match") { $0.first == "line 5" }
        let pid = try #require(Int32(try await pane.waitForFile("pid")))
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        let names = try threads.map {
          try String(contentsOfFile: "/proc/\(pid)/task/\($0)/comm", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(names.allSatisfy { $0 == "folio-demo" }, "threads: \(names)")
        try pane.send("q")
        #expect(try await pane.expectTerminalRestored() == "0")
      }
    }
  #endif

  @Test func readsAPipeAndTakesKeysFromTheTerminal() async throws {
    try await withPane({ binary, folder in "cat \(folder)/lines.txt | launch \(binary) pager" }) {
      pane, _ in
      let first = try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      #expect(statusRow(first).hasPrefix("standard input  Page 1"))
      try pane.send("Space")
      try await pane.waitForScreen("page 2") { $0.first == "line 29" }
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func emptyInputShowsNoLines() async throws {
    try await withPane(
      { binary, folder in "launch \(binary) pager \(folder)/empty.txt" },
      files: ["empty.txt": Data()]
    ) { pane, _ in
      let screen = try await pane.waitForScreen("the empty input") {
        $0.contains { $0.contains("The input is empty") }
      }
      #expect(!screen.contains { $0.contains("Page ") })
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func keepsColoursAndNeutralisesOtherEscapes() async throws {
    let payload = [
      "first line stays",
      "\u{1B}[31mred text\u{1B}[0m plain",
      "before\u{1B}]0;PWNED-TITLE\u{07}after",
      "\u{1B}[2J\u{1B}[Hafter clear",
      "bell\u{07}here",
      "\u{1B}[?1049l\u{1B}[?25hstill on the alternate screen",
      "title again\u{1B}]2;PWNED-TITLE\u{1B}\\",
      "last line",
    ].joined(separator: "\n")
    try await withPane(
      { binary, folder in "launch \(binary) pager \(folder)/payload.txt" },
      files: ["payload.txt": Data(payload.utf8)]
    ) { pane, _ in
      let screen = try await pane.waitForScreen("the payload") { $0.first == "first line stays" }
      #expect(
        Array(screen[0..<8]) == [
          "first line stays",
          "red text plain",
          "beforeafter",
          "after clear",
          "bell␇here",
          "still on the alternate screen",
          "title again",
          "last line",
        ])
      #expect(try pane.variable("pane_title") != "PWNED-TITLE")
      #expect(try pane.variable("alternate_on") == "1")
      #expect(try pane.variable("cursor_flag") == "0")
      let styled = try pane.screen(escapes: true)
      #expect(styled[1].contains("\u{1B}[31mred text"), "colour lost: \(styled[1])")
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func opensALargeFileAtOnceAndReachesItsEnd() async throws {
    // 2,000,000 lines (16 MB): the first screen does not wait for the count.
    try await withPane(
      { binary, folder in "launch \(binary) pager \(folder)/large.txt" },
      files: ["large.txt": numberedLines(2_000_000)]
    ) { pane, _ in
      let first = try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      #expect(first[27] == "line 28")
      try pane.send("G")
      let last = try await pane.waitForScreen("the last line") { $0[27] == "line 2000000" }
      #expect(last[0] == "line 1999973")
      let counted = try await pane.waitForScreen("the count") {
        statusRow($0).contains("of 2,000,000  100%")
      }
      #expect(statusRow(counted).contains("Page 71,429 of 71,429"))
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func aLongSearchShowsProgressAndEscCancelsIt() async throws {
    // A hundred lines, then 200 MB of filler, so the search is still running when Esc
    // comes.
    try await withPane(
      { binary, folder in
        "yes 'filler' | head -c 200000000 >> \(folder)/lines.txt;"
          + " launch \(binary) pager \(folder)/lines.txt"
      }
    ) { pane, _ in
      try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      try pane.send("/")
      try pane.type("no such text")
      try pane.send("Enter")
      try await pane.waitForScreen("the search running") {
        statusRow($0).contains("Searching for no such text…")
      }
      // Keys still work while it runs: the screen never freezes.
      try pane.send("Escape")
      let cancelled = try await pane.waitForScreen("the search cancelled", seconds: 2) {
        $0[29].hasPrefix("Search cancelled")
      }
      #expect(cancelled.first == "line 1")
      #expect(!statusRow(cancelled).contains("Searching"))
      // Ctrl-C stops a search too, and does not quit.
      try pane.send("/")
      try pane.type("still nothing")
      try pane.send("Enter")
      try await pane.waitForScreen("the second search") {
        statusRow($0).contains("Searching for still nothing…")
      }
      try pane.send("C-c")
      try await pane.waitForScreen("cancelled by Ctrl-C", seconds: 2) {
        $0[29].hasPrefix("Search cancelled")
      }
      try pane.send("Space")
      try await pane.waitForScreen("still paging") { $0.first == "line 29" }
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func followsAFileAsItGrows() async throws {
    try await withPane({ binary, folder in "launch \(binary) pager +F \(folder)/lines.txt" }) {
      pane, folder in
      let start = try await pane.waitForScreen("the end") { $0[27] == "line 100" }
      #expect(statusRow(start).contains("Following the end"))
      let handle = try FileHandle(forWritingTo: folder.appendingPathComponent("lines.txt"))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("line 101\nline 102\n".utf8))
      try handle.close()
      let grown = try await pane.waitForScreen("the new lines") { $0[27] == "line 102" }
      #expect(grown[0] == "line 75")
      try await pane.waitForScreen("the new count") {
        statusRow($0).contains("lines 75–102 of 102")
      }
      // A key stops following, and does what it does.
      try pane.send("k")
      try await pane.waitForScreen("following stopped") {
        !statusRow($0).contains("Following") && $0[27] == "line 101"
      }
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func wrapsOrCutsLongLinesAndScrollsSideways() async throws {
    let long = (0..<30).map { "word\($0)" }.joined(separator: "-")  // 199 characters
    try await withPane(
      { binary, folder in "launch \(binary) pager \(folder)/long.txt" },
      files: ["long.txt": Data("first\n\(long)\nlast\n".utf8)]
    ) { pane, _ in
      let wrapped = try await pane.waitForScreen("wrapped") { $0.first == "first" }
      #expect(wrapped[1] == String(long.prefix(100)))
      #expect(wrapped[2] == String(long.dropFirst(100)))
      #expect(wrapped[3] == "last")
      try pane.send("-")
      try pane.send("S")
      let cut = try await pane.waitForScreen("cut") { $0[2] == "last" }
      #expect(cut[1] == String(long.prefix(100)))
      try pane.send("Right")
      let scrolled = try await pane.waitForScreen("scrolled") { $0[0].isEmpty && $0[2].isEmpty }
      #expect(scrolled[1] == String(long.dropFirst(50).prefix(100)))
      try pane.send("Left")
      try await pane.waitForScreen("back") { $0[0] == "first" }
      try pane.send("-")
      try pane.send("N")
      let numbered = try await pane.waitForScreen("line numbers") { $0[0].hasSuffix("1 first") }
      #expect(numbered[2].hasSuffix("3 last"))
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func quitsAtOnceWhenTheInputFitsOnAScreenWithDashF() async throws {
    try await withPane(
      { binary, folder in
        "launch \(binary) pager -F \(folder)/short.txt; launch \(binary) pager -F \(folder)/lines.txt"
      },
      files: [
        "short.txt": Data("one\n\u{1B}[31mtwo\u{1B}[0m\nthree\n".utf8),
        "lines.txt": numberedLines(100),
      ]
    ) { pane, _ in
      // The short file is printed, colours kept, and the second, long one is paged.
      let screen = try await pane.waitForScreen("the long file paged") { $0.first == "line 1" }
      #expect(try pane.variable("alternate_on") == "1")
      #expect(statusRow(screen).hasPrefix("lines.txt"))
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
      let after = try pane.screen()
      #expect(Array(after.prefix(3)) == ["one", "two", "three"])
      let styled = try pane.screen(escapes: true)
      #expect(styled[1].contains("\u{1B}[31mtwo"), "colour lost: \(styled[1])")
    }
  }

  @Test func aBinaryFileSaysSoBeforeItIsShown() async throws {
    let binary = Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01, 0x02, 0x0A] + Array("text\n".utf8))
    try await withPane(
      { binary, folder in "launch \(binary) pager \(folder)/program" },
      files: ["program": binary]
    ) { pane, _ in
      let asked = try await pane.waitForScreen("the question") {
        $0.contains { $0.contains("program looks like a binary file.") }
      }
      #expect(!asked.contains { $0.contains("ELF") })
      try pane.send("Space")
      let shown = try await pane.waitForScreen("the file") { $0.first == "␡ELF␀␁␂" }
      #expect(shown[1] == "text")
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func showsAPipeWhileItsProducerIsStillWriting() async throws {
    // The producer writes 40 lines, then waits for the test to create `go`.
    try await withPane({ binary, folder in
      "{ i=1; while [ $i -le 40 ]; do echo \"line $i\"; i=$((i+1)); done;"
        + " while [ ! -e \(folder)/go ]; do sleep 0.05; done;"
        + " echo 'late line'; } | launch \(binary) pager"
    }) { pane, folder in
      let early = try await pane.waitForScreen("the first screen") {
        $0.first == "line 1" && statusRow($0).contains("of 40+")
      }
      #expect(statusRow(early).contains("Page 1 of 2+"), "an open count: \(statusRow(early))")
      try Data().write(to: folder.appendingPathComponent("go"))
      // Following the end shows what arrives; G then stops following at the end.
      try pane.send("F")
      try await pane.waitForScreen("the late line") { $0[27] == "late line" }
      try pane.send("G")
      try await pane.waitForScreen("the final count") {
        statusRow($0).contains("of 41") && statusRow($0).contains("(END)")
      }
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }
}

/// `count` lines reading `line 1`, `line 2`, ….
private func numberedLines(_ count: Int) -> Data {
  Data((1...count).map { "line \($0)\n" }.joined().utf8)
}
