import Folio

/// How ``runPager(_:options:)`` starts.
public struct PagerOptions: Sendable {
  /// Wrap long lines (the default, as in `less`) rather than cutting them at the right
  /// edge (`less -S`); a key toggles it while the pager runs.
  public var wrapsLines: Bool
  /// Begin every line with its number (`less -N`).
  public var showsLineNumbers: Bool
  /// When the whole document fits on one screen, write it out and return at once instead
  /// of taking over the terminal (`less -F`), so that a program can use the pager for
  /// output of any length, as `git` does.
  public var quitsIfOneScreen: Bool
  /// Start at the end, following it as the document grows (`less +F`).
  public var follows: Bool
  /// The line (from 1) at the top of the first screen.
  public var startLine: Int

  /// Options; the defaults are those of `less -R`.
  public init(
    wrapsLines: Bool = true, showsLineNumbers: Bool = false, quitsIfOneScreen: Bool = false,
    follows: Bool = false, startLine: Int = 1
  ) {
    self.wrapsLines = wrapsLines
    self.showsLineNumbers = showsLineNumbers
    self.quitsIfOneScreen = quitsIfOneScreen
    self.follows = follows
    self.startLine = startLine
  }
}
