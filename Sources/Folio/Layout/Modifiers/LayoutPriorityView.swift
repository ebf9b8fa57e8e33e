/// A view with a layout priority: a stack serves children of higher priority first.
public struct LayoutPriorityView<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let priority: Double
  @usableFromInline let content: Content

  @usableFromInline
  init(priority: Double, content: Content) {
    self.priority = priority
    self.content = content
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    priorityNode(priority: priority, child: context.makeNode(for: content))
  }

  /// The node: the last frame's at this place, its child built from that one's, when the
  /// frame keeps its nodes. A priority that changed is a change its stack sees.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    context.wrappingNode(PriorityNode.self, at: index, inputs: view.priority, content: view.content)
      ?? view.makeNode(in: context)
  }
}

extension View {
  /// Sets the priority with which a parent stack gives this view space: children of
  /// higher priority share what is left once every lower-priority sibling has its minimum.
  /// The default is 0; NaN counts as 0.
  ///
  /// ```swift
  /// HStack {
  ///   Text(title).truncated()
  ///   Text(path).truncated(.middle).layoutPriority(1)   // keeps its length first
  /// }
  /// ```
  @inlinable
  public consuming func layoutPriority(_ value: Double) -> LayoutPriorityView<Self> {
    LayoutPriorityView(priority: value.isNaN ? 0 : value, content: self)
  }
}

/// The node of ``LayoutPriorityView``.
@usableFromInline
final class PriorityNode: ForwardingNode, RetainedNode {
  /// The priority (never NaN: the modifier takes NaN as 0).
  @exclusivity(unchecked) @usableFromInline var inputs: Double
  var priority: Double { inputs }

  init(priority: Double, child: LayoutNode) {
    inputs = priority
    super.init(child: child)
  }

  override var layoutPriority: Double { priority }
}

/// The node of a ``LayoutPriorityView``, for code specialised in a client module.
@usableFromInline
func priorityNode(priority: Double, child: LayoutNode) -> LayoutNode {
  PriorityNode(priority: priority, child: child)
}
