import Folio
import FolioShowcase
import FolioTerminal
import FolioTesting
import Testing

/// `folio-demo browse`, run end to end as a user's tests run their tool: through the
/// public headless driver, time on the test's clock, every request 250 ms.
@MainActor
@Suite struct BrowseProgramTests {
  let api = SimulatedAPI(count: 1_000, latency: .milliseconds(250))
  let driver = HeadlessDriver(size: TerminalSize(width: 60, height: 16))

  /// Starts the browser and lets its first page arrive.
  func start(pageSize: Int = 10) async throws -> (
    Application<BrowseState, BrowseView>, ProgramRun<BrowseState>
  ) {
    let app = BrowseState.application(api: api, pageSize: pageSize)
    let run = try await driver.start(app)
    #expect(!driver.screen.contains("Showing"), "nothing yet: the page is on its way")
    try await driver.advance(by: .milliseconds(250))
    #expect(driver.screen.contains("Showing 1–10 of 1,000"))
    return (app, run)
  }

  @Test func pagesTurnByKeyAndByAClickOnTheBar() async throws {
    let (app, _) = try await start()
    #expect(driver.screen.contains("Swift concurrency in practice #1"))
    try await driver.press(.right)
    try await driver.advance(by: .milliseconds(250))
    #expect(driver.screen.contains("Showing 11–20 of 1,000"))
    #expect(app.state.navigator.page == 2)
    try await driver.click(.page(4))
    #expect(!driver.screen.contains("#31"), "page 4 is on its way: \(driver.screen)")
    try await driver.advance(by: .milliseconds(250))
    #expect(driver.screen.contains("#31"))
    // A page number typed, then Enter.
    try await driver.type("42")
    #expect(driver.screen.contains("Go to page: 42"))
    try await driver.press(.enter)
    try await driver.advance(by: .milliseconds(250))
    #expect(driver.screen.contains("Showing 411–420 of 1,000"))
  }

  @Test func aClickOnATargetTheFrameDoesNotShowFailsTheStepAndSaysWhatItShows() async throws {
    _ = try await start()
    let error = await #expect(throws: HeadlessDriverError.self) {
      try await driver.click(.page(77))
    }
    guard case .targetNotShown(.page(77), let shown)? = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(shown.contains(.page(100)) && shown.contains(.nextPage))
  }

  @Test func searchWaitsForItsDebounceOnTheTestsClock() async throws {
    _ = try await start()
    try await driver.press(.character("/"))
    try await driver.advance(by: .milliseconds(250))
    try await driver.type("paging")
    try await driver.advance(by: .milliseconds(299))
    #expect(driver.screen.contains("Debouncing search #1"), "the debounce is not over")
    try await driver.advance(by: .milliseconds(1))
    #expect(!driver.screen.contains("Debouncing search #1"), "searching: the old list is gone")
    try await driver.advance(by: .milliseconds(250))
    let rows = driver.screen.lines.filter { $0.contains("#") }
    #expect(!rows.isEmpty && rows.allSatisfy { $0.contains("Paging remote lists") }, "\(rows)")
    try await driver.press(.enter)
    #expect(driver.screen.lines.last?.hasPrefix("q quit") == true, "Enter keeps the results")
  }

  @Test func aFailedPageShowsTheErrorAndRetryLoadsIt() async throws {
    _ = try await start()
    // Let the prefetch of page 2 arrive, so the failure meets page 3 on screen.
    try await driver.advance(by: .milliseconds(250))
    api.failNextRequests(at: 20)
    try await driver.press(.right, .right)
    try await driver.advance(by: .milliseconds(250))
    #expect(driver.screen.contains("The server timed out (simulated)."), "\(driver.screen.lines)")
    try await driver.press(.character("r"))
    try await driver.advance(by: .milliseconds(250))
    #expect(driver.screen.contains("Showing 21–30 of 1,000"))
    #expect(!driver.screen.contains("timed out"))
  }

  /// A whole session as one golden: pages, a search on the test's clock, an error and a
  /// retry, each step's screen and cost in order (`snapshots/BrowseProgramTests/`).
  @Test func aBrowseSession() async throws {
    _ = try await start()
    try await driver.press(.right)
    try await driver.advance(by: .milliseconds(250))
    api.failNextRequests(at: 20)
    try await driver.press(.right)
    try await driver.advance(by: .milliseconds(250))
    #expect(driver.screen.contains("The server timed out (simulated)."))
    try await driver.press(.character("r"))
    try await driver.advance(by: .milliseconds(250))
    #expect(driver.screen.contains("Showing 21–30 of 1,000"))
    try await driver.press(.character("/"))
    try await driver.type("paging")
    try await driver.advance(by: .milliseconds(300))
    try await driver.advance(by: .milliseconds(250))
    try await driver.press(.enter)
    assertStoryboard(of: driver)
  }

  @Test func theInfiniteListLoadsMoreAtItsEnd() async throws {
    _ = try await start()
    try await driver.press(.tab)
    try await driver.advance(by: .milliseconds(250))
    #expect(driver.screen.contains("infinite"))
    try await driver.press(.end)
    #expect(driver.screen.contains("Loading…"), "the next page: \(driver.screen)")
    try await driver.advance(by: .milliseconds(250))
    try await driver.press(.end)
    #expect(driver.screen.lines.contains { $0.contains("#20") }, "\(driver.screen.lines)")
  }

  @Test func aResizeRedrawsAtTheNewSize() async throws {
    _ = try await start()
    try await driver.resize(width: 36, height: 12)
    #expect(driver.screen.canvas.width == 36 && driver.screen.canvas.height == 12)
    #expect(driver.screen.lines[0].hasPrefix("Folio"))
    #expect(driver.screen.contains("1–10 of 1,000") || driver.screen.contains("1/100"))
  }

  @Test func questionMarkShowsTheKeysAndCtrlCQuits() async throws {
    let (_, run) = try await start()
    try await driver.press(.character("?"))
    #expect(driver.screen.contains("Keys"))
    #expect(driver.screen.contains("select the previous story"))
    try await driver.press(.character("?"))
    #expect(!driver.screen.contains("select the previous story"))
    try await driver.press(.ctrl("c"))
    #expect(run.isFinished)
    #expect(!driver.isRunning)
    let restore = TerminalSession.restoreSequence(for: TerminalSession.Options(reportsMouse: true))
    #expect(driver.output.suffix(restore.count).elementsEqual(restore), "the terminal restored")
  }

  @Test func theHelpShowsEveryBindingWhenTheScreenIsShort() async throws {
    let (app, _) = try await start()
    try await driver.resize(width: 40, height: 12)
    try await driver.press(.character("?"))
    let count = app.bindings.count
    #expect(count > 8, "more bindings than 12 rows hold")
    #expect(driver.screen.contains("1–8 of \(count) · ↑↓ for more"), "\(driver.screen)")
    var seen = Set<String>()
    func collect() {
      for binding in app.bindings where driver.screen.contains(binding.keyLabel + "  ") {
        seen.insert(binding.name)
      }
    }
    collect()
    for _ in 0..<count {
      try await driver.press(.down)
      collect()
    }
    #expect(driver.screen.contains("\(count - 7)–\(count) of \(count)"), "\(driver.screen)")
    #expect(seen.count == count, "every binding was shown: \(seen.sorted())")
    try await driver.press(.home)
    #expect(driver.screen.contains("1–8 of \(count)"))
    try await driver.scroll(down: true, x: 20, y: 6)
    #expect(driver.screen.contains("2–9 of \(count)"), "the wheel scrolls it too")
    try await driver.press(.escape)
    #expect(!driver.screen.contains("Keys"))
  }
}
