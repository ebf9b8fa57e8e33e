import Testing

@testable import Folio

extension PagingTests {
  @MainActor @Suite struct SearchablePaginatorTests {
    let source = ScriptedSource()
    let clock = ManualClock()

    func makeSearch() -> SearchablePaginator<ScriptedSource> {
      SearchablePaginator(dataSource: source, pageSize: 5, clock: clock)
    }

    /// Answers request `number` from the 12-row list its query names, and waits until the
    /// paginator has taken the answer.
    func answer(_ number: Int, in search: SearchablePaginator<ScriptedSource>) async {
      let call = await source.call(number)
      let load = search.inFlight
      source.succeed(call, with: page(of: rows(call.query, 0..<12), call.request))
      await load?.value
    }

    /// Sets the query, waits for the debounce to start, lets it run out and returns once
    /// the search has begun.
    func type(_ text: String, sleeps: Int, in search: SearchablePaginator<ScriptedSource>) async {
      search.query = text
      await clock.waitForSleeps(sleeps)
      let debounce = search.pendingSearch
      clock.advance(by: .milliseconds(300))
      await debounce?.value
    }

    @Test func searchWaitsForTheDebounce() async {
      let search = makeSearch()
      #expect(search.debounce == .milliseconds(300))
      search.start()
      await answer(0, in: search)
      #expect(search.items == rows("", 0..<5))

      search.query = "ada"
      await clock.waitForSleeps(1)
      clock.advance(by: .milliseconds(299))
      #expect(search.appliedQuery == "")
      #expect(search.items == rows("", 0..<5))
      let debounce = search.pendingSearch
      clock.advance(by: .milliseconds(1))
      await debounce?.value
      #expect(search.appliedQuery == "ada")
      #expect(search.state == .loading)
      #expect(search.items.isEmpty)
      let call = await source.call(1)
      #expect(call.query == "ada")
      #expect(call.request == .first(size: 5))
      await answer(1, in: search)
      #expect(search.items == rows("ada", 0..<5))
      #expect(source.callCount == 2)
    }

    @Test func typingQuicklySearchesOnceForTheLastText() async {
      let search = makeSearch()
      search.query = "a"
      await clock.waitForSleeps(1)
      clock.advance(by: .milliseconds(200))
      search.query = "ad"
      await clock.waitForSleeps(2)
      clock.advance(by: .milliseconds(200))
      search.query = "ada"
      await clock.waitForSleeps(3)
      clock.advance(by: .milliseconds(200))
      #expect(search.appliedQuery == "")
      let debounce = search.pendingSearch
      clock.advance(by: .milliseconds(100))
      await debounce?.value
      #expect(search.appliedQuery == "ada")
      await answer(0, in: search)
      #expect(source.callCount == 1)
      #expect(search.items == rows("ada", 0..<5))
    }

    @Test func laterPagesKeepTheQuery() async {
      let search = makeSearch()
      await type("ada", sleeps: 1, in: search)
      await answer(0, in: search)
      search.loadMore()
      let call = await source.call(1)
      #expect(call.query == "ada")
      #expect(call.request.page == 2)
      await answer(1, in: search)
      #expect(search.items == rows("ada", 0..<10))
    }

    @Test func anOldQueryNeverOverwritesTheNewResults() async {
      let search = makeSearch()
      await type("a", sleeps: 1, in: search)
      let oldCall = await source.call(0)
      let oldLoad = search.inFlight
      #expect(oldCall.query == "a")

      await type("b", sleeps: 2, in: search)
      await answer(1, in: search)
      #expect(search.items == rows("b", 0..<5))

      // The answer for "a" finally arrives.
      source.succeed(oldCall, with: page(of: rows("a", 0..<12), oldCall.request))
      await oldLoad?.value
      #expect(search.items == rows("b", 0..<5))
      #expect(search.appliedQuery == "b")
      #expect(search.state == .loaded)
    }

    @Test func anOldQueryThatThrowsCancellationLeavesNoError() async {
      let source = ScriptedSource(honoursCancellation: true)
      let search = SearchablePaginator(dataSource: source, pageSize: 5, clock: clock)
      search.query = "a"
      await clock.waitForSleeps(1)
      var debounce = search.pendingSearch
      clock.advance(by: .milliseconds(300))
      await debounce?.value
      let oldCall = await source.call(0)
      let oldLoad = search.inFlight

      search.query = "b"
      await clock.waitForSleeps(2)
      debounce = search.pendingSearch
      clock.advance(by: .milliseconds(300))
      await debounce?.value
      await oldLoad?.value
      #expect(source.wasCancelled(oldCall))
      #expect(search.state == .loading)
      let newCall = await source.call(1)
      #expect(newCall.query == "b")
    }

    @Test func clearingTheQueryReloadsTheWholeListAtOnce() async {
      let search = makeSearch()
      await type("ada", sleeps: 1, in: search)
      await answer(0, in: search)
      #expect(search.items == rows("ada", 0..<5))

      search.query = ""
      #expect(search.appliedQuery == "")
      #expect(search.state == .loading)
      #expect(search.items.isEmpty)
      let call = await source.call(1)
      #expect(call.query == "")
      await answer(1, in: search)
      #expect(search.items == rows("", 0..<5))
    }

    @Test func typingBackToTheShownQueryKeepsTheList() async {
      let search = makeSearch()
      await type("ada", sleeps: 1, in: search)
      await answer(0, in: search)
      search.query = "adam"
      await clock.waitForSleeps(2)
      clock.advance(by: .milliseconds(100))
      search.query = "ada"
      await clock.waitForSleeps(3)
      let debounce = search.pendingSearch
      clock.advance(by: .milliseconds(300))
      await debounce?.value
      #expect(search.appliedQuery == "ada")
      #expect(search.items == rows("ada", 0..<5))
      #expect(search.state == .loaded)
      #expect(source.callCount == 1)
    }
  }
}
