/// An answer the terminal gave to a query the program sent: what it supports, where its
/// cursor is, what colour its background is.
///
/// An ``Application`` sends its queries itself at start and acts on the answers; they never
/// reach its handler. A program driving a ``TerminalSession`` directly sees them as
/// ``TerminalEvent/report(_:)`` after writing a query.
public enum TerminalReport: Hashable, Sendable {
  /// What a mode query (DECRQM, `ESC[?2026$p`) answered.
  public enum ModeState: Hashable, Sendable {
    /// The terminal does not know the mode.
    case notRecognized
    /// Known and on.
    case set
    /// Known and off.
    case reset
    /// Known, always on.
    case permanentlySet
    /// Known, never available.
    case permanentlyReset

    init(rawValue: Int) {
      switch rawValue {
      case 1: self = .set
      case 2: self = .reset
      case 3: self = .permanentlySet
      case 4: self = .permanentlyReset
      default: self = .notRecognized
      }
    }

    /// Whether the terminal can use the mode.
    public var isSupported: Bool { self == .set || self == .reset || self == .permanentlySet }
  }

  /// A private mode's state (`ESC[?2026;2$y`: synchronized output, supported and off).
  case mode(Int, ModeState)
  /// The primary device attributes (`ESC[?62;22c`): every terminal answers them, so they
  /// come last and mark the end of the answers to the queries sent before.
  case deviceAttributes
  /// The cursor's position, from 0, answering a cursor position request (`ESC[6n`).
  case cursorPosition(row: Int, column: Int)
  /// The background colour (OSC 11), 8 bits a channel.
  case background(red: UInt8, green: UInt8, blue: UInt8)
  /// The kitty keyboard protocol's flags in use (`ESC[?1u`), answering its query
  /// (`ESC[?u`): a terminal that answers speaks the protocol, and
  /// ``TerminalSession/enableKeyboardProtocol()`` may turn it on. 0 while it is off.
  case keyboardFlags(Int)
  /// Whether the terminal shows direct colour (24-bit RGB): its answer to the `RGB` or `Tc`
  /// capability query (XTGETTCAP, `ESC P + q 524742 ESC \`), or to the request for the
  /// current graphic rendition (DECRQSS, `ESC P $ q m ESC \`) after a direct colour was set
  /// — a terminal without direct colour answers with the nearest palette colour instead.
  case directColor(Bool)

  /// The answer about direct colour in a DCS answer's body: `1+r524742…` (the capability,
  /// known) or `0+r…` (unknown); `1$r…m` with the graphic rendition set, direct when it
  /// holds the background set as `48;2` or `48:2`, not when as a palette index. Nil for
  /// anything else.
  static func colorSupport(fromDCS body: String) -> TerminalReport? {
    if body.hasPrefix("1+r") {
      let names = body.dropFirst(3).uppercased()
      return .directColor(names.hasPrefix("524742") || names.hasPrefix("5463"))
    }
    if body.hasPrefix("0+r") { return .directColor(false) }
    guard body.hasPrefix("1$r"), body.hasSuffix("m") else { return nil }
    let fields = body.dropFirst(3).dropLast().split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == ";" || $0 == ":" })
    guard let background = fields.firstIndex(of: "48"), background + 1 < fields.count else {
      return .directColor(false)
    }
    return .directColor(fields[background + 1] == "2")
  }

  /// The background colour in an OSC 11 answer's body, `11;rgb:RRRR/GGGG/BBBB` with one to
  /// four hex digits a channel; nil for anything else.
  static func background(fromOSC body: String) -> TerminalReport? {
    guard body.hasPrefix("11;rgb:") else { return nil }
    let channels = body.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false)
    guard channels.count == 3 else { return nil }
    var values: [UInt8] = []
    for channel in channels {
      guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else {
        return nil
      }
      // Scale 1–4 hex digits to 8 bits.
      let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
      values.append(UInt8((value * 255 + maximum / 2) / maximum))
    }
    return .background(red: values[0], green: values[1], blue: values[2])
  }

  /// Whether a background colour is light (relative luminance above one half), for
  /// choosing a theme that reads on it.
  public var isLightBackground: Bool? {
    guard case .background(let red, let green, let blue) = self else { return nil }
    let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
    return luminance > 127.5
  }
}
