import Folio
import FolioShowcase
import FolioTerminal

/// `folio-demo widths`: a bordered list of the clusters terminals disagree on, drawn with
/// the widths this terminal reported.
enum WidthsCommand {
  static let help = """
    Usage: folio-demo widths [--check REPORT]

    Draws a box of characters whose width terminals disagree on — emoji with skin tones,
    CJK, halfwidth kana — measured as this terminal draws them (it is asked at start), so
    every border stays straight. Says what it measured. q quits.

    --check REPORT  print the box instead, measured as a print tool measures, ask the
                    terminal where each row ended, write what it said to REPORT and exit
                    0 when every row ends at the same column, 1 when not

    """

  @MainActor
  static func run(_ raw: [String]) async throws {
    let arguments = try Arguments(raw, valued: ["check"], flags: ["help"])
    if arguments.flags.contains("help") {
      try output(help)
      return
    }
    if let report = arguments.options["check"] {
      let straight = try await check(report: report)
      System.exit(straight ? 0 : 1)
    }
    let app = Application(state: 0) { _ in
      EnvironmentReader { environment in
        WidthsScreen(profile: environment.widthProfile)
      }
    } onEvent: { _, event in
      switch event {
      case .key(.character("q")), .key(.escape): return .quit
      default: return .continue
      }
    }
    _ = try await app.run()
  }

  /// Prints the box as a print tool does, measured on the terminal first, and asks the
  /// terminal after each row where the cursor is: the columns the rows end at, read back,
  /// go to `report`. True when they are all the same.
  @MainActor
  static func check(report path: String) async throws -> Bool {
    guard StandardOutput.isTerminal else {
      throw Arguments.UsageError(description: "--check needs a terminal on standard output")
    }
    var environment = StandardOutput.environment
    // Narrower than the terminal, so a row drawn too wide shows as a later column rather
    // than a wrap.
    let width = max(20, min(60, StandardOutput.width - 12))
    let profile = StandardOutput.widthProfile(
      for: WidthsScreen(profile: .standard), width: width, environment: environment)
    environment.widthProfile = profile
    let canvas = WidthsScreen(profile: profile).renderCanvas(width: width, environment: environment)
    let rows = canvas.ansiString(colorMode: environment.colorMode)
      .split(separator: "\n", omittingEmptySubsequences: false).prefix(
        WidthsScreen.samples.count + 2)
    let session = try TerminalSession(
      options: TerminalSession.Options(
        keepsOutputProcessing: true, screen: .main, changesModes: false))
    try session.enter()
    defer { session.leave() }
    let events = session.events()
    var ends: [Int] = []
    for row in rows {
      session.awaitReplies(true)
      try session.writer.write("\r" + row + "\u{1B}[6n")
      reading: for await event in events {
        if case .report(.cursorPosition(_, let column)) = event {
          ends.append(column)
          break reading
        }
      }
      session.awaitReplies(false)
      try session.writer.write("\r\n")
    }
    let variables = TerminalSession.variables
    var lines = [
      "TERM=\(variables["TERM"] ?? "") \(StandardOutput.width) columns, box \(width) wide",
      "measured: "
        + profile.measuredWidths.sorted {
          $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars)
        }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", "),
    ]
    for (index, end) in ends.enumerated() { lines.append("row \(index + 1) ends at column \(end)") }
    let straight = ends.count == rows.count && Set(ends).count == 1
    lines.append(
      straight
        ? "straight: every row ends at column \(ends[0])"
        : "crooked: the rows end at \(Set(ends).sorted())")
    try System.writeFile(path, lines.joined(separator: "\n") + "\n")
    try output(lines.last! + "\n")
    return straight
  }
}
