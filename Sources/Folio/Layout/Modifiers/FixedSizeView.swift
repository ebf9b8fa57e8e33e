/// A view laid out at its ideal size along one or both axes, whatever it is offered.
public struct FixedSizeView<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let horizontal: Bool
  @usableFromInline let vertical: Bool
  @usableFromInline let content: Content

  @usableFromInline
  init(horizontal: Bool, vertical: Bool, content: Content) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.content = content
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    fixedSizeNode(
      horizontal: horizontal, vertical: vertical, child: context.makeNode(for: content))
  }

  /// The node: the last frame's at this place, its child built from that one's, when the
  /// frame keeps its nodes.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    nodes.append(view.node(in: context, at: nodes.count))
  }

  /// The node (see ``_makeNodes(_:in:into:)``).
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    view.node(in: context, at: 0)
  }

  @inlinable
  func node(in context: BuildContext, at index: Int) -> LayoutNode {
    guard let old = takeFixedSizeNode(in: context, at: index) else {
      return makeNode(in: context)
    }
    updateFixedSizeNode(
      old, horizontal: horizontal, vertical: vertical,
      child: context.makeNode(for: content, reusing: fixedSizeChild(old)), in: context)
    return old
  }
}

extension View {
  /// Keeps this view at its ideal size along the chosen axes: it neither shrinks nor grows
  /// there, and a parent too small for it clips it.
  ///
  /// ```swift
  /// HStack {
  ///   Text("Status:").fixedSize()     // never cut
  ///   Text(message).truncated()
  /// }
  /// ```
  @inlinable
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> FixedSizeView<Self> {
    FixedSizeView(horizontal: horizontal, vertical: vertical, content: self)
  }
}

final class FixedSizeNode: LayoutNode {
  @exclusivity(unchecked) private(set) var horizontal: Bool
  @exclusivity(unchecked) private(set) var vertical: Bool
  @exclusivity(unchecked) private(set) var child: LayoutNode

  /// Fixes the size of `child` from now on.
  func update(horizontal: Bool, vertical: Bool, child: LayoutNode) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.child = child
  }

  override var retainedChildren: [LayoutNode] { [child] }

  init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.child = child
  }

  override var layoutPriority: Double { child.layoutPriority }

  /// The width the child is laid out at when the node is offered `width`.
  private func childWidth(_ width: Int) -> Int {
    horizontal ? child.widthRange().ideal : width
  }

  override func computeWidthRange() -> LengthRange {
    let range = child.widthRange()
    return horizontal ? .fixed(range.ideal) : range
  }

  override func computeWidth(offered width: Int) -> Int {
    child.width(offered: childWidth(width))
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    let range = child.heightRange(width: childWidth(width))
    return vertical ? .fixed(range.ideal) : range
  }

  private func childOffer(_ size: Size) -> Size {
    let width = childWidth(size.width)
    let height = vertical ? child.heightRange(width: width).ideal : size.height
    return Size(width: width, height: height)
  }

  override func computeSize(offered size: Size) -> Size {
    child.size(offered: childOffer(size))
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let offer = childOffer(offeredSize)
    let size = child.size(offered: offer)
    context.draw(child, in: Rect(x: rect.x, y: rect.y, size: size), offeredSize: offer)
  }
}

/// The node of a ``FixedSizeView``, for code specialised in a client module.
@usableFromInline
func fixedSizeNode(horizontal: Bool, vertical: Bool, child: LayoutNode) -> LayoutNode {
  FixedSizeNode(horizontal: horizontal, vertical: vertical, child: child)
}

/// The last frame's fixed-size node at place `index` of `context`, taken again.
@usableFromInline
func takeFixedSizeNode(in context: BuildContext, at index: Int) -> LayoutNode? {
  context.takeNode(of: FixedSizeNode.self, at: index)
}

/// The child of a fixed-size node.
@usableFromInline
func fixedSizeChild(_ node: LayoutNode) -> LayoutNode {
  unsafeDowncast(node, to: FixedSizeNode.self).child
}

/// Makes `node`, a fixed-size node taken again, fix the size of `child`.
@usableFromInline
func updateFixedSizeNode(
  _ node: LayoutNode, horizontal: Bool, vertical: Bool, child: LayoutNode,
  in context: BuildContext
) {
  let fixed = unsafeDowncast(node, to: FixedSizeNode.self)
  guard
    context.differs(child, from: fixed.child) || horizontal != fixed.horizontal
      || vertical != fixed.vertical
  else { return }
  fixed.update(horizontal: horizontal, vertical: vertical, child: child)
  context.noteChanged(fixed)
}
