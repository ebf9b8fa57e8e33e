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
    node(context.environment, content: content(context.environment), previous: nil)
  }

  /// The table's nodes, its rows taking those of the table (or list) at its place in the
  /// last frame, when the frame keeps its nodes: a row whose cells, columns and look are
  /// the old row's is kept whole, and copied from the last frame where it stands where it
  /// stood.
  ///
  /// A table that shows what the last frame's table at its place showed but for its cells
  /// and its selection — the same ``TableShape`` — takes that table's nodes again: its
  /// content is built again at once for the widths it was built for, and where the columns
  /// are laid out as they were, the header is kept and the list taken again as a list is
  /// (see ``PaginatedList/_node(_:in:at:)``). A table whose cells are all as they were is
  /// unchanged, and copied from the last frame where it stands where it stood.
  public static func _node(_ view: Self, in context: BuildContext, at index: Int) -> LayoutNode {
    let environment = context.environment
    let content = view.content(environment)
    guard let shape = view.shape(of: content, in: environment) else {
      let previous = ListRowsNode.takeRows(at: index, in: context)
      return view.node(environment, content: content, previous: previous)
    }
    guard let reuse = context.reuse, let node = context.take(TableNode.self, at: index) else {
      let previous = ListRowsNode.takeRows(at: index, in: context)
      return TableNode(
        shape: shape, child: view.node(environment, content: content, previous: previous))
    }
    let memory = reuse.memory
    let changes = memory.changeCount
    if node.shape.drawsLike(shape), let reader = node.child as? ReaderNode {
      node.shape = shape
      let build = view.builder(environment, content: content, previous: nil)
      if reader.takeAgain(build: build, in: context) {
        context.noteChanged(reader)
        context.noteChanged(node)
      }
      context.noteIfUnchanged(node, since: changes, reuse)
      return node
    }
    let previous = ListRowsNode.takeRows(within: node.child, in: memory)
    node.shape = shape
    node.take(
      view.node(environment, content: content, previous: previous), changed: true, in: context)
    return node
  }

  /// The table's nodes, its `content` in `environment`, its rows taking `previous` rows
  /// again.
  private func node(
    _ environment: EnvironmentValues, content: TableContent, previous: ListRowReuse?
  ) -> LayoutNode {
    ReaderNode(
      height: .content, environment: environment,
      build: builder(environment, content: content, previous: previous))
  }

  /// What builds the table's content for a width, its rows taking `previous` rows again;
  /// built in a context that takes the last frame's content for the width, the columns laid
  /// out as they were there, it takes its header and list again.
  private func builder(
    _ environment: EnvironmentValues, content: TableContent, previous: ListRowReuse?
  ) -> ReaderNode.Build {
    let measured = content.measureFittingColumns()
    let remembered = columnState?.widestCells ?? []
    let gutter = gutterWidth(environment)
    return { size, context in
      let environment = context.environment
      let layout = TableColumnLayout(
        content, measured: measured, width: max(0, size.width - gutter),
        firstColumn: firstColumn, remembered: remembered)
      let list = list(content, layout, environment)
      let key = TableLayoutKey(layout, gutter: gutter)
      let report = columnState.map {
        TableReport(widestCells: layout.widestCells, state: $0)
      }
      if let taken = Self.takeContent(laidOut: key, reporting: report, list: list, in: context) {
        return taken
      }
      // Laid out otherwise than the last frame's content here: its rows may still be kept.
      let previous = previous ?? ListRowsNode.takeRows(at: 0, in: context)
      return TableContentNode(
        layout: key, report: report,
        child: Self.contentStack(
          layout.header(content, gutter: gutter, environment),
          list.keptNode(environment, previous: previous)))
    }
  }

  /// The header over the list.
  private static func contentStack(_ header: LayoutNode, _ list: LayoutNode) -> StackNode {
    StackNode(
      axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .top), spacing: 0,
      children: [header, list])
  }

  /// The last frame's content at the place of `context`, when its columns were laid out
  /// as `key` says and it reported the same to its column state: its header as it is, and
  /// its list taken again for `list`; nil when there is none, or the list made a node of its
  /// own.
  private static func takeContent(
    laidOut key: TableLayoutKey, reporting report: TableReport?,
    list: PaginatedList<Range<Int>, EmptyView>, in context: BuildContext
  ) -> LayoutNode? {
    guard let reuse = context.reuse, let old = context.take(TableContentNode.self, at: 0),
      old.layout == key, old.report == report, let stack = old.child as? StackNode,
      let header = stack.child(at: 0), let oldList = stack.child(at: 1)
    else { return nil }
    let listNode = reuse.building(in: NodePlaces(childrenOf: stack)) {
      PaginatedList._node(list, in: context, at: 1)
    }
    guard listNode === oldList else {
      // The list made a node of its own (it shows a state now): the header stays.
      return TableContentNode(layout: key, report: report, child: contentStack(header, listNode))
    }
    if context.differs(listNode, from: oldList) {
      stack.forgetLayout()
      context.noteChanged(old)
    }
    return old
  }

  /// What the table shows besides its cells and selection, when a frame can take the last
  /// frame's table again from it alone: nil where a list could not (see
  /// ``PaginatedList``). Its scroll state, the action that asks for more pages and those
  /// that make its page size follow its height are its list's, which compares and relays
  /// them; what it reports to a ``TableColumnState`` is its content's, compared with what
  /// the last frame's reported.
  private func shape(of content: TableContent, in environment: EnvironmentValues) -> TableShape? {
    guard ListShape.isSettled(state), !data.isEmpty, onStart == nil else { return nil }
    return TableShape(
      content: content, state: state, hasSelection: selection != nil, mode: mode,
      footerMode: footerMode, finishedText: finishedText, firstColumn: firstColumn,
      environment: environment)
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
        // Unwrapped first: an ID compared with an optional one is copied into an optional.
        let isSorted = sortColumn.map { column.id == $0 } ?? false
        return TableContent.Column(
          id: column.id,
          title: isSorted
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
      },
      update: { row, old, style in
        guard let node = old as? TableRowNode else { return false }
        node.show(row: row, of: rows, style: style)
        return true
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

/// The node of a ``PaginatedTable`` drawn with a memory, around the reader that builds its
/// content for its width: what the table shows besides its cells, so that the next frame's
/// table of the same shape takes it again (see ``PaginatedTable/_node(_:in:at:)``).
final class TableNode: ForwardingNode {
  @exclusivity(unchecked) var shape: TableShape

  init(shape: TableShape, child: LayoutNode) {
    self.shape = shape
    super.init(child: child)
  }
}

/// A table's content for one width, and how its columns were laid out there: content for
/// the same layout keeps its header. It adds what the table reports to its
/// ``TableColumnState`` after it draws, when the table keeps one.
final class TableContentNode: ForwardingNode {
  let layout: TableLayoutKey
  let report: TableReport?

  init(layout: TableLayoutKey, report: TableReport?, child: LayoutNode) {
    self.layout = layout
    self.report = report
    super.init(child: child)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    super.render(in: rect, context: &context)
    if let report { context.report.add(report) }
  }
}

/// What a table's header shows of its columns' layout at one width, besides the columns'
/// own titles: the same key, the same header.
struct TableLayoutKey: Equatable {
  var shown: [Int]
  var widths: [Int]
  var hidden: Int
  var room: Int
  var gutter: Int

  init(_ layout: TableColumnLayout, gutter: Int) {
    shown = layout.shown
    widths = layout.widths
    hidden = layout.hidden
    room = layout.room
    self.gutter = gutter
  }
}

/// Everything a ``PaginatedTable`` draws from but its cells and which row is selected: two
/// tables of the same shape draw the same but for their rows and, laid out otherwise by
/// other cells, their columns' widths.
struct TableShape {
  /// The columns (their titles with the sort mark) and the rows' count; its cells are not
  /// compared.
  var content: TableContent
  var state: PaginationState
  var hasSelection: Bool
  var mode: PaginatedListMode
  var footerMode: LoadMoreFooter.TriggerMode
  var finishedText: String?
  var firstColumn: Int?
  var environment: EnvironmentValues

  /// Whether a table of shape `other` draws as one of this shape does but for its cells
  /// and selection (see ``ListShape/drawsLike(_:)``). Of the modes, only whether both are
  /// numbered or both infinite: the page a numbered table shows, its size and the total are
  /// its list's to show, and the list, taken again, turns its page.
  func drawsLike(_ other: TableShape) -> Bool {
    (mode == .infinite) == (other.mode == .infinite) && content.rowCount == other.content.rowCount
      && hasSelection == other.hasSelection && footerMode == other.footerMode
      && firstColumn == other.firstColumn && ListShape.sameState(state, other.state)
      && content.laysOutAlike(other.content)
      && finishedText.hasSameBytes(as: other.finishedText)
      && environment.drawsAlike(other.environment, comparingTick: false)
  }
}
