/// Which page of a numbered list is shown: a page number that always stays in range.
///
/// The page is kept in `1...pageCount` by every initialiser and every move. A state with no
/// pages (`pageCount` 0) has page 0, so an empty list is never "on page 1 of 0"; moving it
/// does nothing. Any `Int` is accepted, `Int.min` and `Int.max` included, and nothing traps.
///
/// ```swift
/// var state = PageState(page: 6, pageCount: 20)
/// state.goToNext()         // page 7
/// state.go(to: 99)         // page 20
/// state.isLast             // true
/// PageState.pageCount(totalItems: 1_234, pageSize: 20)  // 62
/// ```
///
/// **An open end.** When the last page is not known yet — a document still streaming in,
/// a cursor API without totals — `pageCount` is the pages known so far and
/// ``isPageCountFinal`` is false: there may be a next page after the last known one, and a
/// bar reads `Page 6 of 40+`. It becomes the usual state once the count is final.
public struct PageState: Hashable, Sendable {
  /// The current page, numbered from 1; 0 when there are no pages.
  public private(set) var page: Int
  /// How many pages there are, or are known so far when ``isPageCountFinal`` is false;
  /// never negative.
  public private(set) var pageCount: Int
  /// Whether ``pageCount`` is the last page; false while more pages may follow.
  public private(set) var isPageCountFinal: Bool

  /// The state at `page` of `pageCount` pages; with `isPageCountFinal` false, of at least
  /// `pageCount` pages, more perhaps to come.
  ///
  /// A negative `pageCount` means no pages. `page` is clamped to `1...pageCount`, or set
  /// to 0 when there are no pages.
  public init(page: Int = 1, pageCount: Int, isPageCountFinal: Bool = true) {
    self.pageCount = max(pageCount, 0)
    self.isPageCountFinal = isPageCountFinal
    self.page = PageState.clampedPage(page, pageCount: self.pageCount)
  }

  /// The state at `page` of a list of `totalItems` items shown `pageSize` at a time.
  ///
  /// The page count is ``pageCount(totalItems:pageSize:)``.
  public init(page: Int = 1, totalItems: Int, pageSize: Int) {
    self.init(
      page: page, pageCount: PageState.pageCount(totalItems: totalItems, pageSize: pageSize))
  }

  /// How many pages `totalItems` items fill when shown `pageSize` at a time.
  ///
  /// Zero items, or a negative count or page size, give 0 pages. The division rounds up
  /// without overflowing, so `Int.max` items in pages of 2 are `Int.max / 2 + 1` pages.
  ///
  /// ```swift
  /// PageState.pageCount(totalItems: 40, pageSize: 20)  // 2
  /// PageState.pageCount(totalItems: 41, pageSize: 20)  // 3
  /// PageState.pageCount(totalItems: 0, pageSize: 20)   // 0
  /// ```
  public static func pageCount(totalItems: Int, pageSize: Int) -> Int {
    guard totalItems > 0, pageSize > 0 else { return 0 }
    // Quotient plus one for a partial page; `totalItems + pageSize - 1` could overflow.
    let (quotient, remainder) = totalItems.quotientAndRemainder(dividingBy: pageSize)
    return remainder == 0 ? quotient : quotient + 1
  }

  /// Whether there are no pages.
  public var isEmpty: Bool { pageCount == 0 }
  /// Whether the current page is the first one. `false` when there are no pages.
  public var isFirst: Bool { pageCount > 0 && page == 1 }
  /// Whether the current page is the last one. `false` when there are no pages, and while
  /// the page count is not final.
  public var isLast: Bool { pageCount > 0 && page == pageCount && isPageCountFinal }
  /// Whether there is, or while the count is not final may be, a page after the current
  /// one.
  public var hasNext: Bool { page < pageCount || (!isPageCountFinal && page > 0) }
  /// Whether there is a page before the current one.
  public var hasPrevious: Bool { page > 1 }

  /// The state one page on, or this state on the last page. Past the last page known of a
  /// count that is not final, the count grows with it: there is at least one more page.
  public var next: PageState {
    guard hasNext, page < Int.max else { return self }
    guard page == pageCount else { return going(to: page + 1) }
    return PageState(page: page + 1, pageCount: page + 1, isPageCountFinal: false)
  }
  /// The state one page back, or this state on the first page.
  public var previous: PageState { going(to: hasPrevious ? page - 1 : page) }
  /// The state on the first page.
  public var first: PageState { going(to: 1) }
  /// The state on the last page (the last one known while the count is not final).
  public var last: PageState { going(to: pageCount) }

  /// The state at `page`, clamped to `1...pageCount`.
  public func going(to page: Int) -> PageState {
    var state = self
    state.go(to: page)
    return state
  }

  /// Moves to `page`, clamped to `1...pageCount`.
  public mutating func go(to page: Int) {
    self.page = PageState.clampedPage(page, pageCount: pageCount)
  }

  /// Moves one page on; does nothing on the last page.
  public mutating func goToNext() { self = next }
  /// Moves one page back; does nothing on the first page.
  public mutating func goToPrevious() { self = previous }
  /// Moves to the first page.
  public mutating func goToFirst() { self = first }
  /// Moves to the last page.
  public mutating func goToLast() { self = last }

  /// Changes the number of pages, for example after a reload, keeping the page if it still
  /// exists and moving to the nearest page that does otherwise.
  ///
  /// Going from no pages to some lands on page 1.
  public mutating func updatePageCount(_ pageCount: Int, isFinal: Bool = true) {
    self = PageState(page: page, pageCount: pageCount, isPageCountFinal: isFinal)
  }

  /// The zero-based offsets of the items on the current page, for slicing the list.
  ///
  /// The range is clipped to `0..<totalItems`, and empty (`totalItems..<totalItems`,
  /// or `0..<0` when `totalItems` is negative) when the page holds no items: no pages,
  /// a page size below 1, or a page past the end of the items.
  ///
  /// ```swift
  /// PageState(page: 2, pageCount: 62).itemRange(pageSize: 20, totalItems: 1_234)  // 20..<40
  /// PageState(page: 62, pageCount: 62).itemRange(pageSize: 20, totalItems: 1_234)  // 1220..<1234
  /// ```
  public func itemRange(pageSize: Int, totalItems: Int) -> Range<Int> {
    let total = max(totalItems, 0)
    let empty = total..<total
    guard page > 0, pageSize > 0 else { return empty }
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
    guard !overflow, start < total else { return empty }
    // `total - start` is positive, so the sum stays at or below `total`.
    return start..<(start + min(pageSize, total - start))
  }

  private static func clampedPage(_ page: Int, pageCount: Int) -> Int {
    pageCount > 0 ? min(max(page, 1), pageCount) : 0
  }
}
