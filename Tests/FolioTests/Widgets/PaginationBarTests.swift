import Testing

@testable import Folio

/// Exact lines of the bar, its summary and its position text.
@Suite struct PaginationBarTests {
  private func plain<V: View>(
    _ view: V, width: Int = 80, environment: EnvironmentValues = EnvironmentValues()
  ) -> String {
    view.renderPlainText(width: width, environment: environment)
  }

  private func environment(
    colorMode: ColorMode = .none, symbols: SymbolSet = .unicode,
    labels: PaginationLabels = PaginationLabels()
  ) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorMode = colorMode
    environment.symbols = symbols
    environment.paginationLabels = labels
    return environment
  }

  @Test func fullBarWithLabels() {
    #expect(
      plain(Pagination(page: 6, pageCount: 20)) == "‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›")
  }

  @Test func unavailableControlsAreInParentheses() {
    #expect(
      plain(Pagination(page: 1, pageCount: 20)) == "(‹ Previous)  [1] 2 3 … 20  Next ›")
    #expect(
      plain(Pagination(page: 20, pageCount: 20)) == "‹ Previous  1 … 18 19 [20]  (Next ›)")
    #expect(plain(Pagination(page: 1, pageCount: 1)) == "(‹ Previous)  [1]  (Next ›)")
  }

  @Test func colourModesMarkByStyleAndNoneByText() {
    let bar = Pagination(page: 1, pageCount: 20)
    for mode in ColorMode.allCases where mode != .none {
      let canvas = bar.renderCanvas(width: 80, environment: environment(colorMode: mode))
      #expect(
        canvas.plainText(trimmingTrailingSpaces: true) == "‹ Previous  [1] 2 3 … 20  Next ›",
        "\(mode)")
      // The current page's number is in the accent style, its brackets are not; the
      // unavailable control is in the secondary style.
      #expect(canvas[13, 0].content == "1")
      #expect(canvas[13, 0].style == Theme.standard.accent.resolved)
      #expect(canvas[12, 0].style == Style.plain.resolved)
      #expect(canvas[0, 0].style == Theme.standard.secondary.resolved)
      #expect(canvas[9, 0].style == Theme.standard.secondary.resolved)
      #expect(canvas[10, 0].style == Style.plain.resolved)
    }
    let plain = bar.renderCanvas(width: 80, environment: environment(colorMode: .none))
    #expect(
      plain.plainText(trimmingTrailingSpaces: true) == "(‹ Previous)  [1] 2 3 … 20  Next ›")
  }

  @Test func labelsComeFromTheEnvironment() {
    let german = PaginationLabels(
      previous: "Zurück", next: "Weiter", showing: "Zeige", of: "von",
      noItems: "Keine Einträge", page: "Seite", groupingSeparator: ".")
    let env = environment(labels: german)
    #expect(
      plain(Pagination(page: 1_500, pageCount: 2_000), width: 100, environment: env)
        == "‹ Zurück  1 … 1498 1499 [1500] 1501 1502 … 2000  Weiter ›")
    #expect(
      plain(PaginationSummary(page: 2, pageSize: 20, totalItems: 1_234), environment: env)
        == "Zeige 21–40 von 1.234")
    #expect(plain(PaginationPosition(page: 6, pageCount: 20), environment: env) == "Seite 6 von 20")
  }

  @Test func emptyLabelsAndArrowsLeaveNoStraySpace() {
    var env = environment(labels: PaginationLabels(previous: "", next: ""))
    let bar = Pagination(page: 2, pageCount: 3)
    #expect(plain(bar, environment: env) == "‹  1 [2] 3  ›")
    env.symbols.previous = ""
    env.symbols.next = ""
    // With neither words nor arrows the controls are left out, gaps and all.
    #expect(plain(bar, environment: env) == "1 [2] 3")
    #expect(plain(Pagination(page: 1, pageCount: 3), environment: env) == "[1] 2 3")
    #expect(plain(Pagination(page: 6, pageCount: 20), width: 7, environment: env) == "6 / 20")
  }

  @Test func labelsStayOnOneSafeRow() {
    let hostile = PaginationLabels(
      previous: "Back\nwards", next: "On\u{1B}]0;owned\u{7}", page: "Page\twith tab")
    let env = environment(labels: hostile)
    let canvas = Pagination(page: 2, pageCount: 3).renderCanvas(width: 80, environment: env)
    #expect(canvas.height == 1)
    #expect(
      canvas.plainText(trimmingTrailingSpaces: true)
        == "‹ Back wards  1 [2] 3  On␛]0;owned␇ ›")
    let position = PaginationPosition(page: 2, pageCount: 3)
    #expect(plain(position, environment: env) == "Page with tab 2 of 3")
  }

  @Test func asciiSymbols() {
    let env = environment(symbols: .ascii)
    #expect(
      plain(Pagination(page: 6, pageCount: 20), environment: env)
        == "< Previous  1 ... 4 5 [6] 7 8 ... 20  Next >")
    #expect(plain(Pagination(page: 6, pageCount: 20), width: 10, environment: env) == "< 6 / 20 >")
  }

  @Test func fallbacksInOrder() {
    let bar = Pagination(page: 6, pageCount: 20)
    #expect(plain(bar, width: 40) == "‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›")
    #expect(plain(bar, width: 39) == "‹ 1 … 4 5 [6] 7 8 … 20 ›")
    #expect(plain(bar, width: 24) == "‹ 1 … 4 5 [6] 7 8 … 20 ›")
    #expect(plain(bar, width: 23) == "‹ 1 … 5 [6] 7 … 20 ›")
    #expect(plain(bar, width: 19) == "‹ 1 … [6] … 20 ›")
    #expect(plain(bar, width: 15) == "‹ 6 / 20 ›")
    #expect(plain(bar, width: 9) == "6/20")
    #expect(plain(bar, width: 3) == "")
    #expect(plain(bar, width: 0) == "")
  }

  @Test func noPagesDrawsAnEmptyRow() {
    for count in [0, -1, Int.min] {
      let canvas = Pagination(page: 1, pageCount: count).renderCanvas(width: 20)
      #expect(canvas.height == 1)
      #expect(canvas.plainText(trimmingTrailingSpaces: true) == "")
    }
  }

  @Test func outOfRangePagesAreClamped() {
    // The bounded window is {1, 5} ∪ [p − 2, p + 2], so an ellipsis can stand for one page.
    #expect(plain(Pagination(page: 99, pageCount: 5)) == "‹ Previous  1 … 3 4 [5]  (Next ›)")
    #expect(plain(Pagination(page: Int.min, pageCount: 5)) == "(‹ Previous)  [1] 2 3 … 5  Next ›")
  }

  @Test func pageNumbersArePlainDigitsUnlessGroupingIsAsked() {
    let bar = Pagination(page: 13_889, pageCount: 27_778)
    #expect(plain(bar) == "‹ Previous  1 … 13887 13888 [13889] 13890 13891 … 27778  Next ›")
    #expect(plain(bar, width: 19) == "‹ 13889 / 27778 ›")
    #expect(plain(bar, width: 11) == "13889/27778")
    let grouped = environment(labels: PaginationLabels(pageNumberGroupingSeparator: ","))
    #expect(
      plain(bar, environment: grouped)
        == "‹ Previous  1 … 13,887 13,888 [13,889] 13,890 13,891 … 27,778  Next ›")
    #expect(plain(bar, width: 19, environment: grouped) == "‹ 13,889 / 27,778 ›")
    #expect(plain(bar, width: 14, environment: grouped) == "13,889/27,778")
    // Prose groups with its own separator.
    #expect(plain(PaginationPosition(page: 13_889, pageCount: 27_778)) == "Page 13,889 of 27,778")
  }

  @Test func benchmarkBarWithoutArrows() {
    // The shared W1 frame's bar: words without arrows, plain page numbers, `[p]`.
    var env = environment(colorMode: .ansi16)
    env.symbols.previous = ""
    env.symbols.next = ""
    let canvas = Pagination(page: 12_346, pageCount: 27_778).renderCanvas(
      width: 120, environment: env)
    #expect(
      canvas.plainText(trimmingTrailingSpaces: true)
        == "Previous  1 … 12344 12345 [12346] 12347 12348 … 27778  Next")
  }

  @Test func stableWidthPadsNumbersAndControls() {
    let bar = Pagination(page: 3, pageCount: 20, stableWidth: true)
    // Slots are two cells (the width of 20), padded on the left; the current page's marks
    // stay outside the padding. Enabled controls get the spaces an unavailable one has.
    #expect(plain(bar) == " ‹ Previous    1  2  [3]  4  5  … 20   Next ›")
  }

  /// A bar whose stable width is turned on and off between frames drawn with a memory —
  /// its node shown each bar in turn — draws as a bar drawn from nothing: its controls
  /// padded, then not.
  @Test func aBarTakenAgainWithAnotherStableWidthDrawsIt() {
    let memory = FrameMemory()
    for (page, stable) in [(3, false), (4, true), (5, true), (5, false), (1, true)] {
      let bar = Pagination(page: page, pageCount: 20, stableWidth: stable)
      let kept = bar.renderFrame(width: 60, height: 1, environment: environment(), memory: memory)
      let fresh = bar.renderFrame(width: 60, height: 1, environment: environment())
      #expect(kept.canvas == fresh.canvas, "page \(page), stable \(stable)")
      #expect(kept.report.regions == fresh.report.regions, "page \(page), stable \(stable)")
    }
  }

  @Test(arguments: [SymbolSet.unicode, .ascii])
  func stableWidthWithConstantSlotsKeepsOneWidthOnEveryPage(symbols: SymbolSet) {
    // The ASCII ellipsis is wider than two digits, so slots take its width there.
    let env = environment(symbols: symbols)
    let samples = [(20, Array(1...20)), (27_778, Array(1...12) + [13_889] + (27_767...27_778))]
    for (pageCount, pages) in samples {
      for form in Pagination(page: 1, pageCount: pageCount).fallbackForms {
        let widths = pages.map { page in
          Pagination(page: page, pageCount: pageCount, strategy: .constantSlots, stableWidth: true)
            .line(form, in: env).displayWidth
        }
        #expect(Set(widths).count == 1, "\(pageCount) pages, \(form): \(widths)")
      }
    }
  }

  @Test func summaryAndPosition() {
    #expect(
      plain(PaginationSummary(page: 2, pageSize: 20, totalItems: 1_234)) == "Showing 21–40 of 1,234"
    )
    #expect(plain(PaginationSummary(page: 1, pageSize: 20, totalItems: 0)) == "No items")
    // Narrower forms keep every number whole; nothing is shown only when the range itself
    // does not fit.
    let summary = PaginationSummary(page: 2, pageSize: 20, totalItems: 1_234)
    #expect(plain(summary, width: 21) == "21–40 of 1,234")
    #expect(plain(summary, width: 15) == "21–40 of 1,234")
    #expect(plain(summary, width: 12) == "21–40/1,234")
    #expect(plain(summary, width: 10) == "21–40")
    #expect(plain(summary, width: 4) == "")
    #expect(plain(PaginationPosition(page: 6, pageCount: 20)) == "Page 6 of 20")
    #expect(plain(PaginationPosition(PageState(page: 0, pageCount: 0))) == "No items")
    #expect(Pagination(page: 6, pageCount: 20).accessibilityText() == "Page 6 of 20")
  }

  /// The bar's words take the style of what it is drawn in — a foreground colour, bold —
  /// under the styles of its own: the current page's accent, an unavailable control's
  /// secondary style.
  @Test func theBarTakesTheStyleItIsDrawnIn() {
    let bar = Pagination(page: 1, pageCount: 20).foregroundColor(.green).bold()
    let canvas = bar.renderCanvas(width: 80, environment: environment(colorMode: .truecolor))
    #expect(
      canvas.plainText(trimmingTrailingSpaces: true) == "‹ Previous  [1] 2 3 … 20  Next ›")
    var base = Style.plain
    base.foreground = .green
    base.bold = true
    #expect(canvas[12, 0].style == base.resolved, "the bracket")
    #expect(canvas[15, 0].style == base.resolved, "another page")
    #expect(canvas[13, 0].style == base.patched(with: Theme.standard.accent).resolved)
    #expect(canvas[0, 0].style == base.patched(with: Theme.standard.secondary).resolved)
  }

  @Test func centredInAFrameOfUnboundedMaximumWidth() {
    let centred = Pagination(page: 6, pageCount: 20).frame(maxWidth: .max, alignment: .center)
    let canvas = centred.renderCanvas(width: 80, environment: environment())
    // 40 cells of bar in 80: 20 free on each side.
    let margin = String(repeating: " ", count: 20)
    #expect(canvas.plainText() == margin + "‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›" + margin)
    let narrow = centred.renderCanvas(width: 31, environment: environment())
    #expect(narrow.plainText() == "   ‹ 1 … 4 5 [6] 7 8 … 20 ›    ")
  }

  /// A bar a container of one's own draws in a rectangle wider than the bar is placed in it
  /// as a text of the same line would be — by the alignment of lines — and its pages are
  /// clicked where they are drawn.
  @Test func aBarDrawnWiderThanItselfIsClickedWhereItIsDrawn() {
    let line = "‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›"
    for alignment in [HorizontalAlignment.leading, .center, .trailing] {
      let bar = Spread(content: Pagination(page: 6, pageCount: 20))
        .multilineTextAlignment(alignment)
      let frame = bar.renderFrame(width: 60, environment: environment())
      let text = Spread(content: Text(line)).multilineTextAlignment(alignment)
      #expect(
        frame.canvas.plainText()
          == text.renderCanvas(width: 60, environment: environment()).plainText())
      let row = Array(frame.canvas.plainText())
      for region in frame.report.regions {
        let shown = String(row[region.rect.x..<region.rect.maxX])
        switch region.target {
        case .page(let page): #expect(shown.contains("\(page)"), "\(alignment): \(shown)")
        case .previousPage: #expect(shown.contains("Previous"), "\(alignment): \(shown)")
        case .nextPage: #expect(shown.contains("Next"), "\(alignment): \(shown)")
        default: break
        }
      }
      #expect(frame.report.regions.count == 9)
    }
  }

  /// Page numbers grouped by a separator of more bytes than cells (a narrow no-break space)
  /// are measured as drawn: each target covers its number, and the full bar is chosen at
  /// exactly its width.
  @Test func numbersWithAWideSeparatorAreMeasuredAsDrawn() {
    var labels = PaginationLabels()
    labels.pageNumberGroupingSeparator = "\u{202F}"
    let environment = environment(labels: labels)
    let bar = Pagination(page: 1_000, pageCount: 1_200)
    let line =
      "‹ Previous  1 … 998 999 [1\u{202F}000] 1\u{202F}001 1\u{202F}002 … 1\u{202F}200  Next ›"
    let width = line.displayWidth
    let frame = bar.renderFrame(width: width, environment: environment)
    #expect(frame.canvas.plainText() == line)
    let cells = Array(frame.canvas.plainText())
    for region in frame.report.regions {
      let shown = String(cells[region.rect.x..<region.rect.maxX])
      if case .page(let page) = region.target {
        let number = NumberFormatting(groupingSeparator: "\u{202F}").format(page)
        #expect(shown.contains(number), "\(page): \(shown)")
      }
    }
    #expect(frame.report.regions.count == 9)
  }

  /// Draws its content in the whole width it is offered, one row high.
  private struct Spread<Content: View>: PrimitiveView {
    var content: Content

    func makeNode(in context: BuildContext) -> LayoutNode {
      SpreadNode(child: context.makeNode(for: content))
    }
  }

  private final class SpreadNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode) { self.child = child }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
      Size(width: proposal.width ?? 80, height: proposal.height == 0 ? 0 : 1)
    }

    override func render(in rect: Rect, context: inout RenderContext) {
      context.draw(child, in: rect, offeredSize: rect.size)
    }
  }
}
