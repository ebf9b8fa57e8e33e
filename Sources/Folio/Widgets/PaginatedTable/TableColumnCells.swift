/// The cells of one column, for every row of the data, and their display widths: a
/// fitting column's, measured once to lay the columns out and drawn from that measure.
final class TableColumnCells {
  let texts: [TableCell]
  let widths: [Int]
  /// The widest cell's width; 0 for no rows.
  let widest: Int

  init(texts: [TableCell], widths: [Int]) {
    self.texts = texts
    self.widths = widths
    widest = widths.max() ?? 0
  }

  /// One row of plain cells.
  convenience init(_ text: String) {
    let width = text.displayWidth
    self.init(texts: [.plain(text, width: width)], widths: [width])
  }
}
