import Folio
import FolioTerminal
import FolioTesting
import Testing

/// Fruit, searched at the source: the README's `FruitAPI`.
private struct FruitAPI: SearchablePaginatedDataSource {
  struct Item: Identifiable, Sendable {
    let id: Int
    let name: String
  }
  static let names = ["apple", "banana", "cherry", "mango", "orange", "papaya"]

  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Item> {
    let matches = Self.names.enumerated().filter { query.isEmpty || $0.element.contains(query) }
    return PageResult(
      items: matches.map { Item(id: $0.offset, name: $0.element) }, hasMore: false,
      totalItems: matches.count)
  }
}

/// The README's *Testing a whole tool* sample, as it stands there.
@MainActor @Test func choosingAFruit() async throws {
  let fruit = SearchablePaginator(dataSource: FruitAPI())  // searched 300 ms after a key
  let driver = HeadlessDriver(size: TerminalSize(width: 40, height: 12))
  let pick = try await driver.start {
    try await Chooser("Fruit", from: fruit) { Text($0.name) }.run()
  }
  try await driver.type("man")
  try await driver.advance(by: .milliseconds(299))
  #expect(driver.screen.contains("apple"))  // not searched yet
  try await driver.advance(by: .milliseconds(1))
  #expect(!driver.screen.contains("apple"))  // sound: nothing more is coming
  #expect(driver.screen.contains("mango"))
  try await driver.press(.enter)
  #expect(try pick.value.name == "mango")
}
