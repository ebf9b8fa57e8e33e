import Folio

/// The bytes of a file, read where a `TextDocument` asks for them: opening a gigabyte
/// reads nothing.
///
/// The size is taken when the file is opened and again by ``refresh()``, so a file that
/// grows (a log being written) shows its new lines when a pager follows it.
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
}
