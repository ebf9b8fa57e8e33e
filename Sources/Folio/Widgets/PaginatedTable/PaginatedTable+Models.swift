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
    mode = .numbered(showing: navigator)
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
