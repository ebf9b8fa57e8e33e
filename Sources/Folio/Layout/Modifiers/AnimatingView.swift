/// A view that animates with the spinner tick: while it is drawn, the frame report says the
/// screen animates.
public struct AnimatingView<Content: View>: PrimitiveView {
  @usableFromInline let isActive: Bool
  @usableFromInline let content: Content

  @usableFromInline
  init(isActive: Bool, content: Content) {
    self.isActive = isActive
    self.content = content
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    noteTickDependence()
    let child = context.makeNode(for: content)
    return isActive ? animatingNode(child: child) : child
  }

  /// The node: the last frame's at this place, its child built from that one's, when the
  /// frame keeps its nodes; the content's own at this place when not active.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    noteTickDependence()
    guard view.isActive else { return context.makeNode(for: view.content, at: index) }
    guard let node = context.take(AnimatingNode.self, at: index) else {
      return animatingNode(child: context.makeNode(for: view.content))
    }
    node.take(
      context.makeNode(for: view.content, reusingChildOf: node), changed: false, in: context)
    return node
  }
}

extension View {
  /// Marks this view as one that changes with ``EnvironmentValues/spinnerTick``: a frame
  /// that draws it reports ``FrameReport/isAnimating``, so the runtime draws a new frame on
  /// every tick while it is on screen, and only then.
  ///
  /// ```swift
  /// EnvironmentReader { environment in
  ///   Text(["◐", "◓", "◑", "◒"][environment.spinnerTick % 4])
  /// }
  /// .animating()
  /// ```
  @inlinable
  public consuming func animating(_ isActive: Bool = true) -> AnimatingView<Self> {
    AnimatingView(isActive: isActive, content: self)
  }
}

/// Tells the `.equatable()` view being built, if any, that its content changes with the
/// spinner tick: it is then built again on each tick (see ``FrameMemory``).
@usableFromInline
func noteTickDependence() {
  FrameMemory.buildNotes?.changesWithTick = true
}

/// The node of an ``AnimatingView``, for code specialised in a client module.
@usableFromInline
func animatingNode(child: LayoutNode) -> LayoutNode {
  AnimatingNode(child: child)
}

@usableFromInline
final class AnimatingNode: ForwardingNode {
  override func render(in rect: Rect, context: inout RenderContext) {
    context.report.isAnimating = true
    drawChild(in: rect, offeredSize: offeredSize, context: &context)
  }
}
