/// What every paging model is: items loaded page by page from a source, in a state. The
/// widgets and prompts take any model through one initialiser per mode — an infinite list
/// over an ``InfinitePagingModel``, a numbered one over a ``NumberedPagingModel`` — so a
/// model of your own works with them as ``Paginator`` and ``PageNavigator`` do.
///
/// **One async style.** A call that starts loading returns the `Task` doing it (nil when
/// there was nothing to do) and never suspends: a key handler, a list's footer or a timer
/// calls it as it is, and code that must wait awaits the task — `await model.start()?.value`.
/// No requirement is `async`. Every model lives on the main actor.
///
/// **One vocabulary.** ``start()`` begins (the first page, unless begun), ``tryAgain()``
/// asks again for what failed, ``reload()`` forgets what was loaded and loads again;
/// an infinite model's ``InfinitePagingModel/loadMore()`` asks for the next page, a
/// numbered one's ``NumberedPagingModel/go(to:)`` shows a page (with `next()`,
/// `previous()`, `first()` and `last()` from it); a searching one takes a
/// ``SearchablePagingModel/query``.
@MainActor
public protocol PagingModel<Item>: AnyObject {
  /// What the pages hold.
  associatedtype Item: Identifiable & Sendable
  /// The items shown: every item loaded so far, or the page shown.
  var items: [Item] { get }
  /// Where the model is: loading, loaded, failed, finished…
  var state: PaginationState { get }
  /// How many items the whole list holds, when the source says.
  var totalItems: Int? { get }
  /// How many items a page holds (at least 1).
  var pageSize: Int { get }
  /// Begins: asks for the first page unless that has been done; the task doing it, or the
  /// load in flight.
  @discardableResult func start() -> Task<Void, Never>?
  /// After a failure, asks again for what failed; otherwise does nothing (nil).
  @discardableResult func tryAgain() -> Task<Void, Never>?
  /// Forgets what was loaded and loads the first (or the shown) page again.
  @discardableResult func reload() -> Task<Void, Never>?
}

/// A model of one growing list: pages appended as they are asked for.
@MainActor
public protocol InfinitePagingModel<Item>: PagingModel {
  /// Whether the source may have more pages.
  var hasMore: Bool { get }
  /// Asks for the next page (the first when nothing was asked yet); joins the load in
  /// flight; nothing after a failure (see ``PagingModel/tryAgain()``) or at the end.
  @discardableResult func loadMore() -> Task<Void, Never>?
}

/// A model of numbered pages: one page shown at a time.
@MainActor
public protocol NumberedPagingModel<Item>: PagingModel {
  /// The page shown, from 1 (0 for a list known to be empty).
  var page: Int { get }
  /// How many pages there are, when known.
  var pageCount: Int? { get }
  /// Shows page `page`, clamped to the pages there are; the task loading it, nil when it
  /// was at hand.
  @discardableResult func go(to page: Int) -> Task<Void, Never>?
  /// Shows pages of `size` items, keeping in view the item at `offset` on the page shown;
  /// the load of the new page (nil when nothing changed) and that item's offset on it. A
  /// model whose page size is fixed keeps it (the default: nothing changes).
  @discardableResult func setPageSize(_ size: Int, keepingItemAt offset: Int) -> (
    load: Task<Void, Never>?, offset: Int
  )
}

extension NumberedPagingModel {
  /// A page size that does not change: nothing loads and the item keeps its offset.
  @discardableResult
  public func setPageSize(_ size: Int, keepingItemAt offset: Int) -> (
    load: Task<Void, Never>?, offset: Int
  ) {
    (nil, offset)
  }
}

extension NumberedPagingModel {
  /// Shows the next page; stays on the last.
  @discardableResult
  public func next() -> Task<Void, Never>? { go(to: page == Int.max ? page : page + 1) }

  /// Shows the previous page; stays on the first.
  @discardableResult
  public func previous() -> Task<Void, Never>? { go(to: page - 1) }

  /// Shows the first page.
  @discardableResult
  public func first() -> Task<Void, Never>? { go(to: 1) }

  /// Shows the last page; nothing while the page count is unknown.
  @discardableResult
  public func last() -> Task<Void, Never>? {
    guard let pageCount else { return nil }
    return go(to: pageCount)
  }
}

/// A model whose source searches: what is typed is its query, applied after a debounce.
@MainActor
public protocol SearchablePagingModel<Item>: PagingModel {
  /// The text typed; the pages answer it once the debounce has passed.
  var query: String { get set }
  /// Whether typed text waits for the debounce to end before it is searched.
  var hasPendingSearch: Bool { get }
  /// Searches for the text typed so far now, without waiting for the debounce; the task
  /// loading its first page, or the load in flight.
  @discardableResult func searchNow() -> Task<Void, Never>?
}

// MARK: Earlier spellings

// What Paginator and SearchablePaginator called these acts before the protocol named them:
// forwarders for one release.

extension InfinitePagingModel {
  @available(*, deprecated, message: "await start()?.value")
  public func loadFirstPage() async {
    if let task = start() { await WorkTracker.current.value(of: task) }
  }

  @available(*, deprecated, renamed: "start()")
  @discardableResult
  public func loadFirstPageInBackground() -> Task<Void, Never>? { start() }

  @available(*, deprecated, message: "await loadMore()?.value")
  public func loadNextPage() async {
    if let task = loadMore() { await WorkTracker.current.value(of: task) }
  }

  @available(*, deprecated, renamed: "loadMore()")
  @discardableResult
  public func loadNextPageInBackground() -> Task<Void, Never>? { loadMore() }

  @available(*, deprecated, message: "await tryAgain()?.value")
  public func retry() async {
    if let task = tryAgain() { await WorkTracker.current.value(of: task) }
  }

  @available(*, deprecated, renamed: "tryAgain()")
  @discardableResult
  public func retryInBackground() -> Task<Void, Never>? { tryAgain() }

  @available(*, deprecated, message: "await reload()?.value")
  public func refresh() async {
    if let task = reload() { await WorkTracker.current.value(of: task) }
  }

  @available(*, deprecated, renamed: "reload()")
  @discardableResult
  public func refreshInBackground() -> Task<Void, Never>? { reload() }
}
