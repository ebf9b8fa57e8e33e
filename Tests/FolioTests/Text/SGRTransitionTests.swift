import TestSupport
import Testing

@testable import Folio

@Suite struct SGRTransitionTests {
  @Test func colourParameters() {
    #expect(Style.sgrParameters(for: .default, foreground: true) == [39])
    #expect(Style.sgrParameters(for: .default, foreground: false) == [49])
    #expect(Style.sgrParameters(for: .red, foreground: true) == [31])
    #expect(Style.sgrParameters(for: .white, foreground: false) == [47])
    #expect(Style.sgrParameters(for: .brightBlack, foreground: true) == [90])
    #expect(Style.sgrParameters(for: .brightWhite, foreground: false) == [107])
    #expect(Style.sgrParameters(for: .indexed(208), foreground: true) == [38, 5, 208])
    #expect(Style.sgrParameters(for: .indexed(3), foreground: false) == [48, 5, 3])
    #expect(Style.sgrParameters(for: .ansi(200), foreground: true) == [38, 5, 200])
    #expect(Style.sgrParameters(for: .rgb(1, 2, 3), foreground: true) == [38, 2, 1, 2, 3])
    #expect(Style.sgrParameters(for: .rgb(255, 0, 9), foreground: false) == [48, 2, 255, 0, 9])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var from: Style
    var to: Style
    var mode: ColorMode = .ansi256
    var expected: String

    var testDescription: String { name }
  }

  static let esc = "\u{1B}["

  static let cases: [Case] = [
    Case(name: "same", from: .plain, to: .plain, expected: ""),
    Case(name: "unset equals off", from: Style(bold: false), to: .plain, expected: ""),
    Case(
      name: "unset equals default colour", from: Style(foreground: .default), to: .plain,
      expected: ""),
    Case(name: "bold on", from: .plain, to: Style(bold: true), expected: esc + "1m"),
    Case(name: "to plain resets", from: Style(bold: true), to: .plain, expected: esc + "0m"),
    Case(
      name: "to plain from colours", from: Style(foreground: .red, background: .blue),
      to: Style(), expected: esc + "0m"),
    Case(
      name: "bold off keeps colour", from: Style(foreground: .red, bold: true),
      to: Style(foreground: .red), expected: esc + "22m"),
    Case(
      name: "bold off re-enables dim", from: Style(foreground: .red, bold: true, dim: true),
      to: Style(foreground: .red, dim: true), expected: esc + "22;2m"),
    Case(
      name: "dim off re-enables bold", from: Style(foreground: .red, bold: true, dim: true),
      to: Style(foreground: .red, bold: true), expected: esc + "22;1m"),
    Case(
      name: "reset is shorter than 22;2", from: Style(bold: true, dim: true),
      to: Style(dim: true), expected: esc + "0;2m"),
    Case(
      name: "dim on next to bold", from: Style(bold: true), to: Style(bold: true, dim: true),
      expected: esc + "2m"),
    Case(
      name: "default foreground", from: Style(foreground: .red, bold: true),
      to: Style(bold: true), expected: esc + "39m"),
    Case(
      name: "default background", from: Style(background: .indexed(17), italic: true),
      to: Style(italic: true), expected: esc + "49m"),
    Case(
      name: "swap attributes", from: Style(italic: true, underline: true),
      to: Style(underline: true, reverse: true), expected: esc + "23;7m"),
    Case(
      name: "strikethrough off", from: Style(foreground: .green, strikethrough: true),
      to: Style(foreground: .green), expected: esc + "29m"),
    Case(
      name: "many off: reset is shorter",
      from: Style(foreground: .red, background: .blue, bold: true, italic: true, underline: true),
      to: Style(foreground: .green), expected: esc + "0;32m"),
    Case(
      name: "colour change", from: Style(foreground: .red), to: Style(foreground: .brightRed),
      expected: esc + "91m"),
    Case(
      name: "bright background", from: .plain, to: Style(background: .brightBlue),
      expected: esc + "104m"),
    Case(
      name: "everything from plain", from: .plain,
      to: Style(
        foreground: .indexed(208), background: .black, bold: true, dim: true, italic: true,
        underline: true, reverse: true, strikethrough: true),
      expected: esc + "1;2;3;4;7;9;38;5;208;40m"),
    Case(
      name: "truecolor keeps RGB", from: .plain, to: Style(foreground: .rgb(255, 135, 0)),
      mode: .truecolor, expected: esc + "38;2;255;135;0m"),
    Case(
      name: "256 converts RGB", from: .plain, to: Style(foreground: .rgb(255, 135, 0)),
      expected: esc + "38;5;208m"),
    Case(
      name: "16 converts RGB", from: .plain, to: Style(foreground: .rgb(255, 135, 0)),
      mode: .ansi16, expected: esc + "33m"),
    Case(
      name: "16 converts the palette", from: Style(background: .red),
      to: Style(background: .indexed(196)), mode: .ansi16, expected: esc + "101m"),
    Case(
      name: "colours equal after conversion", from: Style(foreground: .rgb(255, 0, 0)),
      to: Style(foreground: .indexed(196)), expected: ""),
    Case(
      name: "colours differ in truecolor", from: Style(foreground: .rgb(255, 0, 0)),
      to: Style(foreground: .indexed(196)), mode: .truecolor, expected: esc + "38;5;196m"),
    Case(
      name: "none shows nothing", from: .plain, to: Style(foreground: .red, bold: true),
      mode: .none, expected: ""),
    Case(
      name: "none never resets", from: Style(bold: true), to: .plain, mode: .none, expected: ""),
  ]

  @Test(arguments: cases) func transition(_ testCase: Case) {
    let sequence = Style.sgrTransition(from: testCase.from, to: testCase.to, mode: testCase.mode)
    #expect(sequence == testCase.expected)
  }

  /// A random style: each property unset, off/default, or set.
  static func randomStyle(using random: inout SplitMix64) -> Style {
    func flag() -> Bool? { [nil, false, true].randomElement(using: &random)! }
    func color() -> Color? {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: return nil
      case 1: return .default
      case 2: return .ansi(UInt8.random(in: 0...15, using: &random))
      case 3: return .indexed(UInt8.random(in: 0...255, using: &random))
      default:
        return .rgb(
          UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
          UInt8.random(in: 0...255, using: &random))
      }
    }
    return Style(
      foreground: color(), background: color(), bold: flag(), dim: flag(), italic: flag(),
      underline: flag(), reverse: flag(), strikethrough: flag())
  }

  /// The style a terminal in `from` draws in after receiving `sequence`.
  static func terminalStyle(after sequence: String, from: Style) -> Style? {
    SGRParser.parse(sequence + "x", startingFrom: from).runs.last?.style.resolved
  }

  @Test func transitionsReachTheTargetStyle() {
    var random = SplitMix64(seed: 2026)
    for _ in 0..<3_000 {
      let from = Self.randomStyle(using: &random)
      let to = Self.randomStyle(using: &random)
      for mode in [ColorMode.ansi16, .ansi256, .truecolor] {
        let shown = from.converted(to: mode)
        let sequence = Style.sgrTransition(from: from, to: to, mode: mode)
        #expect(
          Self.terminalStyle(after: sequence, from: shown) == to.converted(to: mode).resolved,
          "\(from) → \(to) in \(mode): \(sequence.debugDescription)")
        // Starting from a fresh terminal, setting up `from` first must land on the same look.
        let setUp = Style.sgrTransition(from: .plain, to: from, mode: mode)
        #expect(
          Self.terminalStyle(after: setUp + sequence, from: .plain)
            == to.converted(to: mode).resolved)
        #expect(sequence.isEmpty == (shown.resolved == to.converted(to: mode).resolved))
      }
      #expect(Style.sgrTransition(from: from, to: to, mode: .none) == "")
    }
  }

  @Test func transitionIsNeverLongerThanAResetAndSetUp() {
    var random = SplitMix64(seed: 99)
    for _ in 0..<1_000 {
      let from = Self.randomStyle(using: &random)
      let to = Self.randomStyle(using: &random)
      let sequence = Style.sgrTransition(from: from, to: to, mode: .truecolor)
      let setUp = Style.sgrTransition(from: .plain, to: to, mode: .truecolor)
      // `setUp` is ESC[…m from a plain terminal; with a leading "0;" it is the reset form.
      let resetForm = to.isPlain ? "\u{1B}[0m" : "\u{1B}[0;" + setUp.dropFirst(2)
      #expect(sequence.utf8.count <= resetForm.utf8.count, "\(from) → \(to)")
    }
  }
}
