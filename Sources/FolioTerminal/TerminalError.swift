/// Why a terminal operation failed.
public enum TerminalError: Error, Hashable, Sendable {
  /// Neither standard input nor `/dev/tty` is a terminal, so there is nothing to drive.
  case notATerminal
  /// Another ``TerminalSession`` is already active in this process.
  case alreadyActive
  /// A system call failed; `errno` says why.
  case systemCall(String, errno: Int32)
}
