/// A view that animates with the spinner tick: while it is drawn, the frame report says the
/// screen animates.
public struct AnimatingView<Content: View>: PrimitiveView {
  @usableFromInline let isActive: Bool
  @usableFromInline let content: Content

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    noteTickDependence()
    let child = context.makeNode(for: content)
    return isActive ? animatingNode(child: child) : child
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
  public func animating(_ isActive: Bool = true) -> AnimatingView<Self> {
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

final class AnimatingNode: ForwardingNode {
  override func render(in rect: Rect, context: inout RenderContext) {
    context.report.isAnimating = true
    context.draw(child, in: rect, offeredSize: offeredSize)
  }
}
