import Foundation

/// The visual report of a test run's snapshot failures: one self-contained HTML file,
/// `report.html`, that shows every golden that failed in the run — expected and actual
/// side by side as a terminal shows them, colours and attributes drawn, wide characters
/// taking two cells, the cells that differ outlined — with the golden's path and the
/// command that re-records it. A missing golden shows the actual output alone.
///
/// A test's goldens report to `.build/folio-snapshots/report.html` at the package root —
/// the folder that holds `snapshots/` — or, when `FOLIO_SNAPSHOT_DIR` is set, in a
/// `.build/folio-snapshots` folder beside that folder. A failure message ends with the
/// report's path (`Visual report: …`).
///
/// **A run** is every test process started by one `swift test` (XCTest and Swift Testing
/// run in processes of their own; `--parallel` adds more): the processes of one run share
/// a parent, and `FOLIO_SNAPSHOT_RUN` names a run explicitly when set. The first snapshot
/// check of a new run clears the last run's failures and removes its report; each failure
/// is kept as a record named after its golden (the same failure again replaces it, and a
/// golden that passes or is recorded drops its record), and the report is written again
/// from all records, sorted by golden path, under a lock that holds across threads and
/// processes. A run without failures leaves no report. For the same failures the report
/// is the same, byte for byte.
public struct SnapshotReport: Sendable {
  /// The folder of the report and its records (`.build/folio-snapshots`).
  public let directory: URL

  /// The run this process's checks belong to.
  let run: SnapshotRun

  /// A report kept in `directory`.
  public init(directory: URL) {
    self.init(directory: directory, run: .current)
  }

  /// The report of the goldens kept under `snapshotsFolder` (a package's `snapshots/`
  /// folder, or `FOLIO_SNAPSHOT_DIR`): `.build/folio-snapshots` in the folder that holds it.
  public init(snapshotsFolder: URL) {
    self.init(
      directory: snapshotsFolder.deletingLastPathComponent().appendingPathComponent(".build")
        .appendingPathComponent("folio-snapshots"))
  }

  init(directory: URL, run: SnapshotRun) {
    self.directory = directory
    self.run = run
  }

  /// The HTML file: it exists while the run has failures.
  public var file: URL { directory.appendingPathComponent("report.html") }

  /// The folder golden paths are shown relative to: the one that holds `.build`.
  var root: URL { directory.deletingLastPathComponent().deletingLastPathComponent() }

  /// One record per failed golden.
  var recordsFolder: URL { directory.appendingPathComponent("failures") }

  /// Which run the records belong to.
  var runFile: URL { directory.appendingPathComponent("run") }

  var lock: FileLock { FileLock(path: directory.appendingPathComponent("lock").path) }

  /// Up to this many records the report is written again at each change; beyond, once
  /// more when the process exits, so a run that fails thousands of goldens stays linear.
  static let immediateLimit = 48

  /// One golden that failed: what it holds (nil when missing) and what was rendered.
  struct Failure {
    var golden: URL
    var expected: String?
    var actual: String
    var actualFile: URL
    var rerun: String
  }

  /// Brings the report up to date after `goldens` were checked, `failures` of them failed:
  /// records the failures, drops the records of goldens that no longer fail, and writes
  /// the report again. Returns the report's file when there were failures.
  @discardableResult
  func update(checked goldens: [URL], failures: [Failure]) -> URL? {
    run.begin(self)
    let failed = Set(failures.map { recordFile(for: $0.golden) })
    let cleared = goldens.map { recordFile(for: $0) }.filter { record in
      !failed.contains(record) && FileManager.default.fileExists(atPath: record.path)
    }
    guard !failures.isEmpty || !cleared.isEmpty else { return nil }
    // Drawn before the lock is taken: the lock only guards the files.
    let records = failures.map { failure in
      (recordFile(for: failure.golden), record(of: failure))
    }
    lock.withLock {
      try? FileManager.default.createDirectory(
        at: recordsFolder, withIntermediateDirectories: true)
      for record in cleared { try? FileManager.default.removeItem(at: record) }
      for (url, text) in records { try? Data(text.utf8).write(to: url, options: .atomic) }
      let count =
        (try? FileManager.default.contentsOfDirectory(atPath: recordsFolder.path))?
        .count ?? 0
      if count <= SnapshotReport.immediateLimit {
        writeReport()
      } else {
        SnapshotRun.writeAtExit(self)
      }
    }
    return failures.isEmpty ? nil : file
  }

  /// Clears the records and the report of an earlier run. Call holding the lock.
  func clearEarlierRun(keeping id: String) {
    let earlier = try? String(contentsOf: runFile, encoding: .utf8)
    guard earlier != id else { return }
    try? FileManager.default.removeItem(at: recordsFolder)
    try? FileManager.default.removeItem(at: file)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? Data(id.utf8).write(to: runFile, options: .atomic)
  }

  /// Writes the report from every record, sorted by golden path, or removes it when there
  /// are none. Call holding the lock.
  func writeReport() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: recordsFolder.path)) ?? []
    var sections: [SnapshotReportHTML.Section] = []
    for name in names where name.hasSuffix(".record") {
      guard
        let text = try? String(
          contentsOf: recordsFolder.appendingPathComponent(name), encoding: .utf8),
        let section = SnapshotReportHTML.Section(record: text)
      else { continue }
      sections.append(section)
    }
    guard !sections.isEmpty else {
      try? FileManager.default.removeItem(at: file)
      return
    }
    sections.sort { ($0.path, $0.body) < ($1.path, $1.body) }
    try? Data(SnapshotReportHTML.page(sections).utf8).write(to: file, options: .atomic)
  }

  /// The path a golden is shown by: relative to the package root when inside it.
  func shownPath(of golden: URL) -> String {
    let path = golden.standardizedFileURL.path
    let base = root.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The record of `failure`: its section of the report, drawn once.
  func record(of failure: Failure) -> String {
    SnapshotReportHTML.section(
      of: failure, shownPath: shownPath(of: failure.golden),
      shownActualPath: shownPath(of: failure.actualFile)
    ).record
  }

  /// The record file of a golden, named after its path so the same failure replaces itself.
  func recordFile(for golden: URL) -> URL {
    recordsFolder.appendingPathComponent(SnapshotReport.recordName(shownPath(of: golden)))
  }

  /// A file name for a golden's path: `%` and `/` escaped; a long path is cut and ends in
  /// a hash of the whole, so the name stays under the usual 255-byte limit.
  static func recordName(_ path: String) -> String {
    let escaped = path.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "/", with: "%2F")
    guard escaped.utf8.count > 180 else { return escaped + ".record" }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    let head = String(decoding: Array(escaped.utf8.prefix(160)), as: UTF8.self)
    return head + "-" + String(repeating: "0", count: 16 - hex.count) + hex + ".record"
  }
}
