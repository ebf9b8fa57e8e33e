import Folio
import FolioTerminal
import Testing

@Suite struct TickerTests {
  @Test(arguments: [
    (elapsed: Duration.zero, next: Duration.milliseconds(100)),
    (.milliseconds(1), .milliseconds(100)),
    (.milliseconds(99), .milliseconds(100)),
    (.milliseconds(100), .milliseconds(200)),
    (.milliseconds(1_030), .milliseconds(1_100)),
    (.seconds(-5), .milliseconds(100)),
    (.seconds(3_153_600_000), .seconds(3_153_600_000) + .milliseconds(100)),
  ])
  func ticksFallOnWholeIntervalsFromTheStart(elapsed: Duration, next: Duration) {
    #expect(Ticker.nextTick(after: elapsed, interval: .milliseconds(100)) == next)
  }

  @Test func aZeroIntervalStillMovesForward() {
    #expect(Ticker.nextTick(after: .nanoseconds(7), interval: .zero) == .nanoseconds(8))
  }

  @Test func aClockPastWhatNanosecondsHoldIsNotTrapped() {
    let huge = Duration.seconds(Int64.max)
    #expect(Ticker.nextTick(after: huge, interval: .seconds(1)) == huge + .seconds(1))
  }

  @MainActor
  @Test func aRunningTickerTicksAndAStoppedOneStops() async {
    let ticks = ThreadCount()
    let ticker = Ticker(interval: .milliseconds(5)) { ticks.add() }
    ticker.run(true)
    ticker.run(true)  // Already running: still one clock.
    while ticks.value < 3 { await Task.yield() }
    ticker.run(false)
    let atStop = ticks.value
    // Ten intervals later, no tick has come: not even one whose clock had woken.
    let deadline = ContinuousClock.now + .milliseconds(50)
    while ContinuousClock.now < deadline { await Task.yield() }
    #expect(ticks.value == atStop)
    // Started again, it ticks again.
    ticker.run(true)
    let restarted = ticks.value
    while ticks.value < restarted + 2 { await Task.yield() }
    ticker.run(false)
  }

  /// A tick that stops its ticker and starts it again leaves one clock running, not two.
  @MainActor
  @Test func aTickThatRestartsItsTickerLeavesOneClock() async {
    var ticks: [ContinuousClock.Instant] = []
    var ticker: Ticker?
    ticker = Ticker(interval: .milliseconds(20)) {
      ticks.append(.now)
      ticker?.run(false)
      ticker?.run(true)
    }
    ticker?.run(true)
    while ticks.count < 8 { await Task.yield() }
    ticker?.run(false)
    // Ticks fall on whole intervals of the one clock: two clocks would tick twice on each,
    // a millisecond apart at most (a tick late on a loaded machine may come that close to
    // the next once or twice).
    let gaps = zip(ticks.dropFirst(), ticks).map { $0 - $1 }
    #expect(gaps.filter { $0 < .milliseconds(1) }.count <= 2, "gaps: \(gaps)")
  }

  @MainActor
  @Test func aTickerNeverRunIsNeverAClock() async {
    let ticks = ThreadCount()
    _ = Ticker(interval: .milliseconds(1)) { ticks.add() }
    let deadline = ContinuousClock.now + .milliseconds(20)
    while ContinuousClock.now < deadline { await Task.yield() }
    #expect(ticks.value == 0)
  }
}
