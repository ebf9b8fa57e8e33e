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

/// A source whose pages depend on a search query, for ``SearchablePaginator``.
///
/// An empty query means "no filter": the source returns the whole list.
public protocol SearchablePaginatedDataSource: Sendable {
  /// What the pages hold; the identity keeps an item from showing twice.
  associatedtype Item: Identifiable & Sendable

  /// Returns the page `request` describes of the items that match `query`.
  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Item>
}

/// A source built from a closure, for when a whole type is more than the job needs.
///
/// ```swift
/// let source = AnyPaginatedDataSource { request in
///   PageResult(items: try await api.users(page: request.page), hasMore: true)
/// }
/// ```
public struct AnyPaginatedDataSource<Item: Identifiable & Sendable>: PaginatedDataSource {
  private let body: @Sendable (PageRequest) async throws -> PageResult<Item>

  /// A source that answers every request with `fetch`.
  public init(_ fetch: @escaping @Sendable (PageRequest) async throws -> PageResult<Item>) {
    body = fetch
  }

  /// Returns the page `request` describes, by calling the closure.
  public func fetch(_ request: PageRequest) async throws -> PageResult<Item> {
    try await body(request)
  }
}

/// A searchable source built from a closure.
///
/// ```swift
/// let source = AnySearchablePaginatedDataSource { request, query in
///   try await api.search(query, page: request.page, size: request.size)
/// }
/// ```
public struct AnySearchablePaginatedDataSource<Item: Identifiable & Sendable>:
  SearchablePaginatedDataSource
{
  private let body: @Sendable (PageRequest, String) async throws -> PageResult<Item>

  /// A source that answers every request with `fetch`.
  public init(
    _ fetch: @escaping @Sendable (PageRequest, String) async throws -> PageResult<Item>
  ) {
    body = fetch
  }

  /// Returns the page `request` describes of the items matching `query`.
  public func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Item> {
    try await body(request, query)
  }
}
