import Observation

/// An infinite list with a search box: like ``Paginator``, plus a ``query`` that filters
/// the source after a debounce.
///
/// ```swift
/// let search = SearchablePaginator(dataSource: users)
/// await search.start()?.value    // the unfiltered list
/// search.query = "ada"            // results for "ada" start loading 300 ms after the last key
/// ```
///
/// Setting ``query`` waits for ``debounce`` of quiet on ``clock``, then drops every loaded
/// page and loads the first page for the new query. A request still in flight for an older
/// query is cancelled and its answer, if it comes, is dropped: it never overwrites the
/// newer results. Clearing the query reloads the unfiltered list at once, without waiting.
///
/// Loading, retry, refresh, the empty-page guard and the background variants behave as in
/// ``Paginator``; both share one accumulator.
///
/// `Source` is the type of the data source (a ``SearchablePaginatedDataSource``), not of the items:
/// a `SearchablePaginator<StoriesSource>` pages `StoriesSource.Item`s.
@MainActor
@Observable
public final class SearchablePaginator<Source: SearchablePaginatedDataSource> {
  /// Where the pages come from.
  public let dataSource: Source
  /// How long the query must stay unchanged before a search starts.
  public let debounce: Duration
  /// The clock the debounce waits on; nil for the program's clock
  /// (``WorkTracker/clock``): the continuous clock, or under a test driver the clock the
  /// test moves.
  public let clock: (any Clock<Duration>)?
  private let accumulator: PageAccumulator<Source.Item>
  private var typedQuery = ""
  /// The query the loaded items answer.
  public private(set) var appliedQuery = ""
  @ObservationIgnored private let debouncer: QueryDebounce
  /// The search waiting for the debounce to end, for tests.
  var pendingSearch: Task<Void, Never>? { debouncer.pending }

  /// A searchable paginator over `dataSource` that waits `debounce` on `clock` after the
  /// last change to ``query``.
  public init(
    dataSource: Source, pageSize: Int = 20, prefetchThreshold: PrefetchPolicy? = nil,
    debounce: Duration = .milliseconds(300), clock: (any Clock<Duration>)? = nil
  ) {
    self.dataSource = dataSource
    self.debounce = debounce
    self.clock = clock
    debouncer = QueryDebounce(
      duration: debounce, clock: clock, name: "SearchablePaginator<\(Source.self)>")
    accumulator = PageAccumulator(
      name: "SearchablePaginator<\(Source.self)>", pageSize: pageSize,
      prefetchPolicy: prefetchThreshold,
      fetch: Self.fetch(from: dataSource, query: ""))
  }

  /// The search text. Setting it starts a search after the debounce (at once when it
  /// becomes empty); setting the same text again does nothing.
  public var query: String {
    get { typedQuery }
    set { setQuery(newValue) }
  }

  /// Starts the search for the text typed so far now, without waiting for the debounce
  /// (Enter in a search box); returns the task that loads its first page — the load in
  /// flight when the list already answers the text — or nil when nothing loads.
  @discardableResult
  public func searchNow() -> Task<Void, Never>? {
    apply(debouncer.flush()) ?? accumulator.inFlight
  }

  /// Whether text typed waits for the debounce to end before it is searched.
  public var hasPendingSearch: Bool { debouncer.pending != nil }

  /// Every item loaded so far for ``appliedQuery``, in page order.
  public var items: [Source.Item] { accumulator.items }
  /// Where the list is: loading, loaded, failed, finished…
  public var state: PaginationState { accumulator.state }
  /// Whether the source may have more pages; `true` until it says otherwise.
  public var hasMore: Bool { accumulator.hasMore }
  /// How many items match, when the source reports it.
  public var totalItems: Int? { accumulator.totalItems }
  /// How many items a page holds (at least 1).
  public var pageSize: Int { accumulator.pageSize }
  /// When ``itemAppeared(at:)`` asks for the next page.
  public var prefetchPolicy: PrefetchPolicy { accumulator.prefetchPolicy }

  /// Loads the first page for the applied query unless loading has begun; returns its task — the load in
  /// flight when there is one — or nil when there is nothing to do. Use ``reload()`` to
  /// load it again.
  @discardableResult
  public func start() -> Task<Void, Never>? { accumulator.loadFirstPage() }

  /// Asks for the next page (the first one when idle); joins the load already in flight;
  /// nothing after an error (use ``tryAgain()``) or once the list is exhausted.
  @discardableResult
  public func loadMore() -> Task<Void, Never>? { accumulator.loadNextPage() }

  /// After an error, asks again for the page that failed; otherwise nil.
  @discardableResult
  public func tryAgain() -> Task<Void, Never>? { accumulator.retry() }

  /// Forgets every page and loads the first for the applied query again; a response to an earlier request
  /// is dropped.
  @discardableResult
  public func reload() -> Task<Void, Never>? { accumulator.refresh() }

  /// Forgets every page and returns to `idle`; the query and a pending search stay.
  public func reset() { accumulator.reset() }

  // MARK: Edits

  /// Removes the item `id` from the list — after deleting it at the source, say — and
  /// returns it; ``totalItems``, when known, follows, and so does a summary drawn from it.
  /// An offset source that still sends the item does not bring it back; after many edits
  /// at the source, ``reload()`` reads the list afresh.
  @discardableResult
  public func remove(id: Source.Item.ID) -> Source.Item? { accumulator.remove(id: id) }

  /// Inserts `item` at `index` (clamped to the list), as a new item at the source would
  /// be; false, and nothing changes, when an item with its identifier is shown already.
  @discardableResult
  public func insert(_ item: Source.Item, at index: Int) -> Bool {
    accumulator.insert(item, at: index)
  }

  /// Replaces the shown item with `item`'s identifier (an edited row); false when there is
  /// none.
  @discardableResult
  public func replace(_ item: Source.Item) -> Bool { accumulator.replace(item) }

  /// Tells the paginator the item at `index` is on screen; see
  /// ``Paginator/itemAppeared(at:)``.
  @discardableResult
  public func itemAppeared(at index: Int) -> Task<Void, Never>? {
    accumulator.itemAppeared(at: index)
  }

  /// The load in flight, for tests that wait for it.
  var inFlight: Task<Void, Never>? { accumulator.inFlight }

  private func setQuery(_ newValue: String) {
    guard newValue != typedQuery else { return }
    typedQuery = newValue
    debouncer.type(newValue) { [weak self] query in self?.apply(query) }
  }

  /// Drops the current list and loads the first page for `query`, unless the list already
  /// answers it (the text went back to what was applied before the debounce ran out).
  @discardableResult
  private func apply(_ query: String) -> Task<Void, Never>? {
    guard query != appliedQuery || accumulator.state == .idle else { return nil }
    appliedQuery = query
    accumulator.reset()
    accumulator.fetch = Self.fetch(from: dataSource, query: query)
    return accumulator.loadFirstPage()
  }

  private static func fetch(
    from source: Source, query: String
  ) -> PageAccumulator<Source.Item>.Fetch {
    { request in try await source.fetch(request, query: query) }
  }
}

extension SearchablePaginator: InfinitePagingModel, SearchablePagingModel {
  /// What the pages hold: the source's items.
  public typealias Item = Source.Item
}
