/// Flexible empty space that grows along the axis of the stack it is in.
///
/// Outside a stack it takes all the space offered in both directions.
public struct Spacer: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  let minLength: Int

  /// A spacer at least `minLength` cells long.
  public init(minLength: Int = 0) {
    self.minLength = clampDimension(minLength)
  }

  /// Folio lays this view out itself.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    SpacerNode(minLength: minLength)
  }

  /// The spacer's node: the last frame's at this place, when the frame keeps its nodes.
  public static func _node(_ view: Spacer, in context: BuildContext, at index: Int)
    -> LayoutNode
  {
    context.leafNode(SpacerNode.self, at: index, inputs: view.minLength)
      ?? view.makeNode(in: context)
  }
}

final class SpacerNode: LayoutNode, RetainedNode {
  /// The least length.
  @exclusivity(unchecked) var inputs: Int
  var minLength: Int { inputs }
  /// The axis of the stack the spacer is in, set by the stack; nil outside a stack.
  @exclusivity(unchecked) var axis: Axis?

  init(minLength: Int) {
    inputs = minLength
  }

  override var spacer: SpacerNode? { self }

  @discardableResult
  override func placeSpacer(along axis: Axis?) -> Bool {
    guard self.axis != axis else { return false }
    self.axis = axis
    forgetLayout()
    return true
  }

  /// The range along an axis: growing along the stack's axis (or both, outside a stack),
  /// nothing across it.
  private func range(along axis: Axis) -> LengthRange {
    guard self.axis == nil || self.axis == axis else { return .zero }
    return LengthRange(minimum: minLength, ideal: minLength, maximum: ProposedSize.unlimited)
  }

  private func length(along axis: Axis, offered: Int) -> Int {
    guard self.axis == nil || self.axis == axis else { return 0 }
    return max(minLength, offered)
  }

  override func computeWidthRange() -> LengthRange { range(along: .horizontal) }

  override func computeWidth(offered width: Int) -> Int {
    length(along: .horizontal, offered: width)
  }

  override func computeHeightRange(width: Int) -> LengthRange { range(along: .vertical) }

  override func computeSize(offered size: Size) -> Size {
    Size(
      width: length(along: .horizontal, offered: size.width),
      height: length(along: .vertical, offered: size.height))
  }
}
