import FolioShowcase
import Foundation
import Testing

/// `folio-demo pick` in a 100×30 tmux pane, under forty lines of earlier output: an inline
/// region at the bottom of the screen, as under a shell prompt.
@Suite(
  .enabled(if: EndToEnd.canRun, "tmux is not installed (CI installs it: apt-get install tmux)"),
  .timeLimit(.minutes(1))
)
struct InlineEndToEndTests {
  static let earlier = (1...40).map { "line \($0)" }

  private func withPicker(
    _ options: String, _ body: (TmuxPane) async throws -> Void
  ) async throws {
    let binary = try EndToEnd.demoBinary()
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = """
      i=1; while [ $i -le 40 ]; do echo "line $i"; i=$((i + 1)); done
      story=$(launch \(EndToEnd.shellQuoted(binary)) pick --latency-ms 0 \(options))
      echo "status $? chose: $story"
      """
    let pane = try TmuxPane(command, directory: folder)
    defer { pane.stop() }
    try await body(pane)
  }

  private func shows(_ text: String) -> ([String]) -> Bool {
    { screen in screen.contains { $0.contains(text) } }
  }

  /// Waits for the picker's first page.
  private func waitForPicker(_ pane: TmuxPane) async throws {
    try await pane.waitForScreen("the picker") { screen in
      screen.contains { $0.hasPrefix("? Pick a story") }
        && screen.contains { $0.contains("Debouncing search #1") }
    }
  }

  @Test func theChoiceGoesToStandardOutputAndThePickerLeavesNoTrace() async throws {
    try await withPicker("--height 8") { pane in
      try await waitForPicker(pane)
      let screen = try pane.screen()
      let top = try #require(screen.firstIndex { $0.hasPrefix("? Pick a story") })
      #expect(screen[top - 1] == "line 40", "the region starts on the line after the output")
      #expect(screen[top + 7].contains("Enter choose"), "eight rows, hints last")
      try pane.send("Down", "Down", "Enter")
      try await pane.waitForScreen("the answer", shows("chose:"))
      #expect(
        try pane.wholePane()
          == Self.earlier + ["status 0 chose: A terminal UI kit, from cells up #3"])
      try await pane.expectTerminalRestored()
    }
  }

  @Test func tabMarksSeveralStoriesAndEachIsPrinted() async throws {
    let binary = try EndToEnd.demoBinary()
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try TmuxPane(
      "launch \(EndToEnd.shellQuoted(binary)) pick --latency-ms 0 --several > \(folder.path)/out",
      directory: folder)
    defer { pane.stop() }
    try await waitForPicker(pane)
    try pane.send("Tab", "Down", "Tab", "Enter")
    #expect(try await pane.expectTerminalRestored() == "0")
    let printed = try String(contentsOf: folder.appendingPathComponent("out"), encoding: .utf8)
    #expect(printed == "Debouncing search #1\nA terminal UI kit, from cells up #3\n")
  }

  @Test func aNumberedPickerTurnsPagesWithTheArrows() async throws {
    try await withPicker("--numbered --height 16") { pane in
      try await waitForPicker(pane)
      try pane.send("Right")
      try await pane.waitForScreen("page 2", shows("Showing 11–20 of 1,000"))
      try pane.send("Enter")
      try await pane.waitForScreen("the answer", shows("chose: "))
      let whole = try pane.wholePane()
      #expect(whole.last?.hasPrefix("status 0 chose: ") == true)
      #expect(whole.last?.hasSuffix("#11") == true, "\(whole.suffix(2))")
      try await pane.expectTerminalRestored()
    }
  }

  @Test func typingSearchesTheStories() async throws {
    try await withPicker("--height 8") { pane in
      try await waitForPicker(pane)
      try pane.type("window")
      // The source searches once the typing has paused for the debounce.
      let found = try await pane.waitForScreen("the search's answer") { screen in
        let rows = screen.filter { $0.contains(" pts") }
        return screen.contains { $0.contains("? Pick a story window") } && !rows.isEmpty
          && rows.allSatisfy { $0.contains("The bounded page window") }
      }
      #expect(found.contains { $0.contains("The bounded page window #4") })
      try pane.send("Enter")
      try await pane.waitForScreen("the answer", shows("chose: The bounded page window #4"))
      try await pane.expectTerminalRestored()
    }
  }

  @Test func linesPrintedWhileItRunsLandAboveTheRegion() async throws {
    try await withPicker("--height 8 --log") { pane in
      try await waitForPicker(pane)
      try await pane.waitForScreen("the first log line", shows("Loaded stories 1–20"))
      // The end of the list brings the footer into view, which asks for the next page.
      try pane.send("End")
      try await pane.waitForScreen("the next page's log line", shows("Loaded stories 21–40"))
      let screen = try pane.screen()
      let logged = try #require(screen.firstIndex { $0 == "Loaded stories 21–40" })
      #expect(screen[logged + 1].hasPrefix("? Pick a story"), "printed right above the region")
      try pane.send("Escape")
      try await pane.waitForScreen("the cancellation", shows("status 130"))
      let whole = try pane.wholePane()
      #expect(Array(whole.prefix(40)) == Self.earlier)
      let after = whole.dropFirst(40)
      #expect(after.dropLast().allSatisfy { $0.hasPrefix("Loaded stories ") }, "\(after)")
      #expect(after.last == "status 130 chose:")
      try await pane.expectTerminalRestored()
    }
  }

  @Test func resizingLeavesNoStrayLinesScrollbackIncluded() async throws {
    try await withPicker("--height 8") { pane in
      try await waitForPicker(pane)
      for width in [60, 41, 100] {
        try pane.tmuxCommand(["resize-window", "-t", pane.session, "-x", "\(width)", "-y", "30"])
        // The first row, redrawn at the new width: its points end at the last column.
        try await pane.waitForScreen("the region at \(width) columns") { screen in
          screen.contains { $0.hasSuffix("37 pts") && $0.count == width }
        }
      }
      let screen = try pane.screen()
      #expect(screen.filter { $0.hasPrefix("? Pick a story") }.count == 1)
      try pane.send("Escape")
      try await pane.waitForScreen("the cancellation", shows("status 130"))
      #expect(try pane.wholePane() == Self.earlier + ["status 130 chose:"])
      try await pane.expectTerminalRestored()
    }
  }

  @Test func ctrlCCancelsAndRestoresTheTerminal() async throws {
    try await withPicker("") { pane in
      try await waitForPicker(pane)
      try pane.send("C-c")
      try await pane.waitForScreen("the cancellation", shows("status 130"))
      #expect(try pane.wholePane() == Self.earlier + ["status 130 chose:"])
      try await pane.expectTerminalRestored()
    }
  }

  @Test func sigtermClearsTheRegionAndRestoresTheTerminal() async throws {
    try await withPicker("") { pane in
      try await waitForPicker(pane)
      let pid = try #require(Int32(try await pane.waitForFile("pid")))
      #expect(kill(pid, SIGTERM) == 0)
      try await pane.waitForScreen("the shell's line", shows("status 143"))
      // The shell may say what ended the command ("Terminated"); nothing of the region stays.
      let whole = try pane.wholePane()
      #expect(Array(whole.prefix(40)) == Self.earlier)
      #expect(whole.dropFirst(40).filter { $0 != "Terminated" } == ["status 143 chose:"])
      try await pane.expectTerminalRestored()
    }
  }

  @Test func aConfirmationStaysInTheScrollbackWithItsAnswer() async throws {
    try await withPicker("--height 6 --confirm") { pane in
      try await waitForPicker(pane)
      try pane.send("Enter")
      try await pane.waitForScreen("the question", shows("Print \"Debouncing search #1\"? (Y/n)"))
      try pane.send("y")
      try await pane.waitForScreen("the answer", shows("chose: Debouncing search #1"))
      #expect(
        try pane.wholePane()
          == Self.earlier + [
            "✓ Print \"Debouncing search #1\"? yes", "status 0 chose: Debouncing search #1",
          ])
      try await pane.expectTerminalRestored()
    }
  }
}

/// `folio-demo widths` in a real tmux pane, which draws skin-toned emoji and VS16 its own
/// way: the box measured with what tmux answered has every row as wide as the pane.
@Suite(
  .enabled(if: EndToEnd.canRun, "tmux is not installed (CI installs it: apt-get install tmux)"),
  .timeLimit(.minutes(1))
)
struct WidthProbeEndToEndTests {
  @Test func everyRowOfTheBoxIsAsWideAsThePane() async throws {
    let binary = try EndToEnd.demoBinary()
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try TmuxPane(
      "LANG=C.UTF-8 launch \(EndToEnd.shellQuoted(binary)) widths", width: 50, height: 14,
      directory: folder)
    defer { pane.stop() }
    let screen = try await pane.waitForScreen("the measured box") { screen in
      screen.contains { $0.hasPrefix("Measured:") && !$0.contains("Unicode's widths") }
    }
    // A row measured narrower than tmux draws it would push its border to the next line.
    let box = Array(screen.prefix { !$0.hasPrefix("Measured:") })
    #expect(box.count == WidthsScreen.samples.count + 2, "\(box)")
    #expect(box.first?.hasPrefix("╭─ Widths ") == true && box.first?.hasSuffix("╮") == true)
    #expect(box.last?.hasPrefix("╰") == true && box.last?.hasSuffix("╯") == true)
    for row in box.dropFirst().dropLast() {
      #expect(row.hasPrefix("│") && row.hasSuffix("│"), "\(row)")
    }
    try pane.send("q")
    #expect(try await pane.expectTerminalRestored() == "0")
  }
}
