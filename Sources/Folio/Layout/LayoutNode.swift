/// A size offered to a view: `nil` along an axis asks for the view's ideal size there.
struct ProposedSize: Hashable {
  var width: Int?
  var height: Int?

  init(width: Int?, height: Int?) {
    self.width = width.map { min(max(0, $0), Canvas.maxSide) }
    self.height = height.map { min(max(0, $0), Canvas.maxSide) }
  }

  init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  static let ideal = ProposedSize(width: nil, height: nil)

  /// This proposal shrunk by the given amounts, never below zero.
  func inset(width dx: Int, height dy: Int) -> ProposedSize {
    ProposedSize(width: width.map { max(0, $0 - dx) }, height: height.map { max(0, $0 - dy) })
  }
}

/// A view resolved for one render: it answers size questions and draws itself.
///
/// Nodes exist for one frame. Sizes are cached per proposal, since stacks and
/// ``ViewThatFits`` ask the same question more than once.
class LayoutNode {
  /// Read and written only by ``measure(_:)``, which nothing re-enters for the same node:
  /// exclusivity is not checked at run time on this hot path.
  @exclusivity(unchecked) private var cache = MeasureCache()

  /// The size this node takes for `proposal`, cached.
  final func measure(_ proposal: ProposedSize) -> Size {
    let key = MeasureCache.key(proposal)
    if let size = cache.size(for: key) { return size }
    let size = sizeThatFits(proposal)
    cache.insert(size, for: key)
    return size
  }

  /// The size this node wants for `proposal`. Subclasses override.
  func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

  /// Draws the node into `rect`; it must not draw outside. Subclasses override.
  func render(in rect: Rect, canvas: inout Canvas) {}
}

/// The last few sizes a node answered, kept inline: no allocation per node.
///
/// A proposal packs into one word (each side is at most ``Canvas/maxSide``, `nil` is a
/// value above it), and so does a size.
private struct MeasureCache {
  private var keys: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
  private var sizes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
  /// Where the next entry goes, cycling through the slots.
  private var next = 0

  /// A key that is never 0, so an empty slot never matches.
  @inline(__always)
  static func key(_ proposal: ProposedSize) -> UInt64 {
    let width = UInt64(truncatingIfNeeded: proposal.width ?? 0xFFFF) & 0xFFFF
    let height = UInt64(truncatingIfNeeded: proposal.height ?? 0xFFFF) & 0xFFFF
    return 1 &<< 40 | width &<< 16 | height
  }

  @inline(__always)
  func size(for key: UInt64) -> Size? {
    let found: UInt64
    if keys.0 == key {
      found = sizes.0
    } else if keys.1 == key {
      found = sizes.1
    } else if keys.2 == key {
      found = sizes.2
    } else if keys.3 == key {
      found = sizes.3
    } else if keys.4 == key {
      found = sizes.4
    } else if keys.5 == key {
      found = sizes.5
    } else {
      return nil
    }
    return Size(
      width: Int(truncatingIfNeeded: Int32(truncatingIfNeeded: found &>> 32)),
      height: Int(truncatingIfNeeded: Int32(truncatingIfNeeded: found)))
  }

  mutating func insert(_ size: Size, for key: UInt64) {
    // Sizes beyond 32 bits (absurdly long text measured unwrapped) are not kept.
    guard Int32(exactly: size.width) != nil, Int32(exactly: size.height) != nil else { return }
    let packed =
      UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: size.width)) &<< 32
      | UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: size.height))
    switch next {
    case 0: (keys.0, sizes.0) = (key, packed)
    case 1: (keys.1, sizes.1) = (key, packed)
    case 2: (keys.2, sizes.2) = (key, packed)
    case 3: (keys.3, sizes.3) = (key, packed)
    case 4: (keys.4, sizes.4) = (key, packed)
    default: (keys.5, sizes.5) = (key, packed)
    }
    next = next == 5 ? 0 : next + 1
  }
}

/// A node that takes no space and draws nothing.
final class EmptyNode: LayoutNode {}

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
  func offset(of width: Int, in space: Int) -> Int {
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
  func offset(of height: Int, in space: Int) -> Int {
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
  func placing(_ size: Size, alignment: Alignment) -> Rect {
    let width = min(size.width, self.width)
    let height = min(size.height, self.height)
    return Rect(
      x: x + alignment.horizontal.offset(of: width, in: self.width),
      y: y + alignment.vertical.offset(of: height, in: self.height),
      width: width,
      height: height
    )
  }
}

/// Clamps a user-given dimension into `0...Canvas.maxSide`.
func clampDimension(_ value: Int) -> Int {
  min(max(0, value), Canvas.maxSide)
}
