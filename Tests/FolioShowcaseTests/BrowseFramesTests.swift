import Folio
import FolioShowcase
import FolioTerminal
import FolioTesting
import TestSupport
import Testing

/// `folio-demo browse` driven by seeded random input — keys, typing, clicks, the wheel,
/// resizes, the help over the screen and time — through the public headless driver: after
/// every step, the frame the program drew with its frame memory (nodes, layouts and cells
/// kept from frame to frame) is the frame its view draws from nothing, cell for cell and
/// line for line of what a screen reader is told.
@MainActor
@Suite struct BrowseFramesTests {
  @Test(arguments: 1...6 as ClosedRange<UInt64>)
  func everyFrameIsTheFrameItsViewDrawsFromNothing(seed: UInt64) async throws {
    let api = SimulatedAPI(count: 240, latency: .milliseconds(250), failRate: 0.15, seed: seed)
    let driver = HeadlessDriver(size: TerminalSize(width: 64, height: 16))
    let app = BrowseState.application(api: api, pageSize: 8)
    _ = try await driver.start(app)
    var random = SplitMix64(seed: seed)
    var size = TerminalSize(width: 64, height: 16)
    for step in 0..<120 {
      let action = try await randomStep(driver, size: &size, random: &random)
      try #require(driver.isRunning, "step \(step), \(action), ended the program")
      // The help is drawn over the view by the application, not by the view: the frames
      // after it has gone show whether it left a trace.
      if driver.screen.contains("Keys") { continue }
      let expected = framesFromNothing(app.state, size: size, environment: driver.environment)
      let screen = driver.screen
      let matching = expected.first { $0.canvas == screen.canvas }
      try #require(
        matching != nil,
        """
        seed \(seed), step \(step), \(action): the program's frame is no frame its view \
        draws from nothing
        \(screen.plainText)
        --- from nothing (tick 0):
        \(expected.first!.canvas.plainText())
        """)
      let lines = matching!.report.transcriptLines(labels: driver.environment.accessibilityLabels)
      #expect(
        lines == screen.transcriptLines,
        "seed \(seed), step \(step), \(action): the transcript differs")
    }
  }

  /// A key that moves the selection draws a frame built on the last one's nodes, most of it
  /// copied: the application's frames are drawn with its memory, under the help and the
  /// notices it draws over the view (layers a `ZStack` takes again).
  @Test func aKeysFrameIsBuiltOnTheLastFramesNodes() async throws {
    let api = SimulatedAPI(count: 240, latency: .milliseconds(250))
    let driver = HeadlessDriver(size: TerminalSize(width: 64, height: 16))
    let app = BrowseState.application(api: api, pageSize: 8)
    _ = try await driver.start(app)
    try await driver.advance(by: .milliseconds(250))
    try await driver.press(.down)
    try await driver.press(.down)
    let memory = app.memory
    #expect(memory.takenNodes > 40, "\(memory.takenNodes) nodes taken again")
    #expect(memory.relaidNodes == 0, "the selection lays nothing out again")
    #expect(
      memory.copiedRows == 6, "of the page's 8 rows, all but the two the selection left and reached"
    )
    #expect(memory.copiedParts >= 1, "the header and the hints copied")
  }

  /// The frames `BrowseView` draws for `state` from nothing, one for each step of the
  /// spinner, drawn as they are looked at: the program's tick is its own, and a frame with
  /// a spinner is one of these.
  func framesFromNothing(
    _ state: BrowseState, size: TerminalSize, environment: EnvironmentValues
  ) -> LazyMapSequence<Range<Int>, RenderedFrame> {
    let view = BrowseView(state: state)
    return (0..<10).lazy.map { tick in
      var environment = environment
      environment.spinnerTick = tick
      return view.renderFrame(width: size.width, height: size.height, environment: environment)
    }
  }

  /// One random step of a person at the browser; what it was, for a failure's message.
  func randomStep(
    _ driver: HeadlessDriver, size: inout TerminalSize, random: inout SplitMix64
  ) async throws -> String {
    let keys: [KeyEvent] = [
      .up, .down, .down, .left, .right, .right, .pageUp, .pageDown, .home, .end,
      .character("g"), .character("G"), .tab, .character("t"), .character("r"),
      .character("R"), .enter, .backspace, .character("4"), .character("2"),
      .character("?"), .character("?"),
    ]
    switch Int.random(in: 0..<12, using: &random) {
    case 0...5:
      let key = keys[Int.random(in: 0..<keys.count, using: &random)]
      try await driver.press(key)
      return "press \(key)"
    case 6:
      // A search: `/` opens the field in infinite mode, and the text goes to it or to the
      // page number in numbered mode.
      let text = ["/", "/pag", "swift", "/zz", "1"][Int.random(in: 0..<5, using: &random)]
      try await driver.type(text)
      return "type \(text.debugDescription)"
    case 7:
      let (x, y) = (
        Int.random(in: 0..<size.width, using: &random),
        Int.random(in: 0..<size.height, using: &random)
      )
      try await driver.click(x: x, y: y)
      return "click at \(x), \(y)"
    case 8:
      let down = Int.random(in: 0..<2, using: &random) == 0
      try await driver.scroll(down: down, notches: 1 + Int.random(in: 0..<3, using: &random))
      return "scroll \(down ? "down" : "up")"
    case 9:
      size = TerminalSize(
        width: 30 + Int.random(in: 0..<60, using: &random),
        height: 6 + Int.random(in: 0..<20, using: &random))
      try await driver.resize(width: size.width, height: size.height)
      return "resize to \(size.width) x \(size.height)"
    default:
      let milliseconds = [1, 99, 100, 250, 300, 700][Int.random(in: 0..<6, using: &random)]
      try await driver.advance(by: .milliseconds(milliseconds))
      return "advance \(milliseconds) ms"
    }
  }
}
