/// How the terminal draws the clusters terminals disagree on, where that differs from
/// Unicode's tables: what layout, truncation and the canvas measure with, so that they
/// agree with what the terminal shows.
///
/// An emoji modifier sequence — a base and a skin tone, `👍🏽` — is one cluster of two cells
/// by Unicode and in most terminals. Some draw the base and the modifier side by side
/// instead (tmux 3.3a: `✌🏻` takes 3 cells, `👍🏽` 4); a list that measured 2 would push
/// its border out of line there. The terminal runtime finds out by drawing such clusters
/// where they cannot be seen and asking where the cursor went, and puts the answer in
/// ``EnvironmentValues/widthProfile``.
///
/// A frame drawn with a profile measures every text with it, from layout to the last cell
/// (``View/renderFrame(width:height:environment:)``); ``String/displayWidth`` called
/// outside a frame measures with ``standard``.
public struct WidthProfile: Hashable, Sendable {
  /// Whether an emoji modifier sequence is drawn as its base and its modifier side by
  /// side: the base's width plus 2 cells.
  public var splitsModifierSequences: Bool

  /// A profile; the defaults are Unicode's.
  public init(splitsModifierSequences: Bool = false) {
    self.splitsModifierSequences = splitsModifierSequences
  }

  /// Unicode's widths: every emoji sequence 2 cells.
  public static let standard = WidthProfile()

  /// The clusters a terminal is asked to draw to find its profile, in order.
  public static let probes = ["\u{270C}\u{1F3FB}", "\u{1F44D}\u{1F3FD}"]

  /// The profile of a terminal that drew each of ``probes`` as wide as `widths` says, in
  /// order; a probe it did not report (nil) counts as Unicode's width.
  public init(probedWidths widths: [Int?]) {
    // Split, the probes take their base's width plus 2: 1 + 2 and 2 + 2.
    self.init(splitsModifierSequences: widths == [3, 4])
  }

  /// The profile the frame being drawn measures with.
  @TaskLocal static var current = WidthProfile.standard
}
