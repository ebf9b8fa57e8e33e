import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// FolioTesting's system calls: the snapshot report's lock, which must hold across the
// processes a test run may use (XCTest and Swift Testing run apart), and the identity of
// the run a process belongs to.

/// An exclusive lock on a file, `flock(2)`, held across threads and processes alike: each
/// holder opens the file itself, and locks on two open files exclude each other even
/// within one process. Where the file cannot be opened, only this process's threads are
/// kept apart.
struct FileLock {
  /// The lock file; created when missing, never removed (removing it would let two
  /// holders lock two different files).
  let path: String

  /// Threads of this process, for when the file cannot be opened.
  private static let threads = NSLock()

  /// Runs `body` holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    FileLock.threads.lock()
    defer { FileLock.threads.unlock() }
    let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    defer { _ = flock(descriptor, LOCK_UN) }
    return try body()
  }
}

/// The test run this process belongs to, by the process that started it: `swift test`
/// starts the XCTest and the Swift Testing processes (and `--parallel` workers) itself, so
/// they share a parent, and the next `swift test` is another parent. The parent's start
/// time (from `/proc` where there is one) tells a reused process id apart. A process whose
/// parent is `init` (orphaned, or started by launchd) is a run of its own.
/// `FOLIO_SNAPSHOT_RUN`, when set, names the run instead, for scripts that run several
/// test commands into one report.
func currentSnapshotRunIdentity(
  environment: [String: String] = ProcessInfo.processInfo.environment
) -> String {
  if let named = environment["FOLIO_SNAPSHOT_RUN"], !named.isEmpty { return "named " + named }
  let parent = getppid()
  if parent > 1 { return "parent \(parent) \(processStartTime(parent))" }
  let own = getpid()
  return "process \(own) \(processStartTime(own))"
}

/// When process `id` started, in clock ticks since boot (field 22 of `/proc/<id>/stat`);
/// empty where there is no `/proc`.
private func processStartTime(_ id: pid_t) -> String {
  guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
    let endOfName = stat.lastIndex(of: ")")
  else { return "" }
  // After the name: state is field 3, start time field 22.
  let fields = stat[stat.index(after: endOfName)...].split(separator: " ")
  return fields.count > 19 ? String(fields[19]) : ""
}

/// Runs `body` when the process exits normally (`atexit`).
func atProcessExit(_ body: @escaping @convention(c) () -> Void) {
  atexit(body)
}
