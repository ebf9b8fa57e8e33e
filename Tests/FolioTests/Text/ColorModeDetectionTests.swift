import Testing

@testable import Folio

@Suite struct ColorModeDetectionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var environment: [String: String]
    var isTTY = true
    var explicit: ColorMode? = nil
    var expected: ColorMode

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Explicit choice.
    Case(
      name: "explicit beats NO_COLOR", environment: ["NO_COLOR": "1"], explicit: .truecolor,
      expected: .truecolor),
    Case(
      name: "explicit none beats FORCE_COLOR", environment: ["FORCE_COLOR": "3"],
      explicit: ColorMode.none, expected: .none),
    Case(
      name: "explicit without a TTY", environment: [:], isTTY: false, explicit: .ansi256,
      expected: .ansi256),
    // NO_COLOR.
    Case(
      name: "NO_COLOR: no colour, attributes kept",
      environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], expected: .monochrome),
    Case(name: "NO_COLOR any value", environment: ["NO_COLOR": "0"], expected: .monochrome),
    Case(
      name: "NO_COLOR into a pipe: no escape at all", environment: ["NO_COLOR": "1"],
      isTTY: false, expected: .none),
    Case(
      name: "NO_COLOR on a dumb terminal", environment: ["NO_COLOR": "1", "TERM": "dumb"],
      expected: .none),
    Case(
      name: "empty NO_COLOR is ignored", environment: ["NO_COLOR": "", "TERM": "xterm-256color"],
      expected: .ansi256),
    Case(
      name: "NO_COLOR beats FORCE_COLOR", environment: ["NO_COLOR": "1", "FORCE_COLOR": "3"],
      expected: .monochrome),
    Case(
      name: "NO_COLOR beats CLICOLOR_FORCE", environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"],
      expected: .monochrome),
    // FORCE_COLOR.
    Case(
      name: "FORCE_COLOR=0", environment: ["FORCE_COLOR": "0", "COLORTERM": "truecolor"],
      expected: .monochrome),
    Case(
      name: "FORCE_COLOR=0 into a pipe", environment: ["FORCE_COLOR": "0"], isTTY: false,
      expected: .none),
    Case(name: "FORCE_COLOR=false", environment: ["FORCE_COLOR": "false"], expected: .monochrome),
    Case(name: "FORCE_COLOR=FALSE", environment: ["FORCE_COLOR": "FALSE"], expected: .monochrome),
    Case(
      name: "FORCE_COLOR=1 without TTY", environment: ["FORCE_COLOR": "1"], isTTY: false,
      expected: .ansi16),
    Case(
      name: "FORCE_COLOR=true", environment: ["FORCE_COLOR": "true"], isTTY: false,
      expected: .ansi16),
    Case(
      name: "FORCE_COLOR empty", environment: ["FORCE_COLOR": ""], isTTY: false, expected: .ansi16),
    Case(
      name: "FORCE_COLOR=1 ignores COLORTERM",
      environment: ["FORCE_COLOR": "1", "COLORTERM": "truecolor"], expected: .ansi16),
    Case(
      name: "FORCE_COLOR=2", environment: ["FORCE_COLOR": "2", "TERM": "dumb"], isTTY: false,
      expected: .ansi256),
    Case(
      name: "FORCE_COLOR=3", environment: ["FORCE_COLOR": "3"], isTTY: false, expected: .truecolor),
    Case(
      name: "FORCE_COLOR=4 is the most", environment: ["FORCE_COLOR": "4"], isTTY: false,
      expected: .truecolor),
    Case(
      name: "FORCE_COLOR other value", environment: ["FORCE_COLOR": "yes"], isTTY: false,
      expected: .ansi16),
    Case(
      name: "FORCE_COLOR=0 beats CLICOLOR_FORCE",
      environment: ["FORCE_COLOR": "0", "CLICOLOR_FORCE": "1"], expected: .monochrome),
    Case(
      name: "FORCE_COLOR beats CLICOLOR=0", environment: ["FORCE_COLOR": "2", "CLICOLOR": "0"],
      expected: .ansi256),
    // CLICOLOR_FORCE.
    Case(
      name: "CLICOLOR_FORCE without TTY", environment: ["CLICOLOR_FORCE": "1"], isTTY: false,
      expected: .ansi16),
    Case(
      name: "CLICOLOR_FORCE takes depth from COLORTERM",
      environment: ["CLICOLOR_FORCE": "1", "COLORTERM": "24bit"], isTTY: false, expected: .truecolor
    ),
    Case(
      name: "CLICOLOR_FORCE takes depth from TERM",
      environment: ["CLICOLOR_FORCE": "1", "TERM": "screen-256color"], isTTY: false,
      expected: .ansi256),
    Case(
      name: "CLICOLOR_FORCE beats TERM=dumb", environment: ["CLICOLOR_FORCE": "1", "TERM": "dumb"],
      expected: .ansi16),
    Case(
      name: "CLICOLOR_FORCE beats CLICOLOR=0",
      environment: ["CLICOLOR_FORCE": "1", "CLICOLOR": "0"], expected: .ansi16),
    Case(
      name: "CLICOLOR_FORCE=0 is off", environment: ["CLICOLOR_FORCE": "0"], isTTY: false,
      expected: .none),
    Case(
      name: "CLICOLOR_FORCE empty is off", environment: ["CLICOLOR_FORCE": ""], isTTY: false,
      expected: .none),
    // Off.
    Case(
      name: "not a TTY", environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"],
      isTTY: false, expected: .none),
    Case(
      name: "TERM=dumb", environment: ["TERM": "dumb", "COLORTERM": "truecolor"], expected: .none),
    Case(
      name: "CLICOLOR=0", environment: ["CLICOLOR": "0", "TERM": "xterm-256color"],
      expected: .monochrome),
    Case(name: "CLICOLOR=1 changes nothing", environment: ["CLICOLOR": "1"], expected: .ansi16),
    // Depth.
    Case(
      name: "COLORTERM=truecolor",
      environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"], expected: .truecolor),
    Case(name: "COLORTERM=24bit", environment: ["COLORTERM": "24bit"], expected: .truecolor),
    Case(
      name: "COLORTERM=TrueColor", environment: ["COLORTERM": "TrueColor"], expected: .truecolor),
    Case(
      name: "COLORTERM other value", environment: ["COLORTERM": "yes", "TERM": "xterm"],
      expected: .ansi16),
    Case(name: "TERM=xterm-256color", environment: ["TERM": "xterm-256color"], expected: .ansi256),
    Case(name: "TERM=tmux-256color", environment: ["TERM": "tmux-256color"], expected: .ansi256),
    Case(name: "TERM=xterm", environment: ["TERM": "xterm"], expected: .ansi16),
    Case(
      name: "TERM=xterm-256color-italic is not 256", environment: ["TERM": "xterm-256color-italic"],
      expected: .ansi16),
    Case(name: "no variables on a TTY", environment: [:], expected: .ansi16),
    Case(name: "no variables without a TTY", environment: [:], isTTY: false, expected: .none),
  ]

  @Test(arguments: cases) func detects(_ testCase: Case) {
    let mode = ColorMode.detect(
      environment: testCase.environment, isTTY: testCase.isTTY, explicit: testCase.explicit)
    #expect(mode == testCase.expected)
  }
}
