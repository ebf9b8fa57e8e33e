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
/// `+2 cols` (`+2` where the longer label would cover a title) — on the header row only:
/// the rows keep every cell; with ``scrollColumns(from:)`` the columns are scrolled
/// instead, from the one given (←/→ in a program). With a ``columnState(_:)`` the columns
/// keep their widths through page turns, sorts and loading, widening only for a longer
/// cell.
///
/// **Sorting** is a request to the paging model, not a sort of one page: mark the column
/// with ``sorted(by:ascending:)`` for its `▲`/`▼`, and give the model a source in that order
/// (``PageNavigator/setDataSource(_:)``, a new query). Name columns by values of your own
/// (`TableColumn("Size", id: Column.size)`) so a sort names a column the compiler knows; a
/// click on a title in the header is the target ``HitTarget/column(_:)`` with its id.
public struct PaginatedTable<Data: RandomAccessCollection>: View, PrimitiveView
where Data.Index == Int {
  /// Laid out by Folio itself: a primitive view has no body.
  public typealias Body = Never

  var data: Data
  var state: PaginationState
  var selection: Int?
  var columns: [TableColumn<Data.Element>]
  /// The cell of a row in a column, made where the table is created — in a program's own
  /// module, for its item type — so fetching items and making cells is not generic code
  /// that runs for any type.
  let cell: TableContent.Cell
  var mode: PaginatedListMode = .infinite
  var footerMode: LoadMoreFooter.TriggerMode = .automatic
  var finishedText: String?
  var onLoadMore: (@MainActor () -> Void)?
  /// What starts a paging model that has not started; see ``PaginatedList``.
  var onStart: (@MainActor () -> Void)?
  /// See ``PaginatedList``'s: the model's resize, and whom to tell where the selection went.
  var resizeModel: (@MainActor (Int, Int) -> Int)?
  var onSelectionMoved: (@MainActor (Int) -> Void)?
  var sortColumn: TableColumnID?
  var sortAscending = true
  var firstColumn: Int?
  var scroll: ListScrollState?
  var columnState: TableColumnState?

  /// A table of `data`'s rows in `state`, the row at `selection` selected.
  @inlinable
  public init(
    _ data: Data, state: PaginationState = .loaded, selection: Int? = nil,
    columns: [TableColumn<Data.Element>]
  ) {
    self.init(
      data: data, state: state, selection: selection, columns: columns,
      cell: { row, column in columns[column].content(data[data.startIndex &+ row]) })
  }

  @usableFromInline
  init(
    data: Data, state: PaginationState, selection: Int?, columns: [TableColumn<Data.Element>],
    cell: @escaping TableContent.Cell
  ) {
    self.data = data
    self.state = state
    self.selection = selection
    self.columns = columns
    self.cell = cell
  }

  /// Shows the rows as page `page` of `totalItems`, with the bar and the summary.
  public consuming func numbered(page: Int, pageSize: Int, totalItems: Int) -> Self {
    var table = self
    table.mode = .numbered(page: page, pageSize: max(1, pageSize), totalItems: max(0, totalItems))
    return table
  }

  /// Shows the rows as one growing list with a load-more footer; see
  /// ``PaginatedList/infinite(footer:finishedText:onLoadMore:)``.
  public consuming func infinite(
    footer mode: LoadMoreFooter.TriggerMode = .automatic, finishedText: String? = nil,
    onLoadMore: (@MainActor () -> Void)? = nil
  ) -> Self {
    var table = self
    table.mode = .infinite
    table.footerMode = mode
    table.finishedText = finishedText
    table.onLoadMore = onLoadMore ?? table.onLoadMore
    return table
  }

  /// Marks the column named `column` (its ``TableColumn/id``: the title unless given) as the
  /// order of the rows, with `▲` (ascending) or `▼`.
  ///
  /// ```swift
  /// enum Column { case name, size }
  /// table.sorted(by: Column.size, ascending: false)
  /// ```
  public consuming func sorted(by column: some Hashable & Sendable, ascending: Bool = true) -> Self
  {
    var table = self
    table.sortColumn = TableColumnID(column)
    table.sortAscending = ascending
    return table
  }

  /// Scrolls the columns instead of hiding them: the table shows as many as fit from
  /// column `index` (clamped to the columns there are).
  public consuming func scrollColumns(from index: Int) -> Self {
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

  /// Makes the page size of the numbered model the table shows the number of rows it has
  /// room for under its header, keeping the selected item in view; see
  /// ``PaginatedList/pageSizeFollowsHeight(onSelectionMoved:)``.
  public func pageSizeFollowsHeight(
    onSelectionMoved: @escaping @MainActor (Int) -> Void = { _ in }
  ) -> Self {
    var table = self
    table.onSelectionMoved = onSelectionMoved
    return table
  }

  /// Keeps the scroll position of an infinite table between frames; see
  /// ``PaginatedList/scrollState(_:)``.
  public consuming func scrollState(_ state: ListScrollState) -> Self {
    var table = self
    table.scroll = state
    return table
  }

  /// Keeps the columns' widths between frames: through page turns, sorts and loading, a
  /// fitting column keeps the widest width it has needed; see ``TableColumnState``.
  public consuming func columnState(_ state: TableColumnState) -> Self {
    var table = self
    table.columnState = state
    return table
  }

  /// The table for the width it is given: the cells of fitting columns are made and
  /// measured once, the columns laid out once per width, and the header and the rows built
  /// once for it, however often the width is asked about.
  public func makeNode(in context: BuildContext) -> LayoutNode {
    node(context.environment, previous: nil)
  }

  /// The table's nodes, its rows taking those of the table (or list) at its place in the
  /// last frame, when the frame keeps its nodes: a row whose cells, columns and look are
  /// the old row's is kept whole, and copied from the last frame where it stands where it
  /// stood.
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    view.node(context.environment, previous: ListRowsNode.takeRows(at: index, in: context))
  }

  /// The table's nodes, its rows taking `previous` rows again.
  private func node(_ environment: EnvironmentValues, previous: ListRowReuse?) -> LayoutNode {
    let content = content(environment)
    let measured = content.measureFittingColumns()
    let remembered = columnState?.widestCells ?? []
    let gutter = gutterWidth(environment)
    return ReaderNode(height: .content, environment: environment) { size, context in
      let environment = context.environment
      let layout = TableColumnLayout(
        content, measured: measured, width: max(0, size.width - gutter),
        firstColumn: firstColumn, remembered: remembered)
      let node = StackNode(
        axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .top), spacing: 0,
        children: [
          layout.header(content, gutter: gutter, environment),
          list(content, layout, environment).node(environment, previous: previous),
        ])
      guard let columnState else { return node }
      return FindingNode(
        child: node, finding: TableReport(widestCells: layout.widestCells, state: columnState))
    }
  }

  /// The cells the list keeps before every row for its selection marker (without colour,
  /// where the selection's style cannot show), so the header lines up with the rows.
  private func gutterWidth(_ environment: EnvironmentValues) -> Int {
    guard environment.colorMode == .none, selection != nil else { return 0 }
    return (environment.symbols.selectionMarker + " ").displayWidth
  }

  // MARK: Layout

  /// The columns and the cells of the rows, for the layout and the rows to draw from.
  private func content(_ environment: EnvironmentValues) -> TableContent {
    let symbols = environment.symbols
    return TableContent(
      columns: columns.map { column in
        TableContent.Column(
          id: column.id,
          title: column.id == sortColumn
            ? column.title + " "
              + (sortAscending ? symbols.sortAscending : symbols.sortDescending)
            : column.title,
          name: column.title,
          width: column.width, alignment: column.alignment, priority: column.priority)
      },
      rowCount: data.count, cell: cell)
  }

  func layout(width: Int, environment: EnvironmentValues) -> TableColumnLayout {
    let content = content(environment)
    return TableColumnLayout(
      content, measured: content.measureFittingColumns(), width: width,
      firstColumn: firstColumn, remembered: columnState?.widestCells ?? [])
  }

  // MARK: Drawing

  private func list(
    _ content: TableContent, _ layout: TableColumnLayout, _ environment: EnvironmentValues
  ) -> PaginatedList<Range<Int>, EmptyView> {
    let rows = TableRows(
      content, layout: layout, ellipsis: environment.symbols.ellipsis,
      ellipsisWidth: environment.ellipsisWidth)
    // The list's rows are offsets into the data; each row's node is built from its offset.
    var list = PaginatedList(data.startIndex..<data.endIndex, state: state, selection: selection) {
      _ in EmptyView()
    }
    list.onStart = onStart
    list.readingRole = .table
    list.resizeModel = resizeModel
    list.onSelectionMoved = onSelectionMoved
    list.rowMakers = ListRowMakers(
      content: { row, context in
        TableRowNode(row: row, rows: rows, style: context.environment.style)
      }, text: nil,
      drawsLike: { row, old, style in
        (old as? TableRowNode)?.drawsLike(row: row, of: rows, style: style) ?? false
      })
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
