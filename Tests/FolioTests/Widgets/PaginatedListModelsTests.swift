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
