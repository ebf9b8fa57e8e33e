import Folio
import Foundation
import Testing

@testable import FolioTesting

@Suite struct SnapshotStoreTests {
  /// A fresh, empty folder for one test's goldens.
  func temporaryStore() -> SnapshotStore {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("folio-snapshots-\(UUID().uuidString)")
    return SnapshotStore(directory: folder)
  }

  func read(_ store: SnapshotStore, _ name: String) -> String? {
    try? String(contentsOf: store.directory.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func missingGoldenIsRecordedAndReported() {
    let store = temporaryStore()
    let outcome = store.check([("a.txt", "hello  ")], mode: .missing, rerun: "rerun")
    guard case .recorded(let message) = outcome else {
      Issue.record("expected a recording, got \(outcome)")
      return
    }
    #expect(message.contains("a.txt"))
    #expect(read(store, "a.txt") == "hello  \n")
    #expect(store.check([("a.txt", "hello  ")], mode: .missing, rerun: "rerun") == .matched)
  }

  /// Under CI no golden is written; the actual output is, beside it, as the docs say.
  @Test func ciModeNeverWritesAGoldenAndFailsOnAMissingOne() {
    let store = temporaryStore()
    let outcome = store.check([("a.txt", "x")], mode: .never, rerun: "RECORD=1 swift test")
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(message.contains("No golden at"))
    #expect(message.contains("RECORD=1 swift test"))
    #expect(read(store, "a.txt") == nil)
    #expect(read(store, "a.actual.txt") == "x\n")
  }

  @Test func mismatchShowsPathDiffActualAndCommand() {
    let store = temporaryStore()
    _ = store.check([("b.txt", "one\ntwo\nthree")], mode: .all, rerun: "r")
    let outcome = store.check([("b.txt", "one\n2\nthree")], mode: .missing, rerun: "re-record me")
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(message.contains(store.directory.appendingPathComponent("b.txt").path))
    #expect(message.contains("-two"))
    #expect(message.contains("+2"))
    #expect(message.contains(" one"))
    #expect(message.contains("b.actual.txt"))
    #expect(message.contains("re-record me"))
    #expect(read(store, "b.txt") == "one\ntwo\nthree\n")
    #expect(read(store, "b.actual.txt") == "one\n2\nthree\n")
  }

  @Test func failedModeRewritesOnlyWhatDiffers() {
    let store = temporaryStore()
    _ = store.check([("c.txt", "same"), ("d.txt", "old")], mode: .all, rerun: "r")
    let outcome = store.check([("c.txt", "same"), ("d.txt", "new")], mode: .failed, rerun: "r")
    guard case .recorded(let message) = outcome else {
      Issue.record("expected a recording, got \(outcome)")
      return
    }
    #expect(message.contains("d.txt"))
    #expect(!message.contains("c.txt"))
    #expect(read(store, "d.txt") == "new\n")
  }

  @Test func trailingSpacesAndBlankLinesAreSignificant() {
    let store = temporaryStore()
    _ = store.check([("e.txt", "a \n\n")], mode: .all, rerun: "r")
    #expect(store.check([("e.txt", "a \n\n")], mode: .never, rerun: "r") == .matched)
    #expect(store.check([("e.txt", "a\n\n")], mode: .never, rerun: "r") != .matched)
    #expect(store.check([("e.txt", "a \n")], mode: .never, rerun: "r") != .matched)
  }

  @Test func recordModeComesFromTheEnvironment() {
    #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
    #expect(SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
    #expect(SnapshotRecordMode.fromEnvironment(["CI": "1"]) == .never)
    #expect(SnapshotRecordMode.fromEnvironment(["CI": "false"]) == .missing)
    #expect(
      SnapshotRecordMode.fromEnvironment(["CI": "true", "FOLIO_SNAPSHOT_RECORD": "all"]) == .all)
    #expect(SnapshotRecordMode.fromEnvironment(["FOLIO_SNAPSHOT_RECORD": "FAILED"]) == .failed)
    #expect(SnapshotRecordMode.fromEnvironment(["FOLIO_SNAPSHOT_RECORD": "bogus"]) == .missing)
  }

  @Test func goldensLiveUnderThePackageRoot() {
    let store = SnapshotStore.forTestFile(#filePath, environment: [:])
    #expect(store.directory.path.hasSuffix("/snapshots/SnapshotStoreTests"))
    let root = store.directory.deletingLastPathComponent().deletingLastPathComponent()
    #expect(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
    let overridden = SnapshotStore.forTestFile(
      "/x/Tests/Foo/BarTests.swift", environment: ["FOLIO_SNAPSHOT_DIR": "/tmp/golden"])
    #expect(overridden.directory.path == "/tmp/golden/BarTests")
  }

  @Test func testNamesDropTheArgumentList() {
    #expect(testName("layout(width:)") == "layout")
    #expect(testName("header()") == "header")
  }

  @Test func aNameUsedTwiceIsRefused() {
    let names = SnapshotNames()
    #expect(names.claim("x"))
    #expect(!names.claim("x"))
    #expect(names.claim("y"))
  }

  @Test func unifiedDiffHasHunksWithContext() {
    let old = (1...20).map(String.init).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "\n10\n", with: "\nten\n")
    let diff = unifiedDiff(expected: old, actual: new, context: 2)
    let lines = diff.split(separator: "\n").map(String.init)
    #expect(lines.contains("-10"))
    #expect(lines.contains("+ten"))
    #expect(lines.contains(" 8"))
    #expect(!lines.contains(" 7"))
    #expect(lines.contains("@@ -8,5 +8,5 @@"))
    #expect(unifiedDiff(expected: "a", actual: "a").isEmpty)
  }
}

@Suite struct AssertSnapshotTests {
  struct Badge: View {
    var label: String
    var body: some View {
      Text(label).bold().border(.plain)
    }
  }

  @Test func badge() {
    assertSnapshot(of: Badge(label: "new"), width: 9, colorMode: .ansi16)
  }

  @Test func badgeAtEveryWidth() {
    assertSnapshots(of: Badge(label: "wrapping label"), widths: [6, 10, 20])
  }
}

/// Transcript goldens are opt-in: an assertion or a trait asks, and nothing else records one.
@Suite struct TranscriptGoldenTests {
  @Test func aSuiteThatAsksForNothingRecordsNoTranscript() {
    #expect(transcriptIsWanted(nil) == false)
    #expect(transcriptIsWanted(true))
  }

  @Test(.snapshotTranscripts) func theTraitAsksForTranscripts() {
    #expect(transcriptIsWanted(nil))
    #expect(transcriptIsWanted(false) == false)
  }

  /// A view of a program's own, read as its modifiers say: the golden beside its text.
  @Test func aUsersViewWithModifiers() {
    let view = VStack(alignment: .leading) {
      HStack {
        Text("★★★☆☆").accessibilityLabel("Rating: 3 stars of 5")
        Text("│").accessibilityHidden()
        Text("[ Save ]").accessibilityAddTraits(.isButton)
      }
      Text("Saved 2 minutes ago").accessibilityRole(.status)
      Text("Volume ▮▮▮▮▯").accessibilityLabel("Volume").accessibilityValue("80 %")
    }
    assertSnapshot(of: view, width: 30, transcript: true)
    let transcript = view.renderTranscript(width: 30)
    #expect(
      transcript
        == "Rating: 3 stars of 5\nbutton: [ Save ]\nstatus: Saved 2 minutes ago\nVolume, 80 %\n")
  }
}
