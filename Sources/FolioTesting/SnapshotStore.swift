import Foundation

/// Golden files on disk: finding them, comparing them with fresh output, recording them.
///
/// ``assertSnapshot(of:width:height:colorMode:environment:named:transcript:record:filePath:function:line:column:file:)``
/// is built on this; use it directly to check snapshots of anything that renders to text.
public struct SnapshotStore: Sendable {
  /// The folder this store's goldens live in (`snapshots/<suite>`).
  public let directory: URL

  /// A store for the goldens in `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The store for tests in `filePath`: `snapshots/<file stem>` under the package root
  /// (the nearest folder above the file that holds `Package.swift`), or under
  /// `FOLIO_SNAPSHOT_DIR` when that is set.
  public static func forTestFile(
    _ filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SnapshotStore {
    let file = URL(fileURLWithPath: filePath)
    let stem = file.deletingPathExtension().lastPathComponent
    if let override = environment["FOLIO_SNAPSHOT_DIR"], !override.isEmpty {
      return SnapshotStore(
        directory: URL(fileURLWithPath: override).appendingPathComponent(stem))
    }
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return SnapshotStore(
          directory: folder.appendingPathComponent("snapshots").appendingPathComponent(stem))
      }
      folder = folder.deletingLastPathComponent()
    }
    return SnapshotStore(
      directory: file.deletingLastPathComponent().appendingPathComponent("snapshots")
        .appendingPathComponent(stem))
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
  public func check(
    _ files: [(name: String, text: String)], mode: SnapshotRecordMode, rerun: String
  )
    -> Outcome
  {
    var recorded: [String] = []
    var failures: [String] = []
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
    if !failures.isEmpty { return .failed(failures.joined(separator: "\n\n")) }
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
