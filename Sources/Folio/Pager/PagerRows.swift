/// The text rows of a pager screen, drawn straight into the canvas.
struct PagerRows: PrimitiveView {
  let screen: PagerScreen

  func makeNode(in context: BuildContext) -> LayoutNode {
    PagerRowsNode(screen: screen, environment: context.environment)
  }
}
