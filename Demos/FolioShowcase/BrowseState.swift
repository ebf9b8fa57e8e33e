import Folio
import FolioTerminal

/// The state of `folio-demo browse`: a simulated remote API paged through numbered or
/// infinitely, as a list or a table, with search; the models are shared references, the
/// rest values.
///
/// ```swift
/// let app = BrowseState.application(api: SimulatedAPI(count: 1_000))
/// _ = try await app.run()
/// ```
@MainActor
public struct BrowseState {
  /// How the stories are paged.
  public enum Mode: Sendable { case numbered, infinite }
  /// What the bottom row takes: nothing, a search, or a page number.
  public enum Input: Equatable {
    case none
    case search(TextFieldState)
    case pageNumber(String)
  }

  /// The numbered pages.
  public let navigator: PageNavigator<SimulatedAPI>
  /// The infinite list, searchable.
  public let paginator: SearchablePaginator<SimulatedAPI>
  let scroll = ListScrollState()
  /// The table's column widths, kept through page turns and loads.
  let columnWidths = TableColumnState()
  /// How the stories are paged now.
  public var mode = Mode.numbered
  var selection = ListSelection(0)
  var infiniteSelection = ListSelection(0)
  /// What the bottom row takes.
  public var input = Input.none
  /// Whether the stories show as a table rather than a list.
  public var showsTable = false
  /// The first column the table shows while it scrolls its columns.
  var firstColumn = 0
  /// The screen's width, from the last resize: whether the table's columns fit.
  var width = 80
  /// What the table is drawn with, as far as its layout goes (the selection marker's
  /// gutter shows without colour).
  let environment: EnvironmentValues
  /// The simulated server, where a deletion happens before the lists show it.
  public let api: SimulatedAPI

  /// A browser over `api`, `pageSize` stories a page, its table laid out as in
  /// `environment` (its colour mode decides the selection's gutter).
  public init(
    api: SimulatedAPI, pageSize: Int = 20, environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.api = api
    self.environment = environment
    navigator = PageNavigator(dataSource: api, pageSize: pageSize)
    paginator = SearchablePaginator(dataSource: api, pageSize: pageSize)
  }

  /// The browser as an application: full screen, with the mouse and the `?` help.
  public static func application(
    api: SimulatedAPI, pageSize: Int = 20, environment: EnvironmentValues = EnvironmentValues()
  ) -> Application<BrowseState, BrowseView> {
    Application(
      state: BrowseState(api: api, pageSize: pageSize, environment: environment),
      reportsMouse: true, bindings: bindings
    ) { state in
      BrowseView(state: state)
    } onEvent: { state, event in
      state.handle(event)
    }
  }

  /// The keys, as the help shows them.
  public static let bindings = [
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
  public var visibleStories: [Story] {
    mode == .numbered ? navigator.items : paginator.items
  }

  /// The table of the current stories, scrolled from `first` column when given.
  func table(scrolledFrom first: Int? = nil) -> PaginatedTable<[Story]> {
    let table = PaginatedTable(
      visibleStories, selection: currentSelection.index, columns: BrowseView.columns
    ).columnState(columnWidths)
    return first.map { table.scrollColumns(from: $0) } ?? table
  }

  /// Whether ←/→ scroll the table's columns: the table shows and hides columns.
  var scrollsColumns: Bool {
    showsTable && table().hiddenColumnCount(width: width, environment: environment) > 0
  }

  /// Changes the state for `event`.
  public mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    if case .resize(let width, _) = event {
      self.width = width
      // The first page is asked for once the program runs, so its load is the program's.
      if navigator.state == .idle { navigator.go(to: 1) }
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
      if mode == .infinite && paginator.state == .idle { paginator.start() }
    case .character("/"):
      mode = .infinite
      input = .search(TextFieldState(text: paginator.query))
      if paginator.state == .idle { paginator.start() }
    case .character("r"):
      if mode == .numbered { navigator.tryAgain() } else { paginator.tryAgain() }
    case .character("R"):
      if mode == .numbered { navigator.reload() } else { paginator.reload() }
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

  /// The selection of the current mode.
  public var currentSelection: ListSelection {
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
    columnWidths.reset()
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
      case .loadMore?: paginator.loadMore()
      case .retry?:
        if mode == .numbered { navigator.tryAgain() } else { paginator.tryAgain() }
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

extension KeyEvent {
  /// The character typed, when the key is a character without Ctrl or Alt.
  var plainCharacter: Character? {
    guard case .character(let character) = key, !modifiers.contains(.control),
      !modifiers.contains(.alt)
    else { return nil }
    return character
  }
}
