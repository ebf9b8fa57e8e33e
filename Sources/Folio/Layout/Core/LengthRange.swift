/// The lengths a view takes along one axis: the least it can be squeezed to, the length it
/// wants, and the most it grows to when offered more.
///
/// A text that can be cut is `0…40…40`: it gives up space but never takes more than its
/// length; a ``Spacer`` is `0…0…unlimited`; a fixed frame of 10 is `10…10…10`.
public struct LengthRange: Hashable, Sendable, CustomStringConvertible {
  /// The least length the view can take.
  public var minimum: Int
  /// The length the view wants.
  public var ideal: Int
  /// The most the view grows to; ``ProposedSize/unlimited`` for a view that takes all it
  /// is offered.
  public var maximum: Int

  /// A range; lengths are clamped to `0...Canvas.maxSide`.
  public init(minimum: Int, ideal: Int, maximum: Int) {
    self.minimum = clampDimension(minimum)
    self.ideal = clampDimension(ideal)
    self.maximum = clampDimension(maximum)
  }

  /// A length that neither shrinks nor grows.
  public static func fixed(_ length: Int) -> LengthRange {
    LengthRange(minimum: length, ideal: length, maximum: length)
  }

  /// No length at all.
  public static let zero = LengthRange(minimum: 0, ideal: 0, maximum: 0)

  /// How much the view grows beyond its ideal length.
  public var growth: Int { maximum - ideal }

  /// `minimum…ideal…maximum`.
  public var description: String { "\(minimum)…\(ideal)…\(maximum)" }

  /// The range with `minimum ≤ ideal ≤ maximum`, as layout assumes.
  var normalized: LengthRange {
    guard minimum > ideal || ideal > maximum else { return self }
    let ideal = max(self.ideal, minimum)
    return LengthRange(minimum: minimum, ideal: ideal, maximum: max(maximum, ideal))
  }

  /// The length answered for a probe: `nil` the ideal, 0 the minimum, anything else the
  /// maximum.
  func length(for probe: Int?) -> Int {
    guard let probe else { return ideal }
    return probe == 0 ? minimum : maximum
  }

  /// Both ranges end to end, `gap` cells apart, each length at most ``Canvas/maxSide``.
  func followed(by other: LengthRange, gap: Int) -> LengthRange {
    LengthRange(
      minimum: LengthRange.sum(minimum, other.minimum, gap),
      ideal: LengthRange.sum(ideal, other.ideal, gap),
      maximum: LengthRange.sum(maximum, other.maximum, gap))
  }

  /// The larger of each length: side by side across the axis.
  func union(_ other: LengthRange) -> LengthRange {
    LengthRange(
      minimum: max(minimum, other.minimum), ideal: max(ideal, other.ideal),
      maximum: max(maximum, other.maximum))
  }

  /// Each length grown by `amount` (insets), the unlimited maximum kept unlimited.
  func inflated(by amount: Int) -> LengthRange {
    LengthRange(
      minimum: LengthRange.sum(minimum, amount, 0), ideal: LengthRange.sum(ideal, amount, 0),
      maximum: maximum >= ProposedSize.unlimited
        ? ProposedSize.unlimited : LengthRange.sum(maximum, amount, 0))
  }

  private static func sum(_ a: Int, _ b: Int, _ c: Int) -> Int {
    min(a &+ b &+ c, Canvas.maxSide)
  }
}
