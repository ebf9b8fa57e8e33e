/// Arranges its children in a column, top to bottom.
///
/// Height is shared the way ``HStack`` shares width; every child is offered the column's
/// whole width. A column given less height than its children need at least shows what
/// fits and an ellipsis on its last row, so a cut is seen.
public struct VStack<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: Int
  @usableFromInline let content: Content
  /// Whether a column that leaves children out shows it; off for the kit's own views that
  /// choose what to leave out themselves.
  @usableFromInline var marksCut = true

  /// A column of `content`, `spacing` rows apart, aligned horizontally by `alignment`.
  public init(
    alignment: HorizontalAlignment = .leading, spacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = clampDimension(spacing)
    self.content = content()
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    stackNode(
      horizontal: false, alignment: Alignment(horizontal: alignment, vertical: .top),
      spacing: spacing, children: context.makeNodes(for: content),
      cutMark: marksCut ? context.environment.ellipsis : nil)
  }

  /// The column's node: the last frame's at this place, its children built from that one's,
  /// when the frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    let inputs = StackNode.Inputs(
      horizontal: false, alignment: Alignment(horizontal: view.alignment, vertical: .top),
      spacing: view.spacing, cutMark: view.marksCut ? context.environment.ellipsis : nil)
    return context.stackNode(at: index, inputs: inputs, content: view.content)
      ?? view.makeNode(in: context)
  }

  /// This column without the cut mark: for a view that decides itself which children go
  /// when rows are short, or one that lays out what it holds as it was (a grid's rows).
  @usableFromInline
  func unmarkedCut() -> Self {
    var stack = self
    stack.marksCut = false
    return stack
  }
}
