import FolioTesting
import Testing

@testable import Folio

/// Golden files of the pagination bar, its summary and its position text.
///
/// Most goldens stack several bars, one per row, so a reviewer reads a whole series (every
/// page, every fallback) in one file.
@Suite(.snapshotTranscripts) struct PaginationBarSnapshotTests {
  /// Environment with the given symbols and labels (colour mode is set by the assertion).
  private func environment(
    symbols: SymbolSet = .unicode, labels: PaginationLabels = PaginationLabels(),
    theme: Theme = .standard
  ) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.symbols = symbols
    environment.paginationLabels = labels
    environment.theme = theme
    return environment
  }

  /// The pages a golden shows for `pageCount`: both edges, their neighbours and the middle.
  private static func samplePages(_ pageCount: Int) -> [Int] {
    guard pageCount > 0 else { return [1] }
    let middle = pageCount / 2 + 1
    let candidates = [1, 2, 3, middle, pageCount - 2, pageCount - 1, pageCount]
    return Array(Set(candidates.filter { (1...pageCount).contains($0) })).sorted()
  }

  /// The bar at `widths`, one row each, each row offered exactly its width.
  private func fallbacks(_ bar: Pagination, widths: [Int]) -> some View {
    VStack {
      for width in widths {
        bar.frame(width: width)
      }
    }
  }

  @Test func everyPageOfTwenty() {
    let bars = VStack {
      for page in 1...20 {
        Pagination(page: page, pageCount: 20)
      }
    }
    assertSnapshot(of: bars, width: 80)
  }

  @Test(arguments: [0, 1, 2, 7, 27_778, Int.max])
  func pageCounts(pageCount: Int) {
    let bars = VStack {
      for page in Self.samplePages(pageCount) {
        Pagination(page: page, pageCount: pageCount)
      }
    }
    assertSnapshot(of: bars, width: 80, named: "count\(pageCount)")
    if pageCount > 1_000 {
      assertSnapshot(of: bars, width: 200, named: "count\(pageCount).wide")
    }
  }

  @Test func widthSweep() {
    assertSnapshots(of: Pagination(page: 6, pageCount: 20), widths: Array(1...80))
  }

  @Test(arguments: [ColorMode.none, .ansi16, .truecolor])
  func colourModes(mode: ColorMode) {
    let bars = VStack {
      Pagination(page: 1, pageCount: 20)
      Pagination(page: 6, pageCount: 20)
      Pagination(page: 20, pageCount: 20)
      fallbacks(Pagination(page: 1, pageCount: 20), widths: [20, 12, 6])
    }
    assertSnapshot(of: bars, width: 44, colorMode: mode)
  }

  @Test func customThemeInTruecolor() {
    let theme = Theme(
      accent: Style(foreground: .rgb(255, 135, 0), bold: true, underline: true),
      secondary: Style(foreground: .rgb(128, 128, 128), italic: true))
    let bars = VStack {
      Pagination(page: 1, pageCount: 20)
      Pagination(page: 6, pageCount: 20)
    }
    assertSnapshot(
      of: bars, width: 44, colorMode: .truecolor, environment: environment(theme: theme))
  }

  @Test func asciiSymbols() {
    let bars = VStack {
      Pagination(page: 1, pageCount: 20)
      Pagination(page: 6, pageCount: 20)
      Pagination(page: 20, pageCount: 20)
      fallbacks(Pagination(page: 6, pageCount: 20), widths: [40, 30, 20, 12, 6, 3])
    }
    assertSnapshot(of: bars, width: 48, environment: environment(symbols: .ascii))
    assertSnapshot(
      of: bars, width: 48, colorMode: .ansi16, environment: environment(symbols: .ascii))
  }

  @Test func stableWidthWithConstantSlots() {
    let bars = VStack {
      for page in 1...20 {
        Pagination(page: page, pageCount: 20, strategy: .constantSlots, stableWidth: true)
      }
    }
    assertSnapshot(of: bars, width: 80)
    assertSnapshot(of: bars, width: 80, colorMode: .ansi16)
  }

  @Test func stableWidthAcrossADigitBoundary() {
    let bars = VStack {
      for page in [1, 9_998, 9_999, 10_000, 10_001, 27_778] {
        Pagination(page: page, pageCount: 27_778, strategy: .constantSlots, stableWidth: true)
      }
    }
    assertSnapshot(of: bars, width: 100)
  }

  @Test func fewerNeighboursAndBoundaries() {
    let bars = VStack {
      Pagination(page: 50, pageCount: 99, boundaryCount: 2, siblingCount: 3)
      Pagination(page: 50, pageCount: 99, boundaryCount: 0, siblingCount: 1)
      Pagination(page: 50, pageCount: 99, strategy: .constantSlots, siblingCount: 0)
      fallbacks(
        Pagination(page: 50, pageCount: 99, boundaryCount: 2, siblingCount: 3),
        widths: [60, 45, 35, 30, 25, 12, 5])
    }
    assertSnapshot(of: bars, width: 80)
  }

  @Test func germanLabels() {
    let german = PaginationLabels(
      previous: "Zurück", next: "Weiter", showing: "Zeige", of: "von",
      noItems: "Keine Einträge", page: "Seite", groupingSeparator: ".")
    let views = VStack {
      Pagination(page: 1_500, pageCount: 2_000)
      Pagination(page: 2_000, pageCount: 2_000)
      PaginationSummary(page: 75, pageSize: 20, totalItems: 39_990)
      PaginationPosition(page: 1_500, pageCount: 2_000)
    }
    assertSnapshot(of: views, width: 80, environment: environment(labels: german))
  }

  @Test func anOpenEndAtEveryPageAndFallbackWidth() {
    // The last page is not known yet: 40 pages so far, more to come.
    let pages = VStack {
      for page in [1, 2, 3, 6, 37, 39, 40] {
        Pagination(page: page, pageCount: 40, isPageCountFinal: false)
      }
      Pagination(page: 1, pageCount: 1, isPageCountFinal: false)
      PaginationPosition(page: 6, pageCount: 40, isPageCountFinal: false)
      Pagination(page: 6, pageCount: 40, isPageCountFinal: false, stableWidth: true)
    }
    assertSnapshot(of: pages, width: 60, named: "pages")
    assertSnapshot(of: pages, width: 60, colorMode: .ansi16, named: "pages")
    assertSnapshots(
      of: Pagination(page: 6, pageCount: 40, isPageCountFinal: false), widths: Array(1...50),
      named: "sweep")
    assertSnapshot(
      of: fallbacks(
        Pagination(page: 6, pageCount: 40, isPageCountFinal: false),
        widths: [40, 30, 24, 20, 16, 12, 8, 5]),
      width: 40, environment: environment(symbols: .ascii), named: "ascii")
  }

  @Test func summaryAndPosition() {
    let views = VStack {
      PaginationSummary(page: 1, pageSize: 20, totalItems: 1_234)
      PaginationSummary(page: 2, pageSize: 20, totalItems: 1_234)
      PaginationSummary(page: 62, pageSize: 20, totalItems: 1_234)
      PaginationSummary(page: 1, pageSize: 20, totalItems: 0)
      PaginationPosition(page: 6, pageCount: 20)
      PaginationPosition(page: 1, pageCount: 0)
    }
    assertSnapshot(of: views, width: 40)
    assertSnapshot(of: views, width: 40, colorMode: .ansi16)
  }

  @Test func footerWithSummary() {
    // The summary keeps its width; the bar takes the fullest form that fits the rest.
    let footer = HStack {
      PaginationSummary(page: 2, pageSize: 20, totalItems: 1_234)
      Spacer()
      Pagination(page: 2, pageCount: 62)
    }
    assertSnapshots(of: footer, widths: [80, 60, 40, 30, 20])
  }

  @Test func centredInTheWidth() {
    let bars = VStack {
      for page in [1, 6, 20] {
        Pagination(page: page, pageCount: 20).frame(maxWidth: .max, alignment: .center)
      }
      Pagination(page: 6, pageCount: 20).frame(width: 30, alignment: .center)
    }
    assertSnapshot(of: bars, width: 60)
  }
}
