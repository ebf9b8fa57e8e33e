/// A view whose content renders with changed environment values.
public struct EnvironmentModifier<Content: View>: View {
  /// Laid out by Folio itself: a modifier has no body.
  public typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let transform: (inout EnvironmentValues) -> Void

  /// Never called: a modifier has no body.
  public var body: Never { fatalError("a modifier has no body") }

  @inlinable
  func changed(_ context: BuildContext) -> BuildContext {
    var context = context
    transform(&context.environment)
    return context
  }

  /// The content's nodes, in the changed environment.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    Content._makeNodes(view.content, in: view.changed(context), into: &nodes)
  }

  /// The content's node, in the changed environment.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    Content._makeNode(view.content, in: view.changed(context))
  }
}
