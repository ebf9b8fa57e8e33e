import Folio
import Testing

@testable import FolioTerminal

/// What the accessible mode says after a change, from frames of a real list.
@Suite struct AnnouncerTests {
  private let titles = (1...40).map { "Story \($0)" }

  /// The elements of a numbered list showing page `page` with row `selection` selected.
  private func frame(page: Int = 1, selection: Int = 0) -> [AccessibilityElement] {
    var environment = EnvironmentValues()
    environment.describesAccessibility = true
    let rows = Array(titles[(page - 1) * 10..<page * 10])
    return PaginatedList(rows, selection: selection) { Text($0) }
      .numbered(page: page, pageSize: 10, totalItems: 40)
      .renderFrame(width: 60, height: 14, environment: environment)
      .report.accessibilityElements
  }

  @Test func theFirstFrameIsReadWhole() {
    var announcer = Announcer()
    let lines = announcer.lines(for: frame())
    #expect(lines.first == "list: showing 1–10 of 40")
    #expect(lines.count == 12)
    #expect(lines.last == "navigation: Page 1 of 4")
  }

  @Test func whatDidNotChangeIsNotSaidAgain() {
    var announcer = Announcer()
    _ = announcer.lines(for: frame())
    for _ in 0..<10 { #expect(announcer.lines(for: frame()).isEmpty) }
  }

  @Test func aMovedSelectionSaysOnlyTheRowItReached() {
    var announcer = Announcer()
    _ = announcer.lines(for: frame())
    #expect(announcer.lines(for: frame(selection: 1)) == ["row 2 of 10, selected: Story 2"])
  }

  @Test func aTurnedPageSaysWhereItIsAndItsFirstRows() {
    var announcer = Announcer(rowsRead: 3)
    _ = announcer.lines(for: frame())
    #expect(
      announcer.lines(for: frame(page: 2)) == [
        "list: showing 11–20 of 40", "row 1 of 10, selected: Story 11", "row 2 of 10: Story 12",
        "row 3 of 10: Story 13", "row 4 of 10: Story 14", "navigation: Page 2 of 4",
      ])
  }

  @Test func theVariablesTurnItOnAndOff() {
    #expect(AccessibleDriver.isRequested(by: ["ACCESSIBLE": "1"]))
    #expect(!AccessibleDriver.isRequested(by: ["ACCESSIBLE": "0"]))
    #expect(!AccessibleDriver.isRequested(by: [:]))
    #expect(AccessibleDriver.isRequested(by: ["FOLIO_ACCESSIBLE": "1", "ACCESSIBLE": "0"]))
    #expect(!AccessibleDriver.isRequested(by: ["FOLIO_ACCESSIBLE": "0", "ACCESSIBLE": "1"]))
  }
}
