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
