import Testing

@testable import Folio

/// `count` stories served from memory a page at a time, answering at once.
private struct MemoryStories: PaginatedDataSource {
  struct Story: Identifiable, Sendable {
    let id: Int
    var title: String { "Story \(id)" }
  }

  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  var count: Int
  /// Whether pages say how many stories there are in all.
  var reportsTotal = true
  /// A page that fails to load.
  var failingPage: Int?

  func fetch(_ request: PageRequest) async throws -> PageResult<Story> {
    if request.page == failingPage { throw Offline() }
    let start = min(request.offset, count)
    let end = min(start + request.size, count)
    return PageResult(
      items: (start..<end).map(Story.init), hasMore: end < count,
      totalItems: reportsTotal ? count : nil)
  }
}

/// `MemoryStories` that also searches: the stories whose title holds the query.
private struct SearchableStories: SearchablePaginatedDataSource {
  let base = MemoryStories(count: 40)

  func fetch(_ request: PageRequest) async throws -> PageResult<MemoryStories.Story> {
    try await base.fetch(request)
  }

  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<
    MemoryStories.Story
  > {
    let all = (0..<base.count).map(MemoryStories.Story.init).filter {
      query.isEmpty || $0.title.contains(query)
    }
    let start = min(request.offset, all.count)
    let end = min(start + request.size, all.count)
    return PageResult(
      items: Array(all[start..<end]), hasMore: end < all.count, totalItems: all.count)
  }
}

/// The plain-text lines of `view` drawn `width` × `height`, trailing spaces removed, after
/// acting on the frame's report as the terminal runtime does.
@MainActor
private func lines(_ view: some View, width: Int = 40, height: Int) -> [String] {
  var environment = EnvironmentValues()
  environment.colorMode = .none
  let frame = view.renderFrame(width: width, height: height, environment: environment)
  frame.report.apply()
  return frame.canvas.plainText(trimmingTrailingSpaces: true)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@MainActor @Suite struct PaginatedListModelsTests {
  /// Draws the paginator's list once, then waits for the page the frame asked for, if any.
  private func frame(
    _ paginator: Paginator<MemoryStories>, _ scroll: ListScrollState, selection: Int? = nil,
    height: Int = 6
  ) async -> [String] {
    let shown = lines(
      PaginatedList(paginator: paginator, selection: selection) { Text($0.title) }
        .scrollState(scroll),
      height: height)
    // Applying the frame's report started the request, if the footer showed; let it run.
    let before = paginator.items.count
    for _ in 0..<100 where paginator.state != .loadingMore && paginator.items.count == before {
      await Task.yield()
    }
    await paginator.inFlight?.value
    return shown
  }

  @Test func aPaginatorsListLoadsPageAfterPageAsTheFooterShows() async {
    let paginator = Paginator(dataSource: MemoryStories(count: 7), pageSize: 3)
    let scroll = ListScrollState()
    // Nothing asked yet: the list shows it loading, and its frame starts the model.
    let first = await frame(paginator, scroll)
    #expect(first.allSatisfy { $0.allSatisfy { $0 == "░" || $0 == " " } }, "skeletons: \(first)")
    #expect(first.contains { !$0.isEmpty })
    #expect(paginator.state == .loaded && paginator.items.count == 3)
    #expect(
      await frame(paginator, scroll) == ["Story 0", "Story 1", "Story 2", "", "", ""])
    #expect(paginator.items.count == 6)
    // Six rows fill the list: the footer is out of view, so nothing more is asked.
    #expect(
      await frame(paginator, scroll) == [
        "Story 0", "Story 1", "Story 2", "Story 3", "Story 4", "Story 5",
      ])
    #expect(paginator.items.count == 6)
    // Selecting the last row scrolls the footer into view: the last page loads.
    #expect(
      await frame(paginator, scroll, selection: 5) == [
        "  Story 1", "  Story 2", "  Story 3", "  Story 4", "› Story 5", "",
      ])
    #expect(paginator.items.count == 7)
    #expect(paginator.state == .exhausted)
    #expect(
      await frame(paginator, scroll, selection: 6) == [
        "  Story 2", "  Story 3", "  Story 4", "  Story 5", "› Story 6",
        "          You're all caught up",
      ])
    #expect(paginator.items.count == 7)
  }

  @Test func choosingTheFootersTextKeepsThePaginatorsLoader() async {
    let paginator = Paginator(dataSource: MemoryStories(count: 7), pageSize: 3)
    await paginator.start()?.value
    _ = lines(
      PaginatedList(paginator: paginator) { Text($0.title) }
        .infinite(finishedText: "That's all").scrollState(ListScrollState()),
      height: 6)
    for _ in 0..<100 where paginator.state == .loaded && paginator.items.count == 3 {
      await Task.yield()
    }
    await paginator.inFlight?.value
    #expect(paginator.items.count == 6)
  }

  @Test func theFooterOutOfViewLoadsNothing() async {
    let paginator = Paginator(dataSource: MemoryStories(count: 30), pageSize: 10)
    await paginator.start()?.value
    let scroll = ListScrollState()
    _ = await frame(paginator, scroll, selection: 0)
    #expect(paginator.items.count == 10)
    #expect(paginator.state == .loaded)
  }

  @Test func aFailedPageKeepsTheLoadedRows() async {
    let paginator = Paginator(
      dataSource: MemoryStories(count: 9, failingPage: 2), pageSize: 3)
    await paginator.start()?.value
    let scroll = ListScrollState()
    _ = await frame(paginator, scroll)
    #expect(paginator.state == .error(message: "offline"))
    #expect(
      await frame(paginator, scroll) == [
        "Story 0", "Story 1", "Story 2", "                offline", "", "",
      ])
    // A failure is not retried by showing the footer again.
    #expect(paginator.state == .error(message: "offline"))
  }

  @Test func aPaginatorsFirstLoadShowsTheSkeleton() async {
    let paginator = Paginator(dataSource: MemoryStories(count: 7), pageSize: 3)
    let load = paginator.start()
    let shown = lines(PaginatedList(paginator: paginator) { Text($0.title) }, height: 4)
    #expect(paginator.state == .loading)
    #expect(shown.prefix(3).allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 == "░" } })
    await load?.value
  }

  // MARK: Navigator

  private func navigatorList(
    _ navigator: PageNavigator<MemoryStories>, selection: Int? = nil
  ) -> [String] {
    lines(
      PaginatedList(navigator: navigator, selection: selection) { Text($0.title) }, height: 6)
  }

  @Test func aNavigatorsListShowsItsPageBarAndSummary() async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 7), pageSize: 3, prefetchesNeighbours: false)
    await navigator.first()?.value
    #expect(
      navigatorList(navigator, selection: 1) == [
        "  Story 0", "› Story 1", "  Story 2", "",
        "     (‹ Previous)  [1] 2 3  Next ›", "Showing 1–3 of 7",
      ])
    await navigator.last()?.value
    #expect(
      navigatorList(navigator) == [
        "Story 6", "", "", "", "     ‹ Previous  1 2 [3]  (Next ›)", "Showing 7–7 of 7",
      ])
  }

  @Test func withoutATotalTheBarCountsWhatTheNavigatorKnows() async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 7, reportsTotal: false), pageSize: 3,
      prefetchesNeighbours: false)
    await navigator.first()?.value
    #expect(navigator.totalItems == nil)
    // A full first page: at least one more item, so Next is offered.
    #expect(
      navigatorList(navigator).suffix(2) == [
        "      (‹ Previous)  [1] 2  Next ›", "Showing 1–3 of 4",
      ])
    await navigator.next()?.value
    await navigator.next()?.value
    // The last page said nothing follows it: the count is exact.
    #expect(navigator.pageCount == 3)
    #expect(
      navigatorList(navigator).suffix(2) == [
        "     ‹ Previous  1 2 [3]  (Next ›)", "Showing 7–7 of 7",
      ])
    // Back on page 1 (from the cache), the known last page keeps the bar whole.
    await navigator.first()?.value
    #expect(
      navigatorList(navigator).suffix(2) == [
        "     (‹ Previous)  [1] 2 3  Next ›", "Showing 1–3 of 7",
      ])
  }

  @Test func aNavigatorsFailedPageShowsTheErrorState() async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 7, failingPage: 2), pageSize: 3,
      prefetchesNeighbours: false)
    await navigator.first()?.value
    await navigator.next()?.value
    #expect(navigator.state == .error(message: "offline"))
    #expect(
      navigatorList(navigator).prefix(4) == [
        "             Couldn't load", "                offline", "",
        "          Press r to try again",
      ])
  }

  @Test func knownItemCountNeverOverflows() {
    typealias List = PaginatedList<[Int], Text>
    #expect(
      PaginatedListMode.knownItemCount(page: 1, pageSize: 20, shown: 20, pageCount: nil) == 21)
    #expect(PaginatedListMode.knownItemCount(page: 1, pageSize: 20, shown: 7, pageCount: nil) == 7)
    #expect(PaginatedListMode.knownItemCount(page: 3, pageSize: 20, shown: 5, pageCount: 3) == 45)
    #expect(PaginatedListMode.knownItemCount(page: 2, pageSize: 20, shown: 20, pageCount: 9) == 161)
    #expect(PaginatedListMode.knownItemCount(page: 1, pageSize: 20, shown: 0, pageCount: nil) == 0)
    for page in [Int.min, -1, 0, 1, Int.max] {
      for size in [Int.min, 0, 1, Int.max] {
        for pageCount in [nil, Int.min, 0, 1, Int.max] {
          let count = PaginatedListMode.knownItemCount(
            page: page, pageSize: size, shown: Int.max, pageCount: pageCount)
          #expect(count >= 0)
        }
      }
    }
  }

  @Test func aSearchablePaginatorsListAsksForTheNextPageOfItsQuery() async {
    let paginator = SearchablePaginator(
      dataSource: SearchableStories(), pageSize: 3, debounce: .zero)
    paginator.query = "Story 1"
    for _ in 0..<2_000 where paginator.items.count < 3 {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(paginator.items.map(\.id) == [1, 10, 11])
    _ = lines(
      PaginatedList(paginator: paginator) { Text($0.title) }.scrollState(ListScrollState()),
      height: 6)
    for _ in 0..<100 where paginator.items.count == 3 { await Task.yield() }
    await paginator.inFlight?.value
    #expect(paginator.items.map(\.id) == [1, 10, 11, 12, 13, 14])
  }
}

/// A screen of a tool's own that reads its navigator in `body`: the models are main-actor
/// objects, so the screen conforms to `View` on the main actor (an isolated conformance)
/// and is drawn there, as a program's views are.
@MainActor
private struct InboxScreen: @MainActor View {
  let navigator: PageNavigator<MemoryStories>

  var body: some View {
    VStack {
      Text("Inbox, page \(navigator.page) of \(navigator.pageCount ?? 1)")
      PaginatedList(navigator: navigator) { Text($0.title) }
    }
  }
}

@MainActor @Suite struct ViewIsolationTests {
  @Test func aViewWhoseBodyReadsANavigatorCompilesAndDraws() async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 7), pageSize: 3, prefetchesNeighbours: false)
    await navigator.go(to: 2)?.value
    #expect(
      lines(InboxScreen(navigator: navigator), height: 7) == [
        "Inbox, page 2 of 3", "Story 3", "Story 4", "Story 5", "",
        "      ‹ Previous  1 [2] 3  Next ›", "Showing 4–6 of 7",
      ])
  }
}

@MainActor @Suite struct PageSizeFollowingTests {
  /// Lets the navigator's page arrive (the source answers at once).
  private func loaded(_ navigator: PageNavigator<MemoryStories>) async {
    for _ in 0..<100 where navigator.state != .loaded { await Task.yield() }
  }

  /// The rows of a numbered list whose page size follows its height, `height` rows high,
  /// after acting on its frame; `selection` follows the selected item.
  private func frame(
    _ navigator: PageNavigator<MemoryStories>, _ selection: inout Int, height: Int
  ) async -> [String] {
    var moved: Int?
    let shown = lines(
      PaginatedList(navigator: navigator, selection: selection) { Text($0.title) }
        .pageSizeFollowsHeight { moved = $0 },
      height: height)
    if let moved { selection = moved }
    await loaded(navigator)
    return shown
  }

  @Test func theListsHeightSetsThePageSizeAndKeepsTheSelectedItem() async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 40), pageSize: 20, prefetchesNeighbours: false)
    await navigator.first()?.value
    var selection = 13  // Story 13
    // Room for six rows under the bar and summary: pages of six, Story 13 on page 3.
    _ = await frame(navigator, &selection, height: 8)
    #expect(navigator.pageSize == 6 && navigator.page == 3 && selection == 1)
    let eight = await frame(navigator, &selection, height: 8)
    #expect(
      eight == [
        "  Story 12", "› Story 13", "  Story 14", "  Story 15", "  Story 16", "  Story 17",
        "  ‹ Previous  1 2 [3] 4 5 … 7  Next ›", "Showing 13–18 of 40",
      ])
    // The same height asks for nothing; a shorter one keeps Story 13 in view.
    #expect(navigator.state == .loaded)
    _ = await frame(navigator, &selection, height: 5)
    #expect(navigator.pageSize == 3 && navigator.page == 5 && selection == 1)
    let five = await frame(navigator, &selection, height: 5)
    #expect(
      five == [
        "  Story 12", "› Story 13", "  Story 14", "‹ Previous  1 … 3 4 [5] 6 7 … 14  Next ›",
        "Showing 13–15 of 40",
      ])
  }

  @Test func aTablesRowsUnderItsHeaderSetThePageSize() async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 40), pageSize: 20, prefetchesNeighbours: false)
    var moved: Int?
    _ = lines(
      PaginatedTable(
        navigator: navigator, selection: 0,
        columns: [TableColumn<MemoryStories.Story>("Title") { $0.title }]
      ).pageSizeFollowsHeight { moved = $0 },
      height: 10)
    await loaded(navigator)
    // Ten rows: the header, seven rows, the bar and the summary.
    #expect(navigator.pageSize == 7)
    #expect(moved == 0)
  }

  /// A list whose page size follows its height beside a spinner, drawn with a memory as a
  /// program's loop draws, `height` rows high, `generation` the spinner's tick and the
  /// closure's mark; every frame is the frame drawn from nothing.
  private func drawFollowing(
    _ navigator: PageNavigator<MemoryStories>, selection: Int, generation: Int, height: Int,
    into frames: inout FrameMemoryTests.KeptBesideFresh,
    moved: @escaping @MainActor (_ generation: Int, _ offset: Int) -> Void,
    table: Bool = false
  ) {
    var environment = EnvironmentValues()
    environment.spinnerTick = generation
    let screen = VStack(alignment: .leading, spacing: 0) {
      LoadingIndicator("Syncing", alignment: .leading)
      if table {
        PaginatedTable(
          navigator: navigator, selection: selection,
          columns: [TableColumn<MemoryStories.Story>("Title") { $0.title }]
        ).pageSizeFollowsHeight { moved(generation, $0) }
      } else {
        PaginatedList(navigator: navigator, selection: selection) { Text($0.title) }
          .pageSizeFollowsHeight { moved(generation, $0) }
      }
    }
    frames.drawExpectingSame(
      screen, width: 40, height: height, environment: environment,
      frame: "generation \(generation)")
  }

  /// A list whose page size follows its height is taken again whole and copied while it
  /// shows the same, as any list is; the finding its report holds — room for more rows
  /// than the page — acts through the closures of the latest frame, and for its selection,
  /// though the frames that found it were copied from an earlier one.
  @Test(arguments: [false, true])
  func aListThatFollowsItsHeightIsCopiedWholeAndActsAsTheLatestFrame(table: Bool) async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 40), pageSize: 6, prefetchesNeighbours: false)
    await navigator.first()?.value
    var frames = FrameMemoryTests.KeptBesideFresh()
    var moved: [(generation: Int, offset: Int)] = []
    let record: @MainActor (Int, Int) -> Void = { moved.append(($0, $1)) }
    // The spinner's row, the table's header, the bar and the summary: room for six rows.
    let fits = table ? 10 : 9
    for generation in 0..<3 {
      drawFollowing(
        navigator, selection: 1, generation: generation, height: fits, into: &frames,
        moved: record, table: table)
      frames.memory.last.report.apply()
    }
    #expect(frames.memory.copiedParts == 1, "the page fits: the list copied whole")
    #expect(navigator.pageSize == 6 && moved.isEmpty)
    // Room for eight: every frame finds it, and its report is not applied yet. The list,
    // drawn taller, is copied row by row the frame after, and whole from the next.
    for generation in 3..<6 {
      drawFollowing(
        navigator, selection: 1, generation: generation, height: fits + 2, into: &frames,
        moved: record, table: table)
    }
    #expect(frames.memory.copiedParts == 1, "the same list, copied whole with its finding")
    drawFollowing(
      navigator, selection: 3, generation: 6, height: fits + 2, into: &frames, moved: record,
      table: table)
    frames.memory.last.report.apply()
    await loaded(navigator)
    // Story 4, selected on the first page of six, is on the first page of eight.
    #expect(navigator.pageSize == 8 && navigator.page == 1)
    #expect(moved.map(\.generation) == [6] && moved.map(\.offset) == [3])
    drawFollowing(
      navigator, selection: 3, generation: 7, height: fits + 2, into: &frames, moved: record,
      table: table)
    frames.memory.last.report.apply()
    #expect(moved.count == 1, "the page fits again: nothing found")
  }

  /// A list given the modifier in a later frame is not the list the frame before drew
  /// without it, though it shows the same: its page size follows from then on.
  @Test func aListThatBeginsToFollowItsHeightIsNotTheListThatDidNot() async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 40), pageSize: 6, prefetchesNeighbours: false)
    await navigator.first()?.value
    var frames = FrameMemoryTests.KeptBesideFresh()
    for tick in 0..<3 {
      var environment = EnvironmentValues()
      environment.spinnerTick = tick
      let screen = VStack(alignment: .leading, spacing: 0) {
        LoadingIndicator("Syncing", alignment: .leading)
        PaginatedList(navigator: navigator, selection: 1) { Text($0.title) }
      }
      frames.drawExpectingSame(
        screen, width: 40, height: 11, environment: environment, frame: "tick \(tick)")
      frames.memory.last.report.apply()
    }
    #expect(navigator.pageSize == 6)
    var moved: [Int] = []
    drawFollowing(
      navigator, selection: 1, generation: 3, height: 11, into: &frames,
      moved: { moved.append($1) })
    frames.memory.last.report.apply()
    await loaded(navigator)
    #expect(navigator.pageSize == 8 && moved == [1])
  }

  @Test func withoutTheModifierThePageSizeStays() async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 40), pageSize: 20, prefetchesNeighbours: false)
    await navigator.first()?.value
    _ = lines(PaginatedList(navigator: navigator) { Text($0.title) }, height: 8)
    #expect(navigator.pageSize == 20)
  }
}

@MainActor @Suite struct KeptRowsTests {
  @Test func rowsKeptWhileAPageLoadsAreDrawnStaleUnderALoadingLine() async {
    let navigator = PageNavigator(
      dataSource: MemoryStories(count: 9, failingPage: 3), pageSize: 3,
      prefetchesNeighbours: false)
    navigator.keepsItemsWhileLoading = true
    await navigator.first()?.value
    let load = navigator.go(to: 2)
    // Page 2 is on its way: page 1's rows stay, unselected, under a loading line.
    let loading = lines(
      PaginatedList(navigator: navigator, selection: 0) { Text($0.title) }, height: 7)
    #expect(loading.count == 7)
    #expect(Array(loading.prefix(3)) == ["  Story 0", "  Story 1", "  Story 2"])
    #expect(loading[4].hasSuffix("Loading…"), "\(loading)")
    #expect(loading.suffix(2) == ["      ‹ Previous  1 [2] 3  Next ›", "Showing 4–6 of 9"])
    // Drawn in colour, the kept rows are in the secondary style.
    let styled = PaginatedList(navigator: navigator) { Text($0.title) }
      .renderFrame(width: 40, height: 7)
    #expect(styled.canvas[0, 0].style.dim == true)
    await load?.value
    #expect(
      lines(PaginatedList(navigator: navigator, selection: 0) { Text($0.title) }, height: 7)
        .prefix(3) == ["› Story 3", "  Story 4", "  Story 5"])
    // A page that fails drops the kept rows: the error is not shown over another page.
    await navigator.go(to: 3)?.value
    #expect(navigator.items.isEmpty)
    #expect(
      lines(PaginatedList(navigator: navigator) { Text($0.title) }, height: 7)
        .joined().contains("offline"))
  }
}
