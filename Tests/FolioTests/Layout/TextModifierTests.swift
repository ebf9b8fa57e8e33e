import Testing

@testable import Folio

/// Text's layout modifiers work on any view, in any order with the style modifiers, and a
/// text limited to one row is cut rather than wrapped.
@Suite struct TextModifierTests {
  let sentence = "the quick brown fox jumps over the lazy dog"

  @Test func styleThenTruncationCompilesAndCuts() {
    let styled = Text(sentence).dim().truncated()
    #expect(styled.renderPlainText(width: 12) == "the quick b…")
    #expect(styled.renderANSI(width: 12) == Text(sentence).truncated().dim().renderANSI(width: 12))
  }

  @Test func aStackPassesLineBreakingToEveryText() {
    let stack = VStack {
      Text(sentence)
      Text("second: " + sentence)
    }
    .truncated()
    #expect(stack.renderPlainText(width: 12) == "the quick b…\nsecond: the…")
  }

  @Test func aTextsOwnSettingWins() {
    let stack = VStack {
      Text(sentence).wrap()
      Text(sentence)
    }
    .truncated()
    #expect(
      stack.renderPlainText(width: 20)
        == "the quick brown fox\njumps over the lazy\ndog\nthe quick brown fox…")
  }

  @Test func oneLineLimitCutsInsteadOfWrapping() {
    for width in [1, 5, 12, 30, 60] {
      #expect(
        Text(sentence).lineLimit(1).renderPlainText(width: width)
          == Text(sentence).truncated().renderPlainText(width: width), "width \(width)")
    }
  }

  @Test func oneOfferedRowCutsInsteadOfWrapping() {
    let row = Text(sentence).frame(height: 1)
    #expect(row.renderPlainText(width: 16) == "the quick brown…")
  }

  @Test func aLimitFromAroundAppliesAndTheTextsOwnWins() {
    let limited = VStack {
      Text(sentence)
      Text(sentence).lineLimit(nil)
    }
    .lineLimit(2)
    #expect(
      limited.renderPlainText(width: 16)
        == "the quick brown\nfox jumps over…\nthe quick brown\nfox jumps over\nthe lazy dog")
  }

  @Test func alignmentFromAroundAlignsEveryMultiLineText() {
    let centred = Text("a\nwide line").multilineTextAlignment(.center)
    let fromAround = VStack { Text("a\nwide line") }.multilineTextAlignment(.center)
    #expect(fromAround.renderPlainText(width: 20) == centred.renderPlainText(width: 20))
    #expect(centred.renderPlainText(width: 20) == "    a\nwide line")
  }
}
