/// How a ``PaginatedList`` pages: one numbered page at a time, or one growing list.
public enum PaginatedListMode: Hashable, Sendable {
  /// The items are one page of `totalItems`; a ``Pagination`` bar and a
  /// `Showing 21–40 of 1,234` summary follow the rows.
  case numbered(page: Int, pageSize: Int, totalItems: Int)
  /// The items are every page loaded so far; a ``LoadMoreFooter`` is the last row.
  case infinite
}
