import FolioReview
import FolioTesting
import Foundation
import Testing

/// `FOLIO_SNAPSHOT_RECORD=pending`: no golden is ever written; each golden that differs or
/// is missing gets its new version beside it, where the review finds it.
@Suite struct PendingRecordModeTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("folio-pending-\(UUID().uuidString)")
    .appendingPathComponent("snapshots")
  var store: SnapshotStore { SnapshotStore(directory: folder.appendingPathComponent("Suite")) }

  func read(_ name: String) -> String? {
    try? String(
      contentsOf: folder.appendingPathComponent("Suite").appendingPathComponent(name),
      encoding: .utf8)
  }

  @Test func writesPendingVersionsAndNeverAGolden() throws {
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    _ = store.check([("same.txt", "kept"), ("changed.txt", "old")], mode: .all, rerun: "r")
    let outcome = store.check(
      [("same.txt", "kept"), ("changed.txt", "new"), ("missing.styled.txt", "{bold}x{/}")],
      mode: .pending, rerun: "FOLIO_SNAPSHOT_RECORD=failed swift test")
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(message.contains("Snapshot does not match the golden"))
    #expect(message.contains("-old"))
    #expect(message.contains("+new"))
    #expect(message.contains("No golden at"))
    #expect(message.contains("The new version is pending in"))
    #expect(message.contains("To accept or reject it, review: swift run folio-review"))
    #expect(!message.contains("re-record"))
    #expect(read("same.txt") == "kept\n")
    #expect(read("same.actual.txt") == nil)
    #expect(read("changed.txt") == "old\n", "the golden is untouched")
    #expect(read("changed.actual.txt") == "new\n")
    #expect(read("missing.styled.txt") == nil, "no golden is written")
    #expect(read("missing.styled.actual.txt") == "{bold}x{/}\n")
    // The review finds exactly these, and takes their goldens to be the ones compared.
    let pending = try PendingSnapshot.find(under: folder)
    #expect(
      pending.map(\.path) == ["snapshots/Suite/changed.txt", "snapshots/Suite/missing.styled.txt"])
    #expect(pending.map(\.golden.lastPathComponent) == ["changed.txt", "missing.styled.txt"])
    // Once the test matches again, its pending version goes.
    #expect(store.check([("changed.txt", "old")], mode: .pending, rerun: "r") == .matched)
    #expect(read("changed.actual.txt") == nil)
  }

  @Test func theModeIsNamedInTheEnvironment() {
    #expect(SnapshotRecordMode.fromEnvironment(["FOLIO_SNAPSHOT_RECORD": "pending"]) == .pending)
    #expect(
      SnapshotRecordMode.fromEnvironment(["CI": "true", "FOLIO_SNAPSHOT_RECORD": "pending"])
        == .pending)
  }

  /// The store and the review agree on the names: a golden's pending version, and back.
  @Test(arguments: ["badge.txt", "badge.ansi16.styled.txt", "list.w40.transcript.txt"])
  func pendingNamesRoundTrip(golden: String) {
    let name = SnapshotStore.pendingName(of: golden)
    #expect(name.hasSuffix(PendingSnapshot.suffix))
    #expect(SnapshotStore.pendingSuffix == PendingSnapshot.suffix)
    let pending = PendingSnapshot(pending: URL(fileURLWithPath: "/s/Suite/" + name), path: "")
    #expect(pending.golden.path == "/s/Suite/" + golden)
  }
}
