import Folio
import FolioTerminal
import Foundation
import Testing

@testable import FolioDemo

@Suite struct PagerDocumentTests {
  @Test func splitsLinesAndDropsTheFinalNewlineAndCarriageReturns() {
    let document = PagerDocument(text: "one\r\ntwo\n\nfour\n")
    #expect(document.plainLines == ["one", "two", "", "four"])
    #expect(PagerDocument(text: "no newline").plainLines == ["no newline"])
    #expect(PagerDocument(text: "").isEmpty)
    #expect(PagerDocument(text: "\n").plainLines == [""])
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    let document = PagerDocument(data: Data([0x61, 0xFF, 0xFE, 0x62, 0x0A, 0xC3]))
    #expect(document.plainLines == ["a\u{FFFD}\u{FFFD}b", "\u{FFFD}"])
  }

  @Test func keepsColoursAndDropsOtherEscapes() {
    let document = PagerDocument(
      text: "\u{1B}[31mred\u{1B}[0m \u{1B}]0;title\u{07}x\u{1B}[2J\u{1B}[?1049l bell\u{07}\n")
    #expect(document.plainLines == ["red x bell␇"])
    #expect(document.lines[0].runs.first == StyledText.Run("red", style: Style(foreground: .red)))
  }

  @Test func highlightsEveryMatchIgnoringCaseAcrossRuns() {
    let line = StyledText(ansi: "ab\u{1B}[32mCdab\u{1B}[0mxAB")
    let highlighted = PagerDocument.highlighting("ab", in: line)
    let reversed = Style(reverse: true)
    #expect(
      highlighted.runs == [
        StyledText.Run("ab", style: reversed),
        StyledText.Run("Cd", style: Style(foreground: .green)),
        StyledText.Run("ab", style: Style(foreground: .green, reverse: true)),
        StyledText.Run("x", style: .plain),
        StyledText.Run("AB", style: reversed),
      ])
    // A match that spans two runs is reversed in both.
    let spanning = PagerDocument.highlighting("DA", in: line)
    #expect(spanning.plainText == line.plainText)
    #expect(
      spanning.runs.filter { $0.style.reverse == true }.map(\.text) == ["da"])
    #expect(PagerDocument.highlighting("zz", in: line) == line)
    #expect(PagerDocument.highlighting("", in: line) == line)
  }

  @Test func findsTheFirstMatchingLineFromAStartWrapping() {
    let document = PagerDocument(text: "alpha\nBeta\ngamma\nbeta\n")
    #expect(document.firstLine(containing: "beta", from: 0) == 1)
    #expect(document.firstLine(containing: "beta", from: 2) == 3)
    #expect(document.firstLine(containing: "BETA", from: 4) == 1)
    #expect(document.firstLine(containing: "delta", from: 0) == nil)
    #expect(document.firstLine(containing: "", from: 0) == nil)
  }
}

@Suite struct PagerPrintTests {
  private let ninetyThree = PagerDocument(text: (1...93).map { "line \($0)\n" }.joined())

  @Test func printsTheFirstPageByDefault() {
    let expected = (1...20).map { "line \($0)\n" }.joined() + "Page 1 of 5 · lines 1–20 of 93\n"
    #expect(PagerCommand.printedPage(ninetyThree, page: 1, pageSize: 20) == expected)
  }

  @Test func printsAPartialLastPageAndClampsPagesPastTheEnd() {
    let expected = (81...93).map { "line \($0)\n" }.joined() + "Page 5 of 5 · lines 81–93 of 93\n"
    #expect(PagerCommand.printedPage(ninetyThree, page: 5, pageSize: 20) == expected)
    #expect(PagerCommand.printedPage(ninetyThree, page: 9, pageSize: 20) == expected)
  }

  @Test func printsPlainTextWithThousandsSeparators() {
    let document = PagerDocument(
      text: String(repeating: "x\n", count: 1_233) + "\u{1B}[1;31mlast\u{1B}[0m\u{1B}[2J\n")
    #expect(
      PagerCommand.printedPage(document, page: 124, pageSize: 10)
        == "x\nx\nx\nlast\nPage 124 of 124 · lines 1,231–1,234 of 1,234\n")
  }

  @Test func printsNoLinesForAnEmptyDocument() {
    #expect(
      PagerCommand.printedPage(PagerDocument(text: ""), page: 1, pageSize: 20) == "No lines\n")
  }
}

@Suite struct PagerViewTests {
  @Test func drawsThePageTheBarAndTheHint() {
    var pager = PagerState(
      document: PagerDocument(text: (1...100).map { "line \($0)\n" }.joined()),
      size: TerminalSize(width: 80, height: 6), page: 6)
    let screen = PagerView(state: pager).renderPlainText(width: 80, height: 6)
    #expect(
      screen == """
        line 21
        line 22
        line 23
        line 24
        Page 6 of 25        ‹ Previous  1 … 4 5 [6] 7 8 … 25  Next ›  lines 21–24 of 100
        ←/→ page · g/G first/last · digits+enter go to page · / search · ? keys · q quit
        """)
    _ = pager.handle(.key(.character("1")))
    _ = pager.handle(.key(.character("2")))
    let jumping = PagerView(state: pager).renderPlainText(width: 80, height: 6)
    #expect(jumping.split(separator: "\n").last == "enter: go to the page · esc: cancel")
    #expect(jumping.contains("Go to page: 12_"))
  }

  @Test func hintUsesASCIIWhereSymbolsAreASCII() {
    var environment = EnvironmentValues()
    environment.symbols = .ascii
    let pager = PagerState(
      document: PagerDocument(text: "one\n"), size: TerminalSize(width: 90, height: 4))
    let rows = PagerView(state: pager).renderPlainText(width: 90, environment: environment)
      .split(separator: "\n")
    #expect(rows.last.map(String.init) == PagerView.asciiHint)
    #expect(rows.allSatisfy { $0.allSatisfy(\.isASCII) })
  }

  @Test func truncatesLongLinesSoThePageSizeStaysFixed() {
    let pager = PagerState(
      document: PagerDocument(text: String(repeating: "word ", count: 30) + "\nshort\n"),
      size: TerminalSize(width: 20, height: 5))
    let rows = PagerView(state: pager).renderPlainText(width: 20, height: 5)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[0] == "word word word word…")
    #expect(rows[1] == "short")
    #expect(rows.count == 5)
  }

  @Test func showsNoLinesForAnEmptyDocument() {
    let pager = PagerState(
      document: PagerDocument(text: ""), size: TerminalSize(width: 30, height: 5))
    let screen = PagerView(state: pager).renderPlainText(width: 30, height: 5)
    #expect(screen.contains("No lines"))
    #expect(!screen.contains("Page"))
  }
}
