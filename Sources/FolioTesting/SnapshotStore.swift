import Foundation

/// Golden files on disk: finding them, comparing them with fresh output, recording them.
///
/// ``assertSnapshot(of:width:height:colorMode:environment:named:transcript:record:filePath:function:line:column:file:)``
/// is built on this; use it directly to check snapshots of anything that renders to text.
public struct SnapshotStore: Sendable {
  /// The folder this store's goldens live in (`snapshots/<suite>`).
  public let directory: URL

  /// Where failures are drawn for a person to look at (see ``SnapshotReport``); nil for
  /// none.
  public let report: SnapshotReport?

  /// A store for the goldens in `directory`, its failures drawn in `report` when given.
  public init(directory: URL, report: SnapshotReport? = nil) {
    self.directory = directory
    self.report = report
  }

  /// The store for tests in `filePath`: `snapshots/<file stem>` under the package root
  /// (the nearest folder above the file that holds `Package.swift`), or under
  /// `FOLIO_SNAPSHOT_DIR` when that is set; its failures are drawn in the
  /// ``SnapshotReport`` beside that folder, `.build/folio-snapshots/report.html`.
  public static func forTestFile(
    _ filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SnapshotStore {
    let file = URL(fileURLWithPath: filePath)
    let stem = file.deletingPathExtension().lastPathComponent
    if let override = environment["FOLIO_SNAPSHOT_DIR"], !override.isEmpty {
      let snapshots = URL(fileURLWithPath: override)
      return SnapshotStore(
        directory: snapshots.appendingPathComponent(stem),
        report: SnapshotReport(snapshotsFolder: snapshots))
    }
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        let snapshots = folder.appendingPathComponent("snapshots")
        return SnapshotStore(
          directory: snapshots.appendingPathComponent(stem),
          report: SnapshotReport(snapshotsFolder: snapshots))
      }
      folder = folder.deletingLastPathComponent()
    }
    let snapshots = file.deletingLastPathComponent().appendingPathComponent("snapshots")
    return SnapshotStore(
      directory: snapshots.appendingPathComponent(stem),
      report: SnapshotReport(snapshotsFolder: snapshots))
  }

  /// What came of checking one snapshot.
  public enum Outcome: Equatable, Sendable {
    /// Every file matched its golden.
    case matched
    /// Goldens were written; the message says which (a test should fail so they get
    /// reviewed).
    case recorded(String)
    /// A golden differs or is missing; the message holds paths, a diff and how to re-record.
    case failed(String)
  }

  /// Compares `files` (file name → fresh text) with the goldens, recording per `mode`.
  /// `rerun` is the command a person would run to re-record, shown in failure messages.
  /// With a ``report``, the goldens that fail are drawn in it and the message ends with
  /// its path; those that pass or are recorded leave it.
  public func check(
    _ files: [(name: String, text: String)], mode: SnapshotRecordMode, rerun: String
  )
    -> Outcome
  {
    var recorded: [String] = []
    var failures: [String] = []
    var reported: [SnapshotReport.Failure] = []
    for (name, text) in files {
      let golden = directory.appendingPathComponent(name)
      let contents = text + "\n"
      let existing = try? String(contentsOf: golden, encoding: .utf8)
      let actualURL = golden.deletingPathExtension().appendingPathExtension("actual.txt")
      if existing == contents {
        try? FileManager.default.removeItem(at: actualURL)
        continue
      }
      let shouldRecord: Bool
      switch mode {
      case .all: shouldRecord = true
      case .failed: shouldRecord = true
      case .missing: shouldRecord = existing == nil
      case .never, .pending: shouldRecord = false
      }
      if shouldRecord {
        do {
          try write(contents, to: golden)
          try? FileManager.default.removeItem(at: actualURL)
          recorded.append(golden.path)
        } catch {
          failures.append("Could not write the golden \(golden.path): \(error)")
        }
        continue
      }
      try? write(contents, to: actualURL)
      reported.append(
        SnapshotReport.Failure(
          golden: golden,
          expected: existing.map { String($0.dropLast($0.hasSuffix("\n") ? 1 : 0)) },
          actual: text, actualFile: actualURL, rerun: rerun))
      if let existing {
        let diff = unifiedDiff(
          expected: String(existing.dropLast(existing.hasSuffix("\n") ? 1 : 0)), actual: text,
          expectedName: golden.path, actualName: actualURL.path)
        failures.append(
          mode == .pending
            ? """
            Snapshot does not match the golden \(golden.path)
            \(diff)
            The new version is pending in \(actualURL.path)
            To accept or reject it, review: \(Self.reviewCommand)
            """
            : """
            Snapshot does not match the golden \(golden.path)
            \(diff)
            The actual output was written to \(actualURL.path)
            To accept it, re-record: \(rerun)
            """)
      } else if mode == .pending {
        failures.append(
          """
          No golden at \(golden.path) (record mode: pending).
          The new golden is pending in \(actualURL.path)
          To accept or reject it, review: \(Self.reviewCommand)
          """)
      } else {
        failures.append(
          """
          No golden at \(golden.path) (record mode: \(mode.rawValue)).
          The actual output was written to \(actualURL.path)
          To record it, run: \(rerun)
          """)
      }
    }
    let visual = report?.update(
      checked: files.map { directory.appendingPathComponent($0.name) }, failures: reported)
    if !failures.isEmpty {
      return .failed(
        failures.joined(separator: "\n\n") + (visual.map { "\nVisual report: " + $0.path } ?? ""))
    }
    if !recorded.isEmpty {
      return .recorded(
        "Recorded \(recorded.count == 1 ? "a golden" : "\(recorded.count) goldens"); "
          + "review and commit:\n" + recorded.joined(separator: "\n"))
    }
    return .matched
  }

  /// The file name of the pending version of the golden `name` — its last extension
  /// replaced by `.actual.txt` — written beside the golden when it differs or is missing
  /// and is not recorded: `badge.txt` → `badge.actual.txt`, `badge.ansi16.styled.txt` →
  /// `badge.ansi16.styled.actual.txt`. Never a golden itself; deleted once the golden
  /// matches or is recorded. `folio-review` takes the golden of `<stem>.actual.txt` to be
  /// `<stem>.txt`, as every golden `assertSnapshot` writes is.
  public static func pendingName(of name: String) -> String {
    let file = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
    guard let dot = name[file...].lastIndex(of: "."), dot != file else {
      return name + pendingSuffix
    }
    return name[..<dot] + pendingSuffix
  }

  /// How the name of a pending version ends: `.actual.txt`.
  public static let pendingSuffix = ".actual.txt"

  /// The command that reviews pending versions, as failures in ``SnapshotRecordMode/pending``
  /// name it.
  public static let reviewCommand = "swift run folio-review"

  private func write(_ contents: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url, options: .atomic)
  }
}
