import Testing

@testable import Folio

@Suite struct PaddingTests {
  @Test func alignments() {
    let text = StyledText("ab", style: Style(bold: true))
    #expect(text.padded(toWidth: 5).plainText == "ab   ")
    #expect(text.padded(toWidth: 5, alignment: .trailing).plainText == "   ab")
    #expect(text.padded(toWidth: 5, alignment: .center).plainText == " ab  ")
    #expect(text.padded(toWidth: 6, alignment: .center).plainText == "  ab  ")
  }

  @Test func paddingIsUnstyledAndCountsCells() {
    let bold = Style(bold: true)
    let padded = StyledText("漢", style: bold).padded(toWidth: 5, alignment: .center)
    #expect(padded.runs == [.init(" "), .init("漢", style: bold), .init("  ")])
    #expect(padded.displayWidth == 5)
    #expect("漢".padded(toWidth: 5, alignment: .trailing) == "   漢")
    #expect("e\u{301}".padded(toWidth: 3) == "e\u{301}  ")
  }

  @Test func textAtOrBeyondTheWidthIsUnchanged() {
    let text = StyledText("hello", style: Style(italic: true))
    #expect(text.padded(toWidth: 5) == text)
    #expect(text.padded(toWidth: 3, alignment: .center) == text)
    #expect(text.padded(toWidth: -1) == text)
    #expect("漢字".padded(toWidth: 3) == "漢字")
  }

  @Test func styledWidth() {
    let text = StyledText("漢字", style: Style(bold: true)) + StyledText(" ok", style: .plain)
    #expect(text.displayWidth == 7)
    #expect(StyledText().displayWidth == 0)
  }
}
