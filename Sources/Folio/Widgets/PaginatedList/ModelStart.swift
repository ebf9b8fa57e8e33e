/// A list drawn over a paging model that has not started: after the frame, the model is
/// started (its first page asked for), so a list over a model nobody started shows its
/// first page instead of staying empty.
struct ModelStart: FrameFinding {
  let start: @MainActor () -> Void

  @MainActor
  func apply() { start() }
}
