import Folio

/// The browser's screen: a header, the list, and a line of hints or input.
///
/// A plain value read from the models on the main actor, so rendering reads no actor state.
public struct BrowseView: View {
  let mode: BrowseState.Mode
  let input: BrowseState.Input
  let stories: [Story]
  let listState: PaginationState
  let selection: Int?
  let page: Int
  let pageSize: Int
  let totalItems: Int
  let scroll: ListScrollState
  let columnWidths: TableColumnState
  let showsTable: Bool
  /// The first column of a table that scrolls its columns; nil when they all fit.
  let firstColumn: Int?
  let loadMore: @MainActor () -> Void

  /// The screen of `state`, read from its models on the main actor.
  @MainActor
  public init(state: BrowseState) {
    mode = state.mode
    input = state.input
    stories = state.visibleStories
    scroll = state.scroll
    columnWidths = state.columnWidths
    showsTable = state.showsTable
    firstColumn = state.scrollsColumns ? state.firstColumn : nil
    switch state.mode {
    case .numbered:
      let navigator = state.navigator
      listState = navigator.state
      selection = state.selection.index
      page = navigator.page
      pageSize = navigator.pageSize
      totalItems = navigator.totalItems ?? stories.count
    case .infinite:
      let paginator = state.paginator
      listState = paginator.state
      selection = state.infiniteSelection.index
      page = 1
      pageSize = paginator.pageSize
      totalItems = paginator.totalItems ?? stories.count
    }
    let paginator = state.paginator
    loadMore = { _ = paginator.loadMore() }
  }

  public var body: some View {
    EnvironmentReader { environment in
      self.screen(environment.symbols)
    }
  }

  /// The screen, drawn with `symbols`.
  private func screen(_ symbols: SymbolSet) -> some View {
    VStack(spacing: 0) {
      // One row at any width: the subtitle gives way first, then is cut.
      HStack {
        Text("Folio").bold().fixedSize()
        Text("\(symbols.separator) stories from a simulated API").truncated().dim()
          .frame(maxWidth: .max, alignment: .leading).layoutPriority(-1)
        Text(mode == .numbered ? "numbered" : "infinite").truncated().foregroundColor(.cyan)
      }
      .frame(height: 1)
      Divider()
      list.frame(maxHeight: .max)
      Divider()
      statusLine(symbols)
    }
  }

  /// The columns of the table view of the stories.
  static var columns: [TableColumn<Story>] {
    [
      TableColumn("#", width: .fixed(6), alignment: .trailing, priority: 2) {
        NumberFormatting.format($0.id)
      },
      TableColumn("Title", width: .flexible(weight: 1, minimum: 12), priority: 3) { $0.title },
      TableColumn("Points", width: .fitting(minimum: 0, maximum: nil), alignment: .trailing) {
        NumberFormatting.format($0.points)
      },
    ]
  }

  @ViewBuilder var list: some View {
    if showsTable {
      table
    } else {
      rows
    }
  }

  @ViewBuilder var table: some View {
    let table = PaginatedTable(
      stories, state: listState, selection: selection, columns: Self.columns
    ).columnState(columnWidths)
    let scrolled = firstColumn.map { table.scrollColumns(from: $0) } ?? table
    if mode == .numbered {
      scrolled.numbered(page: page, pageSize: pageSize, totalItems: totalItems)
    } else {
      scrolled.infinite(footer: .both, onLoadMore: loadMore).scrollState(scroll)
    }
  }

  @ViewBuilder var rows: some View {
    if mode == .numbered {
      PaginatedList(stories, state: listState, selection: selection) { story in
        StoryRow(story: story)
      }
      .numbered(page: page, pageSize: pageSize, totalItems: totalItems)
      .rowNumbers(
        startingAt: (page - 1) * pageSize + 1, width: NumberFormatting.digitCount(totalItems))
    } else {
      PaginatedList(stories, state: listState, selection: selection) { story in
        StoryRow(story: story)
      }
      .infinite(footer: .both, onLoadMore: loadMore)
      .rowNumbers()
      .scrollPadding(2)
      .scrollState(scroll)
    }
  }

  @ViewBuilder func statusLine(_ symbols: SymbolSet) -> some View {
    switch input {
    case .search(let field):
      HStack(spacing: 0) {
        Text("/").bold()
        TextField(state: field).focused()
        Text("Enter keeps \(symbols.separator) Esc clears").dim().fixedSize()
      }
    case .pageNumber(let digits):
      HStack(spacing: 0) {
        Text("Go to page: ").bold()
        Text(digits)
        Spacer()
        Text("Enter jumps \(symbols.separator) Esc cancels").dim()
      }
    case .none:
      GeometryReader { size in
        Text(
          Self.hints(fitting: size.width, symbols: symbols, scrollsColumns: firstColumn != nil)
        ).dim()
      }
      .frame(height: 1)
    }
  }

  /// The key hints, the most needed first: arrows as `symbols` shows them (`↑↓`, or
  /// `up/down` in ASCII); ←→ scroll the columns of a table that hides some, and n/p page.
  static func hints(_ symbols: SymbolSet = .unicode, scrollsColumns: Bool = false) -> [String] {
    let slash = symbols.isASCII ? "/" : ""
    let sideways = "\(symbols.leftArrow)\(slash)\(symbols.rightArrow)"
    let paging = scrollsColumns ? [sideways + " columns", "n/p page"] : [sideways + " page"]
    return ["q quit", "? keys", "\(symbols.upArrow)\(slash)\(symbols.downArrow) select"]
      + paging + ["/ search", "Tab mode", "t table", "r retry", "R refresh", "d delete"]
  }

  /// As many whole hints as fit in `width` cells, joined by the symbols' separator.
  static func hints(
    fitting width: Int, symbols: SymbolSet = .unicode, scrollsColumns: Bool = false
  ) -> String {
    var line = ""
    for hint in hints(symbols, scrollsColumns: scrollsColumns) {
      let next = line.isEmpty ? hint : line + " \(symbols.separator) " + hint
      guard next.displayWidth <= width else { break }
      line = next
    }
    return line
  }
}
