/// The shown columns of a table laid out at one width, and where the cells of its rows
/// come from: what every row's node draws from. Built once for the width; its cells come
/// from the content it was built with, so a row never shows anything but its item's cells.
final class TableRows {
  /// A shown column.
  struct Column {
    let width: Int
    let alignment: HorizontalAlignment
    /// A fitting column's cells, measured already to lay the columns out; nil for a
    /// column whose cells are made when the row is drawn (only the rows in view are).
    let measured: TableColumnCells?
    /// The column's index in the content.
    let index: Int
  }

  let columns: [Column]
  let content: TableContent?
  /// The cells the columns take, with a cell between each two.
  let width: Int
  let ellipsis: String
  let ellipsisWidth: Int
  /// The content's columns in the order a row is compared with the last frame's: those
  /// whose cells are measured already (shown fitting columns) first, so a row that differs
  /// is most often told before any other cell is made.
  let comparisonOrder: [Int]

  init(
    _ content: TableContent, layout: TableColumnLayout, ellipsis: String, ellipsisWidth: Int
  ) {
    columns = zip(layout.shown, layout.widths).map { index, width in
      Column(
        width: width, alignment: content.columns[index].alignment,
        measured: layout.measured[index], index: index)
    }
    self.content = content
    let made = columns.filter { $0.measured != nil }.map(\.index)
    comparisonOrder = made + content.columns.indices.filter { !made.contains($0) }
    width = layout.widths.reduce(0, +) + max(0, layout.widths.count - 1)
    self.ellipsis = ellipsis
    self.ellipsisWidth = ellipsisWidth
  }

  /// One row of `titles`, aligned as `columns` in columns `widths` wide.
  init(
    titles: [String], columns: [HorizontalAlignment], widths: [Int], ellipsis: String,
    ellipsisWidth: Int
  ) {
    self.columns = zip(zip(titles, columns), widths).map { title, width in
      Column(width: width, alignment: title.1, measured: TableColumnCells(title.0), index: 0)
    }
    content = nil
    comparisonOrder = []
    width = widths.reduce(0, +) + max(0, widths.count - 1)
    self.ellipsis = ellipsis
    self.ellipsisWidth = ellipsisWidth
  }

}
