/// A window onto content taller than the space it gets, scrolled to a row.
///
/// The view takes the width offered. The content is laid out at that width (less a column
/// for the scrollbar) and at its ideal height, up to ``Canvas/maxSide`` rows (longer
/// content is cut there: page through such content with a list or a pager); `offset` rows
/// of it are above the window, and only what the window shows is drawn. An offset past the
/// end shows the last screenful. Keep the offset in your state and change it with keys:
///
/// ```swift
/// ScrollView(offset: state.top) {
///   Text(licence)
/// }
/// ```
///
/// With a scrollbar, the right column shows where the window is: a thumb of `█` (`#` with
/// the ASCII symbols) on a track of `│` (`|`), drawn only when the content is taller than
/// the window. The frame report lists the window's position as a ``ScrollReport``.
///
/// - Complexity: Measuring is linear in the content, all of which is measured once a frame
///   to know its height; drawing costs only what the window shows.
public struct ScrollView<Content: View>: PrimitiveView {
  @usableFromInline let offset: Int
  @usableFromInline let showsScrollbar: Bool
  @usableFromInline let content: Content

  /// `content` scrolled down by `offset` rows (negative counts as 0), with a scrollbar in
  /// the rightmost column unless `showsScrollbar` is false.
  public init(offset: Int = 0, showsScrollbar: Bool = true, @ViewBuilder content: () -> Content) {
    self.offset = max(0, offset)
    self.showsScrollbar = showsScrollbar
    self.content = content()
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    scrollNode(
      offset: offset, showsScrollbar: showsScrollbar, environment: context.environment,
      child: context.makeNode(for: content))
  }

  /// The node: the last frame's at this place, its content built from that one's, when the
  /// frame keeps its nodes.
  @inlinable
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    context.wrappingNode(
      ScrollNode.self, at: index,
      inputs: ScrollNode.Inputs(
        offset: view.offset, showsScrollbar: view.showsScrollbar,
        environment: context.environment),
      content: view.content) ?? view.makeNode(in: context)
  }
}
