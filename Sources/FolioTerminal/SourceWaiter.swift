import Folio

/// Waits for more of a document that is still arriving: woken by a source that tells of its
/// changes (``ByteSource/watch(_:)``: standard input, a file the system watches), so that a
/// stream that sends nothing costs nothing — no timer, no wake; looking again every
/// `interval` of the program's clock at a source that cannot tell.
///
/// Waiting for a source that tells counts, for a test driver, as waiting for input: the
/// program is settled until the source (or the deadline) wakes it.
@MainActor
final class SourceWaiter {
  private let source: any ByteSource
  /// Whether the source tells of its changes.
  let isWatched: Bool
  private let signal = Signal()

  /// Starts watching `document`'s source, unless the document is complete already.
  init(_ document: TextDocument) {
    source = document.source
    let signal = signal
    isWatched = !document.isComplete && document.source.watch { signal.raise() }
  }

  /// Stops watching the source: call it once, when done waiting.
  func stop() {
    if isWatched { source.watch(nil) }
  }

  /// Waits until the source may have more bytes — told so, or `interval` later for a source
  /// that cannot tell — then looks for them. Throws when the task is cancelled.
  func wait(checkingEvery interval: Duration) async throws {
    try await wait(checkingEvery: interval, within: nil) { nil }
  }

  /// Waits as ``wait(checkingEvery:)`` does, or until `deadline` on `clock`, the program's,
  /// whichever comes first.
  func wait<C: Clock<Duration>>(
    checkingEvery interval: Duration, until deadline: C.Instant, on clock: C
  ) async throws {
    let signal = signal
    let remaining = clock.now.duration(to: deadline)
    try await wait(checkingEvery: interval, within: remaining) {
      // The deadline wakes the wait as a change would. A test's clock fires it when the
      // test moves it on; on a terminal, a timer that, cancelled, never wakes the process
      // (a cancelled `Task.sleep` still would, at its deadline).
      guard clock is ManualClock else {
        let timeout = Timeout(after: remaining) { signal.raise() }
        return { _ = timeout.cancel() }
      }
      let timer = Task {
        guard (try? await clock.sleep(until: deadline, tolerance: nil)) != nil else { return }
        signal.raise()
      }
      return { timer.cancel() }
    }
  }

  /// Waits for a change: for `interval` at most where the source cannot tell, and for
  /// `remaining` at most when given; where it can, until it tells or the timer
  /// `startTimer` starts raises the signal (`startTimer` returns how to cancel it).
  private func wait(
    checkingEvery interval: Duration, within remaining: Duration?,
    startTimer: () -> (() -> Void)?
  ) async throws {
    defer { source.refresh() }
    guard isWatched else {
      try await WorkTracker.current.sleep(for: max(.zero, min(interval, remaining ?? interval)))
      return
    }
    let cancelTimer = startTimer()
    defer { cancelTimer?() }
    let signal = signal
    await WorkTracker.current.waitForInput("the document's next bytes") { resumption in
      await withTaskCancellationHandler {
        await withCheckedContinuation { signal.wait($0, resumption) }
      } onCancel: {
        signal.raise()
      }
    }
    try Task.checkCancellation()
  }

  /// A change told from any thread, kept until it is waited for: one told between a look
  /// and the wait after it is not lost.
  private final class Signal: @unchecked Sendable {
    // @unchecked: the fields are read and written holding `lock` only.
    private let lock = Lock()
    private var isRaised = false
    private var waiter: (CheckedContinuation<Void, Never>, WorkTracker.Resumption)?

    /// Resumes the wait, at once when the signal is raised already.
    func wait(
      _ continuation: CheckedContinuation<Void, Never>, _ resumption: WorkTracker.Resumption
    ) {
      let raised = lock.withLock { () -> Bool in
        if isRaised {
          isRaised = false
          return true
        }
        waiter = (continuation, resumption)
        return false
      }
      if raised { continuation.resume() }
    }

    /// Raises the signal: ends the wait, or the next one.
    func raise() {
      let waiting = lock.withLock {
        () -> (CheckedContinuation<Void, Never>, WorkTracker.Resumption)? in
        guard let waiting = waiter else {
          isRaised = true
          return nil
        }
        waiter = nil
        return waiting
      }
      guard let (continuation, resumption) = waiting else { return }
      // The work runs again before anything can see it idle.
      resumption()
      continuation.resume()
    }
  }
}
