/// Groups views without laying them out: inside a stack, a group's children are the
/// stack's children. Modifiers on a group apply to every child.
public struct Group<Content: View>: View {
  /// Laid out by Folio itself: a group has no body.
  public typealias Body = Never
  @usableFromInline let content: Content

  /// The views `content` builds, as if written in the enclosing stack.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Never called: a group has no body.
  public var body: Never { fatalError("a group has no body") }

  /// The nodes of the content.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    Content._makeNodes(view.content, in: context, into: &nodes)
  }

  /// The node of the content.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    Content._makeNode(view.content, in: context)
  }
}
