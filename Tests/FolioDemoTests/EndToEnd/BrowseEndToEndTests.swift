import Foundation
import Testing

/// The real `folio-demo browse` in a 100×30 tmux pane, against the simulated API with no
/// latency, so every page answers at once.
@Suite(
  .enabled(if: EndToEnd.canRun, "tmux is not installed (CI installs it: apt-get install tmux)"),
  .timeLimit(.minutes(1))
)
struct BrowseEndToEndTests {
  private func withBrowser(
    _ options: String, _ body: (TmuxPane) async throws -> Void
  ) async throws {
    let binary = try EndToEnd.demoBinary()
    let folder = try EndToEnd.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try TmuxPane(
      "launch \(EndToEnd.shellQuoted(binary)) browse \(options)", directory: folder)
    defer { pane.stop() }
    try await body(pane)
  }

  private func shows(_ text: String) -> ([String]) -> Bool {
    { screen in screen.contains { $0.contains(text) } }
  }

  @Test func aDeletedStoryGoesTheTotalFollowsAndThePageRefills() async throws {
    try await withBrowser("--latency-ms 0 --fail-rate 0 --items 1000") { pane in
      let first = try await pane.waitForScreen("page 1", shows("Showing 1–20 of 1,000"))
      #expect(first[2].contains("1 Debouncing search #1"))
      try pane.send("d")
      let after = try await pane.waitForScreen("the deletion", shows("Showing 1–20 of 999"))
      #expect(after[2].contains("1 Golden snapshot tests #2"))
      try await pane.waitForScreen("the refilled page") { $0[21].contains("#21") }
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  /// Clicks the bar's label `label` (a page number, or `Next ›`) on `screen`.
  private func click(_ label: String, on screen: [String], in pane: TmuxPane) throws {
    let row = try #require(screen.firstIndex { $0.contains("Next ›") }, "no bar")
    let line = screen[row]
    let match = try #require(line.range(of: " \(label) ") ?? line.range(of: label))
    // Every character of the bar is one cell wide.
    let column = line.distance(from: line.startIndex, to: match.lowerBound) + 1
    try pane.mouse(0, x: column, y: row)
  }

  @Test func aClickOnAPageShowsItAndTheWheelMovesTheSelection() async throws {
    try await withBrowser("--latency-ms 0 --fail-rate 0 --items 1000") { pane in
      let first = try await pane.waitForScreen("page 1", shows("Showing 1–20 of 1,000"))
      try click("3", on: first, in: pane)
      let third = try await pane.waitForScreen("page 3", shows("Showing 41–60 of 1,000"))
      try click("5", on: third, in: pane)
      try await pane.waitForScreen("page 5", shows("Showing 81–100 of 1,000"))
      // Three rows down from the first (#81) is #84: delete it to see what was selected.
      try pane.mouse(65, x: 10, y: 8)
      try pane.send("d")
      let after = try await pane.waitForScreen("the deletion", shows("of 999"))
      #expect(!after.contains { $0.contains("#84 ") || $0.hasSuffix("#84") })
      #expect(after.contains { $0.contains("#83") } && after.contains { $0.contains("#85") })
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func pagesSwitchesModeSearchesAndQuits() async throws {
    try await withBrowser("--latency-ms 0 --fail-rate 0 --items 1000") { pane in
      // The title row too: right after the first frame, the width probes of the stories'
      // emoji are drawn on it (concealed, which tmux does not do) until the frame after the
      // terminal's answers draws it again.
      let first = try await pane.waitForScreen("page 1") {
        shows("Showing 1–20 of 1,000")($0) && $0.first?.hasPrefix("Folio") == true
      }
      #expect(first[0].hasPrefix("Folio"))
      #expect(first[0].hasSuffix("numbered"))
      #expect(first[2].contains("1 Debouncing search #1"))
      #expect(first.contains { $0.contains("[1] 2 3 … 50") })

      try pane.send("Right")
      try await pane.waitForScreen("page 2", shows("Showing 21–40 of 1,000"))
      try pane.send("5")
      try await pane.waitForScreen("the typed page", shows("Go to page: 5"))
      try pane.send("Enter")
      // The bar and the summary show page 5 while it loads; then its rows come.
      try await pane.waitForScreen("page 5", shows("Showing 81–100 of 1,000"))
      try await pane.waitForScreen("page 5's rows") { $0[2].contains("81 ") }
      try pane.send("G")
      try await pane.waitForScreen("the last page", shows("Showing 981–1,000 of 1,000"))

      try pane.send("Tab")
      let infinite = try await pane.waitForScreen("infinite mode") {
        $0[0].hasSuffix("infinite") && $0.contains { $0.contains("Debouncing search #1") }
      }
      #expect(!infinite.contains { $0.contains("Showing") })
      try pane.send("/")
      try pane.type("unicode")
      try await pane.waitForScreen("search results") { screen in
        screen[2].contains("Unicode width: 漢字 and 🚀 #")
          && !screen.contains { $0.contains("Debouncing search") }
      }
      try pane.send("Enter")
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  /// The spinner of a page loading turns on the clock of the program's main loop (its
  /// ticks are calls the main thread wakes for), tick after tick, and stops with the load.
  @Test func theSpinnerTurnsWhileMorePagesLoad() async throws {
    // Pages take 12 s: long enough for a screen read four times under a whole suite's load
    // (where 4 s were once too few: the pane was read too seldom) to see four of its frames.
    try await withBrowser("--latency-ms 12000 --fail-rate 0 --items 1000") { pane in
      try pane.send("Tab")
      try await pane.waitForScreen("infinite mode's first page", seconds: 20) {
        $0[0].hasSuffix("infinite") && $0.contains { $0.contains("Debouncing search #1") }
      }
      try pane.send("G")
      let spinner = Set("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
      func frame(_ screen: [String]) -> Character? {
        screen.first { $0.contains("Loading…") }?.first { spinner.contains($0) }
      }
      // A key draws one frame: four different ones come from three ticks at least.
      var seen: Set<Character> = []
      try await pane.waitForScreen("four frames of the spinner", seconds: 20) { screen in
        if let shown = frame(screen) { seen.insert(shown) }
        return seen.count >= 4
      }
      // A screen taken while the frame is half written may show both: the one after it not.
      try await pane.waitForScreen("the next page, and no spinner", seconds: 20) {
        shows("#21")($0) && frame($0) == nil
      }
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func aFailingServerShowsTheErrorAndCtrlCQuits() async throws {
    try await withBrowser("--latency-ms 0 --fail-rate 1") { pane in
      let screen = try await pane.waitForScreen("the error state", shows("Couldn't load"))
      #expect(screen.contains { $0.contains("The server timed out (simulated).") })
      #expect(screen.contains { $0.contains("Press r to try again") })
      try pane.send("r")
      try await pane.waitForScreen("the error again", shows("Couldn't load"))
      try pane.send("C-c")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func anEmptyServerSaysSo() async throws {
    try await withBrowser("--latency-ms 0 --fail-rate 0 --items 0") { pane in
      try await pane.waitForScreen("the empty state", shows("No items"))
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func ctrlZWithoutJobControlSaysSoAndTheProgramStaysUsable() async throws {
    // The pane runs the program under `sh -c`, in the session leader's process group:
    // there is no shell to resume it from, so a stop would leave it in cooked mode.
    try await withBrowser("--latency-ms 0 --fail-rate 0 --items 1000") { pane in
      try await pane.waitForScreen("page 1", shows("Showing 1–20 of 1,000"))
      try pane.send("C-z")
      let notice = try await pane.waitForScreen("the notice", shows("no job control here"))
      #expect(notice.contains { $0.contains("1 Debouncing search #1") })
      // Still raw: a key acts at once, without Enter, and clears the notice.
      try pane.send("Right")
      let second = try await pane.waitForScreen("page 2", shows("Showing 21–40 of 1,000"))
      #expect(!second.contains { $0.contains("no job control here") })
      try pane.send("q")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }

  @Test func aPasteWhoseEndNeverComesEndsAndCtrlCQuits() async throws {
    try await withBrowser("--latency-ms 0 --fail-rate 0 --items 1000") { pane in
      try await pane.waitForScreen("page 1", shows("Showing 1–20 of 1,000"))
      // ESC [ 2 0 0 ~ and some text, and never ESC [ 2 0 1 ~.
      try pane.tmuxCommand(
        ["send-keys", "-t", pane.session, "-H", "1b", "5b", "32", "30", "30", "7e", "61", "62"])
      // Once the input has been quiet for the paste time-out, keys are keys again.
      try await Task.sleep(for: .seconds(1))
      try pane.send("C-c")
      #expect(try await pane.expectTerminalRestored() == "0")
    }
  }
}
