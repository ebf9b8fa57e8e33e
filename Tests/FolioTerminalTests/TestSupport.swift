import Folio

@testable import FolioTerminal

/// A pseudo-terminal pair for tests: the device side is what a program sees as its
/// terminal, the controller side is what a terminal emulator would read and write.
final class PseudoTerminal {
  let controller: Int32
  let device: Int32

  /// Whether this system can open one; tests that need it are skipped otherwise.
  static let isAvailable: Bool = PseudoTerminal() != nil

  init?() {
    guard let pair = Platform.openPseudoTerminal() else { return nil }
    controller = pair.controller
    device = pair.device
  }

  deinit {
    Platform.close(device)
    Platform.close(controller)
  }

  var attributes: Platform.Termios? { Platform.attributes(of: device) }

  /// Reads what the program wrote until `count` bytes arrived, or nothing more came for
  /// two seconds (a safety bound for a failing test, not a timing assertion).
  func readOutput(count: Int) -> [UInt8] {
    readBytes(from: controller, count: count)
  }

  /// Types `bytes` as if on the keyboard.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { Platform.write(controller, $0.baseAddress!, $0.count) }
  }
}

/// Reads from `fd` until `count` bytes arrived or two seconds pass with nothing new.
func readBytes(from fd: Int32, count: Int) -> [UInt8] {
  var collected: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while collected.count < count {
    guard let ready = Platform.waitForInput([fd], timeout: 2000), ready.first?.readable == true
    else { break }
    let read = buffer.withUnsafeMutableBytes {
      Platform.read(fd, $0.baseAddress!, min($0.count, count - collected.count))
    }
    guard read > 0 else { break }
    collected += buffer[..<read]
  }
  return collected
}

/// Collects everything written to a pipe on a separate thread, until end of file.
final class PipeDrain: @unchecked Sendable {
  // @unchecked: `bytes` is written only by the drain thread and read only after `finish`
  // joined it.
  private var bytes: [UInt8] = []
  private var thread: Platform.ThreadHandle?

  init(reading fd: Int32) {
    thread = Platform.startThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = buffer.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress!, $0.count) }
        if count > 0 {
          bytes += buffer[..<count]
        } else if count < 0 && Platform.errno == Platform.interrupted {
          continue
        } else if count < 0 && Platform.errno == Platform.wouldBlock {
          _ = Platform.waitForInput([fd], timeout: -1)
        } else {
          return
        }
      }
    }
  }

  /// Waits for end of file and returns everything read.
  func finish() -> [UInt8] {
    if let thread { Platform.join(thread) }
    thread = nil
    return bytes
  }
}

/// Takes the next event, or nil when the stream ended.
func nextEvent(_ iterator: inout AsyncStream<TerminalEvent>.Iterator) async -> TerminalEvent? {
  await iterator.next()
}

/// A count added to from other threads (a ticker's, a timeout's) and read from the test's.
final class ThreadCount: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
