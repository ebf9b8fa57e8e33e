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
  private let signal = ChangeSignal()

  /// Starts watching `document`'s source, unless the document is complete already.
  init(_ document: TextDocument) {
    source = document.source
    let signal = signal
    isWatched = !document.isComplete && document.source.watch { signal.signal() }
  }

  /// Stops watching the source: call it once, when done waiting.
  func stop() {
    if isWatched { source.watch(nil) }
  }

  /// Waits until the source may have more bytes — told so, or `interval` later for a source
  /// that cannot tell — then looks for them. Throws when the task is cancelled.
  func wait(checkingEvery interval: Duration) async throws {
    try await wait(checkingEvery: interval, within: nil)
  }

  /// Waits as ``wait(checkingEvery:)`` does, or until `deadline` on `clock`, the program's,
  /// whichever comes first.
  func wait<C: Clock<Duration>>(
    checkingEvery interval: Duration, until deadline: C.Instant, on clock: C
  ) async throws {
    guard clock is ManualClock else {
      // On a terminal, a timer that, ended early, never wakes the process (a cancelled
      // `Task.sleep` still would, at its deadline).
      return try await wait(checkingEvery: interval, within: clock.now.duration(to: deadline))
    }
    // A test's clock fires the deadline when the test moves it on.
    let signal = signal
    let timer = Task {
      guard (try? await clock.sleep(until: deadline, tolerance: nil)) != nil else { return }
      signal.signal()
    }
    defer { timer.cancel() }
    try await wait(checkingEvery: interval, within: nil)
  }

  /// Waits for a change, or `interval` for a source that cannot tell; for a source that can,
  /// `limit` at most when given.
  private func wait(checkingEvery interval: Duration, within limit: Duration?) async throws {
    defer { source.refresh() }
    guard isWatched else {
      try await WorkTracker.current.sleep(for: interval)
      return
    }
    let signal = signal
    await WorkTracker.current.waitForInput("the document's next bytes") { resumption in
      await signal.wait(within: limit, resuming: resumption)
    }
    try Task.checkCancellation()
  }
}
