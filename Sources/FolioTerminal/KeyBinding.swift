import Folio

/// A command the user can trigger, described as data: the keys, a name and help text.
///
/// Bindings feed both the event loop and the help line, so the two never disagree:
///
///     let bindings = [
///       KeyBinding(.up, .character("k"), name: "up", help: "previous item"),
///       KeyBinding(.character("q"), .ctrl("c"), name: "quit", help: "quit"),
///     ]
///     KeyBinding.helpLine(bindings)  // "up/k previous item • q/ctrl+c quit"
public struct KeyBinding: Hashable, Sendable {
  /// The keys that trigger the command; the first is the one help text shows first.
  public var keys: [KeyEvent]
  /// A stable name for the command, for matching in code.
  public var name: String
  /// A short description for help text.
  public var help: String

  /// Creates a binding from one or more keys.
  public init(_ keys: KeyEvent..., name: String, help: String) {
    self.init(keys: keys, name: name, help: help)
  }

  /// Creates a binding from a list of keys.
  public init(keys: [KeyEvent], name: String, help: String) {
    self.keys = keys
    self.name = name
    self.help = help
  }

  /// Whether `event` is one of this binding's keys.
  public func matches(_ event: KeyEvent) -> Bool {
    keys.contains(event)
  }

  /// The keys as help text shows them, joined by `/`: `up/k`.
  public var keyLabel: String {
    keys.map(\.description).joined(separator: "/")
  }

  /// One line of help: each binding's keys and help text, joined by `separator`.
  ///
  /// - Complexity: O(total keys).
  public static func helpLine(_ bindings: [KeyBinding], separator: String = " • ") -> String {
    bindings.map { "\($0.keyLabel) \($0.help)" }.joined(separator: separator)
  }

  /// One line of help as ``helpLine(_:separator:)``, its parts joined by the symbol set's
  /// separator: `up/k previous item · q/ctrl+c quit`, or with the ASCII set
  /// `up/k previous item | q/ctrl+c quit`; the help texts as the set shows them (see
  /// `SymbolSet.adapting(_:)`).
  public static func helpLine(_ bindings: [KeyBinding], symbols: SymbolSet) -> String {
    symbols.adapting(helpLine(bindings, separator: " \(symbols.separator) "))
  }

  /// The first binding that `event` triggers, if any.
  public static func binding(for event: KeyEvent, in bindings: [KeyBinding]) -> KeyBinding? {
    bindings.first { $0.matches(event) }
  }
}
