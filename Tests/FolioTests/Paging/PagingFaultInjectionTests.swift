import Foundation
import TestSupport
import Testing

@testable import Folio

extension PagingTests {
  /// Seeded fault injection: both paging models against a source that answers in any
  /// order with failures, cancellations, short, empty, duplicate and endless pages, called
  /// by several callers at once, cancelled by their callers, reset and reloaded in the
  /// middle. After every step the models must hold what the source delivered — nothing
  /// lost, repeated or stale — in a state that is possible, with one request in flight, and
  /// every run must end.
  @MainActor @Suite struct PagingFaultInjectionTests {
    /// 24 seeds; `FOLIO_FAULT_SEEDS=N` runs N of them, for a deeper search.
    static let seeds: [UInt64] = {
      let count = ProcessInfo.processInfo.environment["FOLIO_FAULT_SEEDS"].flatMap { UInt64($0) }
      return Array(UInt64(1)...max(1, count ?? 24))
    }()

    @Test func anInfiniteListSurvivesEveryFault() async {
      var reached = AccumulatorRun.Reached()
      for seed in Self.seeds {
        let run = AccumulatorRun(seed: seed)
        let violation = await run.play(steps: 300)
        #expect(violation == nil, "seed \(seed): \(violation ?? "")")
        reached.add(run.reached)
      }
      // The runs met the situations the invariants are about.
      #expect(reached.loadedWithNothingShown > 0)
      #expect(reached.staleAnswers > 10)
      #expect(reached.failures > 10)
      #expect(reached.cancellations > 10)
      #expect(reached.pagesAddingNothing > 10)
      #expect(reached.endedExhausted > 5)
    }

    @Test func aNumberedListSurvivesEveryFault() async {
      var reached = NavigatorRun.Reached()
      for seed in Self.seeds {
        let run = NavigatorRun(seed: seed)
        let violation = await run.play(steps: 300)
        #expect(violation == nil, "seed \(seed): \(violation ?? "")")
        reached.add(run.reached)
      }
      #expect(reached.countLearntPastTheShownPage > 0)
      #expect(reached.failures > 10)
      #expect(reached.cancellations > 10)
      #expect(reached.reloads > 10)
    }
  }
}

/// What a source answers a request with.
private enum Fault {
  /// The page asked for; an empty page; the page before it (offset sources repeat rows);
  /// rows the list already shows; half the page, claiming more; an error; cancellation.
  case page, empty, previousPage, shownRows, short, failure, cancellation

  static func pick(_ random: inout SplitMix64) -> Fault {
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<9: .page
    case 9, 10: .empty
    case 11: .previousPage
    case 12: .shownRows
    case 13, 14: .short
    case 15, 16, 17: .failure
    default: .cancellation
    }
  }
}

// MARK: - The infinite list

/// One seeded run against a ``Paginator``, with a model of what it must hold.
@MainActor
private final class AccumulatorRun {
  struct Reached {
    var loadedWithNothingShown = 0
    var staleAnswers = 0
    var failures = 0
    var cancellations = 0
    var pagesAddingNothing = 0
    var endedExhausted = 0

    mutating func add(_ other: Reached) {
      loadedWithNothingShown += other.loadedWithNothingShown
      staleAnswers += other.staleAnswers
      failures += other.failures
      cancellations += other.cancellations
      pagesAddingNothing += other.pagesAddingNothing
      endedExhausted += other.endedExhausted
    }
  }

  private var random: SplitMix64
  private let source: ScriptedSource
  private let paginator: Paginator<ScriptedSource>
  private let pageSize: Int
  /// How many items each list holds; nil for a source that never ends.
  private let total: Int?

  /// Bumped by every reset and refresh; rows carry it in their ids.
  private var generation = 0
  /// Requests not answered yet, with the list they belong to and the load that sent them.
  private var open: [(call: ScriptedSource.Call, generation: Int, load: Task<Void, Never>?)] = []
  private var known = 0
  /// Loads their callers cancelled.
  private var cancelledLoads: Set<Task<Void, Never>> = []
  // The model: the rows the current list must show.
  private var expected: [Row] = []
  private var expectedIDs: Set<String> = []
  private(set) var reached = Reached()

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    source = ScriptedSource(honoursCancellation: seed % 2 == 0)
    pageSize = Int.random(in: 1...6, using: &random)
    total = seed % 5 == 0 ? nil : Int.random(in: 0...40, using: &random)
    paginator = Paginator(dataSource: source, pageSize: pageSize)
  }

  private func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  /// Plays `steps` random steps, then lets the list finish with a well-behaved source;
  /// returns the first broken invariant.
  /// The paginator's work, settled after every step: tracked, never waited for by time.
  let work = TrackedWork()

  func play(steps: Int) async -> String? {
    await work.run { await playTracked(steps: steps) }
  }

  private func playTracked(steps: Int) async -> String? {
    for step in 0..<steps {
      let action = await randomStep()
      await settleAndCollect()
      if let violation = check() { return "step \(step) (\(action)): \(violation)" }
    }
    // The end: answer everything as asked and keep loading; a finite list must finish. A
    // source that never ends now says "more" and gives nothing new, page after page: the
    // list must stop asking.
    for round in 0..<200 {
      if let entry = open.first {
        answer(entry, with: total == nil ? (round % 2 == 0 ? .shownRows : .empty) : .page)
      } else {
        switch paginator.state {
        case .exhausted:
          reached.endedExhausted += 1
          return nil
        case .error: paginator.tryAgain()
        case .idle: paginator.start()
        case .loaded: paginator.loadMore()
        case .loading, .loadingMore:
          return "round \(round): loading with no request open"
        }
      }
      await settleAndCollect()
      if let violation = check() { return "ending, round \(round): \(violation)" }
    }
    return total == nil
      ? "a source giving nothing new was asked again and again"
      : "a list of \(total ?? 0) items did not finish"
  }

  private func randomStep() async -> String {
    switch pick(0...19) {
    case 0...3:
      // Several callers at once: they share one load.
      let callers = pick(1...3)
      for _ in 0..<callers { paginator.loadMore() }
      return "loadNextPage ×\(callers)"
    case 4:
      paginator.start()
      return "loadFirstPage"
    case 5, 6:
      let index = pick(0...(paginator.items.count + 1))
      paginator.itemAppeared(at: index)
      return "itemAppeared(\(index))"
    case 7:
      paginator.tryAgain()
      return "retry"
    case 8:
      startList()
      paginator.reload()
      return "refresh"
    case 9:
      startList()
      paginator.reset()
      return "reset"
    case 10:
      guard let load = paginator.inFlight else { return "nothing to cancel" }
      load.cancel()
      cancelledLoads.insert(load)
      reached.cancellations += 1
      return "the caller cancels the load"
    default:
      guard !open.isEmpty else { return "nothing to answer" }
      let entry = open[pick(0...(open.count - 1))]
      let fault = Fault.pick(&random)
      answer(entry, with: fault)
      return "answer request \(entry.call.number) (\(fault))"
    }
  }

  /// A new list begins: the rows of the old one must never show again.
  private func startList() {
    generation += 1
    expected = []
    expectedIDs = []
  }

  private func rowsOfList(_ generation: Int, _ range: Range<Int>) -> [Row] {
    let end = total.map { min(range.upperBound, $0) } ?? range.upperBound
    let start = min(range.lowerBound, end)
    return (start..<end).map { Row(id: "g\(generation)#\($0)") }
  }

  private func answer(
    _ entry: (call: ScriptedSource.Call, generation: Int, load: Task<Void, Never>?),
    with fault: Fault
  ) {
    open.removeAll { $0.call.number == entry.call.number }
    guard source.isPending(entry.call) else { return }  // ended by cancellation
    let request = entry.call.request
    let offset = request.offset
    let more = total.map { offset + request.size < $0 } ?? true
    let result: PageResult<Row>
    switch fault {
    case .failure:
      reached.failures += 1
      source.fail(entry.call)
      return
    case .cancellation:
      reached.cancellations += 1
      source.fail(entry.call, with: CancellationError())
      return
    case .page:
      result = PageResult(
        items: rowsOfList(entry.generation, offset..<(offset + request.size)), hasMore: more)
    case .empty:
      result = PageResult(items: [], hasMore: true)
    case .previousPage:
      let earlier = max(0, offset - request.size)
      result = PageResult(items: rowsOfList(entry.generation, earlier..<offset), hasMore: true)
    case .shownRows:
      let shown = entry.generation == generation ? expected : []
      result = PageResult(items: Array(shown.prefix(request.size)), hasMore: true)
    case .short:
      let half = max(1, request.size / 2)
      result = PageResult(
        items: rowsOfList(entry.generation, offset..<(offset + half)), hasMore: true)
    }
    let accepted =
      entry.generation == generation && !(entry.load.map(cancelledLoads.contains) ?? false)
    if !accepted { reached.staleAnswers += 1 }
    if accepted {
      var added = 0
      for row in result.items where expectedIDs.insert(row.id).inserted {
        expected.append(row)
        added += 1
      }
      if added == 0 { reached.pagesAddingNothing += 1 }
    }
    source.succeed(entry.call, with: result)
  }

  /// Settles, then notes the requests that arrived meanwhile.
  private func settleAndCollect() async {
    await work.settle()
    let calls = await source.calls(count: paginator.requestCount)
    for call in calls where call.number >= known {
      open.append((call, generation, paginator.inFlight))
    }
    known = max(known, calls.count)
    open.removeAll { !source.isPending($0.call) }
  }

  private func check() -> String? {
    let items = paginator.items
    let state = paginator.state
    if items != expected {
      return "holds \(items.map(\.id)), expected \(expected.map(\.id))"
    }
    let current = open.filter { $0.generation == generation }
    if current.count > 1 { return "\(current.count) requests in flight for one list" }
    if state.isLoading != (paginator.inFlight != nil) {
      return "state \(state) with a load \(paginator.inFlight == nil ? "not " : "")in flight"
    }
    if !state.isLoading && !current.isEmpty { return "state \(state) with a request open" }
    switch state {
    case .idle, .loading: if !items.isEmpty { return "state \(state) with items" }
    case .loadingMore: if items.isEmpty { return "loadingMore with no items" }
    case .loaded:
      if items.isEmpty {
        reached.loadedWithNothingShown += 1
        // Nothing is shown, more may come: the list must offer the footer, or it stalls.
        let frame = PaginatedList(paginator: paginator) { row in Text(row.id) }
          .renderFrame(width: 30, height: 6)
        if frame.report.lists.first?.isFooterVisible != true {
          return "loaded with no items, and the list shows no footer"
        }
      }
    case .error, .exhausted: break
    }
    return nil
  }
}

// MARK: - The numbered list

/// One seeded run against a ``PageNavigator``, with the pages it may show.
@MainActor
private final class NavigatorRun {
  struct Reached {
    var countLearntPastTheShownPage = 0
    var failures = 0
    var cancellations = 0
    var reloads = 0

    mutating func add(_ other: Reached) {
      countLearntPastTheShownPage += other.countLearntPastTheShownPage
      failures += other.failures
      cancellations += other.cancellations
      reloads += other.reloads
    }
  }

  private var random: SplitMix64
  private let source: ScriptedSource
  private let navigator: PageNavigator<ScriptedSource>
  private let pageSize: Int
  private let all: [Row]
  /// Bumped by every reload.
  private var generation = 0
  private var open: [(call: ScriptedSource.Call, generation: Int)] = []
  private var known = 0
  private(set) var reached = Reached()

  init(seed: UInt64) {
    random = SplitMix64(seed: seed &+ 1000)
    source = ScriptedSource(honoursCancellation: seed % 2 == 1)
    pageSize = Int.random(in: 1...7, using: &random)
    all = rows("n", 0..<Int.random(in: 0...60, using: &random))
    navigator = PageNavigator(
      dataSource: source, pageSize: pageSize, cacheCapacity: Int.random(in: 0...4, using: &random),
      prefetchesNeighbours: seed % 3 != 0)
  }

  private var truePageCount: Int { PageState.pageCount(totalItems: all.count, pageSize: pageSize) }

  private func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  /// The last steps played, for the message of a broken invariant.
  private var trail: [String] = []

  /// The navigator's work, settled after every step: tracked, never waited for by time.
  let work = TrackedWork()

  func play(steps: Int) async -> String? {
    await work.run { await playTracked(steps: steps) }
  }

  private func playTracked(steps: Int) async -> String? {
    for step in 0..<steps {
      let action = randomStep()
      trail = Array((trail + ["\(action) → page \(navigator.page) \(navigator.state)"]).suffix(8))
      await settleAndCollect()
      if let violation = check() { return "step \(step) (\(action)): \(violation)" }
    }
    for round in 0..<100 {
      if let entry = open.first {
        answer(entry, failing: false)
      } else if case .error = navigator.state {
        navigator.tryAgain()
      } else {
        guard navigator.state == .loaded else {
          return "state \(navigator.state) at page \(navigator.page) with nothing open, after "
            + trail.joined(separator: "; ")
        }
        return nil
      }
      await settleAndCollect()
      if let violation = check() { return "ending, round \(round): \(violation)" }
    }
    return "the list did not settle"
  }

  private func randomStep() -> String {
    switch pick(0...19) {
    case 0...3:
      // Jumps, also past the end while the end is not known yet.
      let target = pick(0...9) == 0 ? Int.max : pick(-2...(truePageCount * 2 + 2))
      navigator.go(to: target)
      return "go(to: \(target))"
    case 4, 5:
      navigator.next()
      return "next"
    case 6:
      navigator.previous()
      return "previous"
    case 7:
      navigator.last()
      return "last"
    case 8:
      navigator.tryAgain()
      return "retry"
    case 9:
      generation += 1
      reached.reloads += 1
      navigator.reload()
      return "reload"
    default:
      guard !open.isEmpty else { return "nothing to answer" }
      let entry = open[pick(0...(open.count - 1))]
      let failing = pick(0...4) == 0
      answer(entry, failing: failing)
      return "answer request \(entry.call.number)\(failing ? " with a failure" : "")"
    }
  }

  private func answer(_ entry: (call: ScriptedSource.Call, generation: Int), failing: Bool) {
    open.removeAll { $0.call.number == entry.call.number }
    guard source.isPending(entry.call) else { return }
    if failing {
      if pick(0...1) == 0 {
        reached.failures += 1
        source.fail(entry.call)
      } else {
        reached.cancellations += 1
        source.fail(entry.call, with: CancellationError())
      }
      return
    }
    if navigator.pageCount == nil, navigator.page > truePageCount,
      entry.generation == generation
    {
      // This answer tells the navigator the list is shorter than the page it shows.
      reached.countLearntPastTheShownPage += 1
    }
    source.succeed(entry.call, with: page(of: all, entry.call.request))
  }

  private func settleAndCollect() async {
    await work.settle()
    let calls = await source.calls(count: navigator.requestCount)
    for call in calls where call.number >= known { open.append((call, generation)) }
    known = max(known, calls.count)
    open.removeAll { !source.isPending($0.call) }
  }

  private func check() -> String? {
    let shownPage = navigator.page
    if let count = navigator.pageCount {
      if count != truePageCount { return "counts \(count) pages of \(truePageCount)" }
      if shownPage > count { return "shows page \(shownPage) of \(count)" }
      if shownPage == 0 && count != 0 { return "shows page 0 of \(count)" }
    }
    if shownPage < 0 { return "shows page \(shownPage)" }
    if navigator.state == .loaded {
      let shown =
        shownPage == 0 ? [] : page(of: all, PageRequest(page: shownPage, size: pageSize)).items
      if navigator.items != shown {
        return "page \(shownPage) holds \(navigator.items.map(\.id)), not \(shown.map(\.id))"
      }
    }
    var perPage: [Int: Int] = [:]
    for entry in open where entry.generation == generation {
      perPage[entry.call.request.page, default: 0] += 1
    }
    if let (repeated, count) = perPage.first(where: { $0.value > 1 }) {
      return "\(count) requests in flight for page \(repeated)"
    }
    return nil
  }
}
