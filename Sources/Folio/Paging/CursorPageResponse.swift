/// The common cursor-paged JSON body:
/// `{"items": […], "next_cursor": "abc", "has_more": true}`.
///
/// Only `items` is required; without `has_more`, more pages follow when `next_cursor` is
/// present.
///
/// ```swift
/// let body = try JSONDecoder().decode(CursorPageResponse<Event>.self, from: data)
/// return body.pageResult
/// ```
public struct CursorPageResponse<Item: Decodable>: Decodable {
  /// The page's items.
  public var items: [Item]
  /// The cursor to send for the next page.
  public var nextCursor: String?
  /// Whether another page follows, when the server says so explicitly.
  public var hasMoreFlag: Bool?

  private enum CodingKeys: String, CodingKey {
    case items
    case nextCursor = "next_cursor"
    case hasMoreFlag = "has_more"
  }

  /// Whether another page follows: `has_more` when present, else whether there is a cursor.
  public var hasMore: Bool { hasMoreFlag ?? (nextCursor != nil) }

  /// The body as a page for a paging model.
  public var pageResult: PageResult<Item> {
    PageResult(items: items, hasMore: hasMore, nextCursor: nextCursor)
  }
}

extension CursorPageResponse: Sendable where Item: Sendable {}
