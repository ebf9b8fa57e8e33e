/// What a region of a frame stands for: what clicking it would do.
public enum HitTarget: Hashable, Sendable {
  /// A page number of a ``Pagination`` bar.
  case page(Int)
  /// The bar's Previous control.
  case previousPage
  /// The bar's Next control.
  case nextPage
  /// A row of a ``PaginatedList``: its offset into the list's items.
  case row(Int)
  /// The title of a ``PaginatedTable``'s column in its header, named by the column's
  /// ``TableColumn/id``: a click on it usually sorts by that column.
  case column(TableColumnID)
  /// The load-more footer, ready to load the next page.
  case loadMore
  /// The load-more footer after a failure, ready to try again.
  case retry
  /// A region of your own, named with ``View/hitTarget(_:)``.
  case custom(String)
}
