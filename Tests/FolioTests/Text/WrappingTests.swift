import Testing

@testable import Folio

@Suite struct WrappingTests {
  @Test func wordMode() {
    #expect("the quick brown fox".wrapped(toWidth: 10) == ["the quick", "brown fox"])
    #expect("the quick brown fox".wrapped(toWidth: 9) == ["the quick", "brown fox"])
    #expect("the quick brown fox".wrapped(toWidth: 8) == ["the", "quick", "brown", "fox"])
    #expect("a long sentence".wrapped(toWidth: 6) == ["a long", "senten", "ce"])
    #expect("short".wrapped(toWidth: 80) == ["short"])
  }

  @Test func wordModeDropsSpacesAtBreaksButKeepsIndentation() {
    #expect("  indented text here".wrapped(toWidth: 10) == ["  indented", "text here"])
    #expect("one    two".wrapped(toWidth: 4) == ["one", "two"])
    #expect("trailing   ".wrapped(toWidth: 20) == ["trailing"])
    #expect("a  b".wrapped(toWidth: 10) == ["a  b"])
  }

  @Test func characterMode() {
    #expect("a long sentence".wrapped(toWidth: 6, mode: .character) == ["a long", " sente", "nce"])
    #expect("abcdefg".wrapped(toWidth: 3, mode: .character) == ["abc", "def", "g"])
  }

  @Test func newlinesAlwaysBreak() {
    #expect("one\ntwo three".wrapped(toWidth: 20) == ["one", "two three"])
    #expect("one\n\ntwo".wrapped(toWidth: 20) == ["one", "", "two"])
    #expect("one\r\ntwo".wrapped(toWidth: 20, mode: .character) == ["one", "two"])
    #expect("end\n".wrapped(toWidth: 20) == ["end", ""])
    #expect("".wrapped(toWidth: 5) == [""])
  }

  @Test func wideAndCombiningClusters() {
    #expect("漢字かな交じり".wrapped(toWidth: 5) == ["漢字", "かな", "交じ", "り"])
    #expect("cafe\u{301} cafe\u{301}".wrapped(toWidth: 4) == ["cafe\u{301}", "cafe\u{301}"])
    #expect("👨‍👩‍👧‍👦👨‍👩‍👧‍👦".wrapped(toWidth: 3, mode: .character) == ["👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"])
    // A cluster wider than the whole line cannot be shown.
    #expect("a漢b".wrapped(toWidth: 1, mode: .character) == ["a", "b"])
  }

  @Test func noLinesForNoWidth() {
    #expect("text".wrapped(toWidth: 0).isEmpty)
    #expect("text".wrapped(toWidth: -2).isEmpty)
  }

  @Test func everyLineFitsAndWordModeKeepsTheWords() {
    let text =
      "Item 15015 · hotel golf 漢字かな交じり 🚀 launch cafe\u{301} lorem ipsum dolor sit amet "
      + "👩🏽‍💻 supercalifragilisticexpialidocious\nsecond paragraph"
    for width in 1...40 {
      for mode in [WrapMode.word, .character] {
        let lines = text.wrapped(toWidth: width, mode: mode)
        #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(width) \(mode)")
        if mode == .character {
          let dropped = width == 1 ? text.filter { $0.displayWidth == 2 }.count : 0
          #expect(lines.joined().count == text.count - dropped - 1)
        } else if width >= 2 {
          let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined()
          #expect(lines.joined().filter { $0 != " " } == words)
        }
      }
    }
  }

  @Test func stylesSurviveWrapping() {
    let bold = Style(bold: true)
    let red = Style(foreground: .red)
    let text = StyledText("hello ", style: bold) + StyledText("big world", style: red)
    let lines = text.wrapped(toWidth: 9)
    #expect(lines.count == 2)
    #expect(
      lines[0].runs
        == [.init("hello", style: bold), .init(" ", style: bold), .init("big", style: red)]
        .coalesced())
    #expect(lines[1].runs == [.init("world", style: red)])
  }
}

extension Array where Element == StyledText.Run {
  /// Neighbouring runs of one style joined, as the wrapper builds them.
  fileprivate func coalesced() -> [StyledText.Run] {
    var result: [StyledText.Run] = []
    for run in self {
      if let last = result.last, last.style == run.style {
        result[result.count - 1].text += run.text
      } else {
        result.append(run)
      }
    }
    return result
  }
}
