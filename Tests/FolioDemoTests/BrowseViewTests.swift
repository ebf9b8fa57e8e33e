import Folio
import FolioTerminal
import FolioTesting
import Testing

@testable import FolioDemo
@testable import FolioShowcase

/// The browser's screen at the sizes a real tool met: its header one row, its key hints
/// whole and the most needed first.
@MainActor
@Suite struct BrowseViewTests {
  func screen(width: Int, height: Int) -> [String] {
    let api = SimulatedAPI(count: 50, latency: .zero, failRate: 0, seed: 1)
    let view = BrowseView(state: BrowseState(api: api, pageSize: 5))
    return view.renderPlainText(width: width, height: height)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theHeaderIsOneRowAtAnyWidth() {
    for width in [8, 12, 20, 40, 80] {
      let rows = screen(width: width, height: 8)
      #expect(rows[0].hasPrefix("Folio"), "width \(width): \(rows[0])")
      #expect(rows[1].allSatisfy { $0 == "─" }, "width \(width): the divider is \(rows[1])")
    }
    let wide = screen(width: 80, height: 8)[0]
    #expect(wide.hasPrefix("Folio · stories from a simulated API"), "\(wide)")
    #expect(wide.hasSuffix("numbered"))
    #expect(screen(width: 30, height: 8)[0].hasPrefix("Folio · stories"))
  }

  @Test func theHintsShowQuitFirstAndWholeHintsOnly() {
    let last = screen(width: 80, height: 24).last { !$0.isEmpty } ?? ""
    #expect(last.hasPrefix("q quit · ? keys"), "\(last)")
    #expect(BrowseView.hints(fitting: 20) == "q quit · ? keys")
    #expect(BrowseView.hints(fitting: 5) == "")
    let all = BrowseView.hints().joined(separator: " · ")
    #expect(BrowseView.hints(fitting: all.displayWidth) == all)
    let ascii = BrowseView.hints(.ascii).joined(separator: " | ")
    #expect(BrowseView.hints(fitting: ascii.displayWidth, symbols: .ascii) == ascii)
    #expect(ascii.contains("up/down select | left/right page"), "\(ascii)")
  }

  @Test func tSwitchesTheStoriesToATableAndBack() {
    let api = SimulatedAPI(count: 50, latency: .zero, failRate: 0, seed: 1)
    var state = BrowseState(api: api, pageSize: 5)
    _ = state.handle(.key(.character("t")))
    #expect(state.showsTable)
    let rows = BrowseView(state: state).renderPlainText(width: 60, height: 10)
      .split(separator: "\n").map(String.init)
    #expect(rows[2].hasSuffix("Points"), "\(rows[2])")
    #expect(rows[2].contains("# Title"))
    _ = state.handle(.key(.character("t")))
    #expect(!state.showsTable)
  }

  @Test func arrowsScrollTheColumnsOfATableThatHidesSomeAndPageOtherwise() async throws {
    let api = SimulatedAPI(count: 50)
    let app = BrowseState.application(api: api, pageSize: 5)
    let driver = HeadlessDriver(size: TerminalSize(width: 20, height: 10))
    try await driver.start(app)
    try await driver.press(.character("t"))
    #expect(app.state.scrollsColumns)
    func header() -> String { driver.screen.lines[2] }
    #expect(header().contains("#"), "\(header())")
    try await driver.press(.right)
    #expect(app.state.firstColumn == 1)
    #expect(header().contains("Title") && !header().contains("#"), "\(header())")
    #expect(BrowseView(state: app.state).firstColumn == 1)
    #expect(header().contains("Po…"), "the last column shows from Title: \(header())")
    try await driver.press(.right, .right)
    #expect(app.state.firstColumn == 1, "the last column shows: no further")
    #expect(app.state.navigator.page == 1, "the arrows did not page")
    try await driver.press(.left)
    #expect(app.state.firstColumn == 0)
    // The other paging keys still page.
    try await driver.press(.character("n"))
    #expect(app.state.navigator.page == 2)
    #expect(BrowseView.hints(fitting: 200, scrollsColumns: true).contains("←→ columns · n/p page"))

    // Wide enough for every column: the arrows page again, and every column shows.
    try await driver.resize(width: 100, height: 10)
    #expect(!app.state.scrollsColumns)
    #expect(BrowseView(state: app.state).firstColumn == nil)
    try await driver.press(.right)
    #expect(app.state.navigator.page == 3)
    try await driver.press(.character("t"))
    #expect(!app.state.scrollsColumns, "a list has no columns to scroll")
  }
}
