/// One column of a ``PaginatedTable``: its title, how wide it is, how its cells align,
/// how much it matters when space runs out, and the text of its cell for an item.
public struct TableColumn<Item> {
  /// The header's text.
  public var title: String
  /// How the column's width is decided: fixed; fitting its widest cell (on the page shown
  /// in numbered mode, among the rows loaded so far in infinite mode) and its title, within
  /// bounds; or a share of what the others leave, by weight.
  public var width: GridColumn.Width
  /// Where a cell narrower than the column sits in it.
  public var alignment: HorizontalAlignment
  /// Which columns stay when the table is too narrow for all: the lowest priority goes
  /// first (the last declared among equals), and the header says how many are hidden.
  public var priority: Int
  /// The cell of an item, cut with an ellipsis when wider than the column: plain text is
  /// drawn as it is, without building styled runs for it.
  let content: (Item) -> TableCell

  /// A column titled `title` whose cells are the styled text `cell(item)`.
  public init(
    _ title: String, width: GridColumn.Width = .fitting(minimum: 0, maximum: nil),
    alignment: HorizontalAlignment = .leading, priority: Int = 0,
    cell: @escaping (Item) -> StyledText
  ) {
    self.title = title
    self.width = GridColumn(width).width
    self.alignment = alignment
    self.priority = priority
    content = { .styled(cell($0)) }
  }

  /// A column titled `title` whose cells are the plain text `text(item)`.
  public init(
    _ title: String, width: GridColumn.Width = .fitting(minimum: 0, maximum: nil),
    alignment: HorizontalAlignment = .leading, priority: Int = 0,
    text: @escaping (Item) -> String
  ) {
    self.title = title
    self.width = GridColumn(width).width
    self.alignment = alignment
    self.priority = priority
    content = { .plain(text($0)) }
  }

  /// The cell of `item`, as the table draws it.
  public func cell(_ item: Item) -> StyledText {
    switch content(item) {
    case .plain(let text): StyledText(text)
    case .styled(let text): text
    }
  }
}

/// A table cell's text: plain, or with styles.
enum TableCell {
  case plain(String)
  case styled(StyledText)

  var displayWidth: Int {
    switch self {
    case .plain(let text): text.displayWidth
    case .styled(let text): text.displayWidth
    }
  }
}

/// A paged table: columns declared once, a header that stays, one row per item, and
/// everything a ``PaginatedList`` does — selection, numbered and infinite modes, windowing
/// over a long list, the load-more footer, the state views and the paging models.
///
/// ```swift
/// PaginatedTable(issues.items, state: issues.state, selection: selected, columns: [
///   TableColumn("#", width: .fixed(6), alignment: .trailing, priority: 3) { "\($0.number)" },
///   TableColumn("Title", width: .flexible(weight: 1, minimum: 12), priority: 2) { $0.title },
///   TableColumn("Author", width: .fitting(minimum: 0, maximum: 16)) { $0.author },
///   TableColumn("Updated", priority: 1) { $0.updated },
/// ])
/// .numbered(page: issues.page, pageSize: 20, totalItems: issues.totalItems ?? 0)
/// .sorted(by: "Updated", ascending: false)
/// ```
///
/// ```text
/// #      Title                          Author         Updated ▼
/// 1,204  Crash when the window is 0 wide  ada          2 hours ago
/// ```
///
/// **Widths.** The columns share the width as ``GridColumn/widths(of:fitting:spacing:contentWidths:)``
/// decides, one cell apart. A fitting column measures its title and every cell of the rows
/// it is given — one page in numbered mode; in infinite mode every row loaded, so a column
/// never narrows as the list scrolls — and is never cut below that (or its maximum). When
/// the columns do not fit, flexible ones narrow to their minimum, and then whole columns
/// are hidden, lowest ``TableColumn/priority`` first, and the header ends with
/// `+2 cols`; with ``scrollColumns(from:)`` the columns are scrolled instead, from the one
/// given (←/→ in a program).
///
/// **Sorting** is a request to the paging model, not a sort of one page: mark the column
/// with ``sorted(by:ascending:)`` for its `▲`/`▼`, and give the model a source in that order
/// (``PageNavigator/setDataSource(_:)``, a new query).
public struct PaginatedTable<Data: RandomAccessCollection>: View, PrimitiveView
where Data.Index == Int {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never

  var data: Data
  var state: PaginationState
  var selection: Int?
  var columns: [TableColumn<Data.Element>]
  var mode: PaginatedListMode = .infinite
  var footerMode: LoadMoreFooter.TriggerMode = .automatic
  var finishedText: String?
  var onLoadMore: (@MainActor () -> Void)?
  var sortColumn: String?
  var sortAscending = true
  var firstColumn: Int?
  var scroll: ListScrollState?

  /// A table of `data`'s rows in `state`, the row at `selection` selected.
  public init(
    _ data: Data, state: PaginationState = .loaded, selection: Int? = nil,
    columns: [TableColumn<Data.Element>]
  ) {
    self.data = data
    self.state = state
    self.selection = selection
    self.columns = columns
  }

  /// Shows the rows as page `page` of `totalItems`, with the bar and the summary.
  public func numbered(page: Int, pageSize: Int, totalItems: Int) -> Self {
    var table = self
    table.mode = .numbered(page: page, pageSize: max(1, pageSize), totalItems: max(0, totalItems))
    return table
  }

  /// Shows the rows as one growing list with a load-more footer; see
  /// ``PaginatedList/infinite(footer:finishedText:onLoadMore:)``.
  public func infinite(
    footer mode: LoadMoreFooter.TriggerMode = .automatic, finishedText: String? = nil,
    onLoadMore: (@MainActor () -> Void)? = nil
  ) -> Self {
    var table = self
    table.mode = .infinite
    table.footerMode = mode
    table.finishedText = finishedText
    table.onLoadMore = onLoadMore ?? self.onLoadMore
    return table
  }

  /// Marks the column titled `title` as the order of the rows, with `▲` (ascending) or `▼`.
  public func sorted(by title: String, ascending: Bool = true) -> Self {
    var table = self
    table.sortColumn = title
    table.sortAscending = ascending
    return table
  }

  /// Scrolls the columns instead of hiding them: the table shows as many as fit from
  /// column `index` (clamped to the columns there are).
  public func scrollColumns(from index: Int) -> Self {
    var table = self
    table.firstColumn = index
    return table
  }

  /// How many columns the table leaves out at `width` cells, laid out as it is drawn with
  /// `environment`: hidden by priority, or with ``scrollColumns(from:)`` the ones before
  /// the first shown and after the last. Scrolled from column `index`, the last column
  /// shows when this is `index`; so a program knows whether ←/→ have columns to scroll.
  ///
  /// ```swift
  /// let hides = table.hiddenColumnCount(width: 60) > 0
  /// let canScrollRight = table.scrollColumns(from: first).hiddenColumnCount(width: 60) > first
  /// ```
  public func hiddenColumnCount(width: Int, environment: EnvironmentValues = EnvironmentValues())
    -> Int
  {
    layout(width: max(0, width - gutterWidth(environment)), environment: environment).hidden
  }

  /// Keeps the scroll position of an infinite table between frames; see
  /// ``PaginatedList/scrollState(_:)``.
  public func scrollState(_ state: ListScrollState) -> Self {
    var table = self
    table.scroll = state
    return table
  }

  /// The table for the width it is given: the columns are laid out once per width, and
  /// the header and the rows built once for it, however often the width is asked about.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    WidthReaderNode(environment: context.environment) { width, environment in
      let gutter = gutterWidth(environment)
      let layout = layout(width: max(0, width - gutter), environment: environment)
      return StackNode(
        axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .top), spacing: 0,
        children: [
          header(layout, gutter: gutter, environment),
          Folio.makeNode(of: list(layout, environment), environment),
        ])
    }
  }

  /// The cells the list keeps before every row for its selection marker (without colour,
  /// where the selection's style cannot show), so the header lines up with the rows.
  private func gutterWidth(_ environment: EnvironmentValues) -> Int {
    guard environment.colorMode == .none, selection != nil else { return 0 }
    return (environment.symbols.selectionMarker + " ").displayWidth
  }

  // MARK: Layout

  /// Which columns show, how wide, and how many are hidden.
  struct ColumnLayout {
    var shown: [Int]
    var widths: [Int]
    var hidden: Int
    var hiddenLabel: String
    /// The cells the columns take: the width less the label and the space before it.
    var room: Int
    /// The cells of the fitting columns, by column, measured already (nil for the others).
    var measured: [TableColumnCells?]
  }

  private func title(of index: Int, _ environment: EnvironmentValues) -> String {
    let column = columns[index]
    guard column.title == sortColumn else { return column.title }
    let symbols = environment.symbols
    return column.title + " " + (sortAscending ? symbols.sortAscending : symbols.sortDescending)
  }

  /// The widest title and cell of each column, over the rows given, and the cells of the
  /// fitting columns, measured for it, with their widths: the rows draw those again.
  private func contentWidths(_ environment: EnvironmentValues) -> (
    widths: [Int], measured: [TableColumnCells?]
  ) {
    var measured = [TableColumnCells?](repeating: nil, count: columns.count)
    let widths = columns.indices.map { index in
      let widest = title(of: index, environment).displayWidth
      guard case .fitting = columns[index].width else { return widest }
      let cells = TableColumnCells(data, columns[index].content)
      measured[index] = cells
      return max(widest, cells.widest)
    }
    return (widths, measured)
  }

  /// The least width a column keeps before it is hidden: a fixed column its width, a
  /// fitting one its widest cell (up to its maximum: a cut `1 hou…` says nothing), a
  /// flexible one its minimum — flexible columns are the ones that give way.
  private func leastWidth(_ index: Int, content: Int) -> Int {
    switch columns[index].width {
    case .fixed(let length): return length
    case .fitting(let minimum, let maximum): return max(minimum, min(content, maximum ?? Int.max))
    case .flexible(_, let minimum): return minimum
    }
  }

  func layout(width: Int, environment: EnvironmentValues) -> ColumnLayout {
    let (content, measured) = contentWidths(environment)
    let least = columns.indices.map { leastWidth($0, content: content[$0]) }
    func fits(_ shown: [Int], hidden: Int) -> Bool {
      let label = hidden > 0 ? Self.hiddenLabel(hidden).displayWidth + 1 : 0
      let needed = shown.reduce(0) { $0 + least[$1] } + max(0, shown.count - 1) + label
      return needed <= width
    }
    var shown = Array(columns.indices)
    if let firstColumn {
      // Scrolled: from the first column asked for, as many as fit.
      let start = min(max(0, firstColumn), max(0, columns.count - 1))
      shown = []
      for index in start..<columns.count {
        let hidden = columns.count - shown.count - 1
        guard fits(shown + [index], hidden: hidden) || shown.isEmpty else { break }
        shown.append(index)
      }
    } else {
      // Hidden by priority, lowest first, the last declared first among equals.
      let order = columns.indices.sorted {
        columns[$0].priority != columns[$1].priority
          ? columns[$0].priority < columns[$1].priority : $0 > $1
      }
      var next = 0
      while shown.count > 1, !fits(shown, hidden: columns.count - shown.count) {
        shown.removeAll { $0 == order[next] }
        next += 1
      }
    }
    let hidden = columns.count - shown.count
    let label = hidden > 0 ? Self.hiddenLabel(hidden) : ""
    let room = max(0, width - (label.isEmpty ? 0 : label.displayWidth + 1))
    let widths = GridColumn.widths(
      of: shown.map { GridColumn(columns[$0].width, alignment: columns[$0].alignment) },
      fitting: room, spacing: 1, contentWidths: shown.map { content[$0] })
    return ColumnLayout(
      shown: shown, widths: widths, hidden: hidden, hiddenLabel: label, room: room,
      measured: measured)
  }

  /// `+2 cols`, `+1 col`.
  static func hiddenLabel(_ count: Int) -> String {
    "+\(NumberFormatting.format(count)) \(count == 1 ? "col" : "cols")"
  }

  // MARK: Drawing

  /// The header: the titles in bold over their columns, then the hidden columns' label.
  private func header(_ layout: ColumnLayout, gutter: Int, _ environment: EnvironmentValues)
    -> LayoutNode
  {
    let titles = layout.shown.map { title(of: $0, environment) }
    let columnsWidth = layout.widths.reduce(0, +) + max(0, layout.widths.count - 1)
    guard columnsWidth <= layout.room, environment.lineLimit.map({ $0 > 0 }) ?? true,
      !titles.contains(where: { $0.contains(where: \.isNewline) })
    else {
      // Columns wider than their room, a title of more than one line, or text hidden by a
      // line limit: laid out as views.
      return Folio.makeNode(
        of: header(layout, environment).padding(
          EdgeInsets(top: 0, leading: gutter, bottom: 0, trailing: 0)),
        environment)
    }
    let titleRows = TableRows(
      titles: titles, columns: layout.shown.map { columns[$0].alignment }, widths: layout.widths,
      ellipsis: environment.symbols.ellipsis, ellipsisWidth: environment.ellipsisWidth)
    return TableHeaderNode(
      titles: TableRowNode(
        row: 0, rows: titleRows, style: environment.style.patched(with: Style(bold: true))),
      label: layout.hiddenLabel, labelStyle: environment.style.patched(with: Style(dim: true)),
      room: layout.room, gutter: gutter)
  }

  /// The header as views, for the layouts ``TableHeaderNode`` does not draw.
  private func header(_ layout: ColumnLayout, _ environment: EnvironmentValues) -> some View {
    HStack(spacing: 1) {
      HStack(spacing: 1) {
        ForEach(Array(zip(layout.shown, layout.widths)), id: \.0) { index, width in
          Text(title(of: index, environment)).truncated().bold()
            .frame(
              width: width,
              alignment: Alignment(horizontal: columns[index].alignment, vertical: .top))
        }
      }
      .frame(width: layout.room, alignment: .leading)
      if layout.hidden > 0 {
        Text(layout.hiddenLabel).dim().fixedSize()
      }
    }
    .frame(height: 1)
  }

  private func list(_ layout: ColumnLayout, _ environment: EnvironmentValues)
    -> PaginatedList<Range<Int>, EmptyView>
  {
    let rows = TableRows(
      data, columns: columns, layout: layout, ellipsis: environment.symbols.ellipsis,
      ellipsisWidth: environment.ellipsisWidth)
    // The list's rows are offsets into the data; each row's node is built from its offset.
    var list = PaginatedList(data.startIndex..<data.endIndex, state: state, selection: selection) {
      _ in EmptyView()
    }
    list.rowNode = { row, environment in
      TableRowNode(row: row, rows: rows, style: environment.style)
    }
    switch mode {
    case .numbered(let page, let pageSize, let totalItems):
      return list.numbered(page: page, pageSize: pageSize, totalItems: totalItems)
    case .infinite:
      return infinite(list)
    }
  }

  private func infinite<Row>(_ list: PaginatedList<Range<Int>, Row>) -> PaginatedList<
    Range<Int>, Row
  > {
    var list = list.infinite(footer: footerMode, finishedText: finishedText, onLoadMore: onLoadMore)
    list.scroll = scroll
    return list
  }
}

/// The cells of one column, for every row of the data, and their display widths: a
/// fitting column's, measured once to lay the columns out and drawn from that measure.
final class TableColumnCells {
  let texts: [TableCell]
  let widths: [Int]
  /// The widest cell's width; 0 for no rows.
  let widest: Int

  /// The cells `content` makes of every element of `data`.
  init<Data: RandomAccessCollection>(_ data: Data, _ content: (Data.Element) -> TableCell)
  where Data.Index == Int {
    var texts: [TableCell] = []
    var widths: [Int] = []
    var widest = 0
    texts.reserveCapacity(data.count)
    widths.reserveCapacity(data.count)
    for offset in data.startIndex..<data.endIndex {
      let text = content(data[offset])
      let width = text.displayWidth
      texts.append(text)
      widths.append(width)
      widest = max(widest, width)
    }
    self.texts = texts
    self.widths = widths
    self.widest = widest
  }

  /// One row of plain cells.
  init(_ text: String) {
    texts = [.plain(text)]
    widths = [text.displayWidth]
    widest = widths[0]
  }
}

/// The shown columns of a table laid out at one width, and the cells of its rows: what
/// every row's node draws from. Built once for the width; its cells come from the data it
/// was built with, so a row never shows anything but its item's cells.
final class TableRows {
  /// A shown column.
  struct Column {
    let width: Int
    let alignment: HorizontalAlignment
    let cells: Cells
  }

  /// Where a column's cells come from.
  enum Cells {
    /// A fitting column's cells, measured already to lay the columns out.
    case measured(TableColumnCells)
    /// The cell of a row (an offset from the data's first element), made when the row is
    /// drawn: only the rows in view are.
    case made((Int) -> TableCell)
  }

  let columns: [Column]
  /// The cells the columns take, with a cell between each two.
  let width: Int
  let ellipsis: String
  let ellipsisWidth: Int

  init<Data: RandomAccessCollection>(
    _ data: Data, columns: [TableColumn<Data.Element>],
    layout: PaginatedTable<Data>.ColumnLayout, ellipsis: String, ellipsisWidth: Int
  ) where Data.Index == Int {
    self.columns = zip(layout.shown, layout.widths).map { index, width in
      let cells: Cells
      if let measured = layout.measured[index] {
        cells = .measured(measured)
      } else {
        let content = columns[index].content
        cells = .made { row in content(data[data.startIndex + row]) }
      }
      return Column(width: width, alignment: columns[index].alignment, cells: cells)
    }
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
      Column(width: width, alignment: title.1, cells: .measured(TableColumnCells(title.0)))
    }
    width = widths.reduce(0, +) + max(0, widths.count - 1)
    self.ellipsis = ellipsis
    self.ellipsisWidth = ellipsisWidth
  }
}

/// A table's header: its titles drawn as a row, after the gutter the rows' selection
/// marker takes, and the label of the hidden columns (if any) one cell after the columns'
/// room. One line high.
final class TableHeaderNode: LayoutNode {
  let titles: TableRowNode
  let label: String
  let labelStyle: Style
  /// The cells the columns take, from the end of the gutter.
  let room: Int
  let gutter: Int

  init(titles: TableRowNode, label: String, labelStyle: Style, room: Int, gutter: Int) {
    self.titles = titles
    self.label = label
    self.labelStyle = labelStyle
    self.room = room
    self.gutter = gutter
  }

  /// The gutter, the room and the label with the cell before it, whatever is offered.
  private var width: Int { gutter + room + (label.isEmpty ? 0 : label.displayWidth + 1) }

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
    let columns = Rect(x: rect.x + gutter, y: rect.y, width: room, height: 1).intersection(rect)
    if !columns.isEmpty {
      titles.render(
        in: Rect(x: rect.x + gutter, y: rect.y, width: columns.maxX - rect.x - gutter, height: 1),
        context: &context)
    }
    guard !label.isEmpty else { return }
    let x = rect.x + gutter + room + 1
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
      let clip = Rect(x: x, y: rect.y, width: width, height: 1).intersection(rect)
      let cell: TableCell
      let cellWidth: Int
      switch column.cells {
      case .measured(let cells):
        cell = cells.texts[row]
        cellWidth = cells.widths[row]
      case .made(let make):
        cell = make(row)
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

/// A node whose content is built for the width it is offered, once per width; it takes
/// the height its content wants. Unlike ``GeometryReader``'s, the content does not depend
/// on the height, so measuring and drawing share one build.
final class WidthReaderNode: LayoutNode {
  let environment: EnvironmentValues
  let build: (Int, EnvironmentValues) -> LayoutNode
  @exclusivity(unchecked) private var built: (width: Int, node: LayoutNode)?

  init(environment: EnvironmentValues, build: @escaping (Int, EnvironmentValues) -> LayoutNode) {
    self.environment = environment
    self.build = build
  }

  private func content(width: Int) -> LayoutNode {
    if let built, built.width == width { return built.node }
    let node = build(width, environment)
    built = (width, node)
    return node
  }

  override func computeWidthRange() -> LengthRange {
    LengthRange(
      minimum: 0, ideal: content(width: 0).widthRange().ideal, maximum: ProposedSize.unlimited)
  }

  override func computeWidth(offered width: Int) -> Int { width }

  override func computeHeightRange(width: Int) -> LengthRange {
    content(width: width).heightRange(width: width)
  }

  override func computeSize(offered size: Size) -> Size {
    Size(width: size.width, height: content(width: size.width).size(offered: size).height)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let child = content(width: offeredSize.width)
    let size = child.size(offered: offeredSize)
    context.draw(child, in: Rect(x: rect.x, y: rect.y, size: size), offeredSize: offeredSize)
  }
}
