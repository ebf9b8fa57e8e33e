import Observation
import Testing

@testable import Folio

extension PagingTests {
  @MainActor @Suite struct PaginatorTests {
    /// An offset source over `all` that answers at once.
    static func instantSource(_ all: [Row]) -> AnyPaginatedDataSource<Row> {
      AnyPaginatedDataSource { request in page(of: all, request) }
    }

    @Test func firstPageOfTwentyItemsLoadsTenAndHasMore() async {
      let paginator = Paginator(dataSource: Self.instantSource(rows("a", 0..<20)), pageSize: 10)
      #expect(paginator.state == .idle)
      await paginator.start()?.value
      #expect(paginator.items == rows("a", 0..<10))
      #expect(paginator.state == .loaded)
      #expect(paginator.hasMore)
      #expect(paginator.totalItems == 20)
    }

    @Test func fifteenItemsAreExhaustedAfterTwoLoads() async {
      let paginator = Paginator(dataSource: Self.instantSource(rows("a", 0..<15)), pageSize: 10)
      await paginator.loadMore()?.value
      #expect(paginator.items.count == 10)
      #expect(paginator.state == .loaded)
      await paginator.loadMore()?.value
      #expect(paginator.items == rows("a", 0..<15))
      #expect(paginator.state == .exhausted)
      #expect(!paginator.hasMore)
      await paginator.loadMore()?.value  // nothing more to ask for
      #expect(paginator.items.count == 15)
    }

    @Test func walksEveryStateOfASuccessfulList() async {
      let source = ScriptedSource()
      let all = rows("a", 0..<7)
      let paginator = Paginator(dataSource: source, pageSize: 5)

      let first = paginator.start()
      #expect(paginator.state == .loading)
      #expect(paginator.items.isEmpty)
      let call0 = await source.call(0)
      #expect(call0.request == PageRequest(page: 1, size: 5))
      source.succeed(call0, with: page(of: all, call0.request))
      await first?.value
      #expect(paginator.state == .loaded)
      #expect(paginator.items == rows("a", 0..<5))

      let second = paginator.loadMore()
      #expect(paginator.state == .loadingMore)
      #expect(paginator.items.count == 5)
      let call1 = await source.call(1)
      #expect(call1.request.page == 2)
      source.succeed(call1, with: page(of: all, call1.request))
      await second?.value
      #expect(paginator.state == .exhausted)
      #expect(paginator.items == all)
      #expect(paginator.loadMore() == nil)
      #expect(source.callCount == 2)
    }

    @Test func cursorComesBackOnTheNextRequest() async {
      let source = ScriptedSource()
      let paginator = Paginator(dataSource: source, pageSize: 2)
      let first = paginator.loadMore()
      let call0 = await source.call(0)
      #expect(call0.request.cursor == nil)
      source.succeed(
        call0, with: PageResult(items: rows("c", 0..<2), hasMore: true, nextCursor: "x1"))
      await first?.value
      let second = paginator.loadMore()
      let call1 = await source.call(1)
      #expect(call1.request.cursor == "x1")
      source.succeed(call1, with: PageResult(items: rows("c", 2..<3), hasMore: false))
      await second?.value
      #expect(paginator.items == rows("c", 0..<3))
      #expect(paginator.state == .exhausted)
    }

    @Test func failedNextPageKeepsItemsAndRetryAsksForThatPage() async {
      let source = ScriptedSource()
      let all = rows("a", 0..<30)
      let paginator = Paginator(dataSource: source, pageSize: 10)
      for number in 0..<2 {
        let load = paginator.loadMore()
        let call = await source.call(number)
        source.succeed(call, with: page(of: all, call.request))
        await load?.value
      }
      let third = paginator.loadMore()
      let failing = await source.call(2)
      source.fail(failing)
      await third?.value
      #expect(paginator.state == .error(message: "the network is down"))
      #expect(paginator.items == rows("a", 0..<20))
      #expect(!paginator.state.showsItems)

      // Neither scrolling nor loading again retries on its own.
      #expect(paginator.loadMore() == nil)
      #expect(paginator.itemAppeared(at: 19) == nil)

      let retry = paginator.tryAgain()
      #expect(paginator.state == .loadingMore)
      let again = await source.call(3)
      #expect(again.request == failing.request)
      #expect(again.request.page == 3)
      source.succeed(again, with: page(of: all, again.request))
      await retry?.value
      #expect(paginator.items == all)
      #expect(paginator.state == .exhausted)
    }

    @Test func failedFirstPageRetriesTheFirstPage() async {
      let source = ScriptedSource()
      let paginator = Paginator(dataSource: source, pageSize: 10)
      let load = paginator.start()
      source.fail(await source.call(0))
      await load?.value
      #expect(paginator.state == .error(message: "the network is down"))
      #expect(paginator.items.isEmpty)
      #expect(paginator.tryAgain() != nil)
      #expect(paginator.state == .loading)
      let again = await source.call(1)
      #expect(again.request.page == 1)
      source.succeed(again, with: page(of: rows("a", 0..<3), again.request))
      await paginator.inFlight?.value
      #expect(paginator.items == rows("a", 0..<3))
      #expect(paginator.tryAgain() == nil)  // nothing failed
    }

    @Test func concurrentLoadsShareOneRequest() async {
      let source = ScriptedSource()
      let paginator = Paginator(dataSource: source, pageSize: 10)
      let first = paginator.loadMore()
      let second = paginator.loadMore()
      let third = paginator.start()
      #expect(first != nil)
      #expect(first == second)
      #expect(first == third)
      let waiting = paginator.loadMore()
      #expect(waiting == first, "a fourth call joins the same load")
      let call = await source.call(0)
      source.succeed(call, with: page(of: rows("a", 0..<25), call.request))
      await waiting?.value
      #expect(paginator.items == rows("a", 0..<10))
      #expect(source.callCount == 1)
    }

    @Test func lateAnswerAfterRefreshIsDroppedWhenTheSourceIgnoresCancellation() async {
      let source = ScriptedSource(honoursCancellation: false)
      let paginator = Paginator(dataSource: source, pageSize: 3)
      let stale = paginator.start()
      let oldCall = await source.call(0)

      let fresh = paginator.reload()
      #expect(paginator.state == .loading)
      let newCall = await source.call(1)
      source.succeed(newCall, with: page(of: rows("new", 0..<9), newCall.request))
      await fresh?.value
      #expect(paginator.items == rows("new", 0..<3))

      // The first request finally answers, after its list was thrown away.
      source.succeed(oldCall, with: page(of: rows("old", 0..<9), oldCall.request))
      await stale?.value
      #expect(paginator.items == rows("new", 0..<3))
      #expect(paginator.state == .loaded)
      #expect(paginator.inFlight == nil)
    }

    @Test func lateAnswerBeforeTheNewOneIsDroppedToo() async {
      let source = ScriptedSource(honoursCancellation: false)
      let paginator = Paginator(dataSource: source, pageSize: 3)
      let stale = paginator.start()
      let oldCall = await source.call(0)
      let fresh = paginator.reload()
      let newCall = await source.call(1)

      source.succeed(oldCall, with: page(of: rows("old", 0..<9), oldCall.request))
      await stale?.value
      #expect(paginator.items.isEmpty)
      #expect(paginator.state == .loading)

      source.succeed(newCall, with: page(of: rows("new", 0..<9), newCall.request))
      await fresh?.value
      #expect(paginator.items == rows("new", 0..<3))
    }

    @Test func resetCancelsAndCancellationIsNotAnError() async {
      let source = ScriptedSource(honoursCancellation: true)
      let paginator = Paginator(dataSource: source, pageSize: 3)
      let load = paginator.start()
      let call = await source.call(0)
      paginator.reset()
      #expect(paginator.state == .idle)
      await load?.value
      #expect(source.wasCancelled(call))
      #expect(paginator.state == .idle)
      #expect(paginator.items.isEmpty)
      #expect(paginator.hasMore)
    }

    @Test func refreshWhileMoreIsLoadingStartsOverWithASourceThatThrowsCancellation() async {
      let source = ScriptedSource(honoursCancellation: true)
      let paginator = Paginator(dataSource: source, pageSize: 3)
      let all = rows("a", 0..<9)
      let first = paginator.start()
      let call0 = await source.call(0)
      source.succeed(call0, with: page(of: all, call0.request))
      await first?.value
      let more = paginator.loadMore()
      let call1 = await source.call(1)
      let fresh = paginator.reload()
      await more?.value
      #expect(source.wasCancelled(call1))
      #expect(paginator.state == .loading)
      #expect(paginator.items.isEmpty)
      let call2 = await source.call(2)
      #expect(call2.request.page == 1)
      source.succeed(call2, with: page(of: all, call2.request))
      await fresh?.value
      #expect(paginator.items == rows("a", 0..<3))
      #expect(paginator.state == .loaded)
    }

    @Test func cancellingTheLoadTaskLeavesTheListAsItWas() async {
      let source = ScriptedSource(honoursCancellation: true)
      let paginator = Paginator(dataSource: source, pageSize: 3)
      let all = rows("a", 0..<9)
      let first = paginator.start()
      let call0 = await source.call(0)
      source.succeed(call0, with: page(of: all, call0.request))
      await first?.value
      #expect(paginator.state == .loaded)
      let more = paginator.loadMore()
      _ = await source.call(1)
      more?.cancel()
      await more?.value
      #expect(paginator.state == .loaded)
      #expect(paginator.items == rows("a", 0..<3))
      // The list is usable again: the same page is asked for next.
      let again = paginator.loadMore()
      let call2 = await source.call(2)
      #expect(call2.request.page == 2)
      source.succeed(call2, with: page(of: all, call2.request))
      await again?.value
      #expect(paginator.items == rows("a", 0..<6))
    }

    @Test(arguments: ["loading", "loadingMore", "loaded", "error", "exhausted"])
    func resetReturnsToIdleFromEveryState(_ target: String) async {
      let source = ScriptedSource()
      let paginator = Paginator(dataSource: source, pageSize: 2)
      let all = rows("a", 0..<(target == "exhausted" ? 2 : 6))
      var calls = 0
      /// Starts the next page and, unless told to leave it in flight, answers it.
      func load(answer: Bool = true, fail: Bool = false) async {
        let task = paginator.loadMore()
        let call = await source.call(calls)
        calls += 1
        guard answer else { return }
        if fail {
          source.fail(call)
        } else {
          source.succeed(call, with: page(of: all, call.request))
        }
        await task?.value
      }
      switch target {
      case "loading": await load(answer: false)
      case "loadingMore":
        await load()
        await load(answer: false)
      case "error":
        await load()
        await load(fail: true)
      default: await load()
      }
      #expect("\(paginator.state)".hasPrefix(target))
      paginator.reset()
      #expect(paginator.state == .idle)
      #expect(paginator.items.isEmpty)
      #expect(paginator.hasMore)
      #expect(paginator.totalItems == nil)
      #expect(paginator.inFlight == nil)
    }

    @Test func emptyPagesThatClaimMoreStopAfterThree() async {
      let source = ScriptedSource()
      let paginator = Paginator(dataSource: source, pageSize: 5)
      #expect(Paginator<ScriptedSource>.maxConsecutiveEmptyPages == 3)
      let load = paginator.start()
      for number in 0..<3 {
        let call = await source.call(number)
        #expect(call.request.page == number + 1)
        #expect(paginator.state == .loading)
        source.succeed(call, with: PageResult(items: [], hasMore: true))
      }
      await load?.value
      #expect(paginator.state == .exhausted)
      #expect(!paginator.hasMore)
      #expect(paginator.items.isEmpty)
      #expect(source.callCount == 3)
      #expect(paginator.loadMore() == nil)
    }

    @Test func anEmptyPageThatClaimsMoreIsSkippedOver() async {
      let source = ScriptedSource()
      let paginator = Paginator(dataSource: source, pageSize: 2)
      let load = paginator.start()
      source.succeed(await source.call(0), with: PageResult(items: [], hasMore: true))
      source.succeed(await source.call(1), with: PageResult(items: rows("a", 0..<2), hasMore: true))
      await load?.value
      #expect(paginator.items == rows("a", 0..<2))
      #expect(paginator.state == .loaded)
      let more = paginator.loadMore()
      let call2 = await source.call(2)
      #expect(call2.request.page == 3)
      source.succeed(call2, with: PageResult(items: [], hasMore: false))
      await more?.value
      #expect(paginator.state == .exhausted)
      #expect(source.callCount == 3)
    }

    @Test func aSourcesOwnCancellationAfterAnEmptyPageIsAnErrorThatRetryAsksAgainFor() async {
      // Page 1 is empty but claims more; the source ends the fetch of page 2 by throwing
      // `CancellationError` though nobody cancelled it (a session torn down).
      let source = ScriptedSource()
      let paginator = Paginator(dataSource: source, pageSize: 3)
      let load = paginator.start()
      source.succeed(await source.call(0), with: PageResult(items: [], hasMore: true))
      source.fail(await source.call(1), with: CancellationError())
      await load?.value
      #expect(paginator.state == .error(message: PaginationState.cancelledMessage))
      #expect(paginator.items.isEmpty)
      // The list says so, with the retry hint; it does not sit loaded with nothing to ask.
      let text = PaginatedList(paginator: paginator) { row in Text(row.id) }
        .renderPlainText(width: 40, height: 6)
      #expect(text.contains("The request was cancelled"), "\(text)")
      let again = paginator.tryAgain()
      let call = await source.call(2)
      #expect(call.request.page == 2, "the page that failed, not the first")
      source.succeed(call, with: PageResult(items: [Row(id: "a")], hasMore: false))
      await again?.value
      #expect(paginator.items == [Row(id: "a")])
      #expect(paginator.state == .exhausted)
    }

    @Test func pagesOfItemsAlreadyShownCountAsEmptyPages() async {
      // A source that answers the same three items, and "more", forever.
      let requests = RequestCounter()
      let source = AnyPaginatedDataSource<Row> { _ in
        await requests.increment()
        return PageResult(items: rows("a", 0..<3), hasMore: true)
      }
      let paginator = Paginator(dataSource: source, pageSize: 3)
      await paginator.start()?.value
      #expect(paginator.state == .loaded)
      // Two hundred frames showing the last row, each asking for the next page.
      for _ in 0..<200 {
        await paginator.itemAppeared(at: paginator.items.count - 1)?.value
      }
      #expect(paginator.items == rows("a", 0..<3))
      #expect(paginator.state == .exhausted)
      // The first page, then three pages that added nothing.
      #expect(await requests.value == 1 + Paginator<ScriptedSource>.maxConsecutiveEmptyPages)
    }

    @Test func itemsAlreadyShownAreNotRepeated() async {
      let source = ScriptedSource()
      let paginator = Paginator(dataSource: source, pageSize: 3)
      let first = paginator.loadMore()
      source.succeed(await source.call(0), with: PageResult(items: rows("a", 0..<3), hasMore: true))
      await first?.value
      // A row was inserted upstream, so the next offset page starts with a row already shown.
      let second = paginator.loadMore()
      source.succeed(await source.call(1), with: PageResult(items: rows("a", 2..<5), hasMore: true))
      await second?.value
      #expect(paginator.items == rows("a", 0..<5))
    }

    @Test func refreshAfterTheEndLoadsTheFirstPageAgain() async {
      // The source counts its requests, so a refresh that did nothing would show.
      let requests = RequestCounter()
      let all = rows("a", 0..<4)
      let source = AnyPaginatedDataSource<Row> { request in
        await requests.increment()
        return page(of: all, request)
      }
      let paginator = Paginator(dataSource: source, pageSize: 10)
      await paginator.start()?.value
      #expect(paginator.state == .exhausted)
      let refresh = paginator.reload()
      #expect(refresh != nil)
      #expect(paginator.state == .loading)
      await refresh?.value
      #expect(await requests.value == 2)
      #expect(paginator.state == .exhausted)
      #expect(paginator.items == rows("a", 0..<4))
      paginator.reset()
      #expect(paginator.state == .idle)
      #expect(paginator.items.isEmpty)
      #expect(paginator.totalItems == nil)
    }

    @Test func prefetchStartsAQuarterPageFromTheEnd() async {
      let paginator = Paginator(dataSource: Self.instantSource(rows("a", 0..<100)), pageSize: 20)
      #expect(paginator.prefetchPolicy == .threshold(5))
      #expect(paginator.itemAppeared(at: 0) == nil)  // nothing loaded yet
      await paginator.start()?.value
      #expect(paginator.itemAppeared(at: 14) == nil)
      let load = paginator.itemAppeared(at: 15)
      #expect(load != nil)
      #expect(paginator.itemAppeared(at: 19) == nil)  // that page is already coming
      await load?.value
      #expect(paginator.items.count == 40)
    }

    @Test func defaultThresholdIsAtLeastThree() {
      let paginator = Paginator(dataSource: Self.instantSource([]), pageSize: 4)
      #expect(paginator.prefetchPolicy == .threshold(3))
      #expect(PrefetchPolicy.threshold(3).triggers(index: 7, count: 10))
      #expect(!PrefetchPolicy.threshold(3).triggers(index: 6, count: 10))
      #expect(!PrefetchPolicy.threshold(3).triggers(index: 10, count: 10))
    }

    @Test func lastItemPolicyWaitsForTheLastRow() async {
      let paginator = Paginator(
        dataSource: Self.instantSource(rows("a", 0..<30)), pageSize: 10,
        prefetchThreshold: .lastItem)
      await paginator.start()?.value
      #expect(paginator.itemAppeared(at: 8) == nil)
      await paginator.itemAppeared(at: 9)?.value
      #expect(paginator.items.count == 20)
    }

    @Test func observersHearWhenAPageLands() async {
      let paginator = Paginator(dataSource: Self.instantSource(rows("a", 0..<5)), pageSize: 5)
      let changed = Flag()
      withObservationTracking {
        _ = paginator.items
      } onChange: {
        changed.set()
      }
      #expect(!changed.isSet)
      await paginator.start()?.value
      #expect(changed.isSet)
    }
  }
}
