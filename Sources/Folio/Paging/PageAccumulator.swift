import Observation

/// The state machine behind the accumulating paginators: it loads pages in order, appends
/// them, and owns single flight, stale-response dropping, retry and the empty-page guard.
///
/// ``Paginator`` and ``SearchablePaginator`` are thin fronts over one of these; the search
/// front swaps ``fetch`` when its query changes.
@MainActor
@Observable
final class PageAccumulator<Item: Identifiable & Sendable> {
  typealias Fetch = @Sendable (PageRequest) async throws -> PageResult<Item>

  /// How many empty pages in a row a source may return while claiming `hasMore` before the
  /// accumulator gives up and reports `exhausted`.
  static var maxConsecutiveEmptyPages: Int { 3 }

  private(set) var items: [Item] = []
  private(set) var state: PaginationState = .idle
  /// Whether another page may follow: until the source says the list has ended.
  var hasMore: Bool { state != .exhausted }
  private(set) var totalItems: Int?

  let pageSize: Int
  let prefetchPolicy: PrefetchPolicy
  /// Answers requests; replacing it only takes effect from the next load.
  @ObservationIgnored var fetch: Fetch

  /// Bumped by every reset; a response from an older generation is dropped.
  @ObservationIgnored private(set) var generation = 0
  /// The load in flight, if any; there is at most one.
  @ObservationIgnored private(set) var inFlight: Task<Void, Never>?
  /// The page the next load asks for; it advances only when a page arrives, so a retry
  /// asks again for the page that failed.
  @ObservationIgnored private var nextRequest: PageRequest
  @ObservationIgnored private var seenIDs: Set<Item.ID> = []
  /// How many requests have been sent or are about to be (a load's first request counts
  /// when the load starts), for tests.
  @ObservationIgnored private(set) var requestCount = 0
  /// How many answers (pages, failures, cancellations) have been handled, for tests.
  @ObservationIgnored private(set) var responseCount = 0

  /// What the loads are called in a stalled settle's report: the front's type.
  @ObservationIgnored let name: String

  init(name: String, pageSize: Int, prefetchPolicy: PrefetchPolicy?, fetch: @escaping Fetch) {
    self.name = name
    self.pageSize = max(pageSize, 1)
    self.prefetchPolicy = prefetchPolicy ?? .standard(pageSize: self.pageSize)
    self.fetch = fetch
    nextRequest = .first(size: self.pageSize)
  }

  // MARK: Starting loads

  /// Loads the first page when nothing has been requested yet.
  func loadFirstPage() -> Task<Void, Never>? {
    guard state == .idle else { return inFlight }
    return startLoad()
  }

  /// Loads the next page: the first one from `idle`, the following one from `loaded`; joins
  /// the load in flight; does nothing after an error (see ``retry()``) or at the end.
  func loadNextPage() -> Task<Void, Never>? {
    switch state {
    case .idle, .loaded: return startLoad()
    case .loading, .loadingMore: return inFlight
    case .error, .exhausted: return nil
    }
  }

  /// Asks again for the page that failed; does nothing unless the last load failed.
  func retry() -> Task<Void, Never>? {
    guard case .error = state else { return nil }
    return startLoad()
  }

  /// Forgets every page and drops any response still in flight.
  func reset() {
    generation += 1
    inFlight?.cancel()
    inFlight = nil
    items = []
    seenIDs = []
    state = .idle
    totalItems = nil
    nextRequest = .first(size: pageSize)
  }

  /// Resets, then loads the first page again.
  func refresh() -> Task<Void, Never>? {
    reset()
    return startLoad()
  }

  /// Starts the next page when the item at `index` is close enough to the end.
  func itemAppeared(at index: Int) -> Task<Void, Never>? {
    guard state == .loaded,
      prefetchPolicy.triggers(index: index, count: items.count)
    else { return nil }
    return startLoad()
  }

  // MARK: The load itself

  private func startLoad() -> Task<Void, Never> {
    state = items.isEmpty ? .loading : .loadingMore
    requestCount += 1
    let generation = generation
    let fetch = fetch
    let task = WorkTracker.current.task("\(name): loading page \(nextRequest.page)") {
      [weak self] in
      var emptyPages = 0
      while let request = self?.nextRequest {
        let outcome: Result<PageResult<Item>, any Error>
        do {
          outcome = .success(try await fetch(request))
        } catch {
          outcome = .failure(error)
        }
        guard let self else { return }
        let fetchAgain = self.finish(
          outcome, for: request, generation: generation, emptyPages: &emptyPages)
        if !fetchAgain { return }
      }
    }
    inFlight = task
    return task
  }

  /// Applies a response unless it is stale; returns whether to fetch the following page
  /// straight away (after an empty page that claims more).
  private func finish(
    _ outcome: Result<PageResult<Item>, any Error>, for request: PageRequest,
    generation: Int, emptyPages: inout Int
  ) -> Bool {
    responseCount += 1
    // A newer generation owns the state: this answer belongs to a list nobody shows.
    guard generation == self.generation else { return false }
    let cancelled = Task.isCancelled
    switch outcome {
    case .failure where cancelled:
      settleAfterCancellation()
      return false
    case .failure(let error):
      // A source's own `CancellationError`, when nobody cancelled (a session torn down, a
      // timeout), is a failure like any other: the list says so and retry asks again.
      inFlight = nil
      state = .error(
        message: error is CancellationError
          ? PaginationState.cancelledMessage : String(describing: error))
      return false
    case .success:
      if cancelled {
        settleAfterCancellation()
        return false
      }
    }
    guard case .success(let page) = outcome else { return false }
    let added = append(page.items)
    nextRequest = request.next(after: page)
    if let total = page.totalItems { totalItems = total }
    // A page that adds nothing — empty, or only items already shown — puts nothing new on
    // screen to ask for the next one, so it is asked for at once, within the guard.
    if added == 0 && page.hasMore {
      emptyPages += 1
      if emptyPages < Self.maxConsecutiveEmptyPages {
        requestCount += 1
        return true
      }
    }
    inFlight = nil
    state = page.hasMore && added > 0 ? .loaded : .exhausted
    return false
  }

  // MARK: Edits

  /// Removes the item `id` from the list; the total, when known, follows. Its identifier
  /// stays known, so an offset source that still sends it does not bring it back.
  func remove(id: Item.ID) -> Item? {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
    let item = items.remove(at: index)
    if let total = totalItems { totalItems = max(0, total - 1) }
    return item
  }

  /// Inserts `item` at `index` (clamped to the list); false when it is already shown.
  func insert(_ item: Item, at index: Int) -> Bool {
    guard seenIDs.insert(item.id).inserted else { return false }
    items.insert(item, at: min(max(0, index), items.count))
    if let total = totalItems { totalItems = total + 1 }
    return true
  }

  /// Replaces the item with `item`'s identifier; false when none is shown.
  func replace(_ item: Item) -> Bool {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return false }
    items[index] = item
    return true
  }

  /// A cancelled load leaves the list as it was before the load began: `idle` when no page
  /// has arrived yet, `loaded` otherwise — with no items if every page so far was empty.
  private func settleAfterCancellation() {
    inFlight = nil
    state = items.isEmpty && nextRequest.page == 1 ? .idle : .loaded
  }

  /// Appends in page order, skipping items already shown: offset sources repeat an item
  /// when rows are inserted before the current page between two requests. Returns how
  /// many were new.
  private func append(_ page: [Item]) -> Int {
    let before = items.count
    for item in page where seenIDs.insert(item.id).inserted {
      items.append(item)
    }
    return items.count - before
  }
}
