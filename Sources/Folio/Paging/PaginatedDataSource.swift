/// Where a paging model gets its pages: any API that can answer "give me this page".
///
/// A source is called from the paging model's actor but runs wherever its `async` work
/// runs; it must be `Sendable`. Throwing `CancellationError` (as `URLSession` does when its
/// task is cancelled) is not treated as a failure.
///
/// ```swift
/// struct Repositories: PaginatedDataSource {
///   func fetch(_ request: PageRequest) async throws -> PageResult<Repository> {
///     let page = try await api.repositories(page: request.page, perPage: request.size)
///     return PageResult(items: page.items, hasMore: page.hasNext)
///   }
/// }
/// ```
///
/// For a one-off source, ``AnyPaginatedDataSource`` takes a closure instead.
public protocol PaginatedDataSource: Sendable {
  /// What the pages hold; the identity keeps an item from showing twice.
  associatedtype Item: Identifiable & Sendable

  /// Returns the page `request` describes.
  func fetch(_ request: PageRequest) async throws -> PageResult<Item>
}
