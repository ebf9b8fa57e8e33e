/// Turns the bytes a terminal sends into key and paste events, incrementally.
///
/// Feed it whatever each `read` returned; a sequence or UTF-8 character split across
/// reads is completed by the next call. A lone ESC at the end of the input is held,
/// because it may be the start of an escape sequence: when no more input arrives for
/// a short while (about 50 ms) call ``flushPending()`` and it becomes the Esc key.
///
///     var decoder = KeyDecoder()
///     decoder.decode(Array("\u{1B}[A".utf8))  // [.key(.up)]
///     decoder.decode([0x1B])                   // []  (held)
///     decoder.flushPending()                   // [.key(.escape)]
///
/// Invalid UTF-8 becomes U+FFFD; unknown escape sequences are consumed whole and
/// dropped, never reported as text. Printable text is grouped into grapheme clusters
/// within one call; a cluster split across two reads arrives as two events.
///
/// **Pastes.** A bracketed paste (`ESC[200~` … `ESC[201~`) arrives as ``TerminalEvent/paste(_:)``,
/// never as keys. It ends at `ESC[201~`, or — when the terminal never sends the end —
/// when ``flushPending()`` is called after the input went quiet (the reader waits
/// ``TerminalSession/Options/pasteTimeoutMilliseconds`` for that); the keys after it act
/// normally, Ctrl-C included. A paste longer than ``maximumPasteBytes`` arrives as several
/// paste events, in order, so memory stays bounded and none of it is taken for keys.
///
/// **The kitty keyboard protocol.** Keys in its form — `ESC [ code[:shifted[:base]] ;
/// modifiers[:kind] [; text] u`, and the legacy keys with a kind (`ESC[1;5:3A`,
/// `ESC[5;1:2~`) — decode at all times: `ESC[105;5u` is `.ctrl("i")`, not Tab;
/// `ESC[27u` is Esc, complete, delivered at once. Keys of the protocol that type nothing
/// and have no ``KeyEvent/Key`` — the lock keys, the media keys, a modifier key pressed
/// alone — are dropped; keypad keys are the keys they type. A malformed one (a kind that
/// is not 1, 2 or 3, a part where none belongs) is dropped whole. Repeats and releases
/// keep their ``KeyEvent/kind`` only under ``keyboardProtocolFlags`` that ask for them.
public struct KeyDecoder: Sendable {
  /// The most bytes of a paste held at once; a longer paste is delivered in parts.
  public static let maximumPasteBytes = 1 << 20

  /// Bytes received but not yet decoded: an incomplete sequence or character.
  private var pending: [UInt8] = []
  /// The paste received so far, while inside a bracketed paste.
  private var paste: [UInt8]?
  /// Inside an over-long escape sequence: its remaining bytes are dropped up to and
  /// including its final byte, so none of them turns into text.
  private var discarding = false
  /// Inside an over-long operating system command: its bytes are dropped up to and
  /// including its end (BEL, or ESC \).
  private var discardingCommand = false

  /// Whether a query's answer is awaited: then answers — a mode's state, the device
  /// attributes, a cursor position report (`ESC[12;5R`, which is also Ctrl-F3 with
  /// modifiers), the background colour (`ESC]11;…`) — decode as
  /// ``TerminalEvent/report(_:)``. Otherwise a mode's state and the device attributes
  /// are dropped, a cursor position report is the key it looks like, and a string answer
  /// is dropped: strings (`ESC ]`, `ESC P`, `ESC _`…) are consumed whole at all times. The
  /// reader sets it while answers may still come.
  public var acceptsReplies = false

  /// The kitty keyboard protocol's flags the terminal was told to use (see
  /// ``TerminalSession/enableKeyboardProtocol()``): 1 disambiguates keys, 2 (with 1, 3)
  /// reports repeats and releases; 0 while the protocol is off. With 2, a repeat or a
  /// release decodes with its ``KeyEvent/kind``; without it a release is dropped and a
  /// repeat is a press, so a key typed while the protocol changes never acts twice.
  ///
  /// It does not change how a lone ESC is read. Under the protocol the Esc key arrives
  /// as `ESC[27u`, complete, and is delivered at once; an ESC byte alone at the end of a
  /// read is then the start of a sequence split between two reads, or the legacy Esc of a
  /// key typed before the terminal took the change, so it is held for the rest as
  /// ever — delivering it at once would type the rest of a split sequence as text.
  public var keyboardProtocolFlags = 0

  /// Whether the focus reports of DEC mode 1004 (`ESC[I`, `ESC[O`) decode as
  /// ``TerminalEvent/focus(gained:)``; otherwise they are dropped.
  public var reportsFocus = false

  /// Whether in-band resize notifications (mode 2048, `ESC[48;rows;columns;height;width t`)
  /// decode as ``TerminalEvent/resize(width:height:)``; otherwise they are dropped.
  public var reportsInBandResize = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether input is held waiting for more bytes, so the reader should call
  /// ``flushPending()`` if none come soon. False inside a paste (see ``isInPaste``).
  public var isAwaitingMoreInput: Bool {
    paste == nil && !pending.isEmpty
  }

  /// Whether a paste has begun and not ended: the reader should call ``flushPending()``
  /// if the input stays quiet for the paste time-out.
  public var isInPaste: Bool { paste != nil }

  /// Decodes `bytes`, returning the events they complete.
  ///
  /// - Complexity: O(n) in the bytes given plus those held.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    pending.append(contentsOf: bytes)
    return drain(atEnd: false)
  }

  /// Resolves held input as if no more bytes will follow: a lone ESC becomes the Esc
  /// key, ESC plus one character that key with alt, an incomplete UTF-8 character
  /// U+FFFD, and an incomplete escape sequence is dropped. A paste in progress ends with
  /// what arrived of it.
  public mutating func flushPending() -> [TerminalEvent] {
    if let buffer = paste {
      paste = nil
      let rest = pending
      pending = []
      var events: [TerminalEvent] = []
      let text = buffer + rest
      if !text.isEmpty { events.append(.paste(String(decoding: text, as: UTF8.self))) }
      return events
    }
    return drain(atEnd: true)
  }

  // MARK: - Decoding

  /// Events decoded so far, and printable text not yet grouped into clusters.
  private struct Output {
    var events: [TerminalEvent] = []
    var text = String.UnicodeScalarView()

    /// Ends the text: each of its grapheme clusters becomes a character key.
    mutating func flushText() {
      guard !text.isEmpty else { return }
      for character in String(text) { events.append(.key(.character(character))) }
      text.removeAll()
    }

    mutating func append(_ event: TerminalEvent) {
      flushText()
      events.append(event)
    }
  }

  /// What the decoder was told to take, for the steps.
  private var reading: Reading {
    Reading(
      replies: acceptsReplies, focus: reportsFocus, resize: reportsInBandResize,
      keyKinds: keyboardProtocolFlags & 2 != 0)
  }

  private mutating func drain(atEnd: Bool) -> [TerminalEvent] {
    var output = Output()
    var index = 0
    while index < pending.count {
      if paste != nil {
        output.flushText()
        guard let event = continuePaste(from: index) else {
          index = pending.count
          break
        }
        output.events.append(event)
        index = 0  // `continuePaste` left only the bytes after the paste in `pending`.
        continue
      }
      if discardingCommand || discarding {
        guard let next = skipDiscarded(from: index, atEnd: atEnd) else { break }
        index = next
        continue
      }
      let step = Self.step(pending, at: index, atEnd: atEnd, reading: reading)
      guard let length = take(step, into: &output) else { break }
      index += length
    }
    output.flushText()
    pending.removeFirst(index)
    return output.events
  }

  /// Adds what `step` decoded to `output`; returns how many bytes it took, or nil when
  /// the bytes are incomplete.
  private mutating func take(_ step: Step, into output: inout Output) -> Int? {
    switch step {
    case .incomplete: return nil
    case .text(let scalar, let length):
      output.text.append(scalar)
      return length
    case .key(let key, let length):
      output.append(.key(key))
      return length
    case .mouse(let mouse, let length):
      output.append(.mouse(mouse))
      return length
    case .report(let report, let length):
      output.append(.report(report))
      return length
    case .event(let event, let length):
      output.append(event)
      return length
    case .pasteStart(let length):
      output.flushText()
      paste = []
      return length
    case .skip(let length):
      return length
    case .discard(let length):
      discarding = true
      return length
    case .discardCommand(let length):
      discardingCommand = true
      return length
    }
  }

  /// Drops the rest of a sequence being discarded from `index`: a control sequence's up to
  /// and including its final byte, a string's up to and including its end (BEL, ST or its
  /// C1 form) or up to what aborts it (CAN, SUB, another ESC). Returns where decoding goes on, or nil
  /// when the input ends before anything says.
  private mutating func skipDiscarded(from index: Int, atEnd: Bool) -> Int? {
    let byte = pending[index]
    if discarding {
      if (0x20...0x3F).contains(byte) { return index + 1 }
      discarding = false
      return (0x40...0x7E).contains(byte) ? index + 1 : index
    }
    switch byte {
    case 0x07, 0x18, 0x1A:
      discardingCommand = false
      return index + 1
    case 0xC2:
      // U+009C, the C1 string terminator, in UTF-8.
      guard index + 1 < pending.count else { return atEnd ? index + 1 : nil }
      guard pending[index + 1] == 0x9C else { return index + 1 }
      discardingCommand = false
      return index + 2
    case 0x1B:
      guard index + 1 < pending.count else {
        if atEnd { discardingCommand = false }
        return atEnd ? index + 1 : nil
      }
      discardingCommand = false
      // ST ends the string; any other ESC begins something new.
      return pending[index + 1] == 0x5C ? index + 2 : index
    default:
      return index + 1
    }
  }

  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 201 ~

  /// Moves `pending[start...]` into the paste; when the paste is complete returns it and
  /// leaves in `pending` only the bytes that followed it.
  private mutating func continuePaste(from start: Int) -> TerminalEvent? {
    guard var buffer = paste else { return nil }
    paste = nil
    // The terminator may straddle the previous read, so search a little way back.
    let searchFrom = max(0, buffer.count - (Self.pasteEnd.count - 1))
    buffer.append(contentsOf: pending[start...])
    guard let end = Self.firstIndex(of: Self.pasteEnd, in: buffer, from: searchFrom) else {
      pending = []
      guard buffer.count > Self.maximumPasteBytes else {
        paste = buffer
        return nil
      }
      // Too long to hold: deliver what arrived, keeping the bytes that may begin the end
      // sequence and never cutting a UTF-8 character.
      var cut = buffer.count - (Self.pasteEnd.count - 1)
      var back = 0
      while back < 3 && cut > 0 && buffer[cut] & 0xC0 == 0x80 {
        cut -= 1
        back += 1
      }
      paste = Array(buffer[cut...])
      return .paste(String(decoding: buffer[..<cut], as: UTF8.self))
    }
    pending = Array(buffer[(end + Self.pasteEnd.count)...])
    return .paste(String(decoding: buffer[..<end], as: UTF8.self))
  }

  private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int)
    -> Int?
  {
    guard haystack.count >= needle.count else { return nil }
    var candidate = start
    while candidate <= haystack.count - needle.count {
      if haystack[candidate] == needle[0]
        && haystack[candidate..<(candidate + needle.count)].elementsEqual(needle)
      {
        return candidate
      }
      candidate += 1
    }
    return nil
  }

  /// What the decoder takes besides keys, set by its owner.
  private struct Reading {
    /// Answers to queries (``acceptsReplies``).
    var replies: Bool
    /// Focus reports (``reportsFocus``).
    var focus: Bool
    /// In-band resize notifications (``reportsInBandResize``).
    var resize: Bool
    /// Repeats and releases (``keyboardProtocolFlags`` with 2).
    var keyKinds: Bool
  }

  /// What the bytes at one position decode to, and how many bytes that takes.
  private enum Step {
    case key(KeyEvent, Int)
    case mouse(MouseEvent, Int)
    case report(TerminalReport, Int)
    /// A focus report or an in-band resize.
    case event(TerminalEvent, Int)
    case text(Unicode.Scalar, Int)
    case pasteStart(Int)
    case skip(Int)
    /// An over-long sequence: drop these bytes and the rest of the sequence.
    case discard(Int)
    /// An over-long operating system command: drop these bytes and the rest of it.
    case discardCommand(Int)
    case incomplete
  }

  private static func step(_ bytes: [UInt8], at index: Int, atEnd: Bool, reading: Reading)
    -> Step
  {
    let byte = bytes[index]
    if byte == 0x1B {
      return escape(bytes, at: index, atEnd: atEnd, reading: reading)
    }
    return plain(bytes, at: index, atEnd: atEnd)
  }

  /// Whether `scalar`, past ASCII, is a control that a key never types: DEL, a C1
  /// control, or a bidi embedding, override or isolate (which would reorder the text
  /// around it wherever it is shown).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }

  /// A byte or UTF-8 character that does not start with ESC.
  private static func plain(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> Step {
    let byte = bytes[index]
    switch byte {
    case 0x0D, 0x0A: return .key(.enter, 1)
    case 0x09: return .key(.tab, 1)
    case 0x08, 0x7F: return .key(.backspace, 1)
    case 0x00: return .key(.ctrl(" "), 1)
    case 0x01...0x1A: return .key(.ctrl(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x1C...0x1F: return .key(.ctrl(Character(Unicode.Scalar(byte + 0x40))), 1)
    case 0x20...0x7E: return .text(Unicode.Scalar(byte), 1)
    default:
      switch UTF8Reader.read(bytes, at: index) {
      case .scalar(let scalar, let length):
        // C1 controls and bidi overrides are never text; the C1 forms of CSI and of the
        // string commands (DCS, SOS, OSC, PM, APC) take their sequence with them.
        switch scalar.value {
        case 0x9B: return .discard(length)
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: return .discardCommand(length)
        default: return isControl(scalar) ? .skip(length) : .text(scalar, length)
        }
      case .invalid(let length):
        return .text("\u{FFFD}", length)
      case .incomplete:
        return atEnd ? .text("\u{FFFD}", bytes.count - index) : .incomplete
      }
    }
  }

  /// ESC alone, ESC + key (alt), or an escape sequence.
  private static func escape(_ bytes: [UInt8], at index: Int, atEnd: Bool, reading: Reading)
    -> Step
  {
    let next = index + 1
    guard next < bytes.count else {
      return atEnd ? .key(.escape, 1) : .incomplete
    }
    switch bytes[next] {
    case 0x5B:  // [
      return controlSequence(bytes, at: index, atEnd: atEnd, reading: reading)
    case 0x5D, 0x50, 0x5F, 0x5E, 0x58:
      // ] P _ ^ X: an operating system command, a device control string, an application
      // program command, a privacy message, a string: what terminals answer queries with,
      // consumed whole at all times — never typed, however late it comes.
      return string(bytes, at: index, atEnd: atEnd, replies: reading.replies)
    case 0x4F:  // O
      return singleShift(bytes, at: index, atEnd: atEnd)
    case 0x1B:
      return .key(.escape, 1)
    default:
      switch plain(bytes, at: next, atEnd: atEnd) {
      case .key(var key, let length):
        key.modifiers.insert(.alt)
        return .key(key, 1 + length)
      case .text(let scalar, let length):
        return .key(KeyEvent(.character(Character(scalar)), modifiers: .alt), 1 + length)
      case .incomplete:
        return .incomplete
      case .skip, .discard, .discardCommand, .pasteStart, .mouse, .report, .event:
        return .key(.escape, 1)
      }
    }
  }

  /// The longest escape sequence held while waiting for its end; longer is garbage.
  private static let maximumSequenceLength = 64

  /// `ESC [ params intermediates final`.
  private static func controlSequence(
    _ bytes: [UInt8], at index: Int, atEnd: Bool, reading: Reading
  ) -> Step {
    var cursor = index + 2
    // The Linux console sends F1–F5 as ESC [ [ A … ESC [ [ E.
    if cursor < bytes.count && bytes[cursor] == 0x5B {
      guard cursor + 1 < bytes.count else { return atEnd ? .skip(3) : .incomplete }
      let final = bytes[cursor + 1]
      if (0x41...0x45).contains(final) {
        return .key(.function(Int(final) - 0x40), 4)
      }
      return .skip(4)
    }
    let parametersStart = cursor
    while cursor < bytes.count && (0x30...0x3F).contains(bytes[cursor]) { cursor += 1 }
    let parametersEnd = cursor
    while cursor < bytes.count && (0x20...0x2F).contains(bytes[cursor]) { cursor += 1 }
    // Over-long, whether its end has arrived or not: garbage, dropped the same way however
    // the bytes were split into reads.
    if cursor - index > maximumSequenceLength { return .discard(cursor - index) }
    guard cursor < bytes.count else {
      if atEnd {
        // ESC [ alone, after a pause, was alt+[.
        return cursor == index + 2 ? .key(.alt("["), 2) : .skip(cursor - index)
      }
      return .incomplete
    }
    let final = bytes[cursor]
    guard (0x40...0x7E).contains(final) else {
      // Malformed (a parameter after an intermediate, as in `ESC[<0;-5;-7M`): dropped up to
      // and including its final byte, so none of it is typed. A control byte ends it and
      // is decoded on its own.
      return bytes[cursor] < 0x20 ? .skip(cursor - index) : .discard(cursor - index)
    }
    let length = cursor + 1 - index
    let intermediates = parametersEnd < cursor
    if final == 0x4D, parametersStart == parametersEnd, !intermediates {
      // `ESC [ M b x y`: an X10 mouse report, from a terminal without SGR reports.
      return x10Mouse(bytes, at: index, atEnd: atEnd)
    }
    if !intermediates, parametersStart < parametersEnd, bytes[parametersStart] == 0x3C,
      final == 0x4D || final == 0x6D
    {
      // `ESC [ < b ; x ; y M`: an SGR mouse report.
      guard let numbers = Parameters(bytes[(parametersStart + 1)..<parametersEnd]),
        numbers.values.count == 3,
        let mouse = MouseEvent.sgr(
          button: numbers.values[0], column: numbers.values[1], row: numbers.values[2],
          released: final == 0x6D)
      else { return .skip(length) }
      return .mouse(mouse, length)
    }
    let parameterBytes = bytes[parametersStart..<parametersEnd]
    if let report = report(
      parameterBytes, intermediates: bytes[parametersEnd..<cursor], final: final,
      replies: reading.replies)
    {
      return .report(report, length)
    }
    guard !intermediates else { return .skip(length) }
    if let notification = notification(
      parameterBytes, final: final, length: length, reading: reading)
    {
      return notification
    }
    guard let fields = KeyFields(parameterBytes, final: final) else { return .skip(length) }
    if final == 0x7E && fields.code == 200 {  // ~
      return .pasteStart(length)
    }
    guard var key = controlSequenceKey(final: final, fields: fields) else {
      return .skip(length)
    }
    key.modifiers.formUnion(Parameters.modifiers(from: fields.modifiers))
    if final == 0x75, case .character(let character) = key.key {
      key = shifted(key, character: character, shiftedCode: fields.shifted)
    }
    switch fields.kind {
    case 2: key.kind = .repeat
    case 3:
      // A release nobody asked for (the flags changed while it was on its way): dropped.
      guard reading.keyKinds else { return .skip(length) }
      key.kind = .release
    default: break
    }
    if !reading.keyKinds { key.kind = .press }
    return .key(key, length)
  }

  /// A focus report (`ESC[I`, `ESC[O`) or an in-band resize (`ESC[48;rows;columns;…t`), of
  /// `length` bytes: the event when it is asked for, dropped when it is not (or is
  /// malformed); nil when the sequence is neither.
  private static func notification(
    _ parameterBytes: ArraySlice<UInt8>, final: UInt8, length: Int, reading: Reading
  ) -> Step? {
    switch final {
    case 0x49, 0x4F:  // I, O
      guard parameterBytes.isEmpty else { return nil }
      return reading.focus ? .event(.focus(gained: final == 0x49), length) : .skip(length)
    case 0x74:  // t
      guard !parameterBytes.contains(0x3A), let numbers = Parameters(parameterBytes),
        numbers.first == 48, numbers.values.count == 3 || numbers.values.count == 5
      else { return nil }
      let rows = numbers.values[1]
      let columns = numbers.values[2]
      guard reading.resize, rows > 0, columns > 0 else { return .skip(length) }
      return .event(.resize(width: columns, height: rows), length)
    default:
      return nil
    }
  }

  /// A character typed with shift is the character shift makes: the shifted key the
  /// terminal reported, else a letter's capital. Shift is then part of the character, as
  /// in the legacy encoding (shift+a is `"A"`); where neither says what shift makes
  /// (shift+1 on an unknown layout), it stays a modifier.
  private static func shifted(_ key: KeyEvent, character: Character, shiftedCode: Int?)
    -> KeyEvent
  {
    guard key.modifiers.contains(.shift) else { return key }
    var key = key
    if let shiftedCode, let scalar = Unicode.Scalar(UInt32(clamping: shiftedCode)),
      scalar.value >= 0x20, !isControl(scalar)
    {
      key.key = .character(Character(scalar))
      key.modifiers.remove(.shift)
      return key
    }
    let upper = String(character).uppercased()
    if upper.count == 1, upper.unicodeScalars.count == 1, let capital = upper.first,
      capital != character
    {
      key.key = .character(capital)
      key.modifiers.remove(.shift)
    }
    return key
  }

  private static func controlSequenceKey(final: UInt8, fields: KeyFields) -> KeyEvent? {
    switch final {
    case 0x41: return .up  // A
    case 0x42: return .down  // B
    case 0x43: return .right  // C
    case 0x44: return .left  // D
    case 0x48: return .home  // H
    case 0x46: return .end  // F
    case 0x5A: return .shiftTab  // Z
    case 0x50...0x53:  // P Q R S: F1–F4, `ESC [ 1 ; m P` with modifiers.
      // Anything else ending in R is a cursor position report, not a key.
      return fields.code <= 1 ? .function(Int(final) - 0x4F) : nil
    case 0x7E:  // ~
      switch fields.code {
      case 1, 7: return .home
      case 2: return .insert
      case 3: return .delete
      case 4, 8: return .end
      case 5: return .pageUp
      case 6: return .pageDown
      case 11...15: return .function(fields.code - 10)
      case 17...21: return .function(fields.code - 11)
      case 23...24: return .function(fields.code - 12)
      default: return nil
      }
    case 0x75:  // u: the kitty keyboard protocol's form ("CSI u", which others use too).
      return unicodeKey(fields.code)
    default: return nil
    }
  }

  /// The key of `ESC [ code u`: a Unicode code point, or one of the kitty protocol's keys in
  /// the private-use area.
  private static func unicodeKey(_ code: Int) -> KeyEvent? {
    switch code {
    case 9: return .tab
    case 13: return .enter
    case 27: return .escape
    case 127: return .backspace
    case 57376...57398: return .function(code - 57376 + 13)  // F13–F35
    case 57399...57426: return keypadKey(code)
    case 57344...63743:
      // The rest of the private-use area is the protocol's keys that type nothing: the
      // lock keys, the media keys, a modifier key alone, keypad Begin.
      return nil
    case 32...0x10FFFF:
      guard let scalar = Unicode.Scalar(UInt32(code)), !isControl(scalar) else { return nil }
      return .character(Character(scalar))
    default: return nil
    }
  }

  /// The kitty protocol's keypad keys (57399 KP_0 … 57426 KP_DELETE) as the keys they are.
  private static func keypadKey(_ code: Int) -> KeyEvent? {
    switch code {
    case 57399...57408:
      return .character(Character(Unicode.Scalar(UInt8(0x30 + code - 57399))))
    case 57414: return .enter
    case 57417: return .left
    case 57418: return .right
    case 57419: return .up
    case 57420: return .down
    case 57421: return .pageUp
    case 57422: return .pageDown
    case 57423: return .home
    case 57424: return .end
    case 57425: return .insert
    case 57426: return .delete
    case 57409: return .character(".")
    case 57410: return .character("/")
    case 57411: return .character("*")
    case 57412: return .character("-")
    case 57413: return .character("+")
    case 57415: return .character("=")
    case 57416: return .character(",")
    default: return nil
    }
  }

  /// The answer a control sequence gives to a query, while answers are awaited: a mode's
  /// state (`ESC[?2026;2$y`), the primary device attributes (`ESC[?62;22c`), or the
  /// cursor's position (`ESC[12;5R`). Otherwise such sequences are dropped, or are keys.
  private static func report(
    _ parameterBytes: ArraySlice<UInt8>, intermediates: ArraySlice<UInt8>, final: UInt8,
    replies: Bool
  ) -> TerminalReport? {
    guard replies else { return nil }
    let isPrivate = parameterBytes.first == 0x3F  // ?
    let numbers = Parameters(isPrivate ? parameterBytes.dropFirst() : parameterBytes)
    switch (final, Array(intermediates)) {
    case (0x79, [0x24]) where isPrivate:  // $y
      guard let numbers, numbers.values.count == 2 else { return nil }
      return .mode(numbers.values[0], TerminalReport.ModeState(rawValue: numbers.values[1]))
    case (0x63, []) where isPrivate:  // c
      return .deviceAttributes
    case (0x52, []) where !isPrivate:  // R
      guard let numbers, numbers.values.count == 2, numbers.values[0] > 0,
        numbers.values[1] > 0
      else { return nil }
      return .cursorPosition(row: numbers.values[0] - 1, column: numbers.values[1] - 1)
    case (0x75, []) where isPrivate:  // u: the kitty keyboard protocol's flags.
      guard let numbers, numbers.values.count == 1, parameterBytes.count > 1 else { return nil }
      return .keyboardFlags(numbers.values[0])
    default:
      return nil
    }
  }

  /// The longest string command kept while waiting for its end; the rest of a longer one
  /// is dropped as it comes.
  private static let maximumCommandLength = 512

  /// `ESC ] … BEL` or `ESC ] … ESC \` (and the other string commands, `ESC P`, `ESC _`,
  /// `ESC ^`, `ESC X`): consumed whole. Only an OSC answer with the background colour
  /// (`11;rgb:RRRR/GGGG/BBBB`) and a DCS answer about direct colour (see
  /// ``TerminalReport/directColor(_:)``), while answers are awaited, are reported; the rest
  /// is dropped. CAN or SUB abort a string, another ESC ends it. Left unfinished when the
  /// input goes quiet, `ESC ]` alone is the key it looks like (alt+]); more is dropped.
  private static func string(_ bytes: [UInt8], at index: Int, atEnd: Bool, replies: Bool)
    -> Step
  {
    var cursor = index + 2
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == 0x07 || (byte == 0x1B && cursor + 1 < bytes.count && bytes[cursor + 1] == 0x5C) {
        let length = cursor + (byte == 0x07 ? 1 : 2) - index
        guard replies else { return .skip(length) }
        let body = String(decoding: bytes[(index + 2)..<cursor], as: UTF8.self)
        let answer: TerminalReport? =
          switch bytes[index + 1] {
          case 0x5D: TerminalReport.background(fromOSC: body)
          case 0x50: TerminalReport.colorSupport(fromDCS: body)
          default: nil
          }
        guard let answer else { return .skip(length) }
        return .report(answer, length)
      }
      if byte == 0x1B {
        if cursor + 1 >= bytes.count { break }  // Perhaps the start of ST.
        return .skip(cursor - index)  // Another sequence begins: this string is over.
      }
      if byte == 0x18 || byte == 0x1A { return .skip(cursor + 1 - index) }  // CAN, SUB
      cursor += 1
      if cursor - index > maximumCommandLength { return .discardCommand(cursor - index) }
    }
    guard atEnd else { return .incomplete }
    if bytes.count - index == 2 {
      return .key(
        KeyEvent(.character(Character(Unicode.Scalar(bytes[index + 1]))), modifiers: .alt), 2)
    }
    return .skip(bytes.count - index)
  }

  /// `ESC [ M` and three bytes, each 32 more than the button code, the column and the row
  /// (from 1): decoded, or dropped whole when they name no mouse event.
  private static func x10Mouse(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> Step {
    guard index + 5 < bytes.count else {
      return atEnd ? .skip(bytes.count - index) : .incomplete
    }
    let code = Int(bytes[index + 3]) - 32
    let column = Int(bytes[index + 4]) - 32
    let row = Int(bytes[index + 5]) - 32
    guard code >= 0 else { return .skip(6) }
    // X10 has no release per button: code 3 (no button) is a release.
    let released = code & 3 == 3 && code & 64 == 0
    let button = released ? code & ~3 : code
    guard
      let mouse = MouseEvent.sgr(button: button, column: column, row: row, released: released)
    else { return .skip(6) }
    return .mouse(mouse, 6)
  }

  /// `ESC O final`, optionally with a modifier number before the final byte.
  private static func singleShift(_ bytes: [UInt8], at index: Int, atEnd: Bool) -> Step {
    var cursor = index + 2
    while cursor < bytes.count && (0x30...0x3B).contains(bytes[cursor]) { cursor += 1 }
    if cursor - index > maximumSequenceLength { return .discard(cursor - index) }
    guard cursor < bytes.count else {
      if atEnd {
        return cursor == index + 2 ? .key(.alt("O"), 2) : .skip(cursor - index)
      }
      return .incomplete
    }
    let final = bytes[cursor]
    guard (0x40...0x7E).contains(final) else { return .skip(cursor - index) }
    let length = cursor + 1 - index
    var key: KeyEvent
    switch final {
    case 0x41: key = .up
    case 0x42: key = .down
    case 0x43: key = .right
    case 0x44: key = .left
    case 0x48: key = .home
    case 0x46: key = .end
    case 0x4D: key = .enter  // keypad Enter
    case 0x50...0x53: key = .function(Int(final) - 0x4F)
    default: return .skip(length)
    }
    if let parameters = Parameters(bytes[(index + 2)..<cursor]) {
      // `ESC O 5 A`: the only number is the modifier.
      let modifierValue = parameters.values.count == 1 ? parameters.first : parameters.second
      key.modifiers.formUnion(Parameters.modifiers(from: modifierValue))
    }
    return .key(key, length)
  }

  /// The numeric parameters of a control sequence: `1;5` in `ESC [ 1 ; 5 A`.
  private struct Parameters {
    var values: [Int]

    /// Nil for private parameters (`<`, `=`, `>`, `?`), which keys never use.
    init?(_ bytes: ArraySlice<UInt8>) {
      values = [0]
      for byte in bytes {
        switch byte {
        case 0x30...0x39:
          // Saturate: a hostile sequence of digits must not overflow.
          values[values.count - 1] = min(
            values[values.count - 1] * 10 + Int(byte - 0x30), 99_999_999)
        case 0x3B: values.append(0)
        case 0x3A: continue  // Sub-parameters: keep only the first part's digits.
        default: return nil
        }
      }
    }

    var first: Int { values[0] }
    var second: Int { values.count > 1 ? values[1] : 0 }
    var modifiers: KeyEvent.Modifiers { Self.modifiers(from: second) }

    /// xterm's encoding, which the kitty protocol extends: 1 + (shift 1 | alt 2 | ctrl 4 |
    /// xterm's meta, kitty's super 8 | hyper 16 | kitty's meta 32 | caps lock 64 | num
    /// lock 128). Both metas are alt, as elsewhere; hyper and the locks are left out.
    static func modifiers(from value: Int) -> KeyEvent.Modifiers {
      guard value > 1 else { return [] }
      let bits = value - 1
      var modifiers: KeyEvent.Modifiers = []
      if bits & 1 != 0 { modifiers.insert(.shift) }
      if bits & (2 | 8 | 32) != 0 { modifiers.insert(.alt) }
      if bits & 4 != 0 { modifiers.insert(.control) }
      return modifiers
    }
  }

  /// The parameters of a key's control sequence, in the kitty keyboard protocol's form:
  /// `code[:shifted[:base]] ; modifiers[:kind] ; text` — the code only, or nothing, in the
  /// legacy forms (`ESC [ A`, `ESC [ 5 ~`, `ESC [ 1 ; 5 A`).
  private struct KeyFields {
    /// The key's number: a code point for `u`, the key for `~`; 1 when absent.
    var code = 1
    /// What the key types with shift, when the terminal reports it (flag 4).
    var shifted: Int?
    /// 1 + the modifier bits; 0 or 1 for none.
    var modifiers = 1
    /// 1 press, 2 repeat, 3 release.
    var kind = 1

    /// Nil when malformed: a private marker, a kind other than 1–3, more parts than
    /// the form has, text or alternate keys on a key other than `u`, no code for `u`.
    init?(_ bytes: ArraySlice<UInt8>, final: UInt8) {
      var fields: [[Int?]] = [[nil]]
      for byte in bytes {
        switch byte {
        case 0x30...0x39:
          // Saturate: a hostile sequence of digits must not overflow.
          let last = fields[fields.count - 1].count - 1
          let value = fields[fields.count - 1][last] ?? 0
          fields[fields.count - 1][last] = min(value * 10 + Int(byte - 0x30), 99_999_999)
        case 0x3B: fields.append([nil])
        case 0x3A: fields[fields.count - 1].append(nil)
        default: return nil
        }
      }
      let isUnicode = final == 0x75
      guard fields.count <= (isUnicode ? 3 : 2), fields[0].count <= (isUnicode ? 3 : 1) else {
        return nil
      }
      if let code = fields[0][0] {
        self.code = code
      } else if isUnicode {
        return nil
      }
      if fields[0].count > 1 { shifted = fields[0][1] }
      if fields.count > 1 {
        guard fields[1].count <= 2 else { return nil }
        modifiers = fields[1][0] ?? 1
        if fields[1].count == 2 { kind = fields[1][1] ?? 1 }
        guard (1...3).contains(kind) else { return nil }
      }
    }
  }
}

/// Reads one UTF-8 encoded scalar, reporting the maximal invalid subpart as invalid.
enum UTF8Reader {
  enum Result: Equatable {
    case scalar(Unicode.Scalar, Int)
    case invalid(Int)
    case incomplete
  }

  static func read(_ bytes: [UInt8], at index: Int) -> Result {
    let lead = bytes[index]
    let count: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), 1)
    case 0xC2...0xDF:
      count = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      count = 3
      value = UInt32(lead & 0x0F)
      if lead == 0xE0 { secondRange = 0xA0...0xBF }  // no overlong forms
      if lead == 0xED { secondRange = 0x80...0x9F }  // no surrogates
    case 0xF0...0xF4:
      count = 4
      value = UInt32(lead & 0x07)
      if lead == 0xF0 { secondRange = 0x90...0xBF }
      if lead == 0xF4 { secondRange = 0x80...0x8F }  // nothing above U+10FFFF
    default:
      return .invalid(1)
    }
    for offset in 1..<count {
      guard index + offset < bytes.count else { return .incomplete }
      let byte = bytes[index + offset]
      let range = offset == 1 ? secondRange : 0x80...0xBF
      guard range.contains(byte) else { return .invalid(offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .invalid(count) }
    return .scalar(scalar, count)
  }
}
