import Testing

@testable import FolioTerminal

@Suite struct TerminalSizeTests {
  @Test func reportedSizeWins() {
    let size = TerminalSize.resolve(
      windowSize: (columns: 132, rows: 50), environment: ["COLUMNS": "100", "LINES": "40"])
    #expect(size == TerminalSize(width: 132, height: 50))
  }

  @Test func environmentFillsInWhenTheCallFails() {
    let size = TerminalSize.resolve(
      windowSize: nil, environment: ["COLUMNS": "100", "LINES": "40"])
    #expect(size == TerminalSize(width: 100, height: 40))
  }

  @Test func zeroReportedDimensionFallsBackPerDimension() {
    // Some serial consoles report 0×0; one reported dimension is still used.
    let size = TerminalSize.resolve(
      windowSize: (columns: 0, rows: 30), environment: ["COLUMNS": "90"])
    #expect(size == TerminalSize(width: 90, height: 30))
  }

  @Test func defaultsTo80By24() {
    #expect(
      TerminalSize.resolve(windowSize: nil, environment: [:]) == TerminalSize(width: 80, height: 24)
    )
    #expect(TerminalSize.resolve(windowSize: (0, 0), environment: [:]) == .fallback)
  }

  @Test func ignoresUnusableEnvironmentValues() {
    let environment = ["COLUMNS": "wide", "LINES": "-3"]
    #expect(TerminalSize.resolve(windowSize: nil, environment: environment) == .fallback)
    #expect(TerminalSize.resolve(windowSize: nil, environment: ["COLUMNS": "0"]) == .fallback)
  }

  @Test func readsAPseudoTerminalsSize() throws {
    let pty = try #require(Platform.openPseudoTerminal(), "no pseudo-terminal available")
    defer {
      Platform.close(pty.device)
      Platform.close(pty.controller)
    }
    Platform.setWindowSize(pty.controller, columns: 123, rows: 45)
    #expect(TerminalSize.current(of: pty.device) == TerminalSize(width: 123, height: 45))
  }
}
