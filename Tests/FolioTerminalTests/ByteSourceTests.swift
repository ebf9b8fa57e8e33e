import Folio
import Foundation
import Testing

@testable import FolioTerminal

/// The sources a pager reads: a file, read where asked and looked at again when it grows,
/// and a pipe, kept in a temporary file as it arrives.
@Suite struct ByteSourceTests {
  @Test func aPipeIsSpooledAsItArrivesAndEnds() async throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    let spool = StandardInputSpool(fileDescriptor: pipe.read)
    let writer = TerminalWriter(fileDescriptor: pipe.write)
    try writer.write("first line\n")
    try await waitUntil { spool.count == 11 }
    #expect(!spool.isComplete)
    #expect(spool.bytes(in: 0..<5) == Array("first".utf8))
    // A megabyte more, then the end.
    let block = String(repeating: "0123456789abcdef", count: 65_536)
    try writer.write(block)
    Platform.close(pipe.write)
    try await waitUntil { spool.isComplete }
    #expect(spool.count == 11 + block.utf8.count)
    #expect(spool.bytes(in: (spool.count - 4)..<spool.count) == Array("cdef".utf8))
    #expect(spool.failure == nil)
    Platform.close(pipe.read)
  }

  @Test func aFileThatGrowsIsSeenToGrowOnRefresh() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("folio-source-\(UUID().uuidString).txt")
    try Data("one\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let source = try FileByteSource(path: url.path)
    #expect(source.count == 4)
    let handle = try FileHandle(forWritingTo: url)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("two\n".utf8))
    try handle.close()
    #expect(source.count == 4)
    source.refresh()
    #expect(source.count == 8)
    #expect(source.bytes(in: 4..<8) == Array("two\n".utf8))
    #expect(source.bytes(in: 6..<100) == Array("o\n".utf8))
    #expect(source.bytes(in: 100..<200).isEmpty)
  }

  @Test func directoriesAndMissingFilesAreRefusedWithTheReason() {
    #expect {
      _ = try FileByteSource(path: NSTemporaryDirectory())
    } throws: { "\($0)".hasSuffix("it is a directory") }
    #expect {
      _ = try FileByteSource(path: "/nonexistent/folio.txt")
    } throws: { "\($0)" == "cannot read '/nonexistent/folio.txt': no such file" }
  }

  /// Polls `condition` every 5 ms for up to 5 seconds.
  #if os(Linux)
    @Test func aWatchedFileTellsOfEachWriteWithoutBeingAsked() async throws {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("folio-watch-\(UUID().uuidString).txt")
      try Data("one\n".utf8).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      let source = try FileByteSource(path: url.path)
      let told = Told()
      #expect(source.watch { told.add() })
      let handle = try FileHandle(forWritingTo: url)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("two\n".utf8))
      try await waitUntil { told.count > 0 }
      source.refresh()
      #expect(source.count == 8, "told, the source finds the bytes written")
      // Stopped: the watcher's thread is joined (a stop that never returned would hang here).
      #expect(source.watch(nil))
      try handle.close()
    }

    /// How many times a watcher was told.
    private final class Told: @unchecked Sendable {
      // @unchecked: `value` is guarded by `lock`.
      private let lock = Lock()
      private var value = 0
      func add() { lock.withLock { value += 1 } }
      var count: Int { lock.withLock { value } }
    }
  #endif

  @Test func aSourceThatCannotTellSaysSo() {
    let told = SilentSource().watch { _ = 0 }
    #expect(!told)
  }

  @Test func bytesInMemoryCanTell() {
    let told = MemoryByteSource([]).watch { _ = 0 }
    #expect(told)
  }

  /// A source of a program's own that does not say when it grows.
  private final class SilentSource: ByteSource {
    var count: Int { 0 }
    var isComplete: Bool { false }
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int { 0 }
  }

  private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<1_000 where !condition() {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(condition())
  }
}
