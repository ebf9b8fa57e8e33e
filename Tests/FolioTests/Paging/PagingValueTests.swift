import Foundation
import Testing

@testable import Folio

extension PagingTests {
  @Suite struct PagingValueTests {
    struct User: Decodable, Identifiable, Sendable, Equatable {
      let id: Int
      let name: String
    }

    @Test func statesSayWhetherTheyLoadAndShowItems() {
      let states: [PaginationState] = [
        .idle, .loading, .loadingMore, .loaded, .error(message: "x"), .exhausted,
      ]
      #expect(states.map(\.isLoading) == [false, true, true, false, false, false])
      #expect(states.map(\.showsItems) == [false, false, true, true, false, true])
      #expect(PaginationState.error(message: "a") != .error(message: "b"))
    }

    @Test func requestsCountPagesFromOne() {
      let first = PageRequest.first(size: 25)
      #expect(first.page == 1)
      #expect(first.cursor == nil)
      #expect(first.offset == 0)
      #expect(PageRequest(page: 3, size: 25).offset == 50)
      #expect(PageRequest(page: Int.max, size: 25).offset == Int.max)
      #expect(PageRequest(page: -4, size: 25).offset == 0)
      let next = first.next(after: PageResult(items: [1], hasMore: true, nextCursor: "c2"))
      #expect(next == PageRequest(page: 2, size: 25, cursor: "c2"))
    }

    @Test func closureSourcesAnswerWithTheirClosure() async throws {
      let source = AnyPaginatedDataSource { request in
        PageResult(items: rows("p\(request.page)", 0..<request.size), hasMore: request.page < 2)
      }
      let result = try await source.fetch(PageRequest(page: 2, size: 2))
      #expect(result.items == rows("p2", 0..<2))
      #expect(!result.hasMore)

      let search = AnySearchablePaginatedDataSource { request, query in
        PageResult(items: rows(query, 0..<request.size), hasMore: false, totalItems: 1)
      }
      let found = try await search.fetch(.first(size: 1), query: "ada")
      #expect(found == PageResult(items: rows("ada", 0..<1), hasMore: false, totalItems: 1))
    }

    @Test func decodesAnOffsetPage() throws {
      let json = """
        {"items": [{"id": 1, "name": "Ada"}, {"id": 2, "name": "Alan"}],
         "totalItems": 5, "totalPages": 3, "currentPage": 1, "pageSize": 2}
        """
      let body = try JSONDecoder().decode(OffsetPageResponse<User>.self, from: Data(json.utf8))
      let result = body.pageResult
      #expect(result.items.map(\.name) == ["Ada", "Alan"])
      #expect(result.hasMore)
      #expect(result.totalItems == 5)
      #expect(result.nextCursor == nil)
      #expect(body.totalPages == 3)
      #expect(body.currentPage == 1)
      #expect(body.pageSize == 2)
    }

    @Test func offsetPagesWorkOutWhetherMoreFollow() throws {
      func hasMore(_ json: String) throws -> Bool {
        try JSONDecoder().decode(OffsetPageResponse<User>.self, from: Data(json.utf8)).hasMore
      }
      let two = #"[{"id": 1, "name": "a"}, {"id": 2, "name": "b"}]"#
      #expect(try !hasMore(#"{"items": \#(two), "totalPages": 3, "currentPage": 3}"#))
      #expect(try hasMore(#"{"items": \#(two), "totalItems": 5, "currentPage": 2, "pageSize": 2}"#))
      #expect(
        try !hasMore(#"{"items": \#(two), "totalItems": 4, "currentPage": 2, "pageSize": 2}"#))
      #expect(try hasMore(#"{"items": \#(two), "pageSize": 2}"#))
      #expect(try !hasMore(#"{"items": \#(two), "pageSize": 3}"#))
      #expect(try !hasMore(#"{"items": []}"#))
    }

    @Test func decodesACursorPage() throws {
      let json = """
        {"items": [{"id": 7, "name": "Grace"}], "next_cursor": "abc", "has_more": true}
        """
      let body = try JSONDecoder().decode(CursorPageResponse<User>.self, from: Data(json.utf8))
      #expect(
        body.pageResult
          == PageResult(items: [User(id: 7, name: "Grace")], hasMore: true, nextCursor: "abc"))

      let last = #"{"items": [], "next_cursor": null}"#
      let end = try JSONDecoder().decode(CursorPageResponse<User>.self, from: Data(last.utf8))
      #expect(!end.pageResult.hasMore)
      let implied = #"{"items": [], "next_cursor": "z"}"#
      let more = try JSONDecoder().decode(CursorPageResponse<User>.self, from: Data(implied.utf8))
      #expect(more.hasMore)
      let explicit = #"{"items": [], "next_cursor": "z", "has_more": false}"#
      let stop = try JSONDecoder().decode(CursorPageResponse<User>.self, from: Data(explicit.utf8))
      #expect(!stop.hasMore)
    }

    @Test func aCursorPageDrivesAPaginator() async throws {
      let pages = [
        #"{"items": [{"id": 1, "name": "a"}], "next_cursor": "c1", "has_more": true}"#,
        #"{"items": [{"id": 2, "name": "b"}], "next_cursor": null, "has_more": false}"#,
      ]
      let source = AnyPaginatedDataSource { request in
        let json = pages[request.cursor == "c1" ? 1 : 0]
        return try JSONDecoder().decode(CursorPageResponse<User>.self, from: Data(json.utf8))
          .pageResult
      }
      let paginator = await Paginator(dataSource: source, pageSize: 1)
      await paginator.loadMore()?.value
      await paginator.loadMore()?.value
      #expect(await paginator.items.map(\.id) == [1, 2])
      #expect(await paginator.state == .exhausted)
    }
  }
}
