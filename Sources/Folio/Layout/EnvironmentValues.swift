/// A key for a value of your own in ``EnvironmentValues``.
///
/// ```swift
/// private struct CompactKey: EnvironmentKey { static let defaultValue = false }
/// extension EnvironmentValues {
///   var compact: Bool {
///     get { self[CompactKey.self] }
///     set { self[CompactKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value: Sendable
  static var defaultValue: Value { get }
}

/// The values a view tree renders with, passed down from parent to child: colour mode,
/// symbol set, theme, the inherited text style, the spinner tick, and labels.
///
/// Change them for a subtree with ``View/environment(_:_:)``:
///
/// ```swift
/// MyScreen().environment(\.symbols, .ascii)
/// ```
///
/// Nothing here is read from the process environment while rendering: the runtime (or a
/// test) decides the values and passes them in, so a frame is a pure function of its inputs.
public struct EnvironmentValues: Sendable {
  /// The values, shared between copies until one of them changes: every view of a frame
  /// carries an environment, and a copy costs one reference.
  private var storage = Storage()

  /// How much colour the output may use. In ``ColorMode/none`` widgets carry by text what
  /// colour would carry (`[6]` for the current page, `›` for the selection).
  public var colorMode: ColorMode {
    get { storage.colorMode }
    set { unique().colorMode = newValue }
  }
  /// Unicode or ASCII symbols.
  public var symbols: SymbolSet {
    get { storage.symbols }
    set { unique().symbols = newValue }
  }
  /// The styles widgets draw with.
  public var theme: Theme {
    get { storage.theme }
    set { unique().theme = newValue }
  }
  /// The style text inherits from modifiers like ``View/bold(_:)``.
  public var style: Style {
    get { storage.style }
    set { unique().style = newValue }
  }
  /// The animation frame counter: spinners draw frame `spinnerTick % frames.count`. A view
  /// that changes with it says so with ``View/animating(_:)``, so that the runtime redraws
  /// on ticks only while such a view is on screen.
  public var spinnerTick: Int {
    get { storage.tick }
    set { unique().tick = newValue }
  }
  /// Whether the terminal draws East Asian ambiguous-width characters two cells wide (some
  /// CJK terminals do). Widgets use it to avoid such symbols (``SkeletonView`` falls back
  /// to `#`); text layout itself measures ambiguous characters as one cell.
  public var ambiguousCharactersAreWide: Bool {
    get { storage.ambiguousCharactersAreWide }
    set { unique().ambiguousCharactersAreWide = newValue }
  }

  /// The most rows of every ``Text`` that sets no limit of its own (see
  /// ``View/lineLimit(_:)``); `nil` for no limit.
  public var lineLimit: Int? {
    get { storage.lineLimit }
    set { unique().lineLimit = newValue.map { max(0, $0) } }
  }
  /// How the lines of every multi-line ``Text`` that sets no alignment of its own align
  /// (see ``View/multilineTextAlignment(_:)``).
  public var multilineTextAlignment: HorizontalAlignment {
    get { storage.multilineTextAlignment }
    set { unique().multilineTextAlignment = newValue }
  }
  /// How every ``Text`` that sets no line breaking of its own breaks a long line.
  var textLineBreak: TextLineBreak {
    get { storage.textLineBreak }
    set { unique().textLineBreak = newValue }
  }

  /// The defaults: 16 colours, Unicode symbols, the standard theme.
  public init() {}

  /// The value for a key of your own, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { (storage.extra[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
    set { unique().extra[ObjectIdentifier(key)] = newValue }
  }

  /// The storage, copied first if another environment shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// The values of an environment. Changed only through an environment that holds the one
  /// reference to it (``unique()``), so sharing it between threads is safe, as an array's
  /// storage is.
  private final class Storage: @unchecked Sendable {
    var colorMode: ColorMode = .ansi16
    var symbols: SymbolSet = .unicode
    var theme: Theme = .standard
    var style: Style = .plain
    var tick = 0
    var ambiguousCharactersAreWide = false
    var lineLimit: Int?
    var multilineTextAlignment = HorizontalAlignment.leading
    var textLineBreak = TextLineBreak.wrap(.word)
    var extra: [ObjectIdentifier: any Sendable] = [:]

    func copy() -> Storage {
      let copy = Storage()
      copy.colorMode = colorMode
      copy.symbols = symbols
      copy.theme = theme
      copy.style = style
      copy.tick = tick
      copy.ambiguousCharactersAreWide = ambiguousCharactersAreWide
      copy.lineLimit = lineLimit
      copy.multilineTextAlignment = multilineTextAlignment
      copy.textLineBreak = textLineBreak
      copy.extra = extra
      return copy
    }
  }
}

/// The styles Folio's widgets draw with. Replace one for a whole subtree with
/// `.environment(\.theme, …)`.
public struct Theme: Hashable, Sendable {
  /// Highlights: the current page, focused things.
  public var accent: Style
  /// The selected row.
  public var selection: Style
  /// Hints, summaries, disabled controls.
  public var secondary: Style
  /// Error messages.
  public var error: Style
  /// Success and completion messages.
  public var success: Style
  /// Borders and dividers.
  public var border: Style
  /// Titles and headings.
  public var title: Style
  /// Placeholder blocks of skeleton rows.
  public var placeholder: Style

  /// A theme; pass only the styles to change.
  public init(
    accent: Style = Style(foreground: .cyan, bold: true),
    selection: Style = Style(reverse: true),
    secondary: Style = Style(dim: true),
    error: Style = Style(foreground: .red),
    success: Style = Style(foreground: .green),
    border: Style = Style(foreground: .brightBlack),
    title: Style = Style(bold: true),
    placeholder: Style = Style(foreground: .brightBlack)
  ) {
    self.accent = accent
    self.selection = selection
    self.secondary = secondary
    self.error = error
    self.success = success
    self.border = border
    self.title = title
    self.placeholder = placeholder
  }

  /// The default theme: ANSI colours that read well on dark and light terminals.
  public static let standard = Theme()
}

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
