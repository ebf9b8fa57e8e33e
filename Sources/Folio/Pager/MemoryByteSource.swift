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
  private var changed: (@Sendable () -> Void)?

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

  /// Adds `bytes` at the end, and tells the watcher; ignored once the source is finished.
  public func append(_ bytes: some Sequence<UInt8>) {
    let tell = lock.withLock { () -> (@Sendable () -> Void)? in
      guard !complete else { return nil }
      let before = storage.count
      storage.append(contentsOf: bytes)
      return storage.count > before ? changed : nil
    }
    tell?()
  }

  /// Says that no more bytes will come, and tells the watcher.
  public func finish() {
    let tell = lock.withLock { () -> (@Sendable () -> Void)? in
      guard !complete else { return nil }
      complete = true
      return changed
    }
    tell?()
  }

  /// Tells `changed`, on the thread that appends, after each append that added bytes and
  /// when the source is finished: a program's stream costs its readers nothing while
  /// nothing comes.
  @discardableResult
  public func watch(_ changed: (@Sendable () -> Void)?) -> Bool {
    lock.withLock { self.changed = changed }
    return true
  }
}
