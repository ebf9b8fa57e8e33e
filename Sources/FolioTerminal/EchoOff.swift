/// The terminal's echo turned off for a secret read in its own line mode, with the signal
/// handlers of a session, so that Ctrl-C, a hang-up or a stop put the echo back before the
/// program goes.
@MainActor
final class EchoOff {
  private let terminal: Int32
  private var saved: Platform.Termios
  private var pipe: (read: Int32, write: Int32)?
  private var isActive = false

  /// Turns the echo of `terminal` off; nil when it is not a terminal or a session is active.
  init?(terminal: Int32, output: Int32) {
    guard let saved = Platform.attributes(of: terminal),
      let pipe = Platform.makePipe(nonBlocking: true)
    else { return nil }
    self.terminal = terminal
    self.saved = saved
    self.pipe = pipe
    var quiet = Platform.quietAttributes(from: saved)
    guard
      TerminalSignals.activate(
        terminal: terminal, output: output, saved: saved, raw: quiet, wake: pipe.write,
        enter: [], restore: [], resets: false)
    else {
      Platform.close(pipe.read)
      Platform.close(pipe.write)
      self.pipe = nil
      return nil
    }
    isActive = true
    Platform.setAttributes(terminal, &quiet)
  }

  /// Puts the echo back and removes the handlers.
  func restore() {
    guard isActive else { return }
    isActive = false
    TerminalSignals.beginLeaving()
    TerminalSignals.restoreTerminal()
    TerminalSignals.deactivate()
    Platform.setAttributes(terminal, &saved)
    if let pipe {
      Platform.close(pipe.read)
      Platform.close(pipe.write)
    }
    pipe = nil
  }
}
