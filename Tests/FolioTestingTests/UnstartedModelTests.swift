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
