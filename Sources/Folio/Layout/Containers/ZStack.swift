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

  /// The node: the last frame's at this place, its layers built from that one's, when the
  /// frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    context.stackNode(
      at: index, inputs: StackNode.Inputs(layersAlignedBy: view.alignment), content: view.content)
      ?? view.makeNode(in: context)
  }
}

/// The node of a ``ZStack``, for code specialised in a client module.
@usableFromInline
func overlayNode(alignment: Alignment, children: [LayoutNode]) -> LayoutNode {
  StackNode(axis: .depth, alignment: alignment, spacing: 0, children: children)
}
