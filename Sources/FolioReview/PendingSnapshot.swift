import Foundation

/// A golden's pending version: the new text a snapshot test wrote beside the golden
/// (`<stem>.actual.txt` beside `<stem>.txt`) when the two differed or the golden was
/// missing, waiting to be accepted or rejected.
public struct PendingSnapshot: Hashable, Sendable {
  /// The golden file (which may not exist yet).
  public let golden: URL
  /// The pending version, beside the golden.
  public let pending: URL
  /// The golden's path as the review shows it: from the snapshots folder's own name,
  /// `snapshots/Suite/test.txt`.
  public let path: String

  /// How the name of a pending version ends, as `FolioTesting`'s `SnapshotStore` writes it.
  public static let suffix = ".actual.txt"

  /// The pending version `pending`, whose golden is `<stem>.txt` beside it; `path` is
  /// how the golden is named on screen.
  public init(pending: URL, path: String) {
    self.pending = pending
    let name = pending.lastPathComponent
    let stem = name.hasSuffix(Self.suffix) ? String(name.dropLast(Self.suffix.count)) : name
    golden = pending.deletingLastPathComponent().appendingPathComponent(stem + ".txt")
    self.path = path
  }

  /// Every pending version under `folder`, at any depth, sorted by path.
  ///
  /// - Throws: When `folder` cannot be read. A folder that does not exist holds none.
  public static func find(under folder: URL) throws -> [PendingSnapshot] {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
    else { return [] }
    let root = folder.standardizedFileURL
    let base = root.lastPathComponent
    var found: [PendingSnapshot] = []
    for relative in try files.subpathsOfDirectory(atPath: root.path).sorted()
    where relative.hasSuffix(suffix) {
      let pending = root.appendingPathComponent(relative)
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: pending.path, isDirectory: &isFolder), !isFolder.boolValue
      else { continue }
      let golden = String(relative.dropLast(suffix.count)) + ".txt"
      found.append(PendingSnapshot(pending: pending, path: base + "/" + golden))
    }
    return found
  }

  /// The golden's text, or nil when there is none yet.
  public func readGolden() -> String? {
    try? String(contentsOf: golden, encoding: .utf8)
  }

  /// The pending version's text.
  ///
  /// - Throws: When the file cannot be read.
  public func readPending() throws -> String {
    try String(contentsOf: pending, encoding: .utf8)
  }

  /// Accepts the pending version: its bytes replace the golden's — written to a temporary
  /// file beside the golden and renamed over it, so the golden is whole at every instant —
  /// and the pending file is deleted.
  ///
  /// - Throws: When the pending file cannot be read or the golden written; the pending
  ///   file is then left as it was.
  public func accept() throws {
    let bytes = try Data(contentsOf: pending)
    try bytes.write(to: golden, options: .atomic)
    try FileManager.default.removeItem(at: pending)
  }

  /// Rejects the pending version: the pending file is deleted, the golden untouched.
  ///
  /// - Throws: When the file cannot be deleted.
  public func reject() throws {
    try FileManager.default.removeItem(at: pending)
  }
}
