import Testing

@testable import Folio

/// When a numbered list is short of rows, rows come first, then the bar, then the summary.
@Suite struct NumberedListLayoutTests {
  func lines(height: Int, state: PaginationState = .loaded) -> [String] {
    var environment = EnvironmentValues()
    environment.colorMode = .none
    let list = PaginatedList(["alpha", "bravo", "charlie"], state: state) { Text($0) }
      .numbered(page: 2, pageSize: 3, totalItems: 9)
    return list.renderCanvas(width: 40, height: height, environment: environment)
      .plainText(trimmingTrailingSpaces: true)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func rowsComeFirstThenTheBarThenTheSummary() {
    #expect(lines(height: 1) == ["alpha"])
    #expect(lines(height: 2) == ["alpha", "      ‹ Previous  1 [2] 3  Next ›"])
    #expect(
      lines(height: 3) == ["alpha", "      ‹ Previous  1 [2] 3  Next ›", "Showing 4–6 of 9"])
    #expect(
      lines(height: 5) == [
        "alpha", "bravo", "charlie", "      ‹ Previous  1 [2] 3  Next ›", "Showing 4–6 of 9",
      ])
  }

  @Test func theBarStaysAtTheBottomOfATallList() {
    let rows = lines(height: 7)
    #expect(rows[0...2] == ["alpha", "bravo", "charlie"])
    #expect(rows[3] == "")
    #expect(rows[5] == "      ‹ Previous  1 [2] 3  Next ›")
    #expect(rows[6] == "Showing 4–6 of 9")
  }

  @Test func anErrorBannerSitsAboveTheBarWhenThereIsRoom() {
    let rows = lines(height: 6, state: .error(message: "Timed out."))
    #expect(rows[3].contains("Timed out."))
    #expect(rows[4] == "      ‹ Previous  1 [2] 3  Next ›")
    let short = lines(height: 3, state: .error(message: "Timed out."))
    #expect(!short.joined().contains("Timed out."))
  }
}
