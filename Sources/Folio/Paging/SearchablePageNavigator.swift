import Observation

/// A numbered list with a search box: ``PageNavigator``'s pages of the items that match a
/// ``query``, which filters the source after a debounce, as ``SearchablePaginator`` does
/// for an infinite list.
///
/// ```swift
/// let issues = SearchablePageNavigator(dataSource: tracker, pageSize: 20)
/// issues.first()                 // page 1 of every issue
/// issues.query = "crash"         // 300 ms after the last key: page 1 of the matches
/// issues.go(to: 3)               // page 3 of the matches
/// ```
///
/// Setting ``query`` waits for ``debounce`` of quiet on ``clock``, then shows the first
/// page of the matches; clearing it shows the first page of everything at once. Every page
/// asked for after that asks the source for the new query, and an answer still on its way
/// for an older query — the shown page, a prefetch — is dropped: it is neither shown nor
/// cached, and its count does not become the count of the matches. Pages, the cache,
/// prefetching, retry, edits and resizing are ``navigator``'s.
///
/// `Source` is the type of the data source (a ``SearchablePaginatedDataSource``), not of the items:
/// a `SearchablePageNavigator<StoriesSource>` pages `StoriesSource.Item`s.
@MainActor
@Observable
public final class SearchablePageNavigator<Source: SearchablePaginatedDataSource> {
  /// The navigator of the current query's pages.
  public let navigator: PageNavigator<QueryPages<Source>>
  /// Where the pages come from; ``setDataSource(_:)`` changes it (a new sort order).
  public private(set) var dataSource: Source
  /// How long the query must stay unchanged before a search starts.
  public let debounce: Duration
  /// The clock the debounce waits on; nil for the program's clock
  /// (``WorkTracker/clock``): the continuous clock, or under a test driver the clock the
  /// test moves.
  public let clock: (any Clock<Duration>)?
  private var typedQuery = ""
  /// The query the pages answer.
  public private(set) var appliedQuery = ""
  @ObservationIgnored private let debouncer: QueryDebounce
  /// The search waiting for the debounce to end, for tests.
  var pendingSearch: Task<Void, Never>? { debouncer.pending }

  /// A searchable navigator over `dataSource`, `pageSize` items a page, that waits
  /// `debounce` on `clock` after the last change to ``query``.
  public init(
    dataSource: Source, pageSize: Int = 20, cacheCapacity: Int = 8,
    prefetchesNeighbours: Bool = true, debounce: Duration = .milliseconds(300),
    clock: (any Clock<Duration>)? = nil
  ) {
    self.dataSource = dataSource
    self.debounce = debounce
    self.clock = clock
    debouncer = QueryDebounce(
      duration: debounce, clock: clock, name: "SearchablePageNavigator<\(Source.self)>")
    navigator = PageNavigator(
      dataSource: QueryPages(base: dataSource, query: ""), pageSize: pageSize,
      cacheCapacity: cacheCapacity, prefetchesNeighbours: prefetchesNeighbours)
  }

  /// The search text. Setting it starts a search after the debounce (at once when it
  /// becomes empty); setting the same text again does nothing.
  public var query: String {
    get { typedQuery }
    set { setQuery(newValue) }
  }

  /// Starts the search for the text typed so far now, without waiting for the debounce
  /// (Enter in a search box); returns the task that loads its first page.
  @discardableResult
  public func searchNow() -> Task<Void, Never>? {
    apply(debouncer.flush())
  }

  /// Whether text typed waits for the debounce to end before it is searched.
  public var hasPendingSearch: Bool { debouncer.pending != nil }

  // MARK: The navigator's pages

  /// The page shown (or being loaded), 1-based; 0 once the matches are known to be none.
  public var page: Int { navigator.page }
  /// The shown page's items.
  public var items: [Source.Item] { navigator.items }
  /// Whether the shown page is loading, loaded or failed.
  public var state: PaginationState { navigator.state }
  /// How many items match, when the source reports it.
  public var totalItems: Int? { navigator.totalItems }
  /// How many pages of matches there are, when known.
  public var pageCount: Int? { navigator.pageCount }
  /// How many items a page holds.
  public var pageSize: Int { navigator.pageSize }

  /// Shows page `target` of the matches; see ``PageNavigator/go(to:)``.
  @discardableResult
  public func go(to target: Int) -> Task<Void, Never>? { navigator.go(to: target) }
  /// Shows the first page of the matches unless a page was asked for already.
  @discardableResult
  public func start() -> Task<Void, Never>? { navigator.start() }
  /// After the shown page failed, asks for it again.
  @discardableResult
  public func tryAgain() -> Task<Void, Never>? { navigator.tryAgain() }
  /// Forgets the pages and loads the shown page of the matches again.
  @discardableResult
  public func reload() -> Task<Void, Never>? { navigator.reload() }
  /// Shows pages of `size` items, keeping the first item shown.
  @discardableResult
  public func setPageSize(_ size: Int) -> Task<Void, Never>? { navigator.setPageSize(size) }
  /// Takes its pages from `source` from now on — the same list in another order, say —
  /// and shows the first page of the matches of the applied query in it: sorting and
  /// searching are parts of one request, so a sorted table keeps its debounced search.
  /// The cache is emptied and answers still on their way are dropped.
  @discardableResult
  public func setDataSource(_ source: Source) -> Task<Void, Never>? {
    dataSource = source
    return navigator.setDataSource(QueryPages(base: source, query: appliedQuery))
  }

  /// Whether the items of the page shown stay while another page loads; see
  /// ``PageNavigator/keepsItemsWhileLoading``.
  public var keepsItemsWhileLoading: Bool {
    get { navigator.keepsItemsWhileLoading }
    set { navigator.keepsItemsWhileLoading = newValue }
  }

  /// Shows pages of `size` matches, keeping in view the one at `offset` on the page shown;
  /// see ``PageNavigator/setPageSize(_:keepingItemAt:)``.
  @discardableResult
  public func setPageSize(_ size: Int, keepingItemAt offset: Int) -> (
    load: Task<Void, Never>?, offset: Int
  ) {
    navigator.setPageSize(size, keepingItemAt: offset)
  }

  // MARK: Searching

  private func setQuery(_ newValue: String) {
    guard newValue != typedQuery else { return }
    typedQuery = newValue
    debouncer.type(newValue) { [weak self] query in self?.apply(query) }
  }

  /// Shows the first page of the matches of `query`, unless the pages already answer it.
  @discardableResult
  private func apply(_ query: String) -> Task<Void, Never>? {
    guard query != appliedQuery || navigator.state == .idle else { return nil }
    appliedQuery = query
    return navigator.setDataSource(QueryPages(base: dataSource, query: query))
  }
}

// MARK: Earlier spellings

extension SearchablePageNavigator {
  @available(*, deprecated, renamed: "tryAgain()")
  @discardableResult
  public func retry() -> Task<Void, Never>? { tryAgain() }
}

extension SearchablePageNavigator: NumberedPagingModel, SearchablePagingModel {
  /// What the pages hold: the source's items.
  public typealias Item = Source.Item
}
