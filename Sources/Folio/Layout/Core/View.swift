/// A piece of a terminal user interface.
///
/// Write your own views the way you would in SwiftUI: a struct whose `body` composes
/// Folio's views.
///
/// ```swift
/// struct Header: View {
///   var title: String
///   var body: some View {
///     VStack(alignment: .leading) {
///       Text(title).bold()
///       Divider()
///     }
///   }
/// }
/// ```
///
/// `View` is not tied to an actor: a view of values draws on any thread. A view that reads
/// main-actor state in its `body` — a paging model, an `@Observable` object of the
/// program's — is a main-actor type conforming on the main actor,
/// `@MainActor struct Inbox: @MainActor View`, and is drawn there, as a program's screen is.
///
/// A view that lays itself out and draws itself, as Folio's own ``Text``, ``HStack`` and
/// ``PaginatedList`` do, conforms to ``PrimitiveView`` instead of having a body.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of the view.
  @ViewBuilder var body: Body { get }

  /// Appends the layout nodes of `view` to `nodes`. Folio's own; do not implement it: a
  /// view with a body makes its body's nodes, a ``PrimitiveView`` its one node.
  static func _makeNodes(_ view: Self, in context: BuildContext, into nodes: inout [LayoutNode])

  /// The one layout node of `view`. Folio's own; do not implement it.
  static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode
}

extension View {
  /// A view with a body makes the nodes of its body.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    Body._makeNodes(view.body, in: context, into: &nodes)
  }

  /// A view with a body makes the node of its body.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    Body._makeNode(view.body, in: context)
  }
}

extension View {
  /// The node of a view that makes any number of nodes: several are stacked in a column,
  /// none is an empty node.
  @inlinable
  static func _stackedNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    if let column = context.take(StackNode.self, at: 0) {
      // The last frame's column here, taken again; its children are built from its own.
      let list = context.makeNodes(for: view, reusingChildrenOf: column)
      switch list.nodes.count {
      case 0:
        context.giveBack(list)
        return columnNode([])
      case 1:
        return context.onlyNode(of: list)
      default:
        let changed = column.update(
          StackNode.Inputs(horizontal: false, alignment: .topLeading, spacing: 0, cutMark: nil))
        column.take(list, changed: changed, in: context)
        return column
      }
    }
    var nodes: [LayoutNode] = []
    _makeNodes(view, in: context, into: &nodes)
    return nodes.count == 1 ? nodes[0] : columnNode(nodes)
  }
}
