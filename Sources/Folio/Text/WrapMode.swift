/// How ``StyledText/wrapped(toWidth:mode:)`` breaks text into lines.
public enum WrapMode: Hashable, Sendable {
  /// Break at spaces; a word longer than a line is broken between grapheme clusters.
  /// Spaces at a break are dropped, so continuation lines start with a word.
  case word
  /// Break between any two grapheme clusters, keeping every space.
  case character
}
