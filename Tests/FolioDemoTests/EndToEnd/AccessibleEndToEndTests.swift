import Foundation
import Testing

/// `folio-demo` in the accessible mode: `browse` in a tmux pane, its standard error (where
/// it speaks) in a file, and `pick` reading its answer from a pipe.
@Suite(
  .enabled(if: EndToEnd.canRun, "tmux is not installed (CI installs it: apt-get install tmux)"),
  .timeLimit(.minutes(1))
)
struct AccessibleEndToEndTests {
  /// Runs `browse options` with `ACCESSIBLE=1`, what it says going to a file `body` reads.
  private func withBrowser(
    _ options: String, _ body: (TmuxPane, () -> String) async throws -> Void
  ) async throws {
    let binary = try EndToEnd.demoBinary()
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let said = folder.appendingPathComponent("said")
    let pane = try TmuxPane(
      "ACCESSIBLE=1 launch \(EndToEnd.shellQuoted(binary)) browse \(options)"
        + " 2> \(EndToEnd.shellQuoted(said.path))",
      directory: folder)
    defer { pane.stop() }
    try await body(pane) {
      String(decoding: (try? Data(contentsOf: said)) ?? Data(), as: UTF8.self)
    }
  }

  /// Waits until what was said contains `text`; returns all that was said.
  @discardableResult
  private func waitUntilSaid(
    _ text: String, in read: () -> String, seconds: Double = 10,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    try await EndToEnd.poll(
      "\"\(text)\" said", seconds: seconds, sourceLocation: sourceLocation,
      shown: { "Said:\n\(read())" }
    ) {
      let said = read()
      return said.contains(text) ? said : nil
    }
  }

  /// Escape sequences in `bytes` that are not SGR (`ESC [ … m`), and carriage returns not
  /// followed by a line feed.
  private func forbiddenBytes(in text: String) -> [String] {
    let bytes = Array(text.utf8)
    var found: [String] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
        found.append("lone CR at \(index)")
      }
      if bytes[index] == 0x1B {
        var end = index + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "[") {
          end += 1
          while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
        }
        if end >= bytes.count || bytes[end] != UInt8(ascii: "m") {
          found.append("escape at \(index)")
        }
      }
      index += 1
    }
    return found
  }

  @Test func browsingSaysWhatChangedAndNothingElse() async throws {
    try await withBrowser("--latency-ms 0 --fail-rate 0 --items 1000") { pane, said in
      let start = try await waitUntilSaid("row 1 of 20, selected", in: said)
      #expect(start.contains("list: showing 1–20 of 1,000"), "\(start)")
      #expect(start.contains("navigation: Page 1 of 50"))
      try pane.send("Right")
      try await waitUntilSaid("Page 2 of 50", in: said)
      // Ten keys that change nothing say nothing; the move after them says its row.
      let before = try await waitUntilSaid("row 1 of 20, selected: Debouncing search #21", in: said)
      for _ in 0..<10 { try pane.send("x") }
      try pane.send("Down")
      let after = try await waitUntilSaid("row 2 of 20, selected", in: said)
      let added = after.dropFirst(before.count)
      #expect(
        added.split(separator: "\n").map(String.init) == [
          "row 2 of 20, selected: Golden snapshot tests #22, 314 pts"
        ], "\(added)")
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
      let all = said()
      #expect(all.components(separatedBy: "Page 2 of").count == 2, "\(all)")
      #expect(forbiddenBytes(in: all).isEmpty, "\(forbiddenBytes(in: all))")
    }
  }

  /// More rows that take long to load are said to be still loading after the heartbeat
  /// (ten seconds) on the program's clock: its ticks run while the spinner turns, and say
  /// nothing else. (The rows come after fourteen: a loaded machine has four seconds.)
  @Test func aLongLoadIsSaidToGoOn() async throws {
    try await withBrowser("--latency-ms 14000 --fail-rate 0 --items 1000") { pane, said in
      try pane.send("Tab")
      let loaded = try await waitUntilSaid("row 1 of 20", in: said, seconds: 20)
      try pane.send("G")
      let all = try await waitUntilSaid("Still loading\u{2026}", in: said, seconds: 20)
      let added = all.dropFirst(loaded.count).split(separator: "\n").map(String.init)
      #expect(added.last == "Still loading\u{2026}", "\(added)")
      #expect(added.filter { $0.contains("Still loading") }.count == 1, "\(added)")
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
      #expect(forbiddenBytes(in: said()).isEmpty)
    }
  }

  @Test func aFailedPageSaysTheErrorAndHowToRetry() async throws {
    try await withBrowser("--latency-ms 0 --fail-rate 1 --items 1000") { pane, said in
      let all = try await waitUntilSaid("alert:", in: said)
      let alert = try #require(all.split(separator: "\n").first { $0.hasPrefix("alert:") })
      #expect(alert.contains("Press r to try again"), "\(alert)")
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func aPipedNumberChoosesAStory() throws {
    let binary = try EndToEnd.demoBinary()
    let (status, output, error) = try EndToEnd.run(
      binary, ["pick", "--latency-ms", "0"], input: "3\n", variables: ["ACCESSIBLE": "1"])
    #expect(status == 0, "\(error)")
    #expect(output == "A terminal UI kit, from cells up #3\n")
    #expect(error.contains("3. A terminal UI kit, from cells up #3, 111 pts"), "\(error)")
    #expect(forbiddenBytes(in: output + error).isEmpty)
  }

  @Test func theEndOfTheInputCancels() throws {
    let binary = try EndToEnd.demoBinary()
    let (status, output, _) = try EndToEnd.run(
      binary, ["pick", "--latency-ms", "0"], input: "", variables: ["ACCESSIBLE": "1"])
    #expect(status == 130)
    #expect(output.isEmpty)
  }
}

/// `folio-demo browse` with `FOLIO_FOCUS_CURSOR=1`: each frame leaves the terminal's cursor,
/// shown, on the selected row, where braille displays and magnifiers look.
@Suite(
  .enabled(if: EndToEnd.canRun, "tmux is not installed (CI installs it: apt-get install tmux)"),
  .timeLimit(.minutes(1))
)
struct FocusCursorEndToEndTests {
  @Test func theCursorRestsOnTheSelectedRow() async throws {
    let binary = try EndToEnd.demoBinary()
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try TmuxPane(
      "FOLIO_FOCUS_CURSOR=1 launch \(EndToEnd.shellQuoted(binary)) browse --latency-ms 0"
        + " --fail-rate 0 --items 1000",
      directory: folder)
    defer { pane.stop() }
    try await pane.waitForScreen("page 1") { $0.contains { $0.contains("Showing 1–20") } }
    try pane.send("Down")
    try pane.send("Down")
    // The third story's row is selected: the cursor is at its first cell, and shown.
    let screen = try await pane.waitForScreen("the cursor on the third story") { screen in
      let row = screen.firstIndex { $0.contains("A terminal UI kit, from cells up #3") }
      return row.map(String.init) == (try? pane.variable("cursor_y"))
    }
    let row = try #require(screen.firstIndex { $0.contains("A terminal UI kit, from cells up #3") })
    #expect(try pane.variable("cursor_y") == String(row), "\(screen.joined(separator: "\n"))")
    #expect(try pane.variable("cursor_x") == "0")
    #expect(try pane.variable("cursor_flag") == "1")
    try pane.send("q")
    #expect(try await pane.expectTerminalRestored() == "0")
  }
}
