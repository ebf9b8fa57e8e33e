/// How a run of text looks: colours and attributes.
///
/// Every property is optional: `nil` means "not set here", so styles compose. Applying a
/// child style on top of its parent with ``patched(with:)`` overrides only what the child
/// sets.
///
/// ```swift
/// let heading = Style(bold: true)
/// let warning = heading.patched(with: Style(foreground: .yellow))  // bold and yellow
/// ```
public struct Style: Hashable, Sendable {
  /// The text colour; `nil` leaves it to the enclosing style.
  public var foreground: Color?
  /// The colour behind the text; `nil` leaves it to the enclosing style.
  public var background: Color?
  /// Bold (increased intensity); `nil` leaves it to the enclosing style.
  public var bold: Bool?
  /// Dim (decreased intensity); `nil` leaves it to the enclosing style.
  public var dim: Bool?
  /// Italic; `nil` leaves it to the enclosing style.
  public var italic: Bool?
  /// Underlined; `nil` leaves it to the enclosing style.
  public var underline: Bool?
  /// Foreground and background swapped; `nil` leaves it to the enclosing style.
  public var reverse: Bool?
  /// Struck through; `nil` leaves it to the enclosing style.
  public var strikethrough: Bool?

  /// A style that sets only the properties given; the rest stay `nil`.
  public init(
    foreground: Color? = nil,
    background: Color? = nil,
    bold: Bool? = nil,
    dim: Bool? = nil,
    italic: Bool? = nil,
    underline: Bool? = nil,
    reverse: Bool? = nil,
    strikethrough: Bool? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
    self.strikethrough = strikethrough
  }

  /// The style that sets nothing: text in the terminal's defaults.
  public static let plain = Style()

  /// This style with every property that `child` sets replaced by the child's value.
  public func patched(with child: Style) -> Style {
    Style(
      foreground: child.foreground ?? foreground,
      background: child.background ?? background,
      bold: child.bold ?? bold,
      dim: child.dim ?? dim,
      italic: child.italic ?? italic,
      underline: child.underline ?? underline,
      reverse: child.reverse ?? reverse,
      strikethrough: child.strikethrough ?? strikethrough
    )
  }

  /// The style as a terminal draws it: unset properties become the defaults (no colour,
  /// attribute off), so two styles that look the same compare equal.
  public var resolved: Style {
    Style(
      foreground: foreground ?? .default,
      background: background ?? .default,
      bold: bold ?? false,
      dim: dim ?? false,
      italic: italic ?? false,
      underline: underline ?? false,
      reverse: reverse ?? false,
      strikethrough: strikethrough ?? false
    )
  }

  /// Whether the style, drawn, looks like the terminal's default.
  public var isPlain: Bool { resolved == Style.plain.resolved }

  /// Whether the style sets nothing: `Style()`, field by field (cheaper than `==`).
  var isUnset: Bool {
    foreground == nil && background == nil && bold == nil && dim == nil && italic == nil
      && underline == nil && reverse == nil && strikethrough == nil
  }
}
