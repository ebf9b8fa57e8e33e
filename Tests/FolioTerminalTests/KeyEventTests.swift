import Testing

@testable import FolioTerminal

@Suite struct KeyEventTests {
  @Test func descriptionsReadLikeHelpText() {
    #expect(KeyEvent.ctrl("c").description == "ctrl+c")
    #expect(KeyEvent.alt("b").description == "alt+b")
    #expect(KeyEvent.shiftTab.description == "shift+tab")
    #expect(KeyEvent.pageDown.description == "pgdn")
    #expect(KeyEvent.pageUp.description == "pgup")
    #expect(KeyEvent.character(" ").description == "space")
    #expect(KeyEvent.character("q").description == "q")
    #expect(KeyEvent.escape.description == "esc")
    #expect(KeyEvent.function(1).description == "f1")
    #expect(KeyEvent(.up, modifiers: [.shift, .control, .alt]).description == "ctrl+alt+shift+up")
  }

  @Test func eventsMatchInSwitchPatterns() {
    func action(_ event: KeyEvent) -> String {
      switch event {
      case .ctrl("c"), .character("q"): "quit"
      case .pageDown: "next"
      default: "none"
      }
    }
    #expect(action(.ctrl("c")) == "quit")
    #expect(action(.character("q")) == "quit")
    #expect(action(.character("Q")) == "none")
    #expect(action(KeyEvent(.pageDown)) == "next")
    #expect(action(KeyEvent(.pageDown, modifiers: .shift)) == "none")
  }
}

@Suite struct KeyBindingTests {
  let bindings = [
    KeyBinding(.up, .character("k"), name: "up", help: "previous item"),
    KeyBinding(.pageDown, name: "next", help: "next page"),
    KeyBinding(.character("q"), .ctrl("c"), name: "quit", help: "quit"),
  ]

  @Test func helpLineListsKeysAndHelp() {
    #expect(
      KeyBinding.helpLine(bindings)
        == "up/k previous item • pgdn next page • q/ctrl+c quit")
    #expect(
      KeyBinding.helpLine(bindings, separator: "  ")
        == "up/k previous item  pgdn next page  q/ctrl+c quit")
  }

  @Test func findsTheBindingForAKey() {
    #expect(KeyBinding.binding(for: .ctrl("c"), in: bindings)?.name == "quit")
    #expect(KeyBinding.binding(for: .character("k"), in: bindings)?.name == "up")
    #expect(KeyBinding.binding(for: .character("x"), in: bindings) == nil)
  }
}
