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
  /// How the list is read by a screen reader: what it is, its title, and where its rows
  /// stand among all the items.
  var reading = ListReading()
}

/// How a list is read: `list: Inbox, showing 21–40 of 1,234`, then a line a row.
struct ListReading {
  /// A list, or a table (whose rows read their column titles).
  var role = AccessibilityRole.list
  /// The list's title, read as its label.
  var title: String?
  /// How many items come before the first row: those of the pages before a numbered one.
  var itemsBefore = 0
  /// How many items there are in all, when known (a numbered list's total); otherwise
  /// the rows.
  var totalItems: Int?
}
