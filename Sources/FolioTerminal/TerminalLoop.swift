import Folio
import Observation

/// One run of a program on a terminal session: the terminal's side of the program core.
///
/// It reads events, hands them to the program, draws frames (only the cells that changed,
/// never more than `Application.maximumFramesPerSecond` a second), asks the terminal what
/// it supports after the first frame, and keeps an inline region's position. What it
/// keeps between events is one value, ``Status``.
@MainActor
final class TerminalLoop {
  /// What wakes the loop.
  enum Event: LoopEvent {
    /// The events of one read of the input, handled together before a frame is drawn.
    case terminal([TerminalEvent])
    case tick
    case redraw
    /// Something frame `frame` read changed: stale once a later frame has drawn.
    case changed(afterFrame: Int)
    case inputEnded
    /// The time for the answers of round `round` is over.
    case repliesTimedOut(round: Int)
  }

  /// What the loop keeps between events.
  struct Status {
    var encoder: FrameEncoder
    var conversation: TerminalConversation
    var environment: EnvironmentValues
    /// The window's size.
    var size: TerminalSize
    /// Inline: the screen row of the region's top, once a cursor report said where.
    var regionTop: Int?
    /// Inline: the height of the last frame, for the region's exit.
    var regionHeight = -1
    var lastFrame = ContinuousClock.now - .seconds(1)
    var redrawScheduled = false
    /// How many frames have been drawn: the number of the last.
    var framesDrawn = 0
    /// The end of the wait for the terminal's answers, while a round of questions is open.
    var repliesTimeout: Timeout?
  }

  let program: any ProgramCore
  let session: TerminalSession
  /// The environment variables the program sees (a multiplexer's among them).
  let variables: [String: String]
  /// The least time between two frames (see ``TerminalDriver/frameInterval``).
  let frameInterval: Duration
  let tracker = WorkTracker(clock: ContinuousClock())
  /// What wakes the loop, sent from the input, the program and the timers, and the
  /// program's clock (a tick and a paced redraw are handled where their timer wakes the main
  /// thread).
  private let events: EventLoop<Event>
  private var status: Status
  private var isInline: Bool { program.screen != .fullScreen }

  init(program: any ProgramCore, session: TerminalSession, driver: TerminalDriver) {
    self.program = program
    self.session = session
    variables = driver.variables
    frameInterval = driver.frameInterval
    events = EventLoop(tickInterval: program.tickInterval)
    let inline = program.screen != .fullScreen
    var environment = driver.environment
    let conversation = TerminalConversation(inline: inline, variables: driver.variables)
    // Frames report the clusters to measure, which are asked after each frame.
    environment.widthProfile = conversation.widthProfile
    var encoder = FrameEncoder(
      addressing: inline ? .cursor : .screen, colorMode: environment.colorMode)
    encoder.showsFocus =
      program.showsFocusCursor || AccessibleDriver.isOn(driver.variables["FOLIO_FOCUS_CURSOR"])
    status = Status(
      encoder: encoder,
      conversation: conversation,
      environment: environment, size: session.size)
  }

  /// Runs until the program quits or the input ends.
  func run() async throws {
    let events = events
    events.read(session)
    program.wake = { events.send(.redraw) }
    defer {
      events.close()
      program.wake = nil
      status.repliesTimeout?.cancel()
      session.stopReading()
    }
    let size = status.size
    let environment = status.environment
    let first = inProgram { program.start(size: size, environment: environment) }
    if first == .quit { return try finish() }
    try draw()
    try apply(status.conversation.ask(capabilities: true))
    // Each event handled as it comes, until one ends the program (or the input ends).
    try await events.run { [unowned self] in
      program.wantsTicks
    } handle: { [unowned self] in
      try handle($0)
    }
  }

  /// Runs `body` — a step of the program — with its work tracked.
  private func inProgram<Result>(_ body: () -> Result) -> Result {
    WorkTracker.$current.withValue(tracker, operation: body)
  }

  /// Handles one event; true when the program has ended.
  private func handle(_ event: Event) throws -> Bool {
    switch event {
    case .terminal(let batch):
      // Every event of the read first, then one frame: a burst of keys costs one frame,
      // and an Esc in it ends the program in the batch it came in.
      var draws = false
      for terminalEvent in batch {
        if case .report(let report) = terminalEvent {
          try apply(status.conversation.receive(report))
          continue
        }
        switch try handle(terminalEvent) {
        case .draw: draws = true
        case .wait: break
        case .suspended: return false  // The rest comes after the resume, drawn whole.
        case .end: return true
        }
      }
      guard draws else { return false }
    case .repliesTimedOut(let round):
      try apply(status.conversation.timeOut(round: round))
      return false
    case .tick:
      guard inProgram({ program.tick() }) else { return false }
    case .redraw:
      status.redrawScheduled = false
      if program.hasEnded {
        try finish()
        return true
      }
    case .changed(let frame):
      if program.hasEnded {
        try finish()
        return true
      }
      // A change made by the handler of a key is drawn by the key's own frame: a frame
      // drawn since the one that saw it changed has drawn it, and no other comes for it.
      guard frame == status.framesDrawn else { return false }
    case .inputEnded:
      return true
    }
    try drawWhenDue()
    return false
  }

  /// What the loop does after an event: draw, draw nothing now, stop (suspended: nothing
  /// may be written until the resume), end.
  private enum Next { case draw, wait, suspended, end }

  /// Handles a key, paste, mouse report, resize or resume.
  private func handle(_ event: TerminalEvent) throws -> Next {
    switch event {
    case .resize(let width, let height):
      status.size = TerminalSize(width: width, height: height)
      status.encoder.invalidate()
      _ = inProgram { program.handle(event) }
      if isInline {
        try relocateRegion()
        return .wait
      }
      return .draw
    case .resume:
      status.encoder.invalidate()
      try write(status.conversation.resumeBytes)
      _ = inProgram { program.handle(event) }
      // Inline, the region was cleared for the shell and is drawn again at the cursor.
      if isInline {
        try relocateRegion()
        return .wait
      }
      return .draw
    case .mouse(var mouse):
      // Inline, rows count from the region's top, where a cursor report put it; until one
      // came, nothing is hit.
      if isInline { mouse.y = status.regionTop.map { mouse.y - $0 } ?? -1 }
      return try step(inProgram { program.handle(.mouse(mouse)) })
    default:
      return try step(inProgram { program.handle(event) })
    }
  }

  /// Acts on what the program said after an event.
  private func step(_ step: ApplicationStep) throws -> Next {
    switch step {
    case .continue: return .draw
    case .quit:
      try finish()
      return .end
    case .suspend:
      // Suspended as a shell would: nothing is drawn now, and the resume that follows
      // repaints everything.
      if session.suspend() { return .suspended }
      program.suspendFailed()
      return .draw
    }
  }

  /// Draws now, or once the frame interval since the last frame is over.
  private func drawWhenDue() throws {
    let since = ContinuousClock.now - status.lastFrame
    guard since < frameInterval else { return try draw() }
    guard !status.redrawScheduled else { return }
    status.redrawScheduled = true
    MainLoop.call(after: frameInterval - since) { [weak self] in self?.events.receive(.redraw) }
  }

  /// Draws the program's frame: the changed cells, after any lines printed above an
  /// inline region.
  private func draw(measuring: Bool = true) throws {
    let events = events
    let serial = status.framesDrawn + 1
    let addressing = status.encoder.addressing
    // Drawn over the last frame, which is on screen: only the rows it writes are compared.
    let update = inProgram {
      withObservationTracking {
        program.frameUpdate(addressing: addressing)
      } onChange: {
        events.send(.changed(afterFrame: serial))
      }
    }
    let frame = update.frame
    status.framesDrawn = serial
    let printed = isInline ? program.takePrinted() : []
    let bytes = status.encoder.encode(update, printed: printed, focus: frame.report.focus)
    if !bytes.isEmpty { try session.writeFrame(bytes) }
    for copy in program.takeClipboardWrites() {
      if let sequence = copy.sequence(variables: variables) { try write(sequence) }
    }
    if let top = status.regionTop {
      // Printed lines push the region down; past the bottom, the screen scrolls it up.
      status.regionTop = max(
        0, min(top + printed.count, status.size.height - frame.canvas.height))
    }
    status.lastFrame = .now
    if isInline, frame.canvas.height != status.regionHeight {
      status.regionHeight = frame.canvas.height
      session.setRegionExit(
        program.screen.regionExit(height: frame.canvas.height),
        suspend: FrameEncoder.clearRegion)
    }
    inProgram { program.show(frame) }
    // Clusters not measured yet are asked after the frame — not after the last one, which
    // a probe would write over on the way out.
    if measuring { try apply(status.conversation.measure(frame.report.unmeasuredClusters)) }
  }

  /// The frame an inline region that stays in the scrollback ends with: the final state's.
  private func finish() throws {
    guard case .inline(_, .keep) = program.screen else { return }
    try draw(measuring: false)
  }

  /// Inline, after a resize or a resume: draws the region again and asks where it is now.
  private func relocateRegion() throws {
    status.regionTop = nil
    try draw()
    try apply(status.conversation.relocate())
  }

  /// Does what a step of the conversation with the terminal asks.
  private func apply(_ outcome: TerminalConversation.Outcome) throws {
    if let awaits = outcome.awaitsReplies {
      session.awaitReplies(awaits)
      // Answered: the wait ends now, and nothing wakes the program when it would have.
      if !awaits { status.repliesTimeout?.cancel() }
    }
    if let synchronizes = outcome.synchronizes { status.encoder.synchronizes = synchronizes }
    if let light = outcome.lightBackground {
      status.environment.theme = light ? .light : .standard
      program.setEnvironment(status.environment)
    }
    if let mode = outcome.colorMode(replacing: status.environment.colorMode) {
      status.environment.colorMode = mode
      status.encoder.colorMode = mode
      status.encoder.invalidate()
      program.setEnvironment(status.environment)
    }
    if outcome.speaksKeyboardProtocol == true { try session.enableKeyboardProtocol() }
    if let top = outcome.regionTop { status.regionTop = top }
    if let bytes = outcome.modesToReset { session.setModesToReset(bytes) }
    if let profile = outcome.widthProfile {
      // Measured as the terminal measures.
      status.environment.widthProfile = profile
      program.setEnvironment(status.environment)
    }
    // The probes wrote over the first row: everything is drawn again.
    if outcome.repaints { status.encoder.invalidate() }
    try write(outcome.bytes)
    if let round = outcome.startedRound {
      let events = events
      status.repliesTimeout?.cancel()
      status.repliesTimeout = Timeout(after: TerminalConversation.timeout) {
        events.send(.repliesTimedOut(round: round))
      }
    }
    if outcome.lightBackground != nil || outcome.widthProfile != nil || outcome.repaints
      || outcome.showsDirectColor != nil
    {
      try drawWhenDue()
    }
  }

  private func write(_ bytes: [UInt8]) throws {
    guard !bytes.isEmpty else { return }
    try session.writer.write(bytes)
  }
}
