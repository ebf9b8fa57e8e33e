/// Bytes in memory: a text a program made, or a stream it appends to as it arrives.
///
/// ```swift
/// let source = MemoryByteSource(isComplete: false)
/// let document = TextDocument(source: source, name: "build log")
/// source.append(Array("compiling…\n".utf8))  // from any thread
/// source.finish()
/// ```
public final class MemoryByteSource: ByteSource, @unchecked Sendable {
  private let lock = Lock()
  private var storage: [UInt8]
  private var complete: Bool

  /// A source holding `bytes`; with `isComplete` false, more may be appended.
  public init(_ bytes: [UInt8] = [], isComplete: Bool = true) {
    storage = bytes
    complete = isComplete
  }

  /// A complete source holding `text` as UTF-8.
  public convenience init(_ text: String) {
    self.init(Array(text.utf8))
  }

  public var count: Int { lock.withLock { storage.count } }
  public var isComplete: Bool { lock.withLock { complete } }

  public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    lock.withLock {
      guard offset >= 0, offset < storage.count, let base = buffer.baseAddress else { return 0 }
      let length = min(buffer.count, storage.count - offset)
      storage.withUnsafeBytes { bytes in
        base.copyMemory(from: bytes.baseAddress! + offset, byteCount: length)
      }
      return length
    }
  }

  /// Adds `bytes` at the end; ignored once the source is finished.
  public func append(_ bytes: some Sequence<UInt8>) {
    lock.withLock {
      guard !complete else { return }
      storage.append(contentsOf: bytes)
    }
  }

  /// Says that no more bytes will come.
  public func finish() {
    lock.withLock { complete = true }
  }
}
