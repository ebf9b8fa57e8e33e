/// A type-erased view, for when the type of a view depends on run-time values.
public struct AnyView: View {
  /// Laid out by Folio itself: an erased view has no body.
  public typealias Body = Never
  private let box: AnyViewBox

  /// `view`, with its type erased.
  public init<Content: View>(_ view: Content) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      box = ViewBox(view)
    }
  }

  /// Never called: an erased view has no body.
  public var body: Never { fatalError("an erased view has no body") }

  /// The nodes of the erased view.
  public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    view.box.makeNodes(in: context, into: &nodes)
  }

  /// The node of the erased view.
  public static func _makeNode(_ view: Self, in context: BuildContext) -> LayoutNode {
    view.box.makeNode(in: context)
  }
}

/// The erased view of an ``AnyView``.
private class AnyViewBox {
  func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {}
  func makeNode(in context: BuildContext) -> LayoutNode { EmptyNode() }
}

private final class ViewBox<Content: View>: AnyViewBox {
  let view: Content

  init(_ view: Content) {
    self.view = view
  }

  override func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    Content._makeNodes(view, in: context, into: &nodes)
  }

  override func makeNode(in context: BuildContext) -> LayoutNode {
    Content._makeNode(view, in: context)
  }
}
