/// A node that passes every question to its child: a wrapper that only carries a value a
/// parent reads (a priority).
@usableFromInline
class ForwardingNode: WrappingNode {
  override var layoutPriority: Double { child.layoutPriority }
  override var spacer: SpacerNode? { child.spacer }

  @discardableResult
  override func placeSpacer(along axis: Axis?) -> Bool {
    guard child.placeSpacer(along: axis) else { return false }
    forgetLayout()
    return true
  }

  override func computeWidthRange() -> LengthRange { child.widthRange() }
  override func computeWidth(offered width: Int) -> Int { child.width(offered: width) }
  override func computeHeightRange(width: Int) -> LengthRange { child.heightRange(width: width) }
  override func computeSize(offered size: Size) -> Size { child.size(offered: size) }

  override func render(in rect: Rect, context: inout RenderContext) {
    drawChild(in: rect, offeredSize: offeredSize, context: &context)
  }
}
