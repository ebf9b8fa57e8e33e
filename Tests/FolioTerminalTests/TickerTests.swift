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
}
