/// A source whose pages depend on a search query, for ``SearchablePaginator``.
///
/// An empty query means "no filter": the source returns the whole list.
public protocol SearchablePaginatedDataSource: Sendable {
  /// What the pages hold; the identity keeps an item from showing twice.
  associatedtype Item: Identifiable & Sendable

  /// Returns the page `request` describes of the items that match `query`.
  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Item>
}
