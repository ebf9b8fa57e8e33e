import Folio
import FolioShowcase
import FolioTerminal
import FolioTesting
import Testing

/// `folio-demo widths` on a scripted terminal that answers the probes as a real emulator
/// draws the clusters: every border straight in each.
@MainActor
@Suite struct WidthsScreenTests {
  /// How each emulator draws the clusters terminals disagree on, measured there by cursor
  /// reports (Debian's xterm 379, kitty 0.26 and alacritty 0.11 under Xvfb); a cluster not
  /// listed takes Unicode's width.
  nonisolated static let emulators: [(name: String, widths: [String: Int])] = [
    ("xterm", ["✌🏻": 3, "👍🏽": 4, "❤️": 1, "👩🏽‍💻": 6, "1️⃣": 1]),
    ("kitty", ["✌🏻": 1, "👍🏽": 2, "❤️": 2, "👩🏽‍💻": 4]),
    ("alacritty", ["✌🏻": 3, "👍🏽": 4, "❤️": 1, "👩🏽‍💻": 6, "1️⃣": 1]),
  ]

  /// The width a terminal drawing `widths` gives `cluster`.
  static func drawnWidth(_ cluster: String, _ widths: [String: Int]) -> Int {
    widths[cluster] ?? cluster.displayWidth
  }

  /// The column where each row's last cell lands on a terminal drawing `widths`: the cells
  /// written in order, each moving the cursor as that terminal moves it.
  static func rowEnds(_ canvas: Canvas, _ widths: [String: Int]) -> [Int] {
    let cells = canvas.cells
    return (0..<canvas.height).map { row in
      var column = 0
      var last = 0
      for x in 0..<canvas.width {
        let content = cells[row * canvas.width + x].content
        guard !content.isEmpty else { continue }  // the rest of a wide cluster
        last = column
        column += drawnWidth(content, widths)
      }
      return last
    }
  }

  /// The cells a terminal drawing `widths` puts elsewhere than the canvas says: every
  /// cluster should land on its own column, whatever came before it on the row.
  static func misplacedCells(_ canvas: Canvas, _ widths: [String: Int]) -> [String] {
    let cells = canvas.cells
    var misplaced: [String] = []
    for row in 0..<canvas.height {
      var column = 0
      for x in 0..<canvas.width {
        let content = cells[row * canvas.width + x].content
        guard !content.isEmpty else { continue }
        if column != x { misplaced.append("row \(row): \(content) at \(column), not \(x)") }
        column += drawnWidth(content, widths)
      }
    }
    return misplaced
  }

  /// Answers the driver's questions as a terminal drawing `widths`, round by round, until
  /// it asks no more; the clusters asked, in order.
  static func answerProbes(
    of driver: HeadlessDriver, as widths: [String: Int], from start: Int = 0
  ) async throws -> [String] {
    var mark = start
    var asked: [String] = []
    for _ in 0..<8 {
      let probes = Self.probes(in: Array(driver.output.suffix(from: mark)))
      mark = driver.output.count
      guard !probes.isEmpty else { break }
      asked += probes
      for probe in probes {
        try await driver.reply(.cursorPosition(row: 0, column: drawnWidth(probe, widths)))
      }
      try await driver.reply(.deviceAttributes)
    }
    return asked
  }

  /// The clusters a step's bytes asked the terminal to draw concealed, in order.
  static func probes(in bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(separator: "\u{1B}[8m", omittingEmptySubsequences: false).dropFirst()
      .compactMap { part in part.split(separator: "\u{1B}[0m").first.map(String.init) }
  }

  func widthsApplication() -> Application<Int, some View> {
    Application(state: 0) { _ in
      EnvironmentReader { environment in
        WidthsScreen(profile: environment.widthProfile)
      }
    } onEvent: { _, event in
      event == .key(.character("q")) ? .quit : .continue
    }
  }

  @Test(arguments: emulators.map(\.name))
  func everyBorderIsStraightOnAScriptedEmulator(_ name: String) async throws {
    let widths = try #require(Self.emulators.first { $0.name == name }?.widths)
    let driver = HeadlessDriver(
      size: TerminalSize(width: 50, height: 14), variables: ["TERM": "xterm-256color"],
      asksTerminal: true)
    let run = try await driver.start(widthsApplication())
    // Answered round by round, as the emulator draws each cluster asked.
    let asked = try await Self.answerProbes(of: driver, as: widths)
    #expect(asked.count == Set(asked).count, "each cluster asked once: \(asked)")
    for cluster in ["👩🏽‍💻", "🇩🇪", "1️⃣", "ｶﾞ", "ｷﾞ"] {
      #expect(asked.contains(cluster), "\(cluster) measured")
    }
    #expect(!asked.contains("漢"), "a cluster every terminal draws alike is not asked")
    let canvas = driver.screen.canvas
    let ends = Self.rowEnds(canvas, widths)
    // The box's rows, border to border, all end at the screen's last column.
    let boxRows = 0..<(WidthsScreen.samples.count + 2)
    #expect(boxRows.map { ends[$0] } == boxRows.map { _ in canvas.width - 1 }, "\(driver.screen)")
    // Drawn with Unicode's widths instead, the same terminal shows crooked rows.
    let unmeasured = WidthsScreen(profile: .standard).renderCanvas(width: 50, height: 14)
    #expect(Set(boxRows.map { Self.rowEnds(unmeasured, widths)[$0] }).count > 1)
    #expect(Self.misplacedCells(canvas, widths) == [])
    try await driver.press(.character("q"))
    _ = try run.value
  }

  @Test(arguments: emulators.map(\.name))
  func thePagerKeepsItsColumnsOnAScriptedEmulator(_ name: String) async throws {
    let widths = try #require(Self.emulators.first { $0.name == name }?.widths)
    let clusters = ["✌🏻", "👍🏽", "👩🏽‍💻", "❤️", "🇩🇪", "1️⃣", "漢字", "ｶﾞｷﾞ", "ab"]
    let text = (0..<60).map { line in
      (0..<clusters.count).map { clusters[(line + $0) % clusters.count] }.joined(separator: " | ")
    }.joined(separator: "\n")
    let pager = PagerController(model: PagerModel(document: TextDocument(text, name: "clusters")))
    pager.model.start()
    defer { pager.model.stop() }
    let app = Application(
      state: pager, bindings: PagerController.bindings, isTakingText: \.isTakingText
    ) { pager in
      pager.screen
    } onEvent: { pager, event in
      pager.handle(event)
    }
    let driver = HeadlessDriver(
      size: TerminalSize(width: 60, height: 12), variables: ["TERM": "xterm-256color"],
      asksTerminal: true)
    let run = try await driver.start(app)
    let asked = try await Self.answerProbes(of: driver, as: widths)
    #expect(asked.contains("👩🏽‍💻"))
    #expect(Self.misplacedCells(driver.screen.canvas, widths) == [], "\(driver.screen)")
    // A page on: the clusters measured already are not asked again, and the columns hold.
    let mark = driver.output.count
    try await driver.press(.character(" "))
    #expect(try await Self.answerProbes(of: driver, as: widths, from: mark) == [])
    #expect(Self.misplacedCells(driver.screen.canvas, widths) == [], "\(driver.screen)")
    try await driver.press(.character("q"))
    _ = try run.value
  }
}
