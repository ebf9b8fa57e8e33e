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
@Suite struct PromptTests {
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

  @Test func theChooserFiltersTheLoadedItemsAndChoosesTheSelected() async {
    let fruit = Paginator(dataSource: Fruit(), pageSize: 20)
    await fruit.loadFirstPage()
    let chooser = Chooser("Pick a fruit", from: fruit, maxHeight: 8) { item in
      Text(item.name).truncated()
    }
    let app = chooser.application
    func assertFrame(named name: String, line: Int = #line) {
      for mode in [ColorMode.none, .ansi16] {
        assertSnapshot(
          of: app.content(size: TerminalSize(width: 40, height: 20)), width: 40,
          colorMode: mode, named: name, function: "theChooser", line: line)
      }
    }
    assertFrame(named: "start")
    app.send(.key(.down))
    app.send(.key(.down))
    assertFrame(named: "third")
    for event in keys("rr") { app.send(event) }
    assertFrame(named: "filtered")
    // The filter starts at its first match, blackberry; one down is cherry.
    app.send(.key(.down))
    app.send(.key(.enter))
    #expect(app.state.chosen?.map(\.name) == ["cherry"])
    for event in keys("zzz") { app.send(event) }
    assertFrame(named: "noMatch")
    app.send(.key(.enter))
    #expect(app.state.chosen?.map(\.name) == ["cherry"], "nothing to choose")
  }
}

@MainActor
@Suite struct ChooserTests {
  @Test func tabMarksSeveralInTheOrderMarked() async {
    let fruit = Paginator(dataSource: Fruit(), pageSize: 20)
    await fruit.loadFirstPage()
    let chooser = Chooser("Pick fruit", from: fruit) { Text($0.name) }
    let app = chooser.application
    // Marking is on only while choosing several: Tab is then no text.
    app.send(.key(.tab))
    #expect(app.state.marked.isEmpty)
    chooser.marksSeveral = true
    app.send(.key(.down))
    app.send(.key(.tab))  // apricot, then down to banana
    app.send(.key(.tab))  // banana
    app.send(.key(.up))
    app.send(.key(.tab))  // banana again: unmarked
    #expect(app.state.marked.map(\.name) == ["apricot"])
    for mode in [ColorMode.none, .ansi16] {
      assertSnapshot(
        of: app.content(size: TerminalSize(width: 40, height: 20)), width: 40,
        colorMode: mode, named: "marked")
    }
    app.send(.key(.home))
    app.send(.key(.tab))
    app.send(.key(.enter))
    #expect(app.state.chosen?.map(\.name) == ["apricot", "apple"])
  }

  @Test func aNumberedChooserTurnsPagesWithTheArrowsAndTheBar() async throws {
    let navigator = PageNavigator(dataSource: Fruit(), pageSize: 5)
    let chooser = Chooser("Pick fruit", from: navigator, maxHeight: 12) { Text($0.name) }
    let app = chooser.application
    await navigator.go(to: 1)?.value
    for mode in [ColorMode.none, .ansi16] {
      assertSnapshot(
        of: app.content(size: TerminalSize(width: 40, height: 20)), width: 40,
        colorMode: mode, named: "page1")
    }
    /// Waits for the page asked for (the source answers at once).
    func settle() async throws {
      for _ in 0..<200 where navigator.state != .loaded {
        try await Task.sleep(for: .milliseconds(5))
      }
    }
    app.send(.key(.right))
    try await settle()
    #expect(navigator.page == 2)
    app.send(.mouse(MouseEvent(.press(.left), x: 0, y: 0, target: .page(4))))
    try await settle()
    #expect(navigator.page == 4)
    app.send(.mouse(MouseEvent(.press(.left), x: 0, y: 0, target: .row(2))))
    app.send(.key(.enter))
    #expect(app.state.chosen?.map(\.name) == ["plum"], "the third row of page 4")
  }
}

@Suite struct FocusKeysTests {
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
