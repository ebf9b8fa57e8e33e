import TestSupport
import Testing

@testable import Folio

extension SplitMix64 {
  /// An `Int` that is often small, sometimes at or near the extremes, sometimes anything.
  mutating func interestingInt() -> Int {
    switch next() % 8 {
    case 0: return Int.max - Int(next() % 4)
    case 1: return Int.min + Int(next() % 4)
    case 2: return Int(truncatingIfNeeded: next())
    case 3: return Int(next() % 40_000) - 100
    default: return Int(next() % 40) - 5
    }
  }

  /// A boundary or sibling count: mostly realistic, sometimes negative or huge.
  mutating func neighbourCount() -> Int {
    switch next() % 10 {
    case 0: return interestingInt()
    case 1: return -Int(next() % 5)
    default: return Int(next() % 6)
    }
  }
}

@Suite struct PaginationPropertyTests {
  static let iterations = 20_000

  @Test func visiblePagesIsExactForEveryInput() {
    var random = SplitMix64(seed: 0x00F0_110F)
    for _ in 0..<Self.iterations {
      let page = random.interestingInt()
      let pageCount = random.interestingInt()
      let pages = Pagination.visiblePages(page: page, pageCount: pageCount)
      let context = "page \(page), pageCount \(pageCount): \(pages)"
      guard pageCount > 0 else {
        #expect(pages.isEmpty, "\(context)")
        continue
      }
      let current = min(max(page, 1), pageCount)
      #expect(isStrictlyAscending(pages), "\(context)")
      #expect(pages.allSatisfy { (1...pageCount).contains($0) }, "\(context)")
      #expect(pages.first == 1 && pages.last == pageCount, "\(context)")
      #expect(pages.contains(current), "\(context)")
      #expect(pages.count <= 7, "\(context)")
      // Exactly {1, pageCount} ∪ [current − 2, current + 2]: every shown page belongs,
      // and every page that belongs is shown.
      let distances = pages.map { $0.subtractingReportingOverflow(current) }
      for (number, distance) in zip(pages, distances) where number != 1 && number != pageCount {
        #expect(!distance.overflow && abs(distance.partialValue) <= 2, "\(context)")
      }
      for offset in -2...2 {
        let (neighbour, overflow) = current.addingReportingOverflow(offset)
        if !overflow, (1...pageCount).contains(neighbour) {
          #expect(pages.contains(neighbour), "\(context)")
        }
      }
      let items = Pagination.items(fromVisiblePages: pages)
      #expect(items.compactMap(\.pageNumber) == pages, "\(context)")
      #expect(gapsAreMarked(items), "\(context)")
      // The constant-slot bar with the same counts shows every one of these pages.
      let steady = Pagination.pageItems(
        page: page, pageCount: pageCount, boundaryCount: 1, siblingCount: 2)
      #expect(Set(steady.compactMap(\.pageNumber)).isSuperset(of: pages), "\(context)")
    }
  }

  /// Every small case, with every boundary and sibling count: the pages shown are exactly
  /// the first and last `boundary` pages and `sibling` on each side of the current one,
  /// ascending — whichever of the runs starts first (a wide boundary puts the last run
  /// before the current page's neighbours).
  @Test func visiblePagesAreTheUnionOfTheirRuns() {
    for pageCount in 1...24 {
      for page in 0...(pageCount + 1) {
        for boundary in 0...7 {
          for sibling in 0...5 {
            let current = min(max(page, 1), pageCount)
            var expected = Set(max(1, current - sibling)...min(pageCount, current + sibling))
            if boundary > 0 {
              expected.formUnion(1...min(boundary, pageCount))
              expected.formUnion(max(1, pageCount - boundary + 1)...pageCount)
            }
            let pages = Pagination.visiblePages(
              page: page, pageCount: pageCount, boundaryCount: boundary, siblingCount: sibling)
            #expect(
              pages == expected.sorted(),
              "page \(page) of \(pageCount), boundary \(boundary), sibling \(sibling)")
          }
        }
      }
    }
  }

  @Test func boundedStrategyKeepsItsPromises() {
    var random = SplitMix64(seed: 0xB0_0DED)
    for _ in 0..<Self.iterations {
      let page = random.interestingInt()
      let pageCount = random.interestingInt()
      let boundary = random.neighbourCount()
      let sibling = random.neighbourCount()
      let items = Pagination.pageItems(
        strategy: .bounded, page: page, pageCount: pageCount, boundaryCount: boundary,
        siblingCount: sibling)
      let context = "page \(page) of \(pageCount), boundary \(boundary), sibling \(sibling)"
      guard pageCount > 0 else {
        #expect(items.isEmpty, "\(context)")
        continue
      }
      let b = Pagination.clampNeighbourCount(boundary)
      let s = Pagination.clampNeighbourCount(sibling)
      let pages = items.compactMap(\.pageNumber)
      #expect(isStrictlyAscending(pages), "\(context)")
      #expect(pages.allSatisfy { (1...pageCount).contains($0) }, "\(context)")
      #expect(pages.contains(min(max(page, 1), pageCount)), "\(context)")
      #expect(pages.count <= min(pageCount, 2 * b + 2 * s + 1), "\(context)")
      if b > 0 {
        #expect(pages.first == 1 && pages.last == pageCount, "\(context)")
      }
      #expect(gapsAreMarked(items), "\(context)")
    }
  }

  @Test func constantSlotsKeepItsPromises() {
    var random = SplitMix64(seed: 0xC0_57A7)
    for _ in 0..<Self.iterations {
      let page = random.interestingInt()
      let pageCount = random.interestingInt()
      let boundary = random.neighbourCount()
      let sibling = random.neighbourCount()
      let items = Pagination.pageItems(
        page: page, pageCount: pageCount, boundaryCount: boundary, siblingCount: sibling)
      let context = "page \(page) of \(pageCount), boundary \(boundary), sibling \(sibling)"
      guard pageCount > 0 else {
        #expect(items.isEmpty, "\(context)")
        continue
      }
      let b = Pagination.clampNeighbourCount(boundary)
      let s = Pagination.clampNeighbourCount(sibling)
      let current = min(max(page, 1), pageCount)
      #expect(items.count == min(pageCount, 2 * b + 2 * s + 3), "\(context)")

      let pages = items.compactMap(\.pageNumber)
      #expect(isStrictlyAscending(pages), "\(context)")
      #expect(pages.allSatisfy { (1...pageCount).contains($0) }, "\(context)")
      #expect(pages.contains(current), "\(context)")
      // The boundary pages at both ends and the siblings of the current page are shown.
      if b > 0 {
        for number in 1...min(b, pageCount) {
          #expect(pages.contains(number), "\(context)")
          #expect(pages.contains(pageCount - number + 1), "\(context)")
        }
      }
      for offset in -s...s {
        let (neighbour, overflow) = current.addingReportingOverflow(offset)
        if !overflow, (1...pageCount).contains(neighbour) {
          #expect(pages.contains(neighbour), "\(context)")
        }
      }
      #expect(gapsAreMarked(items), "\(context)")
      #expect(noEllipsisHidesOnePage(items, pageCount: pageCount), "\(context)")
    }
  }

  @Test func constantSlotsNeverChangeCountAsThePageMoves() {
    for pageCount in [10, 11, 20, 99, 27_778] {
      let counts = Set(
        (1...pageCount).lazy.map {
          Pagination.pageItems(page: $0, pageCount: pageCount, boundaryCount: 1, siblingCount: 2)
            .count
        })
      #expect(counts == [9], "pageCount \(pageCount)")
    }
  }
}

private func isStrictlyAscending(_ pages: [Int]) -> Bool {
  zip(pages, pages.dropFirst()).allSatisfy { $0 < $1 }
}

/// Neighbouring pages differ by exactly 1, and an ellipsis sits only between two pages
/// that are further apart.
private func gapsAreMarked(_ items: [PageItem]) -> Bool {
  var previous: PageItem?
  for item in items {
    switch (previous, item) {
    case (.ellipsis, .ellipsis):
      return false
    case (.page(let left), .page(let right)):
      if left.addingReportingOverflow(1) != (right, false) { return false }
    default:
      break
    }
    previous = item
  }
  for (index, item) in items.enumerated() where item == .ellipsis {
    // Between two pages, the hidden run must not be empty.
    let before = index > 0 ? items[index - 1].pageNumber : nil
    let after = index + 1 < items.count ? items[index + 1].pageNumber : nil
    if let before, let after, after.subtractingReportingOverflow(before) == (1, false) {
      return false
    }
  }
  return true
}

/// Every ellipsis stands for two pages or more, at the ends of the bar too.
private func noEllipsisHidesOnePage(_ items: [PageItem], pageCount: Int) -> Bool {
  for (index, item) in items.enumerated() where item == .ellipsis {
    // Before the first shown page is page 0; after the last is pageCount + 1.
    let before = index > 0 ? items[index - 1].pageNumber! : 0
    let after = index + 1 < items.count ? items[index + 1].pageNumber! : nil
    // The hidden pages are before+1 ..< after; compute their count without overflow.
    let hidden: Int
    if let after {
      hidden = after - before - 1
    } else {
      hidden = pageCount - before
    }
    if hidden < 2 { return false }
  }
  return true
}
