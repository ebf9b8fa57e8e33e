/// A view drawn over a background colour that fills its whole region.
public struct BackgroundView<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let color: Color
  @usableFromInline let content: Content

  @usableFromInline
  init(color: Color, content: Content) {
    self.color = color
    self.content = content
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    backgroundNode(color: color, child: context.makeNode(for: content))
  }

  /// The node: the last frame's at this place, its child built from that one's, when the
  /// frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    context.wrappingNode(BackgroundNode.self, at: index, inputs: view.color, content: view.content)
      ?? view.makeNode(in: context)
  }
}

@usableFromInline
final class BackgroundNode: ForwardingNode, RetainedNode {
  /// The colour filled behind the child.
  @exclusivity(unchecked) @usableFromInline var inputs: Color
  var color: Color { inputs }

  init(color: Color, child: LayoutNode) {
    inputs = color
    super.init(child: child)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    context.canvas.fill(rect, style: Style(background: color))
    drawChild(in: rect, offeredSize: offeredSize, context: &context)
  }
}

extension View {
  /// Fills this view's region with `color` behind its content.
  @inlinable
  public consuming func background(_ color: Color) -> BackgroundView<Self> {
    BackgroundView(color: color, content: self)
  }
}

/// The node of a ``BackgroundView``, for code specialised in a client module.
@usableFromInline
func backgroundNode(color: Color, child: LayoutNode) -> LayoutNode {
  BackgroundNode(color: color, child: child)
}
