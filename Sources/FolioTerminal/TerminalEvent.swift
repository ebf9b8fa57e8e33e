/// Something the terminal tells the program: input, a new size, the focus, or a return
/// from suspension.
public enum TerminalEvent: Hashable, Sendable {
  /// A key press (or, when asked for, a repeat or release: see ``KeyEvent/kind``).
  case key(KeyEvent)
  /// Text pasted in one go (bracketed paste). It is untrusted: sanitise it before
  /// showing it.
  case paste(String)
  /// A mouse button or the wheel, when the session asked for mouse reports.
  case mouse(MouseEvent)
  /// An answer to a query the program wrote (see ``TerminalReport``).
  case report(TerminalReport)
  /// The window now has `width` columns and `height` rows.
  case resize(width: Int, height: Int)
  /// The terminal's window gained (`gained` is true) or lost the keyboard focus: only when
  /// the program asked for focus reports (``TerminalSession/Options/reportsFocus``,
  /// ``Application``'s `reportsFocus`), where the terminal sends them (DEC mode 1004).
  case focus(gained: Bool)
  /// The program was continued after a suspension (`SIGCONT`); the terminal is back in
  /// raw mode (on the alternate screen, which is blank; or inline, where the region was cleared
  /// for the shell): repaint everything.
  case resume
}
