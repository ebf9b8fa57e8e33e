import Testing

@testable import Folio

/// What a frame reports beside its canvas: regions a pointer can act on, what each list
/// showed, whether anything animates; and that drawing changes nothing.
@MainActor @Suite struct FrameReportTests {
  func plain() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorMode = .none
    return environment
  }

  @Test func everyNumberAndControlOfTheBarIsATarget() {
    let frame = Pagination(page: 6, pageCount: 20).renderFrame(width: 60, environment: plain())
    let line = frame.canvas.plainText(trimmingTrailingSpaces: true)
    #expect(line == "‹ Previous  1 … 4 5 [6] 7 8 … 20  Next ›")
    func column(of text: String) -> Int {
      line.distance(from: line.startIndex, to: line.range(of: text)!.lowerBound)
    }
    #expect(frame.report.target(atX: column(of: "Previous"), y: 0) == .previousPage)
    #expect(frame.report.target(atX: column(of: " 5 ") + 1, y: 0) == .page(5))
    #expect(frame.report.target(atX: column(of: "[6]"), y: 0) == .page(6))
    #expect(frame.report.target(atX: column(of: "20"), y: 0) == .page(20))
    #expect(frame.report.target(atX: column(of: "Next"), y: 0) == .nextPage)
    // An ellipsis, the gaps and the rest of the row are nothing.
    #expect(frame.report.target(atX: column(of: "…"), y: 0) == nil)
    #expect(frame.report.target(atX: column(of: "[6]") - 1, y: 0) == nil)
    #expect(frame.report.target(atX: 59, y: 0) == nil)
  }

  @Test func unavailableControlsAreNoTargets() {
    let frame = Pagination(page: 1, pageCount: 3).renderFrame(width: 40, environment: plain())
    #expect(!frame.report.regions.contains { $0.target == .previousPage })
    #expect(frame.report.regions.contains { $0.target == .nextPage })
  }

  @Test func theCompactFormsStillOfferTheirNumbers() {
    let frame = Pagination(page: 6, pageCount: 20).renderFrame(width: 10, environment: plain())
    #expect(frame.canvas.plainText(trimmingTrailingSpaces: true) == "‹ 6 / 20 ›")
    #expect(frame.report.target(atX: 2, y: 0) == .page(6))
    #expect(frame.report.target(atX: 0, y: 0) == .previousPage)
    #expect(frame.report.target(atX: 9, y: 0) == .nextPage)
  }

  @Test func rowsAreTargetsByTheirItemAndOnlyWhereVisible() {
    let items = (0..<50).map { "Item \($0)" }
    let list = PaginatedList(items, selection: 20) { Text($0) }.filter { !$0.hasSuffix("3") }
    let frame = list.renderFrame(width: 20, height: 4, environment: plain())
    let rows = frame.report.regions.compactMap { region -> Int? in
      if case .row(let item) = region.target { return item }
      return nil
    }
    // Items ending in 3 are filtered out; the rows are named by their item's offset.
    #expect(rows == [18, 19, 20, 21])
    #expect(frame.report.target(atX: 5, y: 2) == .row(20))
    #expect(frame.report.regions.allSatisfy { $0.rect.maxY <= 4 })
    #expect(frame.report.lists.first?.visibleRows == 16..<20)
  }

  @Test func theFooterOffersWhatItsPhaseCanDo() {
    let items = ["a", "b"]
    func footerTarget(_ state: PaginationState, _ mode: LoadMoreFooter.TriggerMode) -> HitTarget? {
      let list = PaginatedList(items, state: state) { Text($0) }.infinite(footer: mode)
      return list.renderFrame(width: 30, height: 3, environment: plain()).report
        .target(atX: 15, y: 2)
    }
    #expect(footerTarget(.loaded, .manual) == .loadMore)
    #expect(footerTarget(.loaded, .automatic) == nil)
    #expect(footerTarget(.error(message: "down"), .both) == .retry)
    #expect(footerTarget(.error(message: "down"), .automatic) == nil)
    #expect(footerTarget(.exhausted, .manual) == nil)
  }

  @Test func aRegionOfYourOwn() {
    let screen = VStack {
      Text("Title")
      Text("[ Save ]").hitTarget(.custom("save"))
    }
    let frame = screen.renderFrame(width: 20)
    #expect(frame.report.target(atX: 3, y: 1) == .custom("save"))
    #expect(frame.report.target(atX: 3, y: 0) == nil)
    #expect(frame.report.target(atX: 12, y: 1) == nil)
  }

  @Test func onlyAnAnimatedViewOnScreenAnimates() {
    #expect(LoadingIndicator().renderFrame(width: 20).report.isAnimating)
    #expect(!Text("still").renderFrame(width: 20).report.isAnimating)
    let loadingFooter = PaginatedList(["a"], state: .loadingMore) { Text($0) }
    #expect(loadingFooter.renderFrame(width: 20, height: 2).report.isAnimating)
    // Scrolled out of view, the spinner does not animate the frame.
    let scrolledAway = PaginatedList((0..<30).map { "\($0)" }, state: .loadingMore) { Text($0) }
    #expect(!scrolledAway.renderFrame(width: 20, height: 5).report.isAnimating)
  }

  @Test func drawingTwiceIsTheSameAndChangesNothing() {
    let scroll = ListScrollState()
    let requests = Counter()
    let list = PaginatedList((0..<5).map { "Item \($0)" }, selection: 4) { Text($0) }
      .infinite { requests.count += 1 }
      .scrollPadding(1)
      .scrollState(scroll)
    let first = list.renderFrame(width: 20, height: 3)
    let second = list.renderFrame(width: 20, height: 3)
    #expect(first.canvas == second.canvas)
    #expect(first.report.lists == second.report.lists)
    #expect(first.report.regions == second.report.regions)
    // The list scrolled to show the selection and the footer, but only in its report.
    #expect(first.report.lists.first?.scrollOffset == 3)
    #expect(first.report.lists.first?.isFooterVisible == true)
    #expect(scroll.offset == 0)
    #expect(requests.count == 0)
    first.report.apply()
    #expect(scroll.offset == 3)
    #expect(scroll.visibleRows == 3..<6)
    #expect(requests.count == 1)
    // The same page seen again asks no more.
    list.renderFrame(width: 20, height: 3).report.apply()
    #expect(requests.count == 1)
  }

  @MainActor final class Counter {
    var count = 0
  }
}
