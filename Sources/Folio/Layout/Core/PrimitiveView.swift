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

  /// The node of `view` at place `index` of `context`. Folio's own; do not implement it:
  /// a view of yours makes its node with ``makeNode(in:)`` every frame, while some of
  /// Folio's take the last frame's node at their place again and change it (see
  /// ``FrameMemory``).
  static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode
}

extension PrimitiveView {
  /// A new node every frame, its children made anew too.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    view.makeNode(in: context.forChildren)
  }

  /// A primitive view makes its one node.
  @inlinable
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    nodes.append(_node(view, in: context, at: nodes.count))
  }

  /// A primitive view's node is its own.
  @inlinable
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    _node(view, in: context, at: 0)
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
