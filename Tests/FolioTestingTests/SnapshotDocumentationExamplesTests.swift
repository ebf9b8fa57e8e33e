import Folio
import FolioTesting
import Foundation
import Testing

// The code samples of the FolioTesting catalogue (Sources/FolioTesting/FolioTesting.docc),
// copied verbatim. Their goldens are in snapshots/SnapshotDocumentationExamplesTests.

// MARK: FolioTesting.md

struct Badge: View {
  var label: String
  var body: some View { Text(label).bold().border(.plain) }
}

// The samples are wrapped in a suite so that `swift test --filter DocumentationExamples`
// runs them.
@Suite struct SnapshotDocumentationExamplesTests {
  // FolioTesting.md, then SnapshotTesting.md

  @Test func badge() {
    assertSnapshot(of: Badge(label: "new"), width: 9, colorMode: .ansi16)
  }

  @Test(arguments: ["new", "beta"]) func badgeLabels(label: String) {
    assertSnapshot(of: Badge(label: label), width: 10, named: label)
  }

  @Test func badgeAtEveryWidth() {
    assertSnapshots(of: Badge(label: "wrapping label"), widths: [6, 10, 20])
  }

  @Suite(.snapshotRecording(.never)) struct ReleaseBadgeTests {
    @Test func badge() {
      assertSnapshot(of: Badge(label: "v1.0"), width: 10)
    }
  }

  @Test func storeRecordsThenMatches() throws {
    let goldens = FileManager.default.temporaryDirectory
      .appendingPathComponent("folio-docs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: goldens) }

    let store = SnapshotStore(directory: goldens)
    let outcome = store.check(
      [(name: "report.txt", text: "3 passed, 1 failed")], mode: .missing,
      rerun: "swift test --filter ReportTests")
    // .recorded(…) the first time, .matched afterwards

    guard case .recorded = outcome else {
      Issue.record("expected the first check to record, got \(outcome)")
      return
    }
    let golden = goldens.appendingPathComponent("report.txt")
    #expect(try String(contentsOf: golden, encoding: .utf8) == "3 passed, 1 failed\n")
    let again = store.check(
      [(name: "report.txt", text: "3 passed, 1 failed")], mode: .missing,
      rerun: "swift test --filter ReportTests")
    #expect(again == .matched)
  }

  @Test func goldenNamesFollowTheDocumentedScheme() throws {
    let folder = SnapshotStore.forTestFile(#filePath).directory
    #expect(folder.lastPathComponent == "SnapshotDocumentationExamplesTests")
    let names = try Set(FileManager.default.contentsOfDirectory(atPath: folder.path))
    let documented: Set = [
      "badge.ansi16.txt", "badge.ansi16.styled.txt", "badgeLabels.new.txt",
      "badgeLabels.beta.txt", "badgeAtEveryWidth.w6.txt", "badgeAtEveryWidth.w10.txt",
      "badgeAtEveryWidth.w20.txt",
    ]
    #expect(documented.isSubset(of: names))
  }
}
