/// Draws its children on top of each other, later ones over earlier ones.
public struct ZStack<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let alignment: Alignment
  @usableFromInline let content: Content

  /// `content` drawn in layers, each placed by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    overlayNode(alignment: alignment, children: context.makeNodes(for: content))
  }

}

/// The node of ``ZStack``: every child offered the same size, the largest answer taken.
final class OverlayNode: LayoutNode {
  let alignment: Alignment
  let children: [LayoutNode]

  init(alignment: Alignment, children: [LayoutNode]) {
    self.alignment = alignment
    self.children = children
  }

  override func computeWidthRange() -> LengthRange {
    children.reduce(LengthRange.zero) { $0.union($1.widthRange()) }
  }

  override func computeWidth(offered width: Int) -> Int {
    children.reduce(0) { max($0, $1.width(offered: width)) }
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    children.reduce(LengthRange.zero) { $0.union($1.heightRange(width: width)) }
  }

  override func computeSize(offered size: Size) -> Size {
    children.reduce(Size.zero) {
      let child = $1.size(offered: size)
      return Size(width: max($0.width, child.width), height: max($0.height, child.height))
    }
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    for child in children {
      let size = child.size(offered: offeredSize)
      context.draw(child, in: rect.aligning(size, alignment: alignment), offeredSize: offeredSize)
    }
  }
}

/// The node of a ``ZStack``, for code specialised in a client module.
@usableFromInline
func overlayNode(alignment: Alignment, children: [LayoutNode]) -> LayoutNode {
  OverlayNode(alignment: alignment, children: children)
}
