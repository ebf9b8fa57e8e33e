import Testing

@testable import Folio

@Suite struct PageStateTests {
  @Test(
    arguments: [
      (6, 20, 6), (1, 20, 1), (20, 20, 20), (0, 20, 1), (-7, 20, 1), (21, 20, 20),
      (Int.min, 20, 1), (Int.max, 20, 20), (Int.max, Int.max, Int.max),
      (Int.min, Int.max, 1), (1, 1, 1), (Int.max, 1, 1),
      // No pages: page 0, whatever was asked.
      (1, 0, 0), (Int.max, 0, 0), (Int.min, 0, 0), (5, -3, 0), (5, Int.min, 0),
    ] as [(Int, Int, Int)])
  func initialiserClampsThePage(page: Int, pageCount: Int, expected: Int) {
    let state = PageState(page: page, pageCount: pageCount)
    #expect(state.page == expected)
    #expect(state.pageCount == max(pageCount, 0))
  }

  @Test func movesStopAtTheEnds() {
    var state = PageState(page: 1, pageCount: 3)
    #expect(state.isFirst && !state.isLast && state.hasNext && !state.hasPrevious)
    state.goToPrevious()
    #expect(state.page == 1)
    state.goToNext()
    #expect(state.page == 2)
    #expect(!state.isFirst && !state.isLast && state.hasNext && state.hasPrevious)
    state.goToNext()
    state.goToNext()
    #expect(state.page == 3)
    #expect(state.isLast && !state.hasNext && state.hasPrevious)
    state.goToFirst()
    #expect(state.page == 1)
    state.goToLast()
    #expect(state.page == 3)
    state.go(to: -40)
    #expect(state.page == 1)
    state.go(to: Int.max)
    #expect(state.page == 3)
  }

  @Test func returningMovesLeaveTheOriginalAlone() {
    let state = PageState(page: 6, pageCount: 20)
    #expect(state.next.page == 7)
    #expect(state.previous.page == 5)
    #expect(state.first.page == 1)
    #expect(state.last.page == 20)
    #expect(state.going(to: Int.min).page == 1)
    #expect(state.going(to: 99).page == 20)
    #expect(state.page == 6)
    #expect(state.next.pageCount == 20)
  }

  @Test func movesAtIntMaxDoNotOverflow() {
    let top = PageState(page: Int.max, pageCount: Int.max)
    #expect(top.next == top)
    #expect(top.isLast && !top.hasNext)
    #expect(top.previous.page == Int.max - 1)
    #expect(top.first.page == 1)
  }

  @Test func emptyStateStaysEmpty() {
    var state = PageState(pageCount: 0)
    #expect(state.page == 0)
    #expect(state.isEmpty)
    #expect(!state.isFirst && !state.isLast && !state.hasNext && !state.hasPrevious)
    state.goToNext()
    state.goToLast()
    state.goToFirst()
    state.goToPrevious()
    state.go(to: 5)
    #expect(state == PageState(pageCount: 0))
    #expect(PageState(page: 3, pageCount: -1) == PageState(pageCount: 0))
  }

  @Test func pageCountChangesKeepThePageInRange() {
    var state = PageState(page: 15, pageCount: 20)
    state.updatePageCount(30)
    #expect(state.page == 15)
    state.updatePageCount(10)
    #expect(state.page == 10)
    state.updatePageCount(0)
    #expect(state.page == 0 && state.pageCount == 0)
    state.updatePageCount(4)
    #expect(state.page == 1 && state.pageCount == 4)
    state.updatePageCount(Int.min)
    #expect(state.isEmpty)
  }

  @Test(
    arguments: [
      (0, 20, 0), (1, 20, 1), (19, 20, 1), (20, 20, 1), (21, 20, 2), (40, 20, 2),
      (41, 20, 3), (1_234, 20, 62), (1_240, 20, 62), (1_241, 20, 63),
      (555_555, 20, 27_778),
      // Negative or zero inputs: no pages.
      (-1, 20, 0), (Int.min, 20, 0), (10, 0, 0), (10, -5, 0), (0, 0, 0),
      (Int.max, Int.min, 0),
      // Round up at the top of Int without overflowing.
      (Int.max, 1, Int.max), (Int.max, 2, Int.max / 2 + 1), (Int.max, Int.max, 1),
      (Int.max - 1, Int.max, 1), (5, Int.max, 1), (Int.max, 7, 1_317_624_576_693_539_401),
    ] as [(Int, Int, Int)])
  func pageCountRoundsUp(totalItems: Int, pageSize: Int, expected: Int) {
    #expect(PageState.pageCount(totalItems: totalItems, pageSize: pageSize) == expected)
  }

  @Test func initialiserFromItemCounts() {
    let state = PageState(page: 70, totalItems: 1_234, pageSize: 20)
    #expect(state == PageState(page: 62, pageCount: 62))
    #expect(PageState(totalItems: 0, pageSize: 20).isEmpty)
    #expect(PageState(totalItems: 5, pageSize: 20).page == 1)
  }

  @Test func itemRangeOfAPage() {
    #expect(PageState(page: 1, pageCount: 62).itemRange(pageSize: 20, totalItems: 1_234) == 0..<20)
    #expect(
      PageState(page: 2, pageCount: 62).itemRange(pageSize: 20, totalItems: 1_234) == 20..<40)
    #expect(
      PageState(page: 62, pageCount: 62).itemRange(pageSize: 20, totalItems: 1_234)
        == 1_220..<1_234)
    // A page count that claims more pages than the items fill: past the end is empty.
    #expect(
      PageState(page: 63, pageCount: 100).itemRange(pageSize: 20, totalItems: 1_234)
        == 1_234..<1_234)
    #expect(PageState(pageCount: 0).itemRange(pageSize: 20, totalItems: 0) == 0..<0)
    #expect(PageState(page: 1, pageCount: 3).itemRange(pageSize: 0, totalItems: 50) == 50..<50)
    #expect(PageState(page: 1, pageCount: 3).itemRange(pageSize: 20, totalItems: -4) == 0..<0)
  }

  @Test func itemRangeAtIntMaxDoesNotOverflow() {
    // Int.max items in pages of 2: the last page holds the single item Int.max − 1.
    let lastPage = PageState.pageCount(totalItems: Int.max, pageSize: 2)
    let last = PageState(page: lastPage, pageCount: lastPage)
    #expect(last.itemRange(pageSize: 2, totalItems: Int.max) == (Int.max - 1)..<Int.max)
    // A page whose first offset does not fit in Int holds nothing.
    let far = PageState(page: Int.max, pageCount: Int.max)
    #expect(far.itemRange(pageSize: 3, totalItems: Int.max) == Int.max..<Int.max)
    #expect(
      PageState(page: 1, pageCount: 1).itemRange(pageSize: Int.max, totalItems: Int.max)
        == 0..<Int.max)
  }

  @Test func anOpenEndAlwaysHasANextPageUntilTheCountIsFinal() {
    var state = PageState(page: 40, pageCount: 40, isPageCountFinal: false)
    #expect(state.hasNext)
    #expect(!state.isLast)
    // Past the last page known, the count grows with the page.
    state.goToNext()
    #expect(state.page == 41)
    #expect(state.pageCount == 41)
    #expect(!state.isPageCountFinal)
    // Within the known pages it moves as usual, and the count does not shrink.
    state.go(to: 99)
    #expect(state.page == 41)
    state.goToPrevious()
    #expect(state.page == 40)
    // The count becomes final: the usual state.
    state.updatePageCount(45)
    #expect(state.isPageCountFinal)
    state.goToLast()
    #expect(state.isLast)
    #expect(!state.hasNext)
    // Nothing known yet: no page, and nothing next.
    let nothing = PageState(page: 3, pageCount: 0, isPageCountFinal: false)
    #expect(nothing.page == 0)
    #expect(!nothing.hasNext)
    let huge = PageState(page: .max, pageCount: .max, isPageCountFinal: false)
    #expect(huge.next == huge)
    #expect(
      PaginationLabels().pagePosition(PageState(page: 6, pageCount: 40, isPageCountFinal: false))
        == "Page 6 of 40+")
  }
}
