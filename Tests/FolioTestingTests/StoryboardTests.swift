import Folio
import FolioTerminal
import FolioTesting
import Testing

/// A storyboard tells a whole interaction: each step's input, cost and screen, in order.
@MainActor
@Suite struct StoryboardTests {
  func counter() -> Application<Int, Text> {
    Application(state: 0) {
      Text("count \($0)")
    } onEvent: { count, event in
      if event == .key(.up) { count += 1 }
      return event == .key(.character("q")) ? .quit : .continue
    }
  }

  @Test func eachStepShowsItsInputItsCostAndTheScreenAfterIt() async throws {
    let driver = HeadlessDriver(size: TerminalSize(width: 9, height: 1))
    try await driver.start(counter())
    try await driver.press(.up)
    try await driver.press(.down)  // changes nothing
    try await driver.advance(by: .milliseconds(300))
    try await driver.advance(by: .seconds(2))
    let storyboard = Storyboard(driver, from: 1)
    #expect(
      storyboard.scenes.map(\.label) == ["press up", "press down", "advance 300 ms", "advance 2 s"])
    #expect(
      storyboard.text(costs: false) == """
        ── press up ──
        ┌─────────┐
        │count 1  │
        └─────────┘
        ── press down ── (the screen is unchanged)
        ── advance 300 ms ── (the screen is unchanged)
        ── advance 2 s ── (the screen is unchanged)
        """)
    let costs = storyboard.text().split(separator: "\n").first
    #expect(costs == "── press up ── 1 frame, \(driver.steps[1].bytes.count) bytes")
    #expect(storyboard.scenes[1].bytes == 0 && storyboard.scenes[1].frames == 0)
    #expect(storyboard.text(colorMode: .ansi16).contains("count 1  "))
    try await driver.press(.character("q"))
  }
}
