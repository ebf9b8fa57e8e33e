/// A view's frame: its canvas and what drawing it found out.
public struct RenderedFrame: Sendable {
  /// The cells.
  public var canvas: Canvas
  /// What the frame found out (see ``FrameReport``).
  public var report: FrameReport
}
