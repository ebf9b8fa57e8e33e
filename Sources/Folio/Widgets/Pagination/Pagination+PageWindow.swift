// Which page numbers a pagination bar shows. Every function here does work bounded by the
// boundary and sibling counts, never by the page count: `Int.max` pages cost the same as 20.

extension Pagination {
  /// The page numbers shown for `page` of `pageCount` pages: the first and last page and
  /// two pages on each side of the current one, ascending and without duplicates.
  ///
  /// The result is `{1, pageCount} ∪ [p − 2, p + 2]` clipped to `1...pageCount`, where
  /// `p` is `page` clamped to `1...pageCount`. It is empty when `pageCount` is zero or
  /// less.
  ///
  /// ```swift
  /// Pagination.visiblePages(page: 6, pageCount: 20)  // [1, 4, 5, 6, 7, 8, 20]
  /// Pagination.visiblePages(page: 1, pageCount: 20)  // [1, 2, 3, 20]
  /// ```
  ///
  /// - Complexity: O(1); at most 7 pages for any page count.
  public static func visiblePages(page: Int, pageCount: Int) -> [Int] {
    visiblePages(page: page, pageCount: pageCount, boundaryCount: 1, siblingCount: 2)
  }

  /// The page numbers shown for `page` of `pageCount` pages: the first and last
  /// `boundaryCount` pages and `siblingCount` pages on each side of the current one,
  /// ascending and without duplicates.
  ///
  /// `page` is clamped to `1...pageCount`; the counts are clamped to
  /// `0...maximumNeighbourCount`. The result is empty when `pageCount` is zero or less.
  ///
  /// - Complexity: O(`boundaryCount` + `siblingCount`), independent of `pageCount`.
  public static func visiblePages(
    page: Int, pageCount: Int, boundaryCount: Int, siblingCount: Int
  ) -> [Int] {
    guard pageCount > 0 else { return [] }
    let current = clamp(page, to: 1...pageCount)
    let boundary = clampNeighbourCount(boundaryCount)
    let sibling = clampNeighbourCount(siblingCount)

    // Three runs of consecutive pages, each bound computed so it cannot overflow: the first
    // `boundary` pages, the current one's neighbours and the last `boundary` pages. Taken
    // in ascending order of their first pages — the first run's is 1 — as local values,
    // not an array of ranges (a generic array costs a frame that turns the page more than
    // the pages themselves).
    var pages: [Int] = []
    // At most every page of the three runs (the counts are clamped: no overflow).
    pages.reserveCapacity(min(pageCount, 2 * boundary + 2 * sibling + 1))
    /// Appends the pages of `low...high` that no run before covered.
    func add(_ low: Int, _ high: Int) {
      var start = low
      if let last = pages.last {
        // `last < high` keeps `last + 1` from overflowing when a run ends at Int.max.
        guard last < high else { return }
        start = max(start, last + 1)
      }
      // One by one, stopping at the bound before stepping past it: no overflow at
      // `Int.max`.
      var next = start
      while true {
        pages.append(next)
        if next == high { break }
        next += 1
      }
    }
    let low = current > sibling ? current - sibling : 1
    let high = current < pageCount - sibling ? current + sibling : pageCount
    guard boundary > 0 else {
      add(low, high)
      return pages
    }
    add(1, min(boundary, pageCount))
    let lastLow = max(pageCount - boundary + 1, 1)
    if low <= lastLow {
      add(low, high)
      add(lastLow, pageCount)
    } else {
      add(lastLow, pageCount)
      add(low, high)
    }
    return pages
  }

  /// The slots for a list of visible pages: an ellipsis goes between neighbours that
  /// differ by more than 1.
  ///
  /// ```swift
  /// Pagination.items(fromVisiblePages: [1, 4, 5, 6, 7, 8, 20])
  /// // [.page(1), .ellipsis, .page(4), .page(5), .page(6), .page(7), .page(8), .ellipsis, .page(20)]
  /// ```
  ///
  /// `pages` is expected ascending, as ``visiblePages(page:pageCount:)`` returns it.
  ///
  /// - Complexity: O(`pages.count`).
  public static func items(fromVisiblePages pages: [Int]) -> [PageItem] {
    var items: [PageItem] = []
    items.reserveCapacity(pages.count * 2)
    var previous: Int?
    for page in pages {
      // Compared without subtracting, so pages far apart (Int.min, Int.max) cannot overflow.
      if let previous, previous < page, previous + 1 != page {
        items.append(.ellipsis)
      }
      items.append(.page(page))
      previous = page
    }
    return items
  }

  /// The slots of a bar that always shows the same number of them.
  ///
  /// The bar has `min(pageCount, 2 × boundaryCount + 2 × siblingCount + 3)` slots: the
  /// first and last `boundaryCount` pages, `2 × siblingCount + 1` pages around the current
  /// one, and between them one slot on each side that is an ellipsis or, when the gap is a
  /// single page, that page. The window is centred on the current page except near the
  /// ends, where it stops short so the slot count stays the same: near the start the bar
  /// shows more pages at the start, near the end more at the end. An ellipsis always
  /// stands for two pages or more.
  ///
  /// ```swift
  /// Pagination.pageItems(page: 1, pageCount: 20, boundaryCount: 1, siblingCount: 2)
  /// // 1 2 3 4 5 6 7 … 20
  /// Pagination.pageItems(page: 6, pageCount: 20, boundaryCount: 1, siblingCount: 2)
  /// // 1 … 4 5 6 7 8 … 20
  /// ```
  ///
  /// `page` is clamped to `1...pageCount`; the counts are clamped to
  /// `0...maximumNeighbourCount`. The result is empty when `pageCount` is zero or less.
  /// With `boundaryCount` 0 the first and last pages are shown only when they fall next to
  /// the window.
  ///
  /// - Complexity: O(`boundaryCount` + `siblingCount`), independent of `pageCount`.
  public static func pageItems(
    page: Int, pageCount: Int, boundaryCount: Int, siblingCount: Int
  ) -> [PageItem] {
    guard pageCount > 0 else { return [] }
    let boundary = clampNeighbourCount(boundaryCount)
    let sibling = clampNeighbourCount(siblingCount)
    let slotCount = 2 * boundary + 2 * sibling + 3
    if pageCount <= slotCount {
      return (1...pageCount).map { .page($0) }
    }
    // From here pageCount > slotCount, so subtracting up to slotCount cannot overflow.
    let current = clamp(page, to: 1...pageCount)
    // One slot sits on each side of the window: page `boundary + 1` or an ellipsis before
    // it, page `pageCount - boundary` or an ellipsis after it.
    let startGapPage = boundary + 1
    let endGapPage = pageCount - boundary
    let windowStart = clamp(
      current - sibling, to: (startGapPage + 1)...(endGapPage - 1 - 2 * sibling))
    let windowEnd = windowStart + 2 * sibling

    var items: [PageItem] = []
    items.reserveCapacity(slotCount)
    for number in stride(from: 1, through: boundary, by: 1) {
      items.append(.page(number))
    }
    // A gap of exactly one page shows that page instead of an ellipsis.
    items.append(windowStart == startGapPage + 1 ? .page(startGapPage) : .ellipsis)
    for number in windowStart...windowEnd {
      items.append(.page(number))
    }
    items.append(windowEnd == endGapPage - 1 ? .page(endGapPage) : .ellipsis)
    if boundary > 0 {
      for number in (endGapPage + 1)...pageCount {
        items.append(.page(number))
      }
    }
    return items
  }

  /// The slots of a bar chosen by `strategy`.
  ///
  /// ``PageWindowStrategy/bounded`` gives
  /// ``items(fromVisiblePages:)`` of
  /// ``visiblePages(page:pageCount:boundaryCount:siblingCount:)``;
  /// ``PageWindowStrategy/constantSlots`` gives
  /// ``pageItems(page:pageCount:boundaryCount:siblingCount:)``.
  ///
  /// - Complexity: O(`boundaryCount` + `siblingCount`), independent of `pageCount`.
  public static func pageItems(
    strategy: PageWindowStrategy,
    page: Int,
    pageCount: Int,
    boundaryCount: Int = 1,
    siblingCount: Int = 2
  ) -> [PageItem] {
    switch strategy {
    case .bounded:
      return items(
        fromVisiblePages: visiblePages(
          page: page, pageCount: pageCount, boundaryCount: boundaryCount,
          siblingCount: siblingCount))
    case .constantSlots:
      return pageItems(
        page: page, pageCount: pageCount, boundaryCount: boundaryCount,
        siblingCount: siblingCount)
    }
  }

  /// The slots of a bar whose last page is not known yet: the first `boundaryCount`
  /// pages and `siblingCount` on each side of the current one, among the
  /// `knownPageCount` pages known, then an ellipsis for the pages still to come.
  ///
  /// ```swift
  /// Pagination.openEndedItems(page: 6, knownPageCount: 40, boundaryCount: 1, siblingCount: 2)
  /// // 1 … 4 5 6 7 8 …
  /// ```
  ///
  /// Empty when no page is known yet.
  ///
  /// - Complexity: O(`boundaryCount` + `siblingCount`), independent of `knownPageCount`.
  public static func openEndedItems(
    page: Int, knownPageCount: Int, boundaryCount: Int, siblingCount: Int
  ) -> [PageItem] {
    guard knownPageCount > 0 else { return [] }
    let current = clamp(page, to: 1...knownPageCount)
    let boundary = clampNeighbourCount(boundaryCount)
    let sibling = clampNeighbourCount(siblingCount)
    var pages: [Int] = []
    var next = 1
    while next <= min(boundary, knownPageCount) {
      pages.append(next)
      next += 1
    }
    let low = max(current > sibling ? current - sibling : 1, next)
    let high = current < knownPageCount - sibling ? current + sibling : knownPageCount
    if low <= high {
      var number = low
      while true {
        pages.append(number)
        if number == high { break }
        number += 1
      }
    }
    var items = self.items(fromVisiblePages: pages)
    items.append(.ellipsis)
    return items
  }

  static func clampNeighbourCount(_ count: Int) -> Int {
    clamp(count, to: 0...maximumNeighbourCount)
  }

  static func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }
}
