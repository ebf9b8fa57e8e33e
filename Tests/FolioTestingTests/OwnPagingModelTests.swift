import Folio
import FolioTerminal
import FolioTesting
import Testing

/// A book of a shelf.
private struct Book: Identifiable, Sendable {
  let id: Int
  let title: String
  static let all = (1...7).map { Book(id: $0, title: "Book \($0)") }
}

/// Paging models written against the protocols alone — no kit model inside — as a tool
/// with its own store would write them: the widgets and the prompts take them as they take
/// the kit's. This one grows, three books a page.
@MainActor
private final class Shelf: InfinitePagingModel {
  private(set) var items: [Book] = []
  private(set) var state = PaginationState.idle
  var totalItems: Int? { Book.all.count }
  let pageSize = 3
  var hasMore: Bool { items.count < Book.all.count }
  private(set) var loads = 0

  @discardableResult func start() -> Task<Void, Never>? {
    state == .idle ? loadMore() : nil
  }

  @discardableResult func tryAgain() -> Task<Void, Never>? { nil }

  @discardableResult func reload() -> Task<Void, Never>? {
    items = []
    state = .idle
    return start()
  }

  @discardableResult func loadMore() -> Task<Void, Never>? {
    guard hasMore else { return nil }
    loads += 1
    items += Book.all.dropFirst(items.count).prefix(pageSize)
    state = hasMore ? .loaded : .exhausted
    return nil
  }
}

/// The same books, a numbered page at a time.
@MainActor
private final class ShelfPages: NumberedPagingModel {
  private(set) var items: [Book] = []
  private(set) var state = PaginationState.idle
  var totalItems: Int? { Book.all.count }
  let pageSize = 3
  private(set) var page = 1
  var pageCount: Int? { (Book.all.count + pageSize - 1) / pageSize }

  @discardableResult func start() -> Task<Void, Never>? {
    state == .idle ? go(to: 1) : nil
  }

  @discardableResult func tryAgain() -> Task<Void, Never>? { nil }

  @discardableResult func reload() -> Task<Void, Never>? { go(to: page) }

  @discardableResult func go(to target: Int) -> Task<Void, Never>? {
    page = min(max(1, target), pageCount ?? 1)
    items = Array(Book.all.dropFirst((page - 1) * pageSize).prefix(pageSize))
    state = .loaded
    return nil
  }
}

@MainActor
@Suite struct OwnPagingModelTests {
  @Test func aListAndATableShowThemAsTheyShowTheKitsModels() {
    let shelf = Shelf()
    shelf.start()
    let list = PaginatedList(paginator: shelf) { Text($0.title) }
    let frame = list.renderFrame(width: 20, height: 6)
    frame.report.apply()  // the footer came into view: the list asks for more
    #expect(shelf.loads == 2, "the list asked the model for its next page")
    #expect(shelf.items.count == 6)

    let pages = ShelfPages()
    pages.last()  // from the protocol, as a navigator's
    let table = PaginatedTable(
      navigator: pages, columns: [TableColumn<Book>("Title") { $0.title }])
    let text = table.renderPlainText(width: 30)
    #expect(text.contains("Book 7"))
    #expect(text.contains("Showing 7–7 of 7"), "\(text)")
    #expect(text.contains("[3]"))
  }

  @Test func choosePicksFromThemByKeyInBothModes() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 40, height: 12))
    let shelf = Shelf()
    let pick = try await driver.start {
      try await choose("Book", from: shelf) { Text($0.title) }
    }
    try await driver.press(.down, .enter)
    #expect(try pick.value.title == "Book 2")

    let pages = ShelfPages()
    let pagePick = try await driver.start {
      try await choose("Book", from: pages) { Text($0.title) }
    }
    try await driver.press(.right)
    #expect(pages.page == 2, "→ turns the page of a numbered model")
    try await driver.press(.enter)
    #expect(try pagePick.value.title == "Book 4")
  }
}
