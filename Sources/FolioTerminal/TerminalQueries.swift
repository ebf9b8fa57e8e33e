import Folio

/// The queries an ``Application`` sends once its first frame is drawn, and when it may
/// send them.
enum TerminalQueries {
  /// DEC private mode 2026, synchronized output.
  static var synchronizedOutput: Int { 2026 }
  /// DEC private mode 2027, grapheme clusters: the terminal measures a cluster as Unicode
  /// says, as one unit.
  static var graphemeClusters: Int { 2027 }
  /// What turns grapheme cluster mode on, and off.
  static var graphemeClustersOn: [UInt8] { Array("\u{1B}[?2027h".utf8) }
  static var graphemeClustersOff: [UInt8] { Array("\u{1B}[?2027l".utf8) }

  /// How long the answers may take (a terminal over a slow link answers late); a terminal
  /// that answers none of them is given up on after it.
  static var timeout: Duration { .seconds(2) }

  /// The most clusters measured in one round: a frame full of new emoji is measured over
  /// a few rounds rather than in one long burst.
  static var maximumProbesPerRound: Int { 16 }

  /// What a cursor position report answers.
  enum CursorReport: Equatable {
    /// Where the inline region's top-left is.
    case region
    /// Where the cursor went after cluster `index` of the round's probes was drawn from
    /// the first column: its width.
    case probe(Int)
  }

  /// The bytes to send and, in order, what each cursor position report will answer.
  struct Plan: Equatable {
    var bytes: [UInt8]
    var cursorReports: [CursorReport]
  }

  /// Whether the terminal is known to show links (OSC 8): iTerm2, WezTerm, kitty, foot,
  /// Ghostty, Windows Terminal, VTE terminals from 0.50, Konsole; not through a multiplexer
  /// (tmux before 3.4 drops them), not `TERM=dumb`. `FOLIO_HYPERLINKS=1` or `0` decides
  /// instead.
  static func showsHyperlinks(_ environment: [String: String]) -> Bool {
    if let choice = environment["FOLIO_HYPERLINKS"] { return choice == "1" }
    let term = environment["TERM"] ?? ""
    guard term != "dumb", !isMultiplexed(environment) else { return false }
    let programs: Set<String> = ["iTerm.app", "WezTerm", "ghostty", "vscode"]
    if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
    if environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil
      || environment["KONSOLE_VERSION"] != nil
    {
      return true
    }
    if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
    return term.hasPrefix("xterm-kitty") || term.hasPrefix("foot") || term.hasPrefix("wezterm")
  }

  /// Whether `cluster` may be written to the terminal as a probe, by an application or a
  /// print: one cluster terminals disagree on, no control character in it.
  static func mayProbe(_ cluster: String) -> Bool {
    cluster.count == 1 && WidthProfile.isDisputed(cluster.first!)
      && cluster.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
  }

  /// Asks for the kitty keyboard protocol's flags: a terminal that answers speaks it.
  static var keyboardProtocolQuery: String { "\u{1B}[?u" }

  /// Asks whether the terminal shows direct colour: the `RGB` capability (XTGETTCAP), then
  /// a direct background colour set and the graphic rendition asked back (DECRQSS), and
  /// the rendition reset.
  static var colorDepthQueries: String {
    "\u{1B}P+q524742\u{1B}\\\u{1B}[48;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[0m"
  }

  /// Whether the colour depth is worth asking: the environment does not decide it already
  /// (`NO_COLOR`, `FORCE_COLOR`, `CLICOLOR_FORCE`, `CLICOLOR=0`, a `COLORTERM` of
  /// `truecolor` or `24bit`) and the terminal is not `dumb`.
  static func asksColorDepth(_ environment: [String: String]) -> Bool {
    let decided = ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE"].contains { environment[$0] != nil }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    return !decided && environment["CLICOLOR"] != "0" && environment["TERM"] != "dumb"
      && colorTerm != "truecolor" && colorTerm != "24bit"
  }

  /// Whether the terminal is reached through a multiplexer, whose answers to mode and
  /// colour queries describe itself, not the terminal the user sees: tmux or screen.
  static func isMultiplexed(_ environment: [String: String]) -> Bool {
    if environment["TMUX"] != nil || environment["STY"] != nil { return true }
    let term = environment["TERM"] ?? ""
    return term.hasPrefix("screen") || term.hasPrefix("tmux")
  }

  /// The queries to send:
  /// - inline, the cursor's position first, which is the region's top-left;
  /// - each of `probes` (clusters) drawn concealed from the first column of the region's
  ///   first row (the screen's, full-screen) and the cursor's position after it — a
  ///   multiplexer answers these too, with what it draws, which is what counts;
  /// - with `capabilities`, unless multiplexed, the background colour (OSC 11),
  ///   synchronized output and grapheme cluster mode (DECRQM 2026, 2027) and, unless the
  ///   environment decides it, whether direct colour is shown (``colorDepthQueries``),
  ///   and the kitty keyboard protocol's flags (``keyboardProtocolQuery``);
  /// - then the primary device attributes, which every terminal answers, to mark the end.
  ///
  /// Empty when there is nothing to ask. The probes overwrite cells of the first row: the
  /// caller draws the frame again once the answers are in.
  static func plan(
    capabilities: Bool, inline: Bool, probes: [String], environment: [String: String]
  ) -> Plan {
    var queries = ""
    var reports: [CursorReport] = []
    if inline {
      queries += "\r\u{1B}[6n"
      reports.append(.region)
    }
    for (index, probe) in probes.enumerated() {
      queries += inline ? "\r" : "\u{1B}[1;1H"
      queries += "\u{1B}[8m\(probe)\u{1B}[0m\u{1B}[6n"
      reports.append(.probe(index))
    }
    if inline && !probes.isEmpty { queries += "\r" }
    if capabilities && !isMultiplexed(environment) {
      queries += "\u{1B}]11;?\u{1B}\\"
      queries += "\u{1B}[?\(synchronizedOutput)$p"
      queries += "\u{1B}[?\(graphemeClusters)$p"
      if asksColorDepth(environment) { queries += colorDepthQueries }
      queries += keyboardProtocolQuery
    }
    guard !queries.isEmpty else { return Plan(bytes: [], cursorReports: []) }
    return Plan(bytes: Array((queries + "\u{1B}[c").utf8), cursorReports: reports)
  }
}
