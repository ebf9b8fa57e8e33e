import Folio
import Observation

/// One run of a program for a screen reader: keys as they are typed, and after each change
/// the lines of what changed (see ``AccessibleDriver``). Nothing is drawn: each frame is
/// read, announced and shown to the program (so lists ask for their pages as they would).
@MainActor
final class AccessibleLoop {
  enum Event: LoopEvent {
    case terminal([TerminalEvent])
    case tick
    case changed
    case inputEnded
  }

  let program: any ProgramCore
  let session: TerminalSession
  let driver: AccessibleDriver
  let tracker = WorkTracker(clock: ContinuousClock())
  /// What wakes the loop, sent from the input and the program, and the program's clock (a
  /// tick is handled where its timer wakes the main thread).
  private let events: EventLoop<Event>
  private var announcer: Announcer
  private var environment: EnvironmentValues
  /// When something was last said, or work began: the heartbeat counts from here.
  private var lastSaid = ContinuousClock.now

  init(program: any ProgramCore, session: TerminalSession, driver: AccessibleDriver) {
    self.program = program
    self.session = session
    self.driver = driver
    environment = driver.environment
    announcer = Announcer(labels: environment.accessibilityLabels, rowsRead: driver.rowsRead)
    events = EventLoop(tickInterval: max(program.tickInterval, .milliseconds(100)))
  }

  func run() async throws {
    let events = events
    events.read(session)
    program.wake = { events.send(.changed) }
    defer {
      events.close()
      program.wake = nil
      session.stopReading()
    }
    let size = session.size
    let environment = environment
    let first = inProgram { program.start(size: size, environment: environment) }
    try announce()
    if first == .quit { return }
    // Each event handled as it comes, until one ends the program (or the input ends).
    try await events.run { [unowned self] in
      program.wantsTicks
    } handle: { [unowned self] in
      try handle($0)
    }
  }

  private func inProgram<Result>(_ body: () -> Result) -> Result {
    WorkTracker.$current.withValue(tracker, operation: body)
  }

  /// Handles one event; true when the program has ended.
  private func handle(_ event: Event) throws -> Bool {
    switch event {
    case .terminal(let batch):
      for terminalEvent in batch {
        switch terminalEvent {
        case .report: continue  // Nothing was asked.
        case .resize, .resume:
          _ = inProgram { program.handle(terminalEvent) }
        default:
          switch inProgram({ program.handle(terminalEvent) }) {
          case .continue: break
          case .quit:
            try announce()
            return true
          case .suspend:
            if !session.suspend() { program.suspendFailed() }
          }
        }
      }
    case .tick:
      // A tick may change what the program shows (its onTick): what changed is said; a
      // spinner turning changes nothing that is read, but a long wait is told it goes on.
      let due = inProgram { program.tick() }
      if program.isAnimating, ContinuousClock.now - lastSaid >= driver.heartbeat {
        try driver.say([environment.accessibilityLabels.stillWorking])
        lastSaid = .now
      }
      guard due else { return false }
    case .changed:
      if program.hasEnded {
        try announce()
        return true
      }
    case .inputEnded:
      return true
    }
    try announce()
    return false
  }

  /// Reads the program's frame and says what changed since the last one.
  private func announce() throws {
    let events = events
    let frame = inProgram {
      withObservationTracking {
        program.frame()
      } onChange: {
        events.send(.changed)
      }
    }
    let printed = program.takePrinted().map { String(decoding: $0, as: UTF8.self) }
    // Nothing but text is written here: a copy would be an escape sequence.
    _ = program.takeClipboardWrites()
    let lines = printed + announcer.lines(for: frame.report.accessibilityElements)
    if !lines.isEmpty {
      try driver.say(lines)
      lastSaid = .now
    } else if !program.isAnimating {
      lastSaid = .now
    }
    inProgram { program.show(frame) }
  }
}
