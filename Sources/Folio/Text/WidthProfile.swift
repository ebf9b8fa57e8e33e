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
/// (``View/renderFrame(width:height:environment:)``); `String.displayWidth` called
/// outside a frame measures with ``standard``.
public struct WidthProfile: Hashable, Sendable {
  /// Whether a skin-tone modifier is drawn beside its base rather than on it: the base's
  /// width plus 2 cells (`✌🏻` 3, `👍🏽` 4, `👩🏽‍💻` 4), at most 4.
  public var splitsModifierSequences: Bool
  /// Whether the emoji presentation selector (VS16) leaves a character as narrow as it is
  /// without it: `❤️` and the keycap `1️⃣` one cell rather than two.
  public var ignoresEmojiPresentation: Bool

  /// A profile; the defaults are Unicode's.
  public init(splitsModifierSequences: Bool = false, ignoresEmojiPresentation: Bool = false) {
    self.splitsModifierSequences = splitsModifierSequences
    self.ignoresEmojiPresentation = ignoresEmojiPresentation
  }

  /// Unicode's widths: every emoji sequence 2 cells.
  public static let standard = WidthProfile()

  /// The clusters a terminal is asked to draw to find its profile, in order: two modifier
  /// sequences (split, they take 3 and 4 cells) and a character with VS16 (1 cell where
  /// it is ignored).
  public static let probes = ["\u{270C}\u{1F3FB}", "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}"]

  /// The profile of a terminal that drew each of ``probes`` as wide as `widths` says, in
  /// order; a probe it did not report (nil) counts as Unicode's width.
  public init(probedWidths widths: [Int?]) {
    let padded = widths + [Int?](repeating: nil, count: max(0, 3 - widths.count))
    self.init(
      splitsModifierSequences: padded[0] == 3 && padded[1] == 4,
      ignoresEmojiPresentation: padded[2] == 1)
  }

  /// The display width of `text` as a terminal with this profile draws it.
  public func displayWidth(of text: String) -> Int {
    Self.$current.withValue(self) { text.displayWidth }
  }

  /// The profile the frame being drawn measures with.
  @TaskLocal static var current = WidthProfile.standard
}
