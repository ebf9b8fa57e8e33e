/// Something a view found out while it was drawn, acted on after the frame.
///
/// A view adds findings to ``RenderContext/report`` as it draws; ``FrameReport/apply()``
/// calls each finding's ``apply()`` once the frame is on screen.
public protocol FrameFinding: Sendable {
  /// Acts on the finding: remembers state, starts work. Runs on the main actor, after the
  /// frame.
  @MainActor func apply()
}
