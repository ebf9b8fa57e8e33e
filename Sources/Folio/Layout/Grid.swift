/// Rows of cells in columns whose widths every row shares, so that a table's cells line up.
///
/// Columns are declared once; each ``GridRow`` gives one cell per column, in order. Any
/// other view in the grid is a row of its own across all columns (a ``Divider`` under a
/// header, say).
///
/// ```swift
/// Grid(columns: [.fitting(maximum: 24), .flexible(), .fixed(8, alignment: .trailing)]) {
///   GridRow { Text("Name").bold(); Text("Description").bold(); Text("Size").bold() }
///   Divider()
///   for file in files {
///     GridRow { Text(file.name).truncated(); Text(file.summary).truncated(); Text(file.size) }
///   }
/// }
/// ```
///
/// **Widths.** A fixed column is its width; a fitting column is as wide as its widest
/// cell, within its bounds; flexible columns share what is left by weight, each at least its
/// minimum. When the columns do not fit, fitting columns give up space, the widest first,
/// down to their minimums; what still does not fit is cut at the right edge. Cells beyond
/// the last column are not shown; a row with fewer cells leaves the rest empty.
///
/// - Complexity: Each cell is measured once a frame: O(cells).
public struct Grid<Content: View>: PrimitiveView {
  @usableFromInline let columns: [GridColumn]
  @usableFromInline let spacing: Int
  @usableFromInline let rowSpacing: Int
  @usableFromInline let content: Content

  /// A grid of `columns`, `spacing` cells between columns and `rowSpacing` rows between
  /// rows, holding the rows `content` builds.
  public init(
    columns: [GridColumn], spacing: Int = 1, rowSpacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.spacing = clampDimension(spacing)
    self.rowSpacing = clampDimension(rowSpacing)
    self.content = content()
  }

  /// Folio lays this view out itself.
  @inlinable
  public func makeNode(in context: BuildContext) -> LayoutNode {
    gridNode(
      columns: columns, spacing: spacing, rowSpacing: rowSpacing,
      rows: context.makeNodes(for: content))
  }
}
