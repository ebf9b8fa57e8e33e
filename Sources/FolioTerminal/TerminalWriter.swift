/// Writes bytes to a terminal, all of them: a loop over `write(2)` that continues after
/// partial writes, `EINTR`, and `EAGAIN` on a descriptor someone made non-blocking.
///
/// Draw each frame with one call to ``writeFrame(_:)``, so the terminal receives it as
/// one synchronized update and never shows half a frame.
public struct TerminalWriter: Sendable {
  /// Where the bytes go.
  public let fileDescriptor: Int32

  /// Creates a writer for `fileDescriptor` (standard output by default).
  public init(fileDescriptor: Int32 = 1) {
    self.fileDescriptor = fileDescriptor
  }

  /// Starts a synchronized update: the terminal holds output until the matching end.
  public static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
  /// Ends a synchronized update: the terminal shows everything since the begin at once.
  public static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)

  /// Writes every byte of `bytes`.
  ///
  /// - Throws: ``TerminalError/systemCall(_:errno:)`` when `write` fails otherwise.
  /// - Complexity: O(n); one `write` call when the descriptor accepts everything at once.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    if let error = bytes.withUnsafeBytes(writeAll) { throw error }
  }

  /// Writes `string` as UTF-8.
  public func write(_ string: String) throws(TerminalError) {
    var string = string
    if let error = string.withUTF8({ writeAll(UnsafeRawBufferPointer($0)) }) { throw error }
  }

  /// Writes one frame wrapped in a synchronized update, in a single write loop.
  public func writeFrame(_ frame: [UInt8]) throws(TerminalError) {
    try write(Self.synchronized(frame))
  }

  /// `frame` between the begin and end of a synchronized update.
  public static func synchronized(_ frame: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(frame.count + beginSynchronizedUpdate.count * 2)
    bytes.append(contentsOf: beginSynchronizedUpdate)
    bytes.append(contentsOf: frame)
    bytes.append(contentsOf: endSynchronizedUpdate)
    return bytes
  }

  /// The write loop; returns the error that stopped it, if any.
  private func writeAll(_ buffer: UnsafeRawBufferPointer) -> TerminalError? {
    guard var cursor = buffer.baseAddress else { return nil }
    var remaining = buffer.count
    while remaining > 0 {
      let written = Platform.write(fileDescriptor, cursor, remaining)
      if written > 0 {
        cursor += written
        remaining -= written
        continue
      }
      let error = Platform.errno
      if written < 0 && error == Platform.interrupted { continue }
      if written < 0 && error == Platform.wouldBlock {
        Platform.waitForOutput(fileDescriptor)
        continue
      }
      return .systemCall("write", errno: written < 0 ? error : 0)
    }
    return nil
  }
}
