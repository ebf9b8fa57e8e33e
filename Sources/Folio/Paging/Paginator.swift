import Observation

/// The model of an infinite list: it loads pages from a source one after another and
/// accumulates their items.
///
/// ```swift
/// let paginator = Paginator(dataSource: Repositories(), pageSize: 30)
/// await paginator.start()?.value
/// // as rows come into view:
/// paginator.itemAppeared(at: row)  // loads the next page near the end
/// ```
///
/// **States.** The first load goes `idle → loading`; later pages go
/// `loaded → loadingMore → loaded`. When the source says there is nothing more, or returns
/// an empty page without more, the state is `exhausted`. A failed page keeps every item
/// already loaded and moves to `error`; ``tryAgain()`` asks again for the page that failed,
/// not the first. ``reset()`` returns to `idle` from any state and ``reload()`` then loads
/// the first page again.
///
/// **Races.** Only one request is in flight: calling ``loadMore()`` again while a page
/// loads joins that load. ``reset()`` and ``reload()`` cancel the request in flight and
/// bump a generation counter, so a response that still arrives afterwards — from a source
/// that ignores cancellation — is dropped. Items are appended in page order; an item whose
/// `id` is already shown is skipped.
///
/// **Cancellation.** A load the paginator cancels (a reset, a refresh) leaves nothing
/// behind. A source that throws `CancellationError` when nobody cancelled it — a session
/// torn down, a timeout — failed, as ``PageNavigator`` has it too: the state is `error`
/// (``PaginationState/cancelledMessage``), the items stay, and ``tryAgain()`` asks again for
/// the page.
///
/// **Empty pages.** A source that returns a page adding nothing — empty, or holding only
/// items already shown — but says `hasMore` is asked for the following page straight away
/// (nothing new is on screen to trigger it), at most three such pages in a row; after the
/// third the paginator stops in `exhausted`, so a source that always answers "more, but
/// nothing new" cannot make it spin.
///
/// **One async style.** Every call that fetches starts the load and returns its `Task` at
/// once (nil when there is nothing to do), for key handlers and render loops; code that
/// must wait awaits `task?.value`. ``itemAppeared(at:)`` is synchronous for the same
/// reason. The paginator is an ``InfinitePagingModel``: the widgets and prompts take it as
/// they take any.
///
/// The class is `@Observable`: reading ``items`` or ``state`` inside
/// `withObservationTracking` registers for changes, so a runtime can redraw when a page
/// lands.
///
/// `Source` is the type of the data source (a ``PaginatedDataSource``), not of the items:
/// a `Paginator<StoriesSource>` pages `StoriesSource.Item`s.
@MainActor
@Observable
public final class Paginator<Source: PaginatedDataSource> {
  /// Where the pages come from.
  public let dataSource: Source
  private let accumulator: PageAccumulator<Source.Item>

  /// A paginator over `dataSource` that asks for `pageSize` items at a time and prefetches
  /// by `prefetchThreshold` (by default a quarter page ahead, at least 3 items).
  public init(dataSource: Source, pageSize: Int = 20, prefetchThreshold: PrefetchPolicy? = nil) {
    self.dataSource = dataSource
    accumulator = PageAccumulator(
      name: "Paginator<\(Source.self)>", pageSize: pageSize, prefetchPolicy: prefetchThreshold
    ) {
      [dataSource] request in try await dataSource.fetch(request)
    }
  }

  /// Every item loaded so far, in page order.
  public var items: [Source.Item] { accumulator.items }
  /// Where the list is: loading, loaded, failed, finished…
  public var state: PaginationState { accumulator.state }
  /// Whether the source may have more pages; `true` until it says otherwise.
  public var hasMore: Bool { accumulator.hasMore }
  /// How many items the whole list holds, when the source reports it.
  public var totalItems: Int? { accumulator.totalItems }
  /// How many items a page holds (at least 1).
  public var pageSize: Int { accumulator.pageSize }
  /// When ``itemAppeared(at:)`` asks for the next page.
  public var prefetchPolicy: PrefetchPolicy { accumulator.prefetchPolicy }
  /// The most empty pages in a row the paginator accepts while the source claims more.
  public static var maxConsecutiveEmptyPages: Int {
    PageAccumulator<Source.Item>.maxConsecutiveEmptyPages
  }

  /// Loads the first page unless loading has begun; returns its task — the load in
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

  /// Forgets every page and loads the first again; a response to an earlier request
  /// is dropped.
  @discardableResult
  public func reload() -> Task<Void, Never>? { accumulator.refresh() }

  /// Forgets every page and returns to `idle`, cancelling the request in flight.
  public func reset() {
    accumulator.reset()
  }

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

  /// Tells the paginator the item at `index` is on screen; starts the next page when the
  /// prefetch policy says so. Returns the load's task, or `nil` when none started.
  @discardableResult
  public func itemAppeared(at index: Int) -> Task<Void, Never>? {
    accumulator.itemAppeared(at: index)
  }

  /// The load in flight, for tests that wait for it.
  var inFlight: Task<Void, Never>? { accumulator.inFlight }
  /// How many requests went (or are about to go) to the source, for tests.
  var requestCount: Int { accumulator.requestCount }
  /// How many answers the paginator has handled, for tests.
  var responseCount: Int { accumulator.responseCount }
}

extension Paginator: InfinitePagingModel {
  /// What the pages hold: the source's items.
  public typealias Item = Source.Item
}
