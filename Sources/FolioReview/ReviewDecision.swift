/// What was decided about one pending version.
public enum ReviewDecision: Equatable, Sendable {
  /// It replaced its golden.
  case accepted
  /// It was deleted.
  case rejected
}
