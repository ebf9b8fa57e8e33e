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
    context.wrappingNode(
      FixedSizeNode.self, at: index,
      inputs: FixedSizeNode.Inputs(horizontal: view.horizontal, vertical: view.vertical),
      content: view.content) ?? view.makeNode(in: context)
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
  public consuming func fixedSize(horizontal: Bool = true, vertical: Bool = true)
    -> FixedSizeView<Self>
  {
    FixedSizeView(horizontal: horizontal, vertical: vertical, content: self)
  }
}

@usableFromInline
final class FixedSizeNode: WrappingNode, RetainedNode {
  /// The axes along which the child takes its ideal length.
  @usableFromInline
  struct Inputs: TextFreeInputs {
    let horizontal: Bool
    let vertical: Bool

    @usableFromInline
    init(horizontal: Bool, vertical: Bool) {
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }

  @exclusivity(unchecked) @usableFromInline var inputs: Inputs
  var horizontal: Bool { inputs.horizontal }
  var vertical: Bool { inputs.vertical }

  init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
    inputs = Inputs(horizontal: horizontal, vertical: vertical)
    super.init(child: child)
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
    drawChild(in: Rect(x: rect.x, y: rect.y, size: size), offeredSize: offer, context: &context)
  }
}

/// The node of a ``FixedSizeView``, for code specialised in a client module.
@usableFromInline
func fixedSizeNode(horizontal: Bool, vertical: Bool, child: LayoutNode) -> LayoutNode {
  FixedSizeNode(horizontal: horizontal, vertical: vertical, child: child)
}
