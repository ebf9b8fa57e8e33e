/// Which page a paging model asks its source for.
///
/// One request type serves both kinds of API: an offset source reads ``page`` (1-based) and
/// ``size`` (or ``offset``), a cursor source reads ``cursor`` and ``size``. The models fill
/// in both, so a source uses whichever its API needs.
///
/// ```swift
/// let request = PageRequest.first(size: 20)  // page 1, no cursor
/// // GET /items?page=\(request.page)&per_page=\(request.size)
/// // GET /items?limit=\(request.size)&after=\(request.cursor ?? "")
/// ```
public struct PageRequest: Hashable, Sendable {
  /// The 1-based page number, for offset sources.
  public var page: Int
  /// How many items the page should hold.
  public var size: Int
  /// The opaque cursor the previous page returned, for cursor sources; `nil` for the first
  /// page.
  public var cursor: String?

  /// A request for page `page` of `size` items, after `cursor`.
  public init(page: Int, size: Int, cursor: String? = nil) {
    self.page = page
    self.size = size
    self.cursor = cursor
  }

  /// The request for the first page: page 1, no cursor.
  public static func first(size: Int) -> PageRequest {
    PageRequest(page: 1, size: size)
  }

  /// The 0-based index of the page's first item, `(page - 1) * size`; saturates at
  /// `Int.max` instead of overflowing.
  public var offset: Int {
    let (product, overflow) = max(page - 1, 0).multipliedReportingOverflow(by: max(size, 0))
    return overflow ? Int.max : product
  }

  /// The request for the page after this one, continuing from `result`'s cursor.
  func next<Item>(after result: PageResult<Item>) -> PageRequest {
    PageRequest(page: page == Int.max ? page : page + 1, size: size, cursor: result.nextCursor)
  }
}
