/// One page as a source returns it: its items and whether more follow.
///
/// ```swift
/// PageResult(items: rows, hasMore: rows.count == request.size)
/// PageResult(items: body.items, hasMore: body.hasMore, nextCursor: body.next)
/// ```
public struct PageResult<Item> {
  /// The page's items, in display order.
  public var items: [Item]
  /// Whether the source has pages after this one.
  public var hasMore: Bool
  /// The cursor to send for the next page, for cursor sources.
  public var nextCursor: String?
  /// How many items the whole list holds, when the source knows.
  public var totalItems: Int?

  /// A page of `items`; `hasMore` says whether another page follows.
  public init(items: [Item], hasMore: Bool, nextCursor: String? = nil, totalItems: Int? = nil) {
    self.items = items
    self.hasMore = hasMore
    self.nextCursor = nextCursor
    self.totalItems = totalItems
  }
}

extension PageResult: Sendable where Item: Sendable {}
extension PageResult: Equatable where Item: Equatable {}
