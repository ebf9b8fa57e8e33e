extension PaginatedTable {
  /// An infinite table of every item `paginator` has loaded, in its state, that asks it for
  /// the next page when the load-more footer comes into view — wired as
  /// `PaginatedList(paginator:selection:row:)` is, over any ``InfinitePagingModel``.
  @MainActor
  public init<Model: InfinitePagingModel>(
    paginator: Model, selection: Int? = nil, columns: [TableColumn<Model.Item>]
  ) where Data == [Model.Item] {
    self.init(
      paginator.items, state: paginator.state == .idle ? .loading : paginator.state,
      selection: selection, columns: columns)
    onLoadMore = { paginator.loadMore() }
    if paginator.state == .idle { onStart = { paginator.start() } }
  }

  /// A numbered table of the page `navigator` shows, with its bar and summary; the count
  /// of items comes from the navigator as for `PaginatedList(navigator:selection:row:)`,
  /// over any ``NumberedPagingModel``.
  @MainActor
  public init<Model: NumberedPagingModel>(
    navigator: Model, selection: Int? = nil, columns: [TableColumn<Model.Item>]
  ) where Data == [Model.Item] {
    self.init(
      navigator.items, state: navigator.state == .idle ? .loading : navigator.state,
      selection: selection, columns: columns)
    mode = .numbered(showing: navigator)
    if navigator.state == .idle { onStart = { navigator.start() } }
    resizeModel = { navigator.setPageSize($0, keepingItemAt: $1).offset }
  }
}
