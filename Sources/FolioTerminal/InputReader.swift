import Folio

/// Reads a terminal's input on a dedicated thread and delivers it as events.
///
/// The thread blocks in `poll` on three descriptors: the input, the wake pipe that signal
/// handlers write to (resize, continue), and a stop pipe. It never occupies a thread of
/// Swift's concurrency pool. A lone ESC, and a paste whose end never comes, are resolved
/// by `poll`'s timeout.
///
/// With a wake pipe, the thread also unblocks the session's signals for itself: it is
/// always idle in `poll`, so a process-directed signal (a resize from the kernel, a
/// `kill` from the shell) is handled even if every other thread blocks it.
final class InputReader {
  /// How the events read reach their consumer: one at a time, or as they came, a batch a
  /// read — what a loop wants that handles all the input there is before it draws.
  enum Delivery: Sendable {
    case events(AsyncStream<TerminalEvent>.Continuation)
    /// Each read's events handed to `batch` on the reader thread, and `end` called when the
    /// input ends: for a consumer that takes them from any thread without a task in
    /// between (the terminal's loops, through their mailbox). It reads until stopped.
    case handler(batch: @Sendable ([TerminalEvent]) -> Void, end: @Sendable () -> Void)

    func yield(_ events: [TerminalEvent]) {
      guard !events.isEmpty else { return }
      switch self {
      case .events(let continuation): for event in events { continuation.yield(event) }
      case .handler(let batch, _): batch(events)
      }
    }

    func finish() {
      switch self {
      case .events(let continuation): continuation.finish()
      case .handler(_, let end): end()
      }
    }

    /// Runs `stop` when the consumer stops listening.
    func onTermination(_ stop: @escaping @Sendable () -> Void) {
      switch self {
      case .events(let continuation): continuation.onTermination = { _ in stop() }
      case .handler: break
      }
    }
  }
  /// Whether answers to queries are awaited (see `KeyDecoder.acceptsReplies`); shared with
  /// the reader thread.
  let awaitsReplies = Flag()
  /// The kitty keyboard protocol's flags in use (see `KeyDecoder.keyboardProtocolFlags`);
  /// shared with the reader thread.
  let keyboardProtocolFlags = Number()

  /// A Boolean shared between threads.
  final class Flag: Sendable {
    private let lock = Lock()
    nonisolated(unsafe) private var value = false
    var isSet: Bool {
      get { lock.withLock { value } }
      set { lock.withLock { value = newValue } }
    }
  }

  /// An integer shared between threads.
  final class Number: Sendable {
    private let lock = Lock()
    nonisolated(unsafe) private var stored = 0
    var value: Int {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }

  /// What the decoder takes besides keys and pastes, fixed for a reader's life.
  struct Reports: Sendable {
    /// Focus reports (mode 1004).
    var focus = false
    /// In-band resize notifications (mode 2048).
    var inBandResize = false
  }
  private var thread: Platform.ThreadHandle?
  private let stopPipe: (read: Int32, write: Int32)?

  /// Starts reading `input`. `wake` is the read end of the signal wake pipe, if any;
  /// `size` reports the current window size after a resize or continue; `reports` says
  /// which of the terminal's reports to decode, `keyboardProtocolFlags` which of the kitty
  /// keyboard protocol's flags are on from the first read.
  init(
    input: Int32, wake: Int32?, escapeTimeoutMilliseconds: Int32,
    pasteTimeoutMilliseconds: Int32 = 500, reports: Reports = Reports(),
    keyboardProtocolFlags flags: Int = 0, size: @escaping @Sendable () -> TerminalSize,
    delivery: Delivery
  ) {
    keyboardProtocolFlags.value = flags
    stopPipe = Platform.makePipe(nonBlocking: false)
    guard let stopPipe else {
      delivery.finish()
      return
    }
    delivery.onTermination {
      // The consumer stopped listening (or the loop ended): wake the thread so it exits.
      var byte: UInt8 = 0
      _ = Platform.write(stopPipe.write, &byte, 1)
    }
    let loop = Loop(
      input: input, wake: wake, stop: stopPipe.read, awaitsReplies: awaitsReplies,
      keyboardProtocolFlags: keyboardProtocolFlags, reports: reports,
      escapeTimeout: escapeTimeoutMilliseconds, pasteTimeout: pasteTimeoutMilliseconds,
      size: size, delivery: delivery)
    thread = Platform.startThread { loop.run() }
    if thread == nil { delivery.finish() }
  }

  /// Starts reading `input`, delivering the events one at a time (see the other init).
  convenience init(
    input: Int32, wake: Int32?, escapeTimeoutMilliseconds: Int32,
    pasteTimeoutMilliseconds: Int32 = 500, size: @escaping @Sendable () -> TerminalSize
  ) {
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    self.init(
      input: input, wake: wake, escapeTimeoutMilliseconds: escapeTimeoutMilliseconds,
      pasteTimeoutMilliseconds: pasteTimeoutMilliseconds, size: size,
      delivery: .events(continuation))
    self.events = events
  }

  /// The events read, in order, when they are delivered one at a time.
  private(set) var events = AsyncStream<TerminalEvent> { $0.finish() }

  deinit { stop() }

  /// Stops the thread and waits for it; the stream finishes. Safe to call twice.
  func stop() {
    guard let stopPipe else { return }
    if let thread {
      var byte: UInt8 = 0
      _ = Platform.write(stopPipe.write, &byte, 1)
      Platform.join(thread)
      self.thread = nil
      Platform.close(stopPipe.read)
      Platform.close(stopPipe.write)
    }
  }

  /// The reading loop; runs on the reader thread only.
  private struct Loop: Sendable {
    let input: Int32
    let wake: Int32?
    let stop: Int32
    let awaitsReplies: Flag
    let keyboardProtocolFlags: Number
    let reports: Reports
    let escapeTimeout: Int32
    let pasteTimeout: Int32
    let size: @Sendable () -> TerminalSize
    let delivery: Delivery

    func run() {
      defer { delivery.finish() }
      if wake != nil { Platform.unblockSignals(TerminalSignals.handledSignals) }
      var decoder = KeyDecoder()
      decoder.reportsFocus = reports.focus
      decoder.reportsInBandResize = reports.inBandResize
      var buffer = [UInt8](repeating: 0, count: 4096)
      var descriptors = [input, stop]
      if let wake { descriptors.append(wake) }

      while true {
        // A paste whose end never comes ends once the input goes quiet.
        let timeout =
          decoder.isInPaste ? pasteTimeout : decoder.isAwaitingMoreInput ? escapeTimeout : -1
        guard let ready = Platform.waitForInput(descriptors, timeout: timeout) else {
          if Platform.errno == Platform.interrupted { continue }
          return
        }
        if ready.isEmpty {
          yield(decoder.flushPending())
          continue
        }
        if ready[1].readable || ready[1].closed { return }
        if ready.count > 2 {
          if ready[2].closed { return }
          if ready[2].readable { handleWake() }
        }
        if ready[0].readable {
          let count = buffer.withUnsafeMutableBytes { raw in
            Platform.read(input, raw.baseAddress!, raw.count)
          }
          if count > 0 {
            decoder.acceptsReplies = awaitsReplies.isSet
            decoder.keyboardProtocolFlags = keyboardProtocolFlags.value
            yield(decoder.decode(buffer[..<count]))
          } else if count == 0 || !isTransient(Platform.errno) {
            yield(decoder.flushPending())
            return
          }
        } else if ready[0].closed {
          yield(decoder.flushPending())
          return
        }
      }
    }

    private func isTransient(_ error: Int32) -> Bool {
      error == Platform.interrupted || error == Platform.wouldBlock
    }

    /// Drains the wake pipe and reports what the signal handlers saw, coalesced.
    private func handleWake() {
      guard let wake else { return }
      var resized = false
      var resumed = false
      var bytes = [UInt8](repeating: 0, count: 64)
      while true {
        let count = bytes.withUnsafeMutableBytes { raw in
          Platform.read(wake, raw.baseAddress!, raw.count)
        }
        guard count > 0 else { break }
        for byte in bytes[..<count] {
          if byte == TerminalSignals.resizeByte { resized = true }
          if byte == TerminalSignals.resumeByte { resumed = true }
        }
      }
      guard resized || resumed else { return }
      // Always report the size, even if it looks unchanged: the consumer may have read it
      // before this thread started. It may also have changed while the program was stopped.
      let current = size()
      var events: [TerminalEvent] = [.resize(width: current.width, height: current.height)]
      if resumed { events.append(.resume) }
      delivery.yield(events)
    }

    private func yield(_ events: [TerminalEvent]) {
      delivery.yield(events)
    }
  }
}
