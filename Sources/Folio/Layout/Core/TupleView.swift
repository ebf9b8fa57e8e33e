/// Views in sequence, made by ``ViewBuilder``: the views before, then one more. Longer
/// sequences nest, `TupleView<TupleView<A, B>, C>`.
public struct TupleView<First: View, Second: View>: View {
  /// Laid out by Folio itself: a sequence has no body.
  public typealias Body = Never
  @usableFromInline let first: First
  @usableFromInline let second: Second

  /// `first`, then `second`.
  public init(_ first: consuming First, _ second: consuming Second) {
    self.first = first
    self.second = second
  }

  /// Never called: a sequence has no body.
  public var body: Never { fatalError("a sequence of views has no body") }

  /// The nodes of both views, in order.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    First._makeNodes(view.first, in: context, into: &nodes)
    Second._makeNodes(view.second, in: context, into: &nodes)
  }

  /// The views' nodes in a column.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    _stackedNode(view, in: context)
  }
}
