import Folio
import FolioTesting
import Testing

@testable import FolioTerminal

/// Fruit, twenty to a page, from memory: no waiting.
private struct Fruit: PaginatedDataSource {
  struct Item: Identifiable, Sendable, CustomStringConvertible {
    let id: Int
    let name: String
    var description: String { name }
  }

  static let names = [
    "apple", "apricot", "banana", "blackberry", "cherry", "date", "fig", "grape", "kiwi",
    "lemon", "lime", "mango", "melon", "orange", "papaya", "peach", "pear", "plum", "quince",
    "raspberry", "strawberry", "tangerine", "watermelon",
  ]

  func fetch(_ request: PageRequest) async throws -> PageResult<Item> {
    let start = min((request.page - 1) * request.size, Self.names.count)
    let end = min(start + request.size, Self.names.count)
    return PageResult(
      items: (start..<end).map { Item(id: $0, name: Self.names[$0]) },
      hasMore: end < Self.names.count, totalItems: Self.names.count)
  }
}

private func keys(_ text: String) -> [TerminalEvent] {
  text.map { .key(.character($0)) }
}

@MainActor
@Suite(.snapshotTranscripts) struct PromptTests {
  /// Goldens of a prompt's lines at 40 and 60 columns, plain and in 16 colours.
  func assertPrompt(
    _ view: some View, named name: String, function: String = #function, line: Int = #line
  ) {
    for mode in [ColorMode.none, .ansi16] {
      assertSnapshots(
        of: view, widths: [30, 60], colorMode: mode, named: name, function: function, line: line)
    }
  }

  @Test func confirmAsksAnswersAndCancels() {
    var prompt = ConfirmPrompt(question: "Delete 3 branches?", defaultAnswer: false)
    assertPrompt(prompt.view, named: "asking")
    #expect(prompt.handle(.key(.character("x"))) == .continue)
    #expect(prompt.handle(.key(.enter)) == .quit)
    #expect(prompt.answer == false)
    assertPrompt(prompt.view, named: "answered")
    var other = ConfirmPrompt(question: "Delete 3 branches?", defaultAnswer: nil)
    #expect(other.handle(.key(.enter)) == .continue, "no default: Enter waits for y or n")
    #expect(other.handle(.key(.character("y"))) == .quit)
    #expect(other.answer == true)
    var cancelled = ConfirmPrompt(question: "Delete 3 branches?", defaultAnswer: true)
    #expect(cancelled.handle(.key(.ctrl("c"))) == .quit)
    #expect(cancelled.answer == nil)
    assertPrompt(cancelled.view, named: "cancelled")
  }

  func textPrompt(masked: Bool = false) -> TextPrompt {
    TextPrompt(
      question: "Project name", placeholder: "my-tool", defaultAnswer: nil, isMasked: masked,
      validate: { $0.count < 3 ? "At least 3 characters" : nil }, field: TextFieldState())
  }

  @Test func aTextPromptValidatesBeforeAnswering() {
    var prompt = textPrompt()
    assertPrompt(prompt.view, named: "empty")
    for event in keys("ab") { _ = prompt.handle(event) }
    #expect(prompt.handle(.key(.enter)) == .continue)
    #expect(prompt.problem == "At least 3 characters")
    assertPrompt(prompt.view, named: "invalid")
    _ = prompt.handle(.key(.character("c")))
    #expect(prompt.problem == nil, "the message goes once the text changes")
    _ = prompt.handle(.paste("\u{1B}[31m-x\ny"))
    #expect(prompt.field.text == "abc-x y", "a paste is cleaned: no escape, no line break")
    #expect(prompt.handle(.key(.enter)) == .quit)
    #expect(prompt.answer == "abc-x y")
    assertPrompt(prompt.view, named: "answered")
  }

  @Test func aMaskedPromptNeverShowsTheSecret() {
    var prompt = textPrompt(masked: true)
    for event in keys("hunter2") { _ = prompt.handle(event) }
    assertPrompt(prompt.view, named: "typing")
    _ = prompt.handle(.key(.enter))
    assertPrompt(prompt.view, named: "answered")
    for mode in [ColorMode.none, .ansi16] {
      #expect(!prompt.view.renderANSI(width: 60, colorMode: mode).contains("hunter"))
    }
  }

  /// A driver 40 columns wide drawing in `mode`.
  static func driver(_ mode: ColorMode) -> HeadlessDriver {
    var environment = EnvironmentValues()
    environment.colorMode = mode
    return HeadlessDriver(size: TerminalSize(width: 40, height: 20), environment: environment)
  }

  @Test func theChooserFiltersTheLoadedItemsAndChoosesTheSelected() async throws {
    for mode in [ColorMode.none, .ansi16] {
      let driver = Self.driver(mode)
      let fruit = Paginator(dataSource: Fruit(), pageSize: 20)
      let pick = try await driver.start {
        try await choose("Pick a fruit", from: fruit, maxHeight: 8) { item in
          Text(item.name).truncated()
        }
      }
      assertSnapshot(of: driver, named: "start", function: "theChooser")
      try await driver.press(.down, .down)
      assertSnapshot(of: driver, named: "third", function: "theChooser")
      try await driver.type("rr")
      assertSnapshot(of: driver, named: "filtered", function: "theChooser")
      try await driver.type("zzz")
      assertSnapshot(of: driver, named: "noMatch", function: "theChooser")
      try await driver.press(.enter)
      #expect(!pick.isFinished, "nothing to choose: the prompt stays")
      try await driver.press(.backspace, .backspace, .backspace)
      // The filter starts at its first match, blackberry; one down is cherry.
      try await driver.press(.down, .enter)
      #expect(try pick.value.name == "cherry")
      #expect(!driver.isRunning)
    }
  }
}

@MainActor
@Suite(.snapshotTranscripts) struct ChooserTests {
  @Test func tabMarksSeveralInTheOrderMarked() async throws {
    for mode in [ColorMode.none, .ansi16] {
      let driver = PromptTests.driver(mode)
      let fruit = Paginator(dataSource: Fruit(), pageSize: 20)
      let chooser = Chooser("Pick fruit", from: fruit) { Text($0.name) }
      let several = try await driver.start { try await chooser.runChoosingSeveral() }
      try await driver.press(.down)
      try await driver.press(.tab)  // apricot, then down to banana
      try await driver.press(.tab)  // banana
      try await driver.press(.up)
      try await driver.press(.tab)  // banana again: unmarked
      assertSnapshot(of: driver, named: "marked")
      try await driver.press(.home, .tab, .enter)
      #expect(try several.value.map(\.name) == ["apricot", "apple"])
    }
  }

  @Test func tabMarksNothingWhenOneIsChosen() async throws {
    let driver = PromptTests.driver(.none)
    let fruit = Paginator(dataSource: Fruit(), pageSize: 20)
    let pick = try await driver.start {
      try await choose("Pick fruit", from: fruit) { Text($0.name) }
    }
    let before = driver.screen.plainText
    try await driver.press(.tab)
    #expect(driver.screen.plainText == before, "no marks, and Tab is no text either")
    try await driver.press(.enter)
    #expect(try pick.value.name == "apple")
  }

  @Test func theFilterRunsOncePerChangeOfTheTextNeverPerFrame() async throws {
    let driver = PromptTests.driver(.none)
    let fruit = Paginator(dataSource: Fruit(), pageSize: 30)
    let counter = MatchCounter()
    let pick = try await driver.start {
      try await choose(
        "Pick fruit", from: fruit,
        matching: { item, text in
          counter.calls += 1
          return item.name.contains(text)
        }
      ) { Text($0.name) }
    }
    #expect(fruit.items.count == 23)
    #expect(counter.calls == 0, "no text, no filter")
    try await driver.type("an")
    #expect(counter.calls == 2 * 23, "once for each change of the text")
    try await driver.press(.down, .up, .down)
    try await driver.resize(width: 50, height: 20)
    try await driver.advance(by: .seconds(5))
    #expect(counter.calls == 2 * 23, "no frame, move or tick filters again")
    #expect(driver.screen.contains("banana") && !driver.screen.contains("apple"))
    // The filter runs again when the items change too (one removed at the source).
    _ = fruit.remove(id: 0)
    try await driver.settle()
    #expect(counter.calls == 2 * 23 + 22)
    try await driver.press(.backspace)
    #expect(counter.calls == 2 * 23 + 2 * 22)
    try await driver.press(.enter)
    #expect(try pick.value.name == "apricot", "a new text starts at its first match")
  }

  @Test func aNumberedChooserTurnsPagesWithTheArrowsAndTheBar() async throws {
    for mode in [ColorMode.none, .ansi16] {
      let driver = PromptTests.driver(mode)
      let navigator = PageNavigator(dataSource: Fruit(), pageSize: 5)
      let chooser = Chooser("Pick fruit", from: navigator, maxHeight: 12) { Text($0.name) }
      let pick = try await driver.start { try await chooser.run() }
      assertSnapshot(of: driver, named: "page1")
      try await driver.press(.right)
      #expect(navigator.page == 2)
      try await driver.click(.page(4))
      #expect(navigator.page == 4)
      try await driver.click(.row(2))
      try await driver.press(.enter)
      #expect(try pick.value.name == "plum", "the third row of page 4")
    }
  }
}

@Suite(.snapshotTranscripts) struct FocusKeysTests {
  @Test func tabAndShiftTabMoveTheFocusAndNothingElseIsTaken() {
    var ring = FocusRing(["field", "list"])
    var used = ring.handle(.key(.tab))
    #expect(used && ring.focused == "list")
    used = ring.handle(.key(.shiftTab))
    #expect(used && ring.focused == "field")
    for event in [TerminalEvent.key(.character("a")), .key(.enter), .paste("x")] {
      used = ring.handle(event)
      #expect(!used)
    }
    #expect(ring.focused == "field")
  }
}

/// Counts a chooser's calls to its match.
@MainActor
private final class MatchCounter {
  var calls = 0
}
