import Folio

/// A mouse button press or release, or a turn of the wheel, reported by a terminal whose
/// session asked for mouse reports (``TerminalSession/Options/reportsMouse``).
///
/// Positions are cells from the top-left of what the program draws, counting from 0: of
/// the screen for a full-screen program, of the live region for one drawn inline. An
/// ``Application`` fills in ``target`` from the regions its last frame reported, so a
/// handler reacts to what was clicked, not to where:
///
/// ```swift
/// case .mouse(let mouse) where mouse.kind == .press(.left):
///   if case .page(let page) = mouse.target { navigator.go(to: page) }
/// ```
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button went up (terminals do not always say which).
    case release
    /// The pointer moved with a button held.
    case drag(Button)
    /// The wheel turned away from the user: scroll towards the top.
    case scrollUp
    /// The wheel turned towards the user: scroll towards the bottom.
    case scrollDown
  }

  /// A mouse button.
  public enum Button: Hashable, Sendable {
    /// The primary button.
    case left
    /// The wheel pressed as a button.
    case middle
    /// The secondary button.
    case right
  }

  /// What happened.
  public var kind: Kind
  /// The column, from 0.
  public var x: Int
  /// The row, from 0.
  public var y: Int
  /// The keys held with it (shift, alt, control).
  public var modifiers: KeyEvent.Modifiers
  /// What the last frame drew at ``x``, ``y``, if anything: set by ``Application``.
  public var target: HitTarget?

  /// Creates a mouse event.
  public init(
    _ kind: Kind, x: Int, y: Int, modifiers: KeyEvent.Modifiers = [], target: HitTarget? = nil
  ) {
    self.kind = kind
    self.x = x
    self.y = y
    self.modifiers = modifiers
    self.target = target
  }

  /// Decodes the SGR (1006) report `ESC [ < button ; column ; row M` (or `m` for a
  /// release); nil for anything else, such as a motion without a button.
  static func sgr(button code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
    // A window is at most 65,535 cells a side (the kernel's window size is 16 bits).
    guard (1...65_535).contains(column), (1...65_535).contains(row) else { return nil }
    var modifiers: KeyEvent.Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let buttons: [Button] = [.left, .middle, .right]
    let base = code & 3
    let kind: Kind
    if code & 64 != 0 {
      // The wheel: 64 up, 65 down; 66 and 67 (sideways) are not reported.
      guard !released, base < 2 else { return nil }
      kind = base == 0 ? .scrollUp : .scrollDown
    } else if released {
      kind = .release
    } else if base == 3 {
      return nil  // Motion with no button held.
    } else if code & 32 != 0 {
      kind = .drag(buttons[base])
    } else {
      kind = .press(buttons[base])
    }
    return MouseEvent(kind, x: column - 1, y: row - 1, modifiers: modifiers)
  }
}
