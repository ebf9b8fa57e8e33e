import Folio
import Foundation
import Testing

@testable import FolioTerminal

/// What a program writes to a pseudo-terminal, read on a thread of its own as it comes.
private final class OutputRecorder: @unchecked Sendable {
  // @unchecked: `bytes` is guarded by `lock`; the thread ends when the controller closes
  // or `stop` is set.
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private var stopped = false

  init(reading fd: Int32) {
    _ = Platform.startThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 65536)
      while !lock.withLock({ stopped }) {
        guard let ready = Platform.waitForInput([fd], timeout: 100), ready.first?.readable == true
        else { continue }
        let count = buffer.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress!, $0.count) }
        guard count > 0 else { return }
        lock.withLock { bytes += buffer[..<count] }
      }
    }
  }

  func stop() { lock.withLock { stopped = true } }

  /// Everything written so far, as text.
  var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

  /// Waits until the output holds `needle` (up to ten seconds, for a loaded machine);
  /// returns the output from just after it.
  func waitFor(_ needle: String) async -> String? {
    for _ in 0..<1000 {
      let output = text
      if let range = output.range(of: needle) { return String(output[range.upperBound...]) }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return nil
  }
}

@Suite struct TerminalReportDecodingTests {
  func decode(_ text: String, replies: Bool) -> [TerminalEvent] {
    var decoder = KeyDecoder()
    decoder.acceptsReplies = replies
    return decoder.decode(Array(text.utf8)) + decoder.flushPending()
  }

  @Test func answersDecodeAsReports() {
    #expect(decode("\u{1B}[?2026;2$y", replies: true) == [.report(.mode(2026, .reset))])
    #expect(decode("\u{1B}[?2026;0$y", replies: true) == [.report(.mode(2026, .notRecognized))])
    #expect(decode("\u{1B}[?62;22c", replies: true) == [.report(.deviceAttributes)])
    // Unasked for, answers are dropped.
    #expect(decode("\u{1B}[?2026;2$y\u{1B}[?62;22c", replies: false) == [])
    #expect(decode("\u{1B}[12;5R", replies: true) == [.report(.cursorPosition(row: 11, column: 4))])
    #expect(
      decode("\u{1B}]11;rgb:ffff/8080/0000\u{1B}\\", replies: true)
        == [.report(.background(red: 255, green: 128, blue: 0))])
    #expect(
      decode("\u{1B}]11;rgb:1e/1e/2e\u{07}", replies: true)
        == [.report(.background(red: 30, green: 30, blue: 46))])
  }

  @Test func outsideAWaitACursorReportIsTheKeyItLooksLike() {
    // `ESC[1;5R` is Ctrl-F3 as well as "row 1, column 5".
    #expect(
      decode("\u{1B}[1;5R", replies: false) == [.key(KeyEvent(.function(3), modifiers: .control))])
    #expect(decode("\u{1B}[1;5R", replies: true) == [.report(.cursorPosition(row: 0, column: 4))])
    #expect(decode("\u{1B}]x", replies: false) == [.key(.alt("]")), .key(.character("x"))])
  }

  @Test func malformedOrOverlongAnswersAreDroppedNeverTyped() {
    for text in [
      "\u{1B}]11;rgb:zz/00/00\u{07}", "\u{1B}]11;rgb:00/00\u{07}", "\u{1B}]52;c;aGk=\u{07}",
      "\u{1B}]11;" + String(repeating: "9", count: 2_000) + "\u{07}",
    ] {
      let events = decode(text, replies: true)
      #expect(!events.contains { if case .key = $0 { true } else { false } }, "\(events.prefix(3))")
    }
    #expect(TerminalReport.background(red: 250, green: 250, blue: 250).isLightBackground == true)
    #expect(TerminalReport.background(red: 30, green: 30, blue: 46).isLightBackground == false)
  }

  static let probes =
    "\u{1B}[8m✌🏻\u{1B}[0m\u{1B}[6n\r\u{1B}[8m👍🏽\u{1B}[0m\u{1B}[6n\r\u{1B}[8m❤️\u{1B}[0m\u{1B}[6n\r"

  @Test func queriesAreSkippedInMultiplexersAndAlwaysEndWithTheDeviceAttributes() {
    let plain = TerminalQueries.plan(
      capabilities: true, inline: true, probes: true, environment: ["TERM": "xterm"])
    #expect(
      String(decoding: plain.bytes, as: UTF8.self)
        == "\r\u{1B}[6n\r" + Self.probes + "\u{1B}]11;?\u{1B}\\\u{1B}[?2026$p\u{1B}[?2027$p\u{1B}[c"
    )
    #expect(plain.cursorReports == [.region, .probe(0), .probe(1), .probe(2)])
    // Through tmux: no mode or colour query, but the cursor reports, which tmux answers
    // with what it draws.
    let tmux = TerminalQueries.plan(
      capabilities: true, inline: false, probes: true,
      environment: ["TERM": "tmux-256color", "TMUX": "/tmp/x"])
    #expect(
      String(decoding: tmux.bytes, as: UTF8.self)
        == "\u{1B}[1;1H\u{1B}[8m✌🏻\u{1B}[0m\u{1B}[6n\u{1B}[1;1H\u{1B}[8m👍🏽\u{1B}[0m\u{1B}[6n"
        + "\u{1B}[1;1H\u{1B}[8m❤️\u{1B}[0m\u{1B}[6n\u{1B}[c")
    let nothing = TerminalQueries.plan(
      capabilities: false, inline: false, probes: false, environment: ["TERM": "xterm"])
    #expect(nothing.bytes.isEmpty)
  }
}

/// What the application on a pseudo-terminal records: the targets clicked.
private struct Clicks {
  var targets: [HitTarget?] = []
}

/// An application on a pseudo-terminal that answers as a terminal would; a session, so in
/// the serialized TerminalSessionTests suite.
extension TerminalSessionTests {
  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func anInlineApplicationAsksOnceDrawnAndActsOnTheAnswers() async throws {
    let pty = try #require(PseudoTerminal())
    Platform.setWindowSize(pty.controller, columns: 40, rows: 10)
    let recorder = OutputRecorder(reading: pty.controller)
    defer { recorder.stop() }
    let session = TerminalSession(
      input: pty.device, output: pty.device,
      options: .init(screen: .main, reportsMouse: true))
    let app = Application(state: Clicks(), screen: .inline(maxHeight: 3), reportsMouse: true) {
      state in
      VStack(alignment: .leading) {
        EnvironmentReader { environment in
          Text("clicks: \(state.targets.count)").style(environment.theme.accent)
        }
        Text("[ Save ]").hitTarget(.custom("save"))
      }
    } onEvent: { state, event in
      if case .mouse(let mouse) = event, mouse.kind == .press(.left) {
        state.targets.append(mouse.target)
      }
      return event == .key(.character("q")) ? .quit : .continue
    }
    let run = Task { try await app.run(on: session, variables: ["TERM": "xterm-256color"]) }

    // The first frame comes first, in a synchronized update, then the queries.
    let afterFirstFrame = await recorder.waitFor("clicks: 0")
    #expect(afterFirstFrame != nil)
    let queries =
      "\r\u{1B}[6n\r" + TerminalReportDecodingTests.probes
      + "\u{1B}]11;?\u{1B}\\\u{1B}[?2026$p\u{1B}[?2027$p\u{1B}[c"
    #expect(await recorder.waitFor(queries) != nil, "queries: \(recorder.text.debugDescription)")
    #expect(
      recorder.text.hasPrefix("\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2026h"))

    // The region on the sixth row, both probes two cells wide, a light background, no
    // synchronized output.
    pty.type(
      Array(
        ("\u{1B}[6;1R\u{1B}[6;3R\u{1B}[6;3R\u{1B}[6;3R\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"
          + "\u{1B}[?2026;0$y\u{1B}[?62;22c").utf8))
    try await Task.sleep(for: .milliseconds(50))
    // The light theme's accent is blue (34), the standard one's cyan (36).
    #expect(
      await recorder.waitFor("\u{1B}[1;34mclicks") != nil, "\(recorder.text.debugDescription)")
    // A click on the second row of the region: screen row 7 (from 1).
    let mark = recorder.text.utf8.count
    pty.type(Array("\u{1B}[<0;3;7M\u{1B}[<0;3;7m".utf8))
    for _ in 0..<1000 where app.state.targets.isEmpty {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(app.state.targets == [.custom("save")])
    try await Task.sleep(for: .milliseconds(50))
    let afterClick = String(decoding: Array(recorder.text.utf8).dropFirst(mark), as: UTF8.self)
    #expect(afterClick.contains("1"), "the count redrawn: \(afterClick.debugDescription)")
    #expect(!afterClick.contains("\u{1B}[?2026h"), "no synchronized update once it is unsupported")
    // A click on the first row, above the button, hits nothing.
    pty.type(Array("\u{1B}[<0;3;6M".utf8))
    for _ in 0..<1000 where app.state.targets.count < 2 {
      try await Task.sleep(for: .milliseconds(10))
    }
    pty.type(Array("q".utf8))
    let final = try await run.value
    #expect(final.targets == [.custom("save"), nil])
    #expect(app.widthProfile == .standard)
  }

  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func aTerminalThatDrawsModifierSequencesSplitGetsFramesMeasuredSo() async throws {
    let pty = try #require(PseudoTerminal())
    Platform.setWindowSize(pty.controller, columns: 30, rows: 6)
    let recorder = OutputRecorder(reading: pty.controller)
    defer { recorder.stop() }
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    let app = Application(state: 0) { _ in
      VStack(alignment: .leading) {
        Text("✌🏻 peace")
        Text("👍🏽 agreed")
      }
      .border()
    } onEvent: { _, event in
      event == .key(.character("q")) ? .quit : .continue
    }
    let run = Task {
      try await app.run(on: session, variables: ["TERM": "tmux-256color", "LANG": "C.UTF-8"])
    }
    let probes =
      "\u{1B}[1;1H\u{1B}[8m✌🏻\u{1B}[0m\u{1B}[6n\u{1B}[1;1H\u{1B}[8m👍🏽\u{1B}[0m\u{1B}[6n"
      + "\u{1B}[1;1H\u{1B}[8m❤️\u{1B}[0m\u{1B}[6n\u{1B}[c"
    #expect(await recorder.waitFor(probes) != nil, "\(recorder.text.debugDescription)")
    // Answered as tmux 3.3a does: the cursor three and four cells on.
    pty.type(Array("\u{1B}[1;4R\u{1B}[1;5R\u{1B}[1;2R\u{1B}[?1;2c".utf8))
    for _ in 0..<1000 where app.widthProfile == .standard {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(
      app.widthProfile
        == WidthProfile(splitsModifierSequences: true, ignoresEmojiPresentation: true))
    // Then a full repaint, the box as wide as its widest row measured split: "👍🏽 agreed"
    // is 4 + 7 cells.
    let box = "╭" + String(repeating: "─", count: 11) + "╮"
    var after = ""
    for _ in 0..<1000 {
      let output = recorder.text
      after = output.range(of: probes).map { String(output[$0.upperBound...]) } ?? ""
      if after.contains(box) { break }
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(after.contains("\u{1B}[H\u{1B}[2J"), "a full repaint: \(after.debugDescription)")
    #expect(after.contains(box), "\(after.debugDescription)")
    pty.type(Array("q".utf8))
    _ = try await run.value
  }
}

extension TerminalSessionTests {
  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func aResizeWhileAnswersAreAwaitedAsksWhereTheRegionIsOnceTheyAreIn() async throws {
    let pty = try #require(PseudoTerminal())
    Platform.setWindowSize(pty.controller, columns: 40, rows: 12)
    let recorder = OutputRecorder(reading: pty.controller)
    defer { recorder.stop() }
    let session = TerminalSession(
      input: pty.device, output: pty.device, options: .init(screen: .main, reportsMouse: true))
    let app = Application(state: Clicks(), screen: .inline(maxHeight: 2), reportsMouse: true) {
      _ in
      VStack(alignment: .leading) {
        Text("title")
        Text("[ Save ]").hitTarget(.custom("save"))
      }
    } onEvent: { state, event in
      if case .mouse(let mouse) = event, mouse.kind == .press(.left) {
        state.targets.append(mouse.target)
      }
      return event == .key(.character("q")) ? .quit : .continue
    }
    let run = Task {
      try await app.run(on: session, variables: ["TERM": "tmux-256color", "LANG": "C.UTF-8"])
    }
    let first = "\r\u{1B}[6n\r" + TerminalReportDecodingTests.probes + "\u{1B}[c"
    #expect(await recorder.waitFor(first) != nil, "\(recorder.text.debugDescription)")
    // The window narrows before the terminal has answered.
    Platform.setWindowSize(pty.controller, columns: 30, rows: 12)
    Platform.sendSignal(Platform.resizeSignal, to: Platform.processID)
    try await Task.sleep(for: .milliseconds(100))
    let beforeAnswers = recorder.text
    #expect(
      beforeAnswers.components(separatedBy: "\u{1B}[6n").count == 5,
      "no new question while four answers are awaited")
    pty.type(Array("\u{1B}[3;1R\u{1B}[3;3R\u{1B}[3;3R\u{1B}[3;3R\u{1B}[?62c".utf8))
    // Then, once they are in: where is the region now?
    for _ in 0..<500 where recorder.text.components(separatedBy: "\u{1B}[6n").count < 6 {
      try await Task.sleep(for: .milliseconds(10))
    }
    let asked = String(recorder.text.dropFirst(beforeAnswers.count))
    #expect(asked.contains("\r\u{1B}[6n\u{1B}[c"), "\(asked.debugDescription)")
    pty.type(Array("\u{1B}[8;1R\u{1B}[?62c".utf8))
    try await Task.sleep(for: .milliseconds(50))
    // The region's second row is now the screen's ninth (from 1).
    pty.type(Array("\u{1B}[<0;3;9M".utf8))
    for _ in 0..<500 where app.state.targets.isEmpty {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(app.state.targets == [.custom("save")])
    pty.type(Array("q".utf8))
    _ = try await run.value
  }
}

extension TerminalSessionTests {
  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func graphemeClusterModeIsTurnedOnWhereOfferedAndOffOnTheWayOut() async throws {
    let pty = try #require(PseudoTerminal())
    Platform.setWindowSize(pty.controller, columns: 30, rows: 6)
    let recorder = OutputRecorder(reading: pty.controller)
    defer { recorder.stop() }
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    let app = Application(state: 0) { _ in
      Text("✌🏻 peace")
    } onEvent: { _, event in
      event == .key(.character("q")) ? .quit : .continue
    }
    let run = Task {
      try await app.run(on: session, variables: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
    }
    let probes =
      "\u{1B}[1;1H\u{1B}[8m✌🏻\u{1B}[0m\u{1B}[6n\u{1B}[1;1H\u{1B}[8m👍🏽\u{1B}[0m\u{1B}[6n"
      + "\u{1B}[1;1H\u{1B}[8m❤️\u{1B}[0m\u{1B}[6n"
    #expect(await recorder.waitFor(probes + "\u{1B}]11;?") != nil)
    // Split widths before the mode is on; the mode offered and off.
    pty.type(
      Array(
        ("\u{1B}[1;4R\u{1B}[1;5R\u{1B}[1;2R\u{1B}[?2026;2$y\u{1B}[?2027;2$y\u{1B}[?62c").utf8))
    // On, then the widths asked again: now as Unicode says.
    let again = await recorder.waitFor("\u{1B}[?2027h")
    #expect(again != nil)
    #expect(await recorder.waitFor("\u{1B}[?2027h" + probes + "\u{1B}[c") != nil)
    pty.type(Array("\u{1B}[1;3R\u{1B}[1;3R\u{1B}[1;3R\u{1B}[?62c".utf8))
    for _ in 0..<500 where app.widthProfile != .standard {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(app.widthProfile == .standard)
    pty.type(Array("q".utf8))
    _ = try await run.value
    let restore = "\u{18}\u{1B}[?2026l\u{1B}[0m\u{1B}[?2027l\u{1B}[?2004l"
    #expect(await recorder.waitFor(restore) != nil, "\(recorder.text.suffix(80).debugDescription)")
  }
}
