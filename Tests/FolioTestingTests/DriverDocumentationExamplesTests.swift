import Folio
import FolioTerminal
import FolioTesting
import Foundation
import Testing
import XCTest

// The samples of the article "Testing a whole tool", compiled and run: a package browser
// (a numbered list of 883 packages, searched at the source after a debounce) as a user
// would write it, and the tests the article shows.

/// A package, as the browser lists it.
struct Package: Identifiable, Sendable {
  let id: Int
  let name: String
}

/// 883 packages served a page at a time, searched by name, each answer after `latency` on
/// the program's clock.
struct PackagesAPI: SearchablePaginatedDataSource {
  var latency: Duration = .zero

  static let names: [String] =
    (1...881).map { String(format: "package-%03d", $0) } + ["libzstd1", "zstd"]

  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Package> {
    if latency > .zero { try await WorkTracker.current.sleep(for: latency) }
    let matches = Self.names.enumerated().filter { query.isEmpty || $0.element.contains(query) }
    let page = matches.dropFirst(request.offset).prefix(request.size)
    return PageResult(
      items: page.map { Package(id: $0.offset, name: $0.element) },
      hasMore: request.offset + page.count < matches.count, totalItems: matches.count)
  }
}

/// The browser: → and ← turn pages, / searches (Esc leaves the field), Ctrl-C quits.
@MainActor
enum PackageBrowser {
  struct State {
    let packages: SearchablePageNavigator<PackagesAPI>
    var search: TextFieldState?
  }

  static func application(api: PackagesAPI) -> Application<State, some View> {
    let packages = SearchablePageNavigator(dataSource: api, pageSize: 20)
    return Application(state: State(packages: packages)) { state in
      VStack(alignment: .leading) {
        PaginatedList(navigator: state.packages) { Text($0.name).truncated() }
        if let search = state.search { TextField(state: search, prompt: "/").focused() }
      }
    } onEvent: { state, event in
      if case .resize = event, state.packages.state == .idle { state.packages.first() }
      if var search = state.search {
        if event == .key(.escape) {
          state.search = nil
        } else if search.handle(event) {
          state.search = search
          state.packages.query = search.text
        }
        return .continue
      }
      switch event {
      case .key(.right): state.packages.next()
      case .key(.left): state.packages.previous()
      case .key(.character("/")): state.search = TextFieldState()
      default: break
      }
      return .continue
    }
  }
}

@MainActor
@Suite struct DriverDocumentationExamplesTests {
  @MainActor @Test func pagesTurnAndSearchWaitsForTheTyping() async throws {
    let api = PackagesAPI(latency: .milliseconds(200))  // your source, see below
    let driver = HeadlessDriver(size: TerminalSize(width: 80, height: 24))
    let browser = try await driver.start(PackageBrowser.application(api: api))

    try await driver.advance(by: .milliseconds(200))  // the first page arrives
    #expect(driver.screen.contains("Showing 1–20 of 883"))

    try await driver.press(.right)
    try await driver.advance(by: .milliseconds(200))
    #expect(driver.screen.contains("Showing 21–40 of 883"))

    try await driver.press(.character("/"))
    try await driver.type("zstd")
    try await driver.advance(by: .milliseconds(299))
    #expect(!driver.screen.contains("libzstd1"))  // the debounce is not over
    try await driver.advance(by: .milliseconds(201))
    #expect(driver.screen.contains("libzstd1"))

    try await driver.press(.ctrl("c"))
    #expect(browser.isFinished)
  }

  @MainActor @Test func aBrowsingSessionAsOneGolden() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 40, height: 8))
    let api = PackagesAPI(latency: .milliseconds(200))
    try await driver.start(PackageBrowser.application(api: api))
    try await driver.advance(by: .milliseconds(200))
    try await driver.press(.right)
    try await driver.advance(by: .milliseconds(200))
    assertStoryboard(of: driver)  // every step above, its cost and the screen after it
    try await driver.press(.ctrl("c"))
  }

  @Test func aPromptRunsOnTheDriver() async throws {
    let driver = HeadlessDriver()
    let packages = SearchablePaginator(dataSource: PackagesAPI(latency: .milliseconds(200)))
    let pick = try await driver.start {
      try await Chooser("Package", from: packages) { Text($0.name).truncated() }.run()
    }
    try await driver.advance(by: .milliseconds(200))
    try await driver.type("zstd")
    try await driver.press(.enter)  // during the debounce: searches now
    try await driver.advance(by: .milliseconds(200))
    #expect(try pick.value.name == "libzstd1")
  }

  /// The avatars of the article's own-work sample.
  struct Avatars {
    var avatars: [String] = []
  }

  func loadAvatars() async -> [String] { ["ada.png", "grace.png"] }

  @Test func workOfYourOwnSettles() async throws {
    let driver = HeadlessDriver()
    let app = Application(state: Avatars()) {
      Text("\($0.avatars.count) avatars")
    } onEvent: {
      _, _ in
      .continue
    }
    try await driver.start(app)
    try await driver.start {
      WorkTracker.current.task("loading avatars") {
        try? await WorkTracker.current.sleep(for: .milliseconds(200))  // on the program's clock
        let avatars = await loadAvatars()
        app.update { state in
          state.avatars = avatars
          return .continue
        }
      }
    }
    #expect(driver.screen.contains("0 avatars"))
    try await driver.advance(by: .milliseconds(200))
    #expect(driver.screen.contains("2 avatars"))
  }
}

/// The article's XCTest sample.
final class BrowserTests: XCTestCase {
  @MainActor func testSearch() async throws {
    let driver = HeadlessDriver()
    try await driver.start(PackageBrowser.application(api: PackagesAPI()))
    try await driver.type("/zstd")
    try await driver.advance(by: .milliseconds(300))
    XCTAssertTrue(driver.screen.contains("libzstd1"))
    assertSnapshot(of: driver, named: "found")
  }
}
