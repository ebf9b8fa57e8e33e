import Folio
import Testing

@testable import FolioTerminal

/// `events` handled in order by a field holding `text`; the field and what each returned.
private func typed(_ events: [TerminalEvent], into text: String = "") -> (TextFieldState, [Bool]) {
  var field = TextFieldState(text: text)
  let used = events.map { field.handle($0) }
  return (field, used)
}

@Suite struct TextFieldKeyTests {
  @Test func printableCharactersAreInserted() {
    let (field, used) = typed([.key(.character("h")), .key(.character("I")), .key(.character(" "))])
    #expect(field.text == "hI " && used == [true, true, true])
    let (shifted, _) = typed([.key(KeyEvent(.character("A"), modifiers: .shift))])
    #expect(shifted.text == "A")
    let (wide, _) = typed([.key(.character("漢")), .key(.character("👩‍💻"))])
    #expect(wide.text == "漢👩‍💻" && wide.cursor == 2)
  }

  @Test func editingKeysEdit() {
    let cases: [(KeyEvent, String, Int)] = [
      (.left, "hello world", 4),
      (.right, "hello world", 6),
      (.home, "hello world", 0),
      (.end, "hello world", 11),
      (.ctrl("a"), "hello world", 0),
      (.ctrl("e"), "hello world", 11),
      (.backspace, "hell world", 4),
      (.delete, "helloworld", 5),
      (.ctrl("k"), "hello", 5),
      (.ctrl("u"), " world", 0),
      (.ctrl("w"), " world", 0),
      (KeyEvent(.backspace, modifiers: .alt), " world", 0),
    ]
    for (key, text, cursor) in cases {
      var field = TextFieldState(text: "hello world")
      field.cursor = 5
      let used = field.handle(.key(key))
      #expect(used, "\(key)")
      #expect(field.text == text && field.cursor == cursor, "\(key): \(field.text)")
    }
  }

  @Test func aPasteIsInsertedCleaned() {
    var field = TextFieldState(text: "ab")
    field.cursor = 1
    let used = field.handle(.paste("x\ny\u{1B}[31mz\u{1B}[0m\u{202E}"))
    #expect(used)
    #expect(field.text == "ax yzb" && field.cursor == 5)
  }

  @Test func keysForTheCallerAreLeftAlone() {
    let unused: [TerminalEvent] = [
      .key(.enter), .key(.escape), .key(.tab), .key(.shiftTab), .key(.up), .key(.down),
      .key(.pageUp), .key(.pageDown), .key(.insert), .key(.function(1)), .key(.ctrl("c")),
      .key(.ctrl("d")), .key(.alt("b")), .key(KeyEvent(.left, modifiers: .control)),
      .resize(width: 80, height: 24), .resume,
    ]
    for event in unused {
      var field = TextFieldState(text: "hello")
      field.cursor = 2
      let used = field.handle(event)
      #expect(!used, "\(event)")
      #expect(field.text == "hello" && field.cursor == 2, "\(event)")
    }
  }

  @Test func keysWithNothingToDoAreStillUsed() {
    let (field, used) = typed([.key(.left), .key(.backspace), .key(.ctrl("w")), .key(.delete)])
    #expect(field.text == "" && used == [true, true, true, true])
  }
}
