import Observation

/// A searchable source's pages for one query, as a plain paged source: what a
/// ``SearchablePageNavigator`` gives its navigator.
public struct QueryPages<Base: SearchablePaginatedDataSource>: PaginatedDataSource {
  /// The source searched.
  public let base: Base
  /// The query every page answers.
  public let query: String

  /// The pages of `base` that answer `query`.
  public init(base: Base, query: String) {
    self.base = base
    self.query = query
  }

  public func fetch(_ request: PageRequest) async throws -> PageResult<Base.Item> {
    try await base.fetch(request, query: query)
  }
}
