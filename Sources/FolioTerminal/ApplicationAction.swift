/// What a key handler tells the application to do next.
public enum ApplicationAction: Sendable {
  /// Keep running and draw the next frame.
  case `continue`
  /// The handler took the event for itself: keep running, and skip what the application
  /// would otherwise do with it — Ctrl-C does not quit (a pager cancelling a search, say).
  case handled
  /// Leave the terminal as it was found and return from ``Application/run()``.
  case quit
}
