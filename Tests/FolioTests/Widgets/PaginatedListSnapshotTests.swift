import FolioTesting
import Testing

@testable import Folio

private let stories = [
  "Show HN: a pager for your terminal",
  "Why SQLite is fast enough",
  "The history of the ANSI escape code",
  "Ask HN: What are you reading?",
  "Swift 6 concurrency in practice",
  "A tour of Unicode grapheme clusters",
  "Rewriting a 20-year-old build system",
  "How terminals draw wide characters",
  "Notes on paging through 10⁹ rows",
  "We moved our CI to a single machine",
]

/// A list of `stories` in `state`, selecting `selection`.
private func storyList(
  _ data: [String] = stories, state: PaginationState = .loaded, selection: Int? = nil
) -> PaginatedList<[String], Text> {
  PaginatedList(data, state: state, selection: selection) { Text($0).truncated() }
}

@Suite(.snapshotTranscripts) struct PaginatedListSnapshotTests {
  // MARK: States without items

  @Test func idle() {
    assertWidths(storyList([], state: .idle), named: "empty", height: 4)
  }

  @Test func loading() {
    assertWidths(storyList([], state: .loading), named: "skeleton", height: 5)
  }

  @Test func loadedEmpty() {
    assertWidths(storyList([], state: .loaded), named: "emptyState", height: 4)
    assertWidths(storyList([], state: .exhausted), named: "exhausted", height: 4)
  }

  @Test func errorWithoutItems() {
    assertWidths(
      storyList([], state: .error(message: "The request timed out after 30 seconds.")),
      named: "errorState", height: 6)
  }

  // MARK: States with items

  @Test func errorWithItems() {
    let failed = PaginationState.error(message: "The request timed out.")
    assertWidths(
      storyList(Array(stories.prefix(4)), state: failed, selection: 3), named: "infinite",
      height: 7)
    assertWidths(
      storyList(Array(stories.prefix(4)), state: failed, selection: 3).infinite(footer: .both),
      named: "infiniteRetry", height: 7)
    assertWidths(
      storyList(Array(stories.prefix(4)), state: failed, selection: 0)
        .numbered(page: 2, pageSize: 4, totalItems: 37),
      named: "numbered", height: 8)
    assertSnapshot(
      of: storyList(Array(stories.prefix(4)), state: failed, selection: 0)
        .numbered(page: 2, pageSize: 4, totalItems: 37),
      width: 60, height: 8, colorMode: .truecolor, named: "numbered")
  }

  @Test func loadingMore() {
    assertWidths(
      storyList(Array(stories.prefix(5)), state: .loadingMore, selection: 4), named: "spinner",
      height: 7)
  }

  @Test func exhausted() {
    assertWidths(
      storyList(Array(stories.prefix(5)), state: .exhausted, selection: 4), named: "finished",
      height: 7)
    assertWidths(
      storyList(Array(stories.prefix(3)), state: .exhausted)
        .infinite(finishedText: "That's every story from today"),
      named: "customText", height: 6)
  }

  @Test func manualFooter() {
    assertWidths(
      storyList(Array(stories.prefix(3)), selection: 0).infinite(footer: .manual),
      named: "loadMore", height: 5)
  }

  @Test func numbered() {
    let page = storyList(Array(stories.prefix(5)), selection: 1)
      .numbered(page: 5, pageSize: 5, totalItems: 1_234)
    assertWidths(page, named: "plain", height: 9)
    assertWidths(
      page.rowNumbers(startingAt: 21).title("Front page"), named: "numbersAndTitle", height: 11)
    // Fewer items than rows: the bar and summary stay at the bottom.
    assertWidths(
      storyList(Array(stories.prefix(2)))
        .numbered(page: 247, pageSize: 5, totalItems: 1_232),
      named: "lastPage", height: 6)
  }

  @Test func numberedWhileAPageLoadsOrFails() {
    // The bar and the summary stay, showing the page on its way; the rows are the
    // skeleton (or the error).
    let loading = storyList([], state: .loading).numbered(page: 3, pageSize: 5, totalItems: 1_234)
    assertWidths(loading, named: "loading", height: 8)
    let text = loading.renderPlainText(width: 40, height: 8)
    #expect(text.contains("[3]"))
    #expect(text.contains("Showing 11–15 of 1,234"))
    let failed = storyList([], state: .error(message: "Request timed out"))
      .numbered(page: 3, pageSize: 5, totalItems: 1_234)
    assertWidths(failed, named: "failed", height: 8)
    #expect(failed.renderPlainText(width: 40, height: 8).contains("[3]"))
    // Nothing known yet: no bar to show.
    let first = storyList([], state: .loading).numbered(page: 1, pageSize: 5, totalItems: 0)
    #expect(!first.renderPlainText(width: 40, height: 8).contains("[1]"))
  }

  @Test func selection() {
    let list = storyList(Array(stories.prefix(4)), selection: 2).rowNumbers()
    assertWidths(list, named: "highlighted", height: 4)
    assertSnapshot(
      of: list, width: 40, height: 4, environment: asciiSymbols, named: "asciiMarker")
  }

  @Test func scrolledToTheMiddle() {
    assertWidths(
      storyList(selection: 6).scrollPadding(2).title("Stories"), named: "padding2", height: 7)
  }

  // MARK: Content

  @Test func longText() {
    let long = [
      "An extremely long headline that goes on and on well past the width of any terminal",
      "Short",
      "Another headline that is long enough to need cutting at forty cells",
    ]
    assertWidths(
      PaginatedList(long, selection: 0) { Text($0).truncated() }, named: "truncated",
      height: 4)
    assertWidths(
      PaginatedList(long, selection: 0) { Text($0) }, named: "wrapped", height: 10)
  }

  @Test func cjkAndEmoji() {
    let items = [
      "東京の天気は晴れのち曇り", "👩‍💻 Pairing notes 🎉", "한국어 제목 🇰🇷", "Mixed 日本語 and ASCII ✅",
    ]
    assertWidths(
      PaginatedList(items, selection: 1) { Text($0).truncated() }.rowNumbers(),
      named: "truncated", height: 5)
  }

  @Test func emptyStrings() {
    assertWidths(
      PaginatedList(["", "Between two empty rows", ""], state: .exhausted, selection: 2) {
        Text($0)
      }
      .rowNumbers(),
      named: "rows", height: 5)
  }

  @Test func multiLineRows() {
    let list = PaginatedList(Array(stories.prefix(6)), state: .exhausted, selection: 2) {
      story in
      VStack {
        Text(story).truncated()
        Text("128 points · 42 comments").truncated().dim()
      }
    }
    .scrollPadding(0)
    assertWidths(list, named: "twoLines", height: 7)
  }

  // MARK: Small heights

  @Test func oneRowTall() {
    assertWidths(storyList(selection: 4), named: "infinite", height: 1)
    assertWidths(
      storyList(Array(stories.prefix(4)), selection: 2)
        .numbered(page: 1, pageSize: 4, totalItems: 40),
      named: "numbered", height: 1)
  }

  @Test func shorterThanTheFooter() {
    let failed = PaginationState.error(
      message: "The server took too long to answer, so the request was cancelled")
    // At 20 and 40 cells the failed footer wants three rows and gets one: it shows the
    // retry action. The selected row is kept.
    assertWidths(
      storyList(Array(stories.prefix(3)), state: failed, selection: 2).infinite(footer: .both),
      named: "infinite", height: 2)
  }
}

private let asciiSymbols: EnvironmentValues = {
  var environment = EnvironmentValues()
  environment.symbols = .ascii
  return environment
}()
