import Folio

/// A change told from any thread to the one task that waits for it: kept until a wait takes
/// it, so that a change told between a look and the wait after it is not lost.
final class ChangeSignal: @unchecked Sendable {
  // @unchecked: every property is guarded by `lock`.
  private let lock = Lock()
  private var isSignalled = false
  private var waiter:
    (continuation: CheckedContinuation<Void, Never>, resumption: WorkTracker.Resumption?)?

  /// The change happened: ends the wait, or the next one.
  func signal() {
    let waiting = lock.withLock {
      () -> (continuation: CheckedContinuation<Void, Never>, resumption: WorkTracker.Resumption?)?
      in
      guard let waiting = waiter else {
        isSignalled = true
        return nil
      }
      waiter = nil
      return waiting
    }
    guard let waiting else { return }
    // Work waiting for input runs again before anything can see it idle.
    waiting.resumption?()
    waiting.continuation.resume()
  }

  /// Returns once the change is told, taking it, or once `limit` has passed when given (a
  /// timer that, ended early, never wakes the process), or when the task is cancelled.
  /// With `resumption` — the wait is work waiting for input (see
  /// ``WorkTracker/waitForInput(_:isolation:_:)``) — the work is marked running before it
  /// is resumed.
  func wait(within limit: Duration? = nil, resuming resumption: WorkTracker.Resumption? = nil)
    async
  {
    let timeout = limit.map { Timeout(after: $0) { [self] in signal() } }
    defer { _ = timeout?.cancel() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let now = lock.withLock { () -> Bool in
          if isSignalled {
            isSignalled = false
            return true
          }
          waiter = (continuation, resumption)
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      signal()
    }
  }
}
