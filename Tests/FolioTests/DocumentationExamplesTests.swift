import Foundation
import Testing

@testable import Folio

// The code samples of the Folio documentation catalogue (Sources/Folio/Folio.docc), copied
// verbatim — top-level statements wrapped in test functions — so that a sample that stops
// compiling or stops telling the truth fails here.

// MARK: GettingStarted.md

struct Mailbox: View {
  var subjects: [String]
  var page: Int

  var body: some View {
    PaginatedList(subjects, selection: 0) { subject in
      Text(subject).truncated()
    }
    .numbered(page: page, pageSize: 20, totalItems: 1_234)
    .title("Inbox")
  }
}

// MARK: ComposingViews.md

struct StoryRow: View {
  var title: String
  var points: Int

  var body: some View {
    HStack {
      Text(title).truncated()
      Spacer()
      Text("\(points) pts").foregroundColor(.gray)
    }
  }
}

struct CompactKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var compact: Bool {
    get { self[CompactKey.self] }
    set { self[CompactKey.self] = newValue }
  }
}

// MARK: PagingRemoteData.md

struct Story: Identifiable, Sendable {
  let id: Int
  let title: String
}

struct StoriesSource: PaginatedDataSource {
  let stories: [Story]

  func fetch(_ request: PageRequest) async throws -> PageResult<Story> {
    let start = min(request.offset, stories.count)
    let end = min(start + request.size, stories.count)
    return PageResult(
      items: Array(stories[start..<end]), hasMore: end < stories.count,
      totalItems: stories.count)
  }
}

@MainActor
struct Inbox: @MainActor View {
  let navigator: PageNavigator<StoriesSource>

  var body: some View {
    VStack {
      Text("Inbox, page \(navigator.page)")
      PaginatedList(navigator: navigator) { Text($0.title) }
    }
  }
}

struct Event: Identifiable, Sendable, Decodable {
  let id: String
  let name: String
}

struct EventsSource: PaginatedDataSource {
  /// Downloads the JSON body of the `limit` events after `cursor`.
  let download: @Sendable (_ cursor: String?, _ limit: Int) async throws -> Data

  func fetch(_ request: PageRequest) async throws -> PageResult<Event> {
    let data = try await download(request.cursor, request.size)
    return try JSONDecoder().decode(CursorPageResponse<Event>.self, from: data).pageResult
  }
}

struct StoriesScreen: View {
  var stories: [Story]
  var state: PaginationState
  var selection: Int
  var loadMore: @MainActor () -> Void

  var body: some View {
    PaginatedList(stories, state: state, selection: selection) { story in
      Text(story.title).truncated()
    }
    .infinite(onLoadMore: loadMore)
  }
}

/// Fails the first request for each page in `failingOnce`, then answers like `StoriesSource`.
private final class FlakyStories: PaginatedDataSource, @unchecked Sendable {
  struct Timeout: Error, CustomStringConvertible {
    var description: String { "The server timed out." }
  }

  private let source: StoriesSource
  private let lock = NSLock()
  private var failingOnce: Set<Int>

  init(stories: [Story], failingOnce: Set<Int>) {
    source = StoriesSource(stories: stories)
    self.failingOnce = failingOnce
  }

  func fetch(_ request: PageRequest) async throws -> PageResult<Story> {
    let fails = lock.withLock { failingOnce.remove(request.page) != nil }
    if fails { throw Timeout() }
    return try await source.fetch(request)
  }
}

@Suite struct DocumentationExamplesTests {
  /// Every line of every Swift sample in the catalogues appears in one of the
  /// DocumentationExamples test files (a `// result` comment stands for an expectation).
  @Test func everySampleIsCompiledHere() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let testFiles = [
      "Tests/FolioTests/DocumentationExamplesTests.swift",
      "Tests/FolioTerminalTests/DocumentationExamplesTests.swift",
      "Tests/FolioTestingTests/SnapshotDocumentationExamplesTests.swift",
      "Tests/FolioTestingTests/DriverDocumentationExamplesTests.swift",
    ]
    let compiled = try testFiles.map {
      try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
    }
    .joined(separator: "\n").split(separator: "\n").map { normalized($0) }.joined(separator: "\n")
    var samples = 0
    for folder in [
      "Folio/Folio.docc", "FolioTerminal/FolioTerminal.docc", "FolioTesting/FolioTesting.docc",
    ] {
      let catalogue = root.appendingPathComponent("Sources").appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: catalogue.path)
      where name.hasSuffix(".md") {
        let article = try String(
          contentsOf: catalogue.appendingPathComponent(name), encoding: .utf8)
        for block in article.components(separatedBy: "```swift\n").dropFirst() {
          samples += 1
          let code = block.components(separatedBy: "```")[0]
          for line in code.split(separator: "\n") {
            var text = normalized(line)
            if let comment = text.range(of: "  //") ?? text.range(of: " // ") {
              text = normalized(text[..<comment.lowerBound])
            }
            if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("import ") { continue }
            #expect(compiled.contains(text), "\(name): `\(line)` is not in a test")
          }
        }
      }
    }
    #expect(samples >= 25)
  }

  // MARK: GettingStarted.md

  @Test func gettingStartedMailbox() {
    let mailbox = Mailbox(subjects: ["Welcome", "Your invoice"], page: 6)
    let screen = mailbox.renderPlainText(width: 44)
    print(screen)
    #expect(
      screen.split(separator: "\n", omittingEmptySubsequences: false) == [
        "Inbox",
        "────────────────────────────────────────────",
        "› Welcome",
        "  Your invoice",
        "  ‹ Previous  1 … 4 5 [6] 7 8 … 62  Next ›",
        "Showing 101–120 of 1,234",
      ])
  }

  // MARK: ComposingViews.md

  @Test func composingStoryRow() {
    #expect(
      StoryRow(title: "Debouncing search", points: 37).renderPlainText(width: 30)
        == "Debouncing search       37 pts")
  }

  @Test func composingStacksAndModifiers() {
    let card = VStack(alignment: .center, spacing: 1) {
      Text("No stories yet").bold()
      Text("Press r to refresh")
    }
    #expect(card.renderPlainText(width: 18) == "  No stories yet\n\nPress r to refresh")

    let panel = Text("Saved 3 stories")
      .padding(horizontal: 1)
      .frame(maxWidth: .max, alignment: .center)
      .border(.rounded, title: "Status")
    let lines = panel.renderPlainText(width: 24).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("╭") && lines[0].contains("Status"))
    #expect(lines[1] == "│   Saved 3 stories    │")
  }

  @Test func composingEnvironment() {
    let asciiBar = Pagination(page: 6, pageCount: 20)
      .environment(\.symbols, .ascii)

    let modeLine = EnvironmentReader { environment in
      Text("colour: \(environment.colorMode.rawValue)")
    }

    #expect(asciiBar.renderPlainText(width: 60) == "< Previous  1 ... 4 5 [6] 7 8 ... 20  Next >")
    #expect(modeLine.renderPlainText(width: 20) == "colour: none")
    #expect(modeLine.renderANSI(width: 20, colorMode: .ansi256).contains("colour: ansi256"))

    var environment = EnvironmentValues()
    #expect(environment.compact == false)
    environment.compact = true
    #expect(environment.compact)
  }

  @Test func composingViewThatFits() {
    let counter = ViewThatFits(horizontalOnly: true) {
      Text("Showing 21–40 of 1,234 stories")
      Text("21–40 of 1,234")
      Text("21–40")
    }
    #expect(counter.renderPlainText(width: 20) == "21–40 of 1,234")
    #expect(counter.renderPlainText(width: 40) == "Showing 21–40 of 1,234 stories")
    #expect(counter.renderPlainText(width: 3) == "21–\n40")
  }

  @Test func composingSharedSpace() {
    let header = HStack {
      Text("A terminal UI kit, from cells up").truncated()
      Text("111 pts")
    }
    #expect(header.renderPlainText(width: 24) == "A terminal UI k… 111 pts")
  }

  // MARK: PagingRemoteData.md

  @MainActor @Test func aMainActorViewReadsItsNavigator() async {
    let stories = (1...50).map { Story(id: $0, title: "Story \($0)") }
    let navigator = PageNavigator(dataSource: StoriesSource(stories: stories), pageSize: 3)
    await navigator.go(to: 2)?.value
    let text = Inbox(navigator: navigator).renderPlainText(width: 40, height: 6)
    #expect(text.hasPrefix("Inbox, page 2\nStory 4\nStory 5\nStory 6"), "\(text)")
  }

  @MainActor @Test func pagingInfiniteList() async {
    let stories = (1...50).map { Story(id: $0, title: "Story \($0)") }
    let paginator = Paginator(dataSource: StoriesSource(stories: stories), pageSize: 20)
    await paginator.start()?.value  // 20 items, state .loaded
    #expect(paginator.items.count == 20)
    #expect(paginator.state == .loaded)
    paginator.itemAppeared(at: 3)  // far from the end: nothing starts
    #expect(paginator.state == .loaded)
    await paginator.itemAppeared(at: 17)?.value  // within 5 of the end: page 2 loads
    #expect(paginator.items.map(\.id) == Array(1...40))
  }

  @MainActor @Test func pagingCursorSource() async {
    let bodies = [
      #"{"items": [{"id": "a", "name": "deploy"}], "next_cursor": "c1"}"#,
      #"{"items": [{"id": "b", "name": "rollback"}], "has_more": false}"#,
    ]
    let source = EventsSource { cursor, limit in
      #expect(limit == 1)
      return Data(bodies[cursor == "c1" ? 1 : 0].utf8)
    }
    let paginator = Paginator(dataSource: source, pageSize: 1)
    await paginator.start()?.value
    await paginator.loadMore()?.value
    #expect(paginator.items.map(\.name) == ["deploy", "rollback"])
    #expect(paginator.state == .exhausted)
  }

  @MainActor @Test func pagingScreenAsksForMore() async {
    let stories = (1...50).map { Story(id: $0, title: "Story \($0)") }
    let paginator = Paginator(dataSource: StoriesSource(stories: stories), pageSize: 3)
    await paginator.start()?.value

    let screen = StoriesScreen(
      stories: paginator.items, state: paginator.state, selection: 0,
      loadMore: { _ = paginator.loadMore() })
    let frame = screen.renderFrame(width: 40, height: 8)  // draws; starts nothing
    #expect(paginator.state == .loaded)
    frame.report.apply()  // the footer showed: page 2 loads

    #expect(screen.renderPlainText(width: 20, height: 8).hasPrefix("› Story 1\n  Story 2"))
    #expect(paginator.state == .loadingMore)
    await paginator.loadMore()?.value
    #expect(paginator.items.count == 6)
  }

  /// The article's screen drawn from a task that is not on the main actor: drawing runs no
  /// closure of the app's (its `loadMore` is isolated to the main actor and would trap if
  /// it ran there), twice gives the same frame and report, and starts no load.
  @MainActor @Test func pagingScreenDrawsOffTheMainActorAndStartsNothing() async {
    let stories = (1...50).map { Story(id: $0, title: "Story \($0)") }
    let paginator = Paginator(dataSource: StoriesSource(stories: stories), pageSize: 3)
    await paginator.start()?.value
    let screen = StoriesScreen(
      stories: paginator.items, state: paginator.state, selection: 0,
      loadMore: { _ = paginator.loadMore() })
    let (first, second) = await Task.detached {
      (screen.renderFrame(width: 40, height: 8), screen.renderFrame(width: 40, height: 8))
    }.value
    #expect(first.canvas == second.canvas)
    #expect(first.report.lists == second.report.lists)
    #expect(first.report.regions == second.report.regions)
    #expect(first.report.lists.first?.isFooterVisible == true)
    #expect(paginator.state == .loaded)
    #expect(paginator.items.count == 3)
    first.report.apply()
    #expect(paginator.state == .loadingMore)
  }

  @MainActor @Test func pagingErrors() async {
    let stories = (1...50).map { Story(id: $0, title: "Story \($0)") }
    let paginator = Paginator(
      dataSource: FlakyStories(stories: stories, failingOnce: [2]), pageSize: 20)
    await paginator.start()?.value

    await paginator.loadMore()?.value
    #expect(paginator.state == .error(message: "The server timed out."))
    #expect(paginator.items.count == 20)
    if case .error(let message) = paginator.state {
      print("Could not load more: \(message)")  // the earlier items are still there
      await paginator.tryAgain()?.value  // the same page again
    }
    #expect(paginator.state == .loaded)
    #expect(paginator.items.map(\.id) == Array(1...40))
  }

  @MainActor @Test func pagingSingleFlight() async {
    let stories = (1...50).map { Story(id: $0, title: "Story \($0)") }
    let paginator = Paginator(dataSource: StoriesSource(stories: stories), pageSize: 20)
    await paginator.start()?.value

    let first = paginator.loadMore()
    let second = paginator.loadMore()  // joins the load in flight
    await first?.value
    await second?.value  // one request, one page appended
    #expect(first != nil && second != nil)
    #expect(paginator.items.map(\.id) == Array(1...40))
  }

  @MainActor @Test func pagingNumberedList() async {
    let stories = (1...50).map { Story(id: $0, title: "Story \($0)") }
    let navigator = PageNavigator(dataSource: StoriesSource(stories: stories), pageSize: 20)
    await navigator.go(to: 3)?.value
    #expect(navigator.page == 3)
    #expect(navigator.items.map(\.id) == Array(41...50))
    #expect(navigator.pageCount == 3)

    let list = PaginatedList(navigator.items, state: navigator.state, selection: 0) { story in
      Text(story.title).truncated()
    }
    .numbered(
      page: navigator.page, pageSize: navigator.pageSize, totalItems: navigator.totalItems ?? 0)
    let output = list.renderPlainText(width: 40)
    #expect(output.hasPrefix("› Story 41\n"))
    #expect(output.hasSuffix("Showing 41–50 of 50"))
  }

  @MainActor @Test func pagingSearch() async {
    let stories = (1...50).map { Story(id: $0, title: "Story \($0)") }
    let titles = AnySearchablePaginatedDataSource<Story> { request, query in
      let matches = stories.filter { query.isEmpty || $0.title.lowercased().contains(query) }
      let page = matches.dropFirst(request.offset).prefix(request.size)
      return PageResult(items: Array(page), hasMore: request.offset + page.count < matches.count)
    }
    let search = SearchablePaginator(dataSource: titles, pageSize: 20, debounce: .milliseconds(250))
    await search.start()?.value  // the whole list
    search.query = "story 4"  // the search starts 250 ms after the last change
    #expect(search.query == "story 4")
    #expect(search.appliedQuery == "")
    #expect(search.items.count == 20)
    #expect(search.debounce == .milliseconds(250))

    let matches = try? await titles.fetch(.first(size: 20), query: "story 4")
    #expect(matches?.items.map(\.id) == [4] + Array(40...49))
  }

  // MARK: TheNumberedPager.md

  @Test func pagerVisiblePages() {
    #expect(Pagination.visiblePages(page: 6, pageCount: 20) == [1, 4, 5, 6, 7, 8, 20])
    #expect(Pagination.visiblePages(page: 1, pageCount: 20) == [1, 2, 3, 20])
    #expect(
      Pagination(page: 6, pageCount: 20).visibleItems == [
        .page(1), .ellipsis, .page(4), .page(5), .page(6), .page(7), .page(8), .ellipsis,
        .page(20),
      ])
  }

  @Test func pagerConstantSlots() {
    let start = Pagination(page: 1, pageCount: 20, strategy: .constantSlots)
    #expect(start.visibleItems.count == 9)  // 1 2 3 4 5 6 7 … 20
    #expect(start.visibleItems == (1...7).map { .page($0) } + [.ellipsis, .page(20)])
    let middle = Pagination(page: 6, pageCount: 20, strategy: .constantSlots)
    #expect(middle.visibleItems.count == 9)  // 1 … 4 5 6 7 8 … 20
    #expect(
      middle.visibleItems == [.page(1), .ellipsis] + (4...8).map { .page($0) } + [
        .ellipsis, .page(20),
      ])
  }

  @Test func pagerFallbacks() {
    let bar = Pagination(page: 6, pageCount: 20)
    #expect(bar.renderPlainText(width: 40) == "‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›")
    #expect(bar.renderPlainText(width: 30) == "‹ 1 … 4 5 [6] 7 8 … 20 ›")
    #expect(bar.renderPlainText(width: 12) == "‹ 6 / 20 ›")
    #expect(bar.renderPlainText(width: 6) == "6/20")
    #expect(bar.renderPlainText(width: 20) == "‹ 1 … 5 [6] 7 … 20 ›")
    #expect(bar.renderPlainText(width: 16) == "‹ 1 … [6] … 20 ›")
    #expect(bar.renderPlainText(width: 3) == "")
    #expect(Pagination(page: 1, pageCount: 20).renderPlainText(width: 40).hasPrefix("(‹ Previous)"))
  }

  @Test func pagerStableWidth() {
    let widths = Set(
      (1...120).map { page in
        Pagination(page: page, pageCount: 120, strategy: .constantSlots, stableWidth: true)
          .renderCanvas(width: 80).plainText(trimmingTrailingSpaces: true).count
      })
    #expect(widths.count == 1)

    for page in [1, 60, 120] {
      let bar = Pagination(page: page, pageCount: 120, strategy: .constantSlots, stableWidth: true)
      print(bar.renderPlainText(width: 80))
    }
  }

  @Test func pagerLabels() {
    let german = PaginationLabels(
      previous: "Zurück", next: "Weiter", showing: "Zeige", of: "von",
      noItems: "Keine Einträge", page: "Seite", groupingSeparator: ".")
    let footer = VStack(alignment: .center) {
      Pagination(page: 2, pageCount: 62)
      PaginationSummary(page: 2, pageSize: 20, totalItems: 1_234)
    }
    .environment(\.paginationLabels, german)
    #expect(
      footer.renderPlainText(width: 60)
        == "‹ Zurück  1 [2] 3 4 … 62  Weiter ›\n      Zeige 21–40 von 1.234")
  }

  @Test func pagerPageState() {
    var state = PageState(page: 1, totalItems: 1_234, pageSize: 20)
    state.goToNext()
    #expect(state.page == 2)
    state.goToLast()
    #expect(state.page == 62)
    #expect(state.itemRange(pageSize: 20, totalItems: 1_234) == 1220..<1234)
  }

  // MARK: TerminalConventions.md

  @Test func conventionsColourConversion() {
    #expect(Color.rgb(255, 0, 0).converted(to: .ansi256) == .indexed(196))
    #expect(Color.indexed(196).converted(to: .ansi16) == .ansi(9))
  }

  @Test func conventionsColourDetection() {
    #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"], isTTY: true) == .ansi256)
    #expect(
      ColorMode.detect(environment: ["NO_COLOR": "1", "FORCE_COLOR": "3"], isTTY: true)
        == .monochrome)
    #expect(ColorMode.detect(environment: ["NO_COLOR": "1"], isTTY: false) == .none)
    #expect(ColorMode.detect(environment: ["TERM": "xterm"], isTTY: false) == .none)
    #expect(ColorMode.detect(environment: ["CLICOLOR_FORCE": "1"], isTTY: false) == .ansi16)
    #expect(ColorMode.detect(environment: ["COLORTERM": "truecolor"], isTTY: true) == .truecolor)
  }

  @Test func conventionsSymbols() {
    let symbols = SymbolSet.detect(environment: ["LANG": "C"])  // .ascii
    let bar = Pagination(page: 6, pageCount: 20).environment(\.symbols, symbols)
    #expect(symbols == .ascii)
    #expect(bar.renderPlainText(width: 50) == "< Previous  1 ... 4 5 [6] 7 8 ... 20  Next >")
  }

  @Test func conventionsSanitizer() {
    #expect(Sanitizer.sanitize("\u{1B}]0;owned\u{07}Inbox") == "␛]0;owned␇Inbox")
    #expect(Sanitizer.sanitize("a\tb") == "a       b")
    #expect(Text("\u{1B}[2JDone").renderPlainText(width: 20) == "␛[2JDone")
    #expect(Sanitizer.sanitize(bytes: [0x9B, 0x32, 0x4A]) == "␦2J")
  }

  @Test func conventionsSGRParser() {
    let styled = SGRParser.parse("\u{1B}[1;31mFAIL\u{1B}[0m 3 tests\u{1B}]0;title\u{07}")
    #expect(styled.plainText == "FAIL 3 tests")
    #expect(styled.runs[0].style == Style(foreground: .red, bold: true))
    let line = Text(styled)
    #expect(line.renderANSI(width: 20, colorMode: .ansi16).contains("FAIL"))
    #expect(line.renderPlainText(width: 20) == "FAIL 3 tests")
  }
}

/// `line` with its ends trimmed and every run of spaces made one.
private func normalized(_ line: some StringProtocol) -> String {
  line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
}

// MARK: Widgets of your own

struct Meter: PrimitiveView {
  var fraction: Double

  func makeNode(in context: BuildContext) -> LayoutNode {
    MeterNode(fraction: fraction, style: context.environment.theme.accent)
  }
}

final class MeterNode: LayoutNode {
  let fraction: Double
  let style: Style

  init(fraction: Double, style: Style) {
    self.fraction = fraction
    self.style = style
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 20, height: proposal.height == 0 ? 0 : 1)
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let filled = Int((Double(rect.width) * min(max(fraction, 0), 1)).rounded())
    let bar =
      String(repeating: "█", count: filled)
      + String(repeating: "░", count: rect.width - filled)
    context.canvas.draw(bar, x: rect.x, y: rect.y, style: style, clip: rect)
    context.addRegion(.custom("meter"), rect: rect)
  }
}

/// Two children side by side, each given half the width.
struct Halves<Left: View, Right: View>: PrimitiveView {
  var left: Left
  var right: Right

  func makeNode(in context: BuildContext) -> LayoutNode {
    HalvesNode(left: context.makeNode(for: left), right: context.makeNode(for: right))
  }
}

final class HalvesNode: LayoutNode {
  let left: LayoutNode
  let right: LayoutNode

  init(left: LayoutNode, right: LayoutNode) {
    self.left = left
    self.right = right
  }

  override func computeWidthRange() -> LengthRange {
    let widest = max(left.widthRange().ideal, right.widthRange().ideal)
    return LengthRange(minimum: 0, ideal: widest * 2, maximum: ProposedSize.unlimited)
  }

  override func computeWidth(offered width: Int) -> Int { width }

  override func computeHeightRange(width: Int) -> LengthRange {
    let first = left.heightRange(width: width / 2)
    let second = right.heightRange(width: width - width / 2)
    return LengthRange(
      minimum: max(first.minimum, second.minimum), ideal: max(first.ideal, second.ideal),
      maximum: max(first.maximum, second.maximum))
  }

  override func computeSize(offered size: Size) -> Size {
    let first = left.size(offered: Size(width: size.width / 2, height: size.height))
    let second = right.size(offered: Size(width: size.width - size.width / 2, height: size.height))
    return Size(width: size.width, height: max(first.height, second.height))
  }

  override func render(in rect: Rect, context: inout RenderContext) {
    let half = offeredSize.width / 2
    let leftOffer = Size(width: half, height: offeredSize.height)
    let rightOffer = Size(width: offeredSize.width - half, height: offeredSize.height)
    context.draw(
      left, in: Rect(x: rect.x, y: rect.y, size: left.size(offered: leftOffer)),
      offeredSize: leftOffer)
    context.draw(
      right, in: Rect(x: rect.x + half, y: rect.y, size: right.size(offered: rightOffer)),
      offeredSize: rightOffer)
  }
}

@Suite struct WidgetsOfYourOwnExamples {
  @Test func meter() {
    #expect(Meter(fraction: 0.3).renderPlainText(width: 10) == "███░░░░░░░")
  }

  @MainActor @Test func halvesAndTheirReport() {
    let frame = Halves(left: Meter(fraction: 0.5), right: Text("half"))
      .renderFrame(width: 20)
    #expect(frame.canvas.plainText(trimmingTrailingSpaces: true) == "█████░░░░░half")
    #expect(frame.report.target(atX: 2, y: 0) == .custom("meter"))
    #expect(frame.report.target(atX: 12, y: 0) == nil)
    frame.report.apply()  // nothing to do: no list on screen
  }
}

// MARK: ReadingWithoutSight.md

struct Rating: View {
  var stars: Int

  var body: some View {
    HStack {
      Text(String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars))
        .accessibilityLabel("\(stars) stars of 5")
      Text("│").accessibilityHidden()
      Text("[ Rate ]").accessibilityAddTraits(.isButton)
    }
  }
}

/// A view of a sample's own that says it is synced, as a primitive view does.
struct SyncedBadge: PrimitiveView {
  func makeNode(in context: BuildContext) -> LayoutNode { SyncedNode() }

  final class SyncedNode: LayoutNode {
    override func computeWidthRange() -> LengthRange { .fixed(6) }
    override func computeHeightRange(width: Int) -> LengthRange { .fixed(1) }
    override func computeSize(offered size: Size) -> Size { Size(width: 6, height: 1) }
    override func render(in rect: Rect, context: inout RenderContext) {
      context.canvas.draw("Synced", x: rect.x, y: rect.y, style: Style(), clip: rect)
      context.addAccessibilityElement(AccessibilityElement(role: .status, label: "Synced"))
    }
  }
}

@Suite struct ReadingWithoutSightExamplesTests {
  @Test func aRatingReadsAsItsModifiersSay() {
    #expect(
      Rating(stars: 3).renderTranscript(width: 30) == "3 stars of 5\nbutton: [ Rate ]\n")
  }

  @Test func aPrimitiveViewSaysWhatItIs() {
    #expect(SyncedBadge().renderTranscript(width: 10) == "status: Synced\n")
  }
}

/// The article's example (Composing views: keeping what did not change).
struct Results: View, Equatable {
  var titles: [String]
  var page: Int
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(titles, id: \.self) { title in Text(title) }
      Text("Page \(page)").bold()
    }
  }
}

/// The article's example (Composing views: a view is known by where it stands, the
/// elements of a `ForEach` by their identifiers).
struct Post: Identifiable {
  var id: Int
  var title: String
  var score: Int
}

struct PostRows: View {
  var posts: [Post]
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(posts) { post in  // Post: Identifiable
        HStack {
          Text(post.title)
          Spacer()
          Text("\(post.score)").bold()
        }
      }
    }
  }
}

@Suite struct ForEachIdentityExampleTests {
  @Test func aPostInsertedAtTheTopLeavesTheOthersTheirRows() {
    let memory = FrameMemory()
    var posts = [Post(id: 2, title: "Second", score: 5), Post(id: 1, title: "First", score: 9)]
    for _ in 0..<2 { _ = PostRows(posts: posts).renderFrame(width: 30, memory: memory) }
    posts.insert(Post(id: 3, title: "A longer third", score: 12), at: 0)
    let frame = PostRows(posts: posts).renderFrame(width: 30, memory: memory)
    #expect(memory.relaidNodes == 1, "only the column is laid out again")
    #expect(frame.canvas == PostRows(posts: posts).renderFrame(width: 30).canvas)
  }
}

@Suite struct KeepingWhatDidNotChangeExampleTests {
  @Test func theArticlesResultsAreKeptWhileTheSpinnerTurns() {
    let memory = FrameMemory()
    var environment = EnvironmentValues()
    var drawn: [String] = []
    for tick in 0..<3 {
      environment.spinnerTick = tick
      let screen = VStack(alignment: .leading, spacing: 0) {
        LoadingIndicator("Refreshing")  // changes every tick
        Results(titles: ["one", "two"], page: 1).equatable()  // kept while equal
      }
      let frame = screen.renderFrame(width: 20, environment: environment, memory: memory)
      drawn.append(frame.canvas.plainText(trimmingTrailingSpaces: true))
      #expect(memory.reusedNodes == (tick == 0 ? 0 : 1))
      #expect(drawn.last == screen.renderPlainText(width: 20, environment: environment))
    }
    #expect(Set(drawn).count == 3, "the spinner turned: \(drawn)")
  }

  @Test func aLoopOfYourOwnSendsEachFrameAsTheBytesOfItsUpdate() {
    let screen = VStack(alignment: .leading, spacing: 0) {
      LoadingIndicator("Refreshing")
      Results(titles: ["one", "two"], page: 1).equatable()
    }
    var terminal: [[UInt8]] = []
    func write(_ bytes: [UInt8]) { terminal.append(bytes) }
    let memory = FrameMemory()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    for tick in 0..<100 {
      environment.spinnerTick = tick
      let update = screen.renderUpdate(
        width: 80, height: 24, environment: environment, memory: memory)
      write(update.bytes)  // the first update draws the whole screen
    }
    #expect(terminal[0].starts(with: Array("\u{1B}[H\u{1B}[2J".utf8)))
    // Every tick after it writes the spinner's cell, and no more than its row.
    let fresh = (98...99).map { tick in
      var environment = environment
      environment.spinnerTick = tick
      return screen.renderFrame(width: 80, height: 24, environment: environment).canvas
    }
    #expect(terminal[99] == fresh[1].diff(from: fresh[0], colorMode: .truecolor))
    #expect(terminal[1...].allSatisfy { $0.count < 40 })
  }
}
