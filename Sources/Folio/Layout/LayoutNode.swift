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
  private var cachedProposals: [ProposedSize] = []
  private var cachedSizes: [Size] = []

  /// The size this node takes for `proposal`, cached.
  final func measure(_ proposal: ProposedSize) -> Size {
    if let index = cachedProposals.firstIndex(of: proposal) { return cachedSizes[index] }
    let size = sizeThatFits(proposal)
    if cachedProposals.count >= 8 {
      cachedProposals.removeFirst()
      cachedSizes.removeFirst()
    }
    cachedProposals.append(proposal)
    cachedSizes.append(size)
    return size
  }

  /// The size this node wants for `proposal`. Subclasses override.
  func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

  /// Draws the node into `rect`; it must not draw outside. Subclasses override.
  func render(in rect: Rect, canvas: inout Canvas) {}
}

/// A node that takes no space and draws nothing.
final class EmptyNode: LayoutNode {}

/// Two-dimensional alignment of content inside a larger region.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
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
