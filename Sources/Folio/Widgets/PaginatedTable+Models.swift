extension PaginatedTable {
  /// An infinite table of every item `paginator` has loaded, in its state, that asks it for
  /// the next page when the load-more footer comes into view — wired as
  /// `PaginatedList(paginator:selection:row:)` is.
  @MainActor
  public init<Source: PaginatedDataSource>(
    paginator: Paginator<Source>, selection: Int? = nil, columns: [TableColumn<Source.Item>]
  ) where Data == [Source.Item] {
    self.init(paginator.items, state: paginator.state, selection: selection, columns: columns)
    onLoadMore = { paginator.loadNextPageInBackground() }
  }

  /// An infinite table of the items `paginator` has found for its query; the footer asks
  /// for the next page of the same query.
  @MainActor
  public init<Source: SearchablePaginatedDataSource>(
    paginator: SearchablePaginator<Source>, selection: Int? = nil,
    columns: [TableColumn<Source.Item>]
  ) where Data == [Source.Item] {
    self.init(paginator.items, state: paginator.state, selection: selection, columns: columns)
    onLoadMore = { paginator.loadNextPageInBackground() }
  }

  /// A numbered table of the page `navigator` shows, with its bar and summary; the count
  /// of items comes from the navigator as for `PaginatedList(navigator:selection:row:)`.
  @MainActor
  public init<Source: PaginatedDataSource>(
    navigator: PageNavigator<Source>, selection: Int? = nil, columns: [TableColumn<Source.Item>]
  ) where Data == [Source.Item] {
    self.init(navigator.items, state: navigator.state, selection: selection, columns: columns)
    let total =
      navigator.totalItems
      ?? PaginatedList<[Source.Item], EmptyView>.knownItemCount(
        page: navigator.page, pageSize: navigator.pageSize, shown: navigator.items.count,
        pageCount: navigator.pageCount)
    mode = .numbered(
      page: navigator.page, pageSize: max(1, navigator.pageSize), totalItems: max(0, total))
  }

  /// A numbered table of the page of matches `navigator` shows.
  @MainActor
  public init<Source: SearchablePaginatedDataSource>(
    navigator: SearchablePageNavigator<Source>, selection: Int? = nil,
    columns: [TableColumn<Source.Item>]
  ) where Data == [Source.Item] {
    self.init(navigator: navigator.navigator, selection: selection, columns: columns)
  }
}
