import Folio
import FolioTerminal
import Foundation
import Testing

/// The repositories of an owner, for the README's picker sample.
private struct Repositories: PaginatedDataSource {
  struct Item: Identifiable, Sendable {
    let id: Int
    let name: String
  }

  let owner: String

  func fetch(_ request: PageRequest) async throws -> PageResult<Item> {
    let names = ["swift", "swift-format", "swift-testing", "swift-docc"]
    return PageResult(
      items: names.enumerated().map { Item(id: $0.offset, name: "\(owner)/\($0.element)") },
      hasMore: false)
  }
}

/// The README's pager and picker samples, compiled here (ReadmeTests checks that their
/// lines stand in this file); they need a terminal to run, so the tests check what they
/// rely on.
@Suite struct ReadmePagerSampleTests {
  @MainActor
  func readmePickerSample() async throws -> String {
    let repositories = Paginator(dataSource: Repositories(owner: "apple"))
    let chosen = try await choose("Repository", from: repositories) { repository in
      Text(repository.name).truncated()
    }
    return chosen.name
  }

  @MainActor
  @Test func withoutATerminalThePickerAnswersItsDefaultOrSaysThereIsNone() async throws {
    guard !TerminalSession.isAvailable else { return }  // Run where no terminal can be asked.
    let repositories = Paginator(dataSource: Repositories(owner: "apple"))
    let fallback = Repositories.Item(id: 9, name: "apple/swift")
    let chosen = try await choose("Repository", from: repositories, default: fallback) {
      Text($0.name)
    }
    #expect(chosen.id == 9)
    await #expect(throws: PromptError.noTerminal) {
      try await choose("Repository", from: repositories) { Text($0.name) }
    }
    #expect(try await confirm("Sure?", default: true))
    #expect(try await ask("Name", default: "ada") == "ada")
  }

  @MainActor
  func readmePagerSample() async throws {
    let source = try FileByteSource(path: "server.log")
    try await runPager(TextDocument(source: source, name: "server.log"))
  }

  /// The README's `MainLoop` sample: compiled, never called (it does not return).
  func readmeMainLoopSample() -> Never {
    MainLoop.run {
      do {
        let source = try FileByteSource(path: "server.log")
        try await runPager(TextDocument(source: source, name: "server.log"))
      } catch {
        print("pager: \(error)")
      }
    }
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

/// The README's one-call print, compiled here.
@Suite struct ReadmePrintSampleTests {
  struct Issue: Identifiable, Sendable {
    let id: Int
    let title: String
  }

  let issues = [Issue(id: 1_206, title: "Crash when the window is 0 wide")]
  let columns = [
    TableColumn<Issue>("#", width: .fixed(6), alignment: .trailing) { "\($0.id)" },
    TableColumn<Issue>("Title") { $0.title },
  ]

  /// Prints to the test's own standard output, so it is compiled, not run.
  func readmePrintSample() throws {
    try StandardOutput.print(PaginatedTable(issues, columns: columns))
  }

  @Test func aPrintedTableIsItsLinesWithoutAMarker() {
    var plain = EnvironmentValues()
    plain.colorMode = .none
    let text = StandardOutput.text(
      of: PaginatedTable(issues, columns: columns), width: 40, environment: plain)
    #expect(text == "     # Title\n  1206 Crash when the window is 0 wide\n")
    var coloured = plain
    coloured.colorMode = .ansi16
    #expect(
      StandardOutput.text(of: Text("a").bold(), width: 5, environment: coloured).contains(
        "\u{1B}[1m"))
    #expect(StandardOutput.text(of: EmptyView(), width: 5, environment: plain) == "")
  }
}
