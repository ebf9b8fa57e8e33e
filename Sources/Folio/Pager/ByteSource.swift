/// The bytes a ``TextDocument`` shows: a file, standard input spooled to disk, bytes in
/// memory, or a stream that is still arriving.
///
/// A source is read in pieces, at any offset, from any thread: the document's line index
/// reads it in the background while the screen reads the lines it draws. A source that
/// grows (a pipe whose producer still writes, a log file being appended to) reports more
/// bytes in ``count`` as they arrive and says ``isComplete`` once no more will come.
///
/// `FolioTerminal` has the sources that need the system: `FileByteSource` for a file and
/// `StandardInputSpool` for a pipe. ``MemoryByteSource`` holds bytes in memory.
public protocol ByteSource: AnyObject, Sendable {
  /// How many bytes there are now; it only grows.
  var count: Int { get }
  /// Whether ``count`` is final: the input has ended.
  var isComplete: Bool { get }
  /// Why reading stopped early, if it did: shown by the pager; nil by default.
  var failure: String? { get }
  /// Copies the bytes from `offset` into `buffer`, as many as fit and exist, and returns
  /// how many it copied: fewer near the end, none at or past it.
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int
  /// Looks again for bytes that arrived since (a file that grew); does nothing by default.
  func refresh()
  /// Starts telling `changed` — from any thread, never from within this call — each time
  /// the bytes may have grown, and returns true; returns false when the source cannot
  /// tell, and then a reader looks with ``refresh()`` on a timer. A second call replaces
  /// the first; `nil` stops telling. Never call it from within `changed`. By default a
  /// source cannot tell.
  @discardableResult
  func watch(_ changed: (@Sendable () -> Void)?) -> Bool
}

extension ByteSource {
  public var failure: String? { nil }
  public func refresh() {}
  @discardableResult
  public func watch(_ changed: (@Sendable () -> Void)?) -> Bool { false }

  /// The bytes in `range`, clamped to the bytes there are.
  public func bytes(in range: Range<Int>) -> [UInt8] {
    let start = max(0, range.lowerBound)
    let length = max(0, min(range.upperBound, count) - start)
    guard length > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: length)
    let read = bytes.withUnsafeMutableBytes { self.read(at: start, into: $0) }
    if read < length { bytes.removeLast(length - read) }
    return bytes
  }
}
