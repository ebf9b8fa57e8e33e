/// What a ``PaginatedList``'s rows show besides the items themselves.
struct ListRowsOptions {
  /// Offsets into the data of the rows shown, when a filter hides some; nil shows all.
  var shown: [Int]?
  var selection: Int?
  /// Whether the list has a selection, even one the filter hides: in colour mode `none`
  /// every row then keeps the marker's column, so filtering does not shift the rows.
  var hasSelection: Bool
  var numbering: RowNumbering?
  var scrollPadding: Int
  var scrollState: ListScrollState?
  var footer: LoadMoreFooter?
  var onLoadMore: (@MainActor () -> Void)?
}
