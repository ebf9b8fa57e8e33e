/// A rectangle of a frame that a pointer can act on, and what it stands for.
public struct HitRegion: Hashable, Sendable {
  /// What the region stands for.
  public var target: HitTarget
  /// Where it was drawn, as far as it is visible.
  public var rect: Rect

  /// A region of `rect` standing for `target`.
  public init(target: HitTarget, rect: Rect) {
    self.target = target
    self.rect = rect
  }
}
