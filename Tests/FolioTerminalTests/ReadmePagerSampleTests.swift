import Folio
import FolioTerminal
import Foundation
import Testing

/// The README's pager sample, compiled here (ReadmeTests checks that its lines stand in
/// this file); it needs a terminal to run, so the tests check what it relies on.
@Suite struct ReadmePagerSampleTests {
  @MainActor
  func readmePagerSample() async throws {
    let source = try FileByteSource(path: "server.log")
    try await runPager(TextDocument(source: source, name: "server.log"))
  }

  @Test func aMissingFileIsAnErrorThatSaysWhich() {
    #expect {
      _ = try FileByteSource(path: "/nonexistent/server.log")
    } throws: { error in
      "\(error)" == "cannot read '/nonexistent/server.log': no such file"
    }
  }

  @Test func aFileIsReadWhereTheDocumentAsks() async throws {
    let document = TextDocument(source: try FileByteSource(path: #filePath), name: "this file")
    #expect(document.line(at: 0).text.plainText == "import Folio")
    let text = try String(contentsOfFile: #filePath, encoding: .utf8)
    #expect(document.byteCount == text.utf8.count)
    await document.countLines()
    #expect(
      document.lineCount == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
  }
}
