/// A size offered to a view. Along each axis, `nil` asks for the view's ideal length, 0 for
/// the least it can take, and ``unlimited`` for the most it grows to.
public struct ProposedSize: Hashable, Sendable {
  /// The width offered, in `0...Canvas.maxSide`, or `nil` for the ideal width.
  public var width: Int?
  /// The height offered, in `0...Canvas.maxSide`, or `nil` for the ideal height.
  public var height: Int?

  /// A proposal; lengths are clamped to `0...Canvas.maxSide`.
  public init(width: Int?, height: Int?) {
    self.width = width.map(clampDimension)
    self.height = height.map(clampDimension)
  }

  /// A proposal of exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal that asks for the ideal size.
  public static let ideal = ProposedSize(width: nil, height: nil)

  /// A length offered without limit: as much as a view wants. ``Canvas/maxSide``.
  public static let unlimited = Canvas.maxSide
}
