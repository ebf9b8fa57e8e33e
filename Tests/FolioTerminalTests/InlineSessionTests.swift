import Folio
import FolioTesting
import Testing

@testable import FolioTerminal

/// Sessions install process-wide signal handlers, so these belong to the serialized
/// TerminalSessionTests suite.
extension TerminalSessionTests {
  static let inline = TerminalSession.Options(screen: .main)
  static let inlineWithMouse = TerminalSession.Options(screen: .main, reportsMouse: true)

  @Test func inlineSessionsStayOnTheMainScreen() {
    let enter = String(decoding: TerminalSession.enterSequence(for: Self.inline), as: UTF8.self)
    #expect(enter == "\u{1B}[?25l\u{1B}[?2004h")
    let restore = String(
      decoding: TerminalSession.restoreSequence(for: Self.inline), as: UTF8.self)
    #expect(restore == "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h", "no CAN, no end of an update")
    #expect(
      TerminalSession.enterSequence(for: .init()) == TerminalSession.enterSequence,
      "the full-screen default is unchanged")
    #expect(TerminalSession.restoreSequence(for: .init()) == TerminalSession.restoreSequence)
  }

  @Test func mouseReportsAreAskedForAndTurnedOffInReverse() {
    let enter = String(
      decoding: TerminalSession.enterSequence(for: Self.inlineWithMouse), as: UTF8.self)
    #expect(enter.hasSuffix("\u{1B}[?1000h\u{1B}[?1006h"))
    let restore = String(
      decoding: TerminalSession.restoreSequence(for: Self.inlineWithMouse), as: UTF8.self)
    #expect(restore.contains("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l"))
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func leavingWritesTheRegionsExitBetweenTheCancelAndTheRestore() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.attributes)
    let session = TerminalSession(input: pty.device, output: pty.device, options: Self.inline)
    try session.enter()
    let enter = TerminalSession.enterSequence(for: Self.inline)
    #expect(pty.readOutput(count: enter.count) == enter)
    let keep: [UInt8] = [0x0D, 0x0A, 0x0A, 0x0A]
    session.setRegionExit(keep, suspend: [0x0D, 0x1B, 0x5B, 0x4A])
    session.leave()
    let expected =
      TerminalSession.resetSequence + keep
      + TerminalSession.restoreAfterCancel(for: Self.inline)
    #expect(pty.readOutput(count: expected.count) == expected)
    #expect(Platform.sameAttributes(try #require(pty.attributes), before))
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func aRegionExitLongerThanItsRoomIsCutNotOverrun() throws {
    let pty = try #require(PseudoTerminal())
    let session = TerminalSession(input: pty.device, output: pty.device, options: Self.inline)
    try session.enter()
    _ = pty.readOutput(count: TerminalSession.enterSequence(for: Self.inline).count)
    let huge = [UInt8](repeating: 0x0A, count: TerminalSignals.regionCapacity * 3)
    session.setRegionExit(huge, suspend: huge)
    session.leave()
    let expected =
      TerminalSession.resetSequence
      + [UInt8](repeating: 0x0A, count: TerminalSignals.regionCapacity)
      + TerminalSession.restoreAfterCancel(for: Self.inline)
    #expect(pty.readOutput(count: expected.count) == expected)
  }
}

@Suite struct MouseDecodingTests {
  func decode(_ text: String) -> [TerminalEvent] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flushPending()
  }

  @Test func sgrReportsBecomeMouseEventsCountedFromZero() {
    #expect(decode("\u{1B}[<0;5;3M") == [.mouse(MouseEvent(.press(.left), x: 4, y: 2))])
    #expect(decode("\u{1B}[<0;5;3m") == [.mouse(MouseEvent(.release, x: 4, y: 2))])
    #expect(decode("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(.press(.right), x: 0, y: 0))])
    #expect(decode("\u{1B}[<64;10;4M") == [.mouse(MouseEvent(.scrollUp, x: 9, y: 3))])
    #expect(decode("\u{1B}[<65;10;4M") == [.mouse(MouseEvent(.scrollDown, x: 9, y: 3))])
    #expect(decode("\u{1B}[<32;7;2M") == [.mouse(MouseEvent(.drag(.left), x: 6, y: 1))])
    #expect(
      decode("\u{1B}[<20;2;2M")
        == [.mouse(MouseEvent(.press(.left), x: 1, y: 1, modifiers: [.shift, .control]))])
  }

  @Test func malformedOrUnreportedMouseInputIsDroppedNeverTyped() {
    for text in [
      "\u{1B}[<0;0;3M", "\u{1B}[<0;5M", "\u{1B}[<35;5;5M", "\u{1B}[<66;1;1M",
      "\u{1B}[<0;99999999999999999999;1M", "\u{1B}[<;;M",
    ] {
      #expect(decode(text) == [], "\(text.debugDescription)")
    }
    #expect(decode("a\u{1B}[<0;1;1Mb").count == 3)
  }

  @Test func aReportSplitAcrossReadsDecodesTheSame() {
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    for byte in Array("\u{1B}[<65;12;7M".utf8) { events += decoder.decode([byte]) }
    #expect(events == [.mouse(MouseEvent(.scrollDown, x: 11, y: 6))])
  }
}

@MainActor
@Suite struct InlineFrameTests {
  struct Lines { var count: Int }

  func application(lines: Int, maxHeight: Int) -> Application<Lines, some View> {
    Application(state: Lines(count: lines), screen: .inline(maxHeight: maxHeight)) {
      state, size in
      VStack(alignment: .leading) {
        ForEach(0..<state.count, id: \.self) { Text("row \($0) of \(size.width)x\(size.height)") }
      }
    } onEvent: { _, _ in
      .continue
    }
  }

  /// The first frame of an inline application in a window of `size`.
  func firstFrame(lines: Int, maxHeight: Int, window size: TerminalSize) async throws -> Canvas {
    let driver = HeadlessDriver(size: size)
    try await driver.start(application(lines: lines, maxHeight: maxHeight))
    return driver.screen.canvas
  }

  @Test func theRegionIsAsTallAsTheViewUpToItsLimitAndTheWindow() async throws {
    let short = try await firstFrame(
      lines: 2, maxHeight: 10, window: TerminalSize(width: 30, height: 24))
    #expect(short.height == 2)
    #expect(short.width == 30)
    #expect(short.plainText(trimmingTrailingSpaces: true) == "row 0 of 30x10\nrow 1 of 30x10")
    let tall = try await firstFrame(
      lines: 50, maxHeight: 10, window: TerminalSize(width: 30, height: 24))
    #expect(tall.height == 10)
    let window = try await firstFrame(
      lines: 50, maxHeight: 100, window: TerminalSize(width: 30, height: 6))
    #expect(window.height == 6, "never taller than the window")
    let none = try await firstFrame(
      lines: 3, maxHeight: -4, window: TerminalSize(width: 30, height: 6))
    #expect(none.height == 0)
  }
}

/// Pages that arrive only once the gate opens, from a source asked before the program runs.
private struct GatedPages: PaginatedDataSource {
  struct Item: Identifiable, Sendable {
    let id: Int
  }
  let gate: AsyncStream<Void>
  func fetch(_ request: PageRequest) async throws -> PageResult<Item> {
    for await _ in gate { break }  // until the gate opens (or has opened)
    return PageResult(
      items: (0..<5).map { Item(id: request.offset + $0) }, hasMore: true, totalItems: 50)
  }
}

@MainActor
@Suite struct StaticFrameTests {
  @Test func theStaticFrameShowsTheFirstPageNotItsSkeleton() async throws {
    // The page is asked for before the program runs: no settle can see that load, the frame
    // itself says it shows content still loading.
    let (gate, opening) = AsyncStream<Void>.makeStream()
    let navigator = PageNavigator(dataSource: GatedPages(gate: gate), pageSize: 5)
    navigator.go(to: 1)
    let app = Application(state: 0) { _ in
      // The first static frame is built while the page is on its way (skeletons); only
      // then does the page come, so the frame must wait for it.
      defer { opening.finish() }
      return PaginatedList(navigator: navigator) { Text("item \($0.id)") }
    } onEvent: { _, _ in
      .continue
    }
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    let drain = PipeDrain(reading: pipe.read)
    // A generous bound: a loaded test run may keep the page's task from running for long.
    try await TerminalDriver(variables: ["TERM": "dumb", "LANG": "C.UTF-8"]).drawStatic(
      app, to: pipe.write, within: .seconds(120))
    Platform.close(pipe.write)
    let text = String(decoding: drain.finish(), as: UTF8.self)
    Platform.close(pipe.read)
    #expect(text.contains("item 0") && text.contains("item 4"), "\(text)")
    #expect(!text.contains("░"), "no skeleton bars")
    #expect(text.contains("Showing 1–5 of 50"))
  }
}
