/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  /// Nothing.
  public init() {}

  /// Never called: an empty view has no body.
  public var body: Never { fatalError("an empty view has no body") }

  /// No nodes.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {}

  /// An empty node.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    emptyNode()
  }
}
