/// Makes untrusted text safe to draw: every character that could drive the terminal becomes a
/// visible, one-cell placeholder.
///
/// Text from an API, a file or a user can hold escape sequences that move the cursor, clear
/// the screen, set the window title, write the clipboard (OSC 52), make hyperlinks (OSC 8), or
/// bidi controls that reorder a line so it reads differently from what it holds. After
/// sanitising, none of these reach the terminal; the text shows where they were instead.
///
/// | input | output |
/// |---|---|
/// | newline `\n` | kept |
/// | `\r\n` | `\n` |
/// | tab `\t` | spaces up to the next multiple-of-8 column, counted in cells from the line start |
/// | other C0 control U+0000–U+001F (including ESC and a lone `\r`) | its Control Picture U+2400 + code: `␀`, `␍`, `␛`, … |
/// | DEL U+007F | `␡` U+2421 |
/// | C1 control U+0080–U+009F | `␦` U+2426 |
/// | bidi embedding, override and isolate controls U+202A–U+202E, U+2066–U+2069 | `⇄` U+21C4 |
///
/// ```swift
/// Sanitizer.sanitize("\u{1B}[2Jhi")  // "␛[2Jhi"
/// Sanitizer.sanitize("a\tb")          // "a       b"
/// ```
public enum Sanitizer {
  /// The placeholder shown for a C1 control (U+0080–U+009F), in text or as a raw byte.
  static let c1Placeholder: Unicode.Scalar = "\u{2426}"
  /// The placeholder shown for a bidi embedding, override or isolate control.
  static let bidiPlaceholder: Unicode.Scalar = "\u{21C4}"
  /// The placeholder shown for DEL.
  static let deletePlaceholder: Unicode.Scalar = "\u{2421}"
  /// What an invalid UTF-8 sequence decodes to.
  private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

  /// `text` with every control character except newline replaced by a visible placeholder,
  /// and tabs expanded to spaces (see ``Sanitizer`` for the mapping).
  ///
  /// - Complexity: O(*n*) in the UTF-8 length. Text without controls, C1 or bidi
  ///   characters is returned as-is after one scan of its bytes.
  public static func sanitize(_ text: String) -> String {
    if !needsSanitizing(text) { return text }
    var column = 0
    return sanitizeSlowly(Substring(text), column: &column, measureTail: false)
  }

  /// ``sanitize(_:)``, whether the result holds a newline, found in the same scan, and
  /// whether anything was replaced (false: `text` is returned as it is).
  ///
  /// `asciiWidth` is the display width of a text of printable ASCII alone, found by the same
  /// scan (a cell a byte), and nil for any other text.
  static func sanitizeNotingChanges(_ text: String)
    -> (text: String, hasNewline: Bool, changed: Bool, asciiWidth: Int?)
  {
    // Printable ASCII alone — a table's cells, labels, most lines — needs only the first
    // test; any other text is scanned on from the first word that fails it.
    let scan =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        guard let base = bytes.baseAddress else { return Scan(isPrintableASCII: true) }
        let printable = DisplayWidth.asciiRunEnd(base, from: 0, count: bytes.count)
        // The full scan goes a word at a time from a multiple of eight.
        return printable == bytes.count
          ? Scan(isPrintableASCII: true) : self.scan(bytes, from: printable & ~7)
      } ?? self.scan(text)
    if scan.isPrintableASCII { return (text, false, false, text.utf8.count) }
    if !scan.isUnsafe {
      let isPrintableASCII = scan.isASCII && !scan.hasNewline
      return (text, scan.hasNewline, false, isPrintableASCII ? text.utf8.count : nil)
    }
    var column = 0
    let clean = sanitizeSlowly(Substring(text), column: &column, measureTail: false)
    return (clean, clean.utf8.contains(0x0A), true, nil)
  }

  /// Decodes `bytes` as UTF-8 and sanitises the result.
  ///
  /// An invalid or truncated UTF-8 sequence becomes U+FFFD (one per maximal invalid
  /// subpart), and a lone byte 0x80–0x9F — a raw 8-bit C1 control such as 0x9B (CSI) — becomes
  /// the C1 placeholder `␦`, so it is never passed through to a terminal that would obey it.
  ///
  /// ```swift
  /// Sanitizer.sanitize(bytes: [0x9B, 0x32, 0x4A])  // "␦2J"
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public static func sanitize(bytes: some Sequence<UInt8>) -> String {
    sanitize(decodeUTF8(Array(bytes)))
  }

  // MARK: - Fast path

  /// Whether `text` holds any byte the slow path would change.
  static func needsSanitizing(_ text: String) -> Bool {
    scan(text).isUnsafe
  }

  /// What one scan of a text's bytes finds.
  struct Scan {
    /// Whether a byte the slow path would change was found (the scan stops there).
    var isUnsafe = false
    /// Whether a newline was found before the scan stopped.
    var hasNewline = false
    /// Whether every byte is ASCII, when the scan did not stop (no byte was unsafe).
    var isASCII = false
    /// Whether every byte is printable ASCII, found by the first test alone (false when the
    /// full scan ran: it says so by the other fields).
    var isPrintableASCII = false
  }

  private static func scan(_ text: String) -> Scan {
    if let answer = text.utf8.withContiguousStorageIfAvailable({ scan($0) }) { return answer }
    return Array(text.utf8).withUnsafeBufferPointer { scan($0) }
  }

  /// Scans UTF-8 bytes for C0 controls other than newline, DEL, and the encodings of the C1
  /// controls (C2 80–9F) and bidi controls (E2 80 AA–AE, E2 81 A6–A9), noting newlines —
  /// from byte `start`, a multiple of eight before which every byte is printable ASCII.
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Scan {
    var result = Scan()
    guard let base = bytes.baseAddress else { return result }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    // Every byte's high bit: none set, the text is ASCII.
    var highBits: UInt64 = 0
    // Looks closer at the bytes flagged in the word at `start`: whether one is unsafe.
    func isUnsafeWord(flagged: UInt64, at start: Int) -> Bool {
      var flagged = flagged
      while flagged != 0 {
        let position = start &+ flagged.trailingZeroBitCount &>> 3
        if bytes[position] == 0x0A { result.hasNewline = true }
        if isUnsafe(at: position, in: bytes) { return true }
        flagged &= flagged &- 1
      }
      return false
    }
    func word(at offset: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    // Eight bytes at a time: only the bytes the word test flags are looked at closer (every
    // byte to look at is flagged; some others may be too, which the closer look passes).
    var index = start
    while index &+ 8 <= count {
      let word = word(at: index)
      highBits |= word
      if isUnsafeWord(flagged: flags(word), at: index) {
        result.isUnsafe = true
        return result
      }
      index &+= 8
    }
    if index < count, count >= 8 {
      // The last bytes: the word that ends the text, less the bytes already looked at.
      let end = count &- 8
      let last = word(at: end)
      highBits |= last
      let seen = UInt64(index &- end) &* 8
      if isUnsafeWord(flagged: flags(last) & ~((1 &<< seen) &- 1), at: end) {
        result.isUnsafe = true
        return result
      }
    } else if count > 0, count < 8 {
      // Fewer than eight bytes — a table's cell, a label — in one word: what the word test
      // flags past them (a borrow can only carry upwards, from them into the rest) is
      // masked off.
      let ownBytes: UInt64 = (1 &<< (UInt64(truncatingIfNeeded: count) &* 8)) &- 1
      var word: UInt64 = 0
      for place in 0..<count { word |= UInt64(bytes[place]) &<< (UInt64(place) &* 8) }
      highBits = word
      if isUnsafeWord(flagged: flags(word) & ownBytes, at: 0) {
        result.isUnsafe = true
        return result
      }
    }
    result.isASCII = highBits & 0x8080_8080_8080_8080 == 0
    return result
  }

  /// The high bit of each byte of `word` (its first byte lowest) that may be below 0x20
  /// (newlines included, which the caller notes), DEL, or a lead byte of the encodings
  /// replaced — C2 (the C1 controls) and E2 (the bidi controls); zero when none is. Every
  /// such byte is flagged, and a byte above one may be flagged too. Every other byte passes:
  /// printable ASCII, and the bytes of letters with accents, of CJK and of emoji, which a
  /// closer look would only find safe.
  @inline(__always)
  private static func flags(_ word: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A byte below 0x20 sets its high bit here (a borrow from a lower byte only when that
    // byte is below 0x20 too): exact as a test of the whole word.
    let below20 = (word &- ones &* 0x20) & ~word & high
    // Nonzero when some byte of `word` is `byte`: the bytes equal to it become zero.
    @inline(__always) func has(_ byte: UInt64) -> UInt64 {
      let other = word ^ (ones &* byte)
      return (other &- ones) & ~other & high
    }
    return below20 | has(0x7F) | has(0xC2) | has(0xE2)
  }

  /// Whether the byte at `index` starts something the slow path replaces.
  @inline(__always)
  private static func isUnsafe(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let byte = bytes[index]
    if byte &- 0x20 < 0x5F || byte == 0x0A { return false }
    if byte < 0x80 { return true }
    if byte == 0xC2 { return index + 1 < bytes.count && bytes[index + 1] < 0xA0 }
    if byte == 0xE2 {
      return index + 2 < bytes.count && isBidiControl(bytes[index + 1], bytes[index + 2])
    }
    return false
  }

  // MARK: - Slow path

  /// Sanitises `text` starting at display column `column`, and leaves `column` at the column
  /// after the last tab or newline — or, with `measureTail`, after the whole text, so a
  /// following piece of the same line can continue the tab stops.
  static func sanitizeSlowly(
    _ text: Substring, column: inout Int, measureTail: Bool
  ) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 16)
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable {
      sanitize(utf8: $0, into: &output, column: &column, measureTail: measureTail)
    }
    if copied == nil {
      Array(text.utf8).withUnsafeBufferPointer {
        sanitize(utf8: $0, into: &output, column: &column, measureTail: measureTail)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The byte-level work of ``sanitizeSlowly(_:column:measureTail:)`` on valid UTF-8: bytes
  /// are copied as they are except for the encodings of the characters to replace.
  static func sanitize(
    utf8 input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], column: inout Int,
    measureTail: Bool
  ) {
    // Where the text since the last tab or newline starts in `output`; it is measured only
    // when a tab needs its column.
    var segmentStart = output.count
    let count = input.count
    var index = 0
    // Bytes that are copied as they are, up to `index`, are appended in one go.
    var copyStart = 0
    while index < count {
      let byte = input[index]
      if byte >= 0x20 && byte != 0x7F && byte != 0xC2 && byte != 0xE2 {
        index += 1
        continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: input[copyStart..<index]))
      index += 1
      switch byte {
      case 0x0A:
        output.append(byte)
        column = 0
        segmentStart = output.count
      case 0x09:
        column += width(of: output[segmentStart...])
        let spaces = 8 - column % 8
        output.append(contentsOf: repeatElement(0x20, count: spaces))
        column += spaces
        segmentStart = output.count
      case 0x0D where index < count && input[index] == 0x0A:
        // A CRLF line end becomes a newline; a lone CR could overwrite the line, so it shows.
        break
      case 0x00..<0x20:
        append(Unicode.Scalar(0x2400 + UInt32(byte))!, to: &output)
      case 0x7F:
        append(deletePlaceholder, to: &output)
      case 0xC2 where index < count && input[index] < 0xA0:
        append(c1Placeholder, to: &output)
        index += 1
      case 0xE2 where index + 1 < count && isBidiControl(input[index], input[index + 1]):
        append(bidiPlaceholder, to: &output)
        index += 2
      default:
        // The lead byte of some other character: its other bytes are copied with the next run.
        output.append(byte)
      }
      copyStart = index
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: input[copyStart..<count]))
    if measureTail { column += width(of: output[segmentStart...]) }
  }

  /// Whether E2 followed by these two bytes encodes U+202A–U+202E or U+2066–U+2069.
  private static func isBidiControl(_ second: UInt8, _ third: UInt8) -> Bool {
    (second == 0x80 && (0xAA...0xAE).contains(third))
      || (second == 0x81 && (0xA6...0xA9).contains(third))
  }

  private static func width(of utf8: ArraySlice<UInt8>) -> Int {
    utf8.isEmpty ? 0 : String(decoding: utf8, as: UTF8.self).displayWidth
  }

  private static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    UTF8.encode(scalar) { output.append($0) }
  }

  // MARK: - UTF-8 decoding

  /// Decodes UTF-8, replacing each maximal invalid subpart with U+FFFD and each lone
  /// 0x80–0x9F byte with the C1 placeholder.
  static func decodeUTF8(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        output.append(lead)
        index += 1
        continue
      }
      // Expected length and the allowed range of the second byte (ill-formed overlongs,
      // surrogates and values past U+10FFFF are excluded here, as in the Unicode standard).
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0x80...0x9F:
        append(c1Placeholder, to: &output)
        index += 1
        continue
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        secondRange = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        secondRange = 0x80...0x9F
      case 0xF0:
        length = 4
        secondRange = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        secondRange = 0x80...0x8F
      default:
        append(replacementCharacter, to: &output)
        index += 1
        continue
      }
      var next = index + 1
      while next < index + length {
        let range: ClosedRange<UInt8> = next == index + 1 ? secondRange : 0x80...0xBF
        guard next < count, range.contains(bytes[next]) else { break }
        next += 1
      }
      if next == index + length {
        output.append(contentsOf: bytes[index..<next])
      } else {
        // An invalid sequence is replaced up to, not including, the byte that broke it.
        append(replacementCharacter, to: &output)
      }
      index = next
    }
    return String(decoding: output, as: UTF8.self)
  }
}

extension Sanitizer {
  /// `text` on one row: line breaks and tabs become spaces, so a label can never make a
  /// one-line view taller or depend on tab stops.
  static func singleRow(_ text: String) -> String {
    guard mayBreakLines(text) else { return text }
    return String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
  }

  /// Whether `text` may hold a tab or a line break (LF, VT, FF, CR, NEL, U+2028, U+2029),
  /// found from its bytes without walking characters; labels rarely do.
  private static func mayBreakLines(_ text: String) -> Bool {
    if let answer = text.utf8.withContiguousStorageIfAvailable(mayBreakLines) { return answer }
    return Array(text.utf8).withUnsafeBufferPointer(mayBreakLines)
  }

  /// ``mayBreakLines(_:)`` over a text's bytes in storage: one pass over the bytes, the
  /// closer look only at a byte that may begin a line break.
  private static func mayBreakLines(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      index &+= 1
      switch byte {
      case 0x09...0x0D: return true
      case 0xC2: if index < count, bytes[index] == 0x85 { return true }
      case 0xE2:
        if index &+ 1 < count, bytes[index] == 0x80,
          bytes[index &+ 1] == 0xA8 || bytes[index &+ 1] == 0xA9
        {
          return true
        }
      default: continue
      }
    }
    return false
  }
}
