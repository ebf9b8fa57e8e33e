/// How much colour the output may use.
///
/// Chosen once, from the environment, by the runtime (or fixed by a test) and passed to
/// rendering; nothing reads the environment while drawing.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
  /// No colour and no attributes: plain text, meaning carried by text alone — for output
  /// that is not a terminal (a pipe, a file).
  case none
  /// No colour, but attributes (bold, dim, italic, underline, reverse, strikethrough): what
  /// `NO_COLOR` asks of a terminal. A selection in reverse video, a cursor and a search
  /// match still show.
  case monochrome
  /// The 16 ANSI colours.
  case ansi16
  /// The xterm 256-colour palette.
  case ansi256
  /// 24-bit colour.
  case truecolor
}
