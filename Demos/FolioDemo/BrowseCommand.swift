import Folio
import FolioShowcase
import FolioTerminal
import Foundation

/// `folio-demo browse`: page through a simulated remote API, numbered or infinite.
enum BrowseCommand {
  static let help = """
    Usage: folio-demo browse [--items N] [--page-size N] [--latency-ms N] [--fail-rate F] [--seed S]

    Pages through a simulated remote API with latency and injected failures. Starts in
    numbered mode (one page, the pagination bar and a summary); Tab switches to infinite
    mode (pages accumulate as you scroll). Press ? for the keys.

      --items N        stories on the server (default 1000, 0 for an empty server)
      --page-size N    stories per page (default 20)
      --latency-ms N   delay of every request (default 250)
      --fail-rate F    share of requests that fail, 0 to 1 (default 0.1)
      --seed S         seed of the simulated failures (default 1)

    """

  @MainActor
  static func run(_ raw: [String]) async throws {
    let arguments = try Arguments(
      raw, valued: ["items", "page-size", "latency-ms", "fail-rate", "seed"], flags: ["help"])
    if arguments.flags.contains("help") {
      try output(SymbolSet.ofLocale.adapting(help))
      return
    }
    guard arguments.positional.isEmpty else {
      throw Arguments.UsageError(description: "browse takes no arguments: \(arguments.positional)")
    }
    let api = SimulatedAPI(
      count: try arguments.integer("items", default: 1000, in: 0...1_000_000_000),
      latency: .milliseconds(try arguments.integer("latency-ms", default: 250, in: 0...60_000)),
      failRate: try arguments.decimal("fail-rate", default: 0.1, in: 0...1),
      seed: UInt64(try arguments.integer("seed", default: 1, in: 0...Int.max)))
    let pageSize = try arguments.integer("page-size", default: 20, in: 1...10_000)
    let state = BrowseState(api: api, pageSize: pageSize)
    let firstPage = state.navigator.go(to: 1)
    // Without a terminal (or with TERM=dumb) the browser prints one static screen: the
    // first page, once it is there.
    if !TerminalSession.isAvailable { await firstPage?.value }
    let app = Application(
      state: state, reportsMouse: true, bindings: BrowseState.bindings
    ) { state in
      BrowseView(state: state)
    } onEvent: { state, event in
      state.handle(event)
    }
    _ = try await app.run()
  }
}

/// Everything the browser shows; the models are shared references, the rest values.
@MainActor
struct BrowseState {
  enum Mode { case numbered, infinite }
  enum Input: Equatable {
    case none
    case search(TextFieldState)
    case pageNumber(String)
  }

  let navigator: PageNavigator<SimulatedAPI>
  let paginator: SearchablePaginator<SimulatedAPI>
  let scroll = ListScrollState()
  var mode = Mode.numbered
  var selection = ListSelection(0)
  var infiniteSelection = ListSelection(0)
  var input = Input.none
  /// Whether the stories show as a table rather than a list.
  var showsTable = false
  /// The first column the table shows while it scrolls its columns.
  var firstColumn = 0
  /// The screen's width, from the last resize: whether the table's columns fit.
  var width = 80
  /// What the table is drawn with, as far as its layout goes (the selection marker's
  /// gutter shows without colour).
  let environment: EnvironmentValues = {
    var environment = EnvironmentValues()
    environment.colorMode = ColorMode.detect(
      environment: ProcessInfo.processInfo.environment, isTTY: true)
    return environment
  }()
  /// The simulated server, where a deletion happens before the lists show it.
  let api: SimulatedAPI

  init(api: SimulatedAPI, pageSize: Int) {
    self.api = api
    navigator = PageNavigator(dataSource: api, pageSize: pageSize)
    paginator = SearchablePaginator(dataSource: api, pageSize: pageSize)
  }

  static let bindings = [
    KeyBinding(.up, .character("k"), name: "up", help: "select the previous story"),
    KeyBinding(.down, .character("j"), name: "down", help: "select the next story"),
    KeyBinding(
      .left, .character("h"), .character("p"), name: "previous",
      help: "previous page (← scrolls the columns when the table hides some)"),
    KeyBinding(
      .right, .character("l"), .character("n"), name: "next",
      help: "next page (→ scrolls the columns when the table hides some)"),
    KeyBinding(.pageUp, .pageDown, name: "page", help: "page up / down"),
    KeyBinding(.character("g"), .home, name: "first", help: "first page or story"),
    KeyBinding(.character("G"), .end, name: "last", help: "last page or story"),
    KeyBinding(.character("1"), name: "jump", help: "type a page number, then Enter"),
    KeyBinding(.tab, name: "mode", help: "switch numbered / infinite"),
    KeyBinding(.character("t"), name: "table", help: "switch list / table"),
    KeyBinding(.character("/"), name: "search", help: "search (infinite mode)"),
    KeyBinding(.character("r"), name: "retry", help: "retry a failed load"),
    KeyBinding(.character("R"), name: "refresh", help: "reload from the first page"),
    KeyBinding(.character("d"), name: "delete", help: "delete the selected story"),
    KeyBinding(.character("q"), .escape, .ctrl("c"), name: "quit", help: "quit"),
  ]

  /// The stories of the current mode.
  var visibleStories: [Story] {
    mode == .numbered ? navigator.items : paginator.items
  }

  /// The table of the current stories, scrolled from `first` column when given.
  func table(scrolledFrom first: Int? = nil) -> PaginatedTable<[Story]> {
    let table = PaginatedTable(
      visibleStories, selection: currentSelection.index, columns: BrowseView.columns)
    return first.map { table.scrollColumns(from: $0) } ?? table
  }

  /// Whether ←/→ scroll the table's columns: the table shows and hides columns.
  var scrollsColumns: Bool {
    showsTable && table().hiddenColumnCount(width: width, environment: environment) > 0
  }

  mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    if case .resize(let width, _) = event {
      self.width = width
      return .continue
    }
    if case .search(let field) = input { return handleSearchEvent(event, field: field) }
    if case .mouse(let mouse) = event { return handleMouse(mouse) }
    guard case .key(let key) = event else { return .continue }
    switch input {
    case .search: break
    case .pageNumber(let digits): return handleNumberKey(key, digits: digits)
    case .none: break
    }
    let count = visibleStories.count
    switch key {
    case .character("q"), .escape, .ctrl("c"): return .quit
    case .up, .character("k"): moveSelection { $0.moveUp(count: count) }
    case .down, .character("j"): moveSelection { $0.moveDown(count: count) }
    case .left where scrollsColumns:
      firstColumn = max(0, firstColumn - 1)
    case .right where scrollsColumns:
      // One more while the last column is still hidden.
      let hidden = table(scrolledFrom: firstColumn)
        .hiddenColumnCount(width: width, environment: environment)
      if hidden > firstColumn { firstColumn += 1 }
    case .left, .character("h"), .character("p"): previousPage()
    case .right, .character("l"), .character("n"): nextPage()
    case .pageUp:
      if mode == .numbered { previousPage() } else { moveSelection { $0.moveUp(10, count: count) } }
    case .pageDown:
      if mode == .numbered { nextPage() } else { moveSelection { $0.moveDown(10, count: count) } }
    case .character("g"), .home:
      if mode == .numbered { navigator.first() }
      moveSelection { $0.moveToFirst(count: count) }
    case .character("G"), .end:
      if mode == .numbered {
        navigator.last()
      } else {
        moveSelection { $0.moveToLast(count: count) }
      }
    case .character("t"):
      showsTable.toggle()
    case .tab:
      mode = mode == .numbered ? .infinite : .numbered
      if mode == .infinite && paginator.state == .idle { paginator.loadFirstPageInBackground() }
    case .character("/"):
      mode = .infinite
      input = .search(TextFieldState(text: paginator.query))
      if paginator.state == .idle { paginator.loadFirstPageInBackground() }
    case .character("r"):
      if mode == .numbered { navigator.retry() } else { paginator.retryInBackground() }
    case .character("R"):
      if mode == .numbered { navigator.reload() } else { paginator.refreshInBackground() }
    case .character("d"):
      let stories = visibleStories
      if let index = currentSelection.index, stories.indices.contains(index) {
        // Deleted at the server, then in both lists: their totals follow, and a numbered
        // page refills from the next.
        let id = stories[index].id
        api.delete(id)
        navigator.remove(id: id)
        paginator.remove(id: id)
        moveSelection { $0.clamp(count: count - 1) }
      }
    default:
      if mode == .numbered, let digit = key.plainCharacter, digit.isNumber {
        input = .pageNumber(String(digit))
      }
    }
    return .continue
  }

  var currentSelection: ListSelection {
    mode == .numbered ? selection : infiniteSelection
  }

  private mutating func moveSelection(_ move: (inout ListSelection) -> Void) {
    if mode == .numbered {
      move(&selection)
    } else {
      move(&infiniteSelection)
      if let index = infiniteSelection.index { paginator.itemAppeared(at: index) }
    }
  }

  private mutating func previousPage() {
    guard mode == .numbered else { return }
    navigator.previous()
    selection = ListSelection(0)
  }

  private mutating func nextPage() {
    guard mode == .numbered else { return }
    navigator.next()
    selection = ListSelection(0)
  }

  private mutating func setSearch(_ field: TextFieldState) {
    input = .search(field)
    paginator.query = field.text
    infiniteSelection = ListSelection(0)
    scroll.offset = 0
  }

  /// Keys and pastes while the search field takes them: its editing keys, Enter to keep
  /// the results, Esc to clear them.
  private mutating func handleSearchEvent(_ event: TerminalEvent, field: TextFieldState)
    -> ApplicationAction
  {
    switch event {
    case .key(.enter): input = .none
    case .key(.escape):
      setSearch(TextFieldState())
      input = .none
    case .key(.ctrl("c")): return .quit
    default:
      var edited = field
      guard edited.handle(event) else { return .continue }
      if edited.text != field.text {
        setSearch(edited)
      } else {
        input = .search(edited)
      }
    }
    return .continue
  }

  /// A click does what the key for what was clicked would; the wheel moves the selection.
  private mutating func handleMouse(_ mouse: MouseEvent) -> ApplicationAction {
    guard input == .none else { return .continue }
    let count = visibleStories.count
    switch mouse.kind {
    case .scrollDown: moveSelection { $0.moveDown(3, count: count) }
    case .scrollUp: moveSelection { $0.moveUp(3, count: count) }
    case .press(.left):
      switch mouse.target {
      case .page(let page)?:
        navigator.go(to: page)
        selection = ListSelection(0)
      case .previousPage?: previousPage()
      case .nextPage?: nextPage()
      case .row(let row)?: moveSelection { $0 = ListSelection(min(row, max(count - 1, 0))) }
      case .loadMore?: paginator.loadNextPageInBackground()
      case .retry?:
        if mode == .numbered { navigator.retry() } else { paginator.retryInBackground() }
      default: break
      }
    default: break
    }
    return .continue
  }

  private mutating func handleNumberKey(_ key: KeyEvent, digits: String) -> ApplicationAction {
    switch key {
    case .enter:
      input = .none
      if let page = Int(digits) {
        navigator.go(to: page)
        selection = ListSelection(0)
      }
    case .escape: input = .none
    case .backspace: input = digits.count > 1 ? .pageNumber(String(digits.dropLast())) : .none
    case .ctrl("c"): return .quit
    default:
      if let digit = key.plainCharacter, digit.isNumber, digits.count < 18 {
        input = .pageNumber(digits + String(digit))
      }
    }
    return .continue
  }
}

/// The browser's screen: a header, the list, and a line of hints or input.
///
/// A plain value read from the models on the main actor, so rendering reads no actor state.
struct BrowseView: View {
  let mode: BrowseState.Mode
  let input: BrowseState.Input
  let stories: [Story]
  let listState: PaginationState
  let selection: Int?
  let page: Int
  let pageSize: Int
  let totalItems: Int
  let scroll: ListScrollState
  let showsTable: Bool
  /// The first column of a table that scrolls its columns; nil when they all fit.
  let firstColumn: Int?
  let loadMore: @MainActor () -> Void

  @MainActor
  init(state: BrowseState) {
    mode = state.mode
    input = state.input
    stories = state.visibleStories
    scroll = state.scroll
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
    loadMore = { _ = paginator.loadNextPageInBackground() }
  }

  var body: some View {
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
      stories, state: listState, selection: selection, columns: Self.columns)
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
        TextField(state: field)
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

extension KeyEvent {
  /// The character typed, when the key is a character without Ctrl or Alt.
  var plainCharacter: Character? {
    guard case .character(let character) = key, !modifiers.contains(.control),
      !modifiers.contains(.alt)
    else { return nil }
    return character
  }
}
