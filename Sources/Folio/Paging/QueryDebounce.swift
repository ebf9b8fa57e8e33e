/// The debounce shared by the searchable paging models: the text typed, and the search
/// that starts once it has stayed unchanged for a while.
///
/// Typing empty text applies at once; other text applies after `duration` of quiet on
/// `clock`, if nothing newer was typed meanwhile.
@MainActor
final class QueryDebounce {
  let duration: Duration
  let clock: any Clock<Duration>
  /// The text typed last.
  private(set) var typed = ""
  /// The search waiting for the quiet to end, if any.
  private(set) var pending: Task<Void, Never>?

  init(duration: Duration, clock: any Clock<Duration>) {
    self.duration = duration
    self.clock = clock
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
    pending = Task { [weak self] in
      do {
        try await clock.sleep(for: duration)
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
