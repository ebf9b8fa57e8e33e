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
/// Folio's own primitive views (``Text``, ``HStack``, ``Border`` …) lay out and draw
/// themselves; their `body` is never called.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of the view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  /// `Never` has no body; it only ends the chain of body types.
  public var body: Never { fatalError("Never has no body") }
}

/// A view Folio lays out itself: it turns into layout nodes instead of having a body.
protocol PrimitiveView {
  /// Appends the layout nodes this view makes in `environment` to `nodes`.
  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode])
}

extension View where Body == Never {
  /// Primitive views are laid out by Folio itself; nothing ever asks for their body.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Appends the nodes of any view: a primitive's own, or those of its body.
func makeNodes<V: View>(
  of view: V, _ environment: EnvironmentValues, into nodes: inout [LayoutNode]
) {
  if let primitive = view as? any PrimitiveView {
    primitive.makeNodes(environment, into: &nodes)
  } else {
    makeNodes(of: view.body, environment, into: &nodes)
  }
}

/// The single node of a view; several nodes are stacked vertically, none is an empty node.
func makeNode<V: View>(of view: V, _ environment: EnvironmentValues) -> LayoutNode {
  var nodes: [LayoutNode] = []
  makeNodes(of: view, environment, into: &nodes)
  switch nodes.count {
  case 0: return EmptyNode()
  case 1: return nodes[0]
  default: return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
  }
}
