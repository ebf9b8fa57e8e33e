import FolioTerminal
import Testing

@testable import FolioDemo

/// A document of `count` lines reading `line 1`, `line 2`, ….
private func numberedDocument(_ count: Int) -> PagerDocument {
  PagerDocument(text: (1...max(count, 1)).prefix(count).map { "line \($0)\n" }.joined())
}

/// A pager on 100 lines in a 100×12 terminal: 10 lines a page, 10 pages.
private func hundredLinePager(page: Int = 1) -> PagerState {
  PagerState(
    document: numberedDocument(100), size: TerminalSize(width: 100, height: 12), page: page)
}

extension PagerState {
  /// Sends each key in turn, returning the last action.
  @discardableResult
  fileprivate mutating func press(_ keys: KeyEvent...) -> ApplicationAction {
    var action = ApplicationAction.continue
    for key in keys { action = handle(.key(key)) }
    return action
  }

  /// Types `text` one character at a time.
  fileprivate mutating func type(_ text: String) {
    for character in text { _ = handle(.key(.character(character))) }
  }
}

@Suite struct PagerStateTests {
  @Test func pageSizeIsTheTerminalHeightLessTwoRows() {
    let pager = hundredLinePager()
    #expect(pager.pageSize == 10)
    #expect(pager.pages.pageCount == 10)
    #expect(pager.lineRange == 0..<10)
    #expect(PagerState.pageSize(forHeight: 2) == 1)
    #expect(PagerState.pageSize(forHeight: 0) == 1)
  }

  @Test func everyNextKeyMovesOnePageOn() {
    for key: KeyEvent in [.right, .character("l"), .character("n"), .pageDown, .character(" ")] {
      var pager = hundredLinePager(page: 4)
      #expect(pager.press(key) == .continue)
      #expect(pager.pages.page == 5, "\(key)")
      #expect(pager.lineRange == 40..<50)
    }
  }

  @Test func everyPreviousKeyMovesOnePageBack() {
    for key: KeyEvent in [.left, .character("h"), .character("p"), .pageUp] {
      var pager = hundredLinePager(page: 4)
      pager.press(key)
      #expect(pager.pages.page == 3, "\(key)")
    }
  }

  @Test func pagingStopsAtBothEnds() {
    var pager = hundredLinePager()
    pager.press(.left, .pageUp)
    #expect(pager.pages.page == 1)
    pager.press(.character("G"))
    #expect(pager.pages.page == 10)
    #expect(pager.lineRange == 90..<100)
    pager.press(.right, .pageDown)
    #expect(pager.pages.page == 10)
  }

  @Test func firstAndLastPageKeys() {
    var pager = hundredLinePager(page: 5)
    pager.press(.end)
    #expect(pager.pages.page == 10)
    pager.press(.character("g"))
    #expect(pager.pages.page == 1)
    pager.press(.character("G"), .home)
    #expect(pager.pages.page == 1)
  }

  @Test func startingPagePastTheEndClampsToTheLastPage() {
    #expect(hundredLinePager(page: 99).pages.page == 10)
    #expect(hundredLinePager(page: Int.max).pages.page == 10)
  }

  @Test func digitsThenEnterJumpToThatPage() {
    var pager = hundredLinePager()
    pager.type("7")
    #expect(pager.mode == .jumping("7"))
    #expect(pager.pages.page == 1)
    pager.press(.enter)
    #expect(pager.mode == .browsing)
    #expect(pager.pages.page == 7)
    #expect(pager.lineRange == 60..<70)
    #expect(pager.message == nil)
  }

  @Test func typedNumberCanBeCorrectedOrCancelled() {
    var pager = hundredLinePager(page: 2)
    pager.type("35")
    pager.press(.backspace)
    #expect(pager.mode == .jumping("3"))
    // Letters and paging keys do nothing while a number is typed.
    pager.press(.character("q"), .right)
    #expect(pager.mode == .jumping("3"))
    #expect(pager.pages.page == 2)
    pager.press(.escape)
    #expect(pager.mode == .browsing)
    #expect(pager.pages.page == 2)
    pager.type("4")
    pager.press(.backspace)
    #expect(pager.mode == .browsing)
  }

  @Test func jumpPastTheEndClampsAndSaysSo() {
    var pager = hundredLinePager()
    pager.type("9999999999999999999999999")
    #expect(pager.mode == .jumping(String(repeating: "9", count: PagerState.maximumDigits)))
    pager.press(.enter)
    #expect(pager.pages.page == 10)
    #expect(pager.message == "There is no page 999999999999999999: showing page 10")
    pager.type("0")
    pager.press(.enter)
    #expect(pager.pages.page == 1)
    #expect(pager.message == "There is no page 0: showing page 1")
    // The next key clears the message.
    pager.press(.right)
    #expect(pager.message == nil)
  }

  @Test func quitKeys() {
    for key: KeyEvent in [.character("q"), .escape, .ctrl("c")] {
      var pager = hundredLinePager()
      #expect(pager.press(key) == .quit, "\(key)")
    }
    // Ctrl-C quits while typing too; Esc and q do not.
    var pager = hundredLinePager()
    pager.type("3")
    #expect(pager.press(.character("q")) == .continue)
    #expect(pager.press(.escape) == .continue)
    pager.type("/")
    #expect(pager.press(.ctrl("c")) == .quit)
  }

  @Test func searchGoesToTheNextPageContainingTheQuery() {
    var pager = hundredLinePager()
    pager.press(.character("/"))
    #expect(pager.mode == .searching(""))
    pager.type("LINE 57")
    #expect(pager.mode == .searching("LINE 57"))
    pager.press(.enter)
    #expect(pager.mode == .browsing)
    #expect(pager.query == "LINE 57")
    #expect(pager.pages.page == 6)
    #expect(pager.message == nil)
  }

  @Test func searchStartsAfterTheCurrentPageAndWraps() {
    // "line 1" is in lines 1, 10–19 and 100.
    var pager = hundredLinePager()
    pager.type("/line 1")
    pager.press(.enter)
    #expect(pager.pages.page == 2)
    // An empty query repeats the last search.
    pager.press(.character("/"), .enter)
    #expect(pager.pages.page == 10)
    #expect(pager.message == nil)
    pager.press(.character("/"), .enter)
    #expect(pager.pages.page == 1)
    #expect(pager.message == "Search wrapped to the top")
  }

  @Test func searchWithNoMatchStaysAndSaysSo() {
    var pager = hundredLinePager(page: 3)
    pager.type("/zebra")
    pager.press(.enter)
    #expect(pager.pages.page == 3)
    #expect(pager.message == "Not found: zebra")
  }

  @Test func searchMatchingOnlyTheCurrentPageSaysSo() {
    var pager = hundredLinePager(page: 5)
    pager.type("/line 45")
    pager.press(.enter)
    #expect(pager.pages.page == 5)
    #expect(pager.message == "Only this page contains line 45")
  }

  @Test func searchCanBeEditedAndCancelled() {
    var pager = hundredLinePager()
    pager.type("/ab")
    pager.press(.backspace)
    #expect(pager.mode == .searching("a"))
    // Paging keys are text while searching.
    pager.type("qG")
    #expect(pager.mode == .searching("aqG"))
    pager.press(.escape)
    #expect(pager.mode == .browsing)
    #expect(pager.query == "")
    #expect(pager.pages.page == 1)
    pager.press(.character("/"), .backspace)
    #expect(pager.mode == .browsing)
  }

  @Test func pasteAddsToTheQueryOrPageNumber() {
    var pager = hundredLinePager()
    _ = pager.handle(.paste("ignored while browsing"))
    #expect(pager.mode == .browsing)
    pager.type("/")
    _ = pager.handle(.paste("line 9\u{1B}[2J\nsecond line"))
    #expect(pager.mode == .searching("line 9␛[2J"))
    pager.press(.escape)
    pager.type("1")
    _ = pager.handle(.paste("2x"))
    #expect(pager.mode == .jumping("12"))
  }

  @Test func resizeKeepsTheFirstLineInView() {
    var pager = hundredLinePager(page: 4)
    #expect(pager.lineRange.lowerBound == 30)
    _ = pager.handle(.resize(width: 80, height: 22))
    #expect(pager.pageSize == 20)
    #expect(pager.pages.page == 2)
    #expect(pager.lineRange.contains(30))
    #expect(pager.size == TerminalSize(width: 80, height: 22))
  }

  @Test func emptyDocumentHasNoPagesAndKeysDoNothing() {
    var pager = PagerState(
      document: PagerDocument(text: ""), size: TerminalSize(width: 80, height: 24))
    #expect(pager.document.isEmpty)
    #expect(pager.pages.pageCount == 0)
    #expect(pager.lineRange.isEmpty)
    pager.press(.right, .character("G"), .character("g"), .left)
    #expect(pager.pages.page == 0)
    pager.type("3")
    pager.press(.enter)
    #expect(pager.pages.page == 0)
    #expect(pager.message == nil)
    pager.type("/x")
    pager.press(.enter)
    #expect(pager.message == "Not found: x")
    #expect(pager.press(.character("q")) == .quit)
  }

  @Test func helpListsEveryCommand() {
    #expect(
      PagerState.bindings.map(\.name) == [
        "previous", "next", "first", "last", "jump", "search", "quit",
      ])
    #expect(PagerState.bindings[0].keyLabel == "left/h/p/pgup")
    #expect(PagerState.bindings[6].keyLabel == "q/esc/ctrl+c")
  }
}
