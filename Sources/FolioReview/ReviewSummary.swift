/// What a review did: how many pending versions were accepted, rejected, and left.
public struct ReviewSummary: Equatable, Sendable, CustomStringConvertible {
  /// Pending versions that replaced their goldens.
  public var accepted: Int
  /// Pending versions deleted.
  public var rejected: Int
  /// Pending versions left as they were, for a later review.
  public var skipped: Int

  /// A summary of the counts given.
  public init(accepted: Int = 0, rejected: Int = 0, skipped: Int = 0) {
    self.accepted = accepted
    self.rejected = rejected
    self.skipped = skipped
  }

  /// `accepted 2, rejected 1, skipped 0`.
  public var description: String {
    "accepted \(accepted), rejected \(rejected), skipped \(skipped)"
  }
}
