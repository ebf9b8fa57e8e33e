import Observation

/// The model of a numbered list: one page at a time, any page on demand.
///
/// ```swift
/// let navigator = PageNavigator(dataSource: Orders(), pageSize: 20)
/// navigator.first()          // loads page 1
/// navigator.go(to: 6)        // from a key handler: returns at once
/// await navigator.next()?.value  // or wait until page 7 is shown
/// ```
///
/// The source must answer any page number directly (an offset source); the navigator
/// sends `PageRequest(page:size:)` with no cursor.
///
/// **Pages.** ``items`` holds the current page only. Page numbers are clamped to
/// `1...pageCount` (to 1 and above while the count is unknown), so ``previous()`` on the
/// first page or `go(to: -3)` never traps. ``pageCount`` comes from the source's
/// `totalItems`, or from the first page that says nothing follows it.
///
/// **Cache and prefetch.** The last ``cacheCapacity`` pages are kept (least recently used
/// goes first), so going back shows a page at once without a request. After a page is
/// shown, its neighbours are fetched into the cache, so ``next()`` and ``previous()``
/// are usually instant too.
///
/// **Races and errors.** Jumping while a page is in flight shows only the newest jump's
/// page; an older page that arrives later goes to the cache, not the screen. A failed page
/// shows `error` and ``tryAgain()`` asks for it again. ``page`` never passes ``pageCount``:
/// when an answer shows the list is shorter than the page shown, the last page is shown. ``reload()`` empties the cache and
/// drops every answer still in flight.
///
/// **Calling from synchronous code.** Navigation methods are synchronous: they update
/// ``page`` (and, from the cache, ``items``) at once and return the task that loads the
/// page, or `nil` when nothing needs loading. Await its `value` to wait for the page.
///
/// States used: `idle` (nothing asked yet), `loading`, `loaded`, `error(message:)`. A load
/// of the shown page that the source ends by throwing `CancellationError` — the navigator
/// never cancels the page it shows — is an error, ``cancelledMessage``, so that the list
/// says so and ``tryAgain()`` asks again; an idle list with nothing on it would stall.
///
/// `Source` is the type of the data source (a ``PaginatedDataSource``), not of the items:
/// a `PageNavigator<StoriesSource>` pages `StoriesSource.Item`s.
@MainActor
@Observable
public final class PageNavigator<Source: PaginatedDataSource> {

  /// The message of the error a page shows when its source cancelled the request.
  public static var cancelledMessage: String { PaginationState.cancelledMessage }

  /// Where the pages come from; ``setDataSource(_:)`` changes it (a new query or sort).
  public private(set) var dataSource: Source
  /// How many items a page holds (at least 1); ``setPageSize(_:)`` changes it (a window
  /// that grew or shrank).
  public private(set) var pageSize: Int
  /// How many recent pages are kept for instant return.
  public let cacheCapacity: Int
  /// Whether the pages either side of the shown one are fetched ahead of time.
  public let prefetchesNeighbours: Bool

  /// The page shown (or being loaded), 1-based; 0 once the list is known to be empty.
  public private(set) var page = 1
  /// The shown page's items.
  public private(set) var items: [Source.Item] = []
  /// Whether the shown page is loading, loaded or failed.
  public private(set) var state: PaginationState = .idle
  /// How many items the whole list holds, when the source reports it.
  public private(set) var totalItems: Int?
  /// The last page, learnt from a page that said nothing follows it.
  private var lastPageSeen: Int?

  @ObservationIgnored private var cache: PageCache<Int, PageResult<Item>>
  /// Fetches in flight by page, shared by the shown page and the prefetches.
  @ObservationIgnored private var fetches: [Int: Task<PageResult<Item>, any Error>] = [:]
  /// Bumped by ``reload()``: a fetch from an older generation is not cached.
  @ObservationIgnored private var generation = 0
  /// Bumped by every jump: only the newest jump may change what is shown.
  @ObservationIgnored private var ticket = 0
  /// The jump sent to the last page because the list turned out shorter, and that load.
  @ObservationIgnored private var redirect: (ticket: Int, load: Task<Void, Never>?)?
  /// How many requests went to the source, for tests.
  @ObservationIgnored private(set) var requestCount = 0
  /// How many answers (pages or failures) have been handled, for tests.
  @ObservationIgnored private(set) var responseCount = 0

  /// A navigator over `dataSource` with `pageSize` items a page, keeping the last
  /// `cacheCapacity` pages.
  public init(
    dataSource: Source, pageSize: Int = 20, cacheCapacity: Int = 8,
    prefetchesNeighbours: Bool = true
  ) {
    self.dataSource = dataSource
    self.pageSize = max(pageSize, 1)
    self.cacheCapacity = max(cacheCapacity, 0)
    self.prefetchesNeighbours = prefetchesNeighbours
    cache = PageCache(capacity: self.cacheCapacity)
  }

  /// How many pages the list has, when known: from ``totalItems`` (by
  /// ``PageState/pageCount(totalItems:pageSize:)``), else from the page that said nothing
  /// follows it. An empty list has no pages, and is shown as page 0, as ``PageState`` says.
  public var pageCount: Int? {
    if let totalItems { return PageState.pageCount(totalItems: totalItems, pageSize: pageSize) }
    return lastPageSeen
  }

  /// Whether the items of the page shown stay while another page loads (false: they go at
  /// once). A list draws rows kept this way as stale — dimmed, under a loading line — so
  /// the screen does not flash empty on every page turn; a page that fails drops them.
  @ObservationIgnored public var keepsItemsWhileLoading = false

  /// Shows page `target`, clamped to the pages that exist. Returns the task that loads it,
  /// or `nil` when it came from the cache.
  @discardableResult
  public func go(to target: Int) -> Task<Void, Never>? {
    let target = clamped(target)
    page = target
    ticket += 1
    guard target > 0 else {
      // A list known to be empty has no page to load.
      items = []
      state = .loaded
      return nil
    }
    if let cached = cache.value(for: target) {
      show(cached)
      return nil
    }
    if !keepsItemsWhileLoading { items = [] }
    state = .loading
    let fetch = fetchTask(for: target)
    let ticket = ticket
    let tracker = WorkTracker.current
    return tracker.task("\(Self.workName): showing page \(target)") { [weak self] in
      let result = await tracker.result(of: fetch)
      guard let self else { return }
      guard ticket == self.ticket else {
        // Sent to the last page instead: done when that page is.
        if let redirect = self.redirect, redirect.ticket == ticket, let load = redirect.load {
          await tracker.value(of: load)
        }
        return
      }
      switch result {
      case .success(let page):
        // (A list shorter than `target` was handled when the answer arrived: see
        // `fetched`, which showed the last page instead.)
        self.show(page)
      case .failure(let error) where error is CancellationError:
        // The navigator still wants this page, so the source gave up on its own (a
        // session torn down, a timeout): the page did not load, and retry asks again.
        self.items = []
        self.state = .error(message: Self.cancelledMessage)
      case .failure(let error):
        self.items = []
        self.state = .error(message: String(describing: error))
      }
    }
  }

  /// Shows the first page unless a page was asked for already; the task loading it, or nil.
  @discardableResult
  public func start() -> Task<Void, Never>? {
    state == .idle ? go(to: max(page, 1)) : nil
  }

  /// After the shown page failed, asks for it again; otherwise does nothing.
  @discardableResult
  public func tryAgain() -> Task<Void, Never>? {
    guard case .error = state else { return nil }
    return go(to: page)
  }

  /// Empties the cache, drops every answer in flight and loads the shown page again.
  @discardableResult
  public func reload() -> Task<Void, Never>? {
    forgetPages()
    // The list may have changed size since: its count is learnt again.
    totalItems = nil
    return go(to: max(page, 1))
  }

  // MARK: Edits

  /// Removes the item `id` from the shown page — after deleting it at the source, say —
  /// and returns it. ``totalItems``, when known, follows (and the page count with it). The
  /// rows after it have moved up by one at the source, so the cached pages are forgotten
  /// and the shown page is asked for again: it refills with the row that came next, and
  /// shows its rows as they are meanwhile. When the page asked for again fails, the page
  /// stays as it is, one row short.
  @discardableResult
  public func remove(id: Source.Item.ID) -> Source.Item? {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
    let item = items.remove(at: index)
    if let total = totalItems { totalItems = max(0, total - 1) }
    cache.removeAll()
    refill()
    return item
  }

  /// Replaces the shown item with `item`'s identifier (an edited row), in the cache too;
  /// false when the shown page has none.
  @discardableResult
  public func replace(_ item: Source.Item) -> Bool {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return false }
    items[index] = item
    if var cached = cache.value(for: page),
      let row = cached.items.firstIndex(where: { $0.id == item.id })
    {
      cached.items[row] = item
      cache.insert(cached, for: page)
    }
    return true
  }

  /// Asks for the shown page again, keeping its rows on screen until the answer comes.
  private func refill() {
    guard page > 0 else { return }
    ticket += 1
    let ticket = ticket
    let target = page
    // A fetch of this page already on its way holds the rows as they were.
    fetches[target] = nil
    let fetch = fetchTask(for: target)
    let tracker = WorkTracker.current
    tracker.task("\(Self.workName): refilling page \(target)") { [weak self] in
      let result = await tracker.result(of: fetch)
      guard let self, ticket == self.ticket, case .success(let page) = result else { return }
      if page.items.isEmpty && target > 1 && self.pageCount.map({ target > $0 }) == true {
        // The last page lost its last row: the one before is the last now.
        self.go(to: target - 1)
        return
      }
      self.show(page)
    }
  }

  // MARK: Resizing and new sources

  /// Shows pages of `size` items (at least 1) from now on — the window grew or shrank —
  /// keeping the first item shown on screen: the page becomes the one that holds it. The
  /// cached pages and the answers in flight were cut for the old size and are dropped;
  /// the count of items stays.
  @discardableResult
  public func setPageSize(_ size: Int) -> Task<Void, Never>? {
    setPageSize(size, keepingItemAt: 0).load
  }

  /// Shows pages of `size` items, keeping in view the item at `offset` on the page shown —
  /// the selected row, say, rather than the first — so that a resize keeps the user's
  /// place. Returns the load of the new page (nil when the size is the same) and where
  /// that item is on it, to select it there.
  ///
  /// ```swift
  /// let resized = navigator.setPageSize(rows, keepingItemAt: selection)
  /// selection = resized.offset
  /// ```
  @discardableResult
  public func setPageSize(_ size: Int, keepingItemAt offset: Int) -> (
    load: Task<Void, Never>?, offset: Int
  ) {
    let size = max(1, size)
    let offset = max(0, min(offset, pageSize - 1))
    guard size != pageSize else { return (nil, offset) }
    let (first, overflow) = (max(1, page) - 1).multipliedReportingOverflow(by: pageSize)
    let kept = overflow ? Int.max : first.saturatingAdd(offset)
    pageSize = size
    forgetPages()
    return (go(to: kept / size + 1), kept % size)
  }

  /// Reads pages from `source` from now on — a new query, a new sort order — and shows its
  /// first page. Answers still coming from the old source are dropped, and its count with
  /// them.
  @discardableResult
  public func setDataSource(_ source: Source) -> Task<Void, Never>? {
    dataSource = source
    forgetPages()
    totalItems = nil
    return go(to: 1)
  }

  /// Drops the cache and every answer in flight, and what they taught of the last page.
  private func forgetPages() {
    generation += 1
    for fetch in fetches.values { fetch.cancel() }
    fetches = [:]
    cache.removeAll()
    lastPageSeen = nil
  }

  /// Waits for every fetch in flight now, prefetches included; for tests.
  func waitForFetches() async {
    for fetch in Array(fetches.values) { _ = await fetch.result }
  }

  // MARK: Internals

  /// What this navigator's work is called in a stalled settle's report.
  private static var workName: String { "PageNavigator<\(Source.self)>" }

  /// `target` within the pages known to exist, as ``PageState`` keeps a page.
  private func clamped(_ target: Int) -> Int {
    PageState(page: target, pageCount: pageCount ?? Int.max / pageSize).page
  }

  private func show(_ result: PageResult<Item>) {
    items = result.items
    state = .loaded
    if pageCount == 0 { page = 0 }
    prefetchNeighbours()
  }

  private func prefetchNeighbours() {
    guard prefetchesNeighbours else { return }
    for neighbour in [page + 1, page - 1] where neighbour >= 1 {
      guard clamped(neighbour) == neighbour, !cache.contains(neighbour) else { continue }
      _ = fetchTask(for: neighbour)
    }
  }

  /// The fetch for `page`: the one in flight, or a new one that caches its answer.
  private func fetchTask(for page: Int) -> Task<PageResult<Item>, any Error> {
    if let running = fetches[page] { return running }
    requestCount += 1
    let request = PageRequest(page: page, size: pageSize)
    let source = dataSource
    let generation = generation
    let task = WorkTracker.current.throwingTask("\(Self.workName): fetching page \(page)") {
      [weak self] () async throws -> PageResult<Item> in
      do {
        let result = try await source.fetch(request)
        self?.fetched(page, result, generation: generation)
        return result
      } catch {
        self?.fetched(page, nil, generation: generation)
        throw error
      }
    }
    fetches[page] = task
    return task
  }

  private func fetched(_ page: Int, _ result: PageResult<Item>?, generation: Int) {
    responseCount += 1
    guard generation == self.generation else { return }
    fetches[page] = nil
    guard let result else { return }
    cache.insert(result, for: page)
    if let total = result.totalItems { totalItems = total }
    if !result.hasMore && totalItems == nil {
      // A first page with nothing on it, and nothing after it: no pages at all.
      lastPageSeen = page == 1 && result.items.isEmpty ? 0 : page
    }
    // The list turned out shorter than the page shown or on its way (a jump clamped while
    // the count was unknown): the last page is shown instead, loading, loaded or failed.
    if let count = pageCount, self.page > count {
      let redirected = ticket
      redirect = (redirected, go(to: count))
    }
  }
}

// MARK: Earlier spellings

extension PageNavigator {
  @available(*, deprecated, renamed: "tryAgain()")
  @discardableResult
  public func retry() -> Task<Void, Never>? { tryAgain() }
}

extension PageNavigator: NumberedPagingModel {
  /// What the pages hold: the source's items.
  public typealias Item = Source.Item
}
