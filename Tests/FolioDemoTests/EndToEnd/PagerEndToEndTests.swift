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
      let first = try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      #expect(first[27] == "line 28")
      #expect(statusRow(first).hasPrefix("Page 1 of 4"))
      #expect(statusRow(first).contains("[1] 2 3 4"))
      #expect(statusRow(first).hasSuffix("lines 1–28 of 100"))
      #expect(first[29].contains("/ search"))

      try pane.send("Right")
      let second = try await pane.waitForScreen("page 2") { $0.first == "line 29" }
      #expect(statusRow(second).hasPrefix("Page 2 of 4"))
      #expect(statusRow(second).hasSuffix("lines 29–56 of 100"))
      try pane.send("l")
      try await pane.waitForScreen("page 3") { $0.first == "line 57" }
      try pane.send("G")
      let last = try await pane.waitForScreen("last page") { $0.first == "line 85" }
      #expect(last[15] == "line 100")
      #expect(last[16] == "")
      #expect(statusRow(last).hasPrefix("Page 4 of 4"))
      try pane.send("Right")
      try pane.send("g")
      try await pane.waitForScreen("first page") { $0.first == "line 1" }
      try pane.send("NPage")
      try await pane.waitForScreen("page 2 by PgDn") { $0.first == "line 29" }
      try pane.send("End")
      try await pane.waitForScreen("last page by End") { $0.first == "line 85" }
      try pane.send("PPage")
      try await pane.waitForScreen("page 3 by PgUp") { $0.first == "line 57" }
      try pane.send("h")
      try await pane.waitForScreen("page 2 by h") { $0.first == "line 29" }
      try pane.send("Home")
      try await pane.waitForScreen("first page by Home") { $0.first == "line 1" }

      try pane.send("3")
      try await pane.waitForScreen("the typed number") {
        statusRow($0).hasPrefix("Go to page: 3_")
      }
      try pane.send("Enter")
      try await pane.waitForScreen("page 3 by number") {
        $0.first == "line 57" && statusRow($0).hasPrefix("Page 3 of 4")
      }
      try pane.send("9")
      try await pane.waitForScreen("the typed 9") { statusRow($0).hasPrefix("Go to page: 9_") }
      try pane.send("Escape")
      try await pane.waitForScreen("the number cancelled") { statusRow($0).hasPrefix("Page 3") }

      try pane.send("g")
      try pane.send("/")
      try pane.type("LINE 70")
      try await pane.waitForScreen("the query") { $0[29].hasPrefix("Search: LINE 70_") }
      try pane.send("Enter")
      try await pane.waitForScreen("the page with line 70") { $0.first == "line 57" }
      let styled = try pane.screen(escapes: true)
      #expect(styled[13].contains("\u{1B}[7mline 70"), "match not in reverse video: \(styled[13])")

      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func helpOverlayListsTheKeys() async throws {
    try await withPane({ binary, folder in "launch \(binary) pager \(folder)/lines.txt" }) {
      pane, _ in
      try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      try pane.send("?")
      let help = try await pane.waitForScreen("help") { $0.contains { $0.contains("Keys") } }
      #expect(help.contains { $0.contains("left/h/p/pgup") && $0.contains("previous page") })
      #expect(help.contains { $0.contains("q/esc/ctrl+c") && $0.contains("quit") })
      try pane.send("?")
      try await pane.waitForScreen("help closed") { !$0.contains { $0.contains("Keys") } }
      try pane.send("Escape")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func ctrlCQuitsAndRestoresTheTerminal() async throws {
    try await withPane({ binary, folder in "launch \(binary) pager \(folder)/lines.txt" }) {
      pane, _ in
      try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      try pane.send("Right")
      try await pane.waitForScreen("page 2") { $0.first == "line 29" }
      try pane.send("C-c")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func followsTheWindowSizeKeepingTheTopLineInView() async throws {
    try await withPane({ binary, folder in "launch \(binary) pager \(folder)/lines.txt" }) {
      pane, _ in
      try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      try pane.send("Right")
      try await pane.waitForScreen("page 2") { $0.first == "line 29" }
      // 20 rows: 18 lines a page, and line 29 is on page 2 (lines 19–36).
      try pane.tmuxCommand(["resize-window", "-t", pane.session, "-x", "100", "-y", "20"])
      let resized = try await pane.waitForScreen("18-line pages") { $0.first == "line 19" }
      #expect(resized[17] == "line 36")
      #expect(resized[18].hasPrefix("Page 2 of 6"))
      #expect(resized[18].hasSuffix("lines 19–36 of 100"))
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

  @Test func readsAPipeAndTakesKeysFromTheTerminal() async throws {
    try await withPane({ binary, folder in "cat \(folder)/lines.txt | launch \(binary) pager" }) {
      pane, _ in
      try await pane.waitForScreen("page 1") { $0.first == "line 1" }
      try pane.send("Right")
      try await pane.waitForScreen("page 2") { $0.first == "line 29" }
      try pane.send("Escape")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func emptyInputShowsNoLines() async throws {
    try await withPane(
      { binary, folder in "launch \(binary) pager \(folder)/empty.txt" },
      files: ["empty.txt": Data()]
    ) { pane, _ in
      let screen = try await pane.waitForScreen("No lines") {
        $0.contains { $0.contains("No lines") }
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
}

/// `count` lines reading `line 1`, `line 2`, ….
private func numberedLines(_ count: Int) -> Data {
  Data((1...count).map { "line \($0)\n" }.joined().utf8)
}
