import TestSupport
import Testing

@testable import Folio

/// A row of a list made of several views: its nodes are taken again as a stack's are.
private struct CountedRow: View {
  var name: String
  var count: Int

  var body: some View {
    HStack(spacing: 1) {
      Text(name).truncated()
      Spacer()
      Text("\(count)").foregroundColor(count > 5 ? .red : .default)
    }
  }
}

/// A screen with a list whose rows a frame drawn with a memory takes again.
private struct ListScreen: View {
  var items: [String]
  var selection: Int?
  var counted = false
  var numbered = false
  var page = 1
  var title: String?
  var header = "header"
  var scroll: ListScrollState?
  /// What the list stands in: a frame (0), padding and a border (1), a background filled
  /// under it before it draws (2), a stack with a line drawn over it after it (3).
  var wrapping = 0
  var tinted = false
  var asciiRows = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      // One row, so that the list always has rows to show.
      Text(header).bold().truncated()
      switch wrapping {
      case 1: list.padding(horizontal: 1).border()
      case 2: list.background(.blue)
      case 3:
        ZStack(alignment: .topLeading) {
          list
          Text("over the rows").reverse()
        }
      default: list.frame(maxHeight: .max)
      }
    }
  }

  @ViewBuilder private var list: some View {
    if counted {
      configured(
        PaginatedList(items, selection: selection) { item in
          CountedRow(name: item, count: item.count)
        })
    } else {
      configured(PaginatedList(items, selection: selection) { Text($0).truncated() })
    }
  }

  private func configured<Row: View>(_ list: PaginatedList<[String], Row>) -> some View {
    var list = list.title(title).rowNumbers(startingAt: (page - 1) * 10 + 1)
    if numbered {
      list = list.numbered(page: page, pageSize: 10, totalItems: 95)
    }
    if let scroll { list = list.scrollState(scroll) }
    // Drawn in an environment of its own, which changes while the screen's stays.
    return list.foregroundColor(tinted ? .green : .default)
      .environment(\.symbols, asciiRows ? .ascii : .unicode)
  }
}

/// A page of a list, compared by what it shows: its items, its selection and whether it is
/// the second page of a numbered list (its rows numbered from the page's first).
private struct SelectablePage: View, Equatable {
  var items: [String]
  var selection: Int
  var numbered: Bool

  var body: some View {
    let list = PaginatedList(items, selection: selection) { Text($0) }
    if numbered {
      list.numbered(page: 2, pageSize: items.count, totalItems: items.count * 3)
        .rowNumbers(startingAt: items.count + 1, width: 4)
    } else {
      list
    }
  }
}

@Suite struct KeptListRowsTests {
  static let words = [
    "alpha", "bravo 漢字", "charlie 👍🏽", "delta", "echo ✌🏻 wave", "foxtrot cafe\u{301}",
    "golf", "hotel 🇩🇪", "a long line that the row has to cut at its edge somewhere",
  ]

  /// Frames of a list drawn with a memory, whose rows are taken again and copied, are the
  /// frames drawn without one: cells, report, reading order and the bytes of each update.
  @Test(arguments: 0..<32)
  func aListDrawnOnItsLastRowsIsTheListDrawnAnew(seed: Int) {
    var screen = ListScreen(items: (0..<12).map { Self.words[$0 % Self.words.count] })
    let (copied, framesThatMayCopy) = Self.drawKeptBesideFresh(
      &screen, seed: seed, frames: 40,
      change: { screen, random, size in
        let count = screen.items.count
        switch Int.random(in: 0..<17, using: &random) {
        case 0, 1, 2:
          // The selection moves a row, or anywhere, or goes.
          screen.selection = Self.movedSelection(screen.selection, count: count, &random)
        case 3:
          screen.items[Int.random(in: 0..<max(1, count), using: &random) % max(1, count)] =
            Self.words.randomElement(using: &random)!
        case 4: screen.items.insert(Self.words.randomElement(using: &random)!, at: 0)
        case 5: if count > 0 { screen.items.removeLast() }
        case 6: screen.counted.toggle()
        case 7: screen.numbered.toggle()
        case 8: screen.page = Int.random(in: 1...10, using: &random)
        case 9: screen.title = screen.title == nil ? "Stories" : nil
        case 10: screen.wrapping = Int.random(in: 0..<4, using: &random)
        case 11: screen.wrapping = 0
        case 12: screen.scroll = screen.scroll == nil ? ListScrollState() : nil
        case 13:
          size = (Int.random(in: 8...90, using: &random), Int.random(in: 3...20, using: &random))
        case 14: screen.tinted.toggle()
        case 15: screen.asciiRows.toggle()
        default: screen.header = Self.words.randomElement(using: &random)!
        }
      },
      // A background filled under the list, or a stack that is not taken again, keeps its
      // rows from being copied; under a header, a title and a border, a short screen may
      // show none.
      mayCopy: { screen, height in screen.wrapping <= 1 && height >= 7 })
    // The frames did copy rows: what is compared is the copying.
    #expect(copied > 0 || framesThatMayCopy < 10)
  }

  /// A spinner turning above a list — neither of them `.equatable()`: the list takes its
  /// nodes again whole every frame and compares its rows, and once found unchanged it is
  /// copied from the last frame; a row that shows other words, and the selection moving
  /// (after the list was copied whole too), draw those rows again, and another page builds
  /// the list's parts anew. Every frame is the frame drawn from nothing.
  @Test func aListThatStaysIsTakenAgainWholeAndCopied() {
    struct Screen: View {
      var items: [String]
      var selection: Int
      var page = 1

      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          LoadingIndicator("Syncing", alignment: .leading)
          PaginatedList(items, selection: selection) { Text($0).truncated() }
            .numbered(page: page, pageSize: 8, totalItems: 40)
            .rowNumbers(startingAt: (page - 1) * 8 + 1)
            .title("Inbox")
        }
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    environment.describesAccessibility = true
    var screen = Screen(items: (1...8).map { "message \($0)" }, selection: 2)
    var tick = 0
    // Draws the next tick; returns the parts and rows it copied and the list's numbered node.
    func frame(_ name: String) -> (parts: Int, rows: Int, node: ObjectIdentifier?) {
      environment.spinnerTick = tick
      tick += 1
      frames.drawExpectingSame(
        screen, width: 40, height: 14, environment: environment, frame: name)
      let list = frames.memory.lastTreeNodes.first { $0 is ListNode }
      let numbered = ListRowsNode.parts(within: list).numbered
      return (
        frames.memory.copiedParts, frames.memory.copiedRows, numbered.map(ObjectIdentifier.init)
      )
    }
    let first = frame("first")
    #expect(first.node != nil)
    // Drawn, its rows copied but the selected one, which is filled before it is drawn.
    let found = frame("the list found unchanged")
    #expect(found.rows == 7)
    screen.items[3] = "changed"
    let changed = frame("a row changed")
    #expect(changed.rows == 6)
    // Changed, the list was noted all the same: it is copied whole as soon as it stays.
    let again = frame("found unchanged again")
    #expect(again.parts == 1 && again.rows == 0)
    let copied = frame("the list copied")
    #expect(copied.parts == 1 && copied.rows == 0, "the list copied whole")
    #expect(frame("copied again").parts == 1)
    // Copied whole, the list carried its rows', bar's and summary's records along: the
    // two rows whose look changed are drawn, the rest copied.
    screen.selection = 3
    let moved = frame("the selection moved")
    #expect(moved.rows == 6 && moved.parts == 2)
    #expect(frame("copied once more").parts == 1)
    #expect([found, changed, copied, moved].allSatisfy { $0.node == first.node })
    screen.page = 2
    screen.items = (9...16).map { "message \($0)" }
    let paged = frame("another page")
    #expect(paged.node != first.node)
  }

  /// A page that stays while a spinner turns is copied whole, frame after frame, its rows'
  /// records carried along only when they are next read: when the page's view changes
  /// (the selection moves), the rows whose look did not change are still copied from the
  /// frame before, not drawn — in a list, and in a numbered list with its bar and summary.
  @Test(arguments: [false, true])
  func rowsOfAPageCopiedWholeTickAfterTickAreCopiedWhenTheSelectionMoves(numbered: Bool) {
    struct Screen: View {
      var page: SelectablePage

      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          LoadingIndicator("Syncing", alignment: .leading)
          page.equatable()
        }
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var screen = Screen(
      page: SelectablePage(items: (1...8).map { "row \($0)" }, selection: 0, numbered: numbered))
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    for tick in 0..<4 {
      environment.spinnerTick = tick
      frames.drawExpectingSame(
        screen, width: 30, height: 12, environment: environment, frame: "tick \(tick)")
      if tick > 1 { #expect(frames.memory.copiedParts > 0, "the page copied whole") }
    }
    screen.page.selection = 1
    frames.drawExpectingSame(
      screen, width: 30, height: 12, environment: environment, frame: "the selection moved")
    #expect(frames.memory.reusedNodes == 0, "the page built again")
    // Eight rows: the two whose look changed are drawn, the other six copied.
    #expect(frames.memory.copiedRows == 6)
  }

  /// A list taken again whole builds each row again where the last frame's row is stored;
  /// a row that now shows a view of another kind (its nodes cannot be taken again) is made
  /// anew, and it is the row drawn and stored — in the frame, and in the frames after it.
  @Test func aRowOfAnotherKindInAListTakenAgainWholeIsTheRowDrawn() {
    struct Screen: View {
      var items: [String]
      var selection: Int

      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          LoadingIndicator("Syncing", alignment: .leading)
          PaginatedList(items, selection: selection) { item in
            if item.hasPrefix("*") {
              CountedRow(name: item, count: item.count)
            } else {
              Text(item).truncated()
            }
          }
        }
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var screen = Screen(items: (1...6).map { "row \($0)" }, selection: 0)
    var tick = 0
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    // Draws the next tick; returns the list's rows node.
    func frame(_ name: String) -> ObjectIdentifier? {
      environment.spinnerTick = tick
      tick += 1
      frames.drawExpectingSame(
        screen, width: 30, height: 9, environment: environment, frame: name)
      let list = frames.memory.lastTreeNodes.first { $0 is ListNode }
      return ListRowsNode.parts(within: list).rows.map(ObjectIdentifier.init)
    }
    let first = frame("first")
    #expect(first != nil)
    screen.items[2] = "*starred"
    let starred = frame("a row of another kind")
    #expect(
      screen.renderFrame(width: 30, height: 9, environment: environment).canvas.plainText()
        .contains("*starred"))
    #expect(frame("the starred row again") == first)
    screen.items[2] = "row 3"
    screen.selection = 2
    let plain = frame("the row plain again, selected")
    #expect(frame("the plain row again") == first)
    // The rows were built again in the same node: the list was taken again whole.
    #expect([starred, plain].allSatisfy { $0 == first })
  }

  /// A list copied whole while what stands before it adds more hit regions to the report
  /// carries its parts' report entries to where they are now: its bar, copied alone in the
  /// frame after, adds its pages' targets, not the regions that stood there before.
  @Test func aListCopiedWholeCarriesItsPartsToTheirPlacesInTheReport() {
    var tabs = 2
    var selection = 1
    var frames = FrameMemoryTests.KeptBesideFresh()
    func frame(_ name: String) {
      let screen = VStack(alignment: .leading, spacing: 0) {
        HStack {
          ForEach(0..<tabs, id: \.self) { tab in Text("tab \(tab)").hitTarget(.row(100 + tab)) }
        }
        PaginatedList((1...6).map { "row \($0)" }, selection: selection) { Text($0) }
          .numbered(page: 2, pageSize: 6, totalItems: 30)
      }
      frames.drawExpectingSame(
        screen, width: 40, height: 10, environment: EnvironmentValues(), frame: name)
    }
    frame("first")
    frame("the list found unchanged")
    tabs = 3
    frame("a tab more, the list copied")
    // The list, and the two tabs that stand where they stood (a hit target is taken again).
    #expect(frames.memory.copiedParts == 3)
    selection = 2
    frame("the selection moved")
    #expect(frames.memory.copiedRows == 4)
    #expect(frames.memory.copiedParts == 4, "the bar, the summary and the first two tabs")
    #expect(frames.memory.last.report.regions.filter { $0.target == .page(3) }.count == 1)
  }

  /// A list taken again whole whose row now wraps onto more lines is laid out again, and
  /// what stands under it moves down: every frame is the frame drawn from nothing.
  @Test func aListTakenAgainWholeIsLaidOutAgainWhenARowGrows() {
    var items = ["one", "two", "three"]
    var frames = FrameMemoryTests.KeptBesideFresh()
    func frame(_ name: String) {
      let screen = VStack(alignment: .leading, spacing: 0) {
        PaginatedList(items) { Text($0).wrap() }
        Text("under the list")
      }
      frames.drawExpectingSame(
        screen, width: 20, height: 10, environment: EnvironmentValues(), frame: name)
    }
    frame("first")
    frame("taken again")
    frame("copied")
    items[1] = "a line long enough to wrap onto three"
    frame("a row grown")
    #expect(frames.memory.relaidNodes > 0)
    items[1] = "two"
    frame("the row short again")
  }

  /// The selection one row down: the two rows whose look changed are drawn, every other
  /// row is copied, and the update to the terminal writes those two rows only.
  @Test func aSelectionMovedOneRowDrawsTwoRows() {
    let items = (1...30).map { "item \($0)" }
    let memory = FrameMemory()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    func frame(_ selection: Int) -> RenderedFrame {
      PaginatedList(items, selection: selection) { Text($0) }
        .renderFrame(width: 40, height: 20, environment: environment, memory: memory)
    }
    _ = frame(4)
    let before = frame(4)
    // Every row but the selected one, which is filled before it is drawn.
    #expect(memory.copiedRows == 19)
    let after = frame(5)
    #expect(memory.copiedRows == 18)
    #expect(
      after.canvas
        == PaginatedList(items, selection: 5) { Text($0) }
        .renderFrame(width: 40, height: 20, environment: environment).canvas)
    let update = String(
      decoding: after.canvas.diff(from: before.canvas, colorMode: .truecolor), as: UTF8.self)
    #expect(update.contains("item 5") && update.contains("item 6"))
    for other in [1, 2, 3, 4, 7, 8, 19, 20] { #expect(!update.contains("item \(other)")) }
  }

  /// The selection moved: every row lays out as it did, so nothing is laid out again — not
  /// the list, not the `.equatable()` part it is in, not the stack above — and the part
  /// keeps its node. Each frame is the frame drawn from nothing, the list scrolled to the
  /// selection or not, numbered or not, marked or not; a page of wider rows is laid out.
  /// Without colour a selected row is marked by a column of its own; a marker wider than the
  /// unselected rows' spaces makes the selected row's prefix wider, so a row that wraps is
  /// laid out again when the selection moves onto it or off it: every frame is the frame drawn
  /// from nothing, the row's second line and what stands under the list included.
  @Test func aSelectionMarkerWiderThanItsColumnLaysTheRowOutAgain() {
    // 16 cells of words: one line beside two cells of prefix in a list 18 wide, two lines
    // beside three.
    let items = ["one", "sixteen cells ab", "three"]
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.colorMode = .none
    environment.symbols.selectionMarker = "=>"
    func frame(_ selection: Int, _ name: String) {
      let screen = VStack(alignment: .leading, spacing: 0) {
        PaginatedList(items, selection: selection) { Text($0).wrap() }
        Text("under the list")
      }
      frames.drawExpectingSame(
        screen, width: 18, height: 8, environment: environment, frame: name)
    }
    frame(0, "first")
    frame(1, "onto the long row")
    #expect(frames.memory.relaidNodes > 0)
    frame(2, "off it")
    #expect(frames.memory.relaidNodes > 0)
    frame(0, "back to the top")
  }

  @Test(arguments: [false, true])
  func aSelectionThatMovesLaysNothingOutAgain(numbered: Bool) {
    var items = (1...30).map { "item \($0)" }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    func frame(_ selection: Int, _ name: String) {
      let screen = VStack(alignment: .leading, spacing: 0) {
        Text("Title")
        Divider()
        SelectablePage(items: items, selection: selection, numbered: numbered).equatable()
        Text("status")
      }
      frames.drawExpectingSame(
        screen, width: 30, height: 14, environment: environment, frame: name)
    }
    frame(4, "first")
    for (selection, name) in [(5, "down"), (4, "up"), (12, "scrolled"), (29, "last"), (0, "top")] {
      frame(selection, name)
      #expect(frames.memory.builtNodes == 1, "\(name): the part changed")
      #expect(frames.memory.relaidNodes == 0, "\(name)")
    }
    environment.theme.selection = Style(bold: true)
    frame(3, "another look")
    frame(4, "bold selection moved")
    #expect(frames.memory.relaidNodes == 0)
    items = items.map { $0 + " and more" }
    frame(5, "wider rows")
    #expect(frames.memory.relaidNodes > 0)
  }

  /// Two rows' prefixes are the same when their keys are: every part of the key counts,
  /// and a footer's (no key) is equal to nothing, itself included.
  @Test func aRowsPrefixKeyTellsEveryPartApart() {
    typealias Key = ListRow.PrefixKey
    let key = Key(number: 12, numberWidth: 4, selected: false, hasSelection: true)
    #expect(key == Key(number: 12, numberWidth: 4, selected: false, hasSelection: true))
    for other in [
      Key(number: 13, numberWidth: 4, selected: false, hasSelection: true),
      Key(number: nil, numberWidth: 4, selected: false, hasSelection: true),
      Key(number: 12, numberWidth: 5, selected: false, hasSelection: true),
      Key(number: 12, numberWidth: 4, selected: true, hasSelection: true),
      Key(number: 12, numberWidth: 4, selected: false, hasSelection: false),
      Key(number: Int.min, numberWidth: 4, selected: false, hasSelection: true),
      .none,
    ] {
      #expect(key != other)
    }
    #expect(Key.none != Key.none)
    // A width past any screen's makes no key: such a row is never taken as it was.
    let huge = Key(number: 1, numberWidth: 1 << 50, selected: false, hasSelection: false)
    #expect(huge != huge)
    #expect(
      Key(number: 0, numberWidth: 0, selected: false, hasSelection: false)
        != Key(number: nil, numberWidth: 0, selected: false, hasSelection: false))
  }

  /// A numbered list whose selection moves keeps its bar's and summary's nodes, written
  /// and fitted once; a new page, or symbols that draw otherwise, make them again, and
  /// every frame is the frame drawn anew.
  @Test func aNumberedListKeepsItsBarWhileItShowsTheSame() {
    let items = (1...95).map { "item \($0)" }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    // Set around the list, not for the whole frame: a frame in another environment keeps
    // no tree at all.
    var next = "›"
    func list(page: Int, selection: Int) -> some View {
      PaginatedList(Array(items[((page - 1) * 10)..<(page * 10)]), selection: selection) {
        Text($0)
      }
      .numbered(page: page, pageSize: 10, totalItems: items.count)
      .environment(\.symbols.next, next)
    }
    func frame(page: Int, selection: Int) -> NumberedListNode? {
      frames.drawExpectingSame(
        list(page: page, selection: selection), width: 60, height: 14,
        environment: environment, frame: "page \(page), row \(selection)")
      return ListRowsNode.parts(within: frames.memory.lastTreeNodes.first).numbered
    }
    let first = frame(page: 2, selection: 0)
    // The selection moved: the list takes its nodes again whole.
    let moved = frame(page: 2, selection: 1)
    #expect(first != nil && moved === first)
    #expect(moved?.extras.first === first?.extras.first)
    #expect(moved?.extras.dropFirst().first === first?.extras.dropFirst().first)
    // Standing where they stood, the bar and the summary were copied, not drawn; the
    // frame's report still has the bar's pages to click.
    #expect(frames.memory.copiedParts == 2)
    #expect(frames.memory.last.report.regions.contains { $0.target == .page(3) })
    _ = frame(page: 2, selection: 2)
    #expect(frames.memory.copiedParts == 2)
    // Another page: the list is made anew, and the bar and summary that stood there show
    // the new page (drawn, not copied), what they made safe kept.
    let paged = frame(page: 3, selection: 1)
    #expect(frames.memory.copiedParts == 0)
    #expect(paged !== moved)
    #expect(paged?.extras.first === moved?.extras.first)
    #expect(paged?.extras.dropFirst().first === moved?.extras.dropFirst().first)
    #expect(frames.memory.last.report.regions.contains { $0.target == .page(4) })
    // In other symbols, new ones.
    next = "→"
    let otherSymbols = frame(page: 3, selection: 2)
    #expect(otherSymbols?.extras.first !== paged?.extras.first)
    _ = frame(page: 4, selection: 2)
  }

  /// A row whose text changed is drawn again, its text node showing the new words (no node
  /// is made for them); the others are copied.
  @Test func aRowWhoseTextChangedIsDrawnAgain() {
    var items = (1...10).map { "item \($0)" }
    let memory = FrameMemory()
    func frame() -> RenderedFrame {
      PaginatedList(items) { Text($0) }
        .renderFrame(width: 30, height: 10, environment: EnvironmentValues(), memory: memory)
    }
    _ = frame()
    _ = frame()
    let texts = memory.lastRowTexts
    items[3] = "changed"
    let after = frame()
    #expect(memory.copiedRows == 9)
    #expect(after.canvas.plainText().contains("changed"))
    // The same text nodes, the changed one's showing the new words.
    let now = memory.lastRowTexts
    #expect(now.count == 10)
    #expect(now.map(ObjectIdentifier.init) == texts.map(ObjectIdentifier.init))
    #expect((now[3] as? TextNode)?.spokenText == "changed")
    #expect((now[4] as? TextNode)?.spokenText == "item 5")
  }

  /// A list whose rows are all new frame after frame (paged through) does not note how it
  /// drew its rows, only how it drew itself, whole: the first frame in which it stays copies
  /// it whole, and its rows are noted again only when a frame draws them.
  @Test func aListPagedThroughNotesNothingUntilItsRowsStay() {
    let memory = FrameMemory()
    func frame(page: Int) {
      _ = PaginatedList((1...10).map { "page \(page) item \($0)" }) { Text($0) }
        .renderFrame(width: 30, height: 10, environment: EnvironmentValues(), memory: memory)
    }
    func noted() -> Int {
      memory.lastTreeNodes.compactMap { $0 as? ListRowsNode }.map(\.notedRowCount).reduce(0, +)
    }
    frame(page: 1)
    frame(page: 2)
    #expect(noted() == 10)  // the rows of page 1 stood for a frame: it may stay
    frame(page: 3)
    #expect(noted() == 0)  // every row new twice over: a list being paged through
    frame(page: 3)
    #expect(memory.copiedParts == 1)  // the list, noted whole as it changed
    #expect(memory.copiedRows == 0)
    #expect(noted() == 0)  // no row drawn
    frame(page: 3)
    #expect(memory.copiedParts == 1)
    #expect(memory.copiedRows == 0)
  }

  /// Words that are equal as Swift compares strings, but other bytes (a precomposed
  /// letter, then the letter and a combining mark), are drawn as they are: a text, a
  /// divider's label, a border's title and a row of views kept from the last frame show the
  /// new bytes, as a frame drawn anew does.
  @Test func canonicallyEquivalentWordsAreDrawnAsTheyAre() {
    let memory = FrameMemory()
    for word in ["caf\u{E9}", "cafe\u{301}", "caf\u{E9}", "cafe\u{301}"] {
      let view = VStack(alignment: .leading, spacing: 0) {
        Text(word)
        Divider(label: word)
        PaginatedList([word, "other"]) { item in
          HStack(spacing: 1) {
            Text(item)
            Spacer()
          }
        }
      }
      .border(title: word)
      let kept = view.renderFrame(
        width: 30, height: 8, environment: EnvironmentValues(), memory: memory)
      let fresh = view.renderFrame(width: 30, height: 8)
      #expect(kept.canvas == fresh.canvas, "\(Array(word.unicodeScalars))")
      #expect(
        kept.canvas.ansiString(colorMode: .ansi16) == fresh.canvas.ansiString(colorMode: .ansi16))
    }
  }

  /// A table's rows are read with its column names: a name that becomes canonically
  /// equivalent but other bytes is read as it is, not as the row kept from the last frame
  /// read it.
  @Test func aTableRowIsReadWithItsColumnNamesAsTheyAre() {
    let memory = FrameMemory()
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    for name in ["caf\u{E9}", "cafe\u{301}", "caf\u{E9}", "cafe\u{301}"] {
      let table = PaginatedTable(
        [Issue(id: 1, title: "one", author: "ada"), Issue(id: 2, title: "two", author: "bo")],
        columns: [TableColumn(name, id: "title") { $0.title }])
      let kept = table.renderFrame(width: 20, height: 4, environment: environment, memory: memory)
      let fresh = table.renderFrame(width: 20, height: 4, environment: environment)
      let read = { (frame: RenderedFrame) in
        frame.report.accessibilityElements.map(\.label).joined(separator: "|")
      }
      #expect(read(kept).utf8.elementsEqual(read(fresh).utf8), "\(Array(name.unicodeScalars))")
    }
  }

  /// Symbols that are equal as Swift compares strings, but other bytes, are drawn as they
  /// are: an environment whose symbols changed so keeps no row, no node and no part drawn
  /// with the old ones.
  @Test func canonicallyEquivalentSymbolsAreDrawnAsTheyAre() {
    struct Word: EnvironmentKey {
      static let defaultValue = ""
    }
    struct Part: View, Equatable {
      var body: some View {
        VStack(spacing: 0) {
          Text("a long line cut short").truncated().frame(width: 8)
          // A word of the program's own, from the environment.
          EnvironmentReader { Text($0[Word.self]) }
        }
      }
    }
    let memory = FrameMemory()
    // The symbols, then only a word of the program's own, change their bytes.
    let marks = ["\u{E9}", "e\u{301}", "\u{E9}", "e\u{301}"]
    for (mark, word) in Array(zip(marks, marks)) + marks.map({ ("\u{E9}", $0) }) {
      var environment = EnvironmentValues()
      environment.colorMode = .none
      environment.symbols.ellipsis = mark
      environment.symbols.selectionMarker = mark
      environment.symbols.horizontalLine = mark
      environment.symbols.next = mark
      environment[Word.self] = "caf" + word
      let view = VStack(alignment: .leading, spacing: 0) {
        Text("a long line cut short").truncated().frame(width: 8)
        Part().equatable()
        Divider()
        PaginatedList(["one", "two"], selection: 0) { Text($0) }
          .numbered(page: 1, pageSize: 2, totalItems: 9)
      }
      let kept = view.renderFrame(width: 30, height: 10, environment: environment, memory: memory)
      let fresh = view.renderFrame(width: 30, height: 10, environment: environment)
      let sameCells = kept.canvas == fresh.canvas
      let sameBytes = kept.canvas.ansiString(colorMode: .ansi16).utf8.elementsEqual(
        fresh.canvas.ansiString(colorMode: .ansi16).utf8)
      #expect(sameCells, "\(Array(mark.unicodeScalars))\n\(kept.canvas.plainText())")
      #expect(sameBytes)
    }
  }

  /// A kept part shown alone, where the last frame showed it in a stack that drew its cut
  /// mark over it, is drawn again: the last frame's canvas is not that part alone.
  @Test func aPartAloneIsNotTheLastFrameWhenSomethingWasDrawnOverIt() {
    struct Boxed: View, Equatable {
      var body: some View { Spacer().frame(width: 3, height: 0).border() }
    }
    let memory = FrameMemory()
    var environment = EnvironmentValues()
    environment.symbols = .ascii
    let stacked = VStack(alignment: .leading, spacing: 0) {
      Boxed().equatable()
      Text("below")
    }
    _ = stacked.renderFrame(width: 33, height: 2, environment: environment, memory: memory)
    let kept = Boxed().equatable().renderFrame(
      width: 33, height: 2, environment: environment, memory: memory)
    let fresh = Boxed().equatable().renderFrame(width: 33, height: 2, environment: environment)
    #expect(kept.canvas.plainText() == fresh.canvas.plainText())
    #expect(kept.canvas == fresh.canvas)
  }

  /// Rows made of several views take their nodes again: a row whose count changed keeps
  /// its stack and changes one text.
  @Test func rowsOfSeveralViewsTakeTheirNodesAgain() {
    var counts = [1, 2, 3, 4]
    let memory = FrameMemory()
    func frame() -> RenderedFrame {
      PaginatedList(Array(counts.indices), selection: 0) { index in
        CountedRow(name: "row \(index)", count: counts[index])
      }
      .renderFrame(width: 30, height: 4, environment: EnvironmentValues(), memory: memory)
    }
    _ = frame()
    _ = frame()
    // Every row but the selected one.
    #expect(memory.copiedRows == 3)
    counts[2] = 9
    let after = frame()
    #expect(memory.copiedRows == 2)
    #expect(after.canvas.plainText().contains("row 2") && after.canvas.plainText().contains("9"))
    #expect(memory.takenNodes >= 4 * 4)
  }
}

/// An item of a table.
private struct Issue: Sendable {
  var id: Int
  var title: String
  var author: String
}

/// A screen with a table whose rows a frame drawn with a memory takes again.
private struct TableScreen: View {
  var issues: [Issue]
  var selection: Int?
  var sortedBy: String?
  var numbered = false
  var page = 2
  var firstColumn = 0
  var bordered = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Issues").bold()
      if bordered {
        table.border()
      } else {
        table
      }
    }
  }

  private var table: some View {
    var table = PaginatedTable(issues, selection: selection, columns: Self.columns)
    if let sortedBy { table = table.sorted(by: sortedBy) }
    if numbered { table = table.numbered(page: page, pageSize: 10, totalItems: 40) }
    return table.scrollColumns(from: firstColumn)
  }

  static var columns: [TableColumn<Issue>] {
    [
      TableColumn("#", id: "id", width: .fixed(5), alignment: .trailing) { "\($0.id)" },
      TableColumn("Title", id: "title", width: .flexible(weight: 1, minimum: 6)) { $0.title },
      TableColumn("Author", id: "author", width: .fitting(minimum: 0, maximum: 10)) {
        $0.author
      },
    ]
  }
}

extension KeptListRowsTests {
  /// Frames of a table drawn with a memory, whose rows are taken again and copied, are the
  /// frames drawn without one.
  @Test(arguments: 0..<24)
  func aTableDrawnOnItsLastRowsIsTheTableDrawnAnew(seed: Int) {
    var screen = TableScreen(
      issues: (0..<12).map {
        Issue(id: 1_200 + $0, title: Self.words[$0 % Self.words.count], author: "ada")
      })
    let (copied, _) = Self.drawKeptBesideFresh(
      &screen, seed: seed, frames: 30,
      change: { screen, random, size in
        let count = screen.issues.count
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2:
          screen.selection = Self.movedSelection(screen.selection, count: count, &random)
        case 3:
          screen.issues[Int.random(in: 0..<count, using: &random)].title =
            Self.words.randomElement(using: &random)!
        case 4:
          // An author as wide as before, or wider: a fitting column may widen.
          screen.issues[Int.random(in: 0..<count, using: &random)].author =
            ["bob", "grace hopper", "ken"].randomElement(using: &random)!
        case 5: screen.sortedBy = [nil, "id", "title"].randomElement(using: &random)!
        case 6: screen.numbered.toggle()
        case 7: screen.firstColumn = Int.random(in: 0...2, using: &random)
        case 8: screen.bordered.toggle()
        default:
          size = (Int.random(in: 10...90, using: &random), Int.random(in: 3...20, using: &random))
        }
      })
    #expect(copied > 0)
  }

  /// A selection moved a row up or down, or, one time in four, anywhere (off the rows too).
  static func movedSelection(_ selection: Int?, count: Int, _ random: inout SplitMix64) -> Int {
    let moved = (selection ?? 0) + (Bool.random(using: &random) ? 1 : -1)
    return Int.random(in: 0..<4, using: &random) == 0
      ? Int.random(in: -1..<count + 1, using: &random) : moved
  }

  /// Draws `frames` frames of `screen` at 60 × 14 at first, each after up to two `change`s
  /// (which may resize it), with a memory and without, in an environment `seed` chooses
  /// (colour or none, described or not), and expects each pair to be the same frame.
  /// Returns the rows copied, and how many frames `mayCopy` (given the screen and height)
  /// said could copy rows.
  static func drawKeptBesideFresh<Screen: View>(
    _ screen: inout Screen, seed: Int, frames count: Int,
    change: (inout Screen, inout SplitMix64, inout (width: Int, height: Int)) -> Void,
    mayCopy: (Screen, Int) -> Bool = { _, _ in true }
  ) -> (copied: Int, framesThatMayCopy: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.colorMode = seed % 4 == 3 ? .none : .truecolor
    environment.describesAccessibility = seed % 2 == 0
    var size = (width: 60, height: 14)
    var copied = 0
    var framesThatMayCopy = 0
    for frame in 0..<count {
      for _ in 0..<Int.random(in: 0...2, using: &random) { change(&screen, &random, &size) }
      let same = frames.drawExpectingSame(
        screen, width: size.width, height: size.height, environment: environment,
        frame: "seed \(seed), frame \(frame)")
      if !same { break }
      copied += frames.memory.copiedRows
      if mayCopy(screen, size.height) { framesThatMayCopy += 1 }
    }
    return (copied, framesThatMayCopy)
  }

  /// A table that stays is taken again whole and, found unchanged, copied from the last
  /// frame; a cell that shows other words, a fitting column that widens and the selection
  /// moving draw it again, the same table. Every frame is the frame drawn from nothing.
  @Test func aTableThatStaysIsTakenAgainWholeAndCopied() {
    var screen = TableScreen(
      issues: (0..<12).map { Issue(id: 1_200 + $0, title: "issue \($0)", author: "ada") },
      selection: 2)
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    environment.describesAccessibility = true
    // Draws the screen; returns the parts and rows copied and the table's node.
    func frame(_ name: String) -> (parts: Int, rows: Int, table: ObjectIdentifier?) {
      frames.drawExpectingSame(
        screen, width: 50, height: 18, environment: environment, frame: name)
      let table = frames.memory.lastTreeNodes.first { $0 is TableNode }
      return (
        frames.memory.copiedParts, frames.memory.copiedRows, table.map(ObjectIdentifier.init)
      )
    }
    let first = frame("first")
    #expect(first.table != nil)
    #expect(frame("found unchanged").rows > 0)
    let copied = frame("copied")
    #expect(copied.parts == 1 && copied.rows == 0, "the table copied whole")
    screen.issues[3].title = "a title changed"
    let changed = frame("a cell changed")
    #expect(changed.parts == 0)
    // Changed, the table's list was noted all the same: it is copied whole as soon as it
    // stays, the header drawn again around it.
    #expect(frame("found unchanged again").parts == 1)
    screen.issues[4].author = "grace hopper"
    let widened = frame("a fitting column widened")
    _ = frame("found unchanged after the column widened")
    #expect(frame("copied after the column widened").parts == 1)
    screen.selection = 5
    let moved = frame("the selection moved")
    #expect(moved.rows > 0, "the rows' records carried along with the table's copy")
    _ = frame("found unchanged once more")
    #expect(frame("copied once more").parts == 1)
    #expect([copied, changed, widened, moved].allSatisfy { $0.table == first.table })
  }

  /// An infinite list with a scroll state, asking for more pages, beside a spinner — what
  /// a program over a paging model draws: its reports applied after each frame as the
  /// runtime does, it is taken again whole, its footer too, and copied once it stays; a
  /// scroll made from outside (a wheel) draws it again where it now stands, and one page
  /// more builds it anew. Every frame is the frame drawn from nothing.
  @MainActor @Test func anInfiniteListWithAScrollStateIsTakenAgainWholeAndCopied() {
    var scroll = ListScrollState()
    var items = (1...30).map { "story \($0)" }
    var selection = 29
    var asked = 0
    func screen() -> some View {
      VStack(alignment: .leading, spacing: 0) {
        LoadingIndicator("Syncing", alignment: .leading)
        PaginatedList(items, state: .loaded, selection: selection) { Text($0).truncated() }
          .infinite(footer: .both) { asked += 1 }
          .rowNumbers()
          .scrollState(scroll)
      }
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    environment.describesAccessibility = true
    var tick = 0
    // Draws the next tick and applies its report; returns the parts and rows it copied.
    func frame(_ name: String) -> (parts: Int, rows: Int, list: ObjectIdentifier?) {
      environment.spinnerTick = tick
      tick += 1
      frames.drawExpectingSame(
        screen(), width: 40, height: 10, environment: environment, frame: name)
      frames.memory.last.report.apply()
      let list = frames.memory.lastTreeNodes.first { $0 is ListNode }
      return (frames.memory.copiedParts, frames.memory.copiedRows, list.map(ObjectIdentifier.init))
    }
    let first = frame("first")
    #expect(first.list != nil)
    #expect(scroll.offset > 0 && scroll.isFooterVisible, "scrolled to the selection, near the end")
    #expect(asked == 1, "the footer came into view")
    // The offset the first frame found is the state's now: the list is built again from it.
    _ = frame("the offset remembered")
    _ = frame("found unchanged")
    let copied = frame("copied")
    #expect(copied.parts == 1 && copied.rows == 0, "the list and its footer copied whole")
    #expect(copied.list == first.list)
    selection = 26
    _ = frame("the selection moved up")
    _ = frame("found unchanged with the selection moved")
    #expect(frame("copied with the selection moved").parts == 1)
    scroll.offset -= 3
    let scrolled = frame("scrolled from outside")
    #expect(scrolled.parts == 0)
    #expect(!scroll.isFooterVisible)
    _ = frame("found unchanged where it now stands")
    _ = frame("found unchanged again")
    #expect(frame("copied again").parts == 1)
    #expect(asked == 1, "asked once for the page")
    // Another state at the same offset: the list is built again, and remembers in it.
    let other = ListScrollState(offset: scroll.offset)
    scroll = other
    #expect(frame("another scroll state").parts == 0)
    #expect(other.visibleRows == 19..<28)
    items += (31...40).map { "story \($0)" }
    selection = 39
    let grown = frame("a page more")
    #expect(grown.parts == 0)
    #expect(asked == 2, "the footer came into view again, ten items on")
  }

  /// A list taken again whole, its report copied from the last frame, asks for more pages
  /// through the action of the frame that copied it, not the one of the frame that drew it.
  @MainActor @Test func aListCopiedWholeAsksForMorePagesThroughTheLatestAction() {
    let items = (1...6).map { "story \($0)" }
    var asked: [Int] = []
    var frames = FrameMemoryTests.KeptBesideFresh()
    for generation in 0..<5 {
      // Without a scroll state, a footer in view in the idle phase asks after every frame.
      let screen = PaginatedList(items, state: .loaded, selection: 0) { Text($0) }
        .infinite { asked.append(generation) }
      frames.drawExpectingSame(
        screen, width: 30, height: 10, environment: EnvironmentValues(),
        frame: "generation \(generation)")
      frames.memory.last.report.apply()
    }
    #expect(frames.memory.copiedParts == 1, "the last frames copied the list whole")
    #expect(asked == [0, 1, 2, 3, 4])
  }

  /// A list that appears in a screen that stays — a view switched to a list — is noted as
  /// it is first drawn: the next frame that finds it unchanged copies it whole.
  @Test func aListThatAppearsIsCopiedWholeTheFrameAfter() {
    var frames = FrameMemoryTests.KeptBesideFresh()
    for tick in 0..<4 {
      frames.drawUnderASpinner(tick: tick, frame: "tick \(tick)") {
        if tick == 0 {
          Text("no list yet")
        } else {
          PaginatedList((1...6).map { "story \($0)" }, selection: 1) { Text($0) }
        }
      }
      if tick >= 2 { #expect(frames.memory.copiedParts == 1, "tick \(tick): the list copied") }
    }
  }

  /// A filtered list beside a spinner is compared by the rows its filter shows: taken again
  /// whole and copied while they stay; an item the filter now hides, and another filter,
  /// draw it again. Every frame is the frame drawn from nothing.
  @Test func aFilteredListIsTakenAgainWholeByTheRowsItShows() {
    var items = (1...12).map { "item \($0)" }
    var wanted = "1"
    var frames = FrameMemoryTests.KeptBesideFresh()
    var tick = 0
    func frame(_ name: String) -> (parts: Int, list: ObjectIdentifier?) {
      let query = wanted
      frames.drawUnderASpinner(tick: tick, frame: name) {
        PaginatedList(items, selection: 10) { Text($0) }
          .filter { $0.contains(query) }
          .rowNumbers()
      }
      tick += 1
      let list = frames.memory.lastTreeNodes.first { $0 is ListNode }
      return (frames.memory.copiedParts, list.map(ObjectIdentifier.init))
    }
    let first = frame("first")
    #expect(first.list != nil)
    _ = frame("found unchanged")
    #expect(frame("copied").parts == 1)
    items[9] = "item ten"
    let hidden = frame("an item the filter now hides")
    #expect(hidden.parts == 0)
    _ = frame("found unchanged again")
    #expect(frame("copied again").parts == 1)
    wanted = "2"
    #expect(frame("another filter").parts == 0)
    _ = frame("found unchanged with the other filter")
    let last = frame("copied with the other filter")
    #expect(last.parts == 1 && last.list == first.list)
  }

  /// An exhausted infinite list shows its finished footer under its rows: taken again
  /// whole, the footer is the last frame's too, and the list is copied whole.
  @Test func aFinishedListIsCopiedWholeWithItsFooter() {
    var frames = FrameMemoryTests.KeptBesideFresh()
    for tick in 0..<4 {
      frames.drawUnderASpinner(tick: tick, frame: "tick \(tick)") {
        PaginatedList((1...5).map { "story \($0)" }, state: .exhausted, selection: 1) {
          Text($0)
        }
        .infinite(finishedText: "That is all")
      }
    }
    #expect(frames.memory.last.canvas.plainText().contains("That is all"))
    #expect(frames.memory.copiedParts == 1 && frames.memory.copiedRows == 0)
  }

  /// An infinite table with a scroll state, asking for more pages: taken again whole
  /// through its list, footer and all, copied once it stays, and drawn again where a scroll
  /// from outside puts it.
  @MainActor @Test func anInfiniteTableWithAScrollStateIsTakenAgainWholeAndCopied() {
    let scroll = ListScrollState()
    let issues = (0..<30).map { Issue(id: 1_200 + $0, title: "issue \($0)", author: "ada") }
    var selection = 26
    var asked = 0
    func screen() -> some View {
      PaginatedTable(issues, selection: selection, columns: TableScreen.columns)
        .infinite { asked += 1 }
        .scrollState(scroll)
    }
    var frames = FrameMemoryTests.KeptBesideFresh()
    func frame(_ name: String) -> Int {
      frames.drawExpectingSame(
        screen(), width: 50, height: 10, environment: EnvironmentValues(), frame: name)
      frames.memory.last.report.apply()
      return frames.memory.copiedParts
    }
    _ = frame("first")
    #expect(scroll.offset > 0)
    _ = frame("the offset remembered")
    _ = frame("found unchanged")
    #expect(frame("copied") == 1)
    selection = 20
    _ = frame("the selection moved up")
    _ = frame("found unchanged with the selection moved")
    #expect(frame("copied with the selection moved") == 1)
    scroll.offset -= 2
    #expect(frame("scrolled from outside") == 0)
    #expect(scroll.visibleRows.lowerBound == scroll.offset)
    _ = frame("found unchanged where it now stands")
    #expect(frame("copied again") == 1)
  }

  /// A table that keeps its columns' widths in a ``TableColumnState``, its reports applied
  /// after each frame: taken again whole and copied while it stays, its report to the state
  /// the frame drawn from nothing's — also when a cell wider than its column's maximum
  /// leaves the layout as it was — and a page of shorter cells keeps the widths remembered.
  @MainActor @Test func aTableWithAColumnStateIsTakenAgainWholeAndCopied() {
    let columnState = TableColumnState()
    var issues = (0..<8).map { Issue(id: 1_200 + $0, title: "issue \($0)", author: "ada") }
    var frames = FrameMemoryTests.KeptBesideFresh()
    func frame(_ name: String) -> Int {
      let screen = PaginatedTable(issues, selection: 1, columns: TableScreen.columns)
        .columnState(columnState)
      let (same, kept, fresh) = frames.draw(
        screen, width: 50, height: 12, environment: EnvironmentValues())
      #expect(same, "\(name)")
      #expect(kept.report.tables == fresh.report.tables, "\(name)")
      #expect(kept.report.tables.count == 1, "\(name)")
      kept.report.apply()
      return frames.memory.copiedParts
    }
    _ = frame("first")
    _ = frame("found unchanged")
    #expect(frame("copied") == 1)
    issues[2].author = "grace hopper"
    _ = frame("an author wider than the column's maximum")
    #expect(columnState.widestCells[2] == 12)
    issues[2].author = "grace hopper!"
    _ = frame("wider still, the layout as it was")
    #expect(columnState.widestCells[2] == 13)
    _ = frame("found unchanged again")
    #expect(frame("copied again") == 1)
    issues = (8..<16).map { Issue(id: 1_200 + $0, title: "issue \($0)", author: "ada") }
    _ = frame("a page of shorter authors")
    #expect(columnState.widestCells[2] == 13)
    _ = frame("found unchanged on the new page")
    #expect(frame("copied on the new page") == 1)
  }

  /// A list beside a table, copied whole with it, and then copied row by row where the
  /// table moves its rows (the screen one line higher): a row of the list owns its line no
  /// more — the table's cells right of it came in the same copy — so the table's blank cell
  /// under a row that moved is blank, not the cell that stood there.
  @MainActor @Test func aRowCopiedWholeWithItsNeighbourLeavesTheNeighbourBehind() {
    let items = (0..<30).map { $0 % 3 == 0 ? "" : "item \($0)" }
    let scroll = ListScrollState(offset: 20)
    var frames = FrameMemoryTests.KeptBesideFresh()
    for frame in 0..<5 {
      scroll.offset = 20
      let screen = VStack(spacing: 0) {
        HStack(spacing: 1) {
          PaginatedList(items, state: .loaded, selection: 22) { Text($0).truncated() }
            .infinite(footer: .both) {}
            .scrollState(scroll)
          PaginatedTable(items, state: .loaded, selection: 22, columns: Self.textColumns)
        }
        Text("status").lineLimit(frame < 4 ? 1 : 0)
      }
      frames.drawExpectingSame(
        screen, width: 24, height: 10, environment: EnvironmentValues(), frame: "frame \(frame)")
      frames.memory.last.report.apply()
      if frame == 3 { #expect(frames.memory.copiedParts == 1, "copied whole") }
      if frame == 4 { #expect(frames.memory.copiedRows > 0, "the list's rows copied") }
    }
  }

  /// One column of the texts themselves.
  private static var textColumns: [TableColumn<String>] {
    [TableColumn("Text", width: .flexible(weight: 1, minimum: 3)) { $0 }]
  }

  /// A table turned to another page shows the new page's rows in the row nodes of the page
  /// before — the same nodes, nothing allocated for them — and is the table drawn from
  /// nothing; so is a page whose rows are wider, and one with fewer rows.
  @Test func aTableOnAnotherPageShowsItsRowsInTheNodesOfThePageBefore() {
    let memory = FrameMemory()
    func screen(page: Int, rows: Int = 10, title: String = "issue") -> TableScreen {
      let issues = (0..<rows).map {
        Issue(id: page * 10 + $0, title: "\(title) \(page * 10 + $0)", author: "ada")
      }
      var screen = TableScreen(issues: issues, selection: 3)
      screen.numbered = true
      screen.page = page
      return screen
    }
    func draw(_ screen: TableScreen) -> [LayoutNode] {
      let frame = screen.renderFrame(
        width: 50, height: 16, environment: EnvironmentValues(), memory: memory)
      let fresh = screen.renderFrame(width: 50, height: 16)
      #expect(frame.canvas == fresh.canvas)
      #expect(frame.canvas.plainText().contains("\(screen.issues[0].title)"))
      return memory.lastTableRows
    }
    let first = draw(screen(page: 2))
    let second = draw(screen(page: 3))
    #expect(first.count == 10)
    #expect(second.count == 10 && zip(first, second).allSatisfy { $0 === $1 })
    // Wider titles: the columns are laid out anew, the rows' nodes still shown again.
    let wider = draw(screen(page: 4, title: "a much longer issue title"))
    #expect(wider.count == 10 && zip(second, wider).allSatisfy { $0 === $1 })
    let shorter = draw(screen(page: 1, rows: 4))
    #expect(shorter.count == 4 && zip(wider, shorter).allSatisfy { $0 === $1 })
  }

  /// A numbered table turned to another page, its columns laid out as before, keeps its
  /// content — the header and the list's node — and its list turns the page; each frame is
  /// the frame drawn from nothing. Columns laid out otherwise build the content again.
  @Test func aTableOnAnotherPageKeepsItsHeaderAndContent() {
    let memory = FrameMemory()
    func screen(page: Int, author: String = "ada", numbered: Bool = true) -> TableScreen {
      let issues = (0..<10).map {
        Issue(id: page * 10 + $0, title: "issue \(page * 10 + $0)", author: author)
      }
      var screen = TableScreen(issues: issues, selection: 3)
      screen.numbered = numbered
      screen.page = page
      return screen
    }
    func draw(_ screen: TableScreen) -> LayoutNode? {
      let frame = screen.renderFrame(
        width: 50, height: 16, environment: EnvironmentValues(), memory: memory)
      let fresh = screen.renderFrame(width: 50, height: 16)
      #expect(frame.canvas == fresh.canvas)
      #expect(frame.report.regions == fresh.report.regions)
      let reader = memory.lastTreeNodes.first { $0 is ReaderNode } as? ReaderNode
      return reader?.builtNode
    }
    let first = draw(screen(page: 2))
    #expect(first is TableContentNode)
    for page in [3, 4, 1] {
      let next = draw(screen(page: page))
      #expect(next === first, "page \(page)")
    }
    // A wider author: the fitting column is laid out wider.
    let wider = draw(screen(page: 2, author: "grace hopper"))
    #expect(wider != nil && wider !== first)
    // Made infinite: drawn as from nothing, however its nodes are taken.
    #expect(draw(screen(page: 2, author: "grace hopper", numbered: false)) != nil)
  }

  /// A row node shown a row of columns laid out wider wants the new width: what it
  /// measured before is forgotten.
  @Test func aTableRowShownWiderColumnsWantsTheirWidth() {
    func rows(_ widths: [Int]) -> TableRows {
      TableRows(
        titles: widths.map { _ in "x" }, columns: widths.map { _ in .leading }, widths: widths,
        ellipsis: "…", ellipsisWidth: 1)
    }
    let node = TableRowNode(row: 0, rows: rows([3, 5]), style: .plain)
    #expect(node.widthRange().ideal == 9)
    node.show(row: 0, of: rows([3, 10]), style: .plain)
    #expect(node.widthRange().ideal == 14)
    node.show(row: 0, of: rows([4, 9]), style: .plain)
    #expect(node.widthRange().ideal == 14)
  }

  /// The selection moved in a table drawn with a memory makes the cells of the columns that
  /// are not measured (a fixed and a flexible one) once for each row the list builds: a row
  /// of the last frame is compared by the cells made when it was drawn or compared, not by
  /// cells made again — every row in view (height 24), or half of them (height 12; a short
  /// list builds all its rows to measure its height). The frame is the frame drawn from
  /// nothing.
  @Test(arguments: [24, 12])
  func aTableSelectionMovedMakesTheCellsOfItsRowsOnce(height: Int) {
    final class Count: @unchecked Sendable { var cells = 0 }
    let count = Count()
    let columns = [
      TableColumn<Issue>("#", width: .fixed(5), alignment: .trailing) {
        count.cells += 1
        return "\($0.id)"
      },
      TableColumn<Issue>("Title", width: .flexible(weight: 1, minimum: 6)) {
        count.cells += 1
        return $0.title
      },
    ]
    let issues = (0..<20).map { Issue(id: $0, title: "issue \($0)", author: "ada") }
    let memory = FrameMemory()
    func frame(_ selection: Int, memory: FrameMemory?) -> RenderedFrame {
      PaginatedTable(issues, selection: selection, columns: columns)
        .renderFrame(
          width: 40, height: height, environment: EnvironmentValues(), memory: memory)
    }
    _ = frame(4, memory: memory)
    _ = frame(4, memory: memory)
    count.cells = 0
    let moved = frame(5, memory: memory)
    let made = count.cells
    let shown = moved.report.regions.filter {
      if case .row = $0.target { true } else { false }
    }.count
    #expect(shown == min(20, height - 1))
    // Two a row: made for each row compared, or for the two rows whose look changed, to be
    // drawn. Made again for the last frame's rows too, they would be four a row.
    #expect(made == 2 * issues.count, "\(made) cells made for \(issues.count) rows")
    #expect(FrameMemoryTests.Drawn(moved) == FrameMemoryTests.Drawn(frame(5, memory: nil)))
  }

  /// The selection one row down in a table: the two rows whose look changed are drawn,
  /// every other row is copied.
  @Test func aTableSelectionMovedOneRowDrawsTwoRows() {
    let memory = FrameMemory()
    let issues = (0..<20).map { Issue(id: $0, title: "issue \($0)", author: "ada") }
    func frame(_ selection: Int) -> RenderedFrame {
      TableScreen(issues: issues, selection: selection)
        .renderFrame(width: 50, height: 22, environment: EnvironmentValues(), memory: memory)
    }
    _ = frame(4)
    _ = frame(4)
    #expect(memory.copiedRows == 19)
    let after = frame(5)
    #expect(memory.copiedRows == 18)
    #expect(
      after.canvas
        == TableScreen(issues: issues, selection: 5).renderFrame(width: 50, height: 22).canvas)
  }
}

extension FrameMemoryTests.KeptBesideFresh {
  /// Draws `content` under a spinner turned to `tick`, at 30 × 10, and expects the frame
  /// drawn from nothing (see ``drawExpectingSame(_:width:height:environment:frame:sourceLocation:)``).
  fileprivate mutating func drawUnderASpinner<Content: View>(
    tick: Int, frame: String, sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ content: () -> Content
  ) {
    var environment = EnvironmentValues()
    environment.spinnerTick = tick
    let screen = VStack(alignment: .leading, spacing: 0) {
      LoadingIndicator("Syncing", alignment: .leading)
      content()
    }
    drawExpectingSame(
      screen, width: 30, height: 10, environment: environment, frame: frame,
      sourceLocation: sourceLocation)
  }
}

extension FrameMemory {
  /// The row nodes of the tables of the last frame, in drawing order: the lists inside the
  /// readers that build a table's content for its width.
  fileprivate var lastTableRows: [LayoutNode] {
    var rows: [LayoutNode] = []
    func visit(_ node: LayoutNode) {
      if let list = node as? ListRowsNode {
        rows += list.rowContents.filter { $0 is TableRowNode }
      }
      if let numbered = node as? NumberedListNode { visit(numbered.rows) }
      node.retainedChildren.forEach(visit)
    }
    for case let reader as ReaderNode in lastTreeNodes {
      if let built = reader.builtNode { visit(built) }
    }
    return rows
  }

  /// The text nodes of the rows of the lists of the last frame, in drawing order.
  fileprivate var lastRowTexts: [LayoutNode] {
    lastTreeNodes.compactMap { $0 as? ListRowsNode }.flatMap(\.rowContents)
      .filter { $0 is TextNode }
  }
}

@Suite struct SymbolBytesTests {
  /// The symbols compared byte for byte are every symbol of a set: each, changed to
  /// canonically equivalent but other bytes, leaves the set equal and not the same bytes.
  @Test func everySymbolIsComparedByteForByte() {
    let strings = Mirror(reflecting: SymbolSet.unicode.stored).children.filter {
      $0.value is String
    }
    #expect(SymbolSet.symbolPaths.count == strings.count)
    for path in SymbolSet.symbolPaths {
      var precomposed = SymbolSet.unicode
      precomposed[keyPath: path] = "\u{E9}"
      var decomposed = SymbolSet.unicode
      decomposed[keyPath: path] = "e\u{301}"
      #expect(precomposed == decomposed)
      #expect(!precomposed.hasSameBytes(as: decomposed), "\(path)")
      #expect(precomposed.hasSameBytes(as: precomposed))
    }
  }
}

extension KeptListRowsTests {
  /// A table beside a list, squeezed until its text column is cut, whose item changes: the
  /// frame drawn with a memory shows and reads the new item, as the frame drawn from
  /// nothing does. (The table's content is built more than once there, for the sizes it is
  /// asked about, and the lists built share their rows' nodes: the first to take a row showed it
  /// the new item, and the second found it showing what it was to show and kept the row as
  /// the last frame drew it — the old item's cells and words.) With a column state or not, and
  /// with a text in the list's place.
  @MainActor @Test(arguments: [(true, true), (false, true), (true, false), (false, false)])
  func aTableRowThatLooksTheSameIsReadAsWhatItShowsNow(keepsColumns: Bool, besideList: Bool) {
    let texts = [
      "", "plain words here", "漢字かな交じり", "🚀 launch", "café crème", "evil\u{1B}[2J",
      "tab\tand\nnewline", "\u{202E}reversed", String(repeating: "long ", count: 30),
    ]
    var items = (0..<4).flatMap { _ in texts }
    let scroll = ListScrollState()
    let columnState = TableColumnState()
    let columns = [
      TableColumn<String>("Text", width: .flexible(weight: 1, minimum: 3)) { $0 },
      TableColumn<String>("Bytes", width: .fitting(minimum: 1, maximum: 6), alignment: .trailing) {
        "\($0.utf8.count)"
      },
    ]
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    let memory = FrameMemory()
    func draw(width: Int, height: Int, selection: Int?, frame: String) {
      let screen = VStack(spacing: 0) {
        HStack(spacing: 1) {
          if besideList {
            PaginatedList(items, selection: selection) { Text($0).truncated() }
              .infinite(footer: .both) {}
              .rowNumbers(startingAt: 1)
              .scrollState(scroll)
          } else {
            Text(String(repeating: "x", count: 80))
          }
          if keepsColumns {
            PaginatedTable(items, selection: selection, columns: columns).columnState(columnState)
          } else {
            PaginatedTable(items, selection: selection, columns: columns)
          }
        }
        Text("below")
      }
      let kept = screen.renderFrame(
        width: width, height: height, environment: environment, memory: memory)
      let fresh = screen.renderFrame(width: width, height: height, environment: environment)
      Self.expectSameFrame(kept, fresh, frame)
      kept.report.apply()
    }
    draw(width: 73, height: 7, selection: 1, frame: "first")
    draw(width: 85, height: 23, selection: nil, frame: "wider")
    scroll.offset = 36
    draw(width: 85, height: 23, selection: nil, frame: "scrolled")
    for index in [13, 4, 22] {
      items[index] = "UUUUUUU"
      draw(width: 85, height: 23, selection: nil, frame: "item \(index) changed")
    }
  }
}

extension KeptListRowsTests {
  /// A list and a table side by side, the table sorted and then its selection moved: the
  /// frame drawn with a memory splits the row between them as the frame drawn from nothing
  /// does. (The table's content is built for more than one size there; when the lists of
  /// those contents shared their rows' nodes, a node shown the rows of one layout answered
  /// for the other, and the list came out narrower.)
  @Test func aListBesideATableKeepsItsShareWhenTheSelectionMoves() {
    struct Package {
      var name: String
      var version: String
    }
    let names = ["swift-nio", "folio", "grpc 🚀", "café-kit", "漢字lib", "yams", "argparser"]
    let packages = (0..<10).map {
      Package(name: names[$0 % names.count] + "-\($0)", version: "\($0 % 4).\($0)")
    }
    let columns: [TableColumn<Package>] = [
      TableColumn("Name", width: .flexible(weight: 1, minimum: 4)) { $0.name },
      TableColumn("Version", width: .fitting(minimum: 3, maximum: 12)) { $0.version },
    ]
    let memory = FrameMemory()
    var environment = EnvironmentValues()
    environment.colorMode = .truecolor
    func draw(selection: Int, sorted: Bool) -> (kept: String, fresh: String) {
      var table = PaginatedTable(packages, selection: selection, columns: columns)
      if sorted { table = table.sorted(by: "Name") }
      let screen = HStack(spacing: 1) {
        PaginatedList(packages.map(\.name), selection: selection) { Text($0).truncated() }
        table
      }
      let kept = screen.renderFrame(width: 52, height: 14, environment: environment, memory: memory)
      let fresh = screen.renderFrame(width: 52, height: 14, environment: environment)
      return (kept.canvas.plainText(), fresh.canvas.plainText())
    }
    for (selection, sorted) in [(0, false), (1, false), (1, true)] {
      let frame = draw(selection: selection, sorted: sorted)
      #expect(frame.kept == frame.fresh)
    }
    let moved = draw(selection: 0, sorted: true)
    #expect(moved.kept == moved.fresh)
  }
}

extension KeptListRowsTests {
  /// Rows of a list that are views of the caller's own (not words), inside a reader whose
  /// content is built for more than one size in a frame and beside a table: as items change,
  /// the selection moves, the list scrolls and the screen narrows, each frame drawn with a
  /// memory is the frame drawn from nothing — cells and reading order.
  @MainActor @Test(arguments: [false, true])
  func rowsOfCustomViewsInAReaderShowWhatTheyShowNow(besideTable: Bool) {
    var items = [
      "swift-nio", "folio 🚀", "漢字かな", "café crème", "evil\u{1B}[2J", "tab\tand", "yams",
      String(repeating: "long ", count: 12), "", "argparser", "grpc", "x",
    ]
    let columns = [
      TableColumn<String>("Name", width: .flexible(weight: 1, minimum: 3)) { $0 },
      TableColumn<String>("Bytes", width: .fitting(minimum: 1, maximum: 5), alignment: .trailing) {
        "\($0.utf8.count)"
      },
    ]
    let scroll = ListScrollState()
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    let memory = FrameMemory()
    func draw(width: Int, selection: Int?, _ frame: String) {
      let list = items
      let screen = HStack(spacing: 1) {
        GeometryReader { size in
          PaginatedList(list, selection: selection) { item in
            HStack(spacing: 1) {
              Text(item).truncated()
              if size.width > 20 { Text("\(item.unicodeScalars.count)").dim() }
            }
          }
          .infinite(footer: .both) {}
          .scrollState(scroll)
        }
        if besideTable {
          PaginatedTable(list, selection: selection, columns: columns)
        }
      }
      let kept = screen.renderFrame(
        width: width, height: 9, environment: environment, memory: memory)
      let fresh = screen.renderFrame(width: width, height: 9, environment: environment)
      Self.expectSameFrame(kept, fresh, frame)
      kept.report.apply()
    }
    draw(width: 60, selection: 0, "first")
    draw(width: 60, selection: 1, "selection down")
    items[1] = "UUUUUUUU"
    draw(width: 60, selection: 1, "selected item changed")
    items[3] = "café"
    draw(width: 60, selection: 2, "item above changed, selection down")
    scroll.offset = 4
    draw(width: 60, selection: 5, "scrolled")
    draw(width: 34, selection: 5, "narrower")
    items[6] = "🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀"
    draw(width: 34, selection: nil, "wide item, no selection")
    draw(width: 60, selection: nil, "wider again")
  }
}

extension KeptListRowsTests {
  /// Expects `kept`, a frame drawn with a memory, to be `fresh`, the frame drawn from
  /// nothing: the same cells and the same reading order.
  static func expectSameFrame(
    _ kept: RenderedFrame, _ fresh: RenderedFrame, _ frame: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      kept.canvas == fresh.canvas,
      "\(frame)\n\(kept.canvas.plainText())\n---\n\(fresh.canvas.plainText())",
      sourceLocation: sourceLocation)
    #expect(
      kept.report.accessibilityElements.map(\.label)
        == fresh.report.accessibilityElements.map(\.label), "\(frame)",
      sourceLocation: sourceLocation)
  }
}

@Suite struct StringSameBytesTests {
  /// Strings are the same bytes exactly when their UTF-8 is: short strings held in the value
  /// and long ones in storage, made apart or shared, differing anywhere (past a word's
  /// length too), equal as strings but other bytes.
  @Test func stringsAreTheSameBytesExactlyWhenTheirUTF8Is() {
    let long = String(repeating: "row of a list ", count: 4)
    let strings = [
      "", "a", "b", "\u{E9}", "e\u{301}", "twelve bytes", "twelve bytez", "fifteen bytes!!",
      "fifteen bytes!?", long, String(long.dropLast()) + " ", String(long.dropLast()) + "!",
      String(Substring(long)), long + "",
    ]
    for first in strings {
      for second in strings {
        #expect(
          first.hasSameBytes(as: second) == Array(first.utf8).elementsEqual(second.utf8),
          "\(first.debugDescription) \(second.debugDescription)")
      }
    }
  }
}
