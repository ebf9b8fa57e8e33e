/// A resolved style in one word: each colour in 26 bits (a 2-bit kind and 24 bits of
/// value), the six attributes above them. The terminal's default style is 0.
struct PackedStyle {
  var bits: UInt64

  static let backgroundShift: UInt64 = 26
  static let colorMask: UInt64 = (1 &<< 26) &- 1
  static let backgroundMask: UInt64 = colorMask &<< backgroundShift
  static let boldBit: UInt64 = 1 &<< 52
  static let dimBit: UInt64 = 1 &<< 53
  static let italicBit: UInt64 = 1 &<< 54
  static let underlineBit: UInt64 = 1 &<< 55
  static let reverseBit: UInt64 = 1 &<< 56
  static let strikethroughBit: UInt64 = 1 &<< 57
  /// The canvas's number for the cell's link (OSC 8), 1…63; 0 for none. Not a style the
  /// SGR sequences know: written as OSC 8 around the cells that have it.
  static let linkShift: UInt64 = 58
  static let linkMask: UInt64 = 63 &<< 58
  /// Every bit an SGR sequence sets: all but the link's.
  static let attributesMask: UInt64 = ~linkMask
  /// The most links a canvas numbers; text linked beyond them is drawn without its link.
  static let maximumLinks = 63

  init(bits: UInt64) {
    self.bits = bits
  }

  /// `style` resolved and packed: unset colours are the default, unset attributes off.
  init(_ style: Style) {
    var bits: UInt64 = 0
    if let color = style.foreground { bits |= color.packed }
    if let color = style.background { bits |= color.packed &<< PackedStyle.backgroundShift }
    if style.bold == true { bits |= PackedStyle.boldBit }
    if style.dim == true { bits |= PackedStyle.dimBit }
    if style.italic == true { bits |= PackedStyle.italicBit }
    if style.underline == true { bits |= PackedStyle.underlineBit }
    if style.reverse == true { bits |= PackedStyle.reverseBit }
    if style.strikethrough == true { bits |= PackedStyle.strikethroughBit }
    self.bits = bits
  }

  /// The resolved style.
  var style: Style {
    Style(
      foreground: Color(packed: bits & PackedStyle.colorMask),
      background: Color(packed: bits &>> PackedStyle.backgroundShift & PackedStyle.colorMask),
      bold: bits & PackedStyle.boldBit != 0,
      dim: bits & PackedStyle.dimBit != 0,
      italic: bits & PackedStyle.italicBit != 0,
      underline: bits & PackedStyle.underlineBit != 0,
      reverse: bits & PackedStyle.reverseBit != 0,
      strikethrough: bits & PackedStyle.strikethroughBit != 0)
  }
}

extension Color {
  /// The colour in 26 bits: its kind (0 default, 1 ANSI, 2 palette, 3 RGB) above 24 bits
  /// of value.
  var packed: UInt64 {
    switch self {
    case .default: return 0
    case .ansi(let n): return 1 &<< 24 | UInt64(n)
    case .indexed(let n): return 2 &<< 24 | UInt64(n)
    case .rgb(let r, let g, let b):
      return 3 &<< 24 | UInt64(r) &<< 16 | UInt64(g) &<< 8 | UInt64(b)
    }
  }

  /// The colour of ``packed`` bits.
  init(packed: UInt64) {
    let value = packed & 0xFF_FFFF
    switch packed &>> 24 & 3 {
    case 0: self = .default
    case 1: self = .ansi(UInt8(truncatingIfNeeded: value))
    case 2: self = .indexed(UInt8(truncatingIfNeeded: value))
    default:
      self = .rgb(
        UInt8(truncatingIfNeeded: value &>> 16), UInt8(truncatingIfNeeded: value &>> 8),
        UInt8(truncatingIfNeeded: value))
    }
  }
}
