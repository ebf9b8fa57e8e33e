/// One terminal cell: a grapheme cluster and the style it is drawn in.
///
/// A wide cluster (CJK, most emoji) occupies two cells: the first holds the cluster, the
/// second is a *continuation* with empty content.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster drawn in the cell; empty for the second half of a wide cluster.
  public var content: String
  /// The resolved style: every property set, so equal-looking cells compare equal.
  public var style: Style

  /// A cell showing `content` (one grapheme cluster) in `style`.
  public init(_ content: String, style: Style = .plain) {
    self.content = content
    self.style = style.resolved
  }

  /// A cell whose style is resolved already.
  init(content: String, resolvedStyle: Style) {
    self.content = content
    self.style = resolvedStyle
  }

  /// A space in the terminal's default style.
  public static let blank = Cell(" ")

  /// Whether this is the second half of a wide cluster.
  public var isContinuation: Bool { content.isEmpty }
}
