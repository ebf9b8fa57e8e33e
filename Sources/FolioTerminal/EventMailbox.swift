import Folio

/// Events for one consumer on the main actor, sent from any thread: what the terminal's
/// loops take their events from.
///
/// ``deliver(to:)`` hands each event to the loop on the main actor. Where
/// ``MainLoop/run(_:)`` gave the program its executors, each event is a call the main
/// thread's queue makes: the sender's thread and the main thread wake, nothing between.
/// Elsewhere it waits with ``next()``: waiting on an `AsyncStream` from the main actor, an
/// event woke a thread of the pool twice before the main thread; a `next()` waiting here is
/// resumed once there (the runtime resumes a continuation on the pool, and the caller hops
/// to the main actor). The order events are sent in is the order they come in; once
/// ``finish()`` is called, or the waiting task is cancelled, what was sent before is still
/// handed over (`next()` returns it, then nil) and later events are dropped.
final class EventMailbox<Event: Sendable>: Sendable {
  // Sendable: the stored variables are read and written holding `lock` only.
  private let lock = Lock()
  nonisolated(unsafe) private var queued = FirstInFirstOut<Event>()
  nonisolated(unsafe) private var waiter: UnsafeContinuation<Event?, Never>?
  nonisolated(unsafe) private var finished = false
  /// While ``deliver(to:)`` makes calls: the consumer, and its wait for the end.
  nonisolated(unsafe) private var consumer: (@MainActor (Event) -> Void)?
  nonisolated(unsafe) private var ending: UnsafeContinuation<Void, Never>?

  /// Sends `event`: to the consumer as a call, to the waiting `next()`, or into the queue.
  func yield(_ event: Event) {
    let waiting: UnsafeContinuation<Event?, Never>? = lock.withLock {
      guard !finished else { return nil }
      if let consumer {
        // Made holding the lock, so that calls come in the order events are sent.
        Self.call(consumer, with: event)
        return nil
      }
      if let waiter {
        self.waiter = nil
        return waiter
      }
      queued.append(event)
      return nil
    }
    waiting?.resume(returning: event)
  }

  /// Ends the mailbox: `next()` returns what is queued, then nil; ``deliver(to:)`` returns
  /// (after the calls made for what was sent before: they are on the main thread's queue
  /// ahead of its resumption).
  func finish() {
    let (waiting, end): (UnsafeContinuation<Event?, Never>?, UnsafeContinuation<Void, Never>?) =
      lock.withLock {
        finished = true
        consumer = nil
        defer { (waiter, ending) = (nil, nil) }
        return (waiter, ending)
      }
    waiting?.resume(returning: nil)
    end?.resume()
  }

  /// Hands every event sent to `consume`, on the main actor, in the order sent, until the
  /// mailbox is finished (or the waiting task cancelled): as calls the main thread's queue
  /// makes, where ``MainLoop/run(_:)`` gave the program its executors; elsewhere waiting for
  /// each with ``next()``.
  @MainActor
  func deliver(to consume: @escaping @MainActor (Event) -> Void) async {
    #if os(Linux) && compiler(>=6.3)
      if QuietExecutors.inUse {
        await withTaskCancellationHandler {
          await withUnsafeContinuation(isolation: MainActor.shared) { end in
            let ended: Bool = lock.withLock {
              // What came before: called first, in order.
              while let event = queued.popFirst() { Self.call(consume, with: event) }
              guard !finished else { return true }
              consumer = consume
              ending = end
              return false
            }
            if ended { end.resume() }
          }
        } onCancel: {
          finish()
        }
        return
      }
    #endif
    while let event = await next() { consume(event) }
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

extension EventMailbox {
  /// Calls `consume` with `event` on the main thread, as soon as it is free.
  private static func call(_ consume: @escaping @MainActor (Event) -> Void, with event: Event) {
    #if os(Linux) && compiler(>=6.3)
      QuietExecutors.loop.call { consume(event) }
    #endif
  }
}
