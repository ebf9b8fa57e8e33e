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
    // The kitty keyboard protocol: Esc, and keys with modifiers, unambiguous.
    (bytes("\u{1B}[27u"), keys(.escape)),
    (bytes("\u{1B}[105;5u\t"), keys(.ctrl("i"), .tab)),
    (bytes("\u{1B}[99;5u"), keys(.ctrl("c"))),
    (bytes("\u{1B}[9;2u"), keys(.shiftTab)),
    (bytes("\u{1B}[13u"), keys(.enter)),
    (bytes("\u{1B}[127;5u"), keys(KeyEvent(.backspace, modifiers: .control))),
    (bytes("\u{1B}[27;3u"), keys(KeyEvent(.escape, modifiers: .alt))),
    // Shift on a character is the character it types: the shifted key when reported,
    // else a letter's capital; where neither says, shift stays.
    (bytes("\u{1B}[97;2u"), keys(.character("A"))),
    (bytes("\u{1B}[97:65;2u"), keys(.character("A"))),
    (bytes("\u{1B}[49:33;2u"), keys(.character("!"))),
    (bytes("\u{1B}[49;2u"), keys(KeyEvent(.character("1"), modifiers: .shift))),
    (bytes("\u{1B}[97;6u"), keys(KeyEvent(.character("A"), modifiers: .control))),
    (bytes("\u{1B}[97:65:97;6u"), keys(KeyEvent(.character("A"), modifiers: .control))),
    // Alt, and the lock keys' bits left out.
    (bytes("\u{1B}[97;3u"), keys(.alt("a"))),
    (bytes("\u{1B}[97;4u"), keys(.alt("A"))),
    (bytes("\u{1B}[97;69u"), keys(.ctrl("a"))),
    (bytes("\u{1B}[97;133u"), keys(.ctrl("a"))),
    // The associated text (flag 16) is not needed: the key says it.
    (bytes("\u{1B}[97;;97u"), keys(.character("a"))),
    // The protocol's keys: F13 and up, the keypad as the keys it types.
    (bytes("\u{1B}[57376u"), keys(.function(13))),
    (bytes("\u{1B}[57398;5u"), keys(KeyEvent(.function(35), modifiers: .control))),
    (bytes("\u{1B}[57399u\u{1B}[57408u"), keys(.character("0"), .character("9"))),
    (bytes("\u{1B}[57409u\u{1B}[57413u"), keys(.character("."), .character("+"))),
    (bytes("\u{1B}[57414u"), keys(.enter)),
    (bytes("\u{1B}[57419;2u"), keys(KeyEvent(.up, modifiers: .shift))),
    (bytes("\u{1B}[57426u"), keys(.delete)),
    // Keys that type nothing and have no name here: a lone modifier, a lock, a media key.
    (bytes("\u{1B}[57441;2ua"), keys(.character("a"))),
    (bytes("\u{1B}[57441;2:3ua"), keys(.character("a"))),
    (bytes("\u{1B}[57358ub"), keys(.character("b"))),
    (bytes("\u{1B}[57428uc"), keys(.character("c"))),
    (bytes("\u{1B}[57427;5ud"), keys(.character("d"))),
    // Legacy keys with a kind; a decoder not asked for kinds takes a repeat as a press and
    // drops a release.
    (bytes("\u{1B}[1;5:1A"), keys(KeyEvent(.up, modifiers: .control))),
    (bytes("\u{1B}[1;1:2B"), keys(.down)),
    (bytes("\u{1B}[1;1:3Bx"), keys(.character("x"))),
    (bytes("\u{1B}[97;1:3uy"), keys(.character("y"))),
    (bytes("\u{1B}[5;5:1~"), keys(KeyEvent(.pageUp, modifiers: .control))),
    (bytes("\u{1B}[13;1:2~"), keys(.function(3))),
    // Malformed: dropped whole, and what follows survives.
    (bytes("\u{1B}[97;5:4ux"), keys(.character("x"))),
    (bytes("\u{1B}[97;5:0ux"), keys(.character("x"))),
    (bytes("\u{1B}[;5ux"), keys(.character("x"))),
    (bytes("\u{1B}[:97;5ux"), keys(.character("x"))),
    (bytes("\u{1B}[97;5;97;1ux"), keys(.character("x"))),
    (bytes("\u{1B}[97:1:2:3ux"), keys(.character("x"))),
    (bytes("\u{1B}[97;5:1:1ux"), keys(.character("x"))),
    (bytes("\u{1B}[1:2Ax"), keys(.character("x"))),
    (bytes("\u{1B}[1;5;1Ax"), keys(.character("x"))),
    (bytes("\u{1B}[0ux"), keys(.character("x"))),
    (bytes("\u{1B}[1ux"), keys(.character("x"))),
    // Reports nobody asked for: focus, an in-band resize, the protocol's flags.
    (bytes("\u{1B}[Ix\u{1B}[Oy"), keys(.character("x"), .character("y"))),
    (bytes("\u{1B}[48;40;120;800;1200tz"), keys(.character("z"))),
    (bytes("\u{1B}[?1uq"), keys(.character("q"))),
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

  /// Decodes `input` whole, a byte at a time and split at every boundary with decoders
  /// set up by `setUp`, expecting `expected` every time.
  private func expectDecoding(
    _ input: [UInt8], as expected: [TerminalEvent],
    _ setUp: (inout KeyDecoder) -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func decoder() -> KeyDecoder {
      var decoder = KeyDecoder()
      setUp(&decoder)
      return decoder
    }
    var whole = decoder()
    #expect(whole.decode(input) + whole.flushPending() == expected, sourceLocation: sourceLocation)
    var slow = decoder()
    var events: [TerminalEvent] = []
    for byte in input { events += slow.decode([byte]) }
    #expect(events + slow.flushPending() == expected, sourceLocation: sourceLocation)
    for split in 0...input.count {
      var twice = decoder()
      let events = twice.decode(input[..<split]) + twice.decode(input[split...])
      #expect(
        events + twice.flushPending() == expected, "split at \(split)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func escapeUnderTheKeyboardProtocolArrivesWithNothingPending() {
    var decoder = KeyDecoder()
    decoder.keyboardProtocolFlags = 1
    #expect(decoder.decode(bytes("\u{1B}[27u")) == keys(.escape))
    #expect(!decoder.isAwaitingMoreInput)
    // Split between two reads, it still needs no flush once whole.
    #expect(decoder.decode(bytes("\u{1B}[2")) == [])
    #expect(decoder.isAwaitingMoreInput)
    #expect(decoder.decode(bytes("7u")) == keys(.escape))
    #expect(!decoder.isAwaitingMoreInput)
  }

  @Test func aLoneEscapeUnderTheKeyboardProtocolIsStillHeldForTheRest() {
    // Under the protocol a lone ESC byte is a sequence cut between reads (or a key typed
    // before the push took effect): held, so the rest is not typed as text.
    var decoder = KeyDecoder()
    decoder.keyboardProtocolFlags = 1
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isAwaitingMoreInput)
    #expect(decoder.decode(bytes("[105;5u")) == keys(.ctrl("i")))
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.flushPending() == keys(.escape))
  }

  @Test func controlIUnderTheKeyboardProtocolIsNotTab() {
    expectDecoding(bytes("\u{1B}[105;5u"), as: keys(.ctrl("i"))) { $0.keyboardProtocolFlags = 1 }
    expectDecoding([0x09], as: keys(.tab)) { $0.keyboardProtocolFlags = 1 }
    #expect(KeyEvent.ctrl("i") != .tab)
  }

  @Test func repeatsAndReleasesKeepTheirKindWhenAskedFor() {
    let asked: (inout KeyDecoder) -> Void = { $0.keyboardProtocolFlags = 3 }
    expectDecoding(
      bytes("\u{1B}[97;1:2u\u{1B}[97;1:3u"),
      as: keys(KeyEvent(.character("a"), kind: .repeat), KeyEvent(.character("a"), kind: .release)),
      asked)
    expectDecoding(
      bytes("\u{1B}[1;5:3A"), as: keys(KeyEvent(.up, modifiers: .control, kind: .release)), asked)
    expectDecoding(
      bytes("\u{1B}[6;1:2~"), as: keys(KeyEvent(.pageDown, kind: .repeat)), asked)
    expectDecoding(
      bytes("\u{1B}[97;6:3u"),
      as: keys(KeyEvent(.character("A"), modifiers: .control, kind: .release)), asked)
    // A press says so, or says nothing; a lone modifier's release is still no key.
    expectDecoding(
      bytes("\u{1B}[97;5:1u\u{1B}[97;5u\u{1B}[57441;2:3u"), as: keys(.ctrl("a"), .ctrl("a")),
      asked)
    // A release is never the press a binding compares with.
    #expect(KeyEvent(.character("q"), kind: .release) != .character("q"))
  }

  @Test func withoutEventTypesARepeatIsAPressAndAReleaseIsDropped() {
    let disambiguating: (inout KeyDecoder) -> Void = { $0.keyboardProtocolFlags = 1 }
    expectDecoding(
      bytes("\u{1B}[97;1:2u\u{1B}[97;1:3u\u{1B}[1;1:3A"), as: keys(.character("a")),
      disambiguating)
  }

  @Test func focusReportsDecodeWhenAskedFor() {
    expectDecoding(
      bytes("\u{1B}[I\u{1B}[Oq"),
      as: [.focus(gained: true), .focus(gained: false), .key(.character("q"))]
    ) { $0.reportsFocus = true }
    // With parameters, it is not a focus report.
    expectDecoding(bytes("\u{1B}[1Iq"), as: keys(.character("q"))) { $0.reportsFocus = true }
    // Not asked for: dropped, never typed.
    expectDecoding(bytes("\u{1B}[I\u{1B}[O"), as: []) { _ in }
  }

  @Test func inBandResizeNotificationsDecodeAsResizes() {
    let asked: (inout KeyDecoder) -> Void = { $0.reportsInBandResize = true }
    expectDecoding(
      bytes("\u{1B}[48;40;120;800;1200t"), as: [.resize(width: 120, height: 40)], asked)
    expectDecoding(
      bytes("\u{1B}[48;24;80tq"), as: [.resize(width: 80, height: 24), .key(.character("q"))], asked
    )
    // Malformed (no rows, four numbers) or another window report: dropped.
    expectDecoding(bytes("\u{1B}[48;0;80;1;1tq"), as: keys(.character("q")), asked)
    expectDecoding(bytes("\u{1B}[48;24;80;1tq"), as: keys(.character("q")), asked)
    expectDecoding(bytes("\u{1B}[8;24;80tq"), as: keys(.character("q")), asked)
    expectDecoding(bytes("\u{1B}[48;2:4;80tq"), as: keys(.character("q")), asked)
    // Not asked for: dropped.
    expectDecoding(bytes("\u{1B}[48;40;120;800;1200tq"), as: keys(.character("q"))) { _ in }
  }

  @Test func theKeyboardProtocolsFlagsAreAReportWhileRepliesAreAwaited() {
    expectDecoding(bytes("\u{1B}[?1u"), as: [.report(.keyboardFlags(1))]) {
      $0.acceptsReplies = true
    }
    expectDecoding(
      bytes("\u{1B}[?0u\u{1B}[?31u"), as: [.report(.keyboardFlags(0)), .report(.keyboardFlags(31))]
    ) {
      $0.acceptsReplies = true
    }
    // The query's own shape, and flags not asked for: dropped.
    expectDecoding(bytes("\u{1B}[?uq"), as: keys(.character("q"))) { $0.acceptsReplies = true }
    expectDecoding(bytes("\u{1B}[?1uq"), as: keys(.character("q"))) { _ in }
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
