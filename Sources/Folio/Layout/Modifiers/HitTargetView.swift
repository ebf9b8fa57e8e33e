/// A view that says what a pointer acting on it would do: its rectangle goes into the
/// frame report as a ``HitRegion``.
public struct HitTargetView<Content: View>: PrimitiveView {
  @usableFromInline let target: HitTarget?
  @usableFromInline let content: Content

  @usableFromInline
  init(target: HitTarget?, content: Content) {
    self.target = target
    self.content = content
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    let child = context.makeNode(for: content)
    guard let target else { return child }
    return hitTargetNode(target: target, child: child)
  }

  /// The node: the last frame's at this place, its child built from that one's, when the
  /// frame keeps its nodes; with no target, the content's own node at this place.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    guard let target = view.target else { return context.makeNode(for: view.content, at: index) }
    return context.wrappingNode(
      HitTargetNode.self, at: index, inputs: target, content: view.content)
      ?? view.makeNode(in: context)
  }
}

extension View {
  /// Reports this view's rectangle as `target` in each frame's ``FrameReport/regions``, so
  /// that a click on it can be found: `frame.report.target(atX:y:)`. `nil` reports nothing.
  ///
  /// ```swift
  /// Text("[ Save ]").hitTarget(.custom("save"))
  /// ```
  @inlinable
  public consuming func hitTarget(_ target: HitTarget?) -> HitTargetView<Self> {
    HitTargetView(target: target, content: self)
  }
}

/// The node of a ``HitTargetView``, for code specialised in a client module.
@usableFromInline
func hitTargetNode(target: HitTarget, child: LayoutNode) -> LayoutNode {
  HitTargetNode(target: target, child: child)
}

@usableFromInline
final class HitTargetNode: ForwardingNode, RetainedNode {
  /// The target reported for the child's rectangle.
  @exclusivity(unchecked) @usableFromInline var inputs: HitTarget
  var target: HitTarget { inputs }

  init(target: HitTarget, child: LayoutNode) {
    inputs = target
    super.init(child: child)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    context.addRegion(target, rect: rect)
    drawChild(in: rect, offeredSize: offeredSize, context: &context)
  }
}
