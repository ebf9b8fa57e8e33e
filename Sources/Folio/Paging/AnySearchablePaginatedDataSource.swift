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
