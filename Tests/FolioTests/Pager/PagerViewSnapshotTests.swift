import FolioTesting
import Testing

@testable import Folio

/// Goldens of the pager's screen: wrapped and cut lines, line numbers, highlighted
/// matches and the open-ended bar while lines are still being counted, at several widths,
/// plain and in 16 colours.
@MainActor
@Suite(.snapshotTranscripts) struct PagerViewSnapshotTests {
  /// Text with short, long, wide, coloured and tabbed lines.
  static let sample =
    [
      "The quick brown fox jumps over the lazy dog.",
      "",
      "\u{1B}[1;32mgreen and bold\u{1B}[0m then plain, a line long enough to wrap at forty cells",
      "wide: 漢字かな混じり文 and an emoji 👍🏽 in the middle",
      "tab:\there\u{7}bell \u{1B}]0;title\u{7}gone",
      "the fox again, and again a fox",
      "last line",
    ].joined(separator: "\n") + "\n"

  /// A counted model over `text` at `width`, `rows` rows of text.
  func model(_ text: String = sample, width: Int, rows: Int = 6) async -> PagerModel {
    let document = TextDocument(text, name: "sample.txt")
    await document.countLines()
    let model = PagerModel(document: document)
    model.resize(width: width, rows: rows)
    return model
  }

  /// Goldens of `model`'s screen at each width, plain and in 16 colours.
  func assertScreens(
    _ model: PagerModel, widths: [Int] = [20, 40, 80], named name: String,
    filePath: String = #filePath, function: String = #function, line: Int = #line
  ) {
    for width in widths {
      model.resize(width: width, rows: model.rows)
      for mode in [ColorMode.none, .ansi16] {
        assertSnapshot(
          of: PagerView(model), width: width, height: model.rows + 1, colorMode: mode,
          named: "\(name).w\(width)", filePath: filePath, function: function, line: line)
      }
    }
  }

  @Test func wrappedLines() async {
    let model = await model(width: 40)
    assertScreens(model, named: "top")
    model.resize(width: 40, rows: 6)
    model.next()
    assertScreens(model, widths: [40], named: "page2")
  }

  @Test func cutLinesScrolledSideways() async {
    let model = await model(width: 40)
    model.wrapsLines = false
    assertScreens(model, named: "cut")
    model.scrollHorizontally(by: 7)
    assertScreens(model, widths: [20, 40], named: "scrolled")
  }

  @Test func lineNumbers() async {
    let model = await model(width: 40)
    model.showsLineNumbers = true
    assertScreens(model, named: "wrapped")
    model.wrapsLines = false
    assertScreens(model, widths: [40], named: "cut")
  }

  @Test func highlightedMatches() async throws {
    let model = await model(width: 40)
    await TrackedWork().settle { model.search("fox") }
    #expect(!model.isSearching)
    model.first()
    assertScreens(model, named: "fox")
    // NO_COLOR on a terminal: the matches stay highlighted (reverse video, no colour).
    model.resize(width: 40, rows: model.rows)
    assertSnapshot(
      of: PagerView(model), width: 40, height: model.rows + 1, colorMode: .monochrome, named: "fox")
    let output = PagerView(model).renderANSI(
      width: 40, height: model.rows + 1, colorMode: .monochrome)
    #expect(output.contains("\u{1B}[7m"), "matches in reverse video")
  }

  @Test func theOpenEndedBarWhileCounting() async {
    // 500 lines arrived, more to come: page 1 of 84+, lines 1–6 of 500+.
    let source = MemoryByteSource(
      Array(TextDocumentTests.numbered(500).utf8), isComplete: false)
    let document = TextDocument(source: source, name: "stream")
    while document.index.advance() {}
    let model = PagerModel(document: document)
    model.resize(width: 80, rows: 6)
    model.go(to: 6)
    assertScreens(model, widths: [20, 40, 60, 80, 100], named: "page6")
    // Finished: the usual bar, with the last page.
    source.finish()
    _ = document.index.advance()
    assertScreens(model, widths: [80], named: "finished")
  }

  @Test func theEmptyInput() async {
    let model = await model("", width: 40, rows: 3)
    assertScreens(model, widths: [40], named: "empty")
  }
}
