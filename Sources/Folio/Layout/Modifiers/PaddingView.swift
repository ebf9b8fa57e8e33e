/// A view with space around its content.
public struct PaddingView<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let insets: EdgeInsets
  @usableFromInline let content: Content

  /// `content` with `insets` of space around it.
  public init(_ insets: EdgeInsets, @ViewBuilder content: () -> Content) {
    self.insets = insets
    self.content = content()
  }

  @usableFromInline
  init(insets: EdgeInsets, content: Content) {
    self.insets = insets
    self.content = content
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    paddingNode(insets: insets, child: context.makeNode(for: content))
  }

  /// The node: the last frame's at this place, its child built from that one's, when the
  /// frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    context.wrappingNode(PaddingNode.self, at: index, inputs: view.insets, content: view.content)
      ?? view.makeNode(in: context)
  }

}

@usableFromInline
final class PaddingNode: WrappingNode, RetainedNode {
  /// The space around the child.
  @exclusivity(unchecked) @usableFromInline var inputs: EdgeInsets
  var insets: EdgeInsets { inputs }

  init(insets: EdgeInsets, child: LayoutNode) {
    inputs = insets
    super.init(child: child)
  }

  override var layoutPriority: Double { child.layoutPriority }

  private var horizontal: Int { insets.leading + insets.trailing }
  private var vertical: Int { insets.top + insets.bottom }

  override func computeWidthRange() -> LengthRange {
    child.widthRange().inflated(by: horizontal)
  }

  override func computeWidth(offered width: Int) -> Int {
    child.width(offered: max(0, width - horizontal)) + horizontal
  }

  override func computeHeightRange(width: Int) -> LengthRange {
    child.heightRange(width: max(0, width - horizontal)).inflated(by: vertical)
  }

  private func childOffer(_ size: Size) -> Size {
    Size(width: max(0, size.width - horizontal), height: max(0, size.height - vertical))
  }

  override func computeSize(offered size: Size) -> Size {
    let content = child.size(offered: childOffer(size))
    return Size(width: content.width + horizontal, height: content.height + vertical)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let inner = Rect(
      x: rect.x + insets.leading, y: rect.y + insets.top,
      width: rect.width - horizontal, height: rect.height - vertical)
    guard !inner.isEmpty else { return }
    drawChild(in: inner, offeredSize: childOffer(offeredSize), context: &context)
  }
}

extension View {
  /// Adds `length` cells of space on every side (rows above and below, columns left and
  /// right).
  @inlinable
  public consuming func padding(_ length: Int = 1) -> PaddingView<Self> {
    PaddingView(insets: EdgeInsets(length), content: self)
  }

  /// Adds the given space around this view.
  @inlinable
  public consuming func padding(_ insets: EdgeInsets) -> PaddingView<Self> {
    PaddingView(insets: insets, content: self)
  }

  /// Adds space left and right, and above and below.
  @inlinable
  public consuming func padding(horizontal: Int = 0, vertical: Int = 0) -> PaddingView<Self> {
    PaddingView(insets: EdgeInsets(horizontal: horizontal, vertical: vertical), content: self)
  }
}

/// The node of a ``PaddingView``, for code specialised in a client module.
@usableFromInline
func paddingNode(insets: EdgeInsets, child: LayoutNode) -> LayoutNode {
  PaddingNode(insets: insets, child: child)
}
