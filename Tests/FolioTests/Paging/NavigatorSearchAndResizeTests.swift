import Testing

@testable import Folio

extension PagingTests {
  /// A numbered list that searches and resizes: the navigator's page size and source can
  /// change, and a searchable navigator pages through the matches of a debounced query.
  @MainActor @Suite struct NavigatorSearchAndResizeTests {
    let source = ScriptedSource()
    /// The models' work, on the clock the debounce waits on.
    let work = TrackedWork()

    /// Answers every request still pending from the list its query names (`query#0`, …,
    /// `count` rows), again while the answers lead to more, until the work has settled.
    func answerAll(count: Int = 95, from first: Int = 0) async {
      await work.settle()
      while let call = (first..<source.callCount).lazy.map({ number in
        self.source.pendingCall(number)
      }).first(where: { $0 != nil }) ?? nil {
        let name = call.query.isEmpty ? "n" : call.query
        source.succeed(call, with: page(of: rows(name, 0..<count), call.request))
        await work.settle()
      }
    }

    @Test func aNewPageSizeKeepsTheFirstItemShown() async {
      await work.run {
        let navigator = PageNavigator(
          dataSource: source, pageSize: 10, cacheCapacity: 8, prefetchesNeighbours: false)
        navigator.go(to: 4)  // items 30–39
        await answerAll()
        #expect(navigator.items.first == Row(id: "n#30"))
        // 25 rows a page: item 30 is on page 2 (items 25–49).
        let resized = navigator.setPageSize(25)
        #expect(navigator.page == 2)
        await answerAll()
        await resized?.value
        #expect(navigator.items.first == Row(id: "n#25"))
        #expect(navigator.items.count == 25)
        #expect(navigator.pageCount == 4)
        #expect(navigator.setPageSize(25) == nil)
        navigator.setPageSize(0)  // at least one item a page
        #expect(navigator.pageSize == 1)
        #expect(navigator.page == 26)
      }
    }

    @Test func aNewPageSizeCanKeepTheSelectedItemInView() async {
      await work.run {
        let navigator = PageNavigator(
          dataSource: source, pageSize: 10, cacheCapacity: 8, prefetchesNeighbours: false)
        navigator.go(to: 3)  // items 20–29
        await answerAll()
        // The selected row is the 8th: item 27. Four rows a page: page 7 (24–27), 4th row.
        let resized = navigator.setPageSize(4, keepingItemAt: 7)
        #expect(navigator.page == 7)
        #expect(resized.offset == 3)
        await answerAll()
        await resized.load?.value
        #expect(navigator.items[resized.offset] == Row(id: "n#27"))
        // Growing again keeps it too: 25 a page, page 2 (25–49), 3rd row.
        let grown = navigator.setPageSize(25, keepingItemAt: resized.offset)
        #expect(navigator.page == 2 && grown.offset == 2)
        // An offset past the page is the page's last row; the same size changes nothing.
        #expect(navigator.setPageSize(25, keepingItemAt: 99).load == nil)
      }
    }

    @Test func aNewSourceShowsItsFirstPageAndDropsTheOldAnswers() async {
      await work.run {
        let navigator = PageNavigator(
          dataSource: source, pageSize: 10, cacheCapacity: 8, prefetchesNeighbours: false)
        navigator.go(to: 3)
        let old = await source.call(0)
        let sorted = ScriptedSource()
        navigator.setDataSource(sorted)
        #expect(navigator.page == 1)
        #expect(navigator.totalItems == nil)
        let fresh = await sorted.call(0)
        #expect(fresh.request.page == 1)
        sorted.succeed(fresh, with: page(of: rows("sorted", 0..<12), fresh.request))
        await work.settle()
        #expect(navigator.state == .loaded)
        // The old source's answer comes last, and changes nothing.
        source.succeed(old, with: page(of: rows("n", 0..<95), old.request))
        await work.settle()
        #expect(navigator.items == rows("sorted", 0..<10))
        #expect(navigator.totalItems == 12)
        #expect(navigator.pageCount == 2)
      }
    }

    @Test func aQueryTypedDuringALoadDropsTheStaleAnswer() async {
      await work.run {
        let search = SearchablePageNavigator(
          dataSource: source, pageSize: 10, prefetchesNeighbours: false)
        search.first()
        let all = await source.call(0)
        #expect(all.query == "")
        // Typed while page 1 of everything is on its way.
        search.query = "crash"
        await work.advance(by: .milliseconds(300))
        let matches = await source.call(1)
        #expect(matches.query == "crash")
        #expect(matches.request.page == 1)
        // The old answer arrives last: it is not shown, and its count is not the matches'.
        source.succeed(matches, with: page(of: rows("crash", 0..<23), matches.request))
        await work.settle()
        #expect(search.state == .loaded)
        source.succeed(all, with: page(of: rows("n", 0..<95), all.request))
        await work.settle()
        #expect(search.items.first == Row(id: "crash#0"))
        #expect(search.totalItems == 23)
        #expect(search.pageCount == 3)
        // A page asked for now is a page of the matches.
        search.go(to: 3)
        let third = await source.call(2)
        #expect(third.query == "crash")
        #expect(third.request.page == 3)
        source.succeed(third, with: page(of: rows("crash", 0..<23), third.request))
        await work.settle()
        #expect(search.items == rows("crash", 20..<23))
        // The summary counts the matches.
        let summary = PaginationLabels().itemSummary(
          page: search.page, pageSize: search.pageSize, totalItems: search.totalItems ?? 0)
        #expect(summary == "Showing 21–23 of 23")
      }
    }

    @Test func clearingTheQueryShowsEverythingAtOnceAndEnterSkipsTheDebounce() async {
      await work.run {
        let search = SearchablePageNavigator(
          dataSource: source, pageSize: 10, prefetchesNeighbours: false)
        search.query = "a"
        search.query = "ab"
        #expect(source.callCount == 0, "nothing asked during the debounce")
        search.searchNow()
        let typed = await source.call(0)
        #expect(typed.query == "ab")
        #expect(search.appliedQuery == "ab")
        search.query = ""
        let everything = await source.call(1)
        #expect(everything.query == "")
        #expect(search.appliedQuery == "")
        await answerAll()
        #expect(search.items.first == Row(id: "n#0"))
        #expect(search.totalItems == 95)
      }
    }
  }
}
