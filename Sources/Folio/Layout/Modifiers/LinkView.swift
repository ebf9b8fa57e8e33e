extension View {
  /// This view as a link to `link` (OSC 8): every cell it draws opens it, where the
  /// environment allows links (``EnvironmentValues/hyperlinks``, with colour); elsewhere it
  /// is drawn as it is.
  public consuming func link(_ link: Hyperlink) -> LinkView<Self> {
    LinkView(link: link, content: self)
  }

  /// This view as a link to `url`, when it is a URL a ``Hyperlink`` takes; otherwise the
  /// view as it is.
  public consuming func link(_ url: String) -> LinkView<Self> {
    LinkView(link: Hyperlink(url), content: self)
  }
}

/// A view whose cells are a link (see ``View/link(_:)-(Hyperlink)``).
public struct LinkView<Content: View>: PrimitiveView {
  @usableFromInline let link: Hyperlink?
  @usableFromInline let content: Content

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    let child = context.makeNode(for: content)
    let environment = context.environment
    guard let link, environment.hyperlinks, environment.colorMode != .none else { return child }
    return linkNode(link: link, child: child)
  }

  /// The node: the last frame's at this place, its child built from that one's, when the
  /// frame keeps its nodes; where no link is drawn, the content's own node at this place.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    let environment = context.environment
    guard let link = view.link, environment.hyperlinks, environment.colorMode != .none else {
      return context.makeNode(for: view.content, at: index)
    }
    return context.wrappingNode(LinkNode.self, at: index, inputs: link, content: view.content)
      ?? view.makeNode(in: context)
  }
}

/// The node of a ``LinkView``, for code specialised in a client module.
@usableFromInline
func linkNode(link: Hyperlink, child: LayoutNode) -> LayoutNode {
  LinkNode(link: link, child: child)
}

/// Draws its child with every cell linked.
@usableFromInline
final class LinkNode: ForwardingNode, RetainedNode {
  /// The link of every cell the child draws.
  @exclusivity(unchecked) @usableFromInline var inputs: Hyperlink
  var link: Hyperlink { inputs }

  init(link: Hyperlink, child: LayoutNode) {
    inputs = link
    super.init(child: child)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let outer = context.canvas.drawingLink
    context.canvas.drawingLink = context.canvas.linkBits(for: link)
    drawChild(in: rect, offeredSize: offeredSize, context: &context)
    context.canvas.drawingLink = outer
  }
}
