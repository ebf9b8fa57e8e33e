/// How much colour the output may use.
///
/// Chosen once, from the environment, by the runtime (or fixed by a test) and passed to
/// rendering; nothing reads the environment while drawing.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
  /// No colour and no attributes: meaning is carried by text alone.
  case none
  /// The 16 ANSI colours.
  case ansi16
  /// The xterm 256-colour palette.
  case ansi256
  /// 24-bit colour.
  case truecolor
}
