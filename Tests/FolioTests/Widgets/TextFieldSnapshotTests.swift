import FolioTesting
import Testing

@testable import Folio

private let sentence = "The quick brown fox jumps over the lazy dog"

/// A state holding `text` with the cursor at `cursor` (the end when nil).
private func state(_ text: String, cursor: Int? = nil) -> TextFieldState {
  var state = TextFieldState(text: text)
  if let cursor { state.cursor = cursor }
  return state
}

/// Goldens of `field` at each of `widths`, as plain text and in 16 colours, whose styled
/// file shows the cursor.
private func assertField(
  _ field: TextField, named name: String, widths: [Int],
  environment: EnvironmentValues = EnvironmentValues(), function: String = #function,
  line: Int = #line
) {
  for mode in [ColorMode.none, .ansi16] {
    assertSnapshots(
      of: field, widths: widths, colorMode: mode, environment: environment, named: name,
      function: function, line: line)
  }
}

@Suite(.snapshotTranscripts) struct TextFieldSnapshotTests {
  @Test func empty() {
    assertField(TextField(state: TextFieldState()).focused(), named: "focused", widths: [0, 1, 10])
    assertField(
      TextField(state: TextFieldState(), isFocused: false), named: "unfocused", widths: [10])
  }

  @Test func placeholder() {
    let field = TextField(state: TextFieldState(), placeholder: "Search stories").focused()
    assertField(field, named: "focused", widths: [0, 1, 5, 20])
    var unfocused = field
    unfocused.isFocused = false
    assertField(unfocused, named: "unfocused", widths: [20])
    assertField(
      TextField(state: TextFieldState(), placeholder: "検索する").focused(), named: "wide",
      widths: [1, 5])
  }

  @Test func cursor() {
    assertField(
      TextField(state: state("hello world", cursor: 0)).focused(), named: "start", widths: [20])
    assertField(
      TextField(state: state("hello world", cursor: 5)).focused(), named: "middle", widths: [20])
    assertField(
      TextField(state: state("hello world")).focused(), named: "end", widths: [1, 11, 12, 20])
    assertField(
      TextField(state: state("hello world", cursor: 5), isFocused: false), named: "unfocused",
      widths: [20])
  }

  @Test func overflow() {
    // The cursor at the end of long text: the tail shows, the cursor in the last cell.
    assertField(TextField(state: state(sentence)).focused(), named: "end", widths: [0, 1, 10, 20])
    // At the start: the start shows.
    assertField(
      TextField(state: state(sentence, cursor: 0)).focused(), named: "start", widths: [1, 10])
    // In the middle, scrolled from an offset kept in the state.
    var middle = state(sentence, cursor: 20)
    middle.scrollOffset = 16
    assertField(TextField(state: middle).focused(), named: "middle", widths: [10])
  }

  @Test func wideCharacters() {
    let text = "漢字のテキスト入力"
    // From the start, テ would straddle the right edge at width 6: it is left out.
    assertField(
      TextField(state: state(text, cursor: 0)).focused(), named: "start", widths: [1, 2, 5, 6])
    // At the end, the cursor takes the last cell; the character before it that would
    // straddle the left edge is left out.
    assertField(TextField(state: state(text)).focused(), named: "end", widths: [1, 2, 6, 7])
    // The cursor on a wide character reverses both its cells.
    assertField(TextField(state: state(text, cursor: 2)).focused(), named: "onWide", widths: [6])
    let emoji = "ok 👩‍💻🇫🇷👍🏽 e\u{301}"
    assertField(
      TextField(state: state(emoji, cursor: 4)).focused(), named: "emoji", widths: [5, 8, 20])
  }

  @Test func masked() {
    let field = TextField(state: state("hunter2", cursor: 3), isMasked: true).focused()
    assertField(field, named: "unicode", widths: [0, 1, 5, 20])
    var ascii = EnvironmentValues()
    ascii.symbols = .ascii
    assertField(field, named: "ascii", widths: [20], environment: ascii)
    assertField(
      TextField(state: state("漢字👩‍💻"), isMasked: true).focused(), named: "wide", widths: [10])
    assertField(
      TextField(state: TextFieldState(), placeholder: "Password", isMasked: true).focused(),
      named: "placeholder", widths: [20])
  }

  @Test func prompt() {
    let field = TextField(state: state("Ada"), prompt: "Name: ").focused()
    assertField(field, named: "plain", widths: [3, 6, 7, 20])
    assertField(
      TextField(state: state(sentence), prompt: "Name: ", width: 8).focused(), named: "fixedWidth",
      widths: [10, 20])
    assertField(
      TextField(state: TextFieldState(), placeholder: "Ada Lovelace", prompt: "\u{1B}[2JName: ")
        .focused(),
      named: "placeholder", widths: [20])
  }

  @Test func styled() {
    // The environment's style carries into the text; the cursor reverses it.
    let field = TextField(state: state("hello world", cursor: 5)).focused()
    assertSnapshot(of: field.foregroundColor(.green), width: 20, colorMode: .truecolor)
    assertSnapshot(
      of: TextField(state: TextFieldState(), placeholder: "Search").focused(), width: 20,
      colorMode: .truecolor, named: "placeholder")
  }

  @Test func sizes() {
    let field = TextField(state: state("hello")).focused()
    #expect(field.renderPlainText(width: 20) == "hello")
    let fixed = HStack(spacing: 0) {
      TextField(state: state("hello"), width: 8).focused()
      Text("|")
    }
    #expect(fixed.renderPlainText(width: 20).hasPrefix("hello   |"))
    let ideal = HStack(spacing: 0) {
      TextField(state: state("hi"), prompt: "> ").focused().fixedSize()
      Text("|")
    }
    #expect(ideal.renderPlainText(width: 20).hasPrefix("> hi |"))
  }
}

/// `NO_COLOR` on a terminal: no colour, but the attributes that carry meaning stay — the
/// cursor in reverse video, the placeholder dim — so an empty field does not look typed in.
@Suite(.snapshotTranscripts) struct TextFieldMonochromeTests {
  @Test func theCursorAndThePlaceholderKeepTheirAttributes() {
    let typed = TextField(state: state("hello world", cursor: 5)).focused()
    assertSnapshot(of: typed, width: 20, colorMode: .monochrome, named: "cursor")
    let empty = TextField(state: TextFieldState(), placeholder: "Search stories").focused()
    assertSnapshot(of: empty, width: 20, colorMode: .monochrome, named: "placeholder")
    let output = typed.renderANSI(width: 20, colorMode: .monochrome)
    #expect(output.contains("\u{1B}[7m"), "reverse video for the cursor")
    #expect(!output.contains("\u{1B}[3"), "no foreground colour")
    let placeholder = empty.renderANSI(width: 20, colorMode: .monochrome)
    #expect(placeholder.contains("\u{1B}[2;") || placeholder.contains("\u{1B}[2m"), "dim")
    // Into a pipe, no escape at all.
    #expect(!typed.renderANSI(width: 20, colorMode: ColorMode.none).contains("\u{1B}"))
  }
}
