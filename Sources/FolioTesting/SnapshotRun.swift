import Foundation

/// The test run a process's snapshot checks belong to (see ``SnapshotReport`` for what a
/// run is): the first check of a process, for each report, clears what an earlier run left.
final class SnapshotRun: @unchecked Sendable {
  /// This process's run.
  static let current = SnapshotRun(id: currentSnapshotRunIdentity())

  /// Names the run; processes of one run share it.
  let id: String

  private let lock = NSLock()
  /// The report folders this process has begun.
  private var begun = Set<String>()

  init(id: String) {
    self.id = id
  }

  /// Clears what an earlier run left in `report`'s folder, once per folder and process.
  /// Other threads wait until it is done, so none records a failure that is then cleared.
  func begin(_ report: SnapshotReport) {
    lock.lock()
    defer { lock.unlock() }
    guard begun.insert(report.directory.standardizedFileURL.path).inserted else { return }
    try? FileManager.default.createDirectory(
      at: report.directory, withIntermediateDirectories: true)
    report.lock.withLock { report.clearEarlierRun(keeping: id) }
  }

  /// The reports to write when the process exits.
  private static let pending = PendingReports()

  /// Writes `report` when the process exits (see ``SnapshotReport/immediateLimit``).
  static func writeAtExit(_ report: SnapshotReport) {
    if pending.add(report) {
      atProcessExit { SnapshotRun.pending.writeAll() }
    }
  }

  /// Reports waiting for the process to exit.
  private final class PendingReports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [String: SnapshotReport] = [:]
    private var registered = false

    /// Adds `report`; true the first time anything is added (register the exit handler).
    func add(_ report: SnapshotReport) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      reports[report.directory.standardizedFileURL.path] = report
      defer { registered = true }
      return !registered
    }

    func writeAll() {
      lock.lock()
      let all = reports.values
      reports = [:]
      lock.unlock()
      for report in all { report.lock.withLock { report.writeReport() } }
    }
  }
}
