import Testing

@testable import FolioTerminal

/// Sessions install process-wide signal handlers, so these tests run one at a time.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TerminalSessionTests {
  static let enter = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h".utf8)
  static let restore = Array(
    "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)

  @Test func enterSequenceIsAltScreenHiddenCursorBracketedPaste() {
    #expect(TerminalSession.enterSequence == Self.enter)
  }

  @Test func restoreSequenceUndoesEnterInReverse() {
    #expect(TerminalSession.restoreSequence == Self.restore)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func onlyAFrameCutShortIsCancelledOnTheWayOut() throws {
    let pty = try #require(PseudoTerminal())
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)
    // Leaving between frames: nothing to cancel, no synchronized update to end.
    session.leave()
    #expect(pty.readOutput(count: Self.restore.count) == Self.restore)
    // Leaving while a frame is being written (as a signal's handler would).
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)
    TerminalSignals.setFrameOpen(true)
    session.leave()
    TerminalSignals.setFrameOpen(false)
    let cut = TerminalSession.cancelFrameSequence + Self.restore
    #expect(pty.readOutput(count: cut.count) == cut)
  }

  @Test func rawAttributesClearTheCookedModeFlags() throws {
    let pty = try #require(PseudoTerminal(), "no pseudo-terminal")
    let cooked = try #require(pty.attributes)
    #expect(!Platform.isRaw(cooked))
    let raw = Platform.rawAttributes(from: cooked, keepsOutputProcessing: false)
    #expect(Platform.isRaw(raw))
    #expect(!Platform.sameAttributes(raw, cooked))
  }

  @Test func refusesSomethingThatIsNotATerminal() throws {
    let pipe = try #require(Platform.makePipe(nonBlocking: false))
    #expect(!TerminalSession.isTerminal(pipe.read))
    let session = TerminalSession(input: pipe.read, output: pipe.write, options: .init())
    #expect(throws: TerminalError.notATerminal) { try session.enter() }
    #expect(!session.isActive)
    #expect(TerminalSignals.state == TerminalSignals.idle)
    Platform.close(pipe.read)
    Platform.close(pipe.write)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func enterAndLeaveRestoreTheTerminalExactly() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.attributes)
    #expect(TerminalSession.isTerminal(pty.device))
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())

    try session.enter()
    #expect(session.isActive)
    #expect(pty.readOutput(count: Self.enter.count) == Self.enter)
    let during = try #require(pty.attributes)
    #expect(Platform.isRaw(during))

    session.leave()
    #expect(!session.isActive)
    #expect(pty.readOutput(count: Self.restore.count) == Self.restore)
    let after = try #require(pty.attributes)
    #expect(Platform.sameAttributes(after, before))
    #expect(TerminalSignals.state == TerminalSignals.idle)

    session.leave()  // A second leave does nothing.
    #expect(Platform.sameAttributes(try #require(pty.attributes), before))
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func onlyOneSessionAtATime() throws {
    let first = try #require(PseudoTerminal())
    let second = try #require(PseudoTerminal())
    let before = try #require(second.attributes)
    let active = TerminalSession(input: first.device, output: first.device, options: .init())
    try active.enter()
    defer { active.leave() }
    let other = TerminalSession(input: second.device, output: second.device, options: .init())
    #expect(throws: TerminalError.alreadyActive) { try other.enter() }
    #expect(Platform.sameAttributes(try #require(second.attributes), before))
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func leavesWhenTheSessionIsDropped() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.attributes)
    do {
      let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
      try session.enter()
    }
    #expect(Platform.sameAttributes(try #require(pty.attributes), before))
    #expect(TerminalSignals.state == TerminalSignals.idle)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func eventsCarryKeysAndResizes() async throws {
    let pty = try #require(PseudoTerminal())
    Platform.setWindowSize(pty.controller, columns: 80, rows: 24)
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    try session.enter()
    var iterator = session.events().makeAsyncIterator()

    pty.type(Array("\u{1B}[6~q".utf8))
    #expect(await nextEvent(&iterator) == .key(.pageDown))
    #expect(await nextEvent(&iterator) == .key(.character("q")))

    // What a terminal emulator does on resize: set the size, then signal.
    Platform.setWindowSize(pty.controller, columns: 120, rows: 40)
    // Process-directed, as the kernel sends it: the reader thread takes it even where the
    // test runner blocks signals on its own threads.
    Platform.sendSignal(Platform.resizeSignal, to: Platform.processID)
    #expect(await nextEvent(&iterator) == .resize(width: 120, height: 40))

    session.leave()
    #expect(await nextEvent(&iterator) == nil)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func continueSignalReentersRawModeAndAsksForRepaint() async throws {
    let pty = try #require(PseudoTerminal())
    Platform.setWindowSize(pty.controller, columns: 80, rows: 24)
    let before = try #require(pty.attributes)
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)
    var iterator = session.events().makeAsyncIterator()

    // As if a shell had restored cooked mode while the program was stopped.
    var cooked = before
    Platform.setAttributes(pty.device, &cooked)
    Platform.sendSignal(Platform.continueSignal, to: Platform.processID)
    #expect(await nextEvent(&iterator) == .resize(width: 80, height: 24))
    #expect(await nextEvent(&iterator) == .resume)
    #expect(Platform.isRaw(try #require(pty.attributes)))
    #expect(pty.readOutput(count: Self.enter.count) == Self.enter)

    session.leave()
    #expect(Platform.sameAttributes(try #require(pty.attributes), before))
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func terminatingSignalRestoresTheTerminalThenKills() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.attributes)
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)

    for signal in [Platform.terminateSignal, Platform.interruptSignal, Platform.hangUpSignal] {
      // Put raw mode back, as the previous child's restore changed the shared terminal.
      var raw = Platform.rawAttributes(from: before, keepsOutputProcessing: false)
      Platform.setAttributes(pty.device, &raw)
      // A forked copy of this process receives the signal while its session is active.
      let child = try #require(Platform.forkRaising(signal))
      #expect(Platform.waitForChild(child, untraced: false) == .killed(by: signal))
      #expect(pty.readOutput(count: Self.restore.count) == Self.restore)
      #expect(Platform.sameAttributes(try #require(pty.attributes), before))
    }
    session.leave()
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func stopSignalRestoresThenContinueReenters() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.attributes)
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)

    let child = try #require(Platform.forkRaising(Platform.stopSignal))
    #expect(Platform.waitForChild(child, untraced: true) == .stopped(by: Platform.stopSignal))
    #expect(pty.readOutput(count: Self.restore.count) == Self.restore)
    #expect(Platform.sameAttributes(try #require(pty.attributes), before))

    Platform.sendSignal(Platform.continueSignal, to: child)
    // The child survives the stop, re-enters raw mode, and exits normally.
    #expect(Platform.waitForChild(child, untraced: false) == .exited(0))
    #expect(pty.readOutput(count: Self.enter.count) == Self.enter)
    #expect(Platform.isRaw(try #require(pty.attributes)))

    session.leave()
    #expect(Platform.sameAttributes(try #require(pty.attributes), before))
  }

  // MARK: The kitty keyboard protocol, focus reports and in-band resizes

  static let push = Array("\u{1B}[>1u".utf8)
  static let pop = Array("\u{1B}[<u".utf8)
  /// The restore of a session with the keyboard protocol on: the pop before the main
  /// screen comes back.
  static let restoreWithPop =
    TerminalSession.resetSequence + pop
    + Array(
      "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func theKeyboardProtocolIsPushedAndPoppedOnLeaving() throws {
    let pty = try #require(PseudoTerminal())
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    // Not active: nothing is written.
    try session.enableKeyboardProtocol()
    #expect(session.keyboardProtocolFlags == nil)
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)
    try session.enableKeyboardProtocol()
    #expect(session.keyboardProtocolFlags == 1)
    #expect(pty.readOutput(count: Self.push.count) == Self.push)
    try session.enableKeyboardProtocol()  // On already: nothing more.
    session.leave()
    #expect(pty.readOutput(count: Self.restoreWithPop.count) == Self.restoreWithPop)
    #expect(session.keyboardProtocolFlags == nil)
    // Entered again, the protocol stays off until asked for: a plain restore.
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)
    session.leave()
    #expect(pty.readOutput(count: Self.restore.count) == Self.restore)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func disablingTheKeyboardProtocolPopsItOnce() throws {
    let pty = try #require(PseudoTerminal())
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)
    try session.enableKeyboardProtocol()
    _ = pty.readOutput(count: Self.push.count)
    try session.disableKeyboardProtocol()
    #expect(pty.readOutput(count: Self.pop.count) == Self.pop)
    #expect(session.keyboardProtocolFlags == nil)
    session.leave()
    #expect(pty.readOutput(count: Self.restore.count) == Self.restore)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func askingForReleasesPushesEventTypesAndDecodesThem() async throws {
    let pty = try #require(PseudoTerminal())
    let session = TerminalSession(
      input: pty.device, output: pty.device, options: .init(reportsKeyReleases: true))
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)
    var iterator = session.events().makeAsyncIterator()
    try session.enableKeyboardProtocol()
    #expect(session.keyboardProtocolFlags == 3)
    let push = Array("\u{1B}[>3u".utf8)
    #expect(pty.readOutput(count: push.count) == push)
    pty.type(Array("\u{1B}[27u\u{1B}[27;1:3u\u{1B}[105;5u".utf8))
    #expect(await nextEvent(&iterator) == .key(.escape))
    #expect(await nextEvent(&iterator) == .key(KeyEvent(.escape, kind: .release)))
    #expect(await nextEvent(&iterator) == .key(.ctrl("i")))
    session.leave()
    #expect(pty.readOutput(count: Self.restoreWithPop.count) == Self.restoreWithPop)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func theKeyboardProtocolIsPoppedAfterAThrow() throws {
    struct Failure: Error {}
    let pty = try #require(PseudoTerminal())
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    #expect(throws: Failure.self) {
      try session.run { session in
        try session.enableKeyboardProtocol()
        throw Failure()
      }
    }
    let written = Self.enter + Self.push + Self.restoreWithPop
    #expect(pty.readOutput(count: written.count) == written)
    #expect(TerminalSignals.state == TerminalSignals.idle)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func aTerminatingSignalPopsTheKeyboardProtocol() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.attributes)
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)
    try session.enableKeyboardProtocol()
    _ = pty.readOutput(count: Self.push.count)

    for signal in [Platform.terminateSignal, Platform.interruptSignal] {
      var raw = Platform.rawAttributes(from: before, keepsOutputProcessing: false)
      Platform.setAttributes(pty.device, &raw)
      let child = try #require(Platform.forkRaising(signal))
      #expect(Platform.waitForChild(child, untraced: false) == .killed(by: signal))
      #expect(pty.readOutput(count: Self.restoreWithPop.count) == Self.restoreWithPop)
    }
    session.leave()
    #expect(pty.readOutput(count: Self.restoreWithPop.count) == Self.restoreWithPop)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func aStopPopsTheKeyboardProtocolAndAContinuePushesItAgain() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.attributes)
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    try session.enter()
    _ = pty.readOutput(count: Self.enter.count)
    try session.enableKeyboardProtocol()
    _ = pty.readOutput(count: Self.push.count)

    let child = try #require(Platform.forkRaising(Platform.stopSignal))
    #expect(Platform.waitForChild(child, untraced: true) == .stopped(by: Platform.stopSignal))
    #expect(pty.readOutput(count: Self.restoreWithPop.count) == Self.restoreWithPop)
    #expect(Platform.sameAttributes(try #require(pty.attributes), before))

    Platform.sendSignal(Platform.continueSignal, to: child)
    #expect(Platform.waitForChild(child, untraced: false) == .exited(0))
    // The screen first, then the push: the terminal keeps a stack for each screen.
    #expect(pty.readOutput(count: Self.enter.count + Self.push.count) == Self.enter + Self.push)

    session.leave()
    #expect(pty.readOutput(count: Self.restoreWithPop.count) == Self.restoreWithPop)
  }

  @Test func focusAndInBandResizeModesAreTurnedOnAndOffInReverse() {
    let options = TerminalSession.Options(
      reportsMouse: true, reportsFocus: true, reportsInBandResize: true)
    #expect(
      TerminalSession.enterSequence(for: options)
        == Array(
          "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?1004h\u{1B}[?2048h"
            .utf8))
    #expect(
      TerminalSession.restoreSequence(for: options)
        == Array(
          "\u{1B}[0m\u{1B}[?2048l\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
            .utf8))
    // Not asked for: neither mode is touched.
    #expect(TerminalSession.enterSequence(for: .init()) == Self.enter)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func focusAndInBandResizeModesAreResetOnEveryWayOut() async throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.attributes)
    let options = TerminalSession.Options(reportsFocus: true, reportsInBandResize: true)
    let enter = TerminalSession.enterSequence(for: options)
    let restore = TerminalSession.restoreSequence(for: options)
    let session = TerminalSession(input: pty.device, output: pty.device, options: options)
    try session.enter()
    #expect(pty.readOutput(count: enter.count) == enter)
    var iterator = session.events().makeAsyncIterator()
    pty.type(Array("\u{1B}[O\u{1B}[48;30;100;600;1000t\u{1B}[I".utf8))
    #expect(await nextEvent(&iterator) == .focus(gained: false))
    #expect(await nextEvent(&iterator) == .resize(width: 100, height: 30))
    #expect(await nextEvent(&iterator) == .focus(gained: true))

    // A terminating signal, then a stop and a continue, then leaving.
    var raw = Platform.rawAttributes(from: before, keepsOutputProcessing: false)
    Platform.setAttributes(pty.device, &raw)
    let killed = try #require(Platform.forkRaising(Platform.terminateSignal))
    #expect(Platform.waitForChild(killed, untraced: false) == .killed(by: Platform.terminateSignal))
    #expect(pty.readOutput(count: restore.count) == restore)
    Platform.setAttributes(pty.device, &raw)
    let stopped = try #require(Platform.forkRaising(Platform.stopSignal))
    #expect(Platform.waitForChild(stopped, untraced: true) == .stopped(by: Platform.stopSignal))
    #expect(pty.readOutput(count: restore.count) == restore)
    Platform.sendSignal(Platform.continueSignal, to: stopped)
    #expect(Platform.waitForChild(stopped, untraced: false) == .exited(0))
    #expect(pty.readOutput(count: enter.count) == enter)
    session.leave()
    #expect(pty.readOutput(count: restore.count) == restore)
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func focusReportsNobodyAskedForAreDropped() async throws {
    let pty = try #require(PseudoTerminal())
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    try session.enter()
    var iterator = session.events().makeAsyncIterator()
    pty.type(Array("\u{1B}[I\u{1B}[O\u{1B}[48;30;100;600;1000tq".utf8))
    #expect(await nextEvent(&iterator) == .key(.character("q")))
    session.leave()
  }

  @Test(.enabled(if: PseudoTerminal.isAvailable))
  func scopedSessionRestoresAfterAThrow() throws {
    struct Failure: Error {}
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.attributes)
    let session = TerminalSession(input: pty.device, output: pty.device, options: .init())
    #expect(throws: Failure.self) {
      try session.run { _ in throw Failure() }
    }
    #expect(Platform.sameAttributes(try #require(pty.attributes), before))
    #expect(TerminalSignals.state == TerminalSignals.idle)
  }
}
