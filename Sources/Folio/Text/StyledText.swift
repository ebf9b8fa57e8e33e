/// Text with styles over ranges of it: a sequence of runs, each a string in one style.
///
/// ```swift
/// var line = StyledText("Page ", style: Style(dim: true))
/// line += StyledText("6", style: Style(bold: true))
/// line.plainText  // "Page 6"
/// ```
public struct StyledText: Hashable, Sendable {
  /// A stretch of text in one style.
  public struct Run: Hashable, Sendable {
    /// The run's text.
    public var text: String
    /// The style the whole run is drawn in.
    public var style: Style

    /// A run of `text` in `style`.
    public init(_ text: String, style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// The runs in order. Neighbouring runs may share a style; empty runs are allowed.
  public var runs: [Run]

  /// Styled text made of `runs`, in order.
  public init(runs: [Run] = []) {
    self.runs = runs
  }

  /// `text` in one `style`; empty text makes no run.
  public init(_ text: String, style: Style = .plain) {
    self.runs = text.isEmpty ? [] : [Run(text, style: style)]
  }

  /// The text without styles.
  public var plainText: String {
    var result = ""
    for run in runs { result += run.text }
    return result
  }

  /// Whether there is no text at all.
  public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty } }

  /// Appends `other`'s runs after this text's.
  public mutating func append(_ other: StyledText) {
    runs.append(contentsOf: other.runs)
  }

  /// Appends `text` in `style`.
  public mutating func append(_ text: String, style: Style = .plain) {
    if !text.isEmpty { runs.append(Run(text, style: style)) }
  }

  /// The runs of `lhs` followed by those of `rhs`.
  public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
    var result = lhs
    result.append(rhs)
    return result
  }

  /// Appends the runs of `rhs` to `lhs`.
  public static func += (lhs: inout StyledText, rhs: StyledText) {
    lhs.append(rhs)
  }

  /// This text with `style` applied under each run's own style (runs override it).
  public func withBaseStyle(_ style: Style) -> StyledText {
    StyledText(runs: runs.map { Run($0.text, style: style.patched(with: $0.style)) })
  }
}
