extension PaginatedList {
  /// An infinite list of every item `paginator` has loaded, in its state, that asks it for
  /// the next page when the load-more footer comes into view: over a ``Paginator``, a
  /// ``SearchablePaginator`` (the footer asks for the next page of the same query) or a
  /// model of your own.
  ///
  /// ```swift
  /// PaginatedList(paginator: stories, selection: selected) { story in
  ///   Text(story.title).truncated()
  /// }
  /// .scrollState(scroll)
  /// ```
  ///
  /// Build the list anew each frame, so it shows the paginator's latest items and state.
  /// Over a model that has not started, the list shows it loading, and the report of the
  /// first frame that shows it starts it.
  /// The request for the next page is ``InfinitePagingModel/loadMore()``, started when the
  /// report of the frame that showed the footer is applied (the terminal runtime does it
  /// after each frame); the paginator joins a load already in flight, and a
  /// ``scrollState(_:)`` makes the list ask once per page.
  @MainActor
  public init<Model: InfinitePagingModel>(
    paginator: Model, selection: Int? = nil,
    @ViewBuilder row: @escaping (Model.Item) -> Row
  ) where Data == [Model.Item] {
    self.init(
      paginator.items, state: paginator.state == .idle ? .loading : paginator.state,
      selection: selection, row: row)
    onLoadMore = { paginator.loadMore() }
    if paginator.state == .idle { onStart = { paginator.start() } }
  }

  /// A numbered list of the page `navigator` shows, with its bar and summary: over a
  /// ``PageNavigator``, a ``SearchablePageNavigator`` (the summary counts the matches) or a
  /// model of your own.
  ///
  /// ```swift
  /// PaginatedList(navigator: orders, selection: selected) { order in
  ///   Text(order.summary).truncated()
  /// }
  /// ```
  ///
  /// Over a model that has not started, the list shows it loading, and the report of the
  /// first frame that shows it starts it (its first page). The page, page size and item count come from the navigator. While it does not know
  /// how many items there are, the list counts those known to exist: the pages up to the
  /// shown one and, once the navigator has seen the last page, one item on it; when the
  /// last page is not known yet and the shown page is full, one more, so the bar keeps
  /// offering the next page. The summary then reads as "at least".
  @MainActor
  public init<Model: NumberedPagingModel>(
    navigator: Model, selection: Int? = nil,
    @ViewBuilder row: @escaping (Model.Item) -> Row
  ) where Data == [Model.Item] {
    self.init(
      navigator.items, state: navigator.state == .idle ? .loading : navigator.state,
      selection: selection, row: row)
    mode = .numbered(showing: navigator)
    if navigator.state == .idle { onStart = { navigator.start() } }
    resizeModel = { navigator.setPageSize($0, keepingItemAt: $1).offset }
  }
}

extension PaginatedListMode {
  /// The numbered mode of the page `navigator` shows: its page and page size, and its item
  /// count — or, while it has none, the items known to exist (`knownItemCount`).
  @MainActor
  static func numbered(showing navigator: some NumberedPagingModel) -> Self {
    let total =
      navigator.totalItems
      ?? knownItemCount(
        page: navigator.page, pageSize: navigator.pageSize, shown: navigator.items.count,
        pageCount: navigator.pageCount)
    return .numbered(
      page: navigator.page, pageSize: max(1, navigator.pageSize), totalItems: max(0, total))
  }

  /// How many items a navigator without a total knows of at `page` showing `shown` items
  /// (see the navigator initialiser); saturates instead of overflowing.
  static func knownItemCount(page: Int, pageSize: Int, shown: Int, pageCount: Int?) -> Int {
    let size = max(1, pageSize)
    let seen = saturating(max(1, page) - 1, times: size) + min(max(0, shown), size, Int.max / 4)
    if let pageCount {
      // Every page before the last is full, and the last holds at least one item.
      guard page < pageCount else { return seen }
      return max(seen, saturating(max(1, pageCount) - 1, times: size) + 1)
    }
    return shown >= size ? seen + 1 : seen
  }

  /// `a × b` for non-negative values, at most `Int.max / 4` so sums of a few stay in range.
  private static func saturating(_ a: Int, times b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? Int.max / 4 : min(product, Int.max / 4)
  }
}
