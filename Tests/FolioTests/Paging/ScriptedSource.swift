import Foundation
import Testing

@testable import Folio

/// A data source the test drives by hand: every request suspends until the test answers
/// it, so tests decide latency, order, failure and cancellation without sleeping.
final class ScriptedSource: PaginatedDataSource, SearchablePaginatedDataSource,
  @unchecked Sendable
{
  typealias Item = Row

  /// One request the source received.
  struct Call: Sendable {
    let number: Int
    let request: PageRequest
    let query: String
  }

  private typealias Reply = CheckedContinuation<PageResult<Row>, any Error>

  /// Whether a cancelled request throws `CancellationError` at once; otherwise it waits to
  /// be answered like any other, as a careless API client would.
  let honoursCancellation: Bool
  private let lock = NSLock()
  private var calls: [Call] = []
  private var replies: [Int: (reply: Reply, resume: WorkTracker.Resumption)] = [:]
  private var cancelledEarly: Set<Int> = []
  private var cancelled: Set<Int> = []
  /// Requests whose reply is in place (or that were cancelled before it was).
  private var registered: Set<Int> = []
  private var arrivalWaiters: [(ready: @Sendable (Set<Int>) -> Bool, waiter: Waiter)] = []
  private typealias Waiter = CheckedContinuation<Void, Never>

  init(honoursCancellation: Bool = false) {
    self.honoursCancellation = honoursCancellation
  }

  func fetch(_ request: PageRequest) async throws -> PageResult<Row> {
    try await fetch(request, query: "")
  }

  func fetch(_ request: PageRequest, query: String) async throws -> PageResult<Row> {
    let number = lock.withLock {
      calls.append(Call(number: calls.count, request: request, query: query))
      return calls.count - 1
    }
    // Waiting for the script is waiting for input: a tracked load counts as settled
    // meanwhile, and runs again as soon as it is answered.
    return try await WorkTracker.current.waitForInput("the script's answer to \(number)") {
      resume in
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (reply: Reply) in
          let (early, woken) = lock.withLock {
            let early = cancelledEarly.contains(number)
            if early { cancelled.insert(number) } else { replies[number] = (reply, resume) }
            return (early, register(number))
          }
          if early {
            resume()
            reply.resume(throwing: CancellationError())
          }
          for waiter in woken { waiter.resume() }
        }
      } onCancel: {
        guard honoursCancellation else { return }
        let reply = lock.withLock {
          let reply = replies.removeValue(forKey: number)
          if reply == nil { cancelledEarly.insert(number) } else { cancelled.insert(number) }
          return reply
        }
        reply?.resume()
        reply?.reply.resume(throwing: CancellationError())
      }
    }
  }

  /// How many requests have arrived.
  var callCount: Int { lock.withLock { calls.count } }

  /// How many requests have ended: answered, failed or cancelled.
  var endedCount: Int { lock.withLock { registered.count - replies.count } }

  /// Waits until request number `number` (0-based) has arrived and returns it.
  func call(_ number: Int) async -> Call {
    await wait { $0.contains(number) }
    return lock.withLock { calls[number] }
  }

  /// Waits until `count` requests in all have arrived and returns every arrived request.
  func calls(count: Int) async -> [Call] {
    await wait { $0.count >= count }
    return lock.withLock { calls.filter { registered.contains($0.number) } }
  }

  private func wait(until ready: @escaping @Sendable (Set<Int>) -> Bool) async {
    await withCheckedContinuation { (waiter: Waiter) in
      let now = lock.withLock {
        if ready(registered) { return true }
        arrivalWaiters.append((ready, waiter))
        return false
      }
      if now { waiter.resume() }
    }
  }

  /// Whether the request was ended by cancellation rather than by an answer.
  func wasCancelled(_ call: Call) -> Bool {
    lock.withLock { cancelled.contains(call.number) }
  }

  /// Request `number` when it has arrived and waits for an answer.
  func pendingCall(_ number: Int) -> Call? {
    lock.withLock { replies[number] != nil ? calls[number] : nil }
  }

  /// Whether the request is still waiting for an answer.
  func isPending(_ call: Call) -> Bool {
    lock.withLock { replies[call.number] != nil }
  }

  /// Answers `call` with `result`.
  func succeed(_ call: Call, with result: PageResult<Row>) {
    reply(to: call)?.resume(returning: result)
  }

  /// Answers `call` by throwing `error`.
  func fail(_ call: Call, with error: any Error = FakeError()) {
    reply(to: call)?.resume(throwing: error)
  }

  /// The reply to `call`, its tracked work marked running again.
  private func reply(to call: Call) -> Reply? {
    let reply = lock.withLock { replies.removeValue(forKey: call.number) }
    #expect(reply != nil, "request \(call.number) was already answered or cancelled")
    reply?.resume()
    return reply?.reply
  }

  /// Called with the lock held when a request registers; returns the waiters it wakes.
  private func register(_ number: Int) -> [Waiter] {
    registered.insert(number)
    let registered = registered
    let ready = arrivalWaiters.filter { $0.ready(registered) }.map(\.waiter)
    arrivalWaiters.removeAll { $0.ready(registered) }
    return ready
  }
}
