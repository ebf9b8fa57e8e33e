/// A rectangle of terminal cells: its top-left corner and its size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Columns; never negative.
  public var width: Int
  /// Rows; never negative.
  public var height: Int

  /// A rectangle; a negative width or height becomes 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A rectangle of `size` with its top-left corner at (`x`, `y`).
  public init(x: Int = 0, y: Int = 0, size: Size) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  /// The rectangle's size.
  public var size: Size { Size(width: width, height: height) }
  /// The column just right of the rectangle; `Int.max` when that is beyond `Int.max`.
  public var maxX: Int { x.saturatingAdd(width) }
  /// The row just below the rectangle; `Int.max` when that is beyond `Int.max`.
  public var maxY: Int { y.saturatingAdd(height) }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The part of this rectangle inside `other` (empty when they do not overlap).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(
      x: left, y: top, width: Rect.saturatingDifference(right, left),
      height: Rect.saturatingDifference(bottom, top))
  }

  /// ``intersection(_:)`` for a rectangle that most often lies inside `outer` — a node
  /// inside what its parent shows: then it is the answer, with no bound worked out. (The
  /// test in `intersection` itself cost frames more than it saved: most of its callers'
  /// rectangles stick out.)
  @inline(__always)
  func clipped(to outer: Rect) -> Rect {
    x >= outer.x && y >= outer.y && maxX <= outer.maxX && maxY <= outer.maxY
      ? self : intersection(outer)
  }

  /// `a − b`, at least 0, stopping at `Int.max`.
  private static func saturatingDifference(_ a: Int, _ b: Int) -> Int {
    guard a > b else { return 0 }
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    return overflow ? Int.max : difference
  }

  /// Whether the cell at (`px`, `py`) is inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// `(x,y width×height)`.
  public var description: String { "(\(x),\(y) \(width)×\(height))" }
}

extension Int {
  /// `self + other`, stopping at `Int.min` or `Int.max`: a wrapped sum would jump to the
  /// other end.
  @inline(__always)
  func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
