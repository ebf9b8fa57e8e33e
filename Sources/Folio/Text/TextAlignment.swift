/// Where content sits along a horizontal line when it is narrower than its space.
public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing
}

/// Where content sits vertically when it is shorter than its space.
public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom
}
