/// Space around a view's content, in cells.
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns on the left.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns on the right.
  public var trailing: Int

  /// Space on each side; negative values become 0.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = clampDimension(top)
    self.leading = clampDimension(leading)
    self.bottom = clampDimension(bottom)
    self.trailing = clampDimension(trailing)
  }

  /// The same space on all four sides.
  public init(_ all: Int) {
    self.init(top: all, leading: all, bottom: all, trailing: all)
  }

  /// `horizontal` cells left and right, `vertical` rows above and below.
  public init(horizontal: Int = 0, vertical: Int = 0) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }
}
