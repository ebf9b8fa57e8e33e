import Folio
import Testing

/// A program's work tracker on a manual clock, for tests that drive models directly: what
/// a driver does for a program. Work the models start inside ``run(_:)`` or ``settle(after:)``
/// is tracked; ``settle()`` returns once none of it can progress without the clock moving.
@MainActor
struct TrackedWork {
  let clock = Folio.ManualClock()
  let tracker: WorkTracker

  init() {
    tracker = WorkTracker(clock: clock)
  }

  /// Runs `body` with every task it starts tracked.
  func run<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    try await WorkTracker.$current.withValue(tracker) { try await body() }
  }

  /// Runs `body` with every task it starts tracked.
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try WorkTracker.$current.withValue(tracker, operation: body)
  }

  /// Waits until no tracked work can progress; a failure of the test when it does not
  /// settle within ten seconds.
  func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    let outcome = await tracker.settle(within: .seconds(10))
    #expect(outcome == .settled, sourceLocation: sourceLocation)
  }

  /// Runs `body` with its work tracked, then settles.
  func settle(
    after body: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    WorkTracker.$current.withValue(tracker, operation: body)
    await settle(sourceLocation: sourceLocation)
  }

  /// Moves the clock by `duration`, settling after each timer it fires.
  func advance(by duration: Duration) async {
    // Timers set by work not yet run are set first, as a driver's steps settle first.
    await settle()
    let target = clock.now.advanced(by: duration)
    while let next = clock.nextDeadline, next <= target {
      clock.advance(to: next)
      await settle()
    }
    clock.advance(to: target)
  }
}
