/// Which part of a text `String.truncated(toWidth:position:marker:)` removes.
public enum TruncationPosition: Hashable, Sendable {
  /// Keep the beginning: `A long title…`.
  case end
  /// Keep the ending: `…/src/main.swift`.
  case start
  /// Keep both ends: `A long…title`.
  case middle
}
