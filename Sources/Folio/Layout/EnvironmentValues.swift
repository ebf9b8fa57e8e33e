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
  /// How much colour the output may use. In ``ColorMode/none`` widgets carry by text what
  /// colour would carry (`[6]` for the current page, `›` for the selection).
  public var colorMode: ColorMode = .ansi16
  /// Unicode or ASCII symbols.
  public var symbols: SymbolSet = .unicode
  /// The styles widgets draw with.
  public var theme: Theme = .standard
  /// The style text inherits from modifiers like ``View/bold(_:)``.
  public var style: Style = .plain
  /// The animation frame counter: spinners draw frame `spinnerTick % frames.count`.
  /// Reading it tells the ``animationTracker`` that the frame animates.
  public var spinnerTick: Int {
    get {
      animationTracker?.markAnimating()
      return tick
    }
    set { tick = newValue }
  }
  private var tick = 0
  /// Notes whether a render read ``spinnerTick``, so a runtime only redraws on ticks while
  /// something on screen animates.
  public var animationTracker: AnimationTracker?
  /// Whether the terminal draws East Asian ambiguous-width characters two cells wide (some
  /// CJK terminals do). Widgets use it to avoid such symbols (``SkeletonView`` falls back
  /// to `#`); text layout itself measures ambiguous characters as one cell.
  public var ambiguousCharactersAreWide: Bool = false

  private var extra: [ObjectIdentifier: any Sendable] = [:]

  public init() {}

  /// The value for a key of your own, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { (extra[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
    set { extra[ObjectIdentifier(key)] = newValue }
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
  public var ellipsis: String
  public var previous: String
  public var next: String
  public var selectionMarker: String
  public var horizontalLine: String
  public var verticalLine: String
  public var shade: String
  public var bullet: String
  /// Whether this is the ASCII set: borders are drawn with `+`, `-` and `|`.
  public var isASCII: Bool

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

  public static let unicode = SymbolSet(
    ellipsis: "…", previous: "‹", next: "›", selectionMarker: "›", horizontalLine: "─",
    verticalLine: "│", shade: "░", bullet: "•", isASCII: false)

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

/// Records whether a render read the spinner tick: a runtime resets it before a frame and
/// asks it after, and redraws on timer ticks only while the screen animates.
///
/// One tracker belongs to one render loop; renders on other threads need their own.
public final class AnimationTracker: @unchecked Sendable {
  /// Whether a render since the last ``reset()`` read the spinner tick.
  public private(set) var isAnimating = false

  public init() {}

  /// Forgets what earlier renders read.
  public func reset() { isAnimating = false }

  func markAnimating() { isAnimating = true }
}
