/// The debounce shared by the searchable paging models: the text typed, and the search
/// that starts once it has stayed unchanged for a while.
///
/// Typing empty text applies at once; other text applies after `duration` of quiet on
/// `clock` — the program's clock (``WorkTracker/clock``) when it is nil — if nothing newer
/// was typed meanwhile.
@MainActor
final class QueryDebounce {
  let duration: Duration
  let clock: (any Clock<Duration>)?
  /// What the wait is called in a stalled settle's report.
  let name: String
  /// The text typed last.
  private(set) var typed = ""
  /// The search waiting for the quiet to end, if any.
  private(set) var pending: Task<Void, Never>?

  init(duration: Duration, clock: (any Clock<Duration>)?, name: String) {
    self.duration = duration
    self.clock = clock
    self.name = name
  }

  /// Takes `text` as typed; `apply` runs with it at once when it is empty, else after the
  /// quiet. Typing the same text again does nothing.
  func type(_ text: String, apply: @escaping @MainActor (String) -> Void) {
    guard text != typed else { return }
    typed = text
    pending?.cancel()
    pending = nil
    if text.isEmpty {
      apply("")
      return
    }
    let clock = clock
    let duration = duration
    let tracker = WorkTracker.current
    pending = tracker.task("\(name): search for \"\(text)\" after \(duration) of quiet") {
      [weak self] in
      do {
        try await tracker.sleep(for: duration, on: clock)
      } catch {
        return  // a newer keystroke replaced this search
      }
      guard let self, !Task.isCancelled, self.typed == text else { return }
      self.pending = nil
      apply(text)
    }
  }

  /// Stops waiting: the text typed, to apply now.
  func flush() -> String {
    pending?.cancel()
    pending = nil
    return typed
  }
}
