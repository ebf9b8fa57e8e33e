/// Where content sits vertically when it is shorter than its space.
public enum VerticalAlignment: Hashable, Sendable {
  /// At the top.
  case top
  /// In the middle; an odd leftover row goes below the content.
  case center
  /// At the bottom.
  case bottom
}
