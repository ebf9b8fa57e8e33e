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
  /// The cells measured already, by the content's column: a shown fitting column's; nil for
  /// the others.
  private let measuredCells: [TableColumnCells?]
  /// The rows this table's were last compared with, and whether they are laid out alike:
  /// every row of a frame is compared with rows of the same table of the last frame.
  private var compared: (rows: ObjectIdentifier, alike: Bool)?

  init(
    _ content: TableContent, layout: TableColumnLayout, ellipsis: String, ellipsisWidth: Int
  ) {
    columns = zip(layout.shown, layout.widths).map { index, width in
      Column(
        width: width, alignment: content.columns[index].alignment,
        measured: layout.measured[index], index: index)
    }
    self.content = content
    var measuredCells = [TableColumnCells?](repeating: nil, count: content.columns.count)
    for column in columns { measuredCells[column.index] = column.measured }
    self.measuredCells = measuredCells
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
    measuredCells = []
    width = widths.reduce(0, +) + max(0, widths.count - 1)
    self.ellipsis = ellipsis
    self.ellipsisWidth = ellipsisWidth
  }

  /// The cell of row `row` in the content's column `index`, shown or not: measured already,
  /// or made.
  func cell(_ row: Int, column index: Int) -> TableCell? {
    measuredCell(row, column: index) ?? content?.cell(row, index)
  }

  /// The cell of row `row` in the content's column `index` when the column's cells are
  /// measured already; nil for a column whose cells are made.
  func measuredCell(_ row: Int, column index: Int) -> TableCell? {
    guard index >= 0, index < measuredCells.count, let measured = measuredCells[index] else {
      return nil
    }
    return measured.texts[row]
  }

  /// Whether rows of `other`, a table of the last frame, are laid out as rows of this one
  /// are: the same shown columns, as wide and aligned, the same ellipsis and the same
  /// column names (a row is read with them), byte for byte. Worked out once for all the
  /// rows of a frame.
  func laysOutAlike(_ other: TableRows) -> Bool {
    let id = ObjectIdentifier(other)
    if let compared, compared.rows == id { return compared.alike }
    let alike = laysOutAlikeAnew(other)
    compared = (id, alike)
    return alike
  }

  private func laysOutAlikeAnew(_ other: TableRows) -> Bool {
    guard width == other.width, ellipsis.hasSameBytes(as: other.ellipsis),
      ellipsisWidth == other.ellipsisWidth, columns.count == other.columns.count,
      let content, let otherContent = other.content,
      content.columns.count == otherContent.columns.count
    else { return false }
    for (mine, theirs) in zip(columns, other.columns)
    where mine.width != theirs.width || mine.alignment != theirs.alignment
      || mine.index != theirs.index
    {
      return false
    }
    return zip(content.columns, otherContent.columns).allSatisfy {
      $0.name.hasSameBytes(as: $1.name)
    }
  }
}
