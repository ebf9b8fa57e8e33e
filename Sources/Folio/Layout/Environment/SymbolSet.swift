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
  /// Whether this is the ASCII set: borders are drawn with `+`, `-` and `|`, spinners with
  /// ASCII frames, and the placeholders ``Sanitizer`` puts for control characters as `?`.
  public var isASCII: Bool
  /// Between the first and last number of a range, `21–40`, where the pagination labels
  /// keep their default en dash (see ``PaginationLabels/rangeSeparator``).
  public var rangeDash: String
  /// Between the parts of a line of hints: `q quit · ? keys`.
  public var separator: String
  /// The up arrow key, in hints.
  public var upArrow: String
  /// The down arrow key, in hints.
  public var downArrow: String
  /// The left arrow key, in hints.
  public var leftArrow: String
  /// The right arrow key, in hints.
  public var rightArrow: String
  /// After the title of a column sorted in ascending order.
  public var sortAscending: String
  /// After the title of a column sorted in descending order.
  public var sortDescending: String
  /// The thumb of a scrollbar.
  public var scrollThumb: String

  /// A symbol set of your own; the symbols not given are the Unicode set's, or the ASCII
  /// set's when `isASCII` is set.
  public init(
    ellipsis: String, previous: String, next: String, selectionMarker: String,
    horizontalLine: String, verticalLine: String, shade: String, bullet: String, isASCII: Bool,
    rangeDash: String? = nil, separator: String? = nil, upArrow: String? = nil,
    downArrow: String? = nil, leftArrow: String? = nil, rightArrow: String? = nil,
    sortAscending: String? = nil, sortDescending: String? = nil, scrollThumb: String? = nil
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
    self.rangeDash = rangeDash ?? (isASCII ? "-" : "\u{2013}")
    self.separator = separator ?? (isASCII ? "|" : "\u{00B7}")
    self.upArrow = upArrow ?? (isASCII ? "up" : "\u{2191}")
    self.downArrow = downArrow ?? (isASCII ? "down" : "\u{2193}")
    self.leftArrow = leftArrow ?? (isASCII ? "left" : "\u{2190}")
    self.rightArrow = rightArrow ?? (isASCII ? "right" : "\u{2192}")
    self.sortAscending = sortAscending ?? (isASCII ? "^" : "\u{25B2}")
    self.sortDescending = sortDescending ?? (isASCII ? "v" : "\u{25BC}")
    self.scrollThumb = scrollThumb ?? (isASCII ? "#" : "\u{2588}")
  }

  /// `…`, `‹`, `›`, `─`, `░`, `–`, `·`, `↑`, `▲`: for UTF-8 terminals.
  public static let unicode = SymbolSet(
    ellipsis: "…", previous: "‹", next: "›", selectionMarker: "›", horizontalLine: "─",
    verticalLine: "│", shade: "░", bullet: "•", isASCII: false)

  /// `...`, `<`, `>`, `-`, `#`, `|`, `up`, `^`: for any terminal. Everything Folio draws
  /// with it is ASCII; only the text given to it may not be.
  public static let ascii = SymbolSet(
    ellipsis: "...", previous: "<", next: ">", selectionMarker: ">", horizontalLine: "-",
    verticalLine: "|", shade: "#", bullet: "*", isASCII: true)

  /// `text`, written with the Unicode set's symbols, as this set shows them: with the
  /// ASCII set, `…`, `–`, `·`, `•`, the arrows `↑↓←→` and the sort marks `▲▼` become
  /// this set's (`...`, `-`, `|`, `*`, `up`, `down`, `left`, `right`, `^`, `v`); any
  /// other set returns `text` as it is. For hints and help written once for both sets.
  ///
  /// ```swift
  /// SymbolSet.ascii.adapting("↑/↓ select · Esc clears")  // "up/down select | Esc clears"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`; without non-ASCII bytes, one scan.
  public func adapting(_ text: String) -> String {
    guard isASCII, text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
    var result = ""
    for character in text {
      switch character {
      case "\u{2026}": result += ellipsis
      case "\u{2013}": result += rangeDash
      case "\u{00B7}": result += separator
      case "\u{2022}": result += bullet
      case "\u{2191}": result += upArrow
      case "\u{2193}": result += downArrow
      case "\u{2190}": result += leftArrow
      case "\u{2192}": result += rightArrow
      case "\u{25B2}": result += sortAscending
      case "\u{25BC}": result += sortDescending
      default: result.append(character)
      }
    }
    return result
  }

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

extension SymbolSet {
  /// Every symbol of a set.
  static let symbolPaths: [WritableKeyPath<SymbolSet, String> & Sendable] = [
    \.ellipsis, \.previous, \.next, \.selectionMarker, \.horizontalLine, \.verticalLine,
    \.shade, \.bullet, \.rangeDash, \.separator, \.upArrow, \.downArrow, \.leftArrow,
    \.rightArrow, \.sortAscending, \.sortDescending, \.scrollThumb,
  ]

  /// Whether `other` holds the same symbols byte for byte: then it draws the same cells.
  /// (Equal sets, `==`, may hold different but canonically equivalent characters, which a
  /// terminal is sent as they are.)
  func hasSameBytes(as other: SymbolSet) -> Bool {
    isASCII == other.isASCII
      && SymbolSet.symbolPaths.allSatisfy { self[keyPath: $0].hasSameBytes(as: other[keyPath: $0]) }
  }
}
