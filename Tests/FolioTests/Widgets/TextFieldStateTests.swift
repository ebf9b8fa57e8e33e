import TestSupport
import Testing

@testable import Folio

/// A state holding `text` with the cursor at `cursor`.
private func state(_ text: String, cursor: Int? = nil, maxLength: Int? = nil) -> TextFieldState {
  var state = TextFieldState(text: text, maxLength: maxLength)
  if let cursor { state.cursor = cursor }
  return state
}

@Suite struct TextFieldStateTests {
  @Test func aHugeLimitTakesAPasteWhole() {
    // Twice the room overflowed: with Int.max the window wrapped to 254 characters.
    let paste = String(repeating: "a", count: 5_000)
    for limit in [Int.max, Int.max / 2 + 1, 5_000] {
      var field = TextFieldState(maxLength: limit)
      field.insert(paste)
      #expect(field.text.count == 5_000, "limit \(limit)")
      #expect(!field.lastInsertionWasCut)
    }
  }

  @Test func startsWithTheCursorAtTheEnd() {
    let empty = TextFieldState()
    #expect(empty.text == "" && empty.cursor == 0 && empty.isEmpty && empty.scrollOffset == 0)
    let field = TextFieldState(text: "hello")
    #expect(field.cursor == 5 && field.count == 5 && !field.isEmpty)
  }

  @Test func insertsAtTheCursor() {
    var field = state("held", cursor: 3)
    field.insert("l")
    #expect(field.text == "helld" && field.cursor == 4)
    field.moveToEnd()
    field.insert("o")
    #expect(field.text == "helldo" && field.cursor == 6)
    field.moveToStart()
    field.insert(">> ")
    #expect(field.text == ">> helldo" && field.cursor == 3)
    field.insert("")
    #expect(field.text == ">> helldo" && field.cursor == 3)
  }

  @Test func movesOneCharacterAtATime() {
    var field = state("ab", cursor: 1)
    field.moveLeft()
    #expect(field.cursor == 0)
    field.moveLeft()
    #expect(field.cursor == 0)
    field.moveRight()
    field.moveRight()
    field.moveRight()
    #expect(field.cursor == 2)
    field.moveToStart()
    #expect(field.cursor == 0)
    field.moveToEnd()
    #expect(field.cursor == 2)
  }

  @Test func deletesBackwardAndForward() {
    var field = state("abc", cursor: 2)
    field.deleteBackward()
    #expect(field.text == "ac" && field.cursor == 1)
    field.deleteForward()
    #expect(field.text == "a" && field.cursor == 1)
    field.deleteForward()
    #expect(field.text == "a" && field.cursor == 1)
    field.deleteBackward()
    field.deleteBackward()
    #expect(field.text == "" && field.cursor == 0)
  }

  @Test func deletesToTheEndAndToTheStart() {
    var field = state("hello world", cursor: 5)
    field.deleteToEnd()
    #expect(field.text == "hello" && field.cursor == 5)
    field.deleteToEnd()
    #expect(field.text == "hello")
    field.cursor = 2
    field.deleteToStart()
    #expect(field.text == "llo" && field.cursor == 0)
    field.deleteToStart()
    #expect(field.text == "llo" && field.cursor == 0)
  }

  @Test func deletesTheWordBeforeTheCursorAndTheSpacesAfterIt() {
    var field = state("git commit  ")
    field.deleteWordBackward()
    #expect(field.text == "git " && field.cursor == 4)
    field.deleteWordBackward()
    #expect(field.text == "" && field.cursor == 0)
    field.deleteWordBackward()
    #expect(field.text == "")

    var middle = state("one two three", cursor: 6)
    middle.deleteWordBackward()
    #expect(middle.text == "one o three" && middle.cursor == 4)

    var spaces = state("   ")
    spaces.deleteWordBackward()
    #expect(spaces.text == "")
  }

  @Test func neverSplitsAGraphemeCluster() {
    let clusters = ["e\u{301}", "🇫🇷", "👩‍💻", "👍🏽", "1\u{FE0F}\u{20E3}", "漢"]
    for cluster in clusters {
      var field = TextFieldState(text: "a" + cluster + "b")
      #expect(field.count == 3, "\(cluster)")
      field.moveLeft()
      field.deleteBackward()
      #expect(field.text == "ab", "\(cluster)")
      field.insert(cluster)
      #expect(field.text == "a" + cluster + "b" && field.cursor == 2, "\(cluster)")
      field.moveLeft()
      field.deleteForward()
      #expect(field.text == "ab", "\(cluster)")
    }
  }

  @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
    var field = TextFieldState(text: "cafe")
    field.insert("\u{301}")
    #expect(field.text == "caf\u{E9}" && field.count == 4 && field.cursor == 4)
    field.deleteBackward()
    #expect(field.text == "caf")
    // Two regional indicators typed one by one make one flag.
    var flag = TextFieldState()
    flag.insert("🇫")
    flag.insert("🇷")
    #expect(flag.count == 1 && flag.cursor == 1)
    // A character inserted where it joins the one after the cursor: the cursor goes after
    // the joined cluster, never inside it.
    var joined = state("\u{301}x", cursor: 0)
    joined.insert("e")
    #expect(joined.text == "e\u{301}x" && joined.cursor == 1)
  }

  @Test func pastesAreCleanedToOneLine() {
    var field = TextFieldState()
    field.insert("one\ntwo\r\nthree\rfour\tfive\u{2028}six")
    #expect(field.text == "one two three four five six")
  }

  @Test func escapeSequencesAndControlsAreRemoved() {
    let cases: [(String, String)] = [
      ("\u{1B}[2Jhi", "hi"),
      ("\u{1B}[1;31mred\u{1B}[0m", "red"),
      ("\u{1B}]0;title\u{07}text", "text"),
      ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
      ("\u{1B}]52;c;aGk=\u{07}", ""),
      ("\u{9B}2Jc1", "c1"),
      ("a\u{00}b\u{07}c\u{08}d\u{7F}e\u{85}f\u{9C}g", "abcdefg"),
      ("stray\u{1B}", "stray"),
      ("\u{1B}", ""),
      ("\u{202E}evil\u{202C} \u{2066}x\u{2069}", "evil x"),
      ("keep ␛ ⇄ ␇ ␦", "keep ␛ ⇄ ␇ ␦"),
    ]
    for (input, expected) in cases {
      var field = TextFieldState()
      field.insert(input)
      #expect(field.text == expected, "\(input.debugDescription)")
      #expect(
        !field.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
  }

  @Test func settingTheTextCleansItAndKeepsTheCursorInRange() {
    var field = TextFieldState(text: "hello world")
    field.cursor = 8
    field.text = "hi\u{1B}[K\nthere"
    #expect(field.text == "hi there" && field.cursor == 8)
    field.text = "x"
    #expect(field.cursor == 1)
    field.text = ""
    #expect(field.cursor == 0 && field.isEmpty)
  }

  @Test func positionsOutOfRangeAreBroughtBack() {
    var field = TextFieldState(text: "abc")
    field.cursor = -5
    #expect(field.cursor == 0)
    field.cursor = .max
    #expect(field.cursor == 3)
    field.scrollOffset = .max
    #expect(field.scrollOffset == 3)
    field.scrollOffset = .min
    #expect(field.scrollOffset == 0)
    field.cursor = 1
    field.scrollOffset = 2
    #expect(field.scrollOffset == 1)
    var empty = TextFieldState()
    empty.cursor = 10
    empty.moveLeft()
    empty.moveRight()
    empty.deleteBackward()
    empty.deleteForward()
    empty.deleteToEnd()
    empty.deleteToStart()
    empty.deleteWordBackward()
    #expect(empty == TextFieldState())
    #expect(empty.visibleStart(width: 0) == 0 && empty.visibleStart(width: -3) == 0)
  }

  @Test func maxLengthKeepsWhatFits() {
    var field = TextFieldState(text: "abcdef", maxLength: 4)
    #expect(field.text == "abcd" && field.cursor == 4)
    field.insert("x")
    #expect(field.text == "abcd")
    field.deleteBackward()
    field.moveToStart()
    field.insert("12345")
    #expect(field.text == "1abc" && field.cursor == 1)
    field.maxLength = 2
    #expect(field.text == "1a" && field.cursor == 1)
    field.maxLength = nil
    field.insert("🇫🇷👩‍💻")
    #expect(field.text == "1🇫🇷👩‍💻a")
    var none = TextFieldState(maxLength: -1)
    none.insert("a")
    #expect(none.text == "" && none.maxLength == 0)
    var clusters = TextFieldState(maxLength: 2)
    clusters.insert("e\u{301}🇫🇷x")
    #expect(clusters.text == "e\u{301}🇫🇷")
  }

  @Test func aHugePasteIsTakenWholeWhenTheFieldHasNoLimit() {
    let line = String(repeating: "lorem ipsum \u{1B}[31mdolor\u{1B}[0m sit amet\n", count: 20_000)
    var field = TextFieldState(maxLength: nil)
    field.insert(line)
    #expect(!field.lastInsertionWasCut)
    #expect(field.count == 20_000 * 27)
    #expect(field.cursor == field.count)
    field.moveToStart()
    field.insert(line)
    #expect(field.count == 2 * 20_000 * 27 && field.cursor == 20_000 * 27)
    #expect(field.visibleStart(width: 40) > 0)
    var limited = TextFieldState(maxLength: 10)
    limited.insert(line)
    #expect(limited.text == "lorem ipsu")
    #expect(limited.lastInsertionWasCut)
  }

  @Test func aFieldHoldsAThousandCharactersUnlessToldOtherwiseAndSaysWhenAPasteWasCut() {
    var field = TextFieldState()
    #expect(field.maxLength == TextFieldState.defaultMaxLength)
    // Ten megabytes: cut to the limit at once, cleaned only as far as the room.
    field.insert(String(repeating: "0123456789", count: 1_000_000))
    #expect(field.count == 1_024 && field.lastInsertionWasCut)
    #expect(field.text.hasPrefix("0123456789"))
    field.deleteBackward()
    field.insert("x")
    #expect(field.count == 1_024 && !field.lastInsertionWasCut, "what fits is not a cut")
    field.insert("y")
    #expect(field.count == 1_024 && field.lastInsertionWasCut, "a full field says so")
    // What cleaning removes does not count against the room.
    var colours = TextFieldState(maxLength: 5)
    colours.insert("\u{1B}[31mred\u{1B}[0m!")
    #expect(colours.text == "red!" && !colours.lastInsertionWasCut)
  }

  @Test func scrollsAsLittleAsItMustToShowTheCursor() {
    var field = TextFieldState(text: "abcdefghij")
    // The cursor at the end takes the last cell: 10 characters and the cursor in 6 cells.
    #expect(field.visibleStart(width: 6) == 5)
    field.scrollToCursor(width: 6)
    #expect(field.scrollOffset == 5)
    // Moving left within the view keeps it; past its left edge moves it.
    field.cursor = 6
    #expect(field.visibleStart(width: 6) == 5)
    field.cursor = 3
    #expect(field.scrollOffset == 3 && field.visibleStart(width: 6) == 3)
    // From the start, the field shows the start.
    field.moveToStart()
    #expect(field.visibleStart(width: 6) == 0)
    // Text that fits whole from an earlier character shows from there.
    var short = TextFieldState(text: "abc")
    short.scrollOffset = 2
    #expect(short.visibleStart(width: 10) == 0)
    // Wide characters count two cells.
    let wide = TextFieldState(text: "漢字漢字")
    #expect(wide.visibleStart(width: 5) == 2)
    #expect(wide.visibleStart(width: 4) == 3)
    // A masked field counts the mask's cells.
    #expect(wide.visibleStart(width: 5, mask: "*") == 0)
  }

  @Test func theDocumentationExampleDoesWhatItSays() {
    var query = TextFieldState(maxLength: 64)
    query.insert("swift")
    query.moveToStart()
    query.insert("learn ")
    #expect(query.text == "learn swift" && query.cursor == 6)
    query.deleteWordBackward()
    #expect(query.text == "swift" && query.cursor == 0)
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomEditsKeepEveryInvariant(seed: UInt64) {
    let pieces = [
      "a", " ", "word", "e", "\u{301}", "🇫", "🇷", "👩", "\u{200D}", "💻", "漢字", "\u{1B}[31m",
      "\u{1B}]0;t\u{07}", "\n", "\t", "\u{202E}", "\u{9B}", "\u{7F}", "\u{0}", "\u{200B}",
    ]
    var random = SplitMix64(seed: seed)
    var field = TextFieldState(maxLength: seed.isMultiple(of: 2) ? 12 : nil)
    for _ in 0..<400 {
      switch Int.random(in: 0..<12, using: &random) {
      case 0, 1, 2: field.insert(pieces.randomElement(using: &random)!)
      case 3: field.moveLeft()
      case 4: field.moveRight()
      case 5: field.deleteBackward()
      case 6: field.deleteForward()
      case 7: field.deleteWordBackward()
      case 8: field.cursor = Int.random(in: -3...(field.count + 3), using: &random)
      case 9: field.scrollOffset = Int.random(in: -3...(field.count + 3), using: &random)
      case 10: Bool.random(using: &random) ? field.deleteToEnd() : field.deleteToStart()
      default: Bool.random(using: &random) ? field.moveToStart() : field.moveToEnd()
      }
      #expect(field.count == field.text.count)
      #expect((0...field.count).contains(field.cursor))
      #expect((0...field.cursor).contains(field.scrollOffset))
      #expect(field.count <= field.maxLength ?? .max)
      #expect(
        !field.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
      let width = Int.random(in: 0...12, using: &random)
      let widths = field.text.map(\.displayWidth)
      let start = field.visibleStart(width: width)
      #expect(start == referenceVisibleStart(field, width: width, widths: widths))
      let cursorCell = field.cursor < widths.count ? max(1, widths[field.cursor]) : 1
      if width >= cursorCell {
        #expect(widths[start..<field.cursor].reduce(0, +) + cursorCell <= width)
      }
      let shown = TextField(state: field).renderCanvas(width: width, height: 1).plainText()
      // Lone regional indicators in neighbouring cells read back as one flag: not measured.
      if !field.text.unicodeScalars.contains(where: { (0x1F1E6...0x1F1FF).contains($0.value) }) {
        #expect(shown.displayWidth == width, "\(field.text.debugDescription)")
      }
    }
  }
}

/// Where a field starts showing its text, worked out over every character's width: the
/// reference the windowed ``TextFieldState/visibleStart(width:mask:)`` must agree with.
private func referenceVisibleStart(_ field: TextFieldState, width: Int, widths: [Int]) -> Int {
  let cursor = min(field.cursor, widths.count)
  let cursorCell = cursor < widths.count ? max(1, widths[cursor]) : 1
  var start = min(field.scrollOffset, cursor)
  var span = widths[start..<cursor].reduce(0, +) + cursorCell
  while start < cursor && span > width {
    span -= widths[start]
    start += 1
  }
  var tail = widths[start...].reduce(0, +) + 1
  while start > 0 && tail + widths[start - 1] <= width {
    start -= 1
    tail += widths[start]
  }
  return start
}
