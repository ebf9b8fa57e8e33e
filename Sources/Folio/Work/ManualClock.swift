/// A clock that moves only when told to: the clock a test owns.
///
/// ```swift
/// let clock = ManualClock()
/// let search = SearchablePaginator(dataSource: users, clock: clock)
/// search.query = "ada"
/// clock.advance(by: .milliseconds(300))  // the debounce ends: the search starts
/// ```
///
/// A sleep registers its deadline and waits until ``advance(to:)`` reaches it; sleepers
/// wake in the order of their deadlines (and, for equal deadlines, of their sleeps). Work
/// tracked by a ``WorkTracker`` whose clock this is counts as waiting while it sleeps
/// here, so a test driver knows it cannot progress until time moves. Cancelling a sleeping
/// task wakes it at once with `CancellationError`, as every clock's sleep does.
public final class ManualClock: Clock, @unchecked Sendable {
  // @unchecked: every mutable property is guarded by `lock`.

  /// A point on a manual clock: the time since it was made.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock was made.
    public var offset: Duration

    /// The instant `offset` after the clock was made.
    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let deadline: Instant
    let order: Int
    let wake: CheckedContinuation<Void, any Error>
    let tracker: WorkTracker
    let item: Int?
  }

  private let lock = Lock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Int: Sleeper] = [:]
  private var cancelledEarly: Set<Int> = []
  private var sleeps = 0

  /// A clock at its start, ``now`` zero.
  public init() {}

  public var now: Instant { lock.withLock { current } }
  public var minimumResolution: Duration { .zero }

  /// The earliest deadline a sleeper waits for, if any sleeps.
  public var nextDeadline: Instant? {
    lock.withLock { sleepers.values.map(\.deadline).min() }
  }

  /// How many sleeps wait now.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let tracker = WorkTracker.current
    let item = WorkTracker.currentItem
    let number = lock.withLock { () -> Int in
      sleeps += 1
      return sleeps
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
        // Time may have moved, or the sleep been cancelled, before it got here.
        let outcome: Bool? = lock.withLock {
          if cancelledEarly.remove(number) != nil { return false }
          if deadline <= current { return true }
          sleepers[number] = Sleeper(
            deadline: deadline, order: number, wake: wake, tracker: tracker, item: item)
          // Marked while the sleeper is registered, under the clock's lock: an advance on
          // another thread finds both or neither.
          tracker.setWait(
            item,
            tracker.isSameClock(self)
              ? .waitingForClock(deadline: deadline) : .waitingForAnotherClock("ManualClock"))
          return nil
        }
        switch outcome {
        case true?: wake.resume()
        case false?: wake.resume(throwing: CancellationError())
        case nil: break
        }
      }
    } onCancel: {
      let sleeper = lock.withLock {
        let sleeper = sleepers.removeValue(forKey: number)
        if sleeper == nil { cancelledEarly.insert(number) }
        return sleeper
      }
      guard let sleeper else { return }
      sleeper.tracker.setWait(sleeper.item, .running)
      sleeper.wake.resume(throwing: CancellationError())
    }
  }

  /// Moves time to `instant` (never back) and wakes every sleeper whose deadline it
  /// reaches, earliest first. Returns how many woke.
  @discardableResult
  public func advance(to instant: Instant) -> Int {
    let woken = lock.withLock { () -> [Sleeper] in
      if instant > current { current = instant }
      let due = sleepers.values.filter { $0.deadline <= current }
        .sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
      for sleeper in due { sleepers[sleeper.order] = nil }
      return due
    }
    // Each sleeper's work runs again before it is resumed, so no one sees the program idle
    // in between.
    for sleeper in woken { sleeper.tracker.setWait(sleeper.item, .running) }
    for sleeper in woken { sleeper.wake.resume() }
    return woken.count
  }

  /// Moves time forward by `duration` and wakes every sleeper it reaches (see
  /// ``advance(to:)``).
  @discardableResult
  public func advance(by duration: Duration) -> Int {
    advance(to: now.advanced(by: max(.zero, duration)))
  }
}
