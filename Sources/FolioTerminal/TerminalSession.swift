/// A terminal taken over for a full-screen program: raw input, the alternate screen, a
/// hidden cursor and bracketed paste, all given back exactly as found.
///
/// Prefer the scoped ``withTerminal(_:_:)-(_,(TerminalSession)->Result)`` (or its `async`
/// twin), which leaves on every exit path. While a session is active, signal handlers
/// restore the terminal before `SIGINT`, `SIGTERM`, `SIGHUP` or `SIGQUIT` end the program,
/// and across `SIGTSTP` / `SIGCONT` (see ``events()`` for the ``TerminalEvent/resume`` that
/// follows). What a session turns on — the modes of its ``Options``, the kitty keyboard
/// protocol (``enableKeyboardProtocol()``) — it turns off on every way out, and on again
/// after a stop.
///
/// In raw mode Ctrl-C and Ctrl-Z arrive as keys (`.ctrl("c")`, `.ctrl("z")`), not as
/// signals: the program decides what they do, for example calling ``suspend()``.
///
/// Keys are read from standard input when it is a terminal, otherwise from `/dev/tty`,
/// so a pager can read its document from a pipe. Output goes to standard output when it
/// is a terminal, otherwise to the same terminal.
public final class TerminalSession {
  /// How a session sets the terminal up.
  public struct Options: Sendable {
    /// Keep the terminal's output processing (`OPOST`), so a stray `\n` still returns to
    /// column 0. Off by default, like `cfmakeraw`: the bytes written reach the terminal
    /// unchanged, so a frame that positions the cursor itself lands exactly.
    public var keepsOutputProcessing: Bool
    /// How long a lone ESC waits for the rest of an escape sequence before it counts as
    /// the Esc key, in milliseconds.
    public var escapeTimeoutMilliseconds: Int32
    /// How long a bracketed paste whose end never came waits for more input before it
    /// ends with what arrived, in milliseconds; the keys after it then act normally.
    public var pasteTimeoutMilliseconds: Int32
    /// Which screen the session draws on.
    public var screen: Screen
    /// Whether the terminal reports mouse buttons and the wheel (SGR 1006 encoding), as
    /// ``TerminalEvent/mouse(_:)`` events. Off by default: while on, the terminal's own
    /// selection needs Shift held.
    public var reportsMouse: Bool
    /// Whether the terminal reports when its window gains and loses the keyboard focus
    /// (DEC mode 1004), as ``TerminalEvent/focus(gained:)`` events. Off by default; while off,
    /// a focus report that comes anyway is dropped.
    public var reportsFocus: Bool
    /// Whether the terminal reports a new size in band (mode 2048), as
    /// ``TerminalEvent/resize(width:height:)`` — on time, where `SIGWINCH` comes late or not
    /// at all (over some links); both may report the same size. Off by default; while off,
    /// a notification that comes anyway is dropped.
    public var reportsInBandResize: Bool
    /// Whether ``enableKeyboardProtocol()`` asks for repeats and releases too (the kitty
    /// protocol's flag 2), which then arrive as keys of their ``KeyEvent/kind``. Off by
    /// default: every key is a press.
    public var reportsKeyReleases: Bool
    /// The kitty keyboard protocol's flags these options push: disambiguate (1), and event
    /// types (2) with ``reportsKeyReleases``.
    public var keyboardProtocolFlags: Int { reportsKeyReleases ? 3 : 1 }
    /// Whether entering turns the terminal's modes on (the screen, the hidden cursor,
    /// bracketed paste, the mouse) and leaving turns them off. Off, the session only reads
    /// keys as they are typed and writes nothing of its own: for output a screen reader
    /// follows line by line.
    public var changesModes: Bool

    /// Creates options; the defaults suit most programs.
    public init(
      keepsOutputProcessing: Bool = false, escapeTimeoutMilliseconds: Int32 = 50,
      pasteTimeoutMilliseconds: Int32 = 500, screen: Screen = .alternate,
      reportsMouse: Bool = false, reportsFocus: Bool = false,
      reportsInBandResize: Bool = false, reportsKeyReleases: Bool = false,
      changesModes: Bool = true
    ) {
      self.changesModes = changesModes
      self.keepsOutputProcessing = keepsOutputProcessing
      self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
      self.pasteTimeoutMilliseconds = pasteTimeoutMilliseconds
      self.screen = screen
      self.reportsMouse = reportsMouse
      self.reportsFocus = reportsFocus
      self.reportsInBandResize = reportsInBandResize
      self.reportsKeyReleases = reportsKeyReleases
    }
  }

  /// Where a session draws.
  public enum Screen: Hashable, Sendable {
    /// The alternate screen, which the terminal swaps back out on leaving, restoring what
    /// was there: for full-screen programs.
    case alternate
    /// The main screen, at the cursor, under the shell prompt: for a live region that
    /// leaves the scrollback alone (see `Application`'s inline presentation).
    case main
  }

  /// Written on entering: alternate screen, hide the cursor, bracketed paste on.
  public static let enterSequence: [UInt8] = Array(
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h".utf8)

  /// Written on leaving, from a signal handler too: colours reset, then
  /// ``enterSequence`` undone in reverse order: bracketed paste off, show the cursor, back
  /// to the main screen. When a signal cuts a frame short, the restore begins with
  /// ``cancelFrameSequence``.
  public static let restoreSequence: [UInt8] = Array(
    "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)

  /// What ends a frame cut short, before the restore: cancel a half-written escape
  /// sequence (CAN) and end the synchronized update the frame opened. Written only while
  /// a frame is being written: a terminal told to end an update that is not open logs it.
  public static let cancelFrameSequence: [UInt8] = Array("\u{18}\u{1B}[?2026l".utf8)

  /// Colours and attributes back to the terminal's: the start of every restore.
  static let resetSequence: [UInt8] = Array("\u{1B}[0m".utf8)

  /// What entering writes for `options`: the alternate screen (unless drawing inline),
  /// a hidden cursor, bracketed paste, and mouse reports, focus reports (1004) and in-band
  /// resizes (2048) when asked for.
  public static func enterSequence(for options: Options) -> [UInt8] {
    guard options.changesModes else { return [] }
    var sequence = options.screen == .alternate ? "\u{1B}[?1049h" : ""
    sequence += "\u{1B}[?25l\u{1B}[?2004h"
    if options.reportsMouse { sequence += "\u{1B}[?1000h\u{1B}[?1006h" }
    if options.reportsFocus { sequence += "\u{1B}[?1004h" }
    if options.reportsInBandResize { sequence += "\u{1B}[?2048h" }
    return Array(sequence.utf8)
  }

  /// What leaving writes for `options`: colours reset, then ``enterSequence(for:)`` undone
  /// in reverse order (see ``restoreSequence``).
  public static func restoreSequence(for options: Options) -> [UInt8] {
    resetSequence + restoreAfterCancel(for: options)
  }

  /// What leaving writes for `options` when modes were turned on meanwhile
  /// (`modesToReset` turns them off) and an inline region leaves `regionExit` behind (see
  /// ``ApplicationScreen/regionExit(height:)``): colours reset, the modes off, the
  /// region's exit, then the rest of the restore — as every way out writes it, a signal's
  /// too (with the kitty keyboard protocol on, its pop follows the modes).
  public static func restoreSequence(
    for options: Options, modesToReset: [UInt8], regionExit: [UInt8]
  ) -> [UInt8] {
    resetSequence + modesToReset + regionExit + restoreAfterCancel(for: options)
  }

  /// The restore without its start; an inline region's exit goes in between.
  static func restoreAfterCancel(for options: Options) -> [UInt8] {
    guard options.changesModes else { return [] }
    var sequence = options.reportsInBandResize ? "\u{1B}[?2048l" : ""
    if options.reportsFocus { sequence += "\u{1B}[?1004l" }
    if options.reportsMouse { sequence += "\u{1B}[?1006l\u{1B}[?1000l" }
    sequence += "\u{1B}[?2004l\u{1B}[?25h"
    if options.screen == .alternate { sequence += "\u{1B}[?1049l" }
    return Array(sequence.utf8)
  }

  /// Where keys are read from, and whose attributes raw mode changes.
  public let inputFileDescriptor: Int32
  /// Where frames are written.
  public let outputFileDescriptor: Int32
  /// A writer for ``outputFileDescriptor``.
  public var writer: TerminalWriter { TerminalWriter(fileDescriptor: outputFileDescriptor) }
  /// The options the session was created with.
  public let options: Options
  /// Whether the terminal is currently in raw mode for this session.
  public private(set) var isActive = false
  /// The kitty keyboard protocol's flags pushed by ``enableKeyboardProtocol()``, while it
  /// is on: 1, or 3 with ``Options/reportsKeyReleases``; nil while it is off.
  public private(set) var keyboardProtocolFlags: Int?

  /// A descriptor this session opened (`/dev/tty`) and must close.
  private let ownedDescriptor: Int32?
  /// The pipe signal handlers write to, while active.
  private var wakePipe: (read: Int32, write: Int32)?
  private var reader: InputReader?

  /// Creates a session on the given descriptors without entering raw mode.
  init(input: Int32, output: Int32, options: Options, ownedDescriptor: Int32? = nil) {
    self.inputFileDescriptor = input
    self.outputFileDescriptor = output
    self.options = options
    self.ownedDescriptor = ownedDescriptor
  }

  /// Finds the terminal to drive (standard input and output, or `/dev/tty`) without
  /// changing it yet; call ``enter()`` next.
  ///
  /// - Throws: ``TerminalError/notATerminal`` when there is no terminal at all.
  public convenience init(options: Options = Options()) throws(TerminalError) {
    let standardIn = Platform.standardInput
    let standardOut = Platform.standardOutput
    var owned: Int32?
    func controllingTerminal() throws(TerminalError) -> Int32 {
      if let owned { return owned }
      guard let fd = Platform.openControllingTerminal() else { throw .notATerminal }
      owned = fd
      return fd
    }
    let input = Platform.isTerminal(standardIn) ? standardIn : try controllingTerminal()
    let output = Platform.isTerminal(standardOut) ? standardOut : try controllingTerminal()
    self.init(input: input, output: output, options: options, ownedDescriptor: owned)
  }

  deinit {
    leave()
    if let ownedDescriptor { Platform.close(ownedDescriptor) }
  }

  /// Whether `fileDescriptor` is a terminal (`isatty`), for choosing between an
  /// interactive session and plain output, or a colour mode.
  public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    Platform.isTerminal(fileDescriptor)
  }

  /// The environment variables Folio's detection reads — colour (`NO_COLOR`, `TERM`,
  /// `COLORTERM`, …), symbols (`LANG`, `LC_ALL`, `LC_CTYPE`), size (`COLUMNS`, `LINES`), the
  /// multiplexer and the accessible mode — as they are now: for
  /// `ColorMode.detect(environment:isTTY:explicit:)` and `SymbolSet.detect(environment:)`
  /// in a tool that does not import Foundation, which adds its own start-up time to every
  /// run.
  public static var variables: [String: String] { Platform.terminalEnvironment() }

  /// Whether a session could run here: there is a terminal to read keys from and draw on
  /// (standard input or output, or `/dev/tty`), and it is not `TERM=dumb`, which cannot
  /// move its cursor. Where this is false, ``Application/run()`` draws one static frame
  /// and prompts answer with their default.
  public static var isAvailable: Bool {
    guard Platform.environmentValue("TERM") != "dumb" else { return false }
    return (try? TerminalSession()) != nil
  }

  /// The current window size.
  public var size: TerminalSize { TerminalSize.current(of: outputFileDescriptor) }

  /// Saves the terminal's attributes, installs the signal handlers, switches to raw mode
  /// and writes ``enterSequence(for:)``.
  ///
  /// - Throws: ``TerminalError/notATerminal`` if the input is not a terminal,
  ///   ``TerminalError/alreadyActive`` if another session is active.
  public func enter() throws(TerminalError) {
    guard !isActive else { return }
    guard let saved = Platform.attributes(of: inputFileDescriptor) else {
      throw .notATerminal
    }
    var raw = Platform.rawAttributes(
      from: saved, keepsOutputProcessing: options.keepsOutputProcessing)
    guard let pipe = Platform.makePipe(nonBlocking: true) else {
      throw .systemCall("pipe", errno: Platform.errno)
    }
    guard
      TerminalSignals.activate(
        terminal: inputFileDescriptor, output: outputFileDescriptor, saved: saved, raw: raw,
        wake: pipe.write, enter: Self.enterSequence(for: options),
        restore: Self.restoreAfterCancel(for: options), resets: options.changesModes)
    else {
      Platform.close(pipe.read)
      Platform.close(pipe.write)
      throw .alreadyActive
    }
    wakePipe = pipe
    isActive = true
    guard Platform.setAttributes(inputFileDescriptor, &raw) else {
      let error = Platform.errno
      leave()
      throw .systemCall("tcsetattr", errno: error)
    }
    do {
      try writer.write(Self.enterSequence(for: options))
    } catch {
      leave()
      throw error
    }
  }

  /// Sets what a region drawn on the main screen writes on the way out, between the
  /// cancelled frame and the rest of the restore: `exit` when the session leaves or a
  /// fatal signal ends the program, `suspend` when it stops (`SIGTSTP`).
  func setRegionExit(_ exit: [UInt8], suspend: [UInt8]) {
    guard isActive else { return }
    TerminalSignals.setRegionBytes(exit: exit, suspend: suspend)
  }

  /// Stops the input reader, writes ``restoreSequence(for:)``, puts the saved attributes back
  /// exactly and removes the signal handlers. Does nothing when not active.
  public func leave() {
    guard isActive else { return }
    reader?.stop()
    reader = nil
    TerminalSignals.beginLeaving()
    TerminalSignals.restoreTerminal()
    TerminalSignals.deactivate()
    keyboardProtocolFlags = nil
    if let wakePipe {
      Platform.close(wakePipe.read)
      Platform.close(wakePipe.write)
    }
    wakePipe = nil
    isActive = false
  }

  /// Starts reading input on a dedicated thread and returns the events: keys, pastes,
  /// resizes and ``TerminalEvent/resume`` after the program was stopped and continued.
  ///
  /// Call it after ``enter()``: resizes and resumes are only reported while active.
  /// Calling it again stops the previous stream. The stream finishes when the session
  /// leaves, when the input ends, or when the consumer stops iterating.
  public func events() -> AsyncStream<TerminalEvent> {
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    startReading(.events(continuation))
    return events
  }

  /// Hands the events to `batch` as they come, a batch for every read, on the reading
  /// thread, and calls `end` when the input ends: for a loop that takes them into a
  /// mailbox of its own, and handles all the input there is before it draws (a burst of
  /// keys costs one frame, and Esc in it is answered in the batch it came in). Reading goes on until ``stopReading()`` or ``leave()``.
  func deliverEventBatches(
    to batch: @escaping @Sendable ([TerminalEvent]) -> Void,
    end: @escaping @Sendable () -> Void
  ) {
    startReading(.handler(batch: batch, end: end))
  }

  /// Stops reading the input: its thread ends, and no event comes after this returns.
  func stopReading() {
    reader?.stop()
    reader = nil
  }

  private func startReading(_ delivery: InputReader.Delivery) {
    reader?.stop()
    let output = outputFileDescriptor
    let reports = InputReader.Reports(
      focus: options.reportsFocus, inBandResize: options.reportsInBandResize)
    reader = InputReader(
      input: inputFileDescriptor, wake: wakePipe?.read,
      escapeTimeoutMilliseconds: options.escapeTimeoutMilliseconds,
      pasteTimeoutMilliseconds: options.pasteTimeoutMilliseconds, reports: reports,
      keyboardProtocolFlags: keyboardProtocolFlags ?? 0,
      size: { TerminalSize.current(of: output) }, delivery: delivery)
  }

  /// The push of the kitty keyboard protocol with `flags` (`ESC[>1u`), what
  /// ``enableKeyboardProtocol()`` writes: for a driver that records what a terminal would
  /// be sent.
  public static func keyboardProtocolPush(flags: Int) -> [UInt8] {
    Array("\u{1B}[>\(flags)u".utf8)
  }

  /// The pop of the kitty keyboard protocol (`ESC[<u`): the flags before the push are back.
  public static let keyboardProtocolPop: [UInt8] = Array("\u{1B}[<u".utf8)

  /// Turns the kitty keyboard protocol on: pushes its flags (`ESC[>1u`, or `ESC[>3u` with
  /// ``Options/reportsKeyReleases``) and tells the input reader. Keys then arrive
  /// unambiguous — `ctrl+i` is not Tab, Esc arrives at once with no wait — and, with
  /// releases asked for, repeats and releases arrive as keys of their ``KeyEvent/kind``.
  ///
  /// Call it once the terminal answered the protocol's query (`ESC[?u`) with
  /// ``TerminalReport/keyboardFlags(_:)``: a terminal that does not speak the protocol
  /// may show the push. From then on every way out — ``leave()``, a throw out of `run`
  /// or ``withTerminal(_:_:)-(_,(TerminalSession)->Result)``, a terminating signal, a
  /// stop (`SIGTSTP`) — pops the flags
  /// (``keyboardProtocolPop``) before giving the screen back, and a continue pushes them
  /// again, so the shell never gets the protocol's keys. Does nothing while the session
  /// is not active, when it changes no modes (``Options/changesModes``), or when the
  /// protocol is on already.
  ///
  /// - Throws: ``TerminalError`` when the push cannot be written; the protocol then counts
  ///   as off, and the way out pops all the same.
  public func enableKeyboardProtocol() throws(TerminalError) {
    guard isActive, options.changesModes, keyboardProtocolFlags == nil else { return }
    let flags = options.keyboardProtocolFlags
    let push = Self.keyboardProtocolPush(flags: flags)
    // The way out pops before the push is written: a signal in between pops an empty
    // stack, which terminals take as "all off", never leaving the protocol on for the shell.
    TerminalSignals.setKeyboardProtocolBytes(push: push, pop: Self.keyboardProtocolPop)
    do {
      try writer.write(push)
    } catch {
      // Part of the push may have gone out: the way out still pops.
      TerminalSignals.setKeyboardProtocolBytes(push: [], pop: Self.keyboardProtocolPop)
      throw error
    }
    keyboardProtocolFlags = flags
    reader?.keyboardProtocolFlags.value = flags
  }

  /// Turns the kitty keyboard protocol off again (``keyboardProtocolPop``), if
  /// ``enableKeyboardProtocol()`` turned it on; leaving does it anyway.
  ///
  /// - Throws: ``TerminalError`` when the pop cannot be written; the way out still pops.
  public func disableKeyboardProtocol() throws(TerminalError) {
    guard isActive, keyboardProtocolFlags != nil else { return }
    try writer.write(Self.keyboardProtocolPop)
    TerminalSignals.setKeyboardProtocolBytes(push: [], pop: [])
    keyboardProtocolFlags = nil
    reader?.keyboardProtocolFlags.value = 0
  }

  /// Sets what turns off, on the way out, the modes turned on since entering (a signal's
  /// way out too).
  func setModesToReset(_ bytes: [UInt8]) {
    guard isActive else { return }
    TerminalSignals.setModeBytes(bytes)
  }

  /// Writes `frame`, marked as a frame while it is written: a signal that ends the program
  /// meanwhile cancels what it cut short (see ``cancelFrameSequence``).
  func writeFrame(_ frame: [UInt8]) throws(TerminalError) {
    guard isActive else { return try writer.write(frame) }
    TerminalSignals.setFrameOpen(true)
    defer { TerminalSignals.setFrameOpen(false) }
    try writer.write(frame)
  }

  /// Whether the input reader takes a cursor position report or an OSC answer as a
  /// ``TerminalEvent/report(_:)`` rather than keys: turn it on after writing a query, and
  /// off once its answers are in (a cursor report, `ESC[12;5R`, is also Ctrl-F3).
  public func awaitReplies(_ awaits: Bool) {
    reader?.awaitsReplies.isSet = awaits
  }

  /// Suspends the program as Ctrl-Z would in a shell: sends `SIGTSTP` to the process
  /// group (so a pipeline feeding a pager stops too), whose handler restores the terminal
  /// and stops. Once continued, ``events()`` reports ``TerminalEvent/resume``.
  ///
  /// Without job control — the program is a tmux pane's command, run by `sh -c` there, or
  /// its shell is gone — no shell could continue it, and the kernel would discard the stop
  /// after the terminal was restored, leaving the program running in cooked mode. Then
  /// nothing is sent, the terminal stays as it is, and the result is `false`: tell the
  /// user (``Application`` shows a notice).
  ///
  /// - Returns: Whether the stop was sent.
  @discardableResult
  public func suspend() -> Bool {
    guard isActive, Platform.hasJobControl() else { return false }
    Platform.sendSignal(Platform.stopSignal, to: 0)
    return true
  }
}

extension TerminalSession {
  /// Enters, runs `body`, and leaves however `body` ends.
  public func run<Result>(_ body: (TerminalSession) throws -> Result) throws -> Result {
    try enter()
    defer { leave() }
    return try body(self)
  }

  /// Enters, runs the asynchronous `body`, and leaves however `body` ends.
  ///
  /// Main-actor isolated, like the event loop that drives a session: the session is not
  /// `Sendable`, so it stays on the actor that owns it.
  @MainActor
  public func run<Result>(
    _ body: @MainActor (TerminalSession) async throws -> Result
  ) async throws -> Result {
    try enter()
    defer { leave() }
    return try await body(self)
  }
}

/// Runs `body` with the terminal in raw mode on the alternate screen, and restores it
/// however `body` ends: by returning, by throwing, or by a terminating signal.
///
///     try withTerminal { terminal in
///       try terminal.writer.write("Hello")
///     }
///
/// - Throws: ``TerminalError`` if there is no terminal, or what `body` throws.
public func withTerminal<Result>(
  _ options: TerminalSession.Options = TerminalSession.Options(),
  _ body: (TerminalSession) throws -> Result
) throws -> Result {
  try TerminalSession(options: options).run(body)
}

/// Runs the asynchronous `body` with the terminal in raw mode on the alternate screen,
/// and restores it however `body` ends.
///
///     try await withTerminal { terminal in
///       for await event in terminal.events() {
///         if event == .key(.ctrl("c")) { break }
///       }
///     }
@MainActor
public func withTerminal<Result>(
  _ options: TerminalSession.Options = TerminalSession.Options(),
  _ body: @MainActor (TerminalSession) async throws -> Result
) async throws -> Result {
  try await TerminalSession(options: options).run(body)
}
