import FolioTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the demo asks of the system itself, from the C library and FolioTerminal rather than
/// Foundation: importing Foundation would add its own start-up to every run (the pager's
/// first page among them).
enum System {
  /// Ends the process with `status`.
  static func exit(_ status: Int32) -> Never {
    MainLoop.exit(status)
  }

  /// Writes `text` to standard error, as much of it as the descriptor takes.
  static func writeError(_ text: String) {
    try? TerminalWriter(fileDescriptor: 2).write(text)
  }

  /// A file that could not be written.
  struct WriteError: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes `text` to the file at `path`, created or emptied first.
  static func writeFile(_ path: String, _ text: String) throws(WriteError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw WriteError(description: "cannot write '\(path)'") }
    let written = (try? TerminalWriter(fileDescriptor: fd).write(text)) != nil
    guard close(fd) == 0, written else { throw WriteError(description: "cannot write '\(path)'") }
  }
}
