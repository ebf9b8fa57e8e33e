import Folio
import FolioTerminal
import FolioTesting
import Testing

/// A table of authors and titles drawn as four lines of text, in accented, CJK and emoji
/// characters.
@MainActor
private func authors() -> Application<Int, some View> {
  Application(state: 0) { _ in
    VStack(alignment: .leading) {
      Text("Author  Title")
      Text("Zoë     café crème")
      Text("山田    漢字の件")
      Text("Łukasz  rocket 🚀 launch")
    }
  } onEvent: { _, _ in
    .continue
  }
}

@MainActor
@Suite struct ScreenPositionTests {
  @Test func aTextIsFoundAtTheColumnItsFirstCellStandsIn() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 40, height: 6))
    try await driver.start(authors())
    let screen = driver.screen
    #expect(try #require(screen.position(of: "Author")) == (0, 0), "\(screen)")
    #expect(try #require(screen.position(of: "Title")) == (8, 0))
    #expect(try #require(screen.position(of: "café crème")) == (8, 1))
    // Two wide characters take four columns.
    #expect(try #require(screen.position(of: "漢字の件")) == (8, 2))
    #expect(try #require(screen.position(of: "田")) == (2, 2))
    // A rocket takes two columns: the word after it starts three past it.
    #expect(try #require(screen.position(of: "🚀")) == (15, 3))
    #expect(try #require(screen.position(of: "launch")) == (18, 3))
    // Every title starts in the column of the heading above it.
    for title in ["café", "漢字", "rocket"] {
      #expect(screen.position(of: title)?.x == screen.position(of: "Title")?.x, "\(title)")
    }
  }

  @Test func aTextIsMatchedCharacterByCharacterAcrossCells() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 40, height: 6))
    try await driver.start(authors())
    let screen = driver.screen
    // Spaces are cells too.
    #expect(try #require(screen.position(of: "Zoë     café")) == (0, 1))
    // The first of several, reading from the top: the "e" of "Title".
    #expect(try #require(screen.position(of: "e")) == (12, 0))
    // "e" is not the "ë" of "Zoë", the "é" of "café" or the "è" of "crème".
    #expect(try #require(screen.position(of: "me")) == (16, 1))
    #expect(try #require(screen.position(of: "è")) == (15, 1))
    #expect(screen.position(of: "Zoe") == nil)
    #expect(screen.position(of: "mango") == nil)
    #expect(screen.position(of: "") == nil)
    // Longer than any line.
    #expect(screen.position(of: String(repeating: "a", count: 41)) == nil)
  }

  @Test func everyShowingIsFoundTopToBottomLeftToRight() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 40, height: 6))
    try await driver.start(authors())
    let screen = driver.screen
    // Two letters "c" in "café crème", one in "rocket" and one in "launch"; none in the
    // heading.
    #expect(
      screen.positions(of: "c").map { [$0.x, $0.y] } == [[8, 1], [13, 1], [10, 3], [22, 3]])
    // After a wide character the columns are cells.
    #expect(screen.positions(of: "の").map { [$0.x, $0.y] } == [[12, 2]])
    // Showings do not overlap: the four spaces between the name and the title hold two of
    // "  ", not three.
    #expect(screen.positions(of: "  ").filter { $0.y == 2 && $0.x < 8 }.map(\.x) == [4, 6])
    #expect(screen.positions(of: "mango").isEmpty)
    #expect(screen.positions(of: "").isEmpty)
    #expect(
      try #require(screen.positions(of: "Title").first) == #require(screen.position(of: "Title")))
  }
}
