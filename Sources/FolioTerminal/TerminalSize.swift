/// The size of a terminal window in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size assumed when nothing better is known: 80×24.
  public static let fallback = TerminalSize(width: 80, height: 24)

  /// The size as `columns×rows`, such as `80×24`.
  public var description: String { "\(width)×\(height)" }

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
