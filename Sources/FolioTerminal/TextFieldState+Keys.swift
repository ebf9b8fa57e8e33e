import Folio

extension TextFieldState {
  /// Edits the field as `event` asks, with the usual line-editing keys, and says whether it
  /// used the event.
  ///
  /// | key | edit |
  /// |---|---|
  /// | a printable character (with or without shift) | inserts it |
  /// | a bracketed paste | inserts the pasted text, cleaned to one line |
  /// | ← → | moves the cursor one character |
  /// | Home, ctrl+a / End, ctrl+e | moves the cursor to the start / end |
  /// | Backspace / Delete | deletes the character before / after the cursor |
  /// | ctrl+k / ctrl+u | deletes to the end / to the start |
  /// | ctrl+w, alt+backspace | deletes the word before the cursor |
  ///
  /// Every other event is left to the caller, which gets `false`: Enter, Esc, Tab, ↑ and ↓,
  /// ctrl+c and the other control and alt combinations, resizes. A key the field uses
  /// returns `true` even when there was nothing to do (← at the start), so the caller does
  /// not also act on it.
  ///
  /// ```swift
  /// if !query.handle(event) {
  ///   if event == .key(.enter) { search(query.text) }
  /// }
  /// ```
  public mutating func handle(_ event: TerminalEvent) -> Bool {
    switch event {
    case .paste(let text):
      insert(text)
      return true
    case .key(let key):
      return handle(key)
    case .resize, .resume, .mouse, .report, .focus:
      return false
    }
  }

  /// Edits the field as the key press asks; see `handle(_:)`.
  private mutating func handle(_ event: KeyEvent) -> Bool {
    // A repeat edits as a press does; a release edits nothing.
    guard event.kind != .release else { return false }
    let modifiers = event.modifiers.subtracting(.shift)
    if modifiers == .control, case .character(let character) = event.key {
      return handleControl(character)
    }
    if modifiers == .alt {
      guard event.key == .backspace else { return false }
      deleteWordBackward()
      return true
    }
    guard modifiers.isEmpty else { return false }
    switch event.key {
    case .character(let character): insert(String(character))
    case .left: moveLeft()
    case .right: moveRight()
    case .home: moveToStart()
    case .end: moveToEnd()
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .enter, .tab, .escape, .up, .down, .pageUp, .pageDown, .insert, .function:
      return false
    }
    return true
  }

  /// Control plus `character`: the readline bindings the field knows.
  private mutating func handleControl(_ character: Character) -> Bool {
    switch character.lowercased() {
    case "a": moveToStart()
    case "e": moveToEnd()
    case "k": deleteToEnd()
    case "u": deleteToStart()
    case "w": deleteWordBackward()
    default: return false
    }
    return true
  }
}

extension FocusRing {
  /// Moves the focus as the key asks: Tab to the next field, Shift-Tab to the previous.
  /// Returns whether it used the event; every other event is left to the focused view.
  public mutating func handle(_ event: TerminalEvent) -> Bool {
    switch event {
    case .key(.tab):
      next()
      return true
    case .key(.shiftTab):
      previous()
      return true
    default:
      return false
    }
  }
}
