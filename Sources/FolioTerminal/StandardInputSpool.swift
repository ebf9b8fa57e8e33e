import Folio

/// Standard input — or another descriptor, such as a pipe from a command — copied to an
/// unnamed temporary file as it arrives, so that a pager can go back over all of it
/// without holding it in memory.
///
/// A thread reads the input from the moment the spool is made; ``count`` grows as bytes
/// arrive and ``isComplete`` turns true at the end of the input. The file lives in
/// `$TMPDIR` (else `/tmp`) and is unlinked as soon as it is made, so it disappears when
/// the program ends, however it ends. When no temporary file can be made, the bytes are
/// kept in memory instead.
///
/// ```swift
/// let spool = StandardInputSpool()
/// try await runPager(TextDocument(source: spool, name: "standard input"))
/// ```
public final class StandardInputSpool: ByteSource, @unchecked Sendable {
  private let state: SpoolState

  /// Starts copying `fileDescriptor` (standard input by default).
  public init(fileDescriptor: Int32 = 0) {
    state = SpoolState(spool: Platform.makeAnonymousFile())
    let state = state
    if let thread = Platform.startThread({ state.copy(from: fileDescriptor) }) {
      Platform.detach(thread)
    } else {
      state.finish(failure: "cannot start reading the input")
    }
  }

  public var count: Int { state.count }
  public var isComplete: Bool { state.isComplete }
  public var failure: String? { state.failure }

  public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    state.read(at: offset, into: buffer)
  }

  /// Tells `changed`, on the spool's thread, after each read that added bytes and at the
  /// end of the input (an input that ended before the call tells nothing more).
  @discardableResult
  public func watch(_ changed: (@Sendable () -> Void)?) -> Bool {
    state.watch(changed)
    return true
  }
}

/// The spool's bytes and progress, shared by the reading thread and the readers.
private final class SpoolState: @unchecked Sendable {
  private let lock = Lock()
  /// The temporary file; nil when the bytes are kept in `memory`.
  private let spool: Int32?
  private var memory: [UInt8] = []
  private var written = 0
  private var complete = false
  private var stopReason: String?
  private var changed: (@Sendable () -> Void)?

  init(spool: Int32?) {
    self.spool = spool
  }

  deinit {
    if let spool { Platform.close(spool) }
  }

  var count: Int { lock.withLock { written } }
  var isComplete: Bool { lock.withLock { complete } }
  var failure: String? { lock.withLock { stopReason } }

  func finish(failure: String?) {
    let tell = lock.withLock { () -> (@Sendable () -> Void)? in
      complete = true
      stopReason = failure
      return changed
    }
    tell?()
  }

  func watch(_ changed: (@Sendable () -> Void)?) {
    lock.withLock { self.changed = changed }
  }

  private var watcher: (@Sendable () -> Void)? { lock.withLock { changed } }

  /// Copies `input` until it ends; runs on the spool's own thread.
  func copy(from input: Int32) {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = buffer.withUnsafeMutableBytes { Platform.read(input, $0.baseAddress!, $0.count) }
      if read == 0 { return finish(failure: nil) }
      if read < 0 {
        if Platform.errno == Platform.interrupted { continue }
        return finish(failure: "cannot read the input: \(Platform.errorMessage(Platform.errno))")
      }
      guard append(buffer[..<read]) else {
        return finish(failure: "cannot keep the input: \(Platform.errorMessage(Platform.errno))")
      }
      watcher?()
    }
  }

  /// Adds bytes at the end of the spool; false when they could not be written.
  private func append(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let spool else {
      lock.withLock {
        memory.append(contentsOf: bytes)
        written = memory.count
      }
      return true
    }
    let offset = count
    var done = 0
    let total = bytes.count
    let ok = bytes.withUnsafeBytes { raw -> Bool in
      while done < total {
        let wrote = pwriteAll(spool, raw.baseAddress! + done, total - done, offset + done)
        if wrote < 0 { return false }
        done += wrote
      }
      return true
    }
    if ok { lock.withLock { written = offset + total } }
    return ok
  }

  private func pwriteAll(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ offset: Int)
    -> Int
  {
    while true {
      let wrote = Platform.write(fd, bytes, count, at: offset)
      if wrote < 0 && Platform.errno == Platform.interrupted { continue }
      return wrote
    }
  }

  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress, offset >= 0 else { return 0 }
    let wanted = min(buffer.count, max(0, count - offset))
    guard wanted > 0 else { return 0 }
    guard let spool else {
      return lock.withLock {
        memory.withUnsafeBytes {
          base.copyMemory(from: $0.baseAddress! + offset, byteCount: wanted)
        }
        return wanted
      }
    }
    return Platform.readFully(spool, base, wanted, at: offset)
  }
}
