import FolioTesting
import Testing

@testable import Folio

private let longText =
  "The server took longer than thirty seconds to answer, so the request was cancelled; "
  + "check your connection or try a smaller page size before trying again."

@Suite(.snapshotTranscripts) struct StateViewsSnapshotTests {
  // MARK: Empty state

  @Test func emptyState() {
    let view = EmptyStateView(
      title: "No stories yet", message: "Stories you save appear here.",
      hint: "Press r to refresh")
    assertWidths(view, named: "standard")
    assertWidths(
      EmptyStateView(title: "No stories yet", message: "Stories you save appear here."),
      named: "noHint")
    assertWidths(EmptyStateView(title: "Nothing here"), named: "titleOnly")
    assertWidths(
      EmptyStateView(
        title: "No matches for your search across every project you can see",
        message: longText, hint: "Press / to search again, or Esc to clear the filter"),
      named: "long")
    assertWidths(
      EmptyStateView(
        title: "結果がありません 📭", message: "検索条件を変えて、もう一度お試しください。🔍",
        hint: "r キーで更新"),
      named: "cjk")
    assertWidths(
      EmptyStateView(title: "No stories yet", message: "Stories you save appear here.", hint: ""),
      named: "emptyHint")
    assertWidths(view.alignment(.leading), named: "leading")
    assertWidths(view.alignment(.trailing), named: "trailing")
    assertSnapshot(of: view, width: 40, colorMode: .truecolor, named: "standard")
  }

  @Test func emptyStateWithNothingToShow() {
    // Nothing is drawn, and the view asks for no rows.
    assertWidths(EmptyStateView(title: "", message: "", hint: ""), named: "empty")
    #expect(EmptyStateView(title: "").renderPlainText(width: 20) == "")
  }

  @Test func emptyStateInFewRows() {
    let view = EmptyStateView(
      title: "No stories yet", message: "Stories you save appear here.",
      hint: "Press r to refresh")
    for height in 1...4 {
      assertWidths(view, named: "height\(height)", height: height)
    }
    // Taller than needed: the rows below stay blank.
    assertSnapshot(of: view, width: 40, height: 8, named: "height8")
  }

  // MARK: Error state

  @Test func errorState() {
    let view = ErrorStateView(
      title: "Couldn't load stories", message: "The request timed out after 30 seconds.")
    assertWidths(view, named: "standard")
    assertWidths(
      ErrorStateView(title: "Couldn't load stories", message: longText), named: "long")
    assertWidths(
      ErrorStateView(
        title: "読み込めませんでした ⚠️", message: "サーバーが応答しません。😵 しばらくしてから再試行してください。",
        retryKey: "再"),
      named: "cjk")
    assertWidths(
      ErrorStateView(title: "Couldn't load stories", retryKey: nil), named: "titleOnly")
    assertWidths(
      ErrorStateView(
        title: "Couldn't load stories", message: "The request timed out.", retryKey: "F5"),
      named: "otherKey")
    assertWidths(view.alignment(.leading), named: "leading")
    assertSnapshot(of: view, width: 40, colorMode: .truecolor, named: "standard")
  }

  @Test func errorStateSanitisesTheMessage() {
    // Escape sequences from a server must show as text, never reach the terminal.
    let view = ErrorStateView(
      title: "Bad\u{1B}]0;owned\u{07} title",
      message: "Server said: \u{1B}[31mInternal error\u{1B}[0m\u{1B}[2J\rline two\u{202E}txt")
    assertWidths(view, named: "escapes")
    let text = view.renderANSI(width: 80, colorMode: .ansi16)
    #expect(!text.contains("\u{1B}]"))
    #expect(!text.contains("\u{1B}[2J"))
    #expect(!text.contains("\r"))
    #expect(!text.contains("\u{202E}"))
  }

  @Test func errorStateWithNothingToShow() {
    assertWidths(ErrorStateView(title: "", message: "", retryKey: nil), named: "empty")
  }

  @Test func errorStateInFewRows() {
    let view = ErrorStateView(title: "Couldn't load stories", message: longText)
    for height in 1...4 {
      assertWidths(view, named: "height\(height)", height: height)
    }
  }

  @Test func errorStateInOtherLanguages() {
    var environment = EnvironmentValues()
    environment.stateLabels = StateLabels(retryHint: "Appuyez sur {key} pour réessayer")
    assertSnapshots(
      of: ErrorStateView(title: "Échec du chargement", message: "Délai dépassé."),
      widths: [20, 40], environment: environment, named: "french")
  }

  // MARK: Skeleton

  @Test func skeleton() {
    let view = SkeletonView(rows: 5, columns: [7, 30, 12])
    assertWidths(view, named: "columns")
    assertWidths(SkeletonView(rows: 3), named: "fullWidth")
    assertWidths(SkeletonView(rows: 4, columns: [2, 3, 16]), named: "narrowColumns")
    assertWidths(
      SkeletonView(rows: 3, columns: [4, 10], alignment: .center), named: "centered")
    assertWidths(SkeletonView(rows: 0, columns: [7, 30]), named: "noRows")
    assertSnapshot(of: view, width: 40, colorMode: .truecolor, named: "columns")
  }

  @Test func skeletonInASCII() {
    var environment = EnvironmentValues()
    environment.symbols = .ascii
    assertWidths(
      SkeletonView(rows: 5, columns: [7, 30, 12]), named: "ascii", environment: environment)
  }

  @Test func skeletonInFewRows() {
    assertWidths(SkeletonView(rows: 5, columns: [7, 30, 12]), named: "height2", height: 2)
  }

  // MARK: Loading indicator

  @Test func loadingIndicator() {
    assertWidths(LoadingIndicator(), named: "dots")
    for style in LoadingIndicator.SpinnerStyle.allCases {
      var environment = EnvironmentValues()
      environment.spinnerTick = 5
      assertSnapshots(
        of: LoadingIndicator(style: style), widths: [20], environment: environment,
        named: "\(style).tick5")
    }
    assertWidths(LoadingIndicator("Fetching page 3", style: .line), named: "label")
    assertWidths(LoadingIndicator("", style: .braille), named: "noLabel")
    assertWidths(
      LoadingIndicator("Fetching the next page of stories from the server", style: .simpleDots),
      named: "long")
    assertWidths(LoadingIndicator("読み込み中です。お待ちください 🐢"), named: "cjk")
    assertWidths(LoadingIndicator(alignment: .leading), named: "leading")
    assertWidths(LoadingIndicator(alignment: .trailing), named: "trailing")
    assertSnapshot(of: LoadingIndicator(), width: 40, colorMode: .truecolor, named: "dots")
  }

  @Test func loadingIndicatorInASCII() {
    var environment = EnvironmentValues()
    environment.symbols = .ascii
    environment.spinnerTick = 1
    assertWidths(LoadingIndicator(), named: "dots", environment: environment)
    assertWidths(LoadingIndicator(style: .braille), named: "braille", environment: environment)
  }

  @Test func loadingIndicatorInOneRow() {
    assertWidths(
      LoadingIndicator("Fetching the next page of stories from the server"), named: "long",
      height: 1)
  }
}

extension EmptyStateView {
  fileprivate func alignment(_ alignment: HorizontalAlignment) -> EmptyStateView {
    var view = self
    view.alignment = alignment
    return view
  }
}

extension ErrorStateView {
  fileprivate func alignment(_ alignment: HorizontalAlignment) -> ErrorStateView {
    var view = self
    view.alignment = alignment
    return view
  }
}
