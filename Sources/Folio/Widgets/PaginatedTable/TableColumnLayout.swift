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

  /// The layout of `content`'s columns, the fitting ones `measured`, in `width` cells:
  /// every column when they fit,
  /// otherwise the lowest priorities hidden first (the last declared first among equals),
  /// or, scrolled from `firstColumn`, as many as fit from there. A fitting column is as
  /// wide as the widest of its cells and of `remembered[index]` (ignored unless it has a
  /// width for every column).
  init(
    _ content: TableContent, measured: [TableColumnCells?], width: Int, firstColumn: Int?,
    remembered: [Int] = []
  ) {
    let columns = content.columns
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
