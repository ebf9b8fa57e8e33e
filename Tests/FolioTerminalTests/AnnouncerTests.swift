import Folio
import Testing

@testable import FolioTerminal

/// What the accessible mode says after a change, from frames of a real list.
@Suite struct AnnouncerTests {
  private let titles = (1...40).map { "Story \($0)" }

  /// The elements of a numbered list showing page `page` with row `selection` selected.
  private func frame(page: Int = 1, selection: Int = 0) -> [AccessibilityElement] {
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    let rows = Array(titles[(page - 1) * 10..<page * 10])
    return PaginatedList(rows, selection: selection) { Text($0) }
      .numbered(page: page, pageSize: 10, totalItems: 40)
      .renderFrame(width: 60, height: 14, environment: environment)
      .report.accessibilityElements
  }

  @Test func theFirstFrameIsReadWhole() {
    var announcer = Announcer()
    let lines = announcer.lines(for: frame())
    #expect(lines.first == "list: showing 1–10 of 40")
    #expect(lines.count == 12)
    #expect(lines.last == "navigation: Page 1 of 4")
  }

  @Test func whatDidNotChangeIsNotSaidAgain() {
    var announcer = Announcer()
    _ = announcer.lines(for: frame())
    for _ in 0..<10 { #expect(announcer.lines(for: frame()).isEmpty) }
  }

  @Test func aMovedSelectionSaysOnlyTheRowItReached() {
    var announcer = Announcer()
    _ = announcer.lines(for: frame())
    #expect(announcer.lines(for: frame(selection: 1)) == ["row 2 of 10, selected: Story 2"])
  }

  @Test func aTurnedPageSaysWhereItIsAndItsFirstRows() {
    var announcer = Announcer(rowsRead: 3)
    _ = announcer.lines(for: frame())
    #expect(
      announcer.lines(for: frame(page: 2)) == [
        "list: showing 11–20 of 40", "row 1 of 10, selected: Story 11", "row 2 of 10: Story 12",
        "row 3 of 10: Story 13", "row 4 of 10: Story 14", "navigation: Page 2 of 4",
      ])
  }

  @Test func theVariablesTurnItOnAndOff() {
    #expect(AccessibleDriver.isRequested(by: ["ACCESSIBLE": "1"]))
    #expect(!AccessibleDriver.isRequested(by: ["ACCESSIBLE": "0"]))
    #expect(!AccessibleDriver.isRequested(by: [:]))
    #expect(AccessibleDriver.isRequested(by: ["FOLIO_ACCESSIBLE": "1", "ACCESSIBLE": "0"]))
    #expect(!AccessibleDriver.isRequested(by: ["FOLIO_ACCESSIBLE": "0", "ACCESSIBLE": "1"]))
  }
}

/// The line prompts, reading from a pipe and saying into another.
@MainActor
@Suite struct LinePromptTests {
  /// A driver whose input holds `input`, and what it said, read after `body`.
  private func withDriver<Result>(
    input: String, _ body: (AccessibleDriver) async throws -> Result
  ) async throws -> (Result, String) {
    let lines = try #require(Platform.makePipe(nonBlocking: false))
    let said = try #require(Platform.makePipe(nonBlocking: true))
    defer {
      Platform.close(lines.read)
      Platform.close(said.read)
      Platform.close(said.write)
    }
    try TerminalWriter(fileDescriptor: lines.write).write(input)
    Platform.close(lines.write)
    let driver = AccessibleDriver(variables: [:], input: lines.read, output: said.write)
    let result = try await body(driver)
    var bytes = [UInt8](repeating: 0, count: 65_536)
    let count = bytes.withUnsafeMutableBytes { Platform.read(said.read, $0.baseAddress!, 65_536) }
    return (result, String(decoding: bytes.prefix(max(0, count)), as: UTF8.self))
  }

  private let menu = LineMenu<String>(
    items: { _ in ["apple", "banana", "cherry"] }, state: { .loaded }, start: { nil },
    tryAgain: { nil }, turnsPages: false, hasNext: { false }, hasPrevious: { false },
    next: { nil }, previous: { nil }, search: { _ in nil }, position: { nil })

  @Test func aNumberChoosesAndAbsurdNumbersAreAnswered() async throws {
    let (chosen, said) = try await withDriver(input: "-9223372036854775808\n99\n2\n") {
      try await $0.choose("Fruit", from: menu, label: { $0 }, default: nil)
    }
    #expect(chosen == "banana")
    #expect(said.contains("1. apple\n2. banana\n3. cherry\n"), "\(said)")
    #expect(said.components(separatedBy: "Choose 1 to 3.").count == 3, "\(said)")
  }

  @Test func theEndOfTheInputCancelsOrTakesTheDefault() async throws {
    let (answer, _) = try await withDriver(input: "") {
      try await $0.confirm("Go on?", default: true)
    }
    #expect(answer == true)
    await #expect(throws: PromptError.cancelled) {
      _ = try await withDriver(input: "") { try await $0.confirm("Go on?", default: nil) }
    }
  }

  @Test func aNegativeLimitTakesNothingAndDoesNotTrap() async throws {
    let (answer, said) = try await withDriver(input: "abc\n") {
      try await $0.ask(
        "Name", default: nil, isMasked: false, maxLength: -1, validate: { _ in nil })
    }
    #expect(answer == "")
    #expect(said.contains("Only the first 0 characters were taken."))
  }

  @Test func aLineIsCleanedOfControlCharacters() async throws {
    let (answer, _) = try await withDriver(input: "a\u{1B}[2Jb\n") {
      try await $0.ask("Name", default: nil, isMasked: false, maxLength: nil) { _ in nil }
    }
    #expect(answer == "a[2Jb")
  }
}

@Suite struct AnnouncerGrowthTests {
  @Test func aListThatGrewSaysOnlyItsNewRows() {
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    func frame(_ count: Int) -> [AccessibilityElement] {
      PaginatedList((1...count).map { "Story \($0)" }, selection: 0) { Text($0) }
        .renderFrame(width: 40, height: 30, environment: environment)
        .report.accessibilityElements
    }
    var announcer = Announcer()
    _ = announcer.lines(for: frame(20))
    #expect(
      announcer.lines(for: frame(22)) == [
        "list: showing 1–22 of 22", "row 21 of 22: Story 21", "row 22 of 22: Story 22",
      ])
  }

  @Test func aTitledListThatIsLoadingReadsItsTitle() {
    let list = PaginatedList([String](), state: .loading) { Text($0) }.title("Inbox")
    #expect(list.renderTranscript(width: 30, height: 6) == "heading: Inbox\nstatus: Loading…\n")
  }
}
