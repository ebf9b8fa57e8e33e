/// Where content sits along a horizontal line when it is narrower than its space.
public enum HorizontalAlignment: Hashable, Sendable {
  /// At the start of the line: the left edge.
  case leading
  /// In the middle; an odd leftover cell goes after the content.
  case center
  /// At the end of the line: the right edge.
  case trailing
}
