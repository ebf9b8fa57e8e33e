import Folio
import FolioTesting
import Testing

@testable import FolioTerminal

// The code samples of the FolioTerminal catalogue and of Folio's "Getting started" article
// that need the runtime, copied verbatim. Nothing here takes over a terminal: the programs
// are built, and their event handling is checked without running them.

// MARK: FolioTerminal.md

struct Counter {
  var count = 0

  mutating func handle(_ event: TerminalEvent) -> ApplicationAction {
    switch event {
    case .key(.up): count += 1
    case .key(.down): count -= 1
    case .key(.character("q")), .key(.ctrl("c")): return .quit
    default: break
    }
    return .continue
  }
}

@MainActor
func runCounter() async throws -> Int {
  let app = Application(state: Counter()) { counter in
    Text("Count: \(counter.count)  (↑/↓, q quits)")
  } onEvent: { counter, event in
    counter.handle(event)
  }
  return try await app.run().count
}

/// A story of the prompts' sample.
struct SampleStory: Identifiable, Sendable {
  let id: Int
  let title: String
}

/// A source of one story, for the prompts' sample.
struct SampleStories: PaginatedDataSource {
  func fetch(_ request: PageRequest) async throws -> PageResult<SampleStory> {
    PageResult(items: [SampleStory(id: 1, title: "Hello")], hasMore: false)
  }
}

@MainActor
func askTheUser(stories: Paginator<SampleStories>) async throws {
  let story = try await choose("Pick a story", from: stories) { story in
    Text(story.title).truncated()
  }
  guard try await confirm("Open \(story.title)?", default: true) else { return }
  let note = try await ask("Note", placeholder: "optional")
  let token = try await ask("Token", isMasked: true) { $0.isEmpty ? "Needed" : nil }
  _ = (note, token)
}

/// The mouse sample's handler.
@MainActor
func handleMouse(
  _ event: TerminalEvent, navigator: PageNavigator<SampleStories>, selection: inout ListSelection,
  items: [SampleStory]
) {
  switch event {
  case .mouse(let mouse) where mouse.kind == .press(.left):
    if case .page(let page) = mouse.target { navigator.go(to: page) }
  case .mouse(let mouse) where mouse.kind == .scrollDown:
    selection.moveDown(3, count: items.count)
  default: break
  }
}

/// FolioTerminal.md's `MainLoop` sample: compiled, never called (it does not return).
func counterMain() -> Never {
  MainLoop.run {
    let count = (try? await runCounter()) ?? 0
    print("Counted \(count)")
  }
}

// MARK: GettingStarted.md (Folio)

@MainActor
func browse(_ subjects: [String]) async throws {
  let start = PageState(page: 1, totalItems: subjects.count, pageSize: 20)
  let app = Application(state: start) { state in
    let range = state.itemRange(pageSize: 20, totalItems: subjects.count)
    PaginatedList(Array(subjects[range]), selection: 0) { Text($0).truncated() }
      .numbered(page: state.page, pageSize: 20, totalItems: subjects.count)
  } onEvent: { state, event in
    switch event {
    case .key(.right): state.goToNext()
    case .key(.left): state.goToPrevious()
    case .key(.character("q")): return .quit
    default: break
    }
    return .continue
  }
  _ = try await app.run()
}

@Suite struct DocumentationExamplesTests {
  @Test func counterHandlesKeys() {
    var counter = Counter()
    #expect(counter.handle(.key(.up)) == .continue)
    #expect(counter.handle(.key(.up)) == .continue)
    #expect(counter.handle(.key(.down)) == .continue)
    #expect(counter.count == 1)
    #expect(counter.handle(.key(.character("q"))) == .quit)
    #expect(counter.handle(.key(.ctrl("c"))) == .quit)
    #expect(counter.handle(.resize(width: 80, height: 24)) == .continue)
    #expect(counter.count == 1)
  }

  @MainActor @Test func counterFrame() async throws {
    let app = Application(state: Counter()) { counter in
      Text("Count: \(counter.count)  (↑/↓, q quits)")
    } onEvent: { counter, event in
      counter.handle(event)
    }
    let driver = HeadlessDriver(size: TerminalSize(width: 30, height: 1))
    let run = try await driver.start(app)
    #expect(driver.screen.lines == ["Count: 0  (↑/↓, q quits)"])
    try await driver.press(.up, .up)
    #expect(driver.screen.lines == ["Count: 2  (↑/↓, q quits)"])
    try await driver.press(.character("q"))
    #expect(try run.value.count == 2)
  }

  // MARK: PagingThroughText.md (Folio) and the pager in FolioTerminal.md

  /// Compiled, not run: both take over the terminal.
  @MainActor
  func pagingThroughTextSample() async throws {
    let source = try FileByteSource(path: "server.log")
    try await runPager(TextDocument(source: source, name: "server.log"))
  }

  @MainActor
  func terminalPagerSample() async throws {
    let document = TextDocument(source: StandardInputSpool(), name: "standard input")
    try await runPager(document, options: PagerOptions(wrapsLines: false))
  }

  @Test func pagerOptionsDefaultToLessR() {
    let options = PagerOptions()
    #expect(options.wrapsLines && !options.showsLineNumbers && !options.quitsIfOneScreen)
    #expect(!options.follows && options.startLine == 1)
  }
}
