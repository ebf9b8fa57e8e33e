/// Two-dimensional alignment of content inside a larger region.
public struct Alignment: Hashable, Sendable {
  /// Where content sits across.
  public var horizontal: HorizontalAlignment
  /// Where content sits up and down.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Top left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top, centred across.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Top right.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Left, centred up and down.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Right, centred up and down.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Bottom left.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom, centred across.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Bottom right.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension HorizontalAlignment {
  /// The offset of content `width` wide inside `space` cells (0 when it does not fit).
  public func offset(of width: Int, in space: Int) -> Int {
    let free = max(0, space - width)
    switch self {
    case .leading: return 0
    case .center: return free / 2
    case .trailing: return free
    }
  }
}

extension VerticalAlignment {
  /// The offset of content `height` tall inside `space` rows (0 when it does not fit).
  public func offset(of height: Int, in space: Int) -> Int {
    let free = max(0, space - height)
    switch self {
    case .top: return 0
    case .center: return free / 2
    case .bottom: return free
    }
  }
}

extension Rect {
  /// A `size` rectangle placed inside this one by `alignment`, clipped to this one.
  public func placing(_ size: Size, alignment: Alignment) -> Rect {
    let width = min(size.width, self.width)
    let height = min(size.height, self.height)
    return Rect(
      x: x + alignment.horizontal.offset(of: width, in: self.width),
      y: y + alignment.vertical.offset(of: height, in: self.height),
      width: width,
      height: height
    )
  }

  /// A `size` rectangle placed inside this one by `alignment`, kept whole: content larger
  /// than this rectangle starts at its leading or top edge and reaches past the other one.
  public func aligning(_ size: Size, alignment: Alignment) -> Rect {
    Rect(
      x: x + alignment.horizontal.offset(of: size.width, in: width),
      y: y + alignment.vertical.offset(of: size.height, in: height),
      width: size.width,
      height: size.height
    )
  }
}

/// Clamps a user-given dimension into `0...Canvas.maxSide`.
@usableFromInline
func clampDimension(_ value: Int) -> Int {
  min(max(0, value), Canvas.maxSide)
}
