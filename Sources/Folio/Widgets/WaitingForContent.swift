/// The place of content still loading: drawn as its content, and reported
/// (``FrameReport/isWaitingForContent``) so that output of one frame waits for the content.
struct WaitingForContent: PrimitiveView {
  let content: AnyView

  func makeNode(in context: BuildContext) -> LayoutNode {
    WaitingForContentNode(child: context.makeNode(for: content))
  }
}

/// The node of a ``WaitingForContent``.
final class WaitingForContentNode: ForwardingNode {
  override func render(in rect: Rect, context: inout RenderContext) {
    context.report.isWaitingForContent = true
    context.draw(child, in: rect, offeredSize: offeredSize)
  }
}
