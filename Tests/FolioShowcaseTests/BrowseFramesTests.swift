import Folio
import FolioShowcase
import FolioTerminal
import FolioTesting
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
    var random = SeededRandom(seed)
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
        \(expected[0].canvas.plainText())
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
    #expect(memory.builtNodes == 0)
    #expect(
      memory.copiedRows == 6, "of the page's 8 rows, all but the two the selection left and reached"
    )
    #expect(memory.copiedParts >= 1, "the header and the hints copied")
  }

  /// The frames `BrowseView` draws for `state` from nothing, one for each step of the
  /// spinner: the program's tick is its own, and a frame with a spinner is one of these.
  func framesFromNothing(
    _ state: BrowseState, size: TerminalSize, environment: EnvironmentValues
  ) -> [RenderedFrame] {
    let view = BrowseView(state: state)
    return (0..<10).map { tick in
      var environment = environment
      environment.spinnerTick = tick
      return view.renderFrame(width: size.width, height: size.height, environment: environment)
    }
  }

  /// One random step of a person at the browser; what it was, for a failure's message.
  func randomStep(
    _ driver: HeadlessDriver, size: inout TerminalSize, random: inout SeededRandom
  ) async throws -> String {
    let keys: [KeyEvent] = [
      .up, .down, .down, .left, .right, .right, .pageUp, .pageDown, .home, .end,
      .character("g"), .character("G"), .tab, .character("t"), .character("r"),
      .character("R"), .enter, .backspace, .character("4"), .character("2"),
      .character("?"), .character("?"),
    ]
    switch random.next(below: 12) {
    case 0...5:
      let key = keys[random.next(below: keys.count)]
      try await driver.press(key)
      return "press \(key)"
    case 6:
      // A search: `/` opens the field in infinite mode, and the text goes to it or to the
      // page number in numbered mode.
      let text = ["/", "/pag", "swift", "/zz", "1"][random.next(below: 5)]
      try await driver.type(text)
      return "type \(text.debugDescription)"
    case 7:
      let (x, y) = (random.next(below: size.width), random.next(below: size.height))
      try await driver.click(x: x, y: y)
      return "click at \(x), \(y)"
    case 8:
      let down = random.next(below: 2) == 0
      try await driver.scroll(down: down, notches: 1 + random.next(below: 3))
      return "scroll \(down ? "down" : "up")"
    case 9:
      size = TerminalSize(width: 30 + random.next(below: 60), height: 6 + random.next(below: 20))
      try await driver.resize(width: size.width, height: size.height)
      return "resize to \(size.width) x \(size.height)"
    default:
      let milliseconds = [1, 99, 100, 250, 300, 700][random.next(below: 6)]
      try await driver.advance(by: .milliseconds(milliseconds))
      return "advance \(milliseconds) ms"
    }
  }
}

/// SplitMix64: the same numbers for the same seed on every platform and run.
struct SeededRandom {
  private var state: UInt64

  init(_ seed: UInt64) { state = seed }

  /// A number in `0..<bound`.
  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(max(1, bound)))
  }
}
