extension ColorMode {
  /// The colour mode for output, decided from environment variables and whether the output is
  /// a terminal.
  ///
  /// A pure function: the runtime passes in the process environment and its TTY check, tests
  /// pass in anything. The first rule that applies decides:
  ///
  /// 1. `explicit`, when given (for example from a `--color` option), wins.
  /// 2. `NO_COLOR` set and non-empty → ``monochrome`` on a terminal (attributes stay: it
  ///    asks for no *colour*), ``none`` otherwise.
  /// 3. `FORCE_COLOR` set: `0` or `false` → as `NO_COLOR`; empty, `1` or `true` →
  ///    ``ansi16``; `2` → ``ansi256``; `3` or more → ``truecolor``; any other value →
  ///    ``ansi16``.
  /// 4. `CLICOLOR_FORCE` set, non-empty and not `0` → colour is on even without a terminal;
  ///    the depth comes from rules 6–8 (so at least ``ansi16``, even for `TERM=dumb`).
  /// 5. Output not a terminal, or `TERM=dumb` → ``none``; `CLICOLOR=0` → as `NO_COLOR`.
  /// 6. `COLORTERM` is `truecolor` or `24bit` → ``truecolor``.
  /// 7. `TERM` ends in `256color` (such as `xterm-256color`) → ``ansi256``.
  /// 8. Otherwise → ``ansi16``.
  ///
  /// Only output that is not a terminal (or a dumb one) loses every escape sequence.
  /// Values are compared without regard to case.
  ///
  /// ```swift
  /// ColorMode.detect(environment: ["TERM": "xterm-256color"], isTTY: true)  // .ansi256
  /// ColorMode.detect(environment: ["NO_COLOR": "1"], isTTY: true)           // .monochrome
  /// ColorMode.detect(environment: ["NO_COLOR": "1"], isTTY: false)          // .none
  /// ```
  public static func detect(
    environment: [String: String], isTTY: Bool, explicit: ColorMode? = nil
  ) -> ColorMode {
    if let explicit { return explicit }
    let term = (environment["TERM"] ?? "").lowercased()
    // No colour asked for: attributes still, where there is a terminal to show them.
    let noColor: ColorMode = isTTY && term != "dumb" ? .monochrome : .none
    if let value = environment["NO_COLOR"], !value.isEmpty { return noColor }
    if let force = environment["FORCE_COLOR"] { return forcedMode(force) ?? noColor }
    let clicolorForce = environment["CLICOLOR_FORCE"] ?? ""
    let forced = !clicolorForce.isEmpty && clicolorForce != "0"
    if !forced && (!isTTY || term == "dumb") { return .none }
    if !forced && environment["CLICOLOR"] == "0" { return noColor }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
    if term.hasSuffix("256color") { return .ansi256 }
    return .ansi16
  }

  /// The mode a `FORCE_COLOR` value asks for; nil for no colour.
  private static func forcedMode(_ value: String) -> ColorMode? {
    switch value.lowercased() {
    case "0", "false": return nil
    case "", "1", "true": return .ansi16
    case "2": return .ansi256
    default:
      if let level = Int(value), level >= 3 { return .truecolor }
      return .ansi16
    }
  }
}
