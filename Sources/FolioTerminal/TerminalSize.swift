import Folio

/// A terminal window's size, in columns and rows: Folio's `Size`, one type for one fact,
/// with what a terminal adds — its current size and the fallback.
public typealias TerminalSize = Size

extension Size {
  /// The size assumed when nothing better is known: 80×24.
  public static let fallback = TerminalSize(width: 80, height: 24)

  /// The size of the terminal behind `fileDescriptor` (standard output by default).
  ///
  /// Asks the terminal (`TIOCGWINSZ`); for a dimension it does not report, uses the
  /// `COLUMNS` / `LINES` environment variables, then 80×24.
  public static func current(of fileDescriptor: Int32 = 1) -> TerminalSize {
    let environment = ["COLUMNS", "LINES"].reduce(into: [String: String]()) { values, name in
      values[name] = Platform.environmentValue(name)
    }
    return resolve(windowSize: Platform.windowSize(fileDescriptor), environment: environment)
  }

  /// Chooses a size from what the terminal reported and the environment, per dimension:
  /// a positive reported value, else a positive `COLUMNS` / `LINES`, else 80 / 24.
  ///
  /// - Parameter windowSize: the `TIOCGWINSZ` result, nil when the call failed.
  static func resolve(windowSize: (columns: Int, rows: Int)?, environment: [String: String])
    -> TerminalSize
  {
    func pick(_ reported: Int?, _ variable: String, _ fallback: Int) -> Int {
      if let reported, reported > 0 { return reported }
      if let text = environment[variable], let value = Int(text), value > 0 { return value }
      return fallback
    }
    return TerminalSize(
      width: pick(windowSize?.columns, "COLUMNS", fallback.width),
      height: pick(windowSize?.rows, "LINES", fallback.height))
  }
}
