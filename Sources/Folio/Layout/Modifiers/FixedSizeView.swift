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
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    guard let old = context.takeNode(of: FixedSizeNode.self, at: index) else {
      return view.makeNode(in: context)
    }
    let node = unsafeDowncast(old, to: FixedSizeNode.self)
    let child = context.makeNode(for: view.content, reusing: node.child)
    node.take(
      child, changed: node.update(horizontal: view.horizontal, vertical: view.vertical),
      in: context)
    return node
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

@usableFromInline
final class FixedSizeNode: WrappingNode {
  @exclusivity(unchecked) private(set) var horizontal: Bool
  @exclusivity(unchecked) private(set) var vertical: Bool

  init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child)
  }

  /// Takes a new view's axes; whether they changed.
  @usableFromInline
  func update(horizontal: Bool, vertical: Bool) -> Bool {
    guard horizontal != self.horizontal || vertical != self.vertical else { return false }
    self.horizontal = horizontal
    self.vertical = vertical
    return true
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
