/// One key press: a key and the modifiers held with it.
///
/// Key events compare by value, so bindings can be plain data:
///
///     switch event {
///     case .ctrl("c"), .character("q"): quit()
///     case .pageDown: nextPage()
///     default: break
///     }
///
/// Terminals cannot report every combination: `ctrl+i` arrives as Tab, `ctrl+m` and
/// `ctrl+j` as Enter, `ctrl+h` as Backspace, and shift on a letter as the capital letter.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
  /// The key itself, without modifiers.
  public enum Key: Hashable, Sendable {
    /// A printable character, as typed (`"A"` for shift+a).
    case character(Character)
    case enter
    case tab
    case backspace
    case escape
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case insert
    case delete
    /// A function key, `function(1)` for F1.
    case function(Int)
  }

  /// Keys held down together with the key.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates a modifier set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1)
    /// Alt (Option); terminals send it as an ESC prefix.
    public static let alt = Modifiers(rawValue: 2)
    public static let control = Modifiers(rawValue: 4)
  }

  /// The key pressed.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: Modifiers

  /// Creates a key event.
  public init(_ key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A printable character with no modifiers.
  public static func character(_ character: Character) -> KeyEvent {
    KeyEvent(.character(character))
  }

  /// Control plus a character, written in lower case: `.ctrl("c")`.
  public static func ctrl(_ character: Character) -> KeyEvent {
    KeyEvent(.character(character), modifiers: .control)
  }

  /// Alt plus a character: `.alt("b")`.
  public static func alt(_ character: Character) -> KeyEvent {
    KeyEvent(.character(character), modifiers: .alt)
  }

  public static let enter = KeyEvent(.enter)
  public static let tab = KeyEvent(.tab)
  public static let shiftTab = KeyEvent(.tab, modifiers: .shift)
  public static let backspace = KeyEvent(.backspace)
  public static let escape = KeyEvent(.escape)
  public static let up = KeyEvent(.up)
  public static let down = KeyEvent(.down)
  public static let left = KeyEvent(.left)
  public static let right = KeyEvent(.right)
  public static let home = KeyEvent(.home)
  public static let end = KeyEvent(.end)
  public static let pageUp = KeyEvent(.pageUp)
  public static let pageDown = KeyEvent(.pageDown)
  public static let insert = KeyEvent(.insert)
  public static let delete = KeyEvent(.delete)

  /// The function key F`number`.
  public static func function(_ number: Int) -> KeyEvent {
    KeyEvent(.function(number))
  }

  /// The name shown in help text: modifiers first, then the key, joined by `+`.
  ///
  /// For example `ctrl+c`, `alt+b`, `shift+tab`, `ctrl+up`, `pgdn`, `space`, `f1`.
  public var description: String {
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("ctrl") }
    if modifiers.contains(.alt) { parts.append("alt") }
    if modifiers.contains(.shift) { parts.append("shift") }
    parts.append(key.name)
    return parts.joined(separator: "+")
  }
}

extension KeyEvent.Key {
  /// The key's short name, as shown in help text.
  var name: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .enter: "enter"
    case .tab: "tab"
    case .backspace: "backspace"
    case .escape: "esc"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .insert: "insert"
    case .delete: "delete"
    case .function(let number): "f\(number)"
    }
  }
}
