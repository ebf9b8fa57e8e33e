import Folio

/// Events for one consumer on the main actor, sent from any thread: what the terminal's
/// loop waits on.
///
/// Waiting on an `AsyncStream` from the main actor, an event woke a thread of the pool
/// twice before the main thread; a `next()` waiting here is resumed once there (the runtime
/// resumes a continuation on the pool, and the caller hops to the main actor). The order
/// events are sent in is the order they come in; once ``finish()`` is called, or the waiting
/// task is cancelled, `next()` returns what is queued and then nil, and later events are
/// dropped.
final class EventMailbox<Event: Sendable>: Sendable {
  // Sendable: the stored variables are read and written holding `lock` only.
  private let lock = Lock()
  nonisolated(unsafe) private var queued = FirstInFirstOut<Event>()
  nonisolated(unsafe) private var waiter: UnsafeContinuation<Event?, Never>?
  nonisolated(unsafe) private var finished = false

  /// Sends `event`: to the waiting `next()`, or into the queue.
  func yield(_ event: Event) {
    let waiting: UnsafeContinuation<Event?, Never>? = lock.withLock {
      guard !finished else { return nil }
      if let waiter {
        self.waiter = nil
        return waiter
      }
      queued.append(event)
      return nil
    }
    waiting?.resume(returning: event)
  }

  /// Ends the mailbox: `next()` returns what is queued, then nil.
  func finish() {
    let waiting: UnsafeContinuation<Event?, Never>? = lock.withLock {
      finished = true
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume(returning: nil)
  }

  /// The next event, waiting for it; nil once the mailbox is finished and empty.
  @MainActor
  func next() async -> Event? {
    await withTaskCancellationHandler {
      await withUnsafeContinuation(isolation: MainActor.shared) { continuation in
        let ready: Event?? = lock.withLock {
          if let event = queued.popFirst() { return .some(event) }
          if finished { return .some(nil) }
          waiter = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      finish()
    }
  }
}
