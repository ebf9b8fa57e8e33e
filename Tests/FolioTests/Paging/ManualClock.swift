import Foundation

/// A clock that only moves when the test advances it.
final class ManualClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let deadline: Instant
    let wake: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Int: Sleeper] = [:]
  private var cancelledEarly: Set<Int> = []
  private var sleepCalls = 0
  private var sleepWaiters: [(count: Int, waiter: CheckedContinuation<Void, Never>)] = []

  var now: Instant { lock.withLock { current } }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let (number, woken) = lock.withLock {
      sleepCalls += 1
      let ready = sleepWaiters.filter { $0.count <= sleepCalls }.map(\.waiter)
      sleepWaiters.removeAll { $0.count <= sleepCalls }
      return (sleepCalls, ready)
    }
    for waiter in woken { waiter.resume() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
        // Time may have moved, or the sleep been cancelled, before it got here.
        let outcome: Bool? = lock.withLock {
          if cancelledEarly.contains(number) { return false }
          if deadline <= current { return true }
          sleepers[number] = Sleeper(deadline: deadline, wake: wake)
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
      sleeper?.wake.resume(throwing: CancellationError())
    }
  }

  /// Waits until `count` sleeps in all have begun (their deadlines are fixed), so a later
  /// advance reaches them.
  func waitForSleeps(_ count: Int) async {
    await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
      let ready = lock.withLock {
        if sleepCalls >= count { return true }
        sleepWaiters.append((count, waiter))
        return false
      }
      if ready { waiter.resume() }
    }
  }

  /// Moves time forward and wakes every sleeper whose deadline has passed.
  func advance(by duration: Duration) {
    let woken = lock.withLock {
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.value.deadline <= current }
      for key in due.keys { sleepers[key] = nil }
      return due.values.map(\.wake)
    }
    for wake in woken { wake.resume() }
  }
}
