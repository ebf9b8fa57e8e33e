/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
public enum ConditionalContent<First: View, Second: View>: View {
  /// Laid out by Folio itself: a choice has no body.
  public typealias Body = Never
  /// The first branch.
  case first(First)
  /// The second branch.
  case second(Second)

  /// Never called: a choice has no body.
  public var body: Never { fatalError("a choice of views has no body") }

  /// The nodes of the branch taken.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    switch view {
    case .first(let view): First._makeNodes(view, in: context, into: &nodes)
    case .second(let view): Second._makeNodes(view, in: context, into: &nodes)
    }
  }

  /// The node of the branch taken.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    switch view {
    case .first(let view): return First._makeNode(view, in: context)
    case .second(let view): return Second._makeNode(view, in: context)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Laid out by Folio itself: an optional view has no body.
  public typealias Body = Never

  /// Never called: an optional view has no body.
  public var body: Never { fatalError("an optional view has no body") }

  /// The nodes of the view, when there is one.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    if let view { Wrapped._makeNodes(view, in: context, into: &nodes) }
  }

  /// The node of the view, or an empty node.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    guard let view else { return emptyNode() }
    return Wrapped._makeNode(view, in: context)
  }
}
