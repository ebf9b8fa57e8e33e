import Folio

/// The bytes of a file, read where a `TextDocument` asks for them: opening a gigabyte
/// reads nothing.
///
/// The size is taken when the file is opened and again by ``refresh()``, so a file that
/// grows (a log being written) shows its new lines when a pager follows it. On Linux,
/// ``watch(_:)`` is told of each write by the system (inotify), so a follower waits
/// without a timer; elsewhere it looks on one.
///
/// ```swift
/// let source = try FileByteSource(path: "server.log")
/// try await runPager(TextDocument(source: source, name: "server.log"))
/// ```
public final class FileByteSource: ByteSource, @unchecked Sendable {
  /// Why a file could not be opened.
  public struct OpenError: Error, CustomStringConvertible {
    /// The reason, for a person: `cannot read 'x': no such file`.
    public var description: String
  }

  /// The path opened.
  public let path: String
  private let fd: Int32
  private let lock = Lock()
  private var size: Int
  private var watcher: FileWatcher?

  /// Opens `path` for reading.
  ///
  /// - Throws: ``OpenError`` when the file is missing, a directory, or unreadable.
  public init(path: String) throws(OpenError) {
    self.path = path
    let fd: Int32
    switch Platform.openForReading(path) {
    case .success(let opened): fd = opened
    case .failure(let error):
      throw OpenError(description: "cannot read '\(path)': \(error.description)")
    }
    guard let status = Platform.fileStatus(fd) else {
      Platform.close(fd)
      throw OpenError(description: "cannot read '\(path)'")
    }
    guard status.kind != .directory else {
      Platform.close(fd)
      throw OpenError(description: "cannot read '\(path)': it is a directory")
    }
    self.fd = fd
    size = status.size
  }

  deinit {
    watcher?.stop()
    Platform.close(fd)
  }

  public var count: Int { lock.withLock { size } }
  /// A file has ended at its size; ``refresh()`` finds bytes written since.
  public var isComplete: Bool { true }

  public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress, offset >= 0 else { return 0 }
    let wanted = min(buffer.count, max(0, count - offset))
    return Platform.readFully(fd, base, wanted, at: offset)
  }

  public func refresh() {
    guard let status = Platform.fileStatus(fd) else { return }
    lock.withLock { size = max(size, status.size) }
  }

  @discardableResult
  public func watch(_ changed: (@Sendable () -> Void)?) -> Bool {
    let previous = lock.withLock { () -> FileWatcher? in
      defer { watcher = nil }
      return watcher
    }
    previous?.stop()
    guard let changed else { return true }
    guard let started = FileWatcher(path: path, changed: changed) else { return false }
    lock.withLock { watcher = started }
    return true
  }
}

/// Tells `changed`, on a thread of its own, each time the system says a file changed,
/// until ``stop()``: the thread blocks in `poll` on the system's notifications and a stop
/// pipe, so it costs nothing while the file stays as it is.
final class FileWatcher: @unchecked Sendable {
  // @unchecked: the descriptors are set once; `thread` is taken once, under `lock`.
  private let notifications: Int32
  private let stopPipe: (read: Int32, write: Int32)
  private let lock = Lock()
  private var thread: Platform.ThreadHandle?

  /// Starts watching `path`; nil where the system cannot tell of changes.
  init?(path: String, changed: @escaping @Sendable () -> Void) {
    guard let notifications = Platform.fileChangeDescriptor(path) else { return nil }
    guard let stopPipe = Platform.makePipe(nonBlocking: false) else {
      Platform.close(notifications)
      return nil
    }
    self.notifications = notifications
    self.stopPipe = stopPipe
    let stop = stopPipe.read
    thread = Platform.startThread {
      while true {
        guard let ready = Platform.waitForInput([notifications, stop], timeout: -1) else {
          if Platform.errno == Platform.interrupted { continue }
          return
        }
        if ready.isEmpty { continue }
        if ready[1].readable || ready[1].closed { return }
        if ready[0].closed { return }
        if ready[0].readable {
          Platform.drainFileChanges(notifications)
          changed()
        }
      }
    }
    if thread == nil {
      Platform.close(notifications)
      Platform.close(stopPipe.read)
      Platform.close(stopPipe.write)
      return nil
    }
  }

  /// Stops the thread and waits for it; closes the descriptors. Once is enough; later
  /// calls do nothing.
  func stop() {
    guard
      let running = lock.withLock({ () -> Platform.ThreadHandle? in
        defer { thread = nil }
        return thread
      })
    else { return }
    var byte: UInt8 = 1
    _ = Platform.write(stopPipe.write, &byte, 1)
    Platform.join(running)
    Platform.close(notifications)
    Platform.close(stopPipe.read)
    Platform.close(stopPipe.write)
  }

  deinit { stop() }
}
