/// Why a terminal operation failed.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither standard input nor `/dev/tty` is a terminal, so there is nothing to drive.
  case notATerminal
  /// Another ``TerminalSession`` is already active in this process.
  case alreadyActive
  /// A system call failed; `errno` says why.
  case systemCall(String, errno: Int32)

  /// What went wrong, for a person: `write failed: No space left on device`.
  public var description: String {
    switch self {
    case .notATerminal: "not a terminal: neither standard input nor /dev/tty is one"
    case .alreadyActive: "another terminal session is already active"
    case .systemCall(let call, let errno):
      errno == 0
        ? "\(call) failed" : "\(call) failed: \(Platform.errorMessage(errno))"
    }
  }
}
