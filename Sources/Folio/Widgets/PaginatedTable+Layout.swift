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
    self.init(texts: [.plain(text)], widths: [text.displayWidth])
  }
}

/// Which columns of a table show at one width, how wide, and how many are hidden.
struct TableColumnLayout {
  var shown: [Int]
  var widths: [Int]
  var hidden: Int
  var hiddenLabel: String
  /// The cells the columns may take: the whole width. The label of the hidden columns is
  /// drawn on the header row only, after the columns when it fits there, otherwise over
  /// the end of the titles; the rows keep every cell.
  var room: Int
  /// The cells of the fitting columns, by column, measured already (nil for the others).
  var measured: [TableColumnCells?]
  /// The widest cell of each fitting column, on the rows given or remembered from earlier
  /// frames (0 for the other columns), by column.
  var widestCells: [Int]

  /// The layout of `content`'s columns in `width` cells: every column when they fit,
  /// otherwise the lowest priorities hidden first (the last declared first among equals),
  /// or, scrolled from `firstColumn`, as many as fit from there. A fitting column is as
  /// wide as the widest of its cells and of `remembered[index]` (ignored unless it has a
  /// width for every column).
  init(_ content: TableContent, width: Int, firstColumn: Int?, remembered: [Int] = []) {
    let columns = content.columns
    let measured = content.measureFittingColumns()
    let remembered = remembered.count == columns.count ? remembered : nil
    let widestCells = columns.indices.map { index in
      max(measured[index]?.widest ?? 0, measured[index] == nil ? 0 : remembered?[index] ?? 0)
    }
    // The widest title and cell of each column: a fitting column's over the rows given.
    let widest = columns.indices.map { index in
      max(columns[index].title.displayWidth, widestCells[index])
    }
    let least = columns.indices.map { Self.leastWidth(columns[$0], content: widest[$0]) }
    func fits(_ shown: [Int]) -> Bool {
      shown.reduce(0) { $0 + least[$1] } + max(0, shown.count - 1) <= width
    }
    var shown = Array(columns.indices)
    if let firstColumn {
      // Scrolled: from the first column asked for, as many as fit.
      let start = min(max(0, firstColumn), max(0, columns.count - 1))
      shown = []
      for index in start..<columns.count {
        guard fits(shown + [index]) || shown.isEmpty else { break }
        shown.append(index)
      }
    } else {
      // Hidden by priority, lowest first, the last declared first among equals.
      let order = columns.indices.sorted {
        columns[$0].priority != columns[$1].priority
          ? columns[$0].priority < columns[$1].priority : $0 > $1
      }
      var next = 0
      while shown.count > 1, !fits(shown) {
        shown.removeAll { $0 == order[next] }
        next += 1
      }
    }
    hidden = columns.count - shown.count
    hiddenLabel = hidden > 0 ? Self.hiddenLabel(hidden) : ""
    room = max(0, width)
    widths = GridColumn.widths(
      of: shown.map { GridColumn(columns[$0].width, alignment: columns[$0].alignment) },
      fitting: room, spacing: 1, contentWidths: shown.map { widest[$0] })
    self.shown = shown
    self.measured = measured
    self.widestCells = widestCells
  }

  /// The least width a column keeps before it is hidden: a fixed column its width, a
  /// fitting one its widest cell (up to its maximum: a cut `1 hou…` says nothing), a
  /// flexible one its minimum — flexible columns are the ones that give way.
  private static func leastWidth(_ column: TableContent.Column, content: Int) -> Int {
    switch column.width {
    case .fixed(let length): return length
    case .fitting(let minimum, let maximum): return max(minimum, min(content, maximum ?? Int.max))
    case .flexible(_, let minimum): return minimum
    }
  }

  /// `+2 cols`, `+1 col`.
  static func hiddenLabel(_ count: Int) -> String {
    "+\(NumberFormatting.format(count)) \(count == 1 ? "col" : "cols")"
  }
}

extension TableColumnLayout {
  /// The label of the hidden columns on the header row, at the end of the room, and the
  /// cells the titles keep before it. The label takes cells after the titles' text —
  /// `+2 cols`, or `+2` where that is too long — and only where even that does not fit are
  /// the titles cut one cell before it. The rows keep every cell.
  func headerLabel(titles: [String], alignments: [HorizontalAlignment]) -> (
    label: String, titlesRoom: Int
  ) {
    let columnsWidth = widths.reduce(0, +) + max(0, widths.count - 1)
    guard hidden > 0 else { return ("", columnsWidth) }
    // Where the titles' text ends, each in its column as it is aligned there.
    var x = 0
    var textEnd = 0
    for index in widths.indices {
      let width = widths[index]
      let title = titles[index].displayWidth
      let offset = title <= width ? alignments[index].offset(of: title, in: width) : 0
      if title > 0 { textEnd = x + offset + min(title, width) }
      x += width + 1
    }
    let short = "+" + NumberFormatting.format(hidden)
    for label in [hiddenLabel, short] where textEnd + 1 + label.displayWidth <= room {
      return (label, columnsWidth)
    }
    return (short, max(0, min(columnsWidth, room - short.displayWidth - 1)))
  }

  /// The header: the titles in bold over their columns, then the hidden columns' label.
  func header(_ content: TableContent, gutter: Int, _ environment: EnvironmentValues)
    -> LayoutNode
  {
    let titles = shown.map { content.columns[$0].title }
    let alignments = shown.map { content.columns[$0].alignment }
    let columnsWidth = widths.reduce(0, +) + max(0, widths.count - 1)
    let (label, titlesRoom) = headerLabel(titles: titles, alignments: alignments)
    guard columnsWidth <= room, environment.lineLimit.map({ $0 > 0 }) ?? true,
      !titles.contains(where: { $0.contains(where: \.isNewline) })
    else {
      // Columns wider than their room, a title of more than one line, or text hidden by a
      // line limit: laid out as views.
      return Folio.makeNode(
        of: header(content, label: label, titlesRoom: titlesRoom).padding(
          EdgeInsets(top: 0, leading: gutter, bottom: 0, trailing: 0)),
        environment)
    }
    // Titles that would run under the label are cut before it, each in its own column.
    var x = 0
    let titleWidths = widths.map { width in
      defer { x += width + 1 }
      return max(0, min(width, titlesRoom - x))
    }
    let titleRows = TableRows(
      titles: titles, columns: alignments, widths: titleWidths,
      ellipsis: environment.symbols.ellipsis, ellipsisWidth: environment.ellipsisWidth)
    return TableHeaderNode(
      titles: TableRowNode(
        row: 0, rows: titleRows, style: environment.style.patched(with: Style(bold: true))),
      ids: shown.map { content.columns[$0].id }, widths: titleWidths,
      label: label, labelStyle: environment.style.patched(with: Style(dim: true)),
      titlesRoom: titlesRoom, room: room, gutter: gutter)
  }

  /// The header as views, for the layouts ``TableHeaderNode`` does not draw: the titles,
  /// and the label over the end of the room.
  private func header(_ content: TableContent, label: String, titlesRoom: Int) -> some View {
    ZStack(alignment: Alignment(horizontal: .trailing, vertical: .top)) {
      HStack(spacing: 1) {
        ForEach(Array(zip(shown, widths)), id: \.0) { index, width in
          Text(content.columns[index].title).truncated().bold()
            .frame(
              width: width,
              alignment: Alignment(horizontal: content.columns[index].alignment, vertical: .top)
            )
            .hitTarget(.column(content.columns[index].id))
        }
      }
      .frame(width: titlesRoom, alignment: .leading)
      .frame(width: room, alignment: .leading)
      if !label.isEmpty {
        Text(label).dim().fixedSize()
      }
    }
    .frame(height: 1)
  }
}

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

  init(
    _ content: TableContent, layout: TableColumnLayout, ellipsis: String, ellipsisWidth: Int
  ) {
    columns = zip(layout.shown, layout.widths).map { index, width in
      Column(
        width: width, alignment: content.columns[index].alignment,
        measured: layout.measured[index], index: index)
    }
    self.content = content
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
    width = widths.reduce(0, +) + max(0, widths.count - 1)
    self.ellipsis = ellipsis
    self.ellipsisWidth = ellipsisWidth
  }
}

/// A table's header: its titles drawn as a row, after the gutter the rows' selection
/// marker takes, and the label of the hidden columns (if any) at the end of the room, after
/// the titles. One line high.
final class TableHeaderNode: LayoutNode {
  let titles: TableRowNode
  /// The shown columns' names and the cells their titles take, for their hit targets.
  let ids: [TableColumnID]
  let widths: [Int]
  let label: String
  let labelStyle: Style
  /// The cells the titles take, from the end of the gutter.
  let titlesRoom: Int
  /// The cells the columns take, from the end of the gutter.
  let room: Int
  let gutter: Int

  init(
    titles: TableRowNode, ids: [TableColumnID], widths: [Int], label: String, labelStyle: Style,
    titlesRoom: Int, room: Int, gutter: Int
  ) {
    self.titles = titles
    self.ids = ids
    self.widths = widths
    self.label = label
    self.labelStyle = labelStyle
    self.titlesRoom = titlesRoom
    self.room = room
    self.gutter = gutter
  }

  /// The gutter and the room, or as far as the label reaches if further, whatever is
  /// offered.
  private var width: Int { gutter + max(room, labelX + label.displayWidth) }

  /// Where the label starts, from the end of the gutter: ending where the room ends.
  private var labelX: Int {
    label.isEmpty ? 0 : max(0, room - label.displayWidth)
  }

  override func computeWidthRange() -> LengthRange {
    LengthRange(minimum: width, ideal: width, maximum: width)
  }

  override func computeWidth(offered width: Int) -> Int { self.width }

  override func computeHeightRange(width: Int) -> LengthRange {
    LengthRange(minimum: 1, ideal: 1, maximum: 1)
  }

  override func computeSize(offered size: Size) -> Size {
    Size(width: width, height: 1)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    guard rect.height > 0 else { return }
    let columns = Rect(x: rect.x + gutter, y: rect.y, width: titlesRoom, height: 1).intersection(
      rect)
    if !columns.isEmpty {
      titles.render(
        in: Rect(x: rect.x + gutter, y: rect.y, width: columns.maxX - rect.x - gutter, height: 1),
        context: &context)
    }
    // Each title is a target: a click on it names its column.
    var titleX = rect.x + gutter
    for (id, width) in zip(ids, widths) {
      let title = Rect(x: titleX, y: rect.y, width: width, height: 1).intersection(rect)
      if !title.isEmpty { context.addRegion(.column(id), rect: title) }
      titleX += width + 1
    }
    guard !label.isEmpty else { return }
    let x = rect.x + gutter + labelX
    let clip = Rect(x: x, y: rect.y, width: label.displayWidth, height: 1).intersection(rect)
    context.canvas.draw(label, x: x, y: rect.y, style: labelStyle, clip: clip)
  }
}

/// One row of a table: its cells in their columns, one cell apart, drawn straight into the
/// canvas — a row is the table's unit of work, as a line is a list's. One line high, as
/// wide as its columns or as it is offered.
final class TableRowNode: LayoutNode {
  /// The row's offset from the data's first element.
  let row: Int
  let rows: TableRows
  let style: Style

  init(row: Int, rows: TableRows, style: Style) {
    self.row = row
    self.rows = rows
    self.style = style
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
    var x = rect.x
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
        cell = content.cell(row, column.index)
        if case .plain(let text) = cell, column.alignment == .leading,
          rows.ellipsisWidth <= width
        {
          // Drawn from the leading edge, a cell needs no measure.
          context.canvas.drawLine(
            text, x: x, y: rect.y, width: width, style: style, ellipsis: rows.ellipsis,
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
      case .plain(let text):
        let shown = fits ? text : text.truncated(toWidth: width, marker: rows.ellipsis)
        context.canvas.draw(shown, x: cellX, y: rect.y, style: style, clip: clip)
      case .styled(let text):
        let shown = fits ? text : text.truncated(toWidth: width, marker: rows.ellipsis)
        context.canvas.draw(shown, x: cellX, y: rect.y, base: style, clip: clip)
      }
      x += width + 1
    }
  }
}
