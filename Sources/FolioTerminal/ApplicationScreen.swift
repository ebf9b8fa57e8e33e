import Folio

/// Where an ``Application`` draws.
public enum ApplicationScreen: Hashable, Sendable {
  /// The whole window, on the alternate screen: what was there comes back on exit.
  case fullScreen
  /// A live region at the cursor, under the shell prompt, as tall as the view wants and at
  /// most `maxHeight` rows (and never taller than the window). It redraws in place,
  /// grows and shrinks, and lines printed with ``Application/print(_:)-(String)`` land above it.
  /// On exit it is cleared — the cursor back where it began — or kept in the scrollback
  /// with the cursor on the line after it, as `onExit` says. It is drawn on the terminal
  /// itself (`/dev/tty` when standard output is redirected), so standard output carries
  /// only what the program prints there: `choice=$(tool pick)` works.
  case inline(maxHeight: Int, onExit: InlineExit = .clear)
}

extension ApplicationScreen {
  /// The options a terminal session runs a program drawn here with: the reports it asked
  /// for (see ``TerminalSession/Options``).
  public func sessionOptions(
    reportsMouse: Bool, reportsFocus: Bool = false, reportsInBandResize: Bool = false,
    reportsKeyReleases: Bool = false
  ) -> TerminalSession.Options {
    TerminalSession.Options(
      screen: self == .fullScreen ? .alternate : .main, reportsMouse: reportsMouse,
      reportsFocus: reportsFocus, reportsInBandResize: reportsInBandResize,
      reportsKeyReleases: reportsKeyReleases)
  }

  /// What leaves an inline region `height` rows tall as its program asked, written from
  /// its top-left on the way out: erased (`CR ESC[J`), or kept with the cursor on the line
  /// after it. Empty on the full screen, which the terminal swaps back.
  public func regionExit(height: Int) -> [UInt8] {
    switch self {
    case .fullScreen: []
    case .inline(_, .clear): FrameEncoder.clearRegion
    // Line feeds, not a cursor move: the line after the region may not exist yet.
    case .inline(_, .keep): [0x0D] + [UInt8](repeating: 0x0A, count: max(0, height))
    }
  }
}
