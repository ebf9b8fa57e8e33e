/// The signal handlers that keep the terminal usable whatever ends or stops the program.
///
/// While a ``TerminalSession`` is active:
/// - `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`: restore the terminal, then die of the same
///   signal with its default action (so the parent sees the real cause).
/// - `SIGTSTP`: restore the terminal and stop; once continued, handle `SIGTSTP` again.
/// - `SIGCONT`: put the terminal back in raw mode on the alternate screen (and the kitty
///   keyboard protocol back on, if it was) and tell the
///   input reader to report ``TerminalEvent/resume``; if continued in the background,
///   stop again with `SIGTTOU` until brought to the foreground.
/// - `SIGWINCH`: tell the input reader to report the new size.
///
/// Handlers only call async-signal-safe functions on memory allocated before they were
/// installed: no Swift allocation, locks or reference counting happens inside them.
enum TerminalSignals {
  // Computed constants, not stored ones: a handler must never run a lazy initializer.

  /// No session: handlers are not installed.
  static var idle: Int32 { 0 }
  /// A session is in raw mode: every handler does its full work.
  static var active: Int32 { 1 }
  /// A session is restoring the terminal: fatal signals still restore, `SIGCONT` must
  /// not put raw mode back.
  static var leaving: Int32 { 2 }

  /// The byte the handlers write to the wake pipe for a resize.
  static var resizeByte: UInt8 { 0x57 }  // W
  /// The byte the handlers write to the wake pipe after a continue.
  static var resumeByte: UInt8 { 0x43 }  // C

  /// Plain data the handlers read. Only the thread that enters or leaves a session writes
  /// it, and `state` is written last on activation and first on leaving, so a handler
  /// sees either no session or a fully described one.
  struct Shared {
    var state: Int32 = TerminalSignals.idle
    /// The terminal whose attributes are changed.
    var terminal: Int32 = -1
    /// Where the enter and restore sequences are written.
    var output: Int32 = -1
    /// The write end of the wake pipe, -1 when there is none.
    var wake: Int32 = -1
    /// How many bytes of each buffer below are in use.
    var enterCount = 0
    var restoreCount = 0
    var exitRegionCount = 0
    var modesCount = 0
    var keyboardPushCount = 0
    var keyboardPopCount = 0
    var suspendRegionCount = 0
    /// 1 while a frame is being written: a restore then cancels what it cut short.
    var frameOpen: Int32 = 0
    /// 1 when the way out resets colours (`ESC[0m`); 0 for a session that writes nothing of
    /// its own.
    var resets: Int32 = 1
  }

  /// Room for the enter and restore sequences of any session's options.
  static var sequenceCapacity: Int { 128 }
  /// Room for what an inline region writes when the program ends or stops.
  static var regionCapacity: Int { 1024 }

  // `nonisolated(unsafe)`: these pointers are created once, before any handler is
  // installed, and never replaced; the memory they point to is what handlers in C signal
  // context may touch, which no Swift isolation can describe.
  nonisolated(unsafe) private static let shared = allocate(Shared())
  nonisolated(unsafe) private static let savedAttributes = allocate(Platform.Termios())
  nonisolated(unsafe) private static let rawAttributes = allocate(Platform.Termios())
  /// Our own `SIGTSTP` disposition, to reinstall after a stop without allocating.
  nonisolated(unsafe) private static let stopAction = allocate(Platform.SignalAction())
  /// The dispositions replaced by ours, one slot per entry of ``handledSignals``.
  nonisolated(unsafe) private static let previousActions = allocate(
    Platform.SignalAction(), count: handledSignals.count)
  nonisolated(unsafe) private static let enterBytes = buffer(sequenceCapacity)
  /// What ends a frame cut short: written first, only while a frame is being written.
  nonisolated(unsafe) private static let cancelBytes = copy(TerminalSession.cancelFrameSequence)
  /// Colours and attributes back to the terminal's: written first on every way out.
  nonisolated(unsafe) private static let resetBytes = copy(TerminalSession.resetSequence)
  nonisolated(unsafe) private static let restoreBytes = buffer(sequenceCapacity)
  /// An inline region's way out when the program ends: cleared, or left in the scrollback.
  nonisolated(unsafe) private static let exitRegionBytes = buffer(regionCapacity)
  /// Modes the program turned on after entering (grapheme clusters, 2027), turned off
  /// again on the way out.
  nonisolated(unsafe) private static let modesBytes = buffer(sequenceCapacity)
  /// What turns the kitty keyboard protocol back on after a continue (`ESC[>1u`), and off on
  /// every way out (`ESC[<u`), while it is on.
  nonisolated(unsafe) private static let keyboardPushBytes = buffer(sequenceCapacity)
  nonisolated(unsafe) private static let keyboardPopBytes = buffer(sequenceCapacity)
  /// An inline region's way out when the program stops (`SIGTSTP`): cleared for the shell.
  nonisolated(unsafe) private static let suspendRegionBytes = buffer(regionCapacity)

  private static func allocate<Value>(_ value: Value, count: Int = 1)
    -> UnsafeMutablePointer<Value>
  {
    let pointer = UnsafeMutablePointer<Value>.allocate(capacity: count)
    pointer.initialize(repeating: value, count: count)
    return pointer
  }

  private static func buffer(_ capacity: Int) -> UnsafeMutableBufferPointer<UInt8> {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0)
    return buffer
  }

  /// Copies `bytes` into `buffer`, as many as fit, and returns how many.
  private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, with bytes: [UInt8])
    -> Int
  {
    let count = min(bytes.count, buffer.count)
    for index in 0..<count { buffer[index] = bytes[index] }
    return count
  }

  private static func copy(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }

  /// The handled signals, in the order of their slots in `previousActions`.
  static var handledSignals: [Int32] {
    [
      Platform.interruptSignal, Platform.terminateSignal, Platform.hangUpSignal,
      Platform.quitSignal, Platform.stopSignal, Platform.continueSignal,
      Platform.resizeSignal,
    ]
  }

  /// The current state: ``idle``, ``active`` or ``leaving``.
  static var state: Int32 { shared.pointee.state }

  // MARK: - Main-thread side

  /// Records the session and installs the handlers. Returns false if a session is
  /// already active.
  static func activate(
    terminal: Int32, output: Int32, saved: Platform.Termios, raw: Platform.Termios,
    wake: Int32, enter: [UInt8] = TerminalSession.enterSequence,
    restore: [UInt8] = TerminalSession.restoreAfterCancel(for: .init()), resets: Bool = true
  ) -> Bool {
    guard shared.pointee.state == idle else { return false }
    // Touch every lazily created global now, so no handler ever runs an initializer.
    _ = (enterBytes, restoreBytes, stopAction, previousActions, handler)
    _ = (cancelBytes, exitRegionBytes, suspendRegionBytes, modesBytes)
    _ = (keyboardPushBytes, keyboardPopBytes)
    shared.pointee.modesCount = 0
    shared.pointee.keyboardPushCount = 0
    shared.pointee.keyboardPopCount = 0
    shared.pointee.enterCount = fill(enterBytes, with: enter)
    shared.pointee.restoreCount = fill(restoreBytes, with: restore)
    shared.pointee.resets = resets ? 1 : 0
    shared.pointee.exitRegionCount = 0
    shared.pointee.suspendRegionCount = 0
    savedAttributes.pointee = saved
    rawAttributes.pointee = raw
    shared.pointee.terminal = terminal
    shared.pointee.output = output
    shared.pointee.wake = wake
    let signals = handledSignals
    for (slot, signal) in signals.enumerated() {
      Platform.installHandler(
        handler, for: signal, blocking: signals, previous: previousActions + slot)
      if Platform.isIgnored(previousActions + slot) && signal != Platform.continueSignal
        && signal != Platform.resizeSignal
      {
        // Respect a signal the program was told to ignore (`nohup` ignores SIGHUP).
        Platform.restoreHandler(for: signal, previousActions + slot)
      }
    }
    Platform.currentHandler(for: Platform.stopSignal, into: stopAction)
    shared.pointee.state = active
    return true
  }

  /// Sets what turns off the modes the program turned on since entering; written on every
  /// way out, after the cancelled frame.
  static func setModeBytes(_ bytes: [UInt8]) {
    shared.pointee.modesCount = 0
    shared.pointee.modesCount = fill(modesBytes, with: bytes)
  }

  /// Sets what turns the kitty keyboard protocol on again after a continue (`push`, written
  /// after the enter sequence) and off on every way out (`pop`, after the modes); empty
  /// while it is off.
  static func setKeyboardProtocolBytes(push: [UInt8], pop: [UInt8]) {
    // A handler reading meanwhile sees a count of zero or a complete buffer.
    shared.pointee.keyboardPushCount = 0
    shared.pointee.keyboardPushCount = fill(keyboardPushBytes, with: push)
    shared.pointee.keyboardPopCount = 0
    shared.pointee.keyboardPopCount = fill(keyboardPopBytes, with: pop)
  }

  /// Sets what an inline region writes before the restore sequence: `exit` when the program
  /// ends (by leaving or by a fatal signal), `suspend` when it stops.
  static func setRegionBytes(exit: [UInt8], suspend: [UInt8]) {
    // A handler reading meanwhile sees a count of zero or a complete buffer.
    shared.pointee.exitRegionCount = 0
    shared.pointee.exitRegionCount = fill(exitRegionBytes, with: exit)
    shared.pointee.suspendRegionCount = 0
    shared.pointee.suspendRegionCount = fill(suspendRegionBytes, with: suspend)
  }

  /// Marks whether a frame is being written: a signal that ends or stops the program
  /// meanwhile cancels the half-written frame (CAN, the end of a synchronized update).
  static func setFrameOpen(_ open: Bool) {
    shared.pointee.frameOpen = open ? 1 : 0
  }

  /// Marks the session as leaving: from now on `SIGCONT` no longer restores raw mode.
  static func beginLeaving() {
    shared.pointee.state = leaving
  }

  /// Puts back the dispositions that were in place before ``activate``.
  static func deactivate() {
    for (slot, signal) in handledSignals.enumerated() {
      Platform.restoreHandler(for: signal, previousActions + slot)
    }
    shared.pointee.wake = -1
    shared.pointee.state = idle
  }

  // MARK: - Signal context

  private static let handler: Platform.SignalHandler = { signal in
    TerminalSignals.handle(signal)
  }

  private static func handle(_ signal: Int32) {
    let savedErrno = Platform.errno
    defer { Platform.errno = savedErrno }
    switch signal {
    case Platform.resizeSignal:
      notify(resizeByte)
    case Platform.continueSignal:
      if reenterRawMode() { notify(resumeByte) }
    case Platform.stopSignal:
      restoreTerminal(stopping: true)
      Platform.raiseWithDefaultAction(signal)
      // Continued: catch the next stop again. `SIGCONT`'s handler re-enters raw mode.
      Platform.restoreHandler(for: signal, stopAction)
    default:
      restoreTerminal()
      Platform.raiseWithDefaultAction(signal)
    }
  }

  /// Writes the restore sequence and the saved attributes back. Signal-safe; also the
  /// path a normal ``TerminalSession/leave()`` takes.
  static func restoreTerminal(stopping: Bool = false) {
    let state = shared.pointee.state
    guard state == active || state == leaving else { return }
    let output = shared.pointee.output
    if shared.pointee.frameOpen != 0 { writeAll(output, cancelBytes, count: cancelBytes.count) }
    if shared.pointee.resets != 0 { writeAll(output, resetBytes, count: resetBytes.count) }
    writeAll(output, modesBytes, count: shared.pointee.modesCount)
    // Before the main screen comes back: the terminal keeps a stack for each screen.
    writeAll(output, keyboardPopBytes, count: shared.pointee.keyboardPopCount)
    if stopping {
      writeAll(output, suspendRegionBytes, count: shared.pointee.suspendRegionCount)
    } else {
      writeAll(output, exitRegionBytes, count: shared.pointee.exitRegionCount)
    }
    writeAll(output, restoreBytes, count: shared.pointee.restoreCount)
    Platform.setAttributes(shared.pointee.terminal, savedAttributes)
  }

  /// Puts raw mode and the alternate screen back after a continue; false when it did not.
  /// Signal-safe.
  static func reenterRawMode() -> Bool {
    guard shared.pointee.state == active else { return false }
    let terminal = shared.pointee.terminal
    guard Platform.mayChangeTerminal(terminal) else {
      // Continued in the background (`bg`): a full-screen program cannot run there, so
      // stop again as the shell expects ("stopped (tty output)"). `fg` sends another
      // SIGCONT, which runs this handler again in the foreground.
      Platform.raiseSignal(Platform.backgroundOutputSignal)
      return false
    }
    Platform.setAttributes(terminal, rawAttributes)
    writeAll(shared.pointee.output, enterBytes, count: shared.pointee.enterCount)
    writeAll(shared.pointee.output, keyboardPushBytes, count: shared.pointee.keyboardPushCount)
    return true
  }

  private static func notify(_ byte: UInt8) {
    let wake = shared.pointee.wake
    guard wake >= 0 else { return }
    var byte = byte
    // The pipe is non-blocking; when full, a wake-up is already pending.
    _ = Platform.write(wake, &byte, 1)
  }

  private static func writeAll(
    _ fd: Int32, _ bytes: UnsafeMutableBufferPointer<UInt8>, count: Int
  ) {
    guard let base = bytes.baseAddress else { return }
    let count = min(count, bytes.count)
    var offset = 0
    var failures = 0
    // Bounded: a handler must not spin forever on a terminal that stopped reading.
    while offset < count && failures < 100 {
      let written = Platform.write(fd, base + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && Platform.errno == Platform.interrupted {
        continue
      } else {
        failures += 1
      }
    }
  }
}
