import Folio
import FolioTerminal
import FolioTesting
import Testing

/// Numbers from memory, searched by their text.
private struct Numbers: SearchablePaginatedDataSource {
  struct Item: Identifiable, Sendable { let id: Int }
  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Item> {
    let matches = (0..<50).filter { query.isEmpty || String($0).contains(query) }
    let page = matches.dropFirst(request.offset).prefix(request.size).map(Item.init)
    return PageResult(
      items: page, hasMore: request.offset + page.count < matches.count,
      totalItems: matches.count)
  }
}

/// A list or table over a model nobody started starts it: its first page shows.
@MainActor
@Suite struct UnstartedModelTests {
  @Test func aNumberedTableOverAnUnstartedModelShowsItsFirstPage() async throws {
    let navigator = SearchablePageNavigator(dataSource: Numbers(), pageSize: 5)
    let app = Application(state: 0) { _ in
      PaginatedTable(
        navigator: navigator, columns: [TableColumn<Numbers.Item>("N") { "n\($0.id)" }])
    } onEvent: { _, _ in
      .continue
    }
    let driver = HeadlessDriver(size: TerminalSize(width: 30, height: 10))
    try await driver.start(app)
    #expect(driver.screen.contains("n4"), "\(driver.screen)")
    #expect(driver.screen.contains("Showing 1–5 of 50"))
  }

  @Test func anInfiniteListOverAnUnstartedModelShowsItsFirstPage() async throws {
    let paginator = Paginator(dataSource: QueryPages(base: Numbers(), query: ""), pageSize: 5)
    let app = Application(state: 0) { _ in
      PaginatedList(paginator: paginator) { Text("n\($0.id)") }.infinite(footer: .manual)
    } onEvent: { _, _ in
      .continue
    }
    let driver = HeadlessDriver(size: TerminalSize(width: 30, height: 10))
    try await driver.start(app)
    #expect(driver.screen.contains("n4"), "\(driver.screen)")
  }
}

/// Numbers in an order, searched by their text: the source a sortable, searchable table
/// pages.
private struct OrderedNumbers: SearchablePaginatedDataSource {
  typealias Item = Numbers.Item
  var descending = false
  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Item> {
    var matches = (0..<50).filter { query.isEmpty || String($0).contains(query) }
    if descending { matches.reverse() }
    let page = matches.dropFirst(request.offset).prefix(request.size).map(Item.init)
    return PageResult(
      items: page, hasMore: request.offset + page.count < matches.count,
      totalItems: matches.count)
  }
}

@MainActor
@Test func aSortedSearchableTableKeepsItsDebouncedSearch() async throws {
  let navigator = SearchablePageNavigator(dataSource: OrderedNumbers(), pageSize: 3)
  let app = Application(state: 0) { _ in
    PaginatedTable(
      navigator: navigator, columns: [TableColumn<Numbers.Item>("N") { "n\($0.id)" }])
  } onEvent: { _, event in
    guard case .key(let key) = event else { return .continue }
    if key == .character("s") {
      navigator.setDataSource(OrderedNumbers(descending: true))
    } else if case .character(let digit) = key.key {
      navigator.query += String(digit)
    } else {
      return .continue
    }
    return .handled
  }
  let driver = HeadlessDriver(size: TerminalSize(width: 30, height: 8))
  try await driver.start(app)
  try await driver.type("4")
  try await driver.advance(by: .milliseconds(300))
  #expect(driver.screen.lines[1] == "n4", "\(driver.screen)")  // 4, 14, 24…
  try await driver.press(.character("s"))  // sorted the other way, same query
  #expect(driver.screen.lines[1] == "n49", "\(driver.screen)")
  #expect(navigator.appliedQuery == "4")
  try await driver.type("4")  // "44", still debounced over the sorted source
  #expect(driver.screen.lines[1] == "n49")
  try await driver.advance(by: .milliseconds(300))
  #expect(driver.screen.lines[1] == "n44")
}

/// A screen of a tool's own that reads its navigator in `body`, conforming to `View` on the
/// main actor, as the paging models are: an application shows it like any view.
@MainActor
private struct NumbersScreen: @MainActor View {
  let navigator: SearchablePageNavigator<Numbers>

  var body: some View {
    VStack {
      Text("Numbers, page \(navigator.page)")
      PaginatedTable(
        navigator: navigator, columns: [TableColumn<Numbers.Item>("N") { "n\($0.id)" }])
    }
  }
}

@MainActor
@Test func anApplicationShowsAMainActorScreen() async throws {
  let navigator = SearchablePageNavigator(dataSource: Numbers(), pageSize: 5)
  let app = Application(state: 0) { _ in
    NumbersScreen(navigator: navigator)
  } onEvent: {
    _, event in
    guard case .key(let key) = event, key == .character("n") else { return .continue }
    navigator.next()
    return .handled
  }
  let driver = HeadlessDriver(size: TerminalSize(width: 30, height: 10))
  try await driver.start(app)
  #expect(driver.screen.contains("Numbers, page 1"), "\(driver.screen)")
  try await driver.press(.character("n"))
  #expect(driver.screen.contains("Numbers, page 2"), "\(driver.screen)")
  #expect(driver.screen.contains("n5"), "\(driver.screen)")
}
