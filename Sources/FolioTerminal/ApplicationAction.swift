/// What a key handler tells the application to do next.
public enum ApplicationAction: Sendable {
  /// Keep running and draw the next frame.
  case `continue`
  /// Leave the terminal as it was found and return from ``Application/run()``.
  case quit
}
