import TestSupport
import Testing

@testable import Folio

extension PagingTests {
  /// Thousands of random interleavings of loads, refreshes, retries, resets, searches,
  /// clock ticks and out-of-order answers, with the invariants checked after every step.
  @MainActor @Suite struct PagingRandomizedTests {
    @Test(arguments: [
      (seed: UInt64(1), honoursCancellation: false),
      (seed: UInt64(2), honoursCancellation: true),
      (seed: UInt64(3), honoursCancellation: false),
      (seed: UInt64(4), honoursCancellation: true),
    ])
    func invariantsHoldUnderRandomInterleavings(seed: UInt64, honoursCancellation: Bool) async {
      let run = RandomRun(seed: seed, honoursCancellation: honoursCancellation)
      let violation = await run.play(steps: 3000)
      #expect(violation == nil, "seed \(seed): \(violation ?? "")")
      // The run really exercised the races it is about: late answers for lists thrown
      // away, or requests ended by cancellation.
      #expect((honoursCancellation ? run.cancelled : run.answeredStale) > 20)
      #expect(run.failures > 20)
      #expect(run.searches > 20)
      #expect(run.exhausted > 5)
    }
  }
}

/// One reproducible random run against a ``SearchablePaginator``, with its own model of
/// what the list must hold.
@MainActor
private final class RandomRun {
  /// How many rows each query matches.
  static let matches: [String: Int] = ["": 47, "a": 23, "b": 0, "ab": 10]
  static let pageSize = 5

  private var random: SplitMix64
  private let source: ScriptedSource
  private let clock = ManualClock()
  private let search: SearchablePaginator<ScriptedSource>

  // The model.
  /// Counts the lists the paginator has started (refresh, reset, a new search); rows carry
  /// it in their ids, so a row from an older list can never pass for a current one.
  private var generation = 0
  private var typed = ""
  private var applied = ""
  private var debounceDeadline: (query: String, at: Duration)?
  private var now = Duration.zero
  private var sleeps = 0
  private var calls = 0
  private var outstanding: [(call: ScriptedSource.Call, load: Task<Void, Never>, generation: Int)] =
    []

  // What happened, so the test can tell the run was not trivial.
  private(set) var answeredStale = 0
  private(set) var cancelled = 0
  private(set) var failures = 0
  private(set) var searches = 0
  private(set) var exhausted = 0

  init(seed: UInt64, honoursCancellation: Bool) {
    random = SplitMix64(seed: seed)
    source = ScriptedSource(honoursCancellation: honoursCancellation)
    search = SearchablePaginator(dataSource: source, pageSize: Self.pageSize, clock: clock)
  }

  /// Plays `steps` random steps, then answers everything left; returns the first broken
  /// invariant, if any.
  func play(steps: Int) async -> String? {
    for step in 0..<steps {
      let action = await randomStep()
      if let violation = check() { return "step \(step) (\(action)): \(violation)" }
    }
    while !outstanding.isEmpty {
      await answer(at: 0, failing: false)
      if let violation = check() { return "draining: \(violation)" }
    }
    return nil
  }

  private func pick(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }

  private func randomStep() async -> String {
    switch pick(0..<20) {
    case 0..<4:
      let before = search.inFlight
      await adopt(search.loadMore(), replacing: before)
      return "loadNextPage"
    case 4:
      let before = search.inFlight
      await adopt(search.start(), replacing: before)
      return "loadFirstPage"
    case 5:
      generation += 1
      let before = search.inFlight
      await adopt(search.reload(), replacing: before)
      await collectCancelled()
      return "refresh"
    case 6:
      let before = search.inFlight
      await adopt(search.tryAgain(), replacing: before)
      return "retry"
    case 7:
      generation += 1
      search.reset()
      await collectCancelled()
      return "reset"
    case 8, 9:
      let index = pick(0..<(search.items.count + 2))
      let before = search.inFlight
      await adopt(search.itemAppeared(at: index), replacing: before)
      return "itemAppeared(\(index))"
    case 10, 11:
      let query = ["", "a", "b", "ab"][pick(0..<4)]
      await type(query)
      return "query = \"\(query)\""
    case 12, 13:
      let milliseconds = pick(0..<400)
      await advance(by: .milliseconds(milliseconds))
      return "advance \(milliseconds) ms"
    case 14..<19:
      guard !outstanding.isEmpty else { return "nothing to answer" }
      let failing = pick(0..<5) == 0
      await answer(at: pick(0..<outstanding.count), failing: failing)
      return failing ? "fail a request" : "answer a request"
    default:
      let before = search.inFlight
      let first = search.loadMore()
      let second = search.loadMore()
      if first != second { return "two loads at once started two requests" }
      await adopt(first, replacing: before)
      return "two loads at once"
    }
  }

  /// Records the request a load just started, if it started one.
  private func adopt(_ load: Task<Void, Never>?, replacing before: Task<Void, Never>?) async {
    guard let load, load != before else { return }
    let call = await source.call(calls)
    calls += 1
    outstanding.append((call, load, generation))
  }

  /// Waits for the loads a cancellation ended (a source that honours cancellation answers
  /// them itself).
  private func collectCancelled() async {
    for entry in outstanding where source.wasCancelled(entry.call) {
      cancelled += 1
      await entry.load.value
    }
    outstanding.removeAll { source.wasCancelled($0.call) }
  }

  /// Whether applying `query` starts a new list: the paginator skips a query its list
  /// already answers.
  private func applies(_ query: String) -> Bool {
    query != applied || search.state == .idle
  }

  private func type(_ query: String) async {
    guard query != typed else {
      search.query = query
      return
    }
    typed = query
    debounceDeadline = nil
    if query.isEmpty {
      let starts = applies("")
      if starts {
        generation += 1
        applied = ""
        searches += 1
      }
      let before = search.inFlight
      search.query = query
      if starts { await adopt(search.inFlight, replacing: before) }
      await collectCancelled()
    } else {
      search.query = query
      sleeps += 1
      await clock.waitForSleeps(sleeps)
      debounceDeadline = (query, now + .milliseconds(300))
    }
  }

  private func advance(by duration: Duration) async {
    now += duration
    let debounce = search.pendingSearch
    guard let deadline = debounceDeadline, deadline.at <= now else {
      clock.advance(by: duration)
      return
    }
    debounceDeadline = nil
    let starts = applies(deadline.query)
    if starts {
      generation += 1
      applied = deadline.query
      searches += 1
    }
    let before = search.inFlight
    clock.advance(by: duration)
    await debounce?.value
    if starts { await adopt(search.inFlight, replacing: before) }
    await collectCancelled()
  }

  /// Answers an outstanding request from the list it asked about, in the generation it
  /// was asked in, and waits until the paginator has dealt with the answer.
  private func answer(at index: Int, failing: Bool) async {
    let entry = outstanding.remove(at: index)
    if entry.generation != generation { answeredStale += 1 }
    if failing {
      failures += 1
      source.fail(entry.call)
    } else {
      let query = entry.call.query
      let all = rows("\(query)@\(entry.generation)", 0..<Self.matches[query]!)
      source.succeed(entry.call, with: page(of: all, entry.call.request))
    }
    await entry.load.value
    if search.state == .exhausted { exhausted += 1 }
  }

  /// The first broken invariant, or `nil`.
  private func check() -> String? {
    let items = search.items
    let total = Self.matches[applied]!
    let expected = rows("\(applied)@\(generation)", 0..<total)
    if search.query != typed { return "query is \(search.query), typed \(typed)" }
    if search.appliedQuery != applied {
      return "applied \(search.appliedQuery), expected \(applied)"
    }
    if items.count > total || Array(expected.prefix(items.count)) != items {
      return "items \(items.map(\.id)) are not the first pages of \(applied)@\(generation)"
    }
    if Set(items.map(\.id)).count != items.count { return "duplicate items" }
    if items.count % Self.pageSize != 0 && items.count != total { return "a partial page" }
    if search.state.isLoading != (search.inFlight != nil) {
      return "state \(search.state) but a load in flight: \(search.inFlight != nil)"
    }
    if source.callCount != calls { return "\(source.callCount) requests, expected \(calls)" }
    switch search.state {
    case .idle where !items.isEmpty: return "idle with items"
    case .loading where !items.isEmpty: return "loading with items"
    case .loadingMore where items.isEmpty: return "loadingMore without items"
    case .loaded where items.count >= total: return "loaded but everything is shown"
    case .exhausted where items.count != total || search.hasMore:
      return "exhausted with \(items.count) of \(total)"
    default: return nil
    }
  }
}
