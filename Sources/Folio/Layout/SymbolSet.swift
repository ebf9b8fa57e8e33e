/// The symbols widgets draw with: Unicode by default, ASCII for terminals and locales that
/// cannot show more.
public struct SymbolSet: Hashable, Sendable {
  /// Marks text that was cut.
  public var ellipsis: String
  /// The arrow of a Previous control.
  public var previous: String
  /// The arrow of a Next control.
  public var next: String
  /// Marks the selected row where colour cannot.
  public var selectionMarker: String
  /// Dividers.
  public var horizontalLine: String
  /// Vertical rules.
  public var verticalLine: String
  /// Placeholder blocks of skeleton rows.
  public var shade: String
  /// List bullets.
  public var bullet: String
  /// Whether this is the ASCII set: borders are drawn with `+`, `-` and `|`.
  public var isASCII: Bool

  /// A symbol set of your own.
  public init(
    ellipsis: String, previous: String, next: String, selectionMarker: String,
    horizontalLine: String, verticalLine: String, shade: String, bullet: String, isASCII: Bool
  ) {
    self.ellipsis = ellipsis
    self.previous = previous
    self.next = next
    self.selectionMarker = selectionMarker
    self.horizontalLine = horizontalLine
    self.verticalLine = verticalLine
    self.shade = shade
    self.bullet = bullet
    self.isASCII = isASCII
  }

  /// `…`, `‹`, `›`, `─`, `░`: for UTF-8 terminals.
  public static let unicode = SymbolSet(
    ellipsis: "…", previous: "‹", next: "›", selectionMarker: "›", horizontalLine: "─",
    verticalLine: "│", shade: "░", bullet: "•", isASCII: false)

  /// `...`, `<`, `>`, `-`, `#`: for any terminal.
  public static let ascii = SymbolSet(
    ellipsis: "...", previous: "<", next: ">", selectionMarker: ">", horizontalLine: "-",
    verticalLine: "|", shade: "#", bullet: "*", isASCII: true)

  /// The set the locale can show: Unicode when the first of `LC_ALL`, `LC_CTYPE`, `LANG`
  /// that is set names UTF-8, ASCII otherwise (including the `C`/`POSIX` locale).
  public static func detect(environment: [String: String]) -> SymbolSet {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let lower = value.lowercased()
      return lower.contains("utf-8") || lower.contains("utf8") ? .unicode : .ascii
    }
    return .ascii
  }
}
