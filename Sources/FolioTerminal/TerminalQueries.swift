/// The queries an ``Application`` sends at start, and when it may send them.
enum TerminalQueries {
  /// DEC private mode 2026, synchronized output.
  static var synchronizedOutput: Int { 2026 }

  /// How long the answers may take; a terminal that answers none of them is given up on.
  static var timeout: Duration { .milliseconds(500) }

  /// Whether the terminal is reached through a multiplexer, whose answers to mode and
  /// colour queries describe itself, not the terminal the user sees: tmux or screen.
  static func isMultiplexed(_ environment: [String: String]) -> Bool {
    if environment["TMUX"] != nil || environment["STY"] != nil { return true }
    let term = environment["TERM"] ?? ""
    return term.hasPrefix("screen") || term.hasPrefix("tmux")
  }

  /// The queries to send: the background colour (OSC 11) and synchronized output
  /// (DECRQM) when `capabilities` and not multiplexed; the cursor's position (DSR) when
  /// `cursor`; then the primary device attributes, which every terminal answers, to mark
  /// the end. Empty when there is nothing to ask.
  static func bytes(capabilities: Bool, cursor: Bool, environment: [String: String]) -> [UInt8] {
    var queries = ""
    if capabilities && !isMultiplexed(environment) {
      queries += "\u{1B}]11;?\u{1B}\\"
      queries += "\u{1B}[?\(synchronizedOutput)$p"
    }
    if cursor { queries += "\u{1B}[6n" }
    guard !queries.isEmpty else { return [] }
    return Array((queries + "\u{1B}[c").utf8)
  }
}
