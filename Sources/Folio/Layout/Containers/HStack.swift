/// Arranges its children in a row, left to right.
///
/// Width is shared fairly. When every child's ideal width fits, each gets it and the
/// children that can grow — ``Spacer``s, frames with a `maxWidth` — share the rest equally.
/// When they do not fit, every child keeps the least it can take (a fixed frame its width),
/// and the least flexible children get their ideal first: a short label stays whole and the
/// long, truncatable text next to it gives up the space. A child with a higher
/// ``View/layoutPriority(_:)`` is served before the others.
///
/// ```swift
/// HStack {
///   Text("Inbox").bold()
///   Spacer()
///   Text("12 new")
/// }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: Int
  @usableFromInline let content: Content

  /// A row of `content`, `spacing` columns apart, aligned vertically by `alignment`.
  public init(
    alignment: VerticalAlignment = .top, spacing: Int = 1,
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
      horizontal: true, alignment: Alignment(horizontal: .leading, vertical: alignment),
      spacing: spacing, children: context.makeNodes(for: content))
  }

  /// The row's node: the last frame's at this place, its children built from that one's,
  /// when the frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    let inputs = StackNode.Inputs(
      horizontal: true, alignment: Alignment(horizontal: .leading, vertical: view.alignment),
      spacing: view.spacing, cutMark: nil)
    return context.stackNode(at: index, inputs: inputs, content: view.content)
      ?? view.makeNode(in: context)
  }
}
