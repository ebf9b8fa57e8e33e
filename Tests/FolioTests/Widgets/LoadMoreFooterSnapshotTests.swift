import FolioTesting
import Foundation
import Testing

@testable import Folio

private let longMessage =
  "The server took longer than thirty seconds to answer, so the request was cancelled."

@Suite(.snapshotTranscripts) struct LoadMoreFooterSnapshotTests {
  @Test func idle() {
    assertWidths(LoadMoreFooter(phase: .idle, mode: .manual), named: "manual")
    assertWidths(LoadMoreFooter(phase: .idle, mode: .automatic), named: "automatic")
    assertWidths(LoadMoreFooter(phase: .idle, mode: .both), named: "both")
    assertWidths(
      LoadMoreFooter(phase: .idle, mode: .manual, loadKey: "Space", alignment: .leading),
      named: "leading")
    assertSnapshot(
      of: LoadMoreFooter(phase: .idle, mode: .manual), width: 40, colorMode: .truecolor,
      named: "manual")
  }

  @Test func loading() {
    var environment = EnvironmentValues()
    environment.spinnerTick = 3
    assertWidths(LoadMoreFooter(phase: .loading), named: "dots", environment: environment)
    assertWidths(
      LoadMoreFooter(phase: .loading, spinner: .line, alignment: .trailing), named: "line",
      environment: environment)
    environment.symbols = .ascii
    assertWidths(LoadMoreFooter(phase: .loading), named: "ascii", environment: environment)
  }

  @Test func failed() {
    let footer = LoadMoreFooter(phase: .failed("Request timed out"), mode: .both)
    assertWidths(footer, named: "both")
    assertWidths(
      LoadMoreFooter(phase: .failed("Request timed out"), mode: .manual), named: "manual")
    assertWidths(
      LoadMoreFooter(phase: .failed("Request timed out"), mode: .automatic), named: "automatic")
    assertWidths(LoadMoreFooter(phase: .failed(longMessage), mode: .both), named: "long")
    assertWidths(
      LoadMoreFooter(phase: .failed(longMessage), mode: .automatic), named: "longAutomatic")
    assertWidths(
      LoadMoreFooter(phase: .failed("サーバーに接続できません 🔌"), mode: .both, retryKey: "再"),
      named: "cjk")
    assertWidths(LoadMoreFooter(phase: .failed(""), mode: .both), named: "emptyMessage")
    assertWidths(
      LoadMoreFooter(phase: .failed("Bad \u{1B}[2Jgateway\u{07}"), mode: .both),
      named: "escapes")
    assertSnapshot(of: footer, width: 40, colorMode: .truecolor, named: "both")
  }

  @Test func failedInFewRows() {
    // The action wins the only row; a second row shows as much message as fits.
    for height in 1...2 {
      assertWidths(
        LoadMoreFooter(phase: .failed(longMessage), mode: .both), named: "long\(height)",
        height: height)
    }
    assertWidths(
      LoadMoreFooter(phase: .failed("Request timed out"), mode: .manual), named: "short1",
      height: 1)
    assertWidths(
      LoadMoreFooter(phase: .failed(longMessage), mode: .automatic), named: "automatic1",
      height: 1)
  }

  @Test func theRetryKeyShowsAtEveryWidth() {
    // The action's label gives way before its key: at 12 cells `Try again (…` hid the key.
    let footer = LoadMoreFooter(phase: .failed("Request timed out"), mode: .both)
    assertSnapshots(of: footer, widths: [4, 6, 8, 10, 12, 13, 14], named: "narrow")
    for width in 1...16 {
      let action = footer.renderPlainText(width: width).split(separator: "\n").last ?? ""
      let trimmed = action.trimmingCharacters(in: .whitespaces)
      if width >= 3 {
        #expect(trimmed.hasSuffix("(r)"), "width \(width): \(action)")
      } else {
        #expect(trimmed == "r", "width \(width): \(action)")
      }
    }
    #expect(footer.renderPlainText(width: 12).hasSuffix("Try aga… (r)"))
  }

  @Test func finished() {
    assertWidths(LoadMoreFooter(phase: .finished), named: "default")
    assertWidths(
      LoadMoreFooter(
        phase: .finished,
        finishedText: "That's every story from the last thirty days; older ones are archived"),
      named: "long")
    assertWidths(
      LoadMoreFooter(phase: .finished, finishedText: "すべて読み込みました ✅"), named: "cjk")
    assertWidths(LoadMoreFooter(phase: .finished, finishedText: ""), named: "empty")
    assertSnapshot(
      of: LoadMoreFooter(phase: .finished), width: 40, colorMode: .truecolor, named: "default")
  }

  @Test func otherLanguages() {
    var environment = EnvironmentValues()
    environment.stateLabels = StateLabels(
      finished: "Vous êtes à jour", loadMore: "Charger plus", loading: "Chargement…",
      tryAgain: "Réessayer", actionWithKey: "[{key}] {action}")
    let phases: [(String, LoadMoreFooter.Phase)] = [
      ("idle", .idle), ("loading", .loading), ("failed", .failed("Délai dépassé")),
      ("finished", .finished),
    ]
    for (name, phase) in phases {
      assertSnapshots(
        of: LoadMoreFooter(phase: phase, mode: .manual), widths: [40], environment: environment,
        named: "french." + name)
    }
  }
}
