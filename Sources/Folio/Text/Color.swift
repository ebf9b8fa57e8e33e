/// A terminal colour: the terminal's default, one of the 16 ANSI colours, an entry of the
/// 256-colour palette, or a 24-bit RGB value.
///
/// Colours are chosen for the richest terminal and degrade when rendered for a poorer one
/// (see ``ColorMode``): RGB maps to the nearest 256-palette entry, and 256 to the nearest of
/// the 16 ANSI colours.
///
/// ```swift
/// Text("Saved").foregroundColor(.green)
/// Text("Accent").foregroundColor(.rgb(255, 135, 0))
/// ```
public enum Color: Hashable, Sendable {
  /// The terminal's own default foreground or background.
  case `default`
  /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright.
  case ansi(UInt8)
  /// An entry of the xterm 256-colour palette.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// ANSI colour 0, black.
  public static let black = Color.ansi(0)
  /// ANSI colour 1, red.
  public static let red = Color.ansi(1)
  /// ANSI colour 2, green.
  public static let green = Color.ansi(2)
  /// ANSI colour 3, yellow.
  public static let yellow = Color.ansi(3)
  /// ANSI colour 4, blue.
  public static let blue = Color.ansi(4)
  /// ANSI colour 5, magenta.
  public static let magenta = Color.ansi(5)
  /// ANSI colour 6, cyan.
  public static let cyan = Color.ansi(6)
  /// ANSI colour 7, white.
  public static let white = Color.ansi(7)
  /// ANSI colour 8, bright black.
  public static let brightBlack = Color.ansi(8)
  /// ANSI colour 9, bright red.
  public static let brightRed = Color.ansi(9)
  /// ANSI colour 10, bright green.
  public static let brightGreen = Color.ansi(10)
  /// ANSI colour 11, bright yellow.
  public static let brightYellow = Color.ansi(11)
  /// ANSI colour 12, bright blue.
  public static let brightBlue = Color.ansi(12)
  /// ANSI colour 13, bright magenta.
  public static let brightMagenta = Color.ansi(13)
  /// ANSI colour 14, bright cyan.
  public static let brightCyan = Color.ansi(14)
  /// ANSI colour 15, bright white.
  public static let brightWhite = Color.ansi(15)
  /// Another name for ``brightBlack``, the usual colour of secondary text.
  public static let gray = Color.ansi(8)
}
