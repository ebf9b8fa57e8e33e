/// One key press: a key and the modifiers held with it — or, for a program that asked for
/// them, the key repeating while held or coming up (see ``kind``).
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
/// Where the terminal speaks the kitty keyboard protocol (see
/// ``TerminalSession/enableKeyboardProtocol()``), `ctrl+i` is `.ctrl("i")` and Tab is Tab,
/// and Esc arrives at once; shift on a letter is still the capital letter
/// (ctrl+shift+a is `KeyEvent(.character("A"), modifiers: .control)`).
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
  /// The key itself, without modifiers.
  public enum Key: Hashable, Sendable {
    /// A printable character, as typed (`"A"` for shift+a).
    case character(Character)
    /// Enter (Return).
    case enter
    /// Tab.
    case tab
    /// Backspace.
    case backspace
    /// Esc.
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward delete).
    case delete
    /// A function key, `function(1)` for F1.
    case function(Int)
  }

  /// Whether the key went down, repeats while held, or came up.
  ///
  /// Every key is a ``press`` unless the program asked for repeats and releases
  /// (``Application``'s `reportsKeyReleases`, ``TerminalSession/Options/reportsKeyReleases``)
  /// and the terminal speaks the kitty keyboard protocol. Such a program then sees a key
  /// held down as a press and repeats, and its release: `event == .key(.down)` matches the
  /// press only, so a binding that should act on every repeat too compares ``key`` and
  /// ``modifiers``.
  public enum Kind: Hashable, Sendable {
    /// The key went down.
    case press
    /// The key is held, and the keyboard repeats it.
    case `repeat`
    /// The key came up.
    case release
  }

  /// Keys held down together with the key.
  ///
  /// Terminals report more. Meta is read as alt, as terminals that send it as an ESC prefix
  /// mean it — xterm's meta bit, which the kitty keyboard protocol calls super, and the
  /// protocol's own meta; hyper and the lock keys (caps lock, num lock) are left out.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The modifier bits: shift 1, alt 2, control 4.
    public let rawValue: UInt8
    /// Creates a modifier set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = Modifiers(rawValue: 1)
    /// Alt (Option); terminals send it as an ESC prefix.
    public static let alt = Modifiers(rawValue: 2)
    /// Control.
    public static let control = Modifiers(rawValue: 4)
  }

  /// The key pressed.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: Modifiers
  /// Whether the key went down (always, unless repeats and releases were asked for),
  /// repeats, or came up.
  public var kind: Kind

  /// Creates a key event; a press unless `kind` says otherwise.
  public init(_ key: Key, modifiers: Modifiers = [], kind: Kind = .press) {
    self.key = key
    self.modifiers = modifiers
    self.kind = kind
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

  /// Enter (Return).
  public static let enter = KeyEvent(.enter)
  /// Tab.
  public static let tab = KeyEvent(.tab)
  /// Shift-Tab (back tab).
  public static let shiftTab = KeyEvent(.tab, modifiers: .shift)
  /// Backspace.
  public static let backspace = KeyEvent(.backspace)
  /// Esc on its own (not the start of a sequence).
  public static let escape = KeyEvent(.escape)
  /// The up arrow.
  public static let up = KeyEvent(.up)
  /// The down arrow.
  public static let down = KeyEvent(.down)
  /// The left arrow.
  public static let left = KeyEvent(.left)
  /// The right arrow.
  public static let right = KeyEvent(.right)
  /// Home.
  public static let home = KeyEvent(.home)
  /// End.
  public static let end = KeyEvent(.end)
  /// Page Up.
  public static let pageUp = KeyEvent(.pageUp)
  /// Page Down.
  public static let pageDown = KeyEvent(.pageDown)
  /// Insert.
  public static let insert = KeyEvent(.insert)
  /// Delete (forward delete).
  public static let delete = KeyEvent(.delete)

  /// The function key F`number`.
  public static func function(_ number: Int) -> KeyEvent {
    KeyEvent(.function(number))
  }

  /// The name shown in help text: modifiers first, then the key, joined by `+`.
  ///
  /// For example `ctrl+c`, `alt+b`, `shift+tab`, `ctrl+up`, `pgdn`, `space`, `f1`. The kind
  /// is not part of it: a release of `q` reads `q`.
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
