import TestSupport
import Testing

@testable import Folio

@Suite struct SGRParserTests {
  typealias Run = StyledText.Run

  @Test func keepsColoursAndResets() {
    let text = SGRParser.parse("\u{1B}[1;31mFAIL\u{1B}[0m 3 tests")
    #expect(
      text.runs == [Run("FAIL", style: Style(foreground: .red, bold: true)), Run(" 3 tests")])
  }

  @Test func readsEveryColourForm() {
    let cases: [(String, Style)] = [
      ("\u{1B}[30mx", Style(foreground: .black)),
      ("\u{1B}[37mx", Style(foreground: .white)),
      ("\u{1B}[90mx", Style(foreground: .brightBlack)),
      ("\u{1B}[97mx", Style(foreground: .brightWhite)),
      ("\u{1B}[40mx", Style(background: .black)),
      ("\u{1B}[47mx", Style(background: .white)),
      ("\u{1B}[100mx", Style(background: .brightBlack)),
      ("\u{1B}[107mx", Style(background: .brightWhite)),
      ("\u{1B}[38;5;208mx", Style(foreground: .indexed(208))),
      ("\u{1B}[48;5;17mx", Style(background: .indexed(17))),
      ("\u{1B}[38;5;3mx", Style(foreground: .indexed(3))),
      ("\u{1B}[38;2;255;135;0mx", Style(foreground: .rgb(255, 135, 0))),
      ("\u{1B}[48;2;1;2;3mx", Style(background: .rgb(1, 2, 3))),
      ("\u{1B}[38:2::1:2:3mx", Style(foreground: .rgb(1, 2, 3))),
      ("\u{1B}[38:2:0:1:2:3mx", Style(foreground: .rgb(1, 2, 3))),
      ("\u{1B}[38:2:1:2:3mx", Style(foreground: .rgb(1, 2, 3))),
      ("\u{1B}[48:2::9:8:7mx", Style(background: .rgb(9, 8, 7))),
      ("\u{1B}[38:5:99mx", Style(foreground: .indexed(99))),
      ("\u{1B}[48:5:99mx", Style(background: .indexed(99))),
      (
        "\u{1B}[1;38;5;1;48;2;4;5;6;4mx",
        Style(foreground: .indexed(1), background: .rgb(4, 5, 6), bold: true, underline: true)
      ),
      ("\u{1B}[31m\u{1B}[39mx", Style()),
      ("\u{1B}[41m\u{1B}[49mx", Style()),
      ("\u{1B}[31;42;39mx", Style(background: .green)),
    ]
    for (input, style) in cases {
      #expect(SGRParser.parse(input).runs == [Run("x", style: style)], "\(input.debugDescription)")
    }
  }

  @Test func readsAttributesAndTheirResets() {
    let text = SGRParser.parse(
      "\u{1B}[1;2;3;4;7;9mA\u{1B}[22mB\u{1B}[23;24mC\u{1B}[27mD\u{1B}[29mE\u{1B}[1mF\u{1B}[mG")
    #expect(
      text.runs == [
        Run(
          "A",
          style: Style(
            bold: true, dim: true, italic: true, underline: true, reverse: true,
            strikethrough: true)),
        Run("B", style: Style(italic: true, underline: true, reverse: true, strikethrough: true)),
        Run("C", style: Style(reverse: true, strikethrough: true)),
        Run("D", style: Style(strikethrough: true)),
        Run("E"),
        Run("F", style: Style(bold: true)),
        Run("G"),
      ])
    #expect(
      SGRParser.parse("\u{1B}[4:3mA\u{1B}[4:0mB").runs == [
        Run("A", style: Style(underline: true)), Run("B"),
      ])
    // An empty parameter is 0: a reset, then bold.
    #expect(SGRParser.parse("\u{1B}[31m\u{1B}[;1mx").runs == [Run("x", style: Style(bold: true))])
    // Codes Style cannot express are ignored, not misread.
    #expect(SGRParser.parse("\u{1B}[5;8;53;21mx").runs == [Run("x")])
  }

  @Test func dropsEveryOtherSequence() {
    let cases: [(name: String, input: String)] = [
      ("cursor and erase", "\u{1B}[2J\u{1B}[Hhe\u{1B}[10;5Hllo\u{1B}[K wor\u{1B}[1Ald"),
      ("private modes", "\u{1B}[?25lhello\u{1B}[?1049h world\u{1B}[?2004h"),
      ("private SGR-like", "\u{1B}[>4;1mhello\u{1B}[?1m world"),
      ("intermediate byte", "\u{1B}[1 qhello\u{1B}[0 m world"),
      ("OSC title BEL", "\u{1B}]0;title\u{07}hello\u{1B}]2;x\u{07} world"),
      ("OSC title ST", "\u{1B}]2;title\u{1B}\\hello world"),
      ("OSC 8 link", "\u{1B}]8;;https://evil.example\u{1B}\\hello\u{1B}]8;;\u{1B}\\ world"),
      ("OSC 52 clipboard", "hello\u{1B}]52;c;cm0gLXJmIH4=\u{07} world"),
      ("DCS", "\u{1B}P1$r0m\u{1B}\\hello world"),
      ("SOS PM APC", "\u{1B}Xa\u{1B}\\hello\u{1B}^b\u{1B}\\ wor\u{1B}_c\u{1B}\\ld"),
      ("two-byte escapes", "\u{1B}7hel\u{1B}8lo\u{1B}= \u{1B}Mwo\u{1B}crld"),
      ("charset escapes", "\u{1B}(Bhello\u{1B})0 \u{1B}#8world"),
      ("C1 CSI", "\u{9B}2J\u{9B}?25lhello world"),
      ("C1 OSC with C1 ST", "\u{9D}0;title\u{9C}hello\u{9D}8;;x\u{07} world"),
      ("C1 DCS", "\u{90}q#0;2;0;0;0\u{9C}hello world"),
      ("BEL does not end DCS", "\u{1B}Pa\u{07}b\u{1B}\\hello world"),
    ]
    for (name, input) in cases {
      #expect(SGRParser.parse(input).runs == [Run("hello world")], "\(name)")
    }
  }

  @Test func showsEightBitStringIntroducersAsText() {
    // U+0098, U+009E and U+009F are also misread CP1252 text; they show instead of hiding it.
    #expect(SGRParser.parse("a\u{98}b\u{9E}c\u{9F}d").runs == [Run("a␦b␦c␦d")])
  }

  @Test func keepsColourThroughC1Forms() {
    #expect(
      SGRParser.parse("a\u{9B}31mred\u{9B}2Jb").runs == [
        Run("a"), Run("redb", style: Style(foreground: .red)),
      ])
  }

  @Test func survivesTruncatedAndMalformedSequences() {
    let cases: [(input: String, expected: [Run])] = [
      ("abc\u{1B}", [Run("abc")]),
      ("abc\u{1B}[", [Run("abc")]),
      ("abc\u{1B}[31", [Run("abc")]),
      ("abc\u{1B}]0;title", [Run("abc")]),
      ("abc\u{1B}P", [Run("abc")]),
      ("abc\u{1B}]0;t\u{1B}", [Run("abc")]),
      ("abc\u{1B}(", [Run("abc")]),
      ("abc\u{9B}", [Run("abc")]),
      // Extended colours with missing or out-of-range values set nothing.
      ("\u{1B}[38;5mx", [Run("x")]),
      ("\u{1B}[38;2;1;2mx", [Run("x")]),
      ("\u{1B}[38mx", [Run("x")]),
      ("\u{1B}[38;5;300mx", [Run("x")]),
      ("\u{1B}[48;2;1;256;3mx", [Run("x")]),
      ("\u{1B}[38:2::1:2mx", [Run("x")]),
      ("\u{1B}[38:5:256mx", [Run("x")]),
      ("\u{1B}[38;5;300;1mx", [Run("x", style: Style(bold: true))]),
      // An unknown colour kind leaves the rest of the sequence unread.
      ("\u{1B}[38;7;1;31mx", [Run("x")]),
      ("\u{1B}[300;1mx", [Run("x", style: Style(bold: true))]),
      ("\u{1B}[99999999999999999999999999999999;1mx", [Run("x", style: Style(bold: true))]),
      ("\u{1B}[38;5;99999999999999999999999mx", [Run("x")]),
      // A new ESC abandons the sequence in progress.
      ("\u{1B}[31\u{1B}[32mx", [Run("x", style: Style(foreground: .green))]),
      ("\u{1B}]0;t\u{1B}[1mx", [Run("x", style: Style(bold: true))]),
      ("\u{1B}\u{1B}[1mx", [Run("x", style: Style(bold: true))]),
      // A character that cannot be part of a sequence ends it and is read as text.
      ("\u{1B}[31\nx", [Run("\nx")]),
      ("\u{1B}[31éx", [Run("éx")]),
      ("\u{1B}\nx", [Run("\nx")]),
      ("\u{1B}éx", [Run("éx")]),
      ("\u{1B}\u{9B}1mx", [Run("x", style: Style(bold: true))]),
      ("\u{1B}]0;日本\u{9C}x", [Run("x")]),
      // Parameter bytes after an intermediate byte make the sequence malformed.
      ("\u{1B}[1 1mx", [Run("x")]),
    ]
    for (input, expected) in cases {
      #expect(SGRParser.parse(input).runs == expected, "\(input.debugDescription)")
    }
    let long = "\u{1B}[" + String(repeating: "1;", count: 10_000) + "31mx"
    #expect(SGRParser.parse(long).runs == [Run("x")])
  }

  @Test func sanitisesTheRemainingText() {
    #expect(
      SGRParser.parse("a\u{07}b\rc\u{7F}d\u{9C}e\u{85}f\u{202E}g\u{0}\r\n").runs == [
        Run("a␇b␍c␡d␦e␦f⇄g␀\n")
      ])
    // Tab stops continue across style changes on a line.
    #expect(
      SGRParser.parse("ab\u{1B}[1mc\td\u{1B}[0m\te\nf\tg").runs == [
        Run("ab"), Run("c     d", style: Style(bold: true)), Run("       e\nf       g"),
      ])
    #expect(
      SGRParser.parse("日\u{1B}[1m本\tx\r\ny").runs == [
        Run("日"), Run("本    x\ny", style: Style(bold: true)),
      ])
  }

  @Test func mergesRunsOfTheSameLook() {
    #expect(
      SGRParser.parse("\u{1B}[1mA\u{1B}[1mB\u{1B}[22;1mC").runs == [
        Run("ABC", style: Style(bold: true))
      ])
    #expect(SGRParser.parse("\u{1B}[1m\u{1B}[22mA").runs == [Run("A")])
    #expect(SGRParser.parse("\u{1B}[31m\u{1B}[0m").runs == [])
    #expect(SGRParser.parse("").runs == [])
    #expect(SGRParser.parse("plain · text").runs == [Run("plain · text")])
  }

  @Test func convenienceInitializerParses() {
    let input = "\u{1B}[32mok\u{1B}[m done\u{1B}]0;x\u{07}"
    #expect(StyledText(ansi: input) == SGRParser.parse(input))
    #expect(StyledText(ansi: input).plainText == "ok done")
  }

  @Test func startsFromAGivenTerminalStyle() {
    let text = SGRParser.parse("a\u{1B}[22mb", startingFrom: Style(foreground: .red, bold: true))
    #expect(
      text.runs == [
        Run("a", style: Style(foreground: .red, bold: true)),
        Run("b", style: Style(foreground: .red)),
      ])
  }

  @Test func randomInputNeverLeavesAControl() {
    var random = SplitMix64(seed: 42)
    let alphabet: [String] = [
      "\u{1B}", "[", "]", "P", "\\", "0", "1", "3", "8", ";", ":", "m", "H", "?", " ", "\u{07}",
      "\u{9B}", "\u{9C}", "\u{9D}", "\u{90}", "\r", "\n", "\t", "\u{202E}", "a", "é", "日",
    ]
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...30, using: &random)
      let input = (0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined()
      let text = SGRParser.parse(input)
      #expect(SanitizerTests.isInert(text.plainText), "\(input.debugDescription)")
      #expect(text.runs.allSatisfy { !$0.text.isEmpty })
    }
  }
}
