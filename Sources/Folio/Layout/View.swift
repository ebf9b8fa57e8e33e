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
    var nodes: [LayoutNode] = []
    _makeNodes(view, in: context, into: &nodes)
    return nodes.count == 1 ? nodes[0] : columnNode(nodes)
  }
}

/// A view that lays itself out and draws itself: it makes one ``LayoutNode`` per frame
/// instead of having a body.
///
/// Every built-in view is one, and so can yours be: a gauge that draws cells, a log view
/// that windows a billion lines. The view is a value describing what to show; its node
/// answers sizes and draws (see ``LayoutNode``).
///
/// ```swift
/// struct Meter: PrimitiveView {
///   var fraction: Double
///   func makeNode(in context: BuildContext) -> LayoutNode {
///     MeterNode(fraction: fraction)
///   }
/// }
/// ```
///
/// A view that holds other views makes their nodes with ``BuildContext/makeNode(for:)``.
public protocol PrimitiveView: View where Body == Never {
  /// The node that lays out and draws this view for one frame, in `context`'s environment.
  func makeNode(in context: BuildContext) -> LayoutNode
}

extension PrimitiveView {
  /// A primitive view makes its one node.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    nodes.append(view.makeNode(in: context))
  }

  /// A primitive view's node is its own.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    view.makeNode(in: context)
  }

  /// Primitive views lay themselves out; nothing ever asks for their body.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

extension Never: View {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  /// `Never` has no body; it only ends the chain of body types.
  public var body: Never { fatalError("Never has no body") }

  /// There is no value of `Never`.
  public static func _makeNodes(
    _ view: Never, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {}

  /// There is no value of `Never`.
  public static func _makeNode(_ view: Never, in context: BuildContext) -> LayoutNode {}
}

/// What a view is turned into nodes with: the environment it renders in.
public struct BuildContext {
  /// The values the view renders with: colour mode, symbols, theme, style.
  public var environment: EnvironmentValues

  /// A context for views rendering in `environment`.
  public init(environment: EnvironmentValues) {
    self.environment = environment
  }

  /// The nodes `view` makes: one for most views, any number for a group, a `ForEach` or
  /// the statements of a ``ViewBuilder``.
  @inlinable
  public func makeNodes<V: View>(for view: V) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    V._makeNodes(view, in: self, into: &nodes)
    return nodes
  }

  /// Appends the nodes `view` makes to `nodes`.
  @inlinable
  public func makeNodes<V: View>(for view: V, into nodes: inout [LayoutNode]) {
    V._makeNodes(view, in: self, into: &nodes)
  }

  /// The one node of `view`: several nodes are stacked in a column, none is an empty node.
  @inlinable
  public func makeNode<V: View>(for view: V) -> LayoutNode {
    V._makeNode(view, in: self)
  }
}

/// Appends the nodes of any view in `environment`.
func makeNodes<V: View>(
  of view: V, _ environment: EnvironmentValues, into nodes: inout [LayoutNode]
) {
  V._makeNodes(view, in: BuildContext(environment: environment), into: &nodes)
}

/// The single node of a view in `environment` (see ``BuildContext/makeNode(for:)``).
func makeNode<V: View>(of view: V, _ environment: EnvironmentValues) -> LayoutNode {
  BuildContext(environment: environment).makeNode(for: view)
}
