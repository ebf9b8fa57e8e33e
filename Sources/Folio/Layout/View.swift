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

  /// The one node this view makes, for views that always make exactly one; nil otherwise.
  /// Saves the array ``makeNodes(_:into:)`` needs.
  func singleNode(_ environment: EnvironmentValues) -> LayoutNode?
}

extension PrimitiveView {
  func singleNode(_ environment: EnvironmentValues) -> LayoutNode? { nil }
}

/// A primitive view that always makes exactly one node.
protocol SingleNodeView: PrimitiveView {
  /// The node this view makes in `environment`.
  func node(_ environment: EnvironmentValues) -> LayoutNode
}

extension SingleNodeView {
  func makeNodes(_ environment: EnvironmentValues, into nodes: inout [LayoutNode]) {
    nodes.append(node(environment))
  }

  func singleNode(_ environment: EnvironmentValues) -> LayoutNode? { node(environment) }
}

extension View where Body == Never {
  /// Primitive views are laid out by Folio itself; nothing ever asks for their body.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Appends the nodes of any view: a primitive's own, or those of its body.
func makeNodes<V: View>(
  of view: V, _ environment: EnvironmentValues, into nodes: inout [LayoutNode]
) {
  // Text, the commonest view, skips the dynamic cast below.
  if V.self == Text.self {
    nodes.append(TextNode(text: unsafeBitCast(view, to: Text.self), environment: environment))
  } else if let primitive = view as? any PrimitiveView {
    primitive.makeNodes(environment, into: &nodes)
  } else {
    makeNodes(of: view.body, environment, into: &nodes)
  }
}

/// The single node of a view; several nodes are stacked vertically, none is an empty node.
func makeNode<V: View>(of view: V, _ environment: EnvironmentValues) -> LayoutNode {
  if V.self == Text.self {
    return TextNode(text: unsafeBitCast(view, to: Text.self), environment: environment)
  }
  guard let primitive = view as? any PrimitiveView else {
    return makeNode(of: view.body, environment)
  }
  if let node = primitive.singleNode(environment) { return node }
  var nodes: [LayoutNode] = []
  primitive.makeNodes(environment, into: &nodes)
  switch nodes.count {
  case 0: return EmptyNode()
  case 1: return nodes[0]
  default: return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
  }
}
