/// Shows the first of its children whose ideal size fits the space offered, or the last
/// child when none does.
///
/// Use it for responsive layouts: give the fullest form first and smaller fallbacks after.
///
/// ```swift
/// ViewThatFits {
///   Text("‹ Previous  1 2 [3] 4 5  Next ›")
///   Text("‹ 3 / 5 ›")
///   Text("3/5")
/// }
/// ```
///
/// A child fits when its ideal width is at most the width offered and, unless
/// `horizontalOnly`, its ideal height at that width is at most the height offered.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let horizontalOnly: Bool
  @usableFromInline let content: Content

  /// - Parameters:
  ///   - horizontalOnly: Whether only the width must fit (height is then free).
  ///   - content: The candidate views, fullest first.
  public init(horizontalOnly: Bool = false, @ViewBuilder content: () -> Content) {
    self.horizontalOnly = horizontalOnly
    self.content = content()
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    fittingNode(horizontalOnly: horizontalOnly, children: context.makeNodes(for: content))
  }

  /// The node: the last frame's at this place, its candidates built from that one's, when
  /// the frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    guard let node = context.take(FittingNode.self, at: index) else {
      return view.makeNode(in: context)
    }
    let changed = node.update(view.horizontalOnly)
    node.candidates.take(
      context.makeNodes(for: view.content, reusingChildrenOf: node.candidates), changed: false,
      in: context)
    node.settle(changed: changed, in: context)
    return node
  }
}

/// The node of ``ViewThatFits``: the first child that fits answers for it.
@usableFromInline
final class FittingNode: LayoutNode, RetainedNode {
  /// Whether only the width must fit.
  @exclusivity(unchecked) @usableFromInline var inputs: Bool
  var horizontalOnly: Bool { inputs }
  /// The candidates, as the children of a column that is never laid out or drawn: a frame
  /// that takes this node again builds them from the column's children, place by place,
  /// as it builds a stack's.
  @usableFromInline let candidates: StackNode
  private var children: [LayoutNode] { candidates.children }

  init(horizontalOnly: Bool, children: [LayoutNode]) {
    inputs = horizontalOnly
    candidates = StackNode(holding: children)
  }

  override var retainedChildren: [LayoutNode] { [candidates] }

  /// Notes a change in `context` when the node's own inputs `changed` or its candidates
  /// are not as they were.
  @usableFromInline
  func settle(changed: Bool, in context: BuildContext) {
    guard changed || context.changedThisFrame(candidates) else { return }
    context.noteChanged(self)
  }

  /// The child shown when offered `width` (nil: the ideal width) and `height` (nil: any
  /// height): the first whose ideal fits, else the last.
  private func choice(width: Int?, height: Int?) -> LayoutNode? {
    guard !children.isEmpty else { return nil }
    for child in children {
      let ideal = child.widthRange().ideal
      guard width.map({ ideal <= $0 }) ?? true else { continue }
      if horizontalOnly { return child }
      guard let width, let height else { return child }
      if child.heightRange(width: width).ideal <= height { return child }
    }
    return children[children.count - 1]
  }

  override func computeWidthRange() -> LengthRange {
    // Offered nothing, the last child that fits in no width; offered any width, the first.
    let first = choice(width: nil, height: nil)?.widthRange() ?? .zero
    let least = choice(width: 0, height: nil)?.widthRange().minimum ?? 0
    return LengthRange(minimum: least, ideal: first.ideal, maximum: first.maximum)
  }

  override func computeWidth(offered width: Int) -> Int {
    choice(width: width, height: nil)?.width(offered: width) ?? 0
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    guard let shown = choice(width: width, height: nil) else { return .zero }
    var range = shown.heightRange(width: width)
    if !horizontalOnly, let least = choice(width: width, height: 0) {
      range.minimum = least.heightRange(width: width).minimum
    }
    return range
  }

  override func computeSize(offered size: Size) -> Size {
    choice(width: size.width, height: size.height)?.size(offered: size) ?? .zero
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard let child = choice(width: offeredSize.width, height: offeredSize.height) else { return }
    let size = child.size(offered: offeredSize)
    context.draw(child, in: Rect(x: rect.x, y: rect.y, size: size), offeredSize: offeredSize)
  }
}

/// The node of a ``ViewThatFits``, for code specialised in a client module.
@usableFromInline
func fittingNode(horizontalOnly: Bool, children: [LayoutNode]) -> LayoutNode {
  FittingNode(horizontalOnly: horizontalOnly, children: children)
}
