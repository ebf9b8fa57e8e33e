import Folio
import FolioTerminal
import FolioTesting
import Testing

/// A source that never answers: it waits an hour on the wall clock, which no driver moves.
private struct NeverAnswers: PaginatedDataSource {
  struct Item: Identifiable, Sendable { let id: Int }
  func fetch(_ request: PageRequest) async throws -> PageResult<Item> {
    try await Task.sleep(for: .seconds(3_600))
    return PageResult(items: [], hasMore: false)
  }
}

/// Names, from memory, at once.
private struct Names: SearchablePaginatedDataSource {
  struct Item: Identifiable, Sendable {
    let id: Int
    let name: String
  }
  static let names = ["ada", "alan", "barbara", "edsger", "grace", "john", "ken", "margaret"]

  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Item> {
    let matches = Self.names.enumerated().filter { query.isEmpty || $0.element.contains(query) }
    return PageResult(
      items: matches.map { Item(id: $0.offset, name: $0.element) }, hasMore: false,
      totalItems: matches.count)
  }
}

/// A list of names with a search field over `paginator`: what is typed is its query.
@MainActor
private func searchApp(
  _ paginator: SearchablePaginator<Names>
) -> Application<TextFieldState, some View> {
  Application(state: TextFieldState()) { field in
    VStack(alignment: .leading) {
      TextField(state: field, placeholder: "search").focused()
      PaginatedList(paginator: paginator, selection: nil) { Text($0.name) }
    }
  } onEvent: { field, event in
    if event == .key(.escape) { return .quit }
    if field.handle(event) { paginator.query = field.text }
    if case .resize = event, paginator.state == .idle { paginator.start() }
    return .continue
  }
}

@MainActor
@Suite struct HeadlessDriverTests {
  @Test func aSourceThatNeverAnswersFailsTheStepWithinTheBoundNamingIt() async throws {
    let driver = HeadlessDriver(settleBound: .milliseconds(300))
    let navigator = PageNavigator(dataSource: NeverAnswers(), pageSize: 5)
    let app = Application(state: 0) { _ in
      PaginatedList(navigator: navigator, selection: nil) { Text("\($0.id)") }
    } onEvent: { _, event in
      if case .resize = event, navigator.state == .idle { navigator.go(to: 1) }
      return .continue
    }
    let started = ContinuousClock.now
    let error = await #expect(throws: HeadlessDriverError.self) { try await driver.start(app) }
    #expect(
      ContinuousClock.now - started >= .milliseconds(300),
      "the bound is waited for: the source may yet answer")
    guard case .stalled(let step, let pending)? = error else {
      Issue.record("not a stall: \(String(describing: error))")
      return
    }
    #expect(step == "start")
    #expect(
      pending.contains(
        PendingWork(name: "PageNavigator<NeverAnswers>: fetching page 1", state: .running)))
    #expect(
      error?.description.contains(
        "PageNavigator<NeverAnswers>: showing page 1: waiting for PageNavigator<NeverAnswers>: fetching page 1"
      ) == true,
      "\(String(describing: error))")
  }

  @Test(arguments: [false, true])
  func aModelOnAnotherClockFailsAtOnceNamingIt(manual: Bool) async throws {
    // An hour: a settle that waited for the bound would never let this test end.
    let driver = HeadlessDriver(settleBound: .seconds(3_600))
    let clock: any Clock<Duration> = manual ? ManualClock() : ContinuousClock()
    let paginator = SearchablePaginator(dataSource: Names(), clock: clock)
    try await driver.start(searchApp(paginator))
    #expect(driver.screen.contains("margaret"))
    let error = await #expect(throws: HeadlessDriverError.self) { try await driver.type("a") }
    let kind = manual ? "ManualClock" : "ContinuousClock"
    #expect(
      error?.description.contains(
        "SearchablePaginator<Names>: search for \"a\" after 0.3 seconds of quiet: waiting on a \(kind), not the program's clock"
      ) == true, "\(String(describing: error))")
  }

  @Test func aModelOnTheProgramsClockSettlesAndWhatIsNotShownIsNotComing() async throws {
    let driver = HeadlessDriver()
    let paginator = SearchablePaginator(dataSource: Names())
    let run = try await driver.start(searchApp(paginator))
    try await driver.type("ar")
    #expect(driver.screen.contains("alan"), "nothing searched before the debounce is over")
    try await driver.advance(by: .milliseconds(299))
    #expect(driver.screen.contains("alan"))
    try await driver.advance(by: .milliseconds(1))
    #expect(!driver.screen.contains("alan"), "settled: the search has answered")
    #expect(driver.screen.contains("barbara") && driver.screen.contains("margaret"))
    try await driver.press(.escape)
    #expect(run.isFinished)
    #expect(driver.tracker.pendingWork.isEmpty, "\(driver.tracker.pendingWork)")
  }

  @Test func workOfYourOwnTakesPartOnTheProgramsClock() async throws {
    let driver = HeadlessDriver()
    let app = Application(state: "waiting") {
      Text($0)
    } onEvent: { _, _ in
      .continue
    }
    try await driver.start(app)
    try await driver.press(.enter)
    #expect(driver.screen.lines[0] == "waiting")
    try await driver.start {
      WorkTracker.current.task("a greeting after a second") {
        try? await WorkTracker.current.sleep(for: .seconds(1))
        app.update { state in
          state = "hello"
          return .continue
        }
      }
    }
    try await driver.advance(by: .milliseconds(999))
    #expect(driver.screen.lines[0] == "waiting")
    try await driver.advance(by: .milliseconds(1))
    #expect(driver.screen.lines[0] == "hello")
  }

  @Test func eachStepRecordsTheBytesATerminalWouldReceiveAndTheFramesThatChanged() async throws {
    var environment = EnvironmentValues()
    environment.colorMode = .none
    let driver = HeadlessDriver(size: TerminalSize(width: 12, height: 2), environment: environment)
    let app = Application(state: 0) {
      Text("count \($0)")
    } onEvent: { count, event in
      if event == .key(.up) { count += 1 }
      return event == .key(.character("q")) ? .quit : .continue
    }
    let run = try await driver.start(app)
    try await driver.press(.up)
    try await driver.press(.down)
    try await driver.press(.character("q"))
    #expect(driver.steps.map(\.label) == ["start", "press up", "press down", "press q"])
    #expect(driver.steps.map(\.framesDrawn) == [1, 1, 0, 0])
    #expect(driver.frames.count == 2)
    let up = String(decoding: driver.steps[1].bytes, as: UTF8.self)
    #expect(up == "\u{1B}[?2026h\u{1B}[1;7H1\u{1B}[?2026l", "only the cell that changed")
    #expect(driver.steps[2].bytes.isEmpty, "nothing changed: nothing written")
    #expect(try run.value == 1)
    await #expect(throws: HeadlessDriverError.noProgram(step: "press up")) {
      try await driver.press(.up)
    }
  }

  @Test func ctrlZSuspendsAndResumeRedrawsWhole() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 10, height: 1))
    let app = Application(state: 0) {
      Text("n \($0)")
    } onEvent: { count, event in
      if event == .resume { count += 1 }
      return .continue
    }
    try await driver.start(app)
    try await driver.suspend()
    await #expect(throws: HeadlessDriverError.self) { try await driver.press(.up) }
    try await driver.resume()
    #expect(driver.screen.lines[0] == "n 1")
    let withoutJobControl = HeadlessDriver(
      size: TerminalSize(width: 90, height: 2), hasJobControl: false)
    try await withoutJobControl.start(app)
    try await withoutJobControl.suspend()
    #expect(withoutJobControl.screen.contains("no job control here"))
  }
}

@MainActor
@Suite struct PipedPagerTests {
  @Test func aPagerWhoseOutputIsNotATerminalCopiesItsDocumentUnchanged() async throws {
    let driver = HeadlessDriver(outputIsTerminal: false)
    var bytes: [UInt8] = [0x6F, 0x6B, 0xFF, 0x0A, 0x1B, 0x5B, 0x32, 0x4A]
    for line in 0..<5_000 { bytes += Array("line \(line)\n".utf8) }
    let document = TextDocument(source: MemoryByteSource(bytes), name: "mixed")
    let pager = try await driver.start { try await runPager(document) }
    #expect(pager.isFinished)
    #expect(driver.standardOutput == bytes, "byte for byte, escapes and invalid UTF-8 too")
    #expect(driver.frames.isEmpty, "no screen drawn")
  }

  @Test func aStreamIsCopiedAsItComes() async throws {
    let driver = HeadlessDriver(outputIsTerminal: false)
    let source = MemoryByteSource(Array("first\n".utf8), isComplete: false)
    let pager = try await driver.start {
      try await runPager(TextDocument(source: source, name: "stream"))
    }
    #expect(driver.standardOutput == Array("first\n".utf8))
    source.append(Array("second\n".utf8))
    source.finish()
    try await driver.advance(by: .milliseconds(10))
    #expect(driver.standardOutput == Array("first\nsecond\n".utf8))
    #expect(pager.isFinished)
  }
}
