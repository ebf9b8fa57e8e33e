import Testing

@testable import Folio

/// The plain-text lines of `view` drawn `width` × `height`, trailing spaces removed, after
/// acting on the frame's report as the terminal runtime does.
@MainActor
private func lines(_ view: some View, width: Int = 24, height: Int) -> [String] {
  var environment = EnvironmentValues()
  environment.colorMode = .none
  let frame = view.renderFrame(width: width, height: height, environment: environment)
  frame.report.apply()
  let text = frame.canvas.plainText(trimmingTrailingSpaces: true)
  return height == 0
    ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// How often a list asked for its next page.
@MainActor
private final class Requests {
  var count = 0
}

/// Which positions of a ``VirtualItems`` collection were read.
private final class ReadLog {
  private(set) var positions: [Int] = []
  func note(_ position: Int) { positions.append(position) }
}

/// `count` items, `Item 0`, `Item 1`, …, made when read: a list of a billion items that
/// costs nothing to hold.
private struct VirtualItems: RandomAccessCollection {
  let count: Int
  var log = ReadLog()
  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> String {
    log.note(position)
    return "Item \(position)"
  }
}

private let billion = 1_000_000_000

/// `count` rows `Item 0` … numbered from 0, for lists small enough to spell out.
private func items(_ count: Int) -> [String] {
  (0..<count).map { "Item \($0)" }
}

@MainActor @Suite struct PaginatedListTests {
  // MARK: Windowing

  @Test func windowShowsTheStartOfABillionItems() {
    let data = VirtualItems(count: billion)
    let list = PaginatedList(data, selection: 0) { Text($0) }
    #expect(
      lines(list, height: 4) == ["› Item 0", "  Item 1", "  Item 2", "  Item 3"])
    // Only rows near the window are read, not the billion.
    #expect(data.log.positions.allSatisfy { $0 < 8 })
  }

  @Test func windowShowsTheMiddleOfABillionItems() {
    let data = VirtualItems(count: billion)
    let list = PaginatedList(data, selection: 500_000_000) { Text($0) }
    // Scrolling down to it leaves the selection one row (the padding) above the bottom.
    #expect(
      lines(list, height: 4) == [
        "  Item 499999998", "  Item 499999999", "› Item 500000000", "  Item 500000001",
      ])
    #expect(Set(data.log.positions).count <= 8)
    #expect(data.log.positions.allSatisfy { (499_999_990...500_000_010).contains($0) })
  }

  @Test func windowShowsTheEndOfABillionItemsWithTheFooter() {
    let data = VirtualItems(count: billion)
    let list = PaginatedList(data, state: .exhausted, selection: billion - 1) { Text($0) }
    #expect(
      lines(list, width: 30, height: 4) == [
        "  Item 999999997", "  Item 999999998", "› Item 999999999", "     You're all caught up",
      ])
    #expect(Set(data.log.positions).count <= 8)
  }

  @Test func rowNumbersFollowTheOffsetInABillionItems() {
    let data = VirtualItems(count: billion)
    let list = PaginatedList(data, selection: billion - 1) { Text($0) }
      .numbered(page: 1, pageSize: billion, totalItems: billion).rowNumbers()
    let shown = lines(list, width: 40, height: 4)
    // The column is as wide as the largest number, 1000000000.
    #expect(shown[0] == "   999999999 Item 999999998")
    #expect(shown[1] == "› 1000000000 Item 999999999")
  }

  // MARK: Scrolling

  @Test func scrollPaddingKeepsRowsAroundTheSelection() {
    let state = ListScrollState()
    var firstRows: [Int] = []
    var selectedLines: [Int] = []
    for selection in 0..<12 {
      let shown = lines(
        PaginatedList(items(12), state: .exhausted, selection: selection) { Text($0) }
          .scrollPadding(2).scrollState(state),
        height: 6)
      firstRows.append(state.offset)
      selectedLines.append(shown.firstIndex { $0.hasPrefix("›") } ?? -1)
    }
    // Down: the page moves once the selection is two rows from the bottom edge; at the end
    // the finished footer is the last of the two rows below it.
    #expect(firstRows == [0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 7])
    #expect(selectedLines == [0, 1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4])
    var upRows: [Int] = []
    for selection in (0..<12).reversed() {
      _ = lines(
        PaginatedList(items(12), state: .exhausted, selection: selection) { Text($0) }
          .scrollPadding(2).scrollState(state),
        height: 6)
      upRows.append(state.offset)
    }
    // Up: the page stays until the selection is two rows from the top edge.
    #expect(upRows == [7, 7, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0])
  }

  @Test func movingUpFromTheBottomMovesTheCursorNotThePage() {
    let state = ListScrollState()
    func frame(_ selection: Int) -> [String] {
      lines(
        PaginatedList(items(20), selection: selection) { Text($0) }.scrollPadding(0)
          .scrollState(state),
        height: 4)
    }
    #expect(frame(3) == ["  Item 0", "  Item 1", "  Item 2", "› Item 3"])
    #expect(state.offset == 0)
    // Past the bottom: the page scrolls by one row.
    #expect(frame(4) == ["  Item 1", "  Item 2", "  Item 3", "› Item 4"])
    #expect(state.offset == 1)
    #expect(frame(5) == ["  Item 2", "  Item 3", "  Item 4", "› Item 5"])
    #expect(state.offset == 2)
    // Up again: the cursor moves within the page, which stays where it was.
    #expect(frame(4) == ["  Item 2", "  Item 3", "› Item 4", "  Item 5"])
    #expect(frame(3) == ["  Item 2", "› Item 3", "  Item 4", "  Item 5"])
    #expect(frame(2) == ["› Item 2", "  Item 3", "  Item 4", "  Item 5"])
    #expect(state.offset == 2)
    #expect(state.visibleRows == 2..<6)
    // Past the top: the page scrolls by one row.
    #expect(frame(1) == ["› Item 1", "  Item 2", "  Item 3", "  Item 4"])
    #expect(state.offset == 1)
  }

  @Test func withoutAScrollStateTheOffsetFollowsTheSelectionAlone() {
    func frame(_ selection: Int) -> [String] {
      lines(PaginatedList(items(20), selection: selection) { Text($0) }.scrollPadding(0), height: 3)
    }
    #expect(frame(5) == ["  Item 3", "  Item 4", "› Item 5"])
    // Nothing remembers the page, so moving up moves the page and the selection stays at
    // the bottom edge.
    #expect(frame(4) == ["  Item 2", "  Item 3", "› Item 4"])
  }

  @Test func jumpingToTheEndOfABillionItemsAndBack() {
    let state = ListScrollState()
    let data = VirtualItems(count: billion)
    func frame(_ selection: Int) -> [String] {
      lines(
        PaginatedList(data, state: .exhausted, selection: selection) { Text($0) }
          .scrollState(state),
        width: 30, height: 4)
    }
    #expect(frame(0).first == "› Item 0")
    #expect(
      frame(billion - 1) == [
        "  Item 999999997", "  Item 999999998", "› Item 999999999", "     You're all caught up",
      ])
    // Rows 999,999,997 to 999,999,999 and the footer (row 1,000,000,000).
    #expect(state.offset == billion - 3)
    #expect(state.visibleRows == (billion - 3)..<(billion + 1))
    #expect(state.isFooterVisible)
    #expect(frame(0) == ["› Item 0", "  Item 1", "  Item 2", "  Item 3"])
    #expect(state.offset == 0)
    #expect(!state.isFooterVisible)
    #expect(Set(data.log.positions).count <= 20)
  }

  @Test func multiLineRowsScrollUntilTheSelectedRowIsWhole() {
    let state = ListScrollState()
    func frame(_ selection: Int, height: Int = 5) -> [String] {
      lines(
        PaginatedList(Array(0..<10), selection: selection) { number in
          VStack {
            Text("Item \(number)")
            Text("detail \(number)")
          }
        }
        .scrollPadding(0).scrollState(state),
        height: height)
    }
    #expect(
      frame(1) == ["  Item 0", "  detail 0", "› Item 1", "  detail 1", "  Item 2"])
    // Row 2 takes lines 4 and 5, of which only line 4 shows: scroll one row (two lines).
    #expect(
      frame(2) == ["  Item 1", "  detail 1", "› Item 2", "  detail 2", "  Item 3"])
    #expect(state.offset == 1)
    // Back up: the cursor moves, the page stays.
    #expect(
      frame(1) == ["› Item 1", "  detail 1", "  Item 2", "  detail 2", "  Item 3"])
    // A row taller than the list shows its top.
    #expect(frame(7, height: 1) == ["› Item 7"])
  }

  @Test func aRememberedOffsetPastTheEndShowsTheLastRows() {
    // The list had 1,000 rows when it was scrolled; a refresh left 5.
    let state = ListScrollState(offset: 900)
    let list = PaginatedList(items(5), state: .exhausted) { Text($0) }.scrollState(state)
    #expect(
      lines(list, width: 30, height: 4) == [
        "Item 2", "Item 3", "Item 4", "     You're all caught up",
      ])
    #expect(state.offset == 2)
  }

  // MARK: Filter

  @Test func filterHidesRowsAndKeepsTheSelectionOnItsItem() {
    let fruit = ["apple", "banana", "cherry", "avocado", "blueberry", "apricot"]
    let list = PaginatedList(fruit, state: .exhausted, selection: 3) { Text($0) }
      .filter { $0.hasPrefix("a") }
    #expect(
      lines(list, width: 30, height: 4) == [
        "  apple", "› avocado", "  apricot", "     You're all caught up",
      ])
    // Rows keep the numbers of their place in the unfiltered items.
    #expect(
      lines(list.rowNumbers(), width: 30, height: 3) == [
        "  1 apple", "› 4 avocado", "  6 apricot",
      ])
    // A selected item the filter hides selects no row.
    let hidden = PaginatedList(fruit, selection: 1) { Text($0) }.filter { $0.hasPrefix("a") }
    #expect(lines(hidden, height: 3) == ["  apple", "  avocado", "  apricot"])
  }

  @Test func filteredRowNumbersShareOneColumnWidth() {
    let list = PaginatedList(items(20), state: .exhausted) { Text($0) }
      .filter { $0.hasSuffix("1") || $0.hasSuffix("5") }.rowNumbers()
    #expect(lines(list, height: 4) == [" 2 Item 1", " 6 Item 5", "12 Item 11", "16 Item 15"])
  }

  @Test func aFilterThatHidesEverythingShowsTheEmptyState() {
    let list = PaginatedList(items(5)) { Text($0) }.filter { _ in false }
    #expect(lines(list, height: 1) == ["        No items"])
  }

  // MARK: Loading more

  @Test func theFooterAsksForTheNextPageOncePerPage() {
    let state = ListScrollState()
    let requests = Requests()
    func frame(_ data: [String], _ paging: PaginationState) {
      _ = lines(
        PaginatedList(data, state: paging, selection: data.count - 1) { Text($0) }
          .infinite { requests.count += 1 }.scrollState(state),
        height: 10)
    }
    for _ in 0..<5 { frame(items(3), .loaded) }
    #expect(requests.count == 1)
    #expect(state.isFooterVisible)
    // The page loads: the footer shows a spinner and asks for nothing.
    for _ in 0..<3 { frame(items(3), .loadingMore) }
    #expect(requests.count == 1)
    // It arrived: one more request, however many frames follow.
    for _ in 0..<5 { frame(items(6), .loaded) }
    #expect(requests.count == 2)
    // The last page: nothing more to ask for.
    for _ in 0..<3 { frame(items(8), .exhausted) }
    #expect(requests.count == 2)
  }

  @Test func aPageThatLoadsWhileTheFooterIsOffScreenStillArmsTheNextRequest() {
    let state = ListScrollState()
    let requests = Requests()
    func frame(_ data: [String], _ paging: PaginationState, selection: Int) {
      _ = lines(
        PaginatedList(data, state: paging, selection: selection) { Text($0) }
          .infinite { requests.count += 1 }.scrollState(state),
        height: 4)
    }
    frame(items(3), .loaded, selection: 2)
    #expect(requests.count == 1)
    // The page arrives while the user is at the top of the longer list: nothing to ask.
    frame(items(10), .loaded, selection: 0)
    #expect(requests.count == 1)
    #expect(!state.isFooterVisible)
    // Scrolling down to the footer asks for the next page.
    frame(items(10), .loaded, selection: 9)
    #expect(requests.count == 2)
  }

  @Test func aPageTheFilterHidesStillArmsTheNextRequest() {
    let state = ListScrollState()
    let requests = Requests()
    func frame(_ data: [String]) {
      _ = lines(
        PaginatedList(data) { Text($0) }.filter { $0.hasPrefix("a") }
          .infinite { requests.count += 1 }.scrollState(state),
        height: 10)
    }
    frame(["apple", "apricot"])
    #expect(requests.count == 1)
    // The next page arrived between frames and none of it passes the filter: the footer is
    // still in view and the list must ask for the page after it.
    frame(["apple", "apricot", "banana", "cherry"])
    #expect(requests.count == 2)
  }

  @Test func theFooterDoesNotAskWhileItIsOutOfView() {
    let requests = Requests()
    let list = PaginatedList(items(50), selection: 0) { Text($0) }.infinite { requests.count += 1 }
      .scrollState(ListScrollState())
    _ = lines(list, height: 10)
    #expect(requests.count == 0)
  }

  @Test func manualModeNeverLoadsOnSight() {
    let requests = Requests()
    let data = items(2)
    let plain = PaginatedList(data, selection: 1) { Text($0) }
      .infinite(footer: .manual) { requests.count += 1 }
    #expect(lines(plain, height: 3) == ["  Item 0", "› Item 1", "   Load more (Enter)"])
    for _ in 0..<3 { _ = lines(plain, height: 3) }
    // With a scroll state, whose own trigger is automatic, the footer's mode still wins.
    let state = ListScrollState()
    for _ in 0..<3 { _ = lines(plain.scrollState(state), height: 3) }
    #expect(requests.count == 0)
    #expect(state.isFooterVisible)
  }

  @Test func errorsAndFinishedListsNeverAutoLoad() {
    let requests = Requests()
    for paging in [PaginationState.error(message: "Timed out"), .exhausted, .loadingMore] {
      let list = PaginatedList(items(2), state: paging) { Text($0) }.infinite {
        requests.count += 1
      }
      _ = lines(list, height: 4)
      _ = lines(list.scrollState(ListScrollState()), height: 4)
    }
    #expect(requests.count == 0)
  }

  // MARK: States

  @Test func anErrorNeverHidesLoadedRows() {
    let infinite = PaginatedList(items(3), state: .error(message: "Request timed out")) {
      Text($0)
    }
    #expect(
      lines(infinite, height: 4) == ["Item 0", "Item 1", "Item 2", "   Request timed out"])
    let numbered = PaginatedList(items(3), state: .error(message: "Request timed out")) {
      Text($0)
    }
    .numbered(page: 2, pageSize: 3, totalItems: 9)
    #expect(
      lines(numbered, width: 40, height: 6) == [
        "Item 0", "Item 1", "Item 2", "    Request timed out  Try again (r)",
        "      ‹ Previous  1 [2] 3  Next ›", "Showing 4–6 of 9",
      ])
  }

  @Test func withoutItemsEachStateHasItsView() {
    func shown(_ paging: PaginationState) -> [String] {
      lines(PaginatedList([String](), state: paging) { Text($0) }, height: 4)
    }
    #expect(shown(.idle) == ["", "", "", ""])
    #expect(shown(.loading).count == 4)
    #expect(shown(.loading).prefix(3).allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 == "░" } })
    #expect(shown(.loaded) == ["        No items", "", "", ""])
    #expect(shown(.exhausted) == ["        No items", "", "", ""])
    #expect(
      shown(.error(message: "Offline")) == [
        "     Couldn't load", "        Offline", "", "  Press r to try again",
      ])
  }

  @Test func replacementStateViews() {
    let list = PaginatedList([String](), state: .loaded) { Text($0) }
      .emptyView { Text("Inbox zero") }
      .errorView { message in Text("Failed: \(message)") }
      .loadingView { Text("Wait…") }
      .idleView { Text("Press g to start") }
    #expect(lines(list, height: 1) == ["Inbox zero"])
    var failed = list
    failed.state = .error(message: "503")
    #expect(lines(failed, height: 1) == ["Failed: 503"])
    var loading = list
    loading.state = .loading
    #expect(lines(loading, height: 1) == ["Wait…"])
    var idle = list
    idle.state = .idle
    #expect(lines(idle, height: 1) == ["Press g to start"])
  }

  // MARK: Extremes

  @Test func outOfRangeSelectionsSelectNoRow() {
    for selection in [-1, Int.min, 3, Int.max] {
      let shown = lines(PaginatedList(items(3)) { Text($0) }.selection(selection), height: 4)
      #expect(!shown.contains { $0.hasPrefix("›") }, "selection \(selection)")
    }
  }

  @Test func hugeSelectionScrollsToTheEnd() {
    let list = PaginatedList(items(30), state: .exhausted, selection: .max) { Text($0) }
    #expect(
      lines(list, width: 30, height: 3) == ["  Item 28", "  Item 29", "     You're all caught up"])
    let negative = PaginatedList(items(30), selection: .min) { Text($0) }
    #expect(lines(negative, height: 2) == ["  Item 0", "  Item 1"])
  }

  @Test func extremeScrollSettingsNeverTrap() {
    let data = VirtualItems(count: .max)
    let list = PaginatedList(data, selection: .max) { Text($0) }.scrollPadding(.max)
      .scrollState(ListScrollState(offset: .max))
    #expect(
      lines(list, width: 30, height: 2) == [
        "  Item 9223372036854775805", "  Item 9223372036854775806",
      ])
    let padded = PaginatedList(items(10), selection: 5) { Text($0) }.scrollPadding(.max)
    #expect(lines(padded, height: 2).count == 2)
    let negative = PaginatedList(items(10), selection: 5) { Text($0) }.scrollPadding(.min)
      .scrollState(ListScrollState(offset: .min))
    #expect(lines(negative, height: 2) == ["  Item 4", "› Item 5"])
  }

  @Test func extremePagesNeverTrap() {
    for (page, pageSize, totalItems) in [
      (Int.min, Int.min, Int.max), (Int.max, Int.max, Int.min), (Int.max, 1, Int.max),
      (0, 0, 0), (-5, -5, -5), (Int.max, Int.min, Int.min),
    ] {
      let list = PaginatedList(items(3)) { Text($0) }
        .numbered(page: page, pageSize: pageSize, totalItems: totalItems).rowNumbers()
      let shown = lines(list, width: 40, height: 6)
      #expect(
        shown.prefix(3) == ["1 Item 0", "2 Item 1", "3 Item 2"], "\(page) \(pageSize) \(totalItems)"
      )
    }
    let first = PaginatedList(items(3)) { Text($0) }
      .numbered(page: .min, pageSize: .min, totalItems: .max)
    #expect(lines(first, width: 60, height: 5).last == "Showing 1–1 of 9,223,372,036,854,775,807")
  }

  @Test func extremeRowNumbersNeverTrap() {
    let high = PaginatedList(items(2)) { Text($0) }.rowNumbers(startingAt: .max, width: .max)
    #expect(lines(high, width: 10, height: 2).count == 2)
    let low = PaginatedList(items(3)) { Text($0) }.rowNumbers(startingAt: -1)
    #expect(lines(low, height: 3) == ["-1 Item 0", " 0 Item 1", " 1 Item 2"])
  }

  @Test func tinySizesNeverTrap() {
    let lists: [AnyView] = [
      AnyView(PaginatedList(items(30), selection: 5) { Text($0) }.rowNumbers().title("Title")),
      AnyView(
        PaginatedList(items(3), state: .error(message: "Timed out")) { Text($0) }
          .numbered(page: 3, pageSize: 3, totalItems: 300)),
      AnyView(PaginatedList(items(3), state: .loadingMore, selection: 1) { Text($0) }),
      AnyView(PaginatedList([String](), state: .error(message: "Timed out")) { Text($0) }),
      AnyView(PaginatedList([String](), state: .loading) { Text($0) }),
      AnyView(PaginatedList([String](), state: .loaded) { Text($0) }),
    ]
    for list in lists {
      for width in [0, 1, 2] {
        let canvas = list.renderCanvas(width: width, height: 4)
        #expect(canvas.width == width)
        #expect(canvas.height == 4)
        for height in [0, 1] {
          #expect(list.renderCanvas(width: width, height: height).height == height)
        }
      }
      #expect(list.renderPlainText(width: 40, height: 0) == "")
      #expect(list.renderPlainText(width: 0, height: 3) == "\n\n")
    }
  }
}

extension PaginatedList {
  fileprivate func selection(_ selection: Int?) -> Self {
    var list = self
    list.selection = selection
    return list
  }
}
