/// One row of a table: its cells in their columns, one cell apart, drawn straight into the
/// canvas — a row is the table's unit of work, as a line is a list's. One line high, as
/// wide as its columns or as it is offered.
final class TableRowNode: LayoutNode {
  /// The row's offset from the data's first element.
  @exclusivity(unchecked) private(set) var row: Int
  @exclusivity(unchecked) private(set) var rows: TableRows
  @exclusivity(unchecked) private(set) var style: Style
  /// The cells of the row made from the content when it was drawn or compared, by the
  /// content's column (nil for a column whose cells are measured, or not made yet): a row
  /// kept from frame to frame is compared with the next frame's by them rather than by
  /// making them again. Let go when the node shows another row; the array stays.
  @exclusivity(unchecked) private var madeCells: [TableCell?] = []
  /// The columns below 64 whose cells ``madeCells`` holds, a bit each.
  @exclusivity(unchecked) private var madeColumns: UInt64 = 0

  init(row: Int, rows: TableRows, style: Style) {
    self.row = row
    self.rows = rows
    self.style = style
  }

  /// Shows row `row` of `rows` in `style` from now on, in place of what the node showed.
  func show(row: Int, of rows: TableRows, style: Style) {
    if rows.width != self.rows.width { forgetLayout() }
    self.row = row
    self.rows = rows
    self.style = style
    // Each cell made let go in place (emptying the array would destroy every element
    // through the generic path).
    while madeColumns != 0 {
      madeCells[madeColumns.trailingZeroBitCount] = nil
      madeColumns &= madeColumns &- 1
    }
  }

  /// The cell this row shows in the content's column `index`: measured, or made from the
  /// content — when the row was drawn or compared before, or now, and kept.
  private func cell(column index: Int) -> TableCell? {
    if let measured = rows.measuredCell(row, column: index) { return measured }
    guard let content = rows.content, index >= 0, index < content.columns.count else {
      return nil
    }
    return makeCell(content, column: index)
  }

  /// The cell of the content's column `index` made from the content, kept for the
  /// comparisons to come.
  private func makeCell(_ content: TableContent, column index: Int) -> TableCell {
    if index < madeCells.count, let made = madeCells[index] { return made }
    let made = content.cell(row, index)
    // Kept for the first 64 columns (a row of a table wider than that is compared by
    // cells made again).
    let kept = min(64, content.columns.count)
    guard index < kept else { return made }
    if madeCells.count != kept {
      madeCells = Array(repeating: nil, count: kept)
      madeColumns = 0
    }
    madeCells[index] = made
    madeColumns |= 1 &<< UInt64(index)
    return made
  }

  /// Whether this node, a row of the last frame, draws and reads what row `row` of `rows`
  /// would in `style`: rows laid out alike (``TableRows/laysOutAlike(_:)``) and the same
  /// cells byte for byte in every column (a row is read with all of them).
  func drawsLike(row: Int, of rows: TableRows, style: Style) -> Bool {
    guard self.style == style, rows.laysOutAlike(self.rows) else { return false }
    for index in rows.comparisonOrder {
      guard let old = cell(column: index),
        let new = rows.cell(row, column: index), old.hasSameBytes(as: new)
      else { return false }
    }
    return true
  }

  override func computeWidthRange() -> LengthRange {
    LengthRange(minimum: 0, ideal: rows.width, maximum: ProposedSize.unlimited)
  }

  override func computeWidth(offered width: Int) -> Int { width }

  override func computeHeightRange(width: Int) -> LengthRange {
    LengthRange(minimum: 1, ideal: 1, maximum: 1)
  }

  override func computeSize(offered size: Size) -> Size {
    Size(width: size.width, height: 1)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard rect.height > 0 else { return }
    if let content = rows.content {
      // Every cell is read, with its column's title: the columns cut for width too.
      context.addAccessibilityElement(
        AccessibilityElement(
          label: AccessibilityChange.joined(
            content.columns.indices.map { column in
              let text: String
              switch cell(column: column) {
              case .plain(let plain, _): text = plain
              case .styled(let styled): text = styled.plainText
              case nil: text = ""
              }
              let name = content.columns[column].name
              return name.isEmpty ? text : name + ": " + text
            })))
    }
    var x = rect.x
    // Packed once for the row's plain cells.
    let penStyle = PenStyle(style)
    for column in rows.columns {
      let width = column.width
      // The column's cells of the row, clipped to the rect.
      let left = max(x, rect.x)
      let clip = Rect(
        x: left, y: rect.y, width: max(0, min(x + width, rect.maxX) - left), height: 1)
      let cell: TableCell
      let cellWidth: Int
      if let measured = column.measured {
        cell = measured.texts[row]
        cellWidth = measured.widths[row]
      } else if let content = rows.content {
        cell = makeCell(content, column: column.index)
        if case .plain(let text, _) = cell, column.alignment == .leading,
          rows.ellipsisWidth <= width
        {
          // Drawn from the leading edge, a cell needs no measure.
          context.canvas.drawLine(
            text, x: x, y: rect.y, width: width, style: penStyle, ellipsis: rows.ellipsis,
            ellipsisWidth: rows.ellipsisWidth, clip: clip)
          x += width + 1
          continue
        }
        cellWidth = cell.displayWidth
      } else {
        x += width + 1
        continue
      }
      let fits = cellWidth <= width
      let cellX = fits ? x + column.alignment.offset(of: cellWidth, in: width) : x
      switch cell {
      case .plain(let text, _):
        let shown = fits ? text : text.truncated(toWidth: width, marker: rows.ellipsis)
        context.canvas.draw(shown, x: cellX, y: rect.y, style: penStyle, clip: clip)
      case .styled(let text):
        let shown = fits ? text : text.truncated(toWidth: width, marker: rows.ellipsis)
        context.canvas.draw(shown, x: cellX, y: rect.y, base: style, clip: clip)
      }
      x += width + 1
    }
  }
}
