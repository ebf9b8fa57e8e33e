/// When a snapshot assertion writes golden files.
///
/// Chosen, in order, by a ``SnapshotRecordingTrait`` on the test or its suite, by the
/// `FOLIO_SNAPSHOT_RECORD` environment variable (`missing`, `all`, `failed`, `never`,
/// `pending`), and
/// otherwise by where the tests run: ``never`` when `CI` is `true` or `1` — continuous
/// integration never writes a golden — and ``missing`` everywhere else.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Record goldens that do not exist yet (and fail, so the new files get reviewed);
  /// compare the rest.
  case missing
  /// Write every golden whose file is missing or differs (and fail, so the changes get
  /// reviewed). A golden that already matches is left as it is: rewriting it would write
  /// the same bytes. For files on disk this equals ``failed``; the two differ only in
  /// intent, kept apart so a test's trait says what its author meant.
  case all
  /// Rewrite the goldens that do not match (and fail); record missing ones.
  case failed
  /// Never write: a missing golden is a failure.
  case never
  /// Never write a golden: the new version of every golden that differs or is missing is
  /// written beside it as its pending version, ``SnapshotStore/pendingName(of:)``
  /// (`<stem>.actual.txt`), and the test fails. `swift run folio-review` then shows each
  /// pending version against its golden, to accept or reject one by one.
  case pending

  /// The mode the environment asks for (see the type's documentation).
  public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode {
    if let value = environment["FOLIO_SNAPSHOT_RECORD"]?.lowercased(),
      let mode = SnapshotRecordMode(rawValue: value)
    {
      return mode
    }
    let ci = environment["CI"]?.lowercased()
    return ci == "true" || ci == "1" ? .never : .missing
  }
}
