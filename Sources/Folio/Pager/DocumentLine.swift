/// One line of a ``TextDocument`` as the screen shows it, or one part of a line longer
/// than ``TextDocument/segmentBytes``.
///
/// Its text has been decoded (invalid UTF-8 as U+FFFD), its SGR colours read and every
/// other escape sequence dropped, its control characters made visible and its tabs
/// expanded, and a `\r` before its line break removed: it is safe to draw as it is.
public struct DocumentLine: Sendable, Equatable {
  /// Where the line (or this part of a long line) begins, in bytes.
  public let start: Int
  /// Where its text ends, before the line break.
  public let end: Int
  /// Where the next line, or the next part of this long line, begins.
  public let next: Int
  /// Whether this is the beginning of a line rather than a later part of a long one.
  public let beginsLine: Bool
  /// Whether the line is still growing: the last line of a source that is not complete.
  public let isOpen: Bool
  /// The text as drawn.
  public let text: StyledText
}
