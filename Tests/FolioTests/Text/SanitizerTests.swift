import TestSupport
import Testing

@testable import Folio

@Suite struct SanitizerTests {
  /// Whether `text` holds anything a terminal could act on.
  static func isInert(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      let value = scalar.value
      if value == 0x0A { return true }
      if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) { return false }
      if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) { return false }
      return true
    }
  }

  /// Real payloads seen in the wild, and the exact text each must show as.
  static let corpus: [(name: String, input: String, expected: String)] = [
    ("clear screen", "\u{1B}[2Jhi", "␛[2Jhi"),
    ("cursor home", "\u{1B}[Hhi", "␛[Hhi"),
    ("cursor move", "a\u{1B}[10;5Hb", "a␛[10;5Hb"),
    ("erase line", "x\u{1B}[2Ky", "x␛[2Ky"),
    ("OSC 0 title, BEL", "\u{1B}]0;pwned\u{07}ok", "␛]0;pwned␇ok"),
    ("OSC 2 title, ST", "\u{1B}]2;pwned\u{1B}\\ok", "␛]2;pwned␛\\ok"),
    (
      "OSC 8 hyperlink", "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",
      "␛]8;;https://evil.example␛\\click␛]8;;␛\\"
    ),
    ("OSC 52 clipboard", "\u{1B}]52;c;cm0gLXJmIH4=\u{07}", "␛]52;c;cm0gLXJmIH4=␇"),
    ("unterminated OSC", "before\u{1B}]0;never ends", "before␛]0;never ends"),
    ("DCS", "\u{1B}P1$r0m\u{1B}\\", "␛P1$r0m␛\\"),
    ("carriage return overwrite", "safe\rEVIL", "safe␍EVIL"),
    ("CRLF line end", "one\r\ntwo", "one\ntwo"),
    ("CR at end", "one\r", "one␍"),
    ("UTF-8 C1 CSI", "\u{9B}2J", "␦2J"),
    ("UTF-8 C1 OSC and ST", "\u{9D}0;t\u{9C}", "␦0;t␦"),
    ("NEL", "a\u{85}b", "a␦b"),
    (
      "Trojan Source", "if access != \"user\u{202E} \u{2066}// admin\u{2069} \u{2066}\" {",
      "if access != \"user⇄ ⇄// admin⇄ ⇄\" {"
    ),
    ("bidi embeddings", "\u{202A}a\u{202B}b\u{202C}c\u{202D}d", "⇄a⇄b⇄c⇄d"),
    ("first strong isolate", "\u{2068}x\u{2069}", "⇄x⇄"),
    ("NUL", "a\u{0}b", "a␀b"),
    ("BEL and backspace", "\u{07}\u{08}x", "␇␈x"),
    ("DEL", "a\u{7F}b", "a␡b"),
    ("newline kept", "a\nb\n", "a\nb\n"),
    ("tab at column 0", "\tx", "        x"),
    ("tab at column 3", "abc\tx", "abc     x"),
    ("tab at a stop", "12345678\tx", "12345678        x"),
    ("tabs in a row", "a\tb\tc", "a       b       c"),
    ("tab column restarts per line", "abcdefghij\nab\tc", "abcdefghij\nab      c"),
    ("tab after wide characters", "日本\tx", "日本    x"),
    ("tab after a placeholder", "\u{1B}\tx", "␛       x"),
    ("tab after combining mark", "e\u{301}\tx", "e\u{301}       x"),
  ]

  @Test func corpusShowsExactPlaceholders() {
    for (name, input, expected) in Self.corpus {
      #expect(Sanitizer.sanitize(input) == expected, "\(name)")
    }
  }

  @Test func corpusOutputIsInert() {
    for (name, input, _) in Self.corpus {
      let output = Sanitizer.sanitize(input)
      #expect(Self.isInert(output), "\(name)")
      #expect(Self.isInert(Sanitizer.sanitize(bytes: Array(input.utf8))), "\(name) as bytes")
    }
  }

  @Test func safeTextIsReturnedUnchanged() {
    for text in ["", "plain ascii", "Page 6 · 20", "héllo 日本 🎉 👩‍👩‍👧", "a\nb\n", "\u{2028}·\u{A0}"] {
      #expect(!Sanitizer.needsSanitizing(text), "\(text)")
      #expect(Sanitizer.sanitize(text) == text)
    }
  }

  @Test func fastPathNoticesEveryUnsafeEncoding() {
    for text in [
      "\u{0}", "\t", "\r", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "x\u{202A}",
      "\u{202E}y", "\u{2066}", "\u{2069}",
    ] {
      #expect(Sanitizer.needsSanitizing(text), "\(text.unicodeScalars.first!.value)")
    }
    // Neighbours of the unsafe encodings are left alone.
    for text in ["\u{A0}", "\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{2080}"] {
      #expect(!Sanitizer.needsSanitizing(text))
    }
  }

  /// Words of accented letters, CJK and emoji pass the fast path a word at a time, and an
  /// unsafe character anywhere among them, at any place in a word, is still noticed; so is
  /// a newline.
  @Test func otherScriptsPassAndHideNothing() {
    for context in ["日本語のテキストです", "àéîõü àéîõü àéîõü", "🚀🚀🚀🚀🚀🚀", "Ω—Ω—Ω—Ω—Ω"] {
      #expect(!Sanitizer.needsSanitizing(context), "\(context)")
      let scalars = Array(context.unicodeScalars)
      for unsafe in ["\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\t"] {
        for cut in 0...scalars.count {
          var text = String.UnicodeScalarView()
          text.append(contentsOf: scalars[..<cut])
          text.append(contentsOf: unsafe.unicodeScalars)
          text.append(contentsOf: scalars[cut...])
          #expect(
            Sanitizer.needsSanitizing(String(text)),
            "U+\(String(unsafe.unicodeScalars.first!.value, radix: 16)) at \(cut) in \(context)")
        }
      }
      for cut in 0...scalars.count {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[..<cut])
        text.append("\n")
        text.append(contentsOf: scalars[cut...])
        #expect(Sanitizer.sanitizeNotingChanges(String(text)).hasNewline)
      }
    }
  }

  /// The scan that makes a text safe finds its width when it is printable ASCII alone — a
  /// cell a byte — and only then: any other byte (a control, DEL, a newline, or one of a
  /// character beyond ASCII), at any place in and around the eight-byte words it reads, and
  /// it finds none.
  @Test func theScanFindsTheWidthOfPrintableASCIIAlone() {
    let ascii = Array("The quick brown fox, 42 times!".utf8)
    for length in 0...ascii.count {
      let text = String(decoding: ascii[..<length], as: UTF8.self)
      #expect(Sanitizer.sanitizeNotingChanges(text).asciiWidth == length)
      #expect(text.displayWidth == length)
      for place in 0...length {
        for other in ["\n", "\t", "\u{1B}", "\u{7F}", "é", "·", "日", "🎉", "\u{85}", "~"] {
          var mixed = String(decoding: ascii[..<place], as: UTF8.self)
          mixed += other
          mixed += String(decoding: ascii[place..<length], as: UTF8.self)
          let width = Sanitizer.sanitizeNotingChanges(mixed).asciiWidth
          if other == "~" {
            #expect(width == length + 1)
          } else {
            #expect(width == nil, "\(mixed.debugDescription)")
          }
        }
      }
    }
  }

  /// Text that is not printable ASCII alone is scanned on from the first eight bytes that
  /// are not: whatever follows any run of printable ASCII — a control, a newline, a C1 or
  /// bidi control, a character beyond ASCII — is found and made safe as a scan from the
  /// start finds it.
  @Test func aTextIsScannedOnPastItsPrintableASCII() {
    let ascii = Array("Printable ASCII before it, 40 bytes long".utf8)
    for length in 0...ascii.count {
      let before = String(decoding: ascii[..<length], as: UTF8.self)
      for other in ["\n", "\t", "\u{1B}[2J", "\u{7F}", "é", "日", "\u{85}", "\u{202E}", "\r\n"] {
        for after in ["", "x", "tail of twelve"] {
          let text = before + other + after
          let (clean, hasNewline, changed, width) = Sanitizer.sanitizeNotingChanges(text)
          let said = text.debugDescription
          #expect(clean == Sanitizer.sanitize(text), "\(said)")
          #expect(changed == Sanitizer.needsSanitizing(text), "\(said)")
          #expect(hasNewline == clean.contains("\n"), "\(said)")
          #expect(width == nil, "\(said)")
        }
      }
    }
  }

  @Test func slowPathKeepsOtherCharactersIntact() {
    #expect(Sanitizer.sanitize("é\u{1B}日\u{85}ü\u{202E}🎉") == "é␛日␦ü⇄🎉")
    // Neighbours sharing the lead bytes of C1 (C2) and bidi controls (E2) are kept.
    #expect(Sanitizer.sanitize("·\u{1B}\u{A0}") == "·␛\u{A0}")
    #expect(
      Sanitizer.sanitize("—…\u{2065}\u{206A}\u{2029}\u{7F}€") == "—…\u{2065}\u{206A}\u{2029}␡€")
    #expect(Sanitizer.sanitize("👩‍👩‍👧\u{0}e\u{301}") == "👩‍👩‍👧␀e\u{301}")
  }

  @Test func everyControlBecomesOneVisibleCell() {
    var controls = (0..<0x20).filter { $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }
    controls += [0x7F] + Array(0x80...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069)
    for value in controls {
      let text = String(Unicode.Scalar(UInt32(value))!)
      let output = Sanitizer.sanitize(text)
      #expect(output.unicodeScalars.count == 1, "U+\(String(value, radix: 16))")
      #expect(output.displayWidth == 1, "U+\(String(value, radix: 16))")
      #expect(Self.isInert(output))
    }
    #expect(Sanitizer.sanitize("\u{1B}") == "\u{241B}")
    #expect(Sanitizer.sanitize("\u{0}") == "\u{2400}")
    #expect(Sanitizer.sanitize("\u{1F}") == "\u{241F}")
    #expect(Sanitizer.sanitize("\u{7F}") == "\u{2421}")
    #expect(Sanitizer.sanitize("\u{9B}") == "\u{2426}")
    #expect(Sanitizer.sanitize("\u{202E}") == "\u{21C4}")
  }

  @Test func rawBytesDecodeAndSanitise() {
    #expect(Sanitizer.sanitize(bytes: [0x9B, 0x32, 0x4A]) == "␦2J")
    #expect(Sanitizer.sanitize(bytes: [0x1B, 0x5B, 0x48]) == "␛[H")
    #expect(Sanitizer.sanitize(bytes: [0xC2, 0x9B]) == "␦")
    #expect(Sanitizer.sanitize(bytes: Array("héllo 日本 🎉\n".utf8)) == "héllo 日本 🎉\n")
    #expect(Sanitizer.sanitize(bytes: [0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
    #expect(Sanitizer.sanitize(bytes: [0x61, 0xA0, 0x62]) == "a\u{FFFD}b")
    // A truncated sequence is one replacement, and the byte that broke it is read again.
    #expect(Sanitizer.sanitize(bytes: [0xE2, 0x82]) == "\u{FFFD}")
    #expect(Sanitizer.sanitize(bytes: [0xE2, 0x82, 0x41]) == "\u{FFFD}A")
    #expect(Sanitizer.sanitize(bytes: [0xF0, 0x9F, 0x8E, 0x1B]) == "\u{FFFD}␛")
    // Overlong forms, surrogates and values past U+10FFFF are invalid.
    #expect(Sanitizer.sanitize(bytes: [0xC0, 0xAF]) == "\u{FFFD}\u{FFFD}")
    #expect(Sanitizer.sanitize(bytes: [0xE0, 0x80, 0xAF]) == "\u{FFFD}␦\u{FFFD}")
    #expect(Sanitizer.sanitize(bytes: [0xED, 0xA0, 0x80]) == "\u{FFFD}\u{FFFD}␦")
    #expect(Sanitizer.sanitize(bytes: [0xF4, 0x90, 0x80, 0x80]) == "\u{FFFD}␦␦␦")
    #expect(Sanitizer.sanitize(bytes: [0xF4, 0x8F, 0xBF, 0xBF]) == "\u{10FFFF}")
    #expect(Sanitizer.sanitize(bytes: [UInt8]()) == "")
    #expect(Sanitizer.sanitize(bytes: "tab\there".utf8) == "tab     here")
  }

  @Test func randomBytesNeverLeaveAControl() {
    var random = SplitMix64(seed: 7)
    let alphabet: [UInt8] = [
      0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x20, 0x41, 0x5B, 0x5D, 0x7F, 0x80, 0x9B, 0x9C, 0x9D,
      0xA0, 0xBF, 0xC2, 0xE2, 0x80, 0x81, 0xAA, 0xAE, 0xA6, 0xF0, 0xF4, 0xFF,
    ]
    for _ in 0..<500 {
      let length = Int.random(in: 0...24, using: &random)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
      let output = Sanitizer.sanitize(bytes: bytes)
      #expect(Self.isInert(output), "\(bytes)")
    }
  }

  /// A label put on one row: every line break and tab a space, whatever encodes it (one
  /// byte, two, three; CR LF, one character, one space), and nothing else changed.
  @Test func singleRowTurnsEveryLineBreakIntoASpace() {
    for separator in [
      "\n", "\r", "\u{0B}", "\u{0C}", "\r\n", "\t", "\u{85}", "\u{2028}", "\u{2029}",
    ] {
      #expect(Sanitizer.singleRow("a\(separator)b") == "a b", "\(Array(separator.unicodeScalars))")
      #expect(Sanitizer.singleRow("é\(separator)") == "é ", "\(Array(separator.unicodeScalars))")
    }
    for kept in ["plain", "café ⠋ 漢字 🚀", "\u{2027}\u{202A}\u{84}", ""] {
      #expect(Sanitizer.singleRow(kept) == kept)
    }
  }
}
