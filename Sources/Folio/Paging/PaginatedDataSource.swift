/// Where a paging model gets its pages: any API that can answer "give me this page".
///
/// A source is called from the paging model's actor but runs wherever its `async` work
/// runs; it must be `Sendable`. When the model cancels a request (a reset, a new search),
/// whatever the source answers is dropped; a `CancellationError` the source throws when
/// nobody cancelled it (a session torn down, a timeout) is a failure, like any error, which
/// the list shows and retry asks again for.
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
