import Folio
import FolioTesting
import Foundation
import Observation
import Testing

@testable import FolioTerminal

/// A pseudo-terminal of `columns` × `rows`, a recorder of what is written to it (to be
/// stopped when the test ends), and a session on it with `options`.
private func recordedTerminal(
  columns: Int, rows: Int, options: TerminalSession.Options = .init()
) throws -> (pty: PseudoTerminal, recorder: OutputRecorder, session: TerminalSession) {
  let pty = try #require(PseudoTerminal())
  Platform.setWindowSize(pty.controller, columns: columns, rows: rows)
  let recorder = OutputRecorder(reading: pty.controller)
  let session = TerminalSession(input: pty.device, output: pty.device, options: options)
  return (pty, recorder, session)
}

/// What a program writes to a pseudo-terminal, read on a thread of its own as it comes.
private final class OutputRecorder: @unchecked Sendable {
  // @unchecked: `bytes` and `waiters` are guarded by `lock`; the thread ends when the
  // controller closes or `stop` is set.
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private var stopped = false
  private var waiters: [(needle: [UInt8], after: Int, resume: CheckedContinuation<Int?, Never>)] =
    []

  private var thread: Platform.ThreadHandle?

  /// Reads a descriptor of its own, a duplicate of `controller`, closed only when the thread
  /// has ended: the test's pseudo-terminal may be freed first, and a later test may get the
  /// same descriptor number, whose bytes this thread must never take.
  init(reading controller: Int32) {
    let fd = dup(controller)
    thread = Platform.startThread { [self] in
      defer { Platform.close(fd) }
      var buffer = [UInt8](repeating: 0, count: 65536)
      while !lock.withLock({ stopped }) {
        guard let ready = Platform.waitForInput([fd], timeout: 100), ready.first?.readable == true
        else { continue }
        let count = buffer.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress!, $0.count) }
        guard count > 0 else { return }
        append(buffer[..<count])
      }
    }
  }

  /// Ends the reading and waits for the thread; waiters still waiting get `nil`.
  func stop() {
    let pending = lock.withLock {
      stopped = true
      defer { waiters = [] }
      return waiters
    }
    for waiter in pending { waiter.resume.resume(returning: nil) }
    if let thread = lock.withLock({ () -> Platform.ThreadHandle? in
      defer { self.thread = nil }
      return self.thread
    }) {
      Platform.join(thread)
    }
  }

  /// Everything written so far, as text.
  var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
  /// How many bytes were written so far.
  var count: Int { lock.withLock { bytes.count } }

  private func append(_ new: ArraySlice<UInt8>) {
    let found = lock.withLock { () -> [(CheckedContinuation<Int?, Never>, Int)] in
      bytes += new
      var found: [(CheckedContinuation<Int?, Never>, Int)] = []
      waiters.removeAll { waiter in
        guard let end = Self.end(of: waiter.needle, in: bytes, after: waiter.after) else {
          return false
        }
        found.append((waiter.resume, end))
        return true
      }
      return found
    }
    for (waiter, end) in found { waiter.resume(returning: end) }
  }

  private static func end(of needle: [UInt8], in bytes: [UInt8], after start: Int) -> Int? {
    guard !needle.isEmpty, bytes.count - start >= needle.count else { return nil }
    for index in start...(bytes.count - needle.count)
    where bytes[index..<(index + needle.count)].elementsEqual(needle) {
      return index + needle.count
    }
    return nil
  }

  /// Waits until the output after byte `start` holds `needle` — woken by the bytes as
  /// they come, never polling; gives up after thirty seconds, for a loaded machine — and
  /// returns the output from just after it.
  func waitFor(_ needle: String, after start: Int = 0) async -> String? {
    let needle = Array(needle.utf8)
    let timeout = Task.detached { [self] in
      // The bound of a failure: reached only when the bytes never come.
      guard (try? await Task.sleep(for: .seconds(30))) != nil else { return }
      stop()
    }
    defer { timeout.cancel() }
    let end = await withCheckedContinuation { (resume: CheckedContinuation<Int?, Never>) in
      let found = lock.withLock { () -> Int?? in
        if let end = Self.end(of: needle, in: bytes, after: start) { return end }
        if stopped { return .some(nil) }
        waiters.append((needle, start, resume))
        return nil
      }
      if let found { resume.resume(returning: found) }
    }
    guard let end else { return nil }
    return lock.withLock { String(decoding: bytes[end...], as: UTF8.self) }
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
    // An OSC string is never a key; alone, after a pause, `ESC ]` is alt+].
    #expect(decode("\u{1B}]x", replies: false) == [])
    #expect(decode("\u{1B}]", replies: false) == [.key(.alt("]"))])
  }

  @Test func lateDoubledOrForeignAnswersAreConsumedWholeNeverTyped() {
    let late = "\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\"
    #expect(decode(late + "q", replies: false) == [.key(.character("q"))], "an OSC answer, late")
    #expect(decode(late + late + "q", replies: false) == [.key(.character("q"))], "twice")
    #expect(
      decode("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{07}q", replies: false) == [.key(.character("q"))])
    // Device control strings and application commands: dropped whole.
    #expect(
      decode("\u{1B}P1+r524742=382F382F38\u{1B}\\q", replies: false) == [.key(.character("q"))])
    #expect(decode("\u{1B}_Gi=1;OK\u{1B}\\q", replies: true) == [.key(.character("q"))])
    // Mode states and device attributes asked for by no one: dropped.
    #expect(decode("\u{1B}[?2026;2$y\u{1B}[?62;22cq", replies: false) == [.key(.character("q"))])
    // CAN aborts a string; an ESC inside one begins the next sequence.
    #expect(decode("\u{1B}]11;rgb:1e\u{18}q", replies: false) == [.key(.character("q"))])
    #expect(decode("\u{1B}]11;rgb\u{1B}[A", replies: false) == [.key(.up)])
    // Split across reads at every point, the same.
    let bytes = Array((late + "q").utf8)
    for cut in 1..<bytes.count {
      var decoder = KeyDecoder()
      let events =
        decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...]) + decoder.flushPending()
      #expect(events == [.key(.character("q"))], "cut at \(cut)")
    }
  }

  @Test func malformedSequencesAreDroppedUpToTheirFinalByte() {
    #expect(decode("\u{1B}[<0;-5;-7Mq", replies: false) == [.key(.character("q"))])
    #expect(decode("\u{1B}[1;2 3~q", replies: true) == [.key(.character("q"))])
    // A control byte inside ends the sequence and is decoded on its own.
    #expect(decode("\u{1B}[1;2\u{03}", replies: false) == [.key(.ctrl("c"))])
  }

  @Test func x10MouseReportsAreDecodedOrDroppedWhole() {
    // Button 0 at column 3, row 7 (from 1), then its release (button code 3).
    let press =
      "\u{1B}[M" + String(UnicodeScalar(32)) + String(UnicodeScalar(35))
      + String(UnicodeScalar(39))
    let release =
      "\u{1B}[M" + String(UnicodeScalar(35)) + String(UnicodeScalar(35))
      + String(UnicodeScalar(39))
    #expect(
      decode(press + release, replies: false)
        == [
          .mouse(MouseEvent(.press(.left), x: 2, y: 6)), .mouse(MouseEvent(.release, x: 2, y: 6)),
        ])
    // `5 5` after the report in `Go to page: 55` came from its bytes: none are typed now.
    let wheel =
      "\u{1B}[M" + String(UnicodeScalar(97)) + String(UnicodeScalar(53))
      + String(UnicodeScalar(53))
    #expect(decode(wheel, replies: false) == [.mouse(MouseEvent(.scrollDown, x: 20, y: 20))])
    // Coordinates below 1: no event, and none of the bytes typed.
    #expect(decode("\u{1B}[M   q", replies: false) == [.key(.character("q"))])
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

  /// The colour depth asked: the `RGB` capability, then a direct colour set and asked back.
  static let colorDepth =
    "\u{1B}P+q524742\u{1B}\\\u{1B}[48;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[0m"

  @Test func directColorAnswersDecodeAsReports() {
    let answers = [
      ("\u{1B}P1+r524742\u{1B}\\", true),  // the capability, known
      ("\u{1B}P0+r524742\u{1B}\\", false),  // unknown
      ("\u{1B}P1$r0;48:2::1:2:3m\u{1B}\\", true),  // the rendition kept, colon form
      ("\u{1B}P1$r48;2;1;2;3m\u{1B}\\", true),
      ("\u{1B}P1$r0;48;5;16m\u{1B}\\", false),  // the nearest palette colour
    ]
    for (answer, direct) in answers {
      #expect(decode(answer, replies: true) == [.report(.directColor(direct))], "\(answer)")
      #expect(decode(answer, replies: false) == [], "outside a wait: dropped")
    }
    #expect(decode("\u{1B}P1$r0m\u{1B}\\", replies: true) == [.report(.directColor(false))])
    #expect(decode("\u{1B}Pq#0;2;0;0;0\u{1B}\\x", replies: true) == [.key(.character("x"))])
    // Asked only where the environment leaves the depth open.
    #expect(TerminalQueries.asksColorDepth(["TERM": "xterm"]))
    #expect(!TerminalQueries.asksColorDepth(["TERM": "xterm", "NO_COLOR": "1"]))
    #expect(!TerminalQueries.asksColorDepth(["TERM": "xterm", "FORCE_COLOR": "2"]))
    #expect(!TerminalQueries.asksColorDepth(["TERM": "xterm", "COLORTERM": "truecolor"]))
  }

  @Test func queriesAreSkippedInMultiplexersAndAlwaysEndWithTheDeviceAttributes() {
    let plain = TerminalQueries.plan(
      capabilities: true, inline: true, probes: WidthProfile.probes, environment: ["TERM": "xterm"])
    #expect(
      String(decoding: plain.bytes, as: UTF8.self)
        == "\r\u{1B}[6n\r" + Self.probes + "\u{1B}]11;?\u{1B}\\\u{1B}[?2026$p\u{1B}[?2027$p"
        + Self.colorDepth + "\u{1B}[?u\u{1B}[c"
    )
    #expect(plain.cursorReports == [.region, .probe(0), .probe(1), .probe(2)])
    // Through tmux: no mode or colour query, but the cursor reports, which tmux answers
    // with what it draws.
    let tmux = TerminalQueries.plan(
      capabilities: true, inline: false, probes: WidthProfile.probes,
      environment: ["TERM": "tmux-256color", "TMUX": "/tmp/x"])
    #expect(
      String(decoding: tmux.bytes, as: UTF8.self)
        == "\u{1B}[1;1H\u{1B}[8m✌🏻\u{1B}[0m\u{1B}[6n\u{1B}[1;1H\u{1B}[8m👍🏽\u{1B}[0m\u{1B}[6n"
        + "\u{1B}[1;1H\u{1B}[8m❤️\u{1B}[0m\u{1B}[6n\u{1B}[c")
    let nothing = TerminalQueries.plan(
      capabilities: false, inline: false, probes: [], environment: ["TERM": "xterm"])
    #expect(nothing.bytes.isEmpty)
  }
}

/// What the application records: the targets clicked.
private struct Clicks {
  var targets: [HitTarget?] = []
}

/// An inline application with a count and a button, as a terminal shows it.
@MainActor
private func clicker(maxHeight: Int = 3) -> Application<Clicks, some View> {
  Application(state: Clicks(), screen: .inline(maxHeight: maxHeight), reportsMouse: true) {
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
}

/// The bytes of a driver's steps from `index` on, as text.
@MainActor
private func text(of driver: HeadlessDriver, from index: Int = 0) -> String {
  String(decoding: driver.steps.dropFirst(index).flatMap(\.bytes), as: UTF8.self)
}

/// The conversation with the terminal, through the headless driver: what is asked, when,
/// and what the answers change — without a pseudo-terminal.
@MainActor
@Suite struct TerminalConversationTests {
  static let inlineQueries =
    "\r\u{1B}[6n\r" + TerminalReportDecodingTests.probes
    + "\u{1B}]11;?\u{1B}\\\u{1B}[?2026$p\u{1B}[?2027$p"
    + TerminalReportDecodingTests.colorDepth + "\u{1B}[?u\u{1B}[c"

  /// The profile of a driver that asks its terminal, with the probes measured `widths`
  /// wide, in order, and Unicode's model.
  static func measured(_ widths: [Int]) -> WidthProfile {
    WidthProfile(
      measuredWidths: Dictionary(uniqueKeysWithValues: zip(WidthProfile.probes, widths)),
      reportsUnmeasuredClusters: true)
  }

  func driver(_ variables: [String: String], size: TerminalSize) -> HeadlessDriver {
    var environment = EnvironmentValues()
    environment.colorMode = .ansi16
    return HeadlessDriver(
      size: size, environment: environment, variables: variables, asksTerminal: true)
  }

  @Test func anInlineApplicationAsksOnceDrawnAndActsOnTheAnswers() async throws {
    let driver = driver(["TERM": "xterm-256color"], size: TerminalSize(width: 40, height: 10))
    let app = clicker()
    let run = try await driver.start(app)
    // The first frame first, in a synchronized update, then the queries.
    let start = text(of: driver)
    #expect(start.hasPrefix("\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2026h"))
    let frame = try #require(start.range(of: "clicks: 0"))
    let queries = try #require(start.range(of: Self.inlineQueries), "\(start.debugDescription)")
    #expect(frame.upperBound < queries.lowerBound)
    // The region on the sixth row, the probes two cells wide, a light background, no
    // synchronized output.
    for answer: TerminalReport in [
      .cursorPosition(row: 5, column: 0), .cursorPosition(row: 5, column: 2),
      .cursorPosition(row: 5, column: 2), .cursorPosition(row: 5, column: 2),
      .background(red: 255, green: 255, blue: 255), .mode(2026, .notRecognized),
      .deviceAttributes,
    ] {
      try await driver.reply(answer)
    }
    #expect(driver.environment.widthProfile == Self.measured([2, 2, 2]))
    #expect(driver.environment.theme == .light)
    // The light theme's accent is blue, the standard one's cyan.
    #expect(driver.screen.styledText.contains("{bold fg=blue}clicks: 0"))
    let mark = driver.steps.count
    try await driver.click(.custom("save"))
    #expect(app.state.targets == [.custom("save")])
    let afterClick = text(of: driver, from: mark)
    #expect(afterClick.contains("1"), "the count redrawn: \(afterClick.debugDescription)")
    #expect(!afterClick.contains("\u{1B}[?2026h"), "no synchronized update once it is unsupported")
    try await driver.click(x: 2, y: 0)
    try await driver.press(.character("q"))
    #expect(try run.value.targets == [.custom("save"), nil], "the first row hits nothing")
  }

  @Test func xtermWithTermXtermDrawsDirectColourWhenTheQuerySaysSo() async throws {
    for (variables, expected) in [
      (["TERM": "xterm"], ColorMode.truecolor), (["TERM": "xterm", "NO_COLOR": "1"], .ansi16),
    ] {
      let driver = driver(variables, size: TerminalSize(width: 40, height: 10))
      try await driver.start(clicker())
      #expect(text(of: driver).contains(Self.colorDepthQueries) == (expected == .truecolor))
      _ = driver.steps.count
      // Answered as xterm 379 answers the rendition request.
      for answer: TerminalReport in [
        .cursorPosition(row: 5, column: 0), .directColor(true), .deviceAttributes,
      ] {
        try await driver.reply(answer)
      }
      #expect(driver.environment.colorMode == expected)
      try await driver.press(.character("q"))
    }
  }

  static let colorDepthQueries = TerminalReportDecodingTests.colorDepth

  @Test func newClustersAreMeasuredAfterAFrameButNeverAfterTheLastOne() async throws {
    let driver = driver(["TERM": "xterm-256color"], size: TerminalSize(width: 30, height: 10))
    let app = Application(state: "ok", screen: .inline(maxHeight: 2, onExit: .keep)) {
      Text("answer: \($0)")
    } onEvent: { answer, event in
      guard case .key(let key) = event, case .character(let character) = key.key else {
        return .continue
      }
      switch character {
      case "f": answer = "🇫🇷"
      case "j":
        answer = "🇯🇵"
        return .quit
      default: return .quit
      }
      return .continue
    }
    try await driver.start(app)
    for answer: TerminalReport in [
      .cursorPosition(row: 5, column: 0), .cursorPosition(row: 5, column: 2),
      .cursorPosition(row: 5, column: 2), .cursorPosition(row: 5, column: 2),
      .deviceAttributes,
    ] {
      try await driver.reply(answer)
    }
    // A flag drawn for the first time is measured after the frame, where the region is.
    var mark = driver.steps.count
    try await driver.press(.character("f"))
    #expect(
      text(of: driver, from: mark).hasSuffix("\r\u{1B}[6n\r\u{1B}[8m🇫🇷\u{1B}[0m\u{1B}[6n\r\u{1B}[c"))
    try await driver.reply(.cursorPosition(row: 5, column: 0))
    try await driver.reply(.cursorPosition(row: 5, column: 2))
    try await driver.reply(.deviceAttributes)
    #expect(driver.environment.widthProfile.measuredWidths["🇫🇷"] == 2)
    // The last frame, kept in the scrollback, is not written over by a probe.
    mark = driver.steps.count
    try await driver.press(.character("j"))
    let last = text(of: driver, from: mark)
    #expect(last.contains("🇯🇵"), "the last frame is drawn")
    #expect(!last.contains("\u{1B}[8m"), "\(last.debugDescription)")
  }

  @Test func theKeyboardProtocolIsPushedWhenTheTerminalSpeaksItAndPoppedOnEveryWayOut()
    async throws
  {
    let driver = driver(["TERM": "xterm-kitty"], size: TerminalSize(width: 40, height: 10))
    let app = clicker()
    app.reportsKeyReleases = true
    try await driver.start(app)
    #expect(text(of: driver).contains("\u{1B}[?u\u{1B}[c"))
    #expect(!text(of: driver).contains("\u{1B}[>"), "nothing pushed before the answer")
    try await driver.reply(.keyboardFlags(0))
    try await driver.reply(.deviceAttributes)
    #expect(text(of: driver).contains("\u{1B}[c\u{1B}[>3u"), "disambiguated, with event types")
    try await driver.suspend()
    #expect(
      text(of: driver).hasSuffix(
        "\u{1B}[<u\r\u{1B}[J\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h"),
      "popped before a stop")
    try await driver.resume()
    #expect(text(of: driver).components(separatedBy: "\u{1B}[>3u").count == 3, "pushed again")
    try await driver.press(.character("q"))
    let afterLastPush = try #require(text(of: driver).components(separatedBy: "\u{1B}[>3u").last)
    #expect(afterLastPush.contains("\u{1B}[<u"), "popped on the way out")
  }

  @Test func unansweredQuestionsAreGivenUpOnAfterTheTimeOutButTheirAnswersStillAwaited()
    async throws
  {
    let driver = driver(["TERM": "xterm-256color"], size: TerminalSize(width: 40, height: 10))
    try await driver.start(clicker())
    try await driver.reply(.cursorPosition(row: 5, column: 0))
    try await driver.advance(by: TerminalConversation.timeout - .milliseconds(1))
    let mark = driver.steps.count
    try await driver.resize(width: 30, height: 10)
    #expect(!text(of: driver, from: mark).contains("\u{1B}[6n"), "still waiting: no new question")
    try await driver.advance(by: .milliseconds(1))
    // The round is over: the widths are Unicode's, and everything is drawn again.
    #expect(text(of: driver, from: mark).contains("\u{1B}[J"))
    #expect(
      !text(of: driver, from: mark).contains("\u{1B}[6n"),
      "answers may still come: a new question would be taken for them")
    // A late answer is taken for what it is, changes nothing, and is not a key.
    try await driver.reply(.cursorPosition(row: 0, column: 4))
    #expect(driver.environment.widthProfile == Self.measured([]))
    try await driver.reply(.deviceAttributes)
    #expect(
      text(of: driver, from: mark).hasSuffix("\r\u{1B}[6n\u{1B}[c"),
      "the last answer is in: where the region is now is asked")
  }

  @Test func aTerminalThatDrawsModifierSequencesSplitGetsFramesMeasuredSo() async throws {
    let driver = driver(
      ["TERM": "tmux-256color", "LANG": "C.UTF-8"], size: TerminalSize(width: 30, height: 6))
    let app = Application(state: 0) { _ in
      VStack(alignment: .leading) {
        Text("✌🏻 peace")
        Text("👍🏽 agreed")
      }
      .border()
    } onEvent: { _, event in
      event == .key(.character("q")) ? .quit : .continue
    }
    try await driver.start(app)
    let probes =
      "\u{1B}[1;1H\u{1B}[8m✌🏻\u{1B}[0m\u{1B}[6n\u{1B}[1;1H\u{1B}[8m👍🏽\u{1B}[0m\u{1B}[6n"
      + "\u{1B}[1;1H\u{1B}[8m❤️\u{1B}[0m\u{1B}[6n\u{1B}[c"
    #expect(text(of: driver).contains(probes), "only the widths, through a multiplexer")
    // Answered as tmux 3.3a does: the cursor three and four cells on.
    let mark = driver.steps.count
    for answer: TerminalReport in [
      .cursorPosition(row: 0, column: 3), .cursorPosition(row: 0, column: 4),
      .cursorPosition(row: 0, column: 1), .deviceAttributes,
    ] {
      try await driver.reply(answer)
    }
    #expect(
      driver.environment.widthProfile
        == WidthProfile(
          splitsModifierSequences: true, ignoresEmojiPresentation: true,
          measuredWidths: ["✌🏻": 3, "👍🏽": 4, "❤️": 1], reportsUnmeasuredClusters: true))
    // Then a full repaint, the box as wide as its widest row measured split: "👍🏽 agreed"
    // is 4 + 7 cells.
    let after = text(of: driver, from: mark)
    #expect(after.contains("\u{1B}[H\u{1B}[2J"), "a full repaint: \(after.debugDescription)")
    #expect(after.contains("╭" + String(repeating: "─", count: 11) + "╮"))
  }

  @Test func aResizeWhileAnswersAreAwaitedAsksWhereTheRegionIsOnceTheyAreIn() async throws {
    let driver = driver(
      ["TERM": "tmux-256color", "LANG": "C.UTF-8"], size: TerminalSize(width: 40, height: 12))
    try await driver.start(clicker(maxHeight: 2))
    #expect(
      text(of: driver).contains("\r\u{1B}[6n\r" + TerminalReportDecodingTests.probes + "\u{1B}[c"))
    // The window narrows before the terminal has answered: no new question while four
    // answers are awaited.
    let mark = driver.steps.count
    try await driver.resize(width: 30, height: 12)
    #expect(!text(of: driver, from: mark).contains("\u{1B}[6n"))
    for answer: TerminalReport in [
      .cursorPosition(row: 2, column: 0), .cursorPosition(row: 2, column: 2),
      .cursorPosition(row: 2, column: 2), .cursorPosition(row: 2, column: 2),
    ] {
      try await driver.reply(answer)
    }
    #expect(!text(of: driver, from: mark).contains("\u{1B}[6n"))
    try await driver.reply(.deviceAttributes)
    // Then, once they are in: where is the region now?
    let asked = text(of: driver, from: mark)
    #expect(asked.contains("\r\u{1B}[6n\u{1B}[c"), "\(asked.debugDescription)")
  }

  @Test func graphemeClusterModeIsTurnedOnWhereOfferedAndOffOnTheWayOut() async throws {
    let driver = driver(
      ["TERM": "xterm-256color", "LANG": "C.UTF-8"], size: TerminalSize(width: 30, height: 6))
    let app = Application(state: 0) { _ in
      Text("✌🏻 peace")
    } onEvent: { _, event in
      event == .key(.character("q")) ? .quit : .continue
    }
    try await driver.start(app)
    let probes =
      "\u{1B}[1;1H\u{1B}[8m✌🏻\u{1B}[0m\u{1B}[6n\u{1B}[1;1H\u{1B}[8m👍🏽\u{1B}[0m\u{1B}[6n"
      + "\u{1B}[1;1H\u{1B}[8m❤️\u{1B}[0m\u{1B}[6n"
    #expect(text(of: driver).contains(probes + "\u{1B}]11;?"))
    // Split widths before the mode is on; the mode offered and off.
    let mark = driver.steps.count
    for answer: TerminalReport in [
      .cursorPosition(row: 0, column: 3), .cursorPosition(row: 0, column: 4),
      .cursorPosition(row: 0, column: 1), .mode(2026, .reset), .mode(2027, .reset),
      .deviceAttributes,
    ] {
      try await driver.reply(answer)
    }
    // On, then the widths asked again: now as Unicode says.
    #expect(text(of: driver, from: mark).contains("\u{1B}[?2027h"))
    #expect(text(of: driver, from: mark).contains("\u{1B}[?2027h" + probes + "\u{1B}[c"))
    for answer: TerminalReport in [
      .cursorPosition(row: 0, column: 2), .cursorPosition(row: 0, column: 2),
      .cursorPosition(row: 0, column: 2), .deviceAttributes,
    ] {
      try await driver.reply(answer)
    }
    #expect(driver.environment.widthProfile == Self.measured([2, 2, 2]))
    // Back on after a stop, off on the way out.
    try await driver.suspend()
    #expect(text(of: driver).hasSuffix("\u{1B}[?2027l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"))
    try await driver.resume()
    #expect(text(of: driver).contains("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?2027h"))
    try await driver.press(.character("q"))
    #expect(text(of: driver).hasSuffix("\u{1B}[?2027l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"))
  }
}

/// The terminal driver on a pseudo-terminal: the same conversation over real bytes; a
/// session, so in the serialized TerminalSessionTests suite.
extension TerminalSessionTests {
  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func anInlineApplicationOnATerminalAsksAndActsOnTheAnswers() async throws {
    let (pty, recorder, session) = try recordedTerminal(
      columns: 40, rows: 10, options: .init(screen: .main, reportsMouse: true))
    defer { recorder.stop() }
    let app = clicker()
    let run = Task { try await app.run(on: session, variables: ["TERM": "xterm-256color"]) }

    // The first frame comes first, in a synchronized update, then the queries.
    #expect(await recorder.waitFor("clicks: 0" + "") != nil)
    #expect(await recorder.waitFor(TerminalConversationTests.inlineQueries) != nil)
    #expect(
      recorder.text.hasPrefix("\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2026h"))
    // The region on the sixth row, the probes two cells wide, a light background, no
    // synchronized output.
    pty.type(
      Array(
        ("\u{1B}[6;1R\u{1B}[6;3R\u{1B}[6;3R\u{1B}[6;3R\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"
          + "\u{1B}[?2026;0$y\u{1B}[?62;22c").utf8))
    // The light theme's accent is blue (34), the standard one's cyan (36).
    #expect(
      await recorder.waitFor("\u{1B}[1;34mclicks") != nil, "\(recorder.text.debugDescription)")
    // A click on the second row of the region: screen row 7 (from 1); the count redrawn,
    // with no synchronized update once it is unsupported.
    let mark = recorder.count
    pty.type(Array("\u{1B}[<0;3;7M\u{1B}[<0;3;7m".utf8))
    #expect(await recorder.waitFor("1", after: mark) != nil)
    // A click on the first row, above the button, hits nothing; then a redraw of 2.
    pty.type(Array("\u{1B}[<0;3;6M".utf8))
    #expect(await recorder.waitFor("2", after: mark) != nil)
    #expect(
      !String(decoding: Array(recorder.text.utf8).dropFirst(mark), as: UTF8.self).contains(
        "\u{1B}[?2026h"))
    pty.type(Array("q".utf8))
    let final = try await run.value
    #expect(final.targets == [.custom("save"), nil])
  }

  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func graphemeClusterModeIsTurnedOffOnATerminalOnTheWayOut() async throws {
    let (pty, recorder, session) = try recordedTerminal(columns: 30, rows: 6)
    defer { recorder.stop() }
    let app = Application(state: 0) { _ in
      Text("✌🏻 peace")
    } onEvent: { _, event in
      event == .key(.character("q")) ? .quit : .continue
    }
    let run = Task {
      try await app.run(on: session, variables: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
    }
    #expect(
      await recorder.waitFor(
        "\u{1B}[?2027$p" + TerminalReportDecodingTests.colorDepth + "\u{1B}[?u\u{1B}[c")
        != nil)
    pty.type(Array("\u{1B}[1;3R\u{1B}[1;3R\u{1B}[1;3R\u{1B}[?2027;2$y\u{1B}[?62c".utf8))
    #expect(await recorder.waitFor("\u{1B}[?2027h") != nil)
    pty.type(Array("q".utf8))
    _ = try await run.value
    let restore = "\u{1B}[0m\u{1B}[?2027l\u{1B}[?2004l"
    #expect(await recorder.waitFor(restore) != nil, "\(recorder.text.suffix(80).debugDescription)")
  }
}

/// The kitty keyboard protocol on a pseudo-terminal: pushed once the terminal says it
/// speaks it, Esc then delivered with nothing after it, popped on the way out.
extension TerminalSessionTests {
  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func anApplicationPushesTheKeyboardProtocolWhereOfferedAndPopsItOnTheWayOut() async throws {
    let (pty, recorder, session) = try recordedTerminal(columns: 30, rows: 6)
    defer { recorder.stop() }
    let app = Application(state: [KeyEvent]()) { keys in
      Text("keys: \(keys.count)")
    } onEvent: { keys, event in
      guard case .key(let key) = event else { return .continue }
      keys.append(key)
      return key == .escape ? .quit : .continue
    }
    let run = Task {
      try await app.run(on: session, variables: ["TERM": "xterm-kitty", "LANG": "C.UTF-8"])
    }
    #expect(await recorder.waitFor("\u{1B}[?u\u{1B}[c") != nil)
    // As kitty answers: the probes, no mode, flags 0, the device attributes.
    pty.type(Array("\u{1B}[1;3R\u{1B}[1;3R\u{1B}[1;3R\u{1B}[?0u\u{1B}[?62c".utf8))
    #expect(await recorder.waitFor("\u{1B}[>1u") != nil, "pushed")
    // Ctrl-I and Tab apart, then Esc in the protocol's form, which ends the program at once.
    pty.type(Array("\u{1B}[105;5u\t\u{1B}[27u".utf8))
    let keys = try await run.value
    #expect(keys == [.ctrl("i"), .tab, .escape])
    // The recorder reads the terminal on its own thread: wait for the way out to reach it.
    #expect(await recorder.waitFor("\u{1B}[?1049l") != nil, "left the alternate screen")
    let text = recorder.text
    let push = try #require(text.range(of: "\u{1B}[>1u"))
    let pop = try #require(
      text.range(of: "\u{1B}[<u", range: push.upperBound..<text.endIndex), "popped on the way out")
    let screenBack = try #require(text.range(of: "\u{1B}[?1049l"))
    #expect(pop.upperBound <= screenBack.lowerBound, "before the main screen comes back")
  }
}

/// A terminal that answers late, twice, or with garbage: whatever it sends, nothing of it
/// reaches the program as a key.
extension TerminalSessionTests {
  /// What an application on a pseudo-terminal heard — keys, pastes, mouse reports — when,
  /// after its first frame and its questions, the terminal sent `hostile` and then `q`.
  /// With `waitForTimeOut`, nothing is answered, and `hostile` comes once the wait for the
  /// answers is over.
  @MainActor
  func heard(
    after hostile: [String], answer: String? = nil, waitForTimeOut: Bool = false
  ) async throws -> [TerminalEvent] {
    let (pty, recorder, session) = try recordedTerminal(
      columns: 40, rows: 10, options: .init(screen: .main, reportsMouse: true))
    defer { recorder.stop() }
    let app = Application(
      state: [TerminalEvent](), screen: .inline(maxHeight: 3), reportsMouse: true
    ) { heard in
      Text("heard \(heard.count)")
    } onEvent: { heard, event in
      switch event {
      case .key, .paste, .mouse: heard.append(event)
      default: break
      }
      return event == .key(.character("q")) ? .quit : .continue
    }
    let run = Task { try await app.run(on: session, variables: ["TERM": "xterm-256color"]) }
    #expect(await recorder.waitFor(TerminalConversationTests.inlineQueries) != nil)
    let asked = recorder.count
    if let answer { pty.type(Array(answer.utf8)) }
    if waitForTimeOut {
      // The round times out: the region is drawn again, with Unicode's widths.
      #expect(await recorder.waitFor("heard 0", after: asked) != nil)
    }
    for bytes in hostile { pty.type(Array(bytes.utf8)) }
    pty.type(Array("q".utf8))
    return try await run.value.filter { $0 != .key(.character("q")) }
  }

  static let answers =
    "\u{1B}[6;1R\u{1B}[6;3R\u{1B}[6;3R\u{1B}[6;3R\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\"
    + "\u{1B}[?2026;2$y\u{1B}[?2027;0$y\u{1B}[?62;22c"

  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func answersAfterTheTimeOutAreNotKeys() async throws {
    let heard = try await heard(
      after: ["\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\", "\u{1B}[1;5R", "\u{1B}[?62;22c"],
      waitForTimeOut: true)
    #expect(heard == [], "\(heard)")
  }

  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func answersSentTwiceAreNotKeys() async throws {
    let heard = try await heard(after: [Self.answers], answer: Self.answers)
    #expect(heard == [], "\(heard)")
  }

  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func garbageIsNotKeys() async throws {
    let garbage = [
      "\u{1B}[999999999999;;;;;;;;;;;;;;;;;;z",
      "\u{1B}P" + String(repeating: "x", count: 2_000) + "\u{1B}\\",
      "\u{1B}_garbage\u{07}", "\u{1B}[?1;2;3;4;5;6;7;8;9;10$y", "\u{9B}31m\u{9D}0;title\u{9C}",
      "\u{1B}[1;2 3~",
      "\u{1B}]52;c;" + String(repeating: "QUFB", count: 300) + "\u{07}",
    ]
    let heard = try await heard(after: garbage, answer: Self.answers)
    #expect(heard == [], "\(heard)")
  }

  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func absurdMouseReportsAreNotKeys() async throws {
    let heard = try await heard(
      after: ["\u{1B}[<0;-5;-7M", "\u{1B}[<99999999;99999999;1M", "\u{1B}[<0;0;0m"],
      answer: Self.answers)
    #expect(!heard.contains { if case .key = $0 { true } else { false } }, "\(heard)")
  }

  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func x10MouseReportsAreMouseEventsNotKeys() async throws {
    let press = "\u{1B}[M \u{23}\u{27}"  // button 0, column 3, row 7
    let heard = try await heard(after: [press, "\u{1B}[M   "], answer: Self.answers)
    #expect(heard.count == 1, "\(heard)")
    guard case .mouse(let mouse)? = heard.first else { return }
    #expect(mouse.kind == .press(.left) && mouse.x == 2)
  }
}

/// Floods of input on a terminal: a ten-megabyte paste, a thousand keys in one burst. Each
/// read's events are handled together, so a burst costs a frame, and Esc after the flood
/// ends the prompt.
extension TerminalSessionTests {
  /// Writes `bytes` to the terminal from a thread of its own, every byte of them, as a
  /// terminal emulator would while the program reads.
  /// The caller joins the thread before the pseudo-terminal is freed: its descriptor number
  /// may go to a later test.
  private func typeFromAnotherThread(_ pty: PseudoTerminal, _ bytes: [UInt8])
    -> Platform.ThreadHandle?
  {
    let controller = pty.controller
    return Platform.startThread {
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes {
          Platform.write(controller, $0.baseAddress!, $0.count)
        }
        if count > 0 { written += count } else if Platform.errno != Platform.interrupted { return }
      }
    }
  }

  @MainActor
  func chooserAfter(_ flood: [UInt8]) async throws -> (ChooserState<FloodItem>, frames: Int) {
    let (pty, recorder, session) = try recordedTerminal(
      columns: 60, rows: 20, options: .init(screen: .main, reportsMouse: true))
    defer { recorder.stop() }
    let items = Paginator(
      dataSource: AnyPaginatedDataSource { request in
        PageResult(
          items: (0..<500).map { FloodItem(id: $0) }.dropFirst(request.offset).prefix(request.size)
            .map { $0 }, hasMore: false)
      }, pageSize: 500)
    await items.start()?.value
    let chooser = Chooser("Pick", from: items) { Text($0.description) }
    let run = Task {
      _ = try await chooser.application.run(on: session, variables: ["TERM": "tmux-256color"])
    }
    #expect(await recorder.waitFor("\u{1B}[c") != nil)
    pty.type(Array("\u{1B}[1;3R\u{1B}[1;3R\u{1B}[1;3R\u{1B}[?62c".utf8))
    #expect(await recorder.waitFor("item 0") != nil)
    let mark = recorder.count
    let typing = typeFromAnotherThread(pty, flood + [0x1B])
    try await run.value
    // Esc, the last byte, was read: every write has returned or is about to.
    if let typing { Platform.join(typing) }
    let state = chooser.application.state
    let after = String(decoding: Array(recorder.text.utf8).dropFirst(mark), as: UTF8.self)
    return (state, after.components(separatedBy: "\u{1B}[?2026h").count - 1)
  }

  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func aTenMegabytePasteThenEscEndsThePrompt() async throws {
    let paste =
      Array("\u{1B}[200~".utf8) + [UInt8](repeating: 0x61, count: 10 << 20)
      + Array("\u{1B}[201~".utf8)
    let (state, frames) = try await chooserAfter(paste)
    #expect(state.cancelled, "Esc, after the paste, cancelled")
    #expect(state.filter.count == TextFieldState.defaultMaxLength, "the paste cut to the field")
    #expect(frames <= 40, "\(frames) frames")
  }

  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func aThousandKeyBurstThenEscEndsThePromptInAFewFrames() async throws {
    let (state, frames) = try await chooserAfter([UInt8](repeating: 0x7A, count: 1_000))
    #expect(state.cancelled)
    #expect(state.filter.count == 1_000)
    // A frame a read of the input, not a frame a key (the terminal hands over the burst in a
    // few reads).
    #expect(frames <= 20, "\(frames) frames for a thousand keys")
  }
}

/// An item of the flood tests' chooser.
struct FloodItem: Identifiable, Sendable, CustomStringConvertible {
  let id: Int
  var description: String { "item \(id)" }
}

/// A value the frame reads, changed by a key's handler.
@Observable @MainActor private final class ObservedCount {
  var value = 0
  /// How many frames the view was built for, and how many keys came: not read as changes.
  @ObservationIgnored var frames = 0
  @ObservationIgnored var keys = 0
}

extension TerminalSessionTests {
  /// A key whose handler changes what the last frame read is drawn by the key's own frame:
  /// the change's notice, which comes after that frame, draws no second one. Frames are not
  /// paced here (interval zero), so a notice taken as news would be drawn at once, before
  /// the next key's frame.
  @MainActor
  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func aKeyThatChangesObservedStateDrawsOneFrame() async throws {
    let (pty, recorder, session) = try recordedTerminal(columns: 30, rows: 6)
    defer { recorder.stop() }
    let count = ObservedCount()
    let app = Application(state: 0) { _ in
      let _ = count.frames += 1
      Text("count \(count.value) keys \(count.keys)")
    } onEvent: { _, event in
      guard case .key(let key) = event else { return .continue }
      if key == .character("q") { return .quit }
      count.keys += 1
      if key == .character("+") { count.value += 1 }
      return .continue
    }
    let run = Task {
      try await app.run(
        on: session, variables: ["TERM": "tmux-256color"], frameInterval: .zero)
    }
    #expect(await recorder.waitFor("count 0 keys 0") != nil)
    // The terminal's questions answered: the round ends with the screen drawn again (the
    // width probes wrote over the first row). Counted from there.
    var mark = recorder.count
    pty.type(Array("\u{1B}[?62;22c".utf8))
    #expect(await recorder.waitFor("count 0 keys 0", after: mark) != nil)
    let before = count.frames
    // A key that changes the value, then one that does not: the second key's frame comes
    // after anything the first key's change drew. (A frame writes only the cells that
    // changed: the new digits.)
    mark = recorder.count
    pty.type(Array("+".utf8))
    #expect(await recorder.waitFor("1", after: mark) != nil)
    mark = recorder.count
    pty.type(Array("=".utf8))
    #expect(await recorder.waitFor("2", after: mark) != nil)
    #expect(count.frames == before + 2)
    pty.type(Array("q".utf8))
    _ = try await run.value
  }
}
