/// What an inline ``Application`` leaves behind when it ends.
public enum InlineExit: Hashable, Sendable {
  /// Erase the region: the cursor goes back to where it began, as if nothing was drawn.
  case clear
  /// Keep the last frame in the scrollback, the cursor on the line after it.
  case keep
}
