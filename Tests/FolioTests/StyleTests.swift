import Testing

@testable import Folio

@Suite struct StyleTests {
  @Test func childOverridesOnlyWhatItSets() {
    let parent = Style(foreground: .red, bold: true)
    let child = Style(foreground: .blue, underline: true)
    let merged = parent.patched(with: child)
    #expect(merged.foreground == .blue)
    #expect(merged.bold == true)
    #expect(merged.underline == true)
    #expect(merged.background == nil)
  }

  @Test func resolvedStylesCompareByLook() {
    #expect(Style(bold: false).isPlain)
    #expect(!Style(bold: true).isPlain)
    #expect(Style(foreground: .default).resolved == Style.plain.resolved)
  }

  @Test func styledTextConcatenatesAndFlattens() {
    var text = StyledText("Page ", style: Style(dim: true))
    text += StyledText("6", style: Style(bold: true))
    #expect(text.plainText == "Page 6")
    #expect(text.runs.count == 2)
  }
}
