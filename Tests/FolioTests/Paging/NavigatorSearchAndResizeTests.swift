import Testing

@testable import Folio

extension PagingTests {
  /// A numbered list that searches and resizes: the navigator's page size and source can
  /// change, and a searchable navigator pages through the matches of a debounced query.
  @MainActor @Suite struct NavigatorSearchAndResizeTests {
    let source = ScriptedSource()
    let clock = ManualClock()

    /// Answers every request still pending from the list its query names (`query#0`, …,
    /// `count` rows), and waits until the answers are taken.
    func answerAll(count: Int = 95, from first: Int = 0) async {
      for _ in 0..<50 {
        for number in first..<source.callCount {
          let call = await source.call(number)
          guard source.isPending(call) else { continue }
          let name = call.query.isEmpty ? "n" : call.query
          source.succeed(call, with: page(of: rows(name, 0..<count), call.request))
        }
        await Task.yield()
      }
    }

    @Test func aNewPageSizeKeepsTheFirstItemShown() async {
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

    @Test func aNewSourceShowsItsFirstPageAndDropsTheOldAnswers() async {
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
      for _ in 0..<100 where navigator.state != .loaded { await Task.yield() }
      // The old source's answer comes last, and changes nothing.
      source.succeed(old, with: page(of: rows("n", 0..<95), old.request))
      for _ in 0..<100 { await Task.yield() }
      #expect(navigator.items == rows("sorted", 0..<10))
      #expect(navigator.totalItems == 12)
      #expect(navigator.pageCount == 2)
    }

    @Test func aQueryTypedDuringALoadDropsTheStaleAnswer() async {
      let search = SearchablePageNavigator(
        dataSource: source, pageSize: 10, prefetchesNeighbours: false, clock: clock)
      search.first()
      let all = await source.call(0)
      #expect(all.query == "")
      // Typed while page 1 of everything is on its way.
      search.query = "crash"
      await clock.waitForSleeps(1)
      clock.advance(by: .milliseconds(300))
      let matches = await source.call(1)
      #expect(matches.query == "crash")
      #expect(matches.request.page == 1)
      // The old answer arrives last: it is not shown, and its count is not the matches'.
      source.succeed(matches, with: page(of: rows("crash", 0..<23), matches.request))
      for _ in 0..<100 where search.state != .loaded { await Task.yield() }
      source.succeed(all, with: page(of: rows("n", 0..<95), all.request))
      for _ in 0..<100 { await Task.yield() }
      #expect(search.items.first == Row(id: "crash#0"))
      #expect(search.totalItems == 23)
      #expect(search.pageCount == 3)
      // A page asked for now is a page of the matches.
      search.go(to: 3)
      let third = await source.call(2)
      #expect(third.query == "crash")
      #expect(third.request.page == 3)
      source.succeed(third, with: page(of: rows("crash", 0..<23), third.request))
      for _ in 0..<100 where search.state != .loaded { await Task.yield() }
      #expect(search.items == rows("crash", 20..<23))
      // The summary counts the matches.
      let summary = PaginationLabels().itemSummary(
        page: search.page, pageSize: search.pageSize, totalItems: search.totalItems ?? 0)
      #expect(summary == "Showing 21–23 of 23")
    }

    @Test func clearingTheQueryShowsEverythingAtOnceAndEnterSkipsTheDebounce() async {
      let search = SearchablePageNavigator(
        dataSource: source, pageSize: 10, prefetchesNeighbours: false, clock: clock)
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
