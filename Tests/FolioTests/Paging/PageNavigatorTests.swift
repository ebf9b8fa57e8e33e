import Observation
import Testing

@testable import Folio

extension PagingTests {
  @MainActor @Suite struct PageNavigatorTests {
    let source = ScriptedSource()
    /// 95 rows: ten pages of 10, the last one holding 5.
    let all = rows("n", 0..<95)

    func makeNavigator(cache: Int = 8, prefetch: Bool = false) -> PageNavigator<ScriptedSource> {
      PageNavigator(
        dataSource: source, pageSize: 10, cacheCapacity: cache, prefetchesNeighbours: prefetch)
    }

    /// Answers request `number` from `all` and waits for `task`.
    func answer(_ number: Int, then task: Task<Void, Never>?) async {
      let call = await source.call(number)
      source.succeed(call, with: page(of: all, call.request))
      await task?.value
    }

    @Test func showsOnlyTheRequestedPage() async {
      let navigator = makeNavigator()
      #expect(navigator.state == .idle)
      #expect(navigator.pageCount == nil)
      let load = navigator.first()
      #expect(navigator.state == .loading)
      #expect(navigator.page == 1)
      await answer(0, then: load)
      #expect(navigator.items == rows("n", 0..<10))
      #expect(navigator.state == .loaded)
      #expect(navigator.totalItems == 95)
      #expect(navigator.pageCount == 10)

      let jump = navigator.go(to: 4)
      #expect(navigator.items.isEmpty)
      let call = await source.call(1)
      #expect(call.request == PageRequest(page: 4, size: 10))
      await answer(1, then: jump)
      #expect(navigator.items == rows("n", 30..<40))
      #expect(navigator.page == 4)
    }

    @Test func anEmptyListHasNoPagesAndPageZero() async {
      let navigator = makeNavigator()
      let load = navigator.first()
      let call = await source.call(0)
      source.succeed(call, with: PageResult(items: [], hasMore: false, totalItems: 0))
      await load?.value
      // The rule of PageState: no pages, page 0, and moves that do nothing.
      #expect(navigator.pageCount == 0)
      #expect(navigator.pageCount == PageState.pageCount(totalItems: 0, pageSize: 10))
      #expect(navigator.page == 0)
      #expect(navigator.page == PageState(page: 1, pageCount: 0).page)
      #expect(navigator.state == .loaded)
      #expect(navigator.next() == nil)
      #expect(navigator.last() == nil)
      #expect(navigator.page == 0)
      #expect(source.callCount == 1)
      // Reloading asks again: the list may not be empty any more.
      let reload = navigator.reload()
      await answer(1, then: reload)
      #expect(navigator.page == 1)
      #expect(navigator.pageCount == 10)
    }

    @Test func anEmptyListWithoutATotalHasNoPages() async {
      let navigator = makeNavigator()
      let load = navigator.first()
      let call = await source.call(0)
      source.succeed(call, with: PageResult(items: [], hasMore: false))
      await load?.value
      #expect(navigator.pageCount == 0)
      #expect(navigator.page == 0)
    }

    @Test func pageNumbersAreClamped() async {
      let navigator = makeNavigator()
      await answer(0, then: navigator.go(to: -3))
      #expect(navigator.page == 1)
      #expect(navigator.previous() == nil)  // cached page 1, still page 1
      #expect(navigator.page == 1)
      await answer(1, then: navigator.go(to: Int.max))
      #expect(navigator.page == 10)
      #expect(navigator.items == rows("n", 90..<95))
      #expect(navigator.next() == nil)
      #expect(navigator.page == 10)
      #expect(navigator.last() == nil)
      #expect(source.callCount == 2)
    }

    @Test func aHugePageBeforeTheCountIsKnownDoesNotTrap() async {
      let navigator = makeNavigator()
      let jump = navigator.go(to: Int.max)
      #expect(navigator.page == Int.max / 10)
      let call = await source.call(0)
      #expect(call.request.offset == (Int.max / 10 - 1) * 10)
      source.succeed(call, with: page(of: all, call.request))
      // The answer told the real size: the navigator moves to the real last page.
      let redirect = await source.call(1)
      #expect(redirect.request.page == 10)
      #expect(navigator.pageCount == 10)
      await answer(1, then: jump)
      #expect(navigator.page == 10)
      #expect(navigator.items == rows("n", 90..<95))
    }

    @Test func goingBackIsServedFromTheCache() async {
      let navigator = makeNavigator()
      await answer(0, then: navigator.first())
      await answer(1, then: navigator.next())
      #expect(navigator.items == rows("n", 10..<20))
      #expect(navigator.previous() == nil)
      #expect(navigator.state == .loaded)
      #expect(navigator.items == rows("n", 0..<10))
      #expect(source.callCount == 2)
      #expect(navigator.requestCount == 2)
    }

    @Test func theLeastRecentPageIsEvicted() async {
      let navigator = makeNavigator(cache: 2)
      await answer(0, then: navigator.go(to: 1))
      await answer(1, then: navigator.go(to: 2))
      #expect(navigator.go(to: 1) == nil)  // page 1 is now the most recent
      await answer(2, then: navigator.go(to: 3))  // evicts page 2
      #expect(navigator.go(to: 1) == nil)
      let reload = navigator.go(to: 2)
      #expect(reload != nil)
      await answer(3, then: reload)
      #expect(navigator.items == rows("n", 10..<20))
      #expect(source.callCount == 4)
    }

    @Test func theNewestJumpWinsWhenAnswersArriveOutOfOrder() async {
      let navigator = makeNavigator()
      let toTwo = navigator.go(to: 2)
      let callTwo = await source.call(0)
      let toThree = navigator.go(to: 3)
      let callThree = await source.call(1)
      source.succeed(callThree, with: page(of: all, callThree.request))
      await toThree?.value
      #expect(navigator.items == rows("n", 20..<30))
      source.succeed(callTwo, with: page(of: all, callTwo.request))
      await toTwo?.value
      #expect(navigator.page == 3)
      #expect(navigator.items == rows("n", 20..<30))
      // The late page was still worth keeping.
      #expect(navigator.go(to: 2) == nil)
      #expect(navigator.items == rows("n", 10..<20))
    }

    @Test func anOlderJumpAnsweringFirstIsNotShown() async {
      let navigator = makeNavigator()
      let toTwo = navigator.go(to: 2)
      let callTwo = await source.call(0)
      let toThree = navigator.go(to: 3)
      let callThree = await source.call(1)
      source.succeed(callTwo, with: page(of: all, callTwo.request))
      await toTwo?.value
      #expect(navigator.state == .loading)
      #expect(navigator.items.isEmpty)
      source.succeed(callThree, with: page(of: all, callThree.request))
      await toThree?.value
      #expect(navigator.items == rows("n", 20..<30))
    }

    @Test(arguments: [true, false])
    func theShownPageNeverPassesThePageCount(failureFirst: Bool) async {
      // Page 1 and page 3 are asked for at once; page 1 says the list holds 5 items (one
      // page), and page 3 fails — before or after page 1 answers.
      let navigator = makeNavigator()
      let toOne = navigator.go(to: 1)
      let callOne = await source.call(0)
      let toThree = navigator.go(to: 3)
      let callThree = await source.call(1)
      let five = Array(all.prefix(5))
      if failureFirst {
        source.fail(callThree)
        await toThree?.value
        #expect(navigator.state == .error(message: "the network is down"))
        #expect(navigator.pageCount == nil)
      }
      source.succeed(callOne, with: page(of: five, callOne.request))
      await toOne?.value
      // As soon as the count is known, the page shown is within it.
      #expect(navigator.pageCount == 1)
      #expect(navigator.page == 1)
      #expect(navigator.items == five)
      #expect(navigator.state == .loaded)
      if !failureFirst {
        source.fail(callThree)
        await toThree?.value
        #expect(navigator.page == 1)
        #expect(navigator.state == .loaded)
        #expect(navigator.items == five)
      }
    }

    @Test func aFailedPageShowsErrorAndRetryLoadsIt() async {
      let navigator = makeNavigator()
      let load = navigator.go(to: 2)
      source.fail(await source.call(0))
      await load?.value
      #expect(navigator.state == .error(message: "the network is down"))
      #expect(navigator.items.isEmpty)
      #expect(navigator.page == 2)
      let retry = navigator.tryAgain()
      #expect(navigator.state == .loading)
      let again = await source.call(1)
      #expect(again.request.page == 2)
      source.succeed(again, with: page(of: all, again.request))
      await retry?.value
      #expect(navigator.items == rows("n", 10..<20))
      #expect(navigator.tryAgain() == nil)
    }

    @Test func neighboursArePrefetched() async {
      let navigator = makeNavigator(prefetch: true)
      await answer(0, then: navigator.go(to: 5))
      let calls = await source.calls(count: 3)
      #expect(Set(calls.map(\.request.page)) == [5, 6, 4])
      for call in calls where call.request.page != 5 {
        source.succeed(call, with: page(of: all, call.request))
      }
      await navigator.waitForFetches()
      #expect(source.callCount == 3)
      #expect(navigator.next() == nil)
      #expect(navigator.items == rows("n", 50..<60))
      #expect(navigator.previous() == nil)
      #expect(navigator.previous() == nil)
      #expect(navigator.items == rows("n", 30..<40))
    }

    @Test func theLastPageIsLearntFromASourceWithoutTotals() async {
      let navigator = makeNavigator()
      #expect(navigator.last() == nil)
      let load = navigator.go(to: 3)
      let call = await source.call(0)
      source.succeed(call, with: PageResult(items: rows("n", 20..<25), hasMore: false))
      await load?.value
      #expect(navigator.totalItems == nil)
      #expect(navigator.pageCount == 3)
      #expect(navigator.next() == nil)
      #expect(navigator.page == 3)
    }

    @Test func reloadForgetsTheCache() async {
      let navigator = makeNavigator()
      await answer(0, then: navigator.first())
      let reload = navigator.reload()
      #expect(reload != nil)
      #expect(navigator.state == .loading)
      await answer(1, then: reload)
      #expect(navigator.items == rows("n", 0..<10))
      #expect(source.callCount == 2)
    }

    @Test func observersHearAJump() async {
      let navigator = makeNavigator()
      let changed = Flag()
      withObservationTracking {
        _ = navigator.page
      } onChange: {
        changed.set()
      }
      let jump = navigator.go(to: 3)
      #expect(changed.isSet)
      await answer(0, then: jump)
    }
  }

  @Suite struct PageCacheTests {
    @Test func evictsTheLeastRecentlyUsed() {
      var cache = PageCache<Int, String>(capacity: 2)
      cache.insert("one", for: 1)
      cache.insert("two", for: 2)
      #expect(cache.value(for: 1) == "one")
      cache.insert("three", for: 3)
      #expect(cache.count == 2)
      #expect(cache.contains(1))
      #expect(!cache.contains(2))
      #expect(cache.value(for: 3) == "three")
    }

    @Test func zeroCapacityKeepsNothing() {
      var cache = PageCache<Int, String>(capacity: 0)
      cache.insert("one", for: 1)
      #expect(cache.value(for: 1) == nil)
    }
  }
}
