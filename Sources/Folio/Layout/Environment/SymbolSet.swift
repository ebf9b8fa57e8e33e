/// The symbols widgets draw with: Unicode by default, ASCII for terminals and locales that
/// cannot show more.
public struct SymbolSet: Hashable, Sendable {
  /// The symbols, held by reference: an environment copies its symbol set for every frame
  /// and every reading of ``EnvironmentValues/symbols``, and a copy of seventeen strings
  /// counts a reference to each.
  private var box: Box

  /// Marks text that was cut.
  public var ellipsis: String {
    get { box.symbols.ellipsis }
    set { change { $0.ellipsis = newValue } }
  }
  /// The arrow of a Previous control.
  public var previous: String {
    get { box.symbols.previous }
    set { change { $0.previous = newValue } }
  }
  /// The arrow of a Next control.
  public var next: String {
    get { box.symbols.next }
    set { change { $0.next = newValue } }
  }
  /// Marks the selected row where colour cannot.
  public var selectionMarker: String {
    get { box.symbols.selectionMarker }
    set { change { $0.selectionMarker = newValue } }
  }
  /// Dividers.
  public var horizontalLine: String {
    get { box.symbols.horizontalLine }
    set { change { $0.horizontalLine = newValue } }
  }
  /// Vertical rules.
  public var verticalLine: String {
    get { box.symbols.verticalLine }
    set { change { $0.verticalLine = newValue } }
  }
  /// Placeholder blocks of skeleton rows.
  public var shade: String {
    get { box.symbols.shade }
    set { change { $0.shade = newValue } }
  }
  /// List bullets.
  public var bullet: String {
    get { box.symbols.bullet }
    set { change { $0.bullet = newValue } }
  }
  /// Whether this is the ASCII set: borders are drawn with `+`, `-` and `|`, spinners with
  /// ASCII frames, and the placeholders ``Sanitizer`` puts for control characters as `?`.
  public var isASCII: Bool {
    get { box.symbols.isASCII }
    set { change { $0.isASCII = newValue } }
  }
  /// Between the first and last number of a range, `21–40`, where the pagination labels
  /// keep their default en dash (see ``PaginationLabels/rangeSeparator``).
  public var rangeDash: String {
    get { box.symbols.rangeDash }
    set { change { $0.rangeDash = newValue } }
  }
  /// Between the parts of a line of hints: `q quit · ? keys`.
  public var separator: String {
    get { box.symbols.separator }
    set { change { $0.separator = newValue } }
  }
  /// The up arrow key, in hints.
  public var upArrow: String {
    get { box.symbols.upArrow }
    set { change { $0.upArrow = newValue } }
  }
  /// The down arrow key, in hints.
  public var downArrow: String {
    get { box.symbols.downArrow }
    set { change { $0.downArrow = newValue } }
  }
  /// The left arrow key, in hints.
  public var leftArrow: String {
    get { box.symbols.leftArrow }
    set { change { $0.leftArrow = newValue } }
  }
  /// The right arrow key, in hints.
  public var rightArrow: String {
    get { box.symbols.rightArrow }
    set { change { $0.rightArrow = newValue } }
  }
  /// After the title of a column sorted in ascending order.
  public var sortAscending: String {
    get { box.symbols.sortAscending }
    set { change { $0.sortAscending = newValue } }
  }
  /// After the title of a column sorted in descending order.
  public var sortDescending: String {
    get { box.symbols.sortDescending }
    set { change { $0.sortDescending = newValue } }
  }
  /// The thumb of a scrollbar.
  public var scrollThumb: String {
    get { box.symbols.scrollThumb }
    set { change { $0.scrollThumb = newValue } }
  }

  /// The symbols, as the properties above show them.
  struct Symbols: Hashable, Sendable {
    var ellipsis: String
    var previous: String
    var next: String
    var selectionMarker: String
    var horizontalLine: String
    var verticalLine: String
    var shade: String
    var bullet: String
    var isASCII: Bool
    var rangeDash: String
    var separator: String
    var upArrow: String
    var downArrow: String
    var leftArrow: String
    var rightArrow: String
    var sortAscending: String
    var sortDescending: String
    var scrollThumb: String
  }

  /// The symbols this set holds.
  var stored: Symbols { box.symbols }

  /// The box that holds a set's symbols, never changed once made: a change makes a new one.
  private final class Box: Sendable {
    let symbols: Symbols

    init(_ symbols: Symbols) { self.symbols = symbols }
  }

  /// Changes the symbols with `change`, in a box of this set's own.
  private mutating func change(_ change: (inout Symbols) -> Void) {
    var symbols = box.symbols
    change(&symbols)
    box = Box(symbols)
  }

  /// Whether two sets hold equal symbols.
  public static func == (lhs: SymbolSet, rhs: SymbolSet) -> Bool {
    lhs.box === rhs.box || lhs.box.symbols == rhs.box.symbols
  }

  /// Hashes the symbols.
  public func hash(into hasher: inout Hasher) {
    box.symbols.hash(into: &hasher)
  }

  /// A symbol set of your own; the symbols not given are the Unicode set's, or the ASCII
  /// set's when `isASCII` is set.
  public init(
    ellipsis: String, previous: String, next: String, selectionMarker: String,
    horizontalLine: String, verticalLine: String, shade: String, bullet: String, isASCII: Bool,
    rangeDash: String? = nil, separator: String? = nil, upArrow: String? = nil,
    downArrow: String? = nil, leftArrow: String? = nil, rightArrow: String? = nil,
    sortAscending: String? = nil, sortDescending: String? = nil, scrollThumb: String? = nil
  ) {
    box = Box(
      Symbols(
        ellipsis: ellipsis, previous: previous, next: next, selectionMarker: selectionMarker,
        horizontalLine: horizontalLine, verticalLine: verticalLine, shade: shade,
        bullet: bullet, isASCII: isASCII, rangeDash: rangeDash ?? (isASCII ? "-" : "\u{2013}"),
        separator: separator ?? (isASCII ? "|" : "\u{00B7}"),
        upArrow: upArrow ?? (isASCII ? "up" : "\u{2191}"),
        downArrow: downArrow ?? (isASCII ? "down" : "\u{2193}"),
        leftArrow: leftArrow ?? (isASCII ? "left" : "\u{2190}"),
        rightArrow: rightArrow ?? (isASCII ? "right" : "\u{2192}"),
        sortAscending: sortAscending ?? (isASCII ? "^" : "\u{25B2}"),
        sortDescending: sortDescending ?? (isASCII ? "v" : "\u{25BC}"),
        scrollThumb: scrollThumb ?? (isASCII ? "#" : "\u{2588}")))
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
    box === other.box
      || isASCII == other.isASCII
        && SymbolSet.symbolPaths.allSatisfy {
          self[keyPath: $0].hasSameBytes(as: other[keyPath: $0])
        }
  }
}
