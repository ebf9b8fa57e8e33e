import FolioTesting
import Testing

@testable import Folio

private struct TrackedIssue: Identifiable, Sendable {
  let id: Int
  let title: String
  let author: String
  let updated: String
}

private let issues: [TrackedIssue] = (0..<8).map { index in
  TrackedIssue(
    id: 1_201 + index,
    title: [
      "Crash when the window is 0 wide", "Paste swallows Ctrl-C", "漢字 in titles",
      "A very long title that goes on and on", "Short", "Sorting by date",
      "Resize keeps the top line", "👍🏽 reactions",
    ][index],
    author: ["ada", "grace", "linus", "ken", "barbara", "dennis", "margaret", "guido"][index],
    updated: "\(index + 1) hours ago")
}

private var columns: [TableColumn<TrackedIssue>] {
  [
    TableColumn("#", width: .fixed(5), alignment: .trailing, priority: 3) {
      NumberFormatting.format($0.id)
    },
    TableColumn("Title", width: .flexible(weight: 1, minimum: 8), priority: 2) { $0.title },
    TableColumn("Author", width: .fitting(minimum: 0, maximum: 10)) { $0.author },
    TableColumn("Updated", width: .fitting(minimum: 0, maximum: nil), priority: 1) { $0.updated },
  ]
}

private func table(
  _ data: [TrackedIssue] = Array(issues.prefix(6)), state: PaginationState = .loaded,
  selection: Int? = 1
) -> PaginatedTable<[TrackedIssue]> {
  PaginatedTable(data, state: state, selection: selection, columns: columns)
}

/// The rows of `view` as plain text at `width` × `height`.
private func lines(_ view: some View, width: Int, height: Int) -> [String] {
  view.renderPlainText(width: width, height: height)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@Suite(.snapshotTranscripts) struct PaginatedTableTests {
  // MARK: Goldens

  /// Goldens at 20, 40, 80 and 120 cells, plain and in 16 colours.
  private func assertTable(
    _ view: some View, named name: String, height: Int, function: String = #function,
    line: Int = #line
  ) {
    for mode in [ColorMode.none, .ansi16] {
      assertSnapshots(
        of: view, widths: [20, 40, 80, 120], height: height, colorMode: mode, named: name,
        function: function, line: line)
    }
  }

  @Test func numbered() {
    assertTable(
      table().numbered(page: 2, pageSize: 6, totalItems: 40), named: "page2", height: 10)
    assertTable(
      table().numbered(page: 2, pageSize: 6, totalItems: 40).sorted(
        by: "Updated", ascending: false),
      named: "sortedByUpdated", height: 10)
  }

  @Test func infinite() {
    assertTable(table(Array(issues)).infinite(), named: "loaded", height: 10)
    assertTable(
      table(Array(issues), state: .loadingMore).infinite(), named: "loadingMore", height: 10)
    assertTable(
      table(Array(issues), state: .error(message: "Request timed out")).infinite(footer: .both),
      named: "failedWithRows", height: 12)
    assertTable(
      table(Array(issues), state: .exhausted).infinite(finishedText: "Every issue"),
      named: "exhausted", height: 11)
  }

  @Test func statesWithoutRows() {
    assertTable(table([], state: .loading, selection: nil), named: "loading", height: 6)
    assertTable(table([], state: .loaded, selection: nil), named: "empty", height: 6)
    assertTable(
      table([], state: .error(message: "The server is down"), selection: nil), named: "error",
      height: 7)
  }

  @Test func scrolledColumns() {
    for first in 0..<3 {
      assertSnapshots(
        of: table().scrollColumns(from: first), widths: [30], height: 7,
        named: "from\(first)")
    }
  }

  // MARK: Rules

  @Test func columnsAreHiddenLowestPriorityFirstAndTheHeaderCountsThem() {
    let plain = EnvironmentValues()
    let wide = table().layout(width: 80, environment: plain)
    #expect(wide.shown == [0, 1, 2, 3])
    #expect(wide.hidden == 0)
    // Author (priority 0) goes first, then Updated (1), then Title (2); # stays.
    // (# 5, Title at least 8, Author 7 on this page, Updated 11, one cell apart: 34.)
    #expect(table().layout(width: 34, environment: plain).hidden == 0)
    let narrower = table().layout(width: 33, environment: plain)
    #expect(narrower.shown == [0, 1, 3])
    #expect(narrower.hiddenLabel == "+1 col")
    let narrow = table().layout(width: 24, environment: plain)
    #expect(narrow.shown == [0, 1])
    #expect(narrow.hiddenLabel == "+2 cols")
    let tiny = table().layout(width: 3, environment: plain)
    #expect(tiny.shown == [0], "one column always stays")
    let header = lines(table(selection: nil), width: 24, height: 3)[0]
    #expect(header.hasSuffix("+2 cols"))
    #expect(header.hasPrefix("    # Title"))
  }

  @Test func aFittingColumnFitsItsWidestCellAndTitleWithinItsBounds() {
    let plain = EnvironmentValues()
    // Author: the widest is "margaret" (8), under its maximum of 10.
    let all = table(Array(issues)).layout(width: 120, environment: plain)
    #expect(all.widths[2] == 8)
    // On a page without margaret: "barbara" (7).
    let page = table(Array(issues.prefix(6))).layout(width: 120, environment: plain)
    #expect(page.widths[2] == 7)
    // Author fits its title with the sort mark, "Author ▼", wider than "barbara".
    let sorted = table().sorted(by: "Author", ascending: false).layout(
      width: 120, environment: plain)
    #expect(sorted.widths[2] == "Author ▼".displayWidth)
  }

  @Test func theSortMarkIsPlainInASCII() {
    var ascii = EnvironmentValues()
    ascii.symbols = .ascii
    let header = table(selection: nil).sorted(by: "Author").renderPlainText(
      width: 80, height: 2, environment: ascii
    ).split(separator: "\n")[0]
    #expect(header.contains("Author ^"))
  }

  @Test func theHeaderLinesUpWithTheRowsBesideTheSelectionMarker() {
    let rows = lines(table(selection: 1), width: 60, height: 4)
    let headerColumn = rows[0].firstIndex(of: "T").map {
      rows[0].distance(from: rows[0].startIndex, to: $0)
    }
    let rowColumn = rows[1].firstIndex(of: "C").map {
      rows[1].distance(from: rows[1].startIndex, to: $0)
    }
    #expect(headerColumn == rowColumn)
  }

  // MARK: The paging models

  private static func source(_ count: Int) -> AnyPaginatedDataSource<TrackedIssue> {
    AnyPaginatedDataSource { request in
      let start = min(request.offset, count)
      let end = min(start + request.size, count)
      let rows = (start..<end).map { issues[$0 % issues.count].renumbered($0 + 1) }
      return PageResult(items: rows, hasMore: end < count, totalItems: count)
    }
  }

  @MainActor @Test func aNavigatorsTableShowsItsPageBarAndSummary() async {
    let navigator = PageNavigator(dataSource: Self.source(40), pageSize: 5)
    await navigator.go(to: 2)?.value
    let text = PaginatedTable(navigator: navigator, columns: columns)
      .renderPlainText(width: 60, height: 9)
    #expect(text.contains("Showing 6–10 of 40"))
    #expect(text.contains("[2]"))
    #expect(text.contains("    6 Sorting by date"))
  }

  @MainActor @Test func aPaginatorsTableAsksForTheNextPageWhenTheFooterShows() async {
    let paginator = Paginator(dataSource: Self.source(12), pageSize: 3)
    await paginator.start()?.value
    let frame = PaginatedTable(paginator: paginator, columns: columns)
      .scrollState(ListScrollState())
      .renderFrame(width: 60, height: 10)
    // Applying the frame's report asks for the next page, as the runtime does after a frame.
    frame.report.apply()
    for _ in 0..<100 where paginator.state != .loadingMore && paginator.items.count == 3 {
      await Task.yield()
    }
    await paginator.inFlight?.value
    #expect(paginator.items.count == 6)
  }
}

extension TrackedIssue {
  fileprivate func renumbered(_ number: Int) -> TrackedIssue {
    TrackedIssue(id: number, title: title, author: author, updated: updated)
  }
}

/// What a real tool met: a table of everything at once, and cells holding what a package
/// description may hold.
@Suite(.snapshotTranscripts) struct PaginatedTableRealDataTests {
  struct Package: Identifiable {
    let id: Int
    let name: String
  }

  @Test func aTableOfEveryRowEndsWithItsLastRow() {
    let packages = (0..<883).map { Package(id: $0, name: "package \($0)") }
    let table = PaginatedTable(
      packages,
      columns: [TableColumn("Name", width: .fitting(minimum: 0, maximum: nil)) { $0.name }])
    let lines = table.renderPlainText(width: 30).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 884, "the header and 883 rows, no empty row after them")
    #expect(lines.last == "package 882")
  }

  @Test func cellsAreCleanedAsTextIsNeverDroppedSilently() {
    let rows = [Package(id: 1, name: "\u{1B}[31mred\u{1B}[0m \u{7}bell \u{202E}gnp.exe\nnext")]
    let table = PaginatedTable(
      rows, columns: [TableColumn("Name", width: .fitting(minimum: 0, maximum: nil)) { $0.name }])
    let cell = table.renderPlainText(width: 60).split(separator: "\n")[1]
    let text = Text(rows[0].name).renderPlainText(width: 60).split(separator: "\n")[0]
    #expect(cell.hasPrefix(String(text)), "as Text shows it: \(cell) / \(text)")
    #expect(cell.contains("␛[31m") && cell.contains("␇"), "\(cell)")
    #expect(cell.hasSuffix(" next"), "one line: the line break a space")
    let ansi = table.renderANSI(width: 60, colorMode: .ansi16)
    #expect(
      !ansi.contains("\u{7}") && !ansi.contains("\u{202E}") && !ansi.contains("\u{1B}[31mred"))
  }
}

/// The label of hidden columns is the header's: it takes no cell of any row.
@Suite(.snapshotTranscripts) struct PaginatedTableHiddenColumnsTests {
  struct Entry: Identifiable {
    let id: Int
    let name: String
  }

  /// A (fitting, 20 cells of content), B (fixed 8), C (fixed 10), as declared.
  private func table(selection: Int? = nil) -> PaginatedTable<[Entry]> {
    let entries = (0..<3).map {
      Entry(id: $0, name: "entry \($0) " + String(repeating: "a", count: 12))
    }
    return PaginatedTable(
      entries, selection: selection,
      columns: [
        TableColumn("A", width: .fitting(minimum: 0, maximum: 20)) { $0.name },
        TableColumn("B", width: .fixed(8)) { "b\($0.id)" },
        TableColumn("C", width: .fixed(10)) { "c\($0.id)" },
      ])
  }

  @Test func hiddenColumnsAtEveryWidth() {
    for width in 20...40 {
      assertSnapshot(of: table(), width: width, height: 4, named: "w\(width)")
    }
  }

  @Test func columnsThatFitShowAndRowsKeepTheirWidth() {
    let plain = EnvironmentValues()
    // A and B need 20 + 1 + 8 = 29 cells: at 35 both show, only C is hidden.
    #expect(table().layout(width: 35, environment: plain).shown == [0, 1])
    #expect(table().layout(width: 29, environment: plain).shown == [0, 1])
    #expect(table().layout(width: 28, environment: plain).shown == [0])
    for width in 20...40 {
      let lines = table().renderPlainText(width: width, height: 4).split(
        separator: "\n", omittingEmptySubsequences: false)
      let layout = table().layout(width: width, environment: plain)
      // A is never cut by the label: its 20 cells show whole on every row.
      #expect(lines[1].hasPrefix("entry 0 aaaaaaaaaaaa"), "at \(width): \(lines[1])")
      #expect(
        lines[0].hasSuffix(layout.hiddenLabel), "at \(width) the header ends with the label")
      #expect(lines[0].count <= width)
    }
  }
}

/// A table with a column state keeps its columns where they were through page turns and
/// loads.
@MainActor @Suite(.snapshotTranscripts) struct PaginatedTableColumnStateTests {
  struct Package: Identifiable {
    let id: Int
    let name: String
    let size: String
  }

  private static let pageOne = [
    Package(id: 1, name: "libreoffice-core", size: "112 MB"),
    Package(id: 2, name: "adduser", size: "840 kB"),
  ]
  private static let pageTwo = [
    Package(id: 3, name: "zstd", size: "2 MB"),
    Package(id: 4, name: "vim", size: "3 MB"),
  ]

  private func table(
    _ rows: [Package], state: PaginationState = .loaded, page: Int = 1,
    columnState: TableColumnState?
  ) -> some View {
    var table = PaginatedTable(
      rows, state: state,
      columns: [
        TableColumn("Name") { $0.name },
        TableColumn("Size", alignment: .trailing) { $0.size },
        TableColumn("Section") { _ in "utils" },
      ]
    )
    .numbered(page: page, pageSize: 2, totalItems: 8)
    if let columnState { table = table.columnState(columnState) }
    return table
  }

  /// Draws `view` as the runtime does — the frame, then its report applied — and gives its
  /// plain lines.
  private func frame(_ view: some View, width: Int = 40) -> [String] {
    let frame = view.renderFrame(width: width, height: 6, environment: EnvironmentValues())
    frame.report.apply()
    return frame.canvas.plainText(trimmingTrailingSpaces: true).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  @Test func widthsStayAcrossTwoPagesOfDifferentData() {
    let state = TableColumnState()
    let first = frame(table(Self.pageOne, columnState: state))
    let second = frame(table(Self.pageTwo, page: 2, columnState: state))
    #expect(first[0] == second[0], "the header stays:\n\(first[0])\n\(second[0])")
    #expect(second[1] == "zstd               2 MB utils")
    assertSnapshot(
      of: table(Self.pageTwo, page: 2, columnState: state), width: 40, height: 6,
      named: "secondPage")
    // Without a state the columns fit each page, and move.
    let moved = frame(table(Self.pageTwo, page: 2, columnState: nil))
    #expect(moved[0] != first[0])
  }

  @Test func theHeaderKeepsItsWidthsThroughLoadingEmptyAndError() {
    let state = TableColumnState()
    let loaded = frame(table(Self.pageOne, columnState: state))
    for (name, phase) in [
      ("loading", PaginationState.loading), ("empty", .loaded),
      ("error", .error(message: "The server is down")),
    ] {
      let lines = frame(table([], state: phase, page: 2, columnState: state))
      #expect(lines[0] == loaded[0], "\(name): \(lines[0])")
      assertSnapshot(
        of: table([], state: phase, page: 2, columnState: state), width: 40, height: 6, named: name)
    }
    // A longer cell widens its column; a reset starts again from what is shown.
    let longer = [Package(id: 9, name: "libreoffice-core-nogui", size: "1 GB")]
    #expect(frame(table(longer, columnState: state))[0] != loaded[0])
    #expect(state.widestCells[0] == 22)
    state.reset()
    #expect(frame(table(Self.pageTwo, columnState: state))[1] == "zstd 2 MB utils")
  }
}

/// Columns named by a program's own values, kept in a `static let`, and headers that can be
/// clicked.
@Suite(.snapshotTranscripts) struct PaginatedTableColumnIDTests {
  struct Package: Identifiable, Sendable {
    let id: Int
    let name: String
    let size: Int
  }

  enum Column: Hashable, Sendable { case name, size }

  /// Compiles only because a column is `Sendable`.
  static let columns: [TableColumn<Package>] = [
    TableColumn("Name", id: Column.name) { $0.name },
    TableColumn("Size", id: Column.size, alignment: .trailing) { "\($0.size) kB" },
  ]

  static let packages = [
    Package(id: 1, name: "adduser", size: 840), Package(id: 2, name: "zstd", size: 2_048),
  ]

  @Test func aColumnIsSortedByItsIDOrItsTitle() {
    let byID = PaginatedTable(Self.packages, columns: Self.columns)
      .sorted(by: Column.size, ascending: false)
    #expect(byID.renderPlainText(width: 30).hasPrefix("Name     Size ▼"))
    let byTitle = PaginatedTable(Self.packages, columns: Self.columns).sorted(by: "Size")
    #expect(!byTitle.renderPlainText(width: 30).contains("▲"), "Size is named .size, not by title")
    let untitled = PaginatedTable(
      Self.packages, columns: [TableColumn<Package>("Name") { $0.name }]
    ).sorted(by: "Name")
    #expect(untitled.renderPlainText(width: 30).hasPrefix("Name ▲"))
  }

  /// IDs are equal when their bases are as `AnyHashable`s — of one type or of two, a string
  /// or an optional string, a number, a substring or a case — and equal IDs hash alike.
  @Test func idsAreEqualAsTheirBasesAreAsAnyHashables() {
    let bases: [any Hashable & Sendable] = [
      "Size", "size", "", "Size" as String?, Optional<String>.none as String?,
      1, Int8(1), 2, Column.size, Column.name, Substring("Size"),
    ]
    for left in bases {
      for right in bases {
        let same = AnyHashable(left) == AnyHashable(right)
        #expect(
          (TableColumnID(left) == TableColumnID(right)) == same, "\(left) and \(right)")
        if same { #expect(TableColumnID(left).hashValue == TableColumnID(right).hashValue) }
      }
    }
  }

  @Test func aClickOnATitleNamesItsColumn() {
    let table = PaginatedTable(Self.packages, columns: Self.columns)
    let frame = table.renderFrame(width: 30)
    let report = frame.report
    #expect(report.target(atX: 0, y: 0) == .column(TableColumnID(Column.name)))
    #expect(report.target(atX: 9, y: 0) == .column(TableColumnID(Column.size)))
    #expect(report.target(atX: 7, y: 0) == nil, "between the columns")
    #expect(report.target(atX: 0, y: 1) != .column(TableColumnID(Column.name)), "a row is not")
    if case .column(let id)? = report.target(atX: 12, y: 0) {
      #expect(id.base as? Column == .size)
    } else {
      Issue.record("no column target on the Size title")
    }
  }

  /// A plain cell's width is what measuring its cleaned text gives, whether the scan that
  /// cleaned it found the width (printable ASCII) or left it to be measured: an accented
  /// letter, a wide character, an emoji, a control, a line break made a space.
  @Test func aPlainCellsWidthIsItsTextsMeasure() {
    for text in [
      "", "plain", "123 456", "café", "日本", "🎉 ok", "tab\tbetween", "two\nlines", "a\u{1B}[2Jb",
      "e\u{301}", "a long line of plain ascii words, longer than eight bytes",
    ] {
      let cell = TableCell.cleaned(text)
      guard case .plain(let cleaned, let width) = cell else {
        Issue.record("not a plain cell: \(text.debugDescription)")
        continue
      }
      #expect(cell.displayWidth == cleaned.displayWidth, "\(text.debugDescription)")
      let isPrintableASCII = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
      #expect((width >= 0) == isPrintableASCII, "\(text.debugDescription)")
    }
  }
}
