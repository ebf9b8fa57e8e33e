/// The place of content still loading: drawn as its content, and reported
/// (``FrameReport/isWaitingForContent``) so that output of one frame waits for the content.
struct WaitingForContent: PrimitiveView {
  let content: AnyView

  func makeNode(in context: BuildContext) -> LayoutNode {
    WaitingForContentNode(
      child: context.makeNode(for: content),
      loading: context.environment.stateLabels.adapted(to: context.environment.symbols).loading)
  }
}

/// The node of a ``WaitingForContent``.
final class WaitingForContentNode: ForwardingNode {
  /// What is read while the content loads, when the view drawn in its place says nothing
  /// (a skeleton is decoration).
  let loading: String

  init(child: LayoutNode, loading: String) {
    self.loading = loading
    super.init(child: child)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    context.report.isWaitingForContent = true
    guard context.describesAccessibility else {
      drawChild(in: rect, offeredSize: offeredSize, context: &context)
      return
    }
    let said = context.drawTakingAccessibility(child, in: rect, offeredSize: offeredSize)
    if said.isEmpty {
      context.addAccessibilityElement(AccessibilityElement(role: .status, label: loading))
    } else {
      for element in said { context.addAccessibilityElement(element) }
    }
  }
}
