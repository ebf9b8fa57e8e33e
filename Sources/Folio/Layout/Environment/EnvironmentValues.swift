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
  /// The values that change rarely, shared between copies until one of them changes:
  /// every view of a frame carries an environment, and a copy costs one reference.
  private var storage = Storage()
  /// The values modifiers change often (`.bold()`, `.truncated()`), kept in the value
  /// itself: changing them copies no storage.
  private var inherited = Inherited()
  /// The spinner tick, kept in the value: it changes every tick, and a frame memory
  /// (``FrameMemory``) knows an environment by its shared storage, which a tick must not
  /// copy.
  private var tick = 0

  /// What text inherits from modifiers around it.
  private struct Inherited: Hashable, Sendable {
    var style = Style.plain
    var lineLimit: Int?
    var multilineTextAlignment = HorizontalAlignment.leading
    var textLineBreak = TextLineBreak.wrap(.word)
  }

  /// How much colour the output may use. In ``ColorMode/none`` widgets carry by text what
  /// colour would carry (`[6]` for the current page, `›` for the selection).
  ///
  /// **The default is 16 colours** (``ColorMode/ansi16``), and every render call draws in
  /// the environment's mode — ``View/renderFrame(width:height:environment:)``,
  /// ``View/renderCanvas(width:height:environment:)``,
  /// ``View/renderANSI(width:height:colorMode:environment:)`` — except the two whose result
  /// is plain text by name: ``View/renderPlainText(width:height:environment:)`` draws as
  /// ``ColorMode/none``, and a snapshot assertion draws its plain golden so unless given a
  /// colour mode. A program on a terminal gets the mode the terminal and `NO_COLOR` ask for
  /// (``ColorMode/detect(environment:isTTY:explicit:)``); a tool that prints gets it from
  /// `StandardOutput` in `FolioTerminal`.
  public var colorMode: ColorMode {
    get { storage.colorMode }
    set { unique().colorMode = newValue }
  }
  /// Unicode or ASCII symbols.
  public var symbols: SymbolSet {
    get { storage.symbols }
    set {
      let storage = unique()
      storage.symbols = newValue
      storage.ellipsisWidth = newValue.ellipsis.displayWidth
    }
  }

  /// Whether a frame drawn in this environment lists what its views are, in reading order
  /// (``FrameReport/accessibilityElements``): on for a transcript, the headless driver and
  /// the accessible runtime; off by default, so a frame nobody reads costs nothing more.
  public var describesAccessibility: Bool {
    get { storage.describesAccessibility }
    set { unique().describesAccessibility = newValue }
  }

  /// The display width of ``symbols``'s ellipsis, measured when the symbols are set.
  var ellipsisWidth: Int { storage.ellipsisWidth }
  /// The symbol set's ellipsis, read without copying the set.
  @usableFromInline var ellipsis: String { storage.symbols.ellipsis }
  /// The symbol set's horizontal line, read without copying the set.
  var horizontalLine: String { storage.symbols.horizontalLine }
  /// Whether the symbol set is ASCII, read without copying the set.
  var symbolsAreASCII: Bool { storage.symbols.isASCII }
  /// The styles widgets draw with.
  public var theme: Theme {
    get { storage.theme }
    set { unique().theme = newValue }
  }
  /// The style text inherits from modifiers like ``View/bold(_:)``.
  public var style: Style {
    get { inherited.style }
    set { inherited.style = newValue }
  }
  /// The animation frame counter: spinners draw frame `spinnerTick % frames.count`. A view
  /// that changes with it says so with ``View/animating(_:)``, so that the runtime redraws
  /// on ticks only while such a view is on screen.
  public var spinnerTick: Int {
    get { tick }
    set { tick = newValue }
  }
  /// Whether the terminal draws East Asian ambiguous-width characters two cells wide (some
  /// CJK terminals do). Widgets use it to avoid such symbols (``SkeletonView`` falls back
  /// to `#`); text layout itself measures ambiguous characters as one cell.
  public var ambiguousCharactersAreWide: Bool {
    get { storage.ambiguousCharactersAreWide }
    set { unique().ambiguousCharactersAreWide = newValue }
  }

  /// Whether the output may carry links (OSC 8) for ``View/link(_:)-(Hyperlink)``: off by
  /// default, and off whatever this says in colour mode ``ColorMode/none``. The terminal
  /// runtime turns it on for terminals known to show them.
  public var hyperlinks: Bool {
    get { storage.hyperlinks }
    set { unique().hyperlinks = newValue }
  }

  /// How the terminal draws the clusters terminals disagree on (see ``WidthProfile``):
  /// every text of a frame is measured with it. The terminal runtime sets it from what the
  /// terminal reported; Unicode's widths by default.
  public var widthProfile: WidthProfile {
    get { storage.widthProfile }
    set { unique().widthProfile = newValue }
  }

  /// The most rows of every ``Text`` that sets no limit of its own (see
  /// ``View/lineLimit(_:)``); `nil` for no limit.
  public var lineLimit: Int? {
    get { inherited.lineLimit }
    set { inherited.lineLimit = newValue.map { max(0, $0) } }
  }
  /// How the lines of every multi-line ``Text`` that sets no alignment of its own align
  /// (see ``View/multilineTextAlignment(_:)``).
  public var multilineTextAlignment: HorizontalAlignment {
    get { inherited.multilineTextAlignment }
    set { inherited.multilineTextAlignment = newValue }
  }
  /// How every ``Text`` that sets no line breaking of its own breaks a long line.
  var textLineBreak: TextLineBreak {
    get { inherited.textLineBreak }
    set { inherited.textLineBreak = newValue }
  }

  /// The defaults: 16 colours, Unicode symbols, the standard theme.
  public init() {}

  /// The value for a key of your own, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { (storage.extra[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
    set { unique().extra[ObjectIdentifier(key)] = newValue }
  }

  /// Whether a view built and drawn in `other` is built and drawn alike in this
  /// environment: equal values, symbols and words byte for byte — the shared ones at once
  /// when they are the same storage — the same values text inherits, and the same spinner
  /// tick when `comparingTick` (for views that animate). A value of a key of your own that
  /// is not `Hashable` cannot be compared, and makes environments that hold it differ
  /// unless they share it.
  func drawsAlike(_ other: EnvironmentValues, comparingTick: Bool) -> Bool {
    inherited == other.inherited && (!comparingTick || tick == other.tick)
      && (storage === other.storage || storage.hasValues(of: other.storage))
  }

  /// The values this environment shares with its copies: while another holds them, they
  /// cannot change — a change copies them first.
  var sharedValues: AnyObject { storage }

  /// Whether this environment holds `values` (``sharedValues``) as its own.
  func sharesValues(with values: AnyObject?) -> Bool { storage === values }

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
    var ellipsisWidth = 1
    var ambiguousCharactersAreWide = false
    var widthProfile = WidthProfile.standard
    var hyperlinks = false
    var describesAccessibility = false
    var extra: [ObjectIdentifier: any Sendable] = [:]

    /// Whether `other` holds equal values, its symbols and words the same bytes.
    func hasValues(of other: Storage) -> Bool {
      guard
        colorMode == other.colorMode, symbols.hasSameBytes(as: other.symbols),
        theme == other.theme,
        ambiguousCharactersAreWide == other.ambiguousCharactersAreWide,
        widthProfile == other.widthProfile, hyperlinks == other.hyperlinks,
        describesAccessibility == other.describesAccessibility,
        extra.count == other.extra.count
      else { return false }
      for (key, value) in extra {
        guard let otherValue = other.extra[key], let value = value as? AnyHashable,
          let otherValue = otherValue as? AnyHashable, value == otherValue
        else { return false }
        // Words a widget of yours draws from the environment, byte for byte.
        if let words = value.base as? String, let otherWords = otherValue.base as? String,
          !words.hasSameBytes(as: otherWords)
        {
          return false
        }
      }
      return true
    }

    func copy() -> Storage {
      let copy = Storage()
      copy.colorMode = colorMode
      copy.symbols = symbols
      copy.theme = theme
      copy.ellipsisWidth = ellipsisWidth
      copy.ambiguousCharactersAreWide = ambiguousCharactersAreWide
      copy.widthProfile = widthProfile
      copy.hyperlinks = hyperlinks
      copy.describesAccessibility = describesAccessibility
      copy.extra = extra
      return copy
    }
  }
}
