/// Draws its child and adds `finding` to the frame's report: for a view that has something
/// to act on after any frame that draws it.
final class FindingNode: ForwardingNode {
  let finding: any FrameFinding

  init(child: LayoutNode, finding: any FrameFinding) {
    self.finding = finding
    super.init(child: child)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    drawChild(in: rect, offeredSize: offeredSize, context: &context)
    context.report.add(finding)
  }
}
