import FolioTesting
import Foundation
import Testing

@testable import Folio

/// The README shows real output: every `text` block in it must appear, line for line, in a
/// golden file, and its code must build (see `readmeExample`).
@Suite struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `text` code blocks of the README, each as its lines.
  func textBlocks() throws -> [[String]] {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```text" {
        current = []
      } else if line == "```", let block = current {
        blocks.append(block)
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return blocks
  }

  /// Every line of every golden, trailing spaces removed.
  func goldenLines() throws -> Set<String> {
    var lines = Set<String>()
    let snapshots = Self.root.appendingPathComponent("snapshots")
    let files = FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "txt", !file.lastPathComponent.contains(".styled.") else {
        continue
      }
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        var trimmed = Substring(line)
        while trimmed.last == " " { trimmed.removeLast() }
        lines.insert(String(trimmed.drop { $0 == " " }))
      }
    }
    return lines
  }

  @Test func everyTextBlockComesFromAGolden() throws {
    let blocks = try textBlocks()
    #expect(blocks.count >= 2)
    let golden = try goldenLines()
    for block in blocks {
      for line in block {
        var trimmed = Substring(line)
        while trimmed.last == " " { trimmed.removeLast() }
        let content = String(trimmed.drop { $0 == " " })
        #expect(golden.contains(content), "README line not found in any golden: \(line)")
      }
    }
  }

  /// Every line of the README's Swift samples, spaces folded, must stand in a test file
  /// that compiles it (this file, the snapshot and driver sample tests of FolioTesting, or
  /// the pager sample's tests in FolioTerminal).
  @Test func everySwiftSampleIsCompiled() throws {
    func folded<S: StringProtocol>(_ line: S) -> String {
      line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    let sources = try [
      "Tests/FolioTests/ReadmeTests.swift", "Tests/FolioTestingTests/SnapshotStoreTests.swift",
      "Tests/FolioTerminalTests/ReadmePagerSampleTests.swift",
      "Tests/FolioTestingTests/ReadmeDriverSampleTests.swift",
    ]
    .map { try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8) }
    .joined(separator: "\n").split(separator: "\n").map(folded)
    let compiled = Set(sources)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    var samples = 0
    for block in readme.components(separatedBy: "```swift\n").dropFirst() {
      samples += 1
      for line in block.components(separatedBy: "```")[0].split(separator: "\n") {
        let text = folded(line)
        if text.isEmpty || text.hasPrefix("import ") || text.hasPrefix("print(") { continue }
        #expect(compiled.contains(text), "README sample line not compiled in a test: \(line)")
      }
    }
    #expect(samples == 8)
  }

  @Test func readmeExample() {
    struct Inbox: View {
      var subjects: [String]
      var page: Int

      var body: some View {
        PaginatedList(subjects, selection: 0) { subject in
          Text(subject).truncated()
        }
        .numbered(page: page, pageSize: 20, totalItems: 1_234)
        .title("Inbox")
      }
    }
    let text = Inbox(subjects: ["Welcome", "Your invoice"], page: 6).renderPlainText(width: 60)
    #expect(text.contains("Inbox"))
    #expect(text.contains("Your invoice"))
    #expect(text.contains("[6]"))
    #expect(text.contains("Showing 101–120 of 1,234"))
  }

  @Test func readmeTableExample() {
    struct Issue: Identifiable {
      let id: Int
      let title: String
      let author: String
    }

    let issues = [
      Issue(id: 1_206, title: "Crash when the window is 0 wide", author: "ada"),
      Issue(id: 1_205, title: "Paste swallows Ctrl-C", author: "grace"),
      Issue(id: 1_204, title: "Sorting by date", author: "margaret"),
    ]

    let table = PaginatedTable(
      issues, selection: 1,
      columns: [
        TableColumn("#", width: .fixed(6), alignment: .trailing, priority: 3) {
          NumberFormatting.format($0.id)
        },
        TableColumn("Title", width: .flexible(weight: 1, minimum: 12), priority: 2) { $0.title },
        TableColumn("Author", width: .fitting(minimum: 0, maximum: 12), priority: 1) { $0.author },
      ]
    )
    .numbered(page: 2, pageSize: 3, totalItems: 40)
    .sorted(by: "#", ascending: false)

    assertSnapshot(of: table, width: 50, named: "table")
    assertSnapshot(of: table, width: 32, named: "table-narrow")
  }
}
