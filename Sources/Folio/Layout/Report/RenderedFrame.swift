/// A view's frame: its canvas and what drawing it found out.
public struct RenderedFrame: Sendable {
  /// The cells.
  public var canvas: Canvas
  /// What the frame found out (see ``FrameReport``).
  public var report: FrameReport
}

/// A frame drawn with ``View/renderUpdate(width:height:environment:memory:addressing:)``, and
/// the bytes that put it on a terminal showing the frame before it.
public struct FrameUpdate: Sendable {
  /// The frame: its cells and report.
  public var frame: RenderedFrame
  /// The bytes that turn a terminal showing the last frame drawn with the memory into one
  /// showing ``frame``; none when nothing changed.
  public var bytes: [UInt8]
  /// The colour mode and the addressing the bytes were made in.
  public let colorMode: ColorMode
  public let addressing: CursorAddressing
}
