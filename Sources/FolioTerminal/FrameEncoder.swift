import Folio

/// Turns frames into the bytes a terminal needs: only the cells that changed since the
/// last frame, in one synchronized update, with lines printed above an inline region
/// first. Every driver that writes to a terminal, or records what it would write, uses
/// one, so they write the same bytes.
public struct FrameEncoder: Sendable {
  /// How the cursor is addressed: absolutely on a full screen, relative to the region's
  /// top-left inline (see `CursorAddressing`).
  public let addressing: CursorAddressing
  /// The colours written.
  public var colorMode: ColorMode
  /// Whether frames are wrapped in synchronized updates: until the terminal says it cannot
  /// (wrapping is harmless where the mode is unknown).
  public var synchronizes = true
  /// The frame on screen, which the next is diffed against; nil when the screen must be
  /// drawn whole, or shows the last of the updates encoded (``encode(_:printed:focus:)-(FrameUpdate,_,_)``).
  public private(set) var previous: Canvas?
  /// Whether the screen shows the last update encoded: the next one's bytes apply to it.
  private var showsUpdate = false
  /// Whether each frame leaves the terminal's cursor, shown, on the focus it reports (the
  /// text cursor, else the selected row), for braille displays and magnifiers that follow
  /// the cursor; on a full screen only. Off, the cursor stays hidden.
  public var showsFocus = false
  /// The focus the cursor was last left on; nil when hidden, nil inside when not yet set.
  private var shownFocus: Rect??

  /// What erases an inline region from its top-left, where the cursor rests between
  /// frames: `CR ESC[J`.
  public static let clearRegion: [UInt8] = Canvas.eraseFromLineStart

  /// An encoder with nothing on screen yet.
  public init(addressing: CursorAddressing, colorMode: ColorMode) {
    self.addressing = addressing
    self.colorMode = colorMode
  }

  /// The screen no longer shows the last frame (a resize, a resume, a probe wrote on
  /// it): the next frame is drawn whole.
  public mutating func invalidate() {
    previous = nil
    showsUpdate = false
    shownFocus = nil
  }

  /// The cursor moved to `focus` and shown, or hidden when there is none.
  static func cursorBytes(at focus: Rect?) -> [UInt8] {
    guard let focus else { return Array("\u{1B}[?25l".utf8) }
    return Array("\u{1B}[\(focus.y + 1);\(focus.x + 1)H\u{1B}[?25h".utf8)
  }

  /// The bytes that put `canvas` on screen — after `printed` lines, each written above an
  /// inline region (which is erased, and drawn again below them) — or none when nothing
  /// changed.
  public mutating func encode(
    _ canvas: Canvas, printed: [[UInt8]] = [], focus: Rect? = nil
  ) -> [UInt8] {
    var bytes = printedAbove(printed)
    bytes += canvas.diff(from: previous, colorMode: colorMode, addressing: addressing)
    previous = canvas
    showsUpdate = false
    return finish(bytes, focus: focus)
  }

  /// The bytes that put `update`'s frame on screen, as ``encode(_:printed:focus:)-(Canvas,_,_)``
  /// does its canvas: `update`'s own bytes when the screen shows the update before it (the
  /// frame drawn before it with the same memory), in this encoder's colour mode and
  /// addressing; else the frame diffed from the canvas encoded last, or whole. The frame is
  /// not kept: the next update is drawn in its cells.
  public mutating func encode(
    _ update: FrameUpdate, printed: [[UInt8]] = [], focus: Rect? = nil
  ) -> [UInt8] {
    var bytes = printedAbove(printed)
    // Lines printed above an inline region erased it: then the update's bytes apply no more.
    let appliesToScreen =
      showsUpdate && update.colorMode == colorMode && update.addressing == addressing
    bytes +=
      appliesToScreen
      ? update.bytes
      : update.frame.canvas.diff(from: previous, colorMode: colorMode, addressing: addressing)
    previous = nil
    showsUpdate = true
    return finish(bytes, focus: focus)
  }

  /// Inline, the bytes that print `printed` above the region, which they erase: the frame
  /// after them is drawn whole (nothing is known on screen any more); none otherwise.
  private mutating func printedAbove(_ printed: [[UInt8]]) -> [UInt8] {
    guard addressing == .cursor, !printed.isEmpty else { return [] }
    var bytes = Self.clearRegion
    for line in printed { bytes += line + [0x0D, 0x0A] }
    previous = nil
    showsUpdate = false
    return bytes
  }

  /// `bytes` with the cursor left on `focus` when it shows focus, wrapped in a synchronized
  /// update when it synchronizes; none when there are none.
  private mutating func finish(_ bytes: [UInt8], focus: Rect?) -> [UInt8] {
    var bytes = bytes
    if showsFocus, addressing == .screen, !bytes.isEmpty || shownFocus != .some(focus) {
      bytes += Self.cursorBytes(at: focus)
      shownFocus = .some(focus)
    }
    guard !bytes.isEmpty else { return [] }
    return synchronizes ? TerminalWriter.synchronized(bytes) : bytes
  }
}
