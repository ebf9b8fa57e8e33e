/// One row of a ``Grid``: a cell per column, in order. Outside a grid, the cells sit side
/// by side as in an ``HStack``.
public struct GridRow<Content: View>: PrimitiveView {
  @usableFromInline let content: Content

  /// A row of the cells `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    gridRowNode(cells: context.makeNodes(for: content))
  }
}
