/// A table's columns and the cells of its rows with the item type erased: everything that
/// lays the columns out and draws the rows works on this, so that work is compiled once
/// instead of running as generic code for every item type a program shows.
@usableFromInline
final class TableContent {
  /// The cell of row `row` (an offset from the data's first element) in column `column`.
  @usableFromInline
  typealias Cell = (_ row: Int, _ column: Int) -> TableCell

  /// A column as the layout sees it.
  struct Column {
    /// What names the column.
    let id: TableColumnID
    /// The header's text, with the sort mark when the rows are in this column's order.
    let title: String
    /// The title as a cell is read with: without the sort mark.
    let name: String
    let width: GridColumn.Width
    let alignment: HorizontalAlignment
    let priority: Int
  }

  let columns: [Column]
  /// How many rows the data has.
  let rowCount: Int
  let cell: Cell

  init(columns: [Column], rowCount: Int, cell: @escaping Cell) {
    self.columns = columns
    self.rowCount = rowCount
    self.cell = cell
  }

  /// Whether `other`'s columns are this one's, as the header and the layout see them:
  /// titles and names byte for byte, widths, alignments and priorities.
  func laysOutAlike(_ other: TableContent) -> Bool {
    columns.count == other.columns.count
      && zip(columns, other.columns).allSatisfy { mine, theirs in
        mine.id == theirs.id && mine.width == theirs.width && mine.alignment == theirs.alignment
          && mine.priority == theirs.priority && mine.title.hasSameBytes(as: theirs.title)
          && mine.name.hasSameBytes(as: theirs.name)
      }
  }

  /// The fitting columns' cells over every row, with their widths, by column (nil for
  /// the other columns): measured once to lay the columns out, and drawn from that measure.
  func measureFittingColumns() -> [TableColumnCells?] {
    columns.indices.map { column in
      guard case .fitting = columns[column].width else { return nil }
      var texts: [TableCell] = []
      var widths: [Int] = []
      texts.reserveCapacity(rowCount)
      widths.reserveCapacity(rowCount)
      for row in 0..<rowCount {
        let text = cell(row, column)
        texts.append(text)
        widths.append(text.displayWidth)
      }
      return TableColumnCells(texts: texts, widths: widths)
    }
  }
}
