import Folio
import Observation

/// One run of a program for a screen reader: keys as they are typed, and after each change
/// the lines of what changed (see ``AccessibleDriver``). Nothing is drawn: each frame is
/// read, announced and shown to the program (so lists ask for their pages as they would).
@MainActor
final class AccessibleLoop {
  enum Event: Sendable {
    case terminal([TerminalEvent])
    case tick
    case changed
    case inputEnded
  }

  let program: any ProgramCore
  let session: TerminalSession
  let driver: AccessibleDriver
  let tracker = WorkTracker(clock: ContinuousClock())
  /// What wakes the loop, sent from the input and the program (a tick is handled where its
  /// timer wakes the main thread: ``receive(_:)``).
  private let events = EventMailbox<Event>()
  private var announcer: Announcer
  private var environment: EnvironmentValues
  /// When something was last said, or work began: the heartbeat counts from here.
  private var lastSaid = ContinuousClock.now
  /// Whether an event ended the run, and how.
  private var ending = RunEnding()
  /// The program's clock, while the loop runs.
  private var ticker: Ticker?

  init(program: any ProgramCore, session: TerminalSession, driver: AccessibleDriver) {
    self.program = program
    self.session = session
    self.driver = driver
    environment = driver.environment
    announcer = Announcer(labels: environment.accessibilityLabels, rowsRead: driver.rowsRead)
  }

  func run() async throws {
    let events = events
    // The reader thread hands each read to the mailbox itself, as the terminal's loop's does.
    session.deliverEventBatches {
      events.yield(.terminal($0))
    } end: {
      events.yield(.inputEnded)
    }
    let interval = max(program.tickInterval, .milliseconds(100))
    // A tick is handled where its timer wakes the main thread, as the terminal's loop does.
    let ticker = Ticker(interval: interval) { [weak self] in self?.receive(.tick) }
    self.ticker = ticker
    program.wake = { events.yield(.changed) }
    defer {
      ending.close()
      program.wake = nil
      session.stopReading()
      ticker.run(false)
      events.finish()
    }
    let size = session.size
    let environment = environment
    let first = inProgram { program.start(size: size, environment: environment) }
    try announce()
    if first == .quit { return }
    ticker.run(program.wantsTicks)
    // Each event handled as it comes, until one ends the program (or the input ends).
    await events.deliver { [weak self] event in self?.receive(event) }
    try ending.rethrow()
  }

  /// Handles `event` where it woke the main thread — from the mailbox, or a tick where its
  /// timer did — while the loop waits. When it ends the program, or fails, the loop ends so,
  /// at once; after that nothing is handled.
  private func receive(_ event: Event) {
    guard ending.isRunning else { return }
    let ended = ending.end(RunEnding.outcome { try handle(event) })
    // Ticks only while the program wants them: idle, nothing wakes the loop.
    ticker?.run(!ended && program.wantsTicks)
    if ended { events.finish() }
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
        events.yield(.changed)
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
