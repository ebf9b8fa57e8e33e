import Folio
import Testing

@testable import FolioDemo
@testable import FolioShowcase
@testable import FolioTerminal

/// With the ASCII symbol set, everything the kit and the demo draw is ASCII: every widget
/// in every state the gallery shows, at several widths and spinner ticks, and the screens
/// of the browser, the pager and the help overlay.
@MainActor
@Suite struct ASCIIOutputTests {
  static let widths = [1, 5, 12, 22, 40, 72, 120]

  var ascii: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.symbols = .ascii
    return environment
  }

  /// Fails for every row of `view` drawn at `width` that holds a byte of 0x80 or more.
  func expectASCII(
    _ view: some View, width: Int, height: Int? = nil, environment: EnvironmentValues? = nil,
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = view.renderPlainText(
      width: width, height: height, environment: environment ?? ascii)
    for (number, row) in text.split(separator: "\n").enumerated()
    where row.utf8.contains(where: { $0 >= 0x80 }) {
      Issue.record(
        "\(what) at width \(width), row \(number): \(row)", sourceLocation: sourceLocation)
    }
  }

  @Test func theGalleryIsASCII() {
    for width in Self.widths {
      for tick in 0..<10 {
        var environment = ascii
        environment.spinnerTick = tick
        expectASCII(Gallery(), width: width, environment: environment, "the gallery, tick \(tick)")
      }
    }
  }

  @Test func statesTheGalleryLeavesOutAreASCII() {
    let stories = (1...6).map(Story.numbered)
    let views: [(String, AnyView)] = [
      (
        "a table sorted ascending",
        AnyView(
          PaginatedTable(stories, selection: 0, columns: Gallery.columns)
            .numbered(page: 2, pageSize: 6, totalItems: 1_234)
            .sorted(by: "Title", ascending: true))
      ),
      (
        "an infinite table, failed",
        AnyView(
          PaginatedTable(stories, state: .error(message: "Timed out."), columns: Gallery.columns)
            .infinite(footer: .both))
      ),
      (
        "a scroll view with a scrollbar",
        AnyView(
          ScrollView(offset: 3) {
            VStack { ForEach(0..<20, id: \.self) { Text("line \($0)") } }
          }.frame(height: 5))
      ),
      ("an open-ended position", AnyView(PaginationPosition(page: 6, pageCount: 40))),
      (
        "summaries", AnyView(PaginationSummary(page: 2, pageSize: 20, totalItems: 1_234))
      ),
      ("an empty summary", AnyView(PaginationSummary(page: 1, pageSize: 20, totalItems: 0))),
      (
        "an empty list",
        AnyView(PaginatedList([Story](), state: .exhausted) { StoryRow(story: $0) })
      ),
      (
        "control characters",
        AnyView(Text("esc \u{1B}[2J del \u{7F} c1 \u{9B} bidi \u{202E} nul \u{0}"))
      ),
      ("a divider", AnyView(Divider(label: "A label long enough to be cut"))),
      ("a bordered box", AnyView(Text("boxed").border(.double, title: "A long title here"))),
    ]
    for (name, view) in views {
      for width in Self.widths {
        expectASCII(view, width: width, name)
      }
    }
  }

  @Test func theBrowserIsASCII() {
    let api = SimulatedAPI(count: 50, latency: .zero, failRate: 0, seed: 1)
    var state = BrowseState(api: api, pageSize: 5)
    for width in Self.widths {
      expectASCII(BrowseView(state: state), width: width, height: 12, "the browser")
    }
    _ = state.handle(.key(.character("t")))
    for width in Self.widths {
      expectASCII(BrowseView(state: state), width: width, height: 12, "the browser's table")
    }
    _ = state.handle(.key(.character("3")))
    expectASCII(BrowseView(state: state), width: 60, height: 12, "typing a page number")
    _ = state.handle(.key(.escape))
    _ = state.handle(.key(.character("/")))
    expectASCII(BrowseView(state: state), width: 60, height: 12, "typing a search")
    #expect(!BrowseView.hints(.ascii).joined().utf8.contains { $0 >= 0x80 })
  }

  @Test func theHelpOverlayIsASCII() {
    for bindings in [BrowseState.bindings, PagerController.bindings] {
      for width in [20, 60, 100] {
        expectASCII(HelpOverlay(bindings: bindings), width: width, "the help overlay")
      }
      let line = KeyBinding.helpLine(bindings, symbols: .ascii)
      #expect(!line.utf8.contains { $0 >= 0x80 }, "\(line)")
    }
  }

  @Test func thePagerIsASCII() async {
    let text = (1...200).map { "line \($0) with a tab\tand an escape \u{1B}[2J" }
      .joined(separator: "\n")
    let document = TextDocument(text, name: "sample.txt")
    await document.countLines()
    let model = PagerModel(document: document)
    var session = PagerController(model: model)
    session.symbols = .ascii
    for width in [10, 20, 40, 80] {
      model.resize(width: width, rows: 6)
      expectASCII(PagerController.Screen(session: session), width: width, height: 8, "the pager")
      model.search("escape", forward: true)
      expectASCII(PagerController.Screen(session: session), width: width, height: 8, "searching")
    }
    for key in [KeyEvent.character("-"), .character("5"), .character("/")] {
      _ = session.handle(.key(key))
      #expect(!session.bottomLine.utf8.contains { $0 >= 0x80 }, "\(session.bottomLine)")
      _ = session.handle(.key(.escape))
    }
    _ = session.handle(.key(.character("-")))
    _ = session.handle(.key(.character("S")))
    #expect(session.bottomLine == "Long lines are cut (left/right scroll)")
    session.isAskingAboutBinary = true
    expectASCII(PagerController.Screen(session: session), width: 80, height: 8, "a binary file")
    _ = session.handle(.key(.character(" ")))
    #expect(session.bottomLine == "A binary file: control bytes are shown as ?")
    let page = PagerCommand.printedPage(document, page: 2, pageSize: 20, symbols: .ascii)
    #expect(page.hasSuffix("Page 2 of 10 | lines 21-40 of 200\n"), "\(page.suffix(60))")
  }
}
