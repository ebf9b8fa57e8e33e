import Testing

@testable import Folio

extension PagingTests {
  /// Edits of what the paging models show: a deleted row goes, an added one comes, and
  /// the totals — and the summaries drawn from them — follow.
  @MainActor @Suite struct PagingEditTests {
    @Test func aPaginatorRemovesInsertsAndReplacesWithTheTotalFollowing() async {
      let all = rows("a", 0..<30)
      let paginator = Paginator(
        dataSource: AnyPaginatedDataSource { request in page(of: all, request) }, pageSize: 10)
      await paginator.start()?.value
      #expect(paginator.totalItems == 30)
      #expect(paginator.remove(id: "a#3") == Row(id: "a#3"))
      #expect(paginator.remove(id: "a#3") == nil)
      #expect(paginator.items.count == 9)
      #expect(paginator.totalItems == 29)
      #expect(paginator.insert(Row(id: "new"), at: 0))
      #expect(!paginator.insert(Row(id: "a#5"), at: 0), "a row shown already")
      #expect(paginator.items.first == Row(id: "new"))
      #expect(paginator.totalItems == 30)
      #expect(paginator.insert(Row(id: "end"), at: Int.max))
      #expect(paginator.items.last == Row(id: "end"))
      #expect(paginator.totalItems == 31)
      let summary = PaginationLabels().itemSummary(
        page: 1, pageSize: 40, totalItems: paginator.totalItems ?? 0)
      #expect(summary == "Showing 1–31 of 31")
      #expect(paginator.replace(Row(id: "a#4")))
      #expect(!paginator.replace(Row(id: "nowhere")))
      // The removed row does not come back with a later page that still holds it.
      await paginator.loadMore()?.value
      #expect(!paginator.items.contains(Row(id: "a#3")))
      #expect(paginator.items.count == 21)
      // The source's own total, with its next page, is the truth again (this one was not
      // edited, so it still says 30).
      #expect(paginator.totalItems == 30)
    }

    @Test func aSearchablePaginatorEditsTheSameWay() async {
      let source = ScriptedSource()
      let paginator = SearchablePaginator(dataSource: source, pageSize: 5)
      let load = paginator.start()
      let call = await source.call(0)
      source.succeed(call, with: page(of: rows("s", 0..<12), call.request))
      await load?.value
      #expect(paginator.remove(id: "s#0") != nil)
      #expect(paginator.totalItems == 11)
      #expect(paginator.items.first == Row(id: "s#1"))
    }

    @Test func aNavigatorPageThatLostARowRefillsFromTheNextAndTheSummaryFollows() async {
      let work = TrackedWork()
      let source = ScriptedSource()
      var all = rows("n", 0..<25)
      let navigator = PageNavigator(
        dataSource: source, pageSize: 10, cacheCapacity: 8, prefetchesNeighbours: false)
      let load = navigator.go(to: 2)
      let first = await source.call(0)
      source.succeed(first, with: page(of: all, first.request))
      await load?.value
      #expect(navigator.items == rows("n", 10..<20))
      // Deleted at the source, then here: the page shows nine rows at once, then ten.
      all.removeAll { $0.id == "n#12" }
      #expect(work.run { navigator.remove(id: "n#12") } == Row(id: "n#12"))
      #expect(navigator.items.count == 9)
      #expect(navigator.totalItems == 24)
      #expect(navigator.state == .loaded)
      let refill = await source.call(1)
      #expect(refill.request == PageRequest(page: 2, size: 10))
      source.succeed(refill, with: page(of: all, refill.request))
      await work.settle()
      #expect(navigator.items.map(\.id).last == "n#20")
      #expect(navigator.items.count == 10)
      let summary = PaginationLabels().itemSummary(
        page: navigator.page, pageSize: 10, totalItems: navigator.totalItems ?? 0)
      #expect(summary == "Showing 11–20 of 24")
      // An edited row is replaced where it is shown.
      #expect(navigator.replace(Row(id: "n#11")))
      #expect(!navigator.replace(Row(id: "n#99")))
    }

    @Test func theLastPageLosingItsLastRowShowsThePageBefore() async {
      let work = TrackedWork()
      let source = ScriptedSource()
      var all = rows("n", 0..<21)
      let navigator = PageNavigator(
        dataSource: source, pageSize: 10, cacheCapacity: 8, prefetchesNeighbours: false)
      let load = navigator.go(to: 3)
      let first = await source.call(0)
      source.succeed(first, with: page(of: all, first.request))
      await load?.value
      #expect(navigator.items == [Row(id: "n#20")])
      all.removeLast()
      _ = work.run { navigator.remove(id: "n#20") }
      #expect(navigator.pageCount == 2)
      let refill = await source.call(1)
      source.succeed(refill, with: page(of: all, refill.request))
      // The refill comes back empty: the page before is asked for.
      await work.settle()
      let before = source.pendingCall(2)
      #expect(before?.request == PageRequest(page: 2, size: 10))
      if let before { source.succeed(before, with: page(of: all, before.request)) }
      await work.settle()
      #expect(navigator.page == 2)
      #expect(navigator.items == rows("n", 10..<20))
    }
  }
}
