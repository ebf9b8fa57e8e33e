import Testing

@testable import FolioTerminal

/// Decodes `bytes` in one call, then resolves anything held.
private func decodeWhole(_ bytes: [UInt8]) -> [TerminalEvent] {
  var decoder = KeyDecoder()
  return decoder.decode(bytes) + decoder.flushPending()
}

/// Decodes `bytes` one byte per call, as the slowest terminal link would deliver them.
private func decodeByteByByte(_ bytes: [UInt8]) -> [TerminalEvent] {
  var decoder = KeyDecoder()
  var events: [TerminalEvent] = []
  for byte in bytes { events += decoder.decode([byte]) }
  return events + decoder.flushPending()
}

/// Decodes `bytes` split into two reads at `split`.
private func decodeSplit(_ bytes: [UInt8], at split: Int) -> [TerminalEvent] {
  var decoder = KeyDecoder()
  let events = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
  return events + decoder.flushPending()
}

private func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }

private func keys(_ events: KeyEvent...) -> [TerminalEvent] { events.map { .key($0) } }

@Suite struct KeyDecoderTests {
  /// Every sequence the decoder knows, with what it must produce.
  static let cases: [(input: [UInt8], expected: [TerminalEvent])] = [
    // Arrows, CSI and SS3 forms.
    (bytes("\u{1B}[A"), keys(.up)),
    (bytes("\u{1B}[B"), keys(.down)),
    (bytes("\u{1B}[C"), keys(.right)),
    (bytes("\u{1B}[D"), keys(.left)),
    (bytes("\u{1B}OA"), keys(.up)),
    (bytes("\u{1B}OB"), keys(.down)),
    (bytes("\u{1B}OC"), keys(.right)),
    (bytes("\u{1B}OD"), keys(.left)),
    // Home and End in all their spellings.
    (bytes("\u{1B}[H"), keys(.home)),
    (bytes("\u{1B}[F"), keys(.end)),
    (bytes("\u{1B}[1~"), keys(.home)),
    (bytes("\u{1B}[4~"), keys(.end)),
    (bytes("\u{1B}[7~"), keys(.home)),
    (bytes("\u{1B}[8~"), keys(.end)),
    (bytes("\u{1B}OH"), keys(.home)),
    (bytes("\u{1B}OF"), keys(.end)),
    // Paging, editing.
    (bytes("\u{1B}[5~"), keys(.pageUp)),
    (bytes("\u{1B}[6~"), keys(.pageDown)),
    (bytes("\u{1B}[3~"), keys(.delete)),
    (bytes("\u{1B}[2~"), keys(.insert)),
    ([0x0D], keys(.enter)),
    ([0x0A], keys(.enter)),
    ([0x09], keys(.tab)),
    (bytes("\u{1B}[Z"), keys(.shiftTab)),
    ([0x7F], keys(.backspace)),
    ([0x08], keys(.backspace)),
    // Control letters.
    ([0x01], keys(.ctrl("a"))),
    ([0x03], keys(.ctrl("c"))),
    ([0x1A], keys(.ctrl("z"))),
    ([0x00], keys(.ctrl(" "))),
    ([0x1C], keys(.ctrl("\\"))),
    // Alt.
    (bytes("\u{1B}x"), keys(.alt("x"))),
    (bytes("\u{1B}X"), keys(.alt("X"))),
    (bytes("\u{1B}é"), keys(.alt("é"))),
    ([0x1B, 0x7F], keys(KeyEvent(.backspace, modifiers: .alt))),
    ([0x1B, 0x01], keys(KeyEvent(.character("a"), modifiers: [.alt, .control]))),
    // Modifiers on arrows and friends.
    (bytes("\u{1B}[1;5A"), keys(KeyEvent(.up, modifiers: .control))),
    (bytes("\u{1B}[1;2B"), keys(KeyEvent(.down, modifiers: .shift))),
    (bytes("\u{1B}[1;3C"), keys(KeyEvent(.right, modifiers: .alt))),
    (bytes("\u{1B}[1;8D"), keys(KeyEvent(.left, modifiers: [.shift, .alt, .control]))),
    (bytes("\u{1B}[5;5~"), keys(KeyEvent(.pageUp, modifiers: .control))),
    (bytes("\u{1B}[3;2~"), keys(KeyEvent(.delete, modifiers: .shift))),
    (bytes("\u{1B}O5C"), keys(KeyEvent(.right, modifiers: .control))),
    // Function keys: xterm SS3, VT220 tilde, Linux console.
    (bytes("\u{1B}OP"), keys(.function(1))),
    (bytes("\u{1B}OQ"), keys(.function(2))),
    (bytes("\u{1B}OR"), keys(.function(3))),
    (bytes("\u{1B}OS"), keys(.function(4))),
    (bytes("\u{1B}[11~"), keys(.function(1))),
    (bytes("\u{1B}[14~"), keys(.function(4))),
    (bytes("\u{1B}[15~"), keys(.function(5))),
    (bytes("\u{1B}[17~"), keys(.function(6))),
    (bytes("\u{1B}[24~"), keys(.function(12))),
    (bytes("\u{1B}[1;2P"), keys(KeyEvent(.function(1), modifiers: .shift))),
    (bytes("\u{1B}[1;2R"), keys(KeyEvent(.function(3), modifiers: .shift))),
    // A cursor position report is not F3.
    (bytes("\u{1B}[12;40R"), []),
    (bytes("\u{1B}[[A"), keys(.function(1))),
    (bytes("\u{1B}[[E"), keys(.function(5))),
    // Keypad Enter, CSI u.
    (bytes("\u{1B}OM"), keys(.enter)),
    (bytes("\u{1B}[13;2u"), keys(KeyEvent(.enter, modifiers: .shift))),
    (bytes("\u{1B}[97;5u"), keys(.ctrl("a"))),
    // Text.
    (
      bytes("hi there"),
      keys(
        .character("h"), .character("i"), .character(" "),
        .character("t"), .character("h"), .character("e"), .character("r"), .character("e"))
    ),
    (bytes("é€😀"), keys(.character("é"), .character("€"), .character("😀"))),
    // Unknown sequences vanish whole, and what follows them survives.
    (bytes("\u{1B}[99~a"), keys(.character("a"))),
    (bytes("\u{1B}[?1;2cb"), keys(.character("b"))),
    (bytes("\u{1B}[1;2$xc"), keys(.character("c"))),
    (bytes("\u{1B}Oxd"), keys(.character("d"))),
    (bytes("\u{1B}[[Ze"), keys(.character("e"))),
    // Sequences back to back.
    (bytes("\u{1B}[A\u{1B}[B\u{1B}OCq"), keys(.up, .down, .right, .character("q"))),
    // Bracketed paste: one event, whatever it contains.
    (bytes("\u{1B}[200~hello\u{1B}[201~"), [.paste("hello")]),
    (
      bytes("\u{1B}[200~a\u{1B}[Ab\r\nc\u{1B}[201~x"),
      [.paste("a\u{1B}[Ab\r\nc"), .key(.character("x"))]
    ),
    (bytes("\u{1B}[200~\u{1B}[201~"), [.paste("")]),
    (bytes("k\u{1B}[200~ü\u{1B}[201~\u{1B}[A"), [.key(.character("k")), .paste("ü"), .key(.up)]),
  ]

  @Test(arguments: cases)
  func decodesInOneRead(input: [UInt8], expected: [TerminalEvent]) {
    #expect(decodeWhole(input) == expected)
  }

  @Test(arguments: cases)
  func decodesOneByteAtATime(input: [UInt8], expected: [TerminalEvent]) {
    #expect(decodeByteByByte(input) == expected)
  }

  @Test(arguments: cases)
  func decodesSplitAtEveryBoundary(input: [UInt8], expected: [TerminalEvent]) {
    for split in 0...input.count {
      #expect(decodeSplit(input, at: split) == expected, "split at \(split)")
    }
  }

  @Test func completeSequenceNeedsNoFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[A")) == keys(.up))
    #expect(!decoder.isAwaitingMoreInput)
  }

  @Test func loneEscapeIsHeldUntilFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isAwaitingMoreInput)
    #expect(decoder.flushPending() == keys(.escape))
    #expect(!decoder.isAwaitingMoreInput)
  }

  @Test func escapeFollowedByMoreBytesIsASequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(bytes("[B")) == keys(.down))
  }

  @Test func escapeThenPauseThenBracketIsTwoKeys() {
    // The user pressed Esc, then typed "[" after the timeout.
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.flushPending() == keys(.escape))
    #expect(decoder.decode(bytes("[")) == keys(.character("[")))
  }

  @Test func twoEscapesAreEscapeThenWhatFollows() {
    #expect(decodeWhole([0x1B, 0x1B]) == keys(.escape, .escape))
    #expect(decodeWhole(bytes("\u{1B}\u{1B}[A")) == keys(.escape, .up))
  }

  @Test func heldPrefixesResolveOnFlush() {
    #expect(decodeWhole(bytes("\u{1B}[")) == keys(.alt("[")))
    #expect(decodeWhole(bytes("\u{1B}O")) == keys(.alt("O")))
    #expect(decodeWhole(bytes("\u{1B}[1;5")) == [])
    #expect(decodeWhole(bytes("a\u{1B}")) == keys(.character("a"), .escape))
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    let replacement = KeyEvent.character("\u{FFFD}")
    #expect(decodeWhole([0xFF]) == keys(replacement))
    #expect(decodeWhole([0x80, 0x61]) == keys(replacement, .character("a")))
    // An overlong encoding and a surrogate: each byte is its own invalid subpart.
    #expect(decodeWhole([0xC0, 0xAF]) == keys(replacement, replacement))
    #expect(decodeWhole([0xED, 0xA0, 0x80]) == keys(replacement, replacement, replacement))
    // A truncated character followed by ASCII: one replacement, then the ASCII.
    #expect(decodeWhole([0xE2, 0x82, 0x41]) == keys(replacement, .character("A")))
    // Above U+10FFFF.
    #expect(decodeWhole([0xF4, 0x90, 0x80, 0x80]).count == 4)
  }

  @Test func characterSplitAcrossReadsIsCompleted() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xE2, 0x82]) == [])
    #expect(decoder.isAwaitingMoreInput)
    #expect(decoder.decode([0xAC]) == keys(.character("€")))
  }

  @Test func truncatedCharacterFlushesAsReplacement() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xF0, 0x9F, 0x98]) == [])
    #expect(decoder.flushPending() == keys(.character("\u{FFFD}")))
  }

  @Test func c1ControlsAreDropped() {
    // NEL, a C1 control on its own: dropped, the next key stays.
    #expect(decodeWhole([0xC2, 0x85, 0x61]) == keys(.character("a")))
    // The C1 CSI introduces a sequence, which `a` ends (as `ESC [ a` would): all dropped.
    #expect(decodeWhole([0xC2, 0x9B, 0x33, 0x31, 0x6D, 0x61]) == keys(.character("a")))
    #expect(decodeWhole([0xC2, 0x9B, 0x61]) == [])
  }

  @Test func graphemeClustersInOneReadAreOneKey() {
    #expect(decodeWhole(bytes("e\u{301}")) == keys(.character("é")))
    #expect(decodeWhole(bytes("👩‍💻")) == keys(.character("👩‍💻")))
  }

  @Test func pasteWaitsForItsEndAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[200~abc")) == [])
    #expect(!decoder.isAwaitingMoreInput)
    #expect(decoder.isInPaste)
    #expect(decoder.decode(bytes("def\u{1B}[20")) == [])
    #expect(decoder.decode(bytes("1~")) == [.paste("abcdef")])
    #expect(!decoder.isInPaste)
  }

  @Test func aPasteWhoseEndNeverComesEndsWhenFlushedAndKeysActAgain() {
    // The reader flushes once the input has been quiet for the paste time-out.
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[200~abc")) == [])
    #expect(decoder.flushPending() == [.paste("abc")])
    #expect(!decoder.isInPaste)
    #expect(decoder.decode([0x03]) == [.key(.ctrl("c"))])
    #expect(decoder.decode(bytes("q")) == [.key(.character("q"))])
    // An unfinished paste that has nothing yet ends with no event.
    #expect(decoder.decode(bytes("\u{1B}[200~")) == [])
    #expect(decoder.flushPending() == [])
    #expect(decoder.decode(bytes("\u{1B}[A")) == [.key(.up)])
  }

  @Test func aPasteLongerThanTheBoundArrivesInPartsWithNothingLost() {
    // Three and a half bounds of two-byte characters, read 4 KB at a time as the reader
    // does: every part is bounded, no character is cut, and the keys after it are keys.
    let body = String(repeating: "é", count: KeyDecoder.maximumPasteBytes * 7 / 4)
    let input = bytes("\u{1B}[200~" + body + "\u{1B}[201~q")
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    var start = 0
    while start < input.count {
      let end = min(start + 4096, input.count)
      events += decoder.decode(input[start..<end])
      start = end
    }
    let parts = events.compactMap { event -> String? in
      if case .paste(let text) = event { return text }
      return nil
    }
    #expect(parts.count == 4)
    #expect(parts.allSatisfy { $0.utf8.count <= KeyDecoder.maximumPasteBytes + 4096 })
    #expect(parts.joined() == body)
    #expect(events.last == .key(.character("q")))
  }

  @Test func pasteKeepsInvalidUTF8AsReplacement() {
    #expect(
      decodeWhole(bytes("\u{1B}[200~a") + [0xFF] + bytes("\u{1B}[201~")) == [.paste("a\u{FFFD}")])
  }

  @Test func largePasteIsOneEvent() {
    let body = String(repeating: "line of text\n", count: 10_000)
    let events = decodeWhole(bytes("\u{1B}[200~" + body + "\u{1B}[201~"))
    #expect(events == [.paste(body)])
  }

  @Test func endMarkerOutsidePasteIsDropped() {
    #expect(decodeWhole(bytes("\u{1B}[201~z")) == keys(.character("z")))
  }

  @Test func overlongSequenceIsDroppedNotHeldForever() {
    var decoder = KeyDecoder()
    let garbage = bytes("\u{1B}[" + String(repeating: "1;", count: 100))
    #expect(decoder.decode(garbage) == [])
    #expect(!decoder.isAwaitingMoreInput)
    // The rest of the sequence, up to its final byte, is dropped too.
    #expect(decoder.decode(bytes("1;1;1A")) == [])
    #expect(decoder.decode(bytes("x")) == keys(.character("x")))
  }

  @Test func malformedSequenceDropsOnlyItsStart() {
    // A control byte inside a sequence ends it; the byte itself is decoded.
    #expect(decodeWhole(bytes("\u{1B}[1\u{03}")) == keys(.ctrl("c")))
  }

  @Test func hugeParametersDoNotOverflow() {
    let sequence = bytes("\u{1B}[" + String(repeating: "9", count: 40) + "~")
    #expect(decodeWhole(sequence) == [])
  }

  /// Character events split into one event per scalar, so that grapheme grouping (which
  /// only happens within one read) does not count as a difference.
  private static func scalarwise(_ events: [TerminalEvent]) -> [TerminalEvent] {
    events.flatMap { event -> [TerminalEvent] in
      guard case .key(let key) = event, case .character(let character) = key.key,
        key.modifiers.isEmpty
      else { return [event] }
      return character.unicodeScalars.map { .key(.character(Character($0))) }
    }
  }

  @Test func randomInputNeverTrapsNorLeaksControls() {
    // Deterministic pseudo-random bytes, biased towards the bytes sequences are made of.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let alphabet: [UInt8] =
      Array("\u{1B}\u{1B}\u{1B}[[O;~0125AZPR".utf8) + [
        0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0xFF,
      ]
    for _ in 0..<300 {
      let input = (0..<Int(next() % 40)).map { _ in
        next() % 3 == 0
          ? UInt8(truncatingIfNeeded: next()) : alphabet[Int(next() % UInt64(alphabet.count))]
      }
      let whole = decodeWhole(input)
      #expect(Self.scalarwise(whole) == Self.scalarwise(decodeByteByByte(input)), "\(input)")
      for event in whole {
        guard case .key(let key) = event, case .character(let character) = key.key else { continue }
        let controls = character.unicodeScalars.filter {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        }
        #expect(controls.isEmpty, "\(input)")
      }
    }
  }

  @Test func bidiOverridesAreNeverTypedText() {
    // Found by the keys fuzz target: U+202D reached a character key, and would have
    // reordered the text of a field that showed it.
    var decoder = KeyDecoder()
    let typed = Array("a\u{202D}b\u{2067}c".utf8) + Array("\u{1B}[8238u".utf8)
    #expect(
      decoder.decode(typed) == [
        .key(.character("a")), .key(.character("b")), .key(.character("c")),
      ])
    #expect(decoder.flushPending() == [])
  }

  @Test func anOverLongSequenceIsDroppedWhetherItArrivesWholeOrInPieces() {
    // Found by the keys fuzz target: ESC [ with 80 bytes of parameters, then D, was the
    // left arrow when read at once and garbage when read in pieces.
    let sequence = Array("\u{1B}[".utf8) + Array(repeating: 0x30, count: 80) + Array("Dx".utf8)
    var whole = KeyDecoder()
    #expect(whole.decode(sequence) == [.key(.character("x"))])
    var pieces = KeyDecoder()
    var events: [TerminalEvent] = []
    for start in stride(from: 0, to: sequence.count, by: 7) {
      events += pieces.decode(Array(sequence[start..<min(sequence.count, start + 7)]))
    }
    #expect(events == [.key(.character("x"))])
    // At the limit, a sequence is still read.
    let longest = Array("\u{1B}[1;".utf8) + Array(repeating: 0x30, count: 59) + Array("5D".utf8)
    var limit = KeyDecoder()
    #expect(limit.decode(longest) == [.key(KeyEvent(.left, modifiers: .control))])
  }
}
