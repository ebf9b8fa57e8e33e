import Folio
import FolioTerminal
import FolioTesting
import Testing

/// A pager inside a program of its own, with `less`'s keys from `PagerController`: the
/// documented sample, run through the headless driver.
@MainActor
@Suite struct PagerControllerTests {
  let text = (1...200).map { "line \($0)" }.joined(separator: "\n")

  /// The sample of `PagerController`'s documentation, over `document`.
  func pagerProgram(_ document: TextDocument) -> Application<PagerController, some View> {
    let pager = PagerController(model: PagerModel(document: document))
    pager.model.start()  // counts lines and follows the document in the background

    let app = Application(
      state: pager, bindings: PagerController.bindings, isTakingText: \.isTakingText,
      helpKeys: PagerController.helpKeys, onTick: { $0.model.refresh() }
    ) { pager in
      pager.screen
    } onEvent: { pager, event in
      pager.handle(event)
    }
    return app
  }

  @Test func anEmbeddedPagerTakesLessKeys() async throws {
    let app = pagerProgram(TextDocument(text, name: "numbers"))
    let driver = HeadlessDriver(size: TerminalSize(width: 30, height: 12))
    let run = try await driver.start(app)
    defer { app.state.model.stop() }
    #expect(driver.screen.lines[0] == "line 1")
    #expect(app.state.model.rows == 10, "sized for the screen less its two last rows")
    try await driver.press(.character(" "))
    #expect(driver.screen.lines[0] == "line 11")
    try await driver.type("/line 150")
    #expect(app.state.isTakingText)
    #expect(driver.screen.lines[11].hasPrefix("/line 150"))
    try await driver.press(.enter)
    try await driver.settle()
    #expect(driver.screen.lines.contains { $0.hasPrefix("line 150") }, "\(driver.screen)")
    try await driver.press(.character("G"))
    #expect(driver.screen.lines[9] == "line 200")
    try await driver.press(.character("h"))
    #expect(driver.screen.contains("Keys"), "h is help, as in less")
    try await driver.press(.escape)
    try await driver.press(.character("q"))
    #expect(run.isFinished)
  }
}
