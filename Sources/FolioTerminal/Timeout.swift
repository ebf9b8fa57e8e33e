/// An action run once a delay is over, on a thread of its own, unless it is cancelled
/// first.
///
/// A cancelled `Task.sleep` still wakes the process when its deadline comes (the executor
/// holds the timer, not the task); a cancelled `Timeout` ends its thread at once and never
/// wakes anything again. The loop waits for a terminal's answers with one: answered, as
/// they nearly always are, the wait is over before it was due, and an idle program stays
/// asleep.
final class Timeout: Sendable {
  // Sendable: `state` is read and written holding the waiter's lock only.
  private let waiter = Platform.Waiter()
  nonisolated(unsafe) private var state = State.waiting

  private enum State { case waiting, cancelled, fired }

  /// Runs `action` on a new thread once `delay` is over, unless ``cancel()`` comes first.
  /// Without a thread (the system has none to give), `action` runs at once.
  init(after delay: Duration, _ action: @escaping @Sendable () -> Void) {
    let deadline = Deadline.after(delay)
    let started = Platform.startThread { [self] in
      waiter.lock()
      waiter.wait(until: deadline) { state != .waiting }
      let fires = state == .waiting
      if fires { state = .fired }
      waiter.unlock()
      if fires { action() }
    }
    if let started { Platform.detach(started) } else { action() }
  }

  /// Stops the action from running if it has not begun; true if it will not run.
  @discardableResult
  func cancel() -> Bool {
    waiter.lock()
    defer { waiter.unlock() }
    if state == .waiting {
      state = .cancelled
      waiter.signal()
    }
    return state == .cancelled
  }

  /// Whether the action has run (or begun to).
  var hasFired: Bool {
    waiter.lock()
    defer { waiter.unlock() }
    return state == .fired
  }
}
