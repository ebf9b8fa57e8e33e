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
  public var foreground: Color?
  public var background: Color?
  public var bold: Bool?
  public var dim: Bool?
  public var italic: Bool?
  public var underline: Bool?
  public var reverse: Bool?
  public var strikethrough: Bool?

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
}
