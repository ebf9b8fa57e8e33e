import TestSupport
import Testing

@testable import Folio

extension SplitMix64 {
  /// A width: mostly a terminal's, sometimes negative, huge or extreme.
  mutating func width() -> Int {
    switch next() % 10 {
    case 0: return interestingInt()
    case 1: return -Int(next() % 5)
    default: return Int(next() % 201)
    }
  }

  /// A boundary or sibling count: mostly realistic, sometimes negative, rarely huge (a
  /// huge count draws hundreds of pages, which are slow to measure in a debug build).
  mutating func barNeighbourCount() -> Int {
    switch next() % 40 {
    case 0: return interestingInt()
    case 1, 2, 3: return -Int(next() % 5)
    default: return Int(next() % 5)
    }
  }

  mutating func element<T>(of choices: [T]) -> T {
    choices[Int(next() % UInt64(choices.count))]
  }
}

/// Properties of the rendered bar over many (page, pageCount, width) inputs.
@Suite struct PaginationBarPropertyTests {
  private static let separators = [",", "", ".", "'"]

  private func environment(
    colorMode: ColorMode = .none, symbols: SymbolSet = .unicode, separator: String = ""
  ) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorMode = colorMode
    environment.symbols = symbols
    environment.paginationLabels = PaginationLabels(pageNumberGroupingSeparator: separator)
    return environment
  }

  /// The one line the bar draws at `width`, trailing spaces removed.
  private func rendered(
    _ bar: Pagination, width: Int, environment: EnvironmentValues
  ) -> (line: String, canvas: Canvas) {
    let canvas = bar.renderCanvas(width: width, environment: environment)
    return (canvas.plainText(trimmingTrailingSpaces: true), canvas)
  }

  /// The first of `lines` (a bar's forms) that fits `width` whole, or nothing: what the bar
  /// must show.
  private func expectedLine(_ lines: [StyledText], width: Int) -> String {
    let width = min(max(width, 0), Canvas.maxSide)
    guard let line = lines.first(where: { $0.displayWidth <= width }) else { return "" }
    var text = line.plainText
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Problems with how `line` (drawn in colour mode `none`) shows the current page, read
  /// from the text alone: `[p]` among ascending page numbers, or `p / count` and `p/count`.
  private func currentPageProblems(
    _ line: String, bar: Pagination, separator: String
  ) -> [String] {
    guard line.contains(where: \.isNumber) else {
      return line.isEmpty ? [] : ["shows no number: \(line)"]
    }
    let state = bar.state
    func number(_ token: Substring) -> Int? {
      let digits = separator.isEmpty ? String(token) : String(token).replacing(separator, with: "")
      return digits.allSatisfy(\.isNumber) ? Int(digits) : nil
    }
    var problems: [String] = []
    if let slash = line.firstIndex(of: "/") {
      let current = line[..<slash].split(separator: " ").last.flatMap(number)
      let count = line[line.index(after: slash)...].split(separator: " ").first.flatMap(number)
      if current != state.page { problems.append("current page is not \(state.page)") }
      if count != state.pageCount { problems.append("page count is not \(state.pageCount)") }
      return problems
    }
    var pages: [Int] = []
    var marked: [Int] = []
    for token in line.split(separator: " ") {
      if token.first == "[", token.last == "]", let page = number(token.dropFirst().dropLast()) {
        marked.append(page)
        pages.append(page)
      } else if let page = number(token) {
        pages.append(page)
      }
    }
    if marked != [state.page] { problems.append("marked pages \(marked), not \(state.page)") }
    if zip(pages, pages.dropFirst()).contains(where: { $0 >= $1 }) {
      problems.append("pages not ascending: \(pages)")
    }
    if !pages.allSatisfy({ (1...state.pageCount).contains($0) }) {
      problems.append("pages out of range: \(pages)")
    }
    return problems
  }

  /// The text of the cells drawn in the accent style: the current page, in colour modes.
  private func accentText(_ canvas: Canvas, environment: EnvironmentValues) -> String {
    let accent = environment.theme.accent.resolved
    return canvas.row(0).filter { $0.style == accent && $0.content != " " }.map(\.content)
      .joined()
  }

  @Test func randomBarsFitShowWholeFormsAndTheCurrentPage() {
    var random = SplitMix64(seed: 0x0BA7_2026)
    for _ in 0..<3_000 {
      let bar = Pagination(
        page: random.interestingInt(), pageCount: random.interestingInt(),
        strategy: random.element(of: [.bounded, .constantSlots]),
        boundaryCount: random.barNeighbourCount(), siblingCount: random.barNeighbourCount(),
        stableWidth: random.element(of: [false, true]))
      let width = random.width()
      let separator = random.element(of: Self.separators)
      var bare = SymbolSet.unicode
      bare.previous = ""
      bare.next = ""
      let symbols = random.element(of: [SymbolSet.unicode, .ascii, bare])
      let plain = environment(symbols: symbols, separator: separator)
      let coloured = environment(colorMode: .ansi16, symbols: symbols, separator: separator)
      let context = "\(bar) width \(width) separator '\(separator)' symbols \(symbols)"

      let (line, canvas) = rendered(bar, width: width, environment: plain)
      #expect(canvas.height == 1, "\(context)")
      #expect(canvas.width == min(max(width, 0), Canvas.maxSide), "\(context)")
      #expect(line.displayWidth <= max(width, 0), "\(context): \(line)")
      let lines = bar.fallbackLines(in: plain)
      #expect(line == expectedLine(lines, width: width), "\(context)")
      let problems = currentPageProblems(line, bar: bar, separator: separator)
      #expect(problems.isEmpty, "\(context): \(line): \(problems)")

      // Colour modes: the first whole form that fits (unavailable controls are marked by
      // style alone, so forms may be narrower), and the current page (the only
      // accent-styled text) always shown when anything is.
      let (colourLine, colourCanvas) = rendered(bar, width: width, environment: coloured)
      #expect(colourLine.displayWidth <= max(width, 0), "\(context): \(colourLine)")
      #expect(
        colourLine == expectedLine(bar.fallbackLines(in: coloured), width: width), "\(context)")
      #expect(
        currentPageProblems(colourLine, bar: bar, separator: separator).isEmpty,
        "\(context): \(colourLine)")
      let accent = accentText(colourCanvas, environment: coloured)
      let current = NumberFormatting.format(bar.state.page, separator: separator)
      #expect(accent == (line.isEmpty ? "" : current), "\(context): \(colourLine)")
    }
  }

  /// Sample pages of a page count: all of a small one; edges, middle and random pages of a
  /// larger one (each page is drawn at 201 widths, so the sample is kept small).
  private func samplePages(_ pageCount: Int, random: inout SplitMix64) -> [Int] {
    guard pageCount > 20 else { return Array(1...max(pageCount, 1)) }
    let middle = pageCount / 2
    var pages = [1, 2, 3, 4, middle, middle + 1, pageCount - 3, pageCount - 2]
    pages += [pageCount - 1, pageCount]
    for _ in 0..<3 { pages.append(Int.random(in: 1...pageCount, using: &random)) }
    return pages
  }

  @Test(arguments: [0, 1, 2, 5, 7, 8, 20, 99, 100, 27_778, Int.max])
  func everyWidthUpTo200(pageCount: Int) {
    var random = SplitMix64(seed: UInt64(truncatingIfNeeded: pageCount))
    let plain = environment()
    for page in samplePages(pageCount, random: &random) {
      let bar = Pagination(page: page, pageCount: pageCount)
      let lines = bar.fallbackLines(in: plain)
      var previousWidth = 0
      for width in 0...200 {
        let context = "page \(page) of \(pageCount), width \(width)"
        let (line, _) = rendered(bar, width: width, environment: plain)
        #expect(line.displayWidth <= width, "\(context): \(line)")
        #expect(line == expectedLine(lines, width: width), "\(context)")
        let problems = currentPageProblems(line, bar: bar, separator: "")
        #expect(problems.isEmpty, "\(context): \(line): \(problems)")
        // More room never gives a narrower bar.
        #expect(line.displayWidth >= previousWidth, "\(context): \(line)")
        previousWidth = line.displayWidth
      }
      // Every page count with pages has a form at 200: the bar is never blank there.
      #expect(pageCount <= 0 || previousWidth > 0, "page \(page) of \(pageCount)")
    }
  }

  @Test func formsAreTriedFullestFirst() {
    // Each form is at most as wide as the one before it, for common bars: so a width sweep
    // goes through them in order.
    var random = SplitMix64(seed: 0xF0_2A5)
    for _ in 0..<500 {
      let pageCount = Int(random.next() % 5_000) + 3
      let bar = Pagination(page: Int(random.next() % UInt64(pageCount)) + 1, pageCount: pageCount)
      let widths = bar.fallbackLines(in: environment()).map(\.displayWidth)
      #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 >= $1 }, "\(bar): \(widths)")
    }
  }
}
