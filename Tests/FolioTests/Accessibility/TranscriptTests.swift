import Testing

@testable import Folio

private struct Headline: Identifiable, Sendable {
  let id: Int
  var title: String
  var points: Int
}

private let headlines = (1...20).map { Headline(id: $0, title: "Story \($0)", points: $0 * 10) }

@Suite struct TranscriptTests {
  @Test func aNumberedListReadsItsPositionRowsAndBar() {
    let list = PaginatedList(headlines, selection: 2) { Text($0.title) }
      .numbered(page: 2, pageSize: 20, totalItems: 1_234)
      .title("Inbox")
    let transcript = list.renderTranscript(width: 50, height: 8)
    #expect(
      transcript.split(separator: "\n").map(String.init) == [
        "list: Inbox, showing 21–24 of 1,234",
        "row 1 of 20: Story 1", "row 2 of 20: Story 2", "row 3 of 20, selected: Story 3",
        "row 4 of 20: Story 4",
        "navigation: Page 2 of 62",
      ])
  }

  @Test func aTableRowIsReadWithItsColumnTitles() {
    let table = PaginatedTable(
      Array(headlines.prefix(3)), selection: 0,
      columns: [
        TableColumn<Headline>("Title") { $0.title },
        TableColumn<Headline>("Points", alignment: .trailing) { String($0.points) },
      ])
    let transcript = table.renderTranscript(width: 30, height: 5)
    #expect(transcript.contains("row 1 of 3, selected: Title: Story 1, Points: 10\n"))
    #expect(!transcript.contains("─"))
  }

  @Test func userViewsAreReadAsTheirModifiersSay() {
    let view = VStack {
      Text("★★★☆☆").accessibilityLabel("3 stars of 5")
      Text("Volume").accessibilityValue("80 %")
      Text("┌decoration┐").accessibilityHidden()
      Text("[ Save ]").accessibilityAddTraits(.isButton)
      Divider()
      Text("Done").border()
    }
    let transcript = view.renderTranscript(width: 30)
    #expect(
      transcript == "3 stars of 5\nVolume, 80 %\nbutton: [ Save ]\nDone\n")
  }

  @Test func aViewNotHiddenIsReadAsItIs() {
    let view = VStack {
      Text("one")
      Text("two")
    }
    .accessibilityHidden(false)
    #expect(view.renderTranscript(width: 10) == "one\ntwo\n")
  }

  @Test func aLabelOfUntrustedTextCannotWriteControlBytes() {
    let view = Text("x").accessibilityLabel("bad\u{1B}[2Jline\nbreak")
    let transcript = view.renderTranscript(width: 10)
    #expect(!transcript.unicodeScalars.contains { $0.value == 0x1B })
    #expect(transcript.split(separator: "\n").count == 1, "\(transcript)")
  }
}
