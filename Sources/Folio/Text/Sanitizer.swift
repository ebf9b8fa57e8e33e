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
    if let answer = text.utf8.withContiguousStorageIfAvailable(containsUnsafeBytes) {
      return answer
    }
    return containsUnsafeBytes(Array(text.utf8))
  }

  /// Scans UTF-8 bytes for C0 controls other than newline, DEL, and the lead bytes of the
  /// encoded C1 controls (C2 80–9F) and bidi controls (E2 80 AA–AE, E2 81 A6–A9).
  private static func containsUnsafeBytes<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes
  ) -> Bool where Bytes.Index == Int {
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index < end {
      let byte = bytes[index]
      if byte < 0x20 {
        if byte != 0x0A { return true }
      } else if byte == 0x7F {
        return true
      } else if byte == 0xC2 {
        if index + 1 < end, bytes[index + 1] < 0xA0 { return true }
      } else if byte == 0xE2 {
        if index + 2 < end {
          let second = bytes[index + 1]
          let third = bytes[index + 2]
          if second == 0x80, (0xAA...0xAE).contains(third) { return true }
          if second == 0x81, (0xA6...0xA9).contains(third) { return true }
        }
      }
      index += 1
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
    var output = ""
    output.reserveCapacity(text.utf8.count + 16)
    // Text since the last tab or newline; measured only when a tab needs its column.
    var segment = ""
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      scalars.formIndex(after: &index)
      switch scalar.value {
      case 0x0A:
        output += segment
        segment = ""
        output.unicodeScalars.append(scalar)
        column = 0
      case 0x09:
        column += segment.displayWidth
        output += segment
        segment = ""
        let spaces = 8 - column % 8
        output += String(repeating: " ", count: spaces)
        column += spaces
      case 0x0D:
        // A CRLF line end is kept as a newline; a lone CR could overwrite the line, so it shows.
        if index < scalars.endIndex, scalars[index] == "\n" { continue }
        segment.unicodeScalars.append(controlPicture(for: scalar.value))
      case 0x00..<0x20:
        segment.unicodeScalars.append(controlPicture(for: scalar.value))
      case 0x7F:
        segment.unicodeScalars.append(deletePlaceholder)
      case 0x80..<0xA0:
        segment.unicodeScalars.append(c1Placeholder)
      case 0x202A...0x202E, 0x2066...0x2069:
        segment.unicodeScalars.append(bidiPlaceholder)
      default:
        segment.unicodeScalars.append(scalar)
      }
    }
    if measureTail { column += segment.displayWidth }
    output += segment
    return output
  }

  /// The Control Pictures symbol for a C0 control: `␀` for NUL … `␟` for US.
  private static func controlPicture(for value: UInt32) -> Unicode.Scalar {
    Unicode.Scalar(0x2400 + value)!
  }

  // MARK: - UTF-8 decoding

  /// Decodes UTF-8, replacing each maximal invalid subpart with U+FFFD and each lone
  /// 0x80–0x9F byte with the C1 placeholder.
  static func decodeUTF8(_ bytes: [UInt8]) -> String {
    var output = String.UnicodeScalarView()
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        output.append(Unicode.Scalar(lead))
        index += 1
        continue
      }
      // Expected length and the allowed range of the second byte (ill-formed overlongs,
      // surrogates and values past U+10FFFF are excluded here, as in the Unicode standard).
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0x80...0x9F:
        output.append(c1Placeholder)
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
        output.append(replacementCharacter)
        index += 1
        continue
      }
      var value = UInt32(lead) & (0xFF >> (length + 1))
      var next = index + 1
      var valid = true
      while next < index + length {
        let range: ClosedRange<UInt8> = next == index + 1 ? secondRange : 0x80...0xBF
        guard next < count, range.contains(bytes[next]) else {
          valid = false
          break
        }
        value = value << 6 | UInt32(bytes[next] & 0x3F)
        next += 1
      }
      // An invalid sequence is replaced up to, not including, the byte that broke it.
      if valid, let scalar = Unicode.Scalar(value) {
        output.append(scalar)
      } else {
        output.append(replacementCharacter)
      }
      index = next
    }
    return String(output)
  }
}
