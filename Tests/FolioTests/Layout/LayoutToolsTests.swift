import Testing

@testable import Folio

/// The layout tools a screen needs: priorities, fixed sizes, a grid whose columns every
/// row shares, and a scroll view.
@Suite struct LayoutToolsTests {
  func lines(_ view: some View, width: Int, height: Int? = nil) -> [String] {
    view.renderPlainText(width: width, height: height)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  // MARK: Priority and fixed size

  @Test func theHigherPriorityChildKeepsItsLength() {
    // Without priorities the shorter, less flexible label is served first.
    let equal = HStack {
      Text("Inbox").truncated()
      Text("a very long description of the folder").truncated()
    }
    #expect(lines(equal, width: 20) == ["Inbox a very long d…"])
    // With a higher priority the description is served first; the label gets what is left.
    let preferred = HStack {
      Text("Inbox").truncated()
      Text("a very long description of the folder").truncated().layoutPriority(1)
    }
    #expect(lines(preferred, width: 20) == [" a very long descri…"])
    // A served child that fits takes only its ideal; the rest goes to the others.
    let rigid = HStack {
      Text("/a/long/path/to/a/file.swift").truncated(.middle).layoutPriority(1)
      Text("title").truncated()
    }
    #expect(lines(rigid, width: 31) == ["/a/long/path/to/a/file.swift t…"])
    #expect(lines(rigid, width: 34) == ["/a/long/path/to/a/file.swift title"])
  }

  @Test func aPriorityPassesThroughWrappingModifiers() {
    let row = HStack(spacing: 0) {
      Text("aaaaaaaaaa").truncated()
      Text("bbbbbbbbbb").truncated().layoutPriority(5).padding(horizontal: 1)
    }
    #expect(lines(row, width: 14) == ["a… bbbbbbbbbb"])
    let fixedRow = HStack(spacing: 0) {
      Text("aaaaaaaaaa").truncated()
      Text("bbbbbbbbbb").truncated().layoutPriority(5).fixedSize(horizontal: false, vertical: true)
    }
    #expect(lines(fixedRow, width: 12) == ["a…bbbbbbbbbb"])
    // A spacer under a priority still grows along its stack's axis (served last here, it
    // takes what the text leaves).
    let column = VStack {
      Text("top")
      Spacer().layoutPriority(-1)
      Text("bottom")
    }
    #expect(lines(column, width: 6, height: 4) == ["top", "", "", "bottom"])
  }

  @Test func extremePrioritiesDoNotTrap() {
    for priority in [Double.infinity, -.infinity, .nan, .greatestFiniteMagnitude, -1e300, 0] {
      let row = HStack {
        Text("left side").layoutPriority(priority)
        Text("right side").layoutPriority(-priority)
        Spacer().layoutPriority(priority)
      }
      for width in [0, 1, 5, 30] {
        #expect(lines(row, width: width).allSatisfy { $0.displayWidth <= width })
      }
    }
  }

  @Test func fixedSizeKeepsTheIdealLength() {
    let row = HStack {
      Text("Status:").fixedSize()
      Text("everything is fine today").truncated()
    }
    #expect(lines(row, width: 16) == ["Status: everyth…"])
    // Too little room: the fixed text is cut at the edge, not shortened with an ellipsis.
    #expect(lines(Text("Status:").fixedSize(), width: 4) == ["Stat"])
    #expect(
      lines(Text("wrap me please").fixedSize(horizontal: false, vertical: true), width: 7)
        == ["wrap me", "please"])
  }

  // MARK: Grid

  let files = [("README.md", "What the project is", "4 KB"), ("Sources", "The code", "120 KB")]

  func table(_ columns: [GridColumn]) -> some View {
    Grid(columns: columns) {
      GridRow {
        Text("Name").bold()
        Text("About").bold()
        Text("Size").bold()
      }
      Divider()
      for file in files {
        GridRow {
          Text(file.0).truncated()
          Text(file.1).truncated()
          Text(file.2)
        }
      }
    }
  }

  @Test func columnsLineUpAcrossRows() {
    let view = table([.fitting(), .flexible(), .fitting(alignment: .trailing)])
    #expect(
      lines(view, width: 40) == [
        "Name      About                     Size",
        "────────────────────────────────────────",
        "README.md What the project is       4 KB",
        "Sources   The code                120 KB",
      ])
  }

  @Test func fixedFittingAndWeightedColumns() {
    #expect(
      GridColumn.widths(
        of: [.fixed(5), .fitting(maximum: 8), .flexible(weight: 1), .flexible(weight: 3)],
        fitting: 40, spacing: 1, contentWidths: [99, 12, 0, 0]) == [5, 8, 6, 18])
    // Too narrow: the widest fitting column gives way first, down to its minimum.
    #expect(
      GridColumn.widths(
        of: [.fitting(minimum: 4), .fitting(minimum: 4), .fixed(3)], fitting: 16, spacing: 1,
        contentWidths: [10, 6, 0]) == [6, 5, 3])
    #expect(
      GridColumn.widths(
        of: [.fitting(minimum: 4), .fitting(minimum: 4), .fixed(3)], fitting: 2, spacing: 1,
        contentWidths: [10, 6, 0]) == [4, 4, 3])
    // A flexible column starts at its widest cell and gives way before a fitting one.
    #expect(
      GridColumn.widths(
        of: [.flexible(), .flexible()], fitting: 20, spacing: 0, contentWidths: [12, 0])
        == [16, 4])
    #expect(
      GridColumn.widths(
        of: [.fitting(), .flexible(minimum: 4)], fitting: 20, spacing: 1, contentWidths: [8, 30])
        == [8, 11])
    #expect(
      GridColumn.widths(
        of: [.fitting(), .flexible(minimum: 4)], fitting: 10, spacing: 1, contentWidths: [8, 30])
        == [5, 4])
    // Leftover cells of a division go to the first flexible columns.
    #expect(
      GridColumn.widths(
        of: [.flexible(), .flexible(), .flexible()], fitting: 11, spacing: 0,
        contentWidths: []) == [4, 4, 3])
  }

  @Test func aNarrowGridCutsItsFittingColumnsFirst() {
    // 9 + 19 + 6 and two gaps is 36: the widest column gives way until it is as narrow as
    // the next, then both do, until the three are 6 each.
    let view = table([.fitting(minimum: 4), .fitting(minimum: 5), .fitting()])
    let shown = lines(view, width: 20)
    #expect(shown[0] == "Name   About  Size")
    #expect(shown[2] == "READM… What … 4 KB")
    #expect(shown.allSatisfy { $0.displayWidth <= 20 })
  }

  @Test func oddGridsGiveAClearResult() {
    // No columns: rows of cells show nothing and take no row; rows across the grid show.
    let empty = Grid(columns: []) {
      GridRow { Text("a") }
      Text("across")
    }
    #expect(lines(empty, width: 10) == ["across"])
    // More cells than columns: the extra cells are not shown; fewer leave the rest empty.
    let ragged = Grid(columns: [.fixed(3), .fixed(3)]) {
      GridRow {
        Text("a")
        Text("b")
        Text("c")
      }
      GridRow { Text("d") }
    }
    #expect(lines(ragged, width: 10) == ["a   b", "d"])
    // More columns than cells of width: nothing traps, nothing is wider than offered.
    let many = Grid(columns: Array(repeating: .fitting(), count: 300)) {
      GridRow { ForEach(0..<300) { Text("\($0)") } }
    }
    for width in [0, 1, 7, 80] {
      #expect(lines(many, width: width).allSatisfy { $0.displayWidth <= width })
    }
  }

  @Test func gridRowOutsideAGridIsARow() {
    #expect(
      lines(
        GridRow {
          Text("a"); Text("b")
        }, width: 10) == ["a b"])
  }

  // MARK: Scroll view

  func numbered(_ count: Int) -> some View {
    VStack { ForEach(0..<count) { Text("line \($0)") } }
  }

  @Test func theWindowShowsTheRowsFromTheOffset() {
    let view = ScrollView(offset: 3, showsScrollbar: false) { numbered(10) }
    #expect(lines(view, width: 10, height: 3) == ["line 3", "line 4", "line 5"])
    // Past the end: the last screenful.
    let past = ScrollView(offset: 99, showsScrollbar: false) { numbered(10) }
    #expect(lines(past, width: 10, height: 3) == ["line 7", "line 8", "line 9"])
    // Content shorter than the window: as tall as the content.
    #expect(lines(ScrollView { numbered(2) }, width: 10) == ["line 0", "line 1"])
  }

  @Test func theScrollbarShowsWhereTheWindowIs() {
    func bar(_ offset: Int) -> String {
      lines(ScrollView(offset: offset) { numbered(20) }, width: 10, height: 5)
        .map { $0.count == 10 ? String($0.last!) : " " }.joined()
    }
    #expect(bar(0) == "█││││")
    #expect(bar(8) == "││█││")
    #expect(bar(15) == "││││█")
    #expect(bar(99) == "││││█")
    // No bar when everything fits.
    #expect(lines(ScrollView { numbered(2) }, width: 10, height: 2) == ["line 0", "line 1"])
  }

  @Test func onlyTheWindowIsDrawnAndReported() {
    let view = ScrollView(offset: 40, showsScrollbar: false) { numbered(100) }
    let frame = view.renderFrame(width: 10, height: 4)
    #expect(frame.report.scrolls == [ScrollReport(visibleRows: 40..<44, contentHeight: 100)])
    // A list inside the scrolled-away part draws nothing and reports nothing.
    let hidden = ScrollView(offset: 10, showsScrollbar: false) {
      VStack {
        PaginatedList(["a", "b"]) { Text($0) }
        numbered(20)
      }
    }
    #expect(hidden.renderFrame(width: 10, height: 3).report.lists.isEmpty)
  }

  @Test func wrappedTextScrollsByRow() {
    let text = Text("one two three four five six seven eight nine ten")
    let view = ScrollView(offset: 2, showsScrollbar: false) { text }
    // one two / three / four five / six seven / eight / nine ten
    #expect(lines(view, width: 9, height: 2) == ["four five", "six seven"])
  }

  @Test func theToolsGiveAClearResultAtEverySize() {
    let views: [AnyView] = [
      AnyView(table([.fitting(minimum: 3), .flexible(weight: 2), .fixed(6)])),
      AnyView(ScrollView(offset: Int.max) { numbered(50) }),
      AnyView(ScrollView(offset: 3) { Text(String(repeating: "word ", count: 400)) }),
      AnyView(
        HStack {
          Text("a").layoutPriority(.infinity); Text("b").fixedSize()
        }),
    ]
    for view in views {
      for (width, height) in [(0, 0), (1, 1), (Canvas.maxSide, 2), (7, Canvas.maxSide), (3, nil)] {
        let canvas = view.renderCanvas(width: width, height: height)
        #expect(canvas.width == width)
        let shown = canvas.plainText(trimmingTrailingSpaces: true).split(separator: "\n")
        #expect(shown.allSatisfy { $0.displayWidth <= width })
      }
    }
  }
}
