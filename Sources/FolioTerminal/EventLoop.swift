/// The events of one of the terminal's loops: among them, what the input, its end and the
/// program's clock send.
protocol LoopEvent: Sendable {
  /// The events of one read of the input, handled together before a frame is drawn.
  static func terminal(_ events: [TerminalEvent]) -> Self
  static var inputEnded: Self { get }
  static var tick: Self { get }
}

/// What each of the terminal's loops runs its events with: their mailbox, the program's
/// clock, and the one step taken for every event — handled where it woke the main thread
/// (from the mailbox; a tick where its timer did), the clock run while the program wants
/// ticks, and the run ended at once by an event that ends the program or fails.
@MainActor
final class EventLoop<Event: LoopEvent> {
  /// Where events are sent, from any thread.
  nonisolated let mailbox = EventMailbox<Event>()
  private var ticker: Ticker?
  /// How the run ended, once it did: from then on nothing is handled.
  private var outcome: Result<Void, any Error>?
  /// While the run lasts: the loop's handling of an event (true when the program ended),
  /// and whether the program wants ticks.
  private var handle: ((Event) throws -> Bool)?
  private var wantsTicks: (() -> Bool)?

  /// A loop whose program's clock ticks every `tickInterval` while it wants ticks.
  init(tickInterval: Duration) {
    // A tick is handled where the ticker wakes, on the main actor: a spinner's tick wakes
    // the main thread only.
    ticker = Ticker(interval: tickInterval) { [weak self] in self?.receive(.tick) }
  }

  /// Whether the program's clock ticks now.
  var isTicking: Bool { ticker?.isRunning == true }

  /// Sends `event`, from any thread.
  nonisolated func send(_ event: Event) { mailbox.yield(event) }

  /// Has the reader thread of `session` send each read, and the input's end, itself: no task
  /// in between.
  func read(_ session: TerminalSession) {
    let mailbox = mailbox
    session.deliverEventBatches {
      mailbox.yield(.terminal($0))
    } end: {
      mailbox.yield(.inputEnded)
    }
  }

  /// Hands every event to `handle` as it comes, ticking while `wantsTicks()`, until one ends
  /// the program (or the mailbox is finished); throws the failure that ended it.
  func run(wantsTicks: @escaping () -> Bool, handle: @escaping (Event) throws -> Bool)
    async throws
  {
    (self.wantsTicks, self.handle) = (wantsTicks, handle)
    defer { close() }
    ticker?.run(wantsTicks())
    await mailbox.deliver { [weak self] event in self?.receive(event) }
    if case .failure(let error)? = outcome { throw error }
  }

  /// Handles `event` where it woke the main thread, while the run waits for its next one.
  func receive(_ event: Event) {
    guard outcome == nil, let handle, let wantsTicks else { return }
    do {
      if try handle(event) { outcome = .success(()) }
    } catch {
      outcome = .failure(error)
    }
    // Ticks only while the program wants them: idle, nothing wakes the loop.
    ticker?.run(outcome == nil && wantsTicks())
    if outcome != nil { mailbox.finish() }
  }

  /// Ends the run, or a loop that never ran: no tick, no event handled from now on.
  func close() {
    if outcome == nil { outcome = .success(()) }
    ticker?.run(false)
    mailbox.finish()
    (handle, wantsTicks) = (nil, nil)
  }
}
