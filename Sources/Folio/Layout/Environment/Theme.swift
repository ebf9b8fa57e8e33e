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

  /// For a light background: blue highlights instead of cyan, which is faint on white.
  /// The terminal runtime switches to it when the terminal reports a light background.
  public static let light = Theme(accent: Style(foreground: .blue, bold: true))
}
