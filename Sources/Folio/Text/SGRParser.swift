/// Reads text styled with ANSI SGR sequences — another tool's coloured output — into
/// ``StyledText``, keeping colours and attributes and dropping every other escape sequence.
///
/// Kept: foreground and background colours (30–37, 90–97, 40–47, 100–107, 39/49 for the
/// default, `38;5;n`/`48;5;n`, `38;2;r;g;b`/`48;2;r;g;b` and their colon forms `38:5:n`,
/// `38:2::r:g:b`, `38:2:r:g:b`), bold (1), dim (2), italic (3), underline (4, `4:0`–`4:5`),
/// reverse (7), strikethrough (9), their resets (22, 23, 24, 27, 29) and the full reset
/// (0 or no parameter). Other SGR codes are ignored.
///
/// Dropped: every other CSI sequence (any final byte 0x40–0x7E, including private ones such as
/// `ESC[?25l`), OSC strings (ended by BEL or ST), DCS, SOS, PM and APC strings (ended by ST),
/// two-byte and character-set escapes, and sequences opened by the 8-bit C1 introducers U+009B
/// (CSI), U+009D (OSC) and U+0090 (DCS). A sequence cut off by the end of the text is dropped; a
/// number too large for its meaning is ignored.
///
/// The remaining text is sanitised as by ``Sanitizer/sanitize(_:)``, so no control character
/// survives. In the result, a style property is set only where the input made it differ from
/// the terminal's default (`bold: true`, `foreground: .ansi(1)`); where the input reset it, the
/// property is `nil`, so the text takes on whatever style it is drawn in.
///
/// ```swift
/// let text = SGRParser.parse("\u{1B}[1;31mFAIL\u{1B}[0m 3 tests")
/// text.runs[0]  // Run("FAIL", style: Style(foreground: .red, bold: true))
/// text.runs[1]  // Run(" 3 tests", style: .plain)
/// ```
public enum SGRParser {
  /// Parses `text`, keeping SGR styling and dropping every other escape sequence.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func parse(_ text: String) -> StyledText {
    parse(text, startingFrom: .plain)
  }

  /// Parses `text` as a terminal would draw it when its current style is already `initial`.
  static func parse(_ text: String, startingFrom initial: Style) -> StyledText {
    if !Sanitizer.needsSanitizing(text) {
      // No ESC and no C1 introducer: the text is a single run.
      return StyledText(text, style: SGRState(style: initial.resolved).explicitStyle)
    }
    if let runs = text.utf8.withContiguousStorageIfAvailable({ parse(utf8: $0, initial) }) {
      return StyledText(runs: runs)
    }
    return StyledText(runs: Array(text.utf8).withUnsafeBufferPointer { parse(utf8: $0, initial) })
  }

  /// The parser proper, on valid UTF-8. Every byte that matters to escape sequences is ASCII or
  /// the second byte of a C1 control (C2 80–9F), so it never looks inside other characters.
  private static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, _ initial: Style)
    -> [StyledText.Run]
  {
    var state = SGRState(style: initial.resolved)
    var scanner = EscapeScanner()
    var runs: [(text: [UInt8], style: Style)] = []
    // Tab stops continue across style changes, so the column is carried from run to run.
    let measuresColumns = bytes.contains(0x09)
    var column = 0
    var textStart = 0
    var index = 0
    let count = bytes.count

    func flush(upTo end: Int) {
      guard textStart < end else { return }
      let piece = UnsafeBufferPointer(rebasing: bytes[textStart..<end])
      let style = state.explicitStyle
      if runs.isEmpty || runs[runs.count - 1].style != style {
        runs.append((text: [], style: style))
      }
      Sanitizer.sanitize(
        utf8: piece, into: &runs[runs.count - 1].text, column: &column,
        measureTail: measuresColumns)
    }

    /// The C1 control encoded at `index`, if any (C2 80–9F).
    func c1Control(at index: Int) -> UInt32? {
      guard bytes[index] == 0xC2, index + 1 < count, bytes[index + 1] < 0xA0 else { return nil }
      return UInt32(bytes[index + 1])
    }

    while index < count {
      let value = UInt32(bytes[index])
      switch scanner.mode {
      case .ground:
        if value != 0x1B && value != 0xC2 {
          // Ordinary text: the common case, skipped byte by byte without further tests.
          index += 1
          continue
        }
        if value == 0x1B {
          flush(upTo: index)
          scanner.begin(.escape)
        } else if let c1 = c1Control(at: index), let next = EscapeScanner.Mode(introducer: c1) {
          flush(upTo: index)
          scanner.begin(next)
          index += 1
        }
        index += 1
        continue

      case .escape, .escapeIntermediate:
        switch scanner.escape(value) {
        case .consumed: break
        case .finished:
          index += 1
          textStart = index
          continue
        case .abandoned:
          // Not part of a sequence: the ESC is dropped and this character is read as text.
          scanner.mode = .ground
          textStart = index
          continue
        }

      case .controlSequence:
        switch scanner.controlSequence(value) {
        case .consumed: break
        case .finished:
          if scanner.isSGR { state.apply(sgr: scanner.parameters) }
          index += 1
          textStart = index
          continue
        case .abandoned:
          scanner.mode = .ground
          textStart = index
          continue
        }

      case .commandString, .controlString:
        if c1Control(at: index) == 0x9C || (scanner.mode == .commandString && value == 0x07) {
          scanner.mode = .ground
          index += value == 0x07 ? 1 : 2
          textStart = index
          continue
        }
        if value == 0x1B { scanner.mode = .stringEscape }

      case .stringEscape:
        if value == 0x5C {  // ESC \ is ST.
          scanner.mode = .ground
          index += 1
          textStart = index
          continue
        }
        // Any other ESC ends the string and starts a new sequence with this character.
        scanner.begin(.escape)
        continue
      }
      index += 1
    }
    // An unterminated sequence at the end is dropped.
    if scanner.mode == .ground { flush(upTo: count) }
    return runs.map { StyledText.Run(String(decoding: $0.text, as: UTF8.self), style: $0.style) }
  }
}

extension StyledText {
  /// Styled text read from ANSI-coloured input: SGR colours and attributes are kept, every
  /// other escape sequence is dropped, and the text is sanitised. See ``SGRParser``.
  ///
  /// ```swift
  /// let line = StyledText(ansi: "\u{1B}[32mok\u{1B}[m")  // "ok" in green
  /// ```
  public init(ansi text: String) {
    self = SGRParser.parse(text)
  }
}

/// The escape-sequence state machine: which kind of sequence is being read, and the parameter
/// bytes of a control sequence.
private struct EscapeScanner {
  enum Mode: Equatable {
    case ground
    case escape
    case escapeIntermediate
    case controlSequence
    /// OSC: ended by BEL or ST.
    case commandString
    /// DCS, SOS, PM, APC: ended by ST.
    case controlString
    /// An ESC inside a string: `\` makes it ST, anything else aborts the string.
    case stringEscape

    /// The mode a character starts from the ground state, or `nil` for ordinary text.
    init?(introducer value: UInt32) {
      switch value {
      case 0x1B: self = .escape
      case 0x9B: self = .controlSequence
      case 0x9D: self = .commandString
      // 8-bit SOS, PM and APC (U+0098, U+009E, U+009F) are left as text: they are also what
      // CP1252 "˜", "ž" and "Ÿ" become when misread as Latin-1, and would swallow the line.
      case 0x90: self = .controlString
      default: return nil
      }
    }
  }

  enum Step {
    case consumed
    case finished
    case abandoned
  }

  /// More parameter bytes than this mark the sequence as garbage; it is read and dropped.
  static let parameterLimit = 512

  var mode = Mode.ground
  var parameters: [UInt8] = []
  var isPrivate = false
  var hasIntermediates = false
  var isMalformed = false

  /// Whether the control sequence just finished is an SGR sequence that can be applied.
  private(set) var isSGR = false

  mutating func begin(_ next: Mode) {
    mode = next
    if next == .controlSequence {
      parameters.removeAll(keepingCapacity: true)
      isPrivate = false
      hasIntermediates = false
      isMalformed = false
      isSGR = false
    }
  }

  /// One character after ESC (and any intermediate bytes).
  mutating func escape(_ value: UInt32) -> Step {
    switch value {
    case 0x1B:
      mode = .escape
      return .consumed
    case 0x20...0x2F:
      mode = .escapeIntermediate
      return .consumed
    case 0x30...0x7E:
      // After intermediates any final byte ends the sequence; directly after ESC some
      // characters open a longer one.
      if mode == .escape {
        switch value {
        case 0x5B:  // [
          begin(.controlSequence)
          return .consumed
        case 0x5D:  // ]
          mode = .commandString
          return .consumed
        case 0x50, 0x58, 0x5E, 0x5F:  // P X ^ _
          mode = .controlString
          return .consumed
        default: break
        }
      }
      mode = .ground
      return .finished
    default:
      return .abandoned
    }
  }

  /// One character of a control sequence after its introducer.
  mutating func controlSequence(_ value: UInt32) -> Step {
    switch value {
    case 0x30...0x3F:
      if hasIntermediates { isMalformed = true }
      if value >= 0x3C { isPrivate = true }
      if parameters.count < Self.parameterLimit {
        parameters.append(UInt8(value))
      } else {
        isMalformed = true
      }
      return .consumed
    case 0x20...0x2F:
      hasIntermediates = true
      return .consumed
    case 0x40...0x7E:
      mode = .ground
      isSGR = value == 0x6D && !isPrivate && !hasIntermediates && !isMalformed
      return .finished
    case 0x1B:
      mode = .escape
      return .consumed
    default:
      return .abandoned
    }
  }
}

/// The style a terminal would be drawing in, changed by SGR codes.
private struct SGRState {
  /// Fully resolved: every property set.
  var style: Style

  /// The style with properties at their defaults left unset.
  var explicitStyle: Style {
    Style(
      foreground: style.foreground == .default ? nil : style.foreground,
      background: style.background == .default ? nil : style.background,
      bold: style.bold == true ? true : nil,
      dim: style.dim == true ? true : nil,
      italic: style.italic == true ? true : nil,
      underline: style.underline == true ? true : nil,
      reverse: style.reverse == true ? true : nil,
      strikethrough: style.strikethrough == true ? true : nil
    )
  }

  /// Applies the parameter bytes of an SGR sequence (digits, `;` and `:`).
  mutating func apply(sgr bytes: [UInt8]) {
    let groups = Self.groups(bytes)
    var index = 0
    while index < groups.count {
      let group = groups[index]
      index += 1
      let code = group[0] ?? 0
      if group.count > 1 {
        applySubparameters(code: code, group)
        continue
      }
      switch code {
      case 0: style = Style.plain.resolved
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 9: style.strikethrough = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 29: style.strikethrough = false
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 39: style.foreground = .default
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 49: style.background = .default
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      case 38, 48, 58:
        // Extended colour in the semicolon form: the next parameters belong to it.
        guard index < groups.count else { return }
        let kind = groups[index][0] ?? 0
        let arguments: Int
        switch kind {
        case 5: arguments = 1
        case 2: arguments = 3
        default: return  // Unknown colour kind: the rest cannot be read reliably.
        }
        let values = groups[(index + 1)..<min(index + 1 + arguments, groups.count)].map {
          $0[0] ?? 0
        }
        index += 1 + arguments
        guard values.count == arguments, let color = Self.color(kind: kind, values) else {
          continue
        }
        if code == 38 { style.foreground = color }
        if code == 48 { style.background = color }
      default: break
      }
    }
  }

  /// Codes with colon subparameters: `38:5:n`, `38:2:[cs]:r:g:b`, the same for 48, and the
  /// underline styles `4:0`–`4:5`.
  private mutating func applySubparameters(code: Int, _ group: [Int?]) {
    switch code {
    case 38, 48:
      let kind = group[1] ?? 0
      var fields = Array(group.dropFirst(2))
      // The colour-space field of `38:2:cs:r:g:b` may be empty or left out, and is unused.
      if kind == 2, fields.count == 4 { fields.removeFirst() }
      // Unlike the semicolon form, an empty field here means a value is missing.
      let values = fields.compactMap { $0 }
      guard values.count == fields.count, let color = Self.color(kind: kind, values) else {
        return
      }
      if code == 38 { style.foreground = color } else { style.background = color }
    case 4:
      switch group[1] ?? 0 {
      case 0: style.underline = false
      case 1...5: style.underline = true
      default: break
      }
    default: break
    }
  }

  /// An indexed (`5`, one value) or RGB (`2`, three values) colour, or `nil` if out of range.
  private static func color(kind: Int, _ values: [Int]) -> Color? {
    guard values.allSatisfy({ (0...255).contains($0) }) else { return nil }
    switch (kind, values.count) {
    case (5, 1): return .indexed(UInt8(values[0]))
    case (2, 3): return .rgb(UInt8(values[0]), UInt8(values[1]), UInt8(values[2]))
    default: return nil
    }
  }

  /// Splits parameter bytes into `;`-separated groups of `:`-separated numbers; an empty
  /// number is `nil`. Numbers saturate at a large value so any length of digits is safe.
  private static func groups(_ bytes: [UInt8]) -> [[Int?]] {
    var groups: [[Int?]] = []
    var group: [Int?] = []
    var number: Int?
    for byte in bytes {
      switch byte {
      case 0x30...0x39:
        number = min((number ?? 0) * 10 + Int(byte - 0x30), 1_000_000)
      case 0x3A:
        group.append(number)
        number = nil
      case 0x3B:
        group.append(number)
        groups.append(group)
        group = []
        number = nil
      default: break
      }
    }
    group.append(number)
    groups.append(group)
    return groups
  }
}
