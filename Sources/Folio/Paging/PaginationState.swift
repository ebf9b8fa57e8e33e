/// Where a paged list is in its life: nothing asked yet, loading, showing pages, failed
/// or finished.
///
/// The paging models move through these states in one direction per load:
///
///     idle ──► loading ──► loaded ──► loadingMore ──► loaded … ──► exhausted
///                 │                        │
///                 └──────► error ◄─────────┘      (retry resumes the failed page)
///
/// Resetting or refreshing returns to ``idle`` from any state.
public enum PaginationState: Equatable, Sendable {
  /// Nothing has been requested yet (or the model was reset).
  case idle
  /// The first page is in flight and nothing is visible yet.
  case loading
  /// Items are visible and the next page is in flight.
  case loadingMore
  /// The last request succeeded and more pages may follow.
  case loaded
  /// The last request failed. Earlier pages stay loaded; `retry()` asks again for the page
  /// that failed.
  case error(message: String)
  /// The source has no more pages.
  case exhausted

  /// Whether a request is in flight.
  public var isLoading: Bool {
    switch self {
    case .loading, .loadingMore: true
    case .idle, .loaded, .error, .exhausted: false
    }
  }

  /// Whether this state shows a list of items rather than a whole-screen state view.
  ///
  /// `false` for ``error(message:)``: after a later page fails the model still holds the
  /// earlier items, so a list shows them with a retry footer when its items are not empty.
  public var showsItems: Bool {
    switch self {
    case .loadingMore, .loaded, .exhausted: true
    case .idle, .loading, .error: false
    }
  }
}

extension PaginationState {
  /// The message of the error a page shows when its source threw `CancellationError`
  /// though nobody cancelled it.
  public static var cancelledMessage: String { "The request was cancelled" }
}
