import Folio
import Observation

/// One run of a program for a screen reader: keys as they are typed, and after each change
/// the lines of what changed (see ``AccessibleDriver``). Nothing is drawn: each frame is
/// read, announced and shown to the program (so lists ask for their pages as they would).
@MainActor
final class AccessibleLoop {
  enum Event: Sendable {
    case terminal([TerminalEvent])
    case changed
    case inputEnded
    /// A tick handled at once ended the run (see ``EndedAtOnce``).
    case endedAtOnce
  }

  let program: any ProgramCore
  let session: TerminalSession
  let driver: AccessibleDriver
  let tracker = WorkTracker(clock: ContinuousClock())
  private let events: AsyncStream<Event>
  private let continuation: AsyncStream<Event>.Continuation
  private var announcer: Announcer
  private var environment: EnvironmentValues
  /// When something was last said, or work began: the heartbeat counts from here.
  private var lastSaid = ContinuousClock.now
  /// Whether a tick handled at once ended the run.
  private var endedAtOnce = EndedAtOnce()
  /// The program's clock, while the loop runs.
  private var ticker: Ticker?

  init(program: any ProgramCore, session: TerminalSession, driver: AccessibleDriver) {
    self.program = program
    self.session = session
    self.driver = driver
    environment = driver.environment
    announcer = Announcer(labels: environment.accessibilityLabels, rowsRead: driver.rowsRead)
    (events, continuation) = AsyncStream<Event>.makeStream()
  }

  func run() async throws {
    let input = session.eventBatches()
    let continuation = continuation
    let forward = Task {
      for await batch in input { continuation.yield(.terminal(batch)) }
      continuation.yield(.inputEnded)
    }
    let interval = max(program.tickInterval, .milliseconds(100))
    // A tick is handled where its timer wakes the main thread, as the terminal's loop does.
    let ticker = Ticker(interval: interval) { [weak self] in self?.tick() }
    self.ticker = ticker
    program.wake = { continuation.yield(.changed) }
    defer {
      endedAtOnce.close()
      program.wake = nil
      forward.cancel()
      ticker.run(false)
      continuation.finish()
    }
    let size = session.size
    let environment = environment
    let first = inProgram { program.start(size: size, environment: environment) }
    try announce()
    if first == .quit { return }
    ticker.run(program.wantsTicks)
    for await event in events {
      if try handle(event) { return }
      ticker.run(program.wantsTicks)
    }
  }

  private func inProgram<Result>(_ body: () -> Result) -> Result {
    WorkTracker.$current.withValue(tracker, operation: body)
  }

  /// Handles one event; true when the program has ended.
  private func handle(_ event: Event) throws -> Bool {
    if try endedAtOnce.hasEnded() { return true }
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
    case .endedAtOnce:
      return true
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

  /// A tick of the program's clock, handled where its timer woke the main thread while the
  /// loop waits. A tick may change what the program shows (its onTick): what changed is
  /// said; a spinner turning changes nothing that is read, but a long wait is told it goes on.
  private func tick() {
    guard endedAtOnce.isRunning else { return }
    let outcome = EndedAtOnce.outcome {
      let due = inProgram { program.tick() }
      if program.isAnimating, ContinuousClock.now - lastSaid >= driver.heartbeat {
        try driver.say([environment.accessibilityLabels.stillWorking])
        lastSaid = .now
      }
      if due { try announce() }
      return false
    }
    if endedAtOnce.end(outcome) {
      ticker?.run(false)
      continuation.yield(.endedAtOnce)
    } else {
      ticker?.run(program.wantsTicks)
    }
  }

  /// Reads the program's frame and says what changed since the last one.
  private func announce() throws {
    let continuation = continuation
    let frame = inProgram {
      withObservationTracking {
        program.frame()
      } onChange: {
        continuation.yield(.changed)
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
