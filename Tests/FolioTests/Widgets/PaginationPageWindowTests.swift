import Testing

@testable import Folio

/// Writes slots the way a bar shows them, so expected values read like the bar:
/// `"1 … 4 5 6 7 8 … 20"`.
private func bar(_ items: [PageItem]) -> String {
  items.map { item in
    switch item {
    case .page(let number): String(number)
    case .ellipsis: "…"
    }
  }.joined(separator: " ")
}

@Suite struct PaginationVisiblePagesTests {
  static let max = Int.max
  static let middle = Int.max / 2

  @Test(
    arguments: [
      // No pages.
      (1, 0, []), (5, -3, []), (Int.min, 0, []), (Int.max, Int.min, []),
      // One and two pages, page out of range on both sides.
      (1, 1, [1]), (Int.max, 1, [1]), (Int.min, 1, [1]), (0, 1, [1]),
      (1, 2, [1, 2]), (2, 2, [1, 2]), (9, 2, [1, 2]),
      // Five and seven pages: every page is near an end.
      (1, 5, [1, 2, 3, 5]), (3, 5, [1, 2, 3, 4, 5]), (5, 5, [1, 3, 4, 5]),
      (1, 7, [1, 2, 3, 7]), (4, 7, [1, 2, 3, 4, 5, 6, 7]), (7, 7, [1, 5, 6, 7]),
      (4, 8, [1, 2, 3, 4, 5, 6, 8]), (5, 8, [1, 3, 4, 5, 6, 7, 8]),
      // Twenty pages: edges, the page where the gap opens, the middle, out of range.
      (1, 20, [1, 2, 3, 20]), (2, 20, [1, 2, 3, 4, 20]), (3, 20, [1, 2, 3, 4, 5, 20]),
      (4, 20, [1, 2, 3, 4, 5, 6, 20]), (5, 20, [1, 3, 4, 5, 6, 7, 20]),
      (6, 20, [1, 4, 5, 6, 7, 8, 20]), (10, 20, [1, 8, 9, 10, 11, 12, 20]),
      (17, 20, [1, 15, 16, 17, 18, 19, 20]), (18, 20, [1, 16, 17, 18, 19, 20]),
      (20, 20, [1, 18, 19, 20]), (21, 20, [1, 18, 19, 20]), (0, 20, [1, 2, 3, 20]),
      (-5, 20, [1, 2, 3, 20]), (Int.min, 20, [1, 2, 3, 20]), (Int.max, 20, [1, 18, 19, 20]),
      (50, 99, [1, 48, 49, 50, 51, 52, 99]), (99, 99, [1, 97, 98, 99]),
      (1, 100, [1, 2, 3, 100]), (100, 100, [1, 98, 99, 100]),
      (13_889, 27_778, [1, 13_887, 13_888, 13_889, 13_890, 13_891, 27_778]),
      (27_778, 27_778, [1, 27_776, 27_777, 27_778]),
      // The largest page count: no range over all pages, no overflow at either end.
      (1, max, [1, 2, 3, max]), (Int.min, max, [1, 2, 3, max]),
      (max, max, [1, max - 2, max - 1, max]),
      (max - 3, max, [1, max - 5, max - 4, max - 3, max - 2, max - 1, max]),
      (middle, max, [1, middle - 2, middle - 1, middle, middle + 1, middle + 2, max]),
    ] as [(Int, Int, [Int])])
  func visiblePages(page: Int, pageCount: Int, expected: [Int]) {
    #expect(Pagination.visiblePages(page: page, pageCount: pageCount) == expected)
  }

  @Test func boundedItemsPutAnEllipsisInEveryGap() {
    #expect(
      bar(Pagination.items(fromVisiblePages: [1, 4, 5, 6, 7, 8, 20])) == "1 … 4 5 6 7 8 … 20")
    #expect(bar(Pagination.items(fromVisiblePages: [1, 2, 3, 20])) == "1 2 3 … 20")
    // The bounded window hides page 2 alone behind an ellipsis: the set is exact.
    #expect(
      bar(Pagination.items(fromVisiblePages: [1, 3, 4, 5, 6, 7, 20])) == "1 … 3 4 5 6 7 … 20")
    #expect(Pagination.items(fromVisiblePages: []) == [])
    #expect(Pagination.items(fromVisiblePages: [1]) == [.page(1)])
    #expect(
      Pagination.items(fromVisiblePages: [Int.min, Int.max])
        == [.page(Int.min), .ellipsis, .page(Int.max)])
  }

  @Test func generalBoundedFormWidensBothEnds() {
    #expect(
      Pagination.visiblePages(page: 10, pageCount: 20, boundaryCount: 2, siblingCount: 1)
        == [1, 2, 9, 10, 11, 19, 20])
    #expect(
      Pagination.visiblePages(page: 10, pageCount: 20, boundaryCount: 0, siblingCount: 0)
        == [10])
    // Boundary runs that overlap the window merge without duplicates.
    #expect(
      Pagination.visiblePages(page: 3, pageCount: 6, boundaryCount: 3, siblingCount: 1)
        == [1, 2, 3, 4, 5, 6])
    #expect(
      Pagination.visiblePages(
        page: Int.max, pageCount: Int.max, boundaryCount: 2, siblingCount: 1)
        == [1, 2, Int.max - 1, Int.max])
  }

  @Test func outOfRangeCountsAreClamped() {
    #expect(
      Pagination.visiblePages(page: 10, pageCount: 20, boundaryCount: -4, siblingCount: -1)
        == [10])
    let huge = Pagination.visiblePages(
      page: Int.max / 2, pageCount: Int.max, boundaryCount: Int.max, siblingCount: Int.max)
    let cap = Pagination.maximumNeighbourCount
    #expect(huge.count == 2 * cap + 2 * cap + 1)
    #expect(huge.first == 1)
    #expect(huge[cap - 1] == cap)
    #expect(huge[cap] == Int.max / 2 - cap)
    #expect(huge.last == Int.max)
  }

  @Test func strategyChoosesTheAlgorithm() {
    #expect(
      bar(Pagination.pageItems(strategy: .bounded, page: 1, pageCount: 20))
        == "1 2 3 … 20")
    #expect(
      bar(Pagination.pageItems(strategy: .constantSlots, page: 1, pageCount: 20))
        == "1 2 3 4 5 6 7 … 20")
    #expect(Pagination.pageItems(strategy: .bounded, page: 1, pageCount: 0) == [])
    #expect(Pagination.pageItems(strategy: .constantSlots, page: 1, pageCount: 0) == [])
  }

  @Test func paginationValueUsesItsConfiguration() {
    let bar6 = Pagination(page: 6, pageCount: 20)
    #expect(bar6.strategy == .bounded)
    #expect(bar6.boundaryCount == 1)
    #expect(bar6.siblingCount == 2)
    #expect(!bar6.stableWidth)
    #expect(bar(bar6.visibleItems) == "1 … 4 5 6 7 8 … 20")
    #expect(bar6.pageNumberWidth == nil)
    #expect(bar6.state == PageState(page: 6, pageCount: 20))

    var steady = Pagination(
      PageState(page: 99, pageCount: 27_778), strategy: .constantSlots, stableWidth: true)
    #expect(steady.page == 99)
    #expect(bar(steady.visibleItems) == "1 … 97 98 99 100 101 … 27778")
    #expect(steady.pageNumberWidth == 5)
    steady.pageCount = 0
    #expect(steady.visibleItems == [])
    #expect(steady.pageNumberWidth == 1)
    #expect(steady.state.page == 0)
  }
}

@Suite struct PaginationConstantSlotsTests {
  static let max = Int.max

  @Test(
    arguments: [
      // Fewer pages than slots: every page.
      (1, 0, ""), (Int.min, -1, ""), (1, 1, "1"), (Int.max, 1, "1"), (2, 2, "1 2"),
      (3, 5, "1 2 3 4 5"), (7, 7, "1 2 3 4 5 6 7"), (Int.min, 8, "1 2 3 4 5 6 7 8"),
      (5, 9, "1 2 3 4 5 6 7 8 9"),
      // Ten pages: the first page with an ellipsis for more than one page.
      (5, 10, "1 2 3 4 5 6 7 … 10"), (6, 10, "1 … 4 5 6 7 8 9 10"),
      // Twenty pages: more pages at the start near the start, at the end near the end.
      (1, 20, "1 2 3 4 5 6 7 … 20"), (5, 20, "1 2 3 4 5 6 7 … 20"),
      (6, 20, "1 … 4 5 6 7 8 … 20"), (10, 20, "1 … 8 9 10 11 12 … 20"),
      (15, 20, "1 … 13 14 15 16 17 … 20"), (16, 20, "1 … 14 15 16 17 18 19 20"),
      (20, 20, "1 … 14 15 16 17 18 19 20"), (0, 20, "1 2 3 4 5 6 7 … 20"),
      (-3, 20, "1 2 3 4 5 6 7 … 20"), (Int.max, 20, "1 … 14 15 16 17 18 19 20"),
      (50, 99, "1 … 48 49 50 51 52 … 99"), (100, 100, "1 … 94 95 96 97 98 99 100"),
      (27_778, 27_778, "1 … 27772 27773 27774 27775 27776 27777 27778"),
      (1, max, "1 2 3 4 5 6 7 … \(max)"), (Int.min, max, "1 2 3 4 5 6 7 … \(max)"),
      (1_000_000, max, "1 … 999998 999999 1000000 1000001 1000002 … \(max)"),
      (max, max, "1 … \(max - 6) \(max - 5) \(max - 4) \(max - 3) \(max - 2) \(max - 1) \(max)"),
    ] as [(Int, Int, String)])
  func defaultCounts(page: Int, pageCount: Int, expected: String) {
    let items = Pagination.pageItems(
      page: page, pageCount: pageCount, boundaryCount: 1, siblingCount: 2)
    #expect(bar(items) == expected)
  }

  @Test func otherCounts() {
    func slots(_ page: Int, _ pageCount: Int, _ boundary: Int, _ sibling: Int) -> String {
      bar(
        Pagination.pageItems(
          page: page, pageCount: pageCount, boundaryCount: boundary, siblingCount: sibling))
    }
    // One boundary page and one sibling: seven slots.
    #expect(slots(1, 10, 1, 1) == "1 2 3 4 5 … 10")
    #expect(slots(5, 10, 1, 1) == "1 … 4 5 6 … 10")
    #expect(slots(10, 10, 1, 1) == "1 … 6 7 8 9 10")
    #expect(slots(10, 20, 2, 1) == "1 2 … 9 10 11 … 19 20")
    #expect(slots(4, 20, 2, 1) == "1 2 3 4 5 6 … 19 20")
    // No boundary pages: the ends show only when they fall next to the window.
    #expect(slots(2, 4, 0, 0) == "1 2 …")
    #expect(slots(4, 4, 0, 0) == "… 3 4")
    #expect(slots(10, 20, 0, 0) == "… 10 …")
    #expect(slots(10, 20, 0, 2) == "… 8 9 10 11 12 …")
    // Negative counts act as 0; huge ones as the cap.
    #expect(slots(10, 20, -1, Int.min) == "… 10 …")
    let cap = Pagination.maximumNeighbourCount
    let wide = Pagination.pageItems(
      page: Int.max / 3, pageCount: Int.max, boundaryCount: Int.max, siblingCount: Int.max)
    #expect(wide.count == 4 * cap + 3)
    #expect(wide[cap] == .ellipsis)
    #expect(wide[2 * cap + 1] == .page(Int.max / 3))
    #expect(wide.last == .page(Int.max))
  }
}
