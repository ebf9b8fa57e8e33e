/// One slot of a numbered pagination bar: a page number, or an ellipsis that stands for a
/// run of hidden pages.
///
/// ```swift
/// Pagination.pageItems(page: 6, pageCount: 20, boundaryCount: 1, siblingCount: 2)
/// // [.page(1), .ellipsis, .page(4), .page(5), .page(6), .page(7), .page(8), .ellipsis, .page(20)]
/// ```
public enum PageItem: Hashable, Sendable {
  /// A page the user can jump to, numbered from 1.
  case page(Int)
  /// A gap: pages that exist but are not shown.
  case ellipsis

  /// The page number of a ``page(_:)`` item, or `nil` for an ellipsis.
  public var pageNumber: Int? {
    if case .page(let number) = self { return number }
    return nil
  }
}
