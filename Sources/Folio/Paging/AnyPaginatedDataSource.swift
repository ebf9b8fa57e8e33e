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
