/// The current page in words, as one line: `Page 6 of 20`, or `No items` when there are
/// no pages.
///
/// The text a screen reader or a log wants where a ``Pagination`` bar is drawn for the eye.
/// The words and the thousands separator come from ``EnvironmentValues/paginationLabels``
/// (see ``PaginationLabels/pagePosition(page:pageCount:)``). When the whole line does not
/// fit the width offered, the row is left empty rather than showing a cut number.
///
/// ```swift
/// PaginationPosition(page: 6, pageCount: 20)  // Page 6 of 20
/// ```
public struct PaginationPosition: View, Hashable, Sendable {
  /// The current page, numbered from 1; clamped to `1...pageCount`.
  public var page: Int
  /// How many pages there are; zero or less shows the labels' `noItems`.
  public var pageCount: Int
  /// Whether ``pageCount`` is final; while it is not, the count reads `40+`.
  public var isPageCountFinal: Bool

  /// The position `page` of `pageCount` pages, of at least that many when
  /// `isPageCountFinal` is false.
  public init(page: Int, pageCount: Int, isPageCountFinal: Bool = true) {
    self.page = page
    self.pageCount = pageCount
    self.isPageCountFinal = isPageCountFinal
  }

  /// The position of `state`.
  public init(_ state: PageState) {
    self.init(
      page: state.page, pageCount: state.pageCount, isPageCountFinal: state.isPageCountFinal)
  }

  /// The position as one line, or an empty row when it does not fit.
  public var body: some View {
    EnvironmentReader { environment in
      ViewThatFits(horizontalOnly: true) {
        Text(
          Sanitizer.singleRow(
            environment.shownPaginationLabels.pagePosition(
              PageState(page: page, pageCount: pageCount, isPageCountFinal: isPageCountFinal)))
        )
        .truncated()
        Text("").truncated()
      }
    }
  }
}
