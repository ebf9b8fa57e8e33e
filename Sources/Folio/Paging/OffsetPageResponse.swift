/// The common offset-paged JSON body:
/// `{"items": […], "totalItems": 95, "totalPages": 10, "currentPage": 1, "pageSize": 10}`.
///
/// Only `items` is required. Decode it with any decoder and turn it into a page:
///
/// ```swift
/// let body = try JSONDecoder().decode(OffsetPageResponse<User>.self, from: data)
/// return body.pageResult
/// ```
public struct OffsetPageResponse<Item: Decodable>: Decodable {
  /// The page's items.
  public var items: [Item]
  /// How many items the whole list holds.
  public var totalItems: Int?
  /// How many pages the whole list holds.
  public var totalPages: Int?
  /// This page's 1-based number.
  public var currentPage: Int?
  /// The page size the server used.
  public var pageSize: Int?

  /// Whether another page follows, from the most direct evidence the body gives: the page
  /// count, then the item count, then whether this page came back full.
  public var hasMore: Bool {
    if let totalPages, let currentPage { return currentPage < totalPages }
    if let totalItems, let currentPage, let pageSize {
      let (shown, overflow) = currentPage.multipliedReportingOverflow(by: pageSize)
      return !overflow && shown < totalItems
    }
    if let pageSize { return items.count >= pageSize && !items.isEmpty }
    return !items.isEmpty
  }

  /// The body as a page for a paging model.
  public var pageResult: PageResult<Item> {
    PageResult(items: items, hasMore: hasMore, totalItems: totalItems)
  }
}

extension OffsetPageResponse: Sendable where Item: Sendable {}
