import TestSupport
import Testing

@testable import Folio

/// Clusters measured as a terminal that splits modifier sequences draws them (tmux 3.3a).
@Suite struct WidthProfileTests {
  static let split = WidthProfile(splitsModifierSequences: true)

  var splitEnvironment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.widthProfile = Self.split
    return environment
  }

  /// The model a profile found from the probes, without its measured widths.
  func model(_ profile: WidthProfile) -> WidthProfile {
    WidthProfile(
      splitsModifierSequences: profile.splitsModifierSequences,
      ignoresEmojiPresentation: profile.ignoresEmojiPresentation)
  }

  @Test func theProfileIsFoundFromTheProbesAnswers() {
    #expect(model(WidthProfile(probedWidths: [3, 4, 2])) == Self.split)
    #expect(model(WidthProfile(probedWidths: [2, 2, 2])) == .standard)
    #expect(WidthProfile(probedWidths: [nil, nil, nil]) == .standard)
    #expect(
      model(WidthProfile(probedWidths: [3, nil, nil])) == .standard, "a missing answer is no guess")
    // tmux 3.3a: modifiers beside their base, VS16 ignored.
    #expect(
      model(WidthProfile(probedWidths: [3, 4, 1]))
        == WidthProfile(splitsModifierSequences: true, ignoresEmojiPresentation: true))
    // The answers are kept as the probes' widths.
    #expect(WidthProfile(probedWidths: [3, nil, 1]).measuredWidths == ["✌🏻": 3, "❤️": 1])
    #expect(
      WidthProfile.probes.map(\.displayWidth) == [2, 2, 2], "Unicode's widths outside a frame")
  }

  @Test func measuredWidthsWinOverTheModelUpToTheCap() {
    // As xterm 379 draws them.
    let xterm = WidthProfile(measuredWidths: ["👩🏽‍💻": 6, "✌🏻": 3, "❤️": 1])
    #expect(xterm.displayWidth(of: "👩🏽‍💻 dev") == 10)
    #expect(xterm.displayWidth(of: "❤️✌🏻") == 4)
    #expect(xterm.displayWidth(of: "👍🏽") == 2, "not measured: the model's width")
    // A six-cell cluster takes six cells of the canvas, and the row goes on after them.
    var environment = EnvironmentValues()
    environment.widthProfile = xterm
    let canvas = Text("A👩🏽‍💻B").renderCanvas(width: 10, environment: environment)
    #expect(canvas.cells.prefix(9).map(\.content) == ["A", "👩🏽‍💻", "", "", "", "", "", "B", " "])
    // Too wide for the room left: spaces hold the columns, the row still ends in place.
    var cut = Canvas(width: 6, height: 1)
    WidthProfile.currentProfile.withValue(xterm) {
      cut.draw("AB👩🏽‍💻", x: 0, y: 0, style: .plain, clip: cut.bounds)
    }
    #expect(cut.cells.map(\.content) == ["A", "B", " ", " ", " ", " "])
    // What is kept: one disputed cluster, 0 to 8 cells.
    var profile = WidthProfile()
    profile.measure(["漢": 3, "ab": 1, "✌🏻": 9, "👍🏽": -1, "🇩🇪": 0, "1️⃣": 8])
    #expect(profile.measuredWidths == ["🇩🇪": 0, "1️⃣": 8])
    profile.forgetMeasurements()
    #expect(profile == .standard)
  }

  @Test func aFrameListsTheDisputedClustersItHasNoWidthForWhenAsked() {
    let view = VStack {
      Text("👍🏽 ok ❤️")
      Text("漢字 ｶﾞ 👍🏽 🇩🇪 e\u{301}")
    }
    var environment = EnvironmentValues()
    #expect(view.renderFrame(width: 30, environment: environment).report.unmeasuredClusters == [])
    environment.widthProfile = WidthProfile(
      measuredWidths: ["❤️": 1], reportsUnmeasuredClusters: true)
    let report = view.renderFrame(width: 30, environment: environment).report
    #expect(report.unmeasuredClusters == ["👍🏽", "ｶﾞ", "🇩🇪"])
    #expect(WidthProfile.isDisputed("👩🏽‍💻") && WidthProfile.isDisputed("\u{1F1E9}"))
    #expect(!WidthProfile.isDisputed("漢") && !WidthProfile.isDisputed("e\u{301}"))
  }

  @Test func aFrameMeasuresWithItsProfile() {
    #expect(WidthProfile.currentProfile.withValue(Self.split) { "✌🏻".displayWidth } == 3)
    #expect(WidthProfile.currentProfile.withValue(Self.split) { "👍🏽".displayWidth } == 4)
    // As tmux 3.3a draws it: the skin-toned base (4 cells), the rest joined onto it.
    #expect(WidthProfile.currentProfile.withValue(Self.split) { "👩🏽‍💻".displayWidth } == 4)
    #expect(WidthProfile.currentProfile.withValue(Self.split) { "👩‍💻".displayWidth } == 2)
    let narrow = WidthProfile(ignoresEmojiPresentation: true)
    #expect(narrow.displayWidth(of: "❤️") == 1)
    #expect(narrow.displayWidth(of: "1️⃣") == 1)
    #expect(narrow.displayWidth(of: "🚀") == 2, "an emoji that is wide without VS16 stays wide")
    #expect(narrow.displayWidth(of: "🇫🇷") == 2)
    let canvas = Text("A✌🏻B👍🏽C").renderCanvas(width: 12, environment: splitEnvironment)
    let cells = canvas.cells.prefix(10).map(\.content)
    #expect(cells == ["A", "✌🏻", "", "", "B", "👍🏽", "", "", "", "C"])
  }

  @Test func bordersStayStraightAroundSplitClusters() throws {
    let list = VStack(alignment: .leading) {
      Text("✌🏻 peace")
      Text("👍🏽 agreed, and more")
      Text("漢字 ok")
    }
    .border()
    for width in [12, 16, 30] {
      let canvas = list.renderCanvas(width: width, environment: splitEnvironment)
      let top = (0..<canvas.width).map { canvas.cells[$0].content }
      let right = try #require(top.firstIndex(of: "╮"))
      for row in 1..<canvas.height {
        let edge = canvas.cells[row * canvas.width + right].content
        #expect(edge == (row == canvas.height - 1 ? "╯" : "│"), "row \(row) at \(width)")
      }
      // A terminal that draws the clusters split shows exactly these cells; measured with
      // Unicode's widths, the same list would not line up there.
      var terminal = VirtualTerminal(width: canvas.width, height: canvas.height)
      terminal.profile = Self.split
      terminal.feed(canvas.diff(from: nil, colorMode: .none))
      #expect(terminal.cells.map(\.content) == canvas.cells.map(\.content))
      let unicode = list.renderCanvas(width: width)
      var mismatched = VirtualTerminal(width: unicode.width, height: unicode.height)
      mismatched.profile = Self.split
      mismatched.feed(unicode.diff(from: nil, colorMode: .none))
      #expect(mismatched.cells.map(\.content) != unicode.cells.map(\.content))
    }
  }

  @Test func overwritingPartOfAWideClusterBlanksAllOfIt() {
    var canvas = Canvas(width: 8, height: 1)
    WidthProfile.currentProfile.withValue(Self.split) {
      canvas.draw("👍🏽", x: 1, y: 0, style: .plain, clip: canvas.bounds)
      canvas.draw("x", x: 3, y: 0, style: .plain, clip: canvas.bounds)
    }
    #expect(canvas.cells.map(\.content) == [" ", " ", " ", "x", " ", " ", " ", " "])
    WidthProfile.currentProfile.withValue(Self.split) {
      canvas.draw("✌🏻", x: 5, y: 0, style: .plain, clip: canvas.bounds)
      canvas.draw("ab", x: 4, y: 0, style: .plain, clip: canvas.bounds)
    }
    #expect(canvas.cells.map(\.content) == [" ", " ", " ", "x", "a", "b", " ", " "])
    // A cluster that does not fit whole leaves spaces, never a piece of itself.
    WidthProfile.currentProfile.withValue(Self.split) {
      canvas.draw("👍🏽", x: 6, y: 0, style: .plain, clip: canvas.bounds)
    }
    #expect(canvas.cells.map(\.content).suffix(2) == [" ", " "])
  }

  @Test(arguments: [ColorMode.none, .ansi256])
  func diffsOfSplitClustersTurnTheTerminalIntoTheNextFrame(mode: ColorMode) {
    var random = SplitMix64(seed: 11)
    let clusters = ["a", " ", "✌🏻", "👍🏽", "漢", "x", "🚀"]
    func canvas(width: Int, height: Int) -> Canvas {
      var canvas = Canvas(width: width, height: height)
      WidthProfile.currentProfile.withValue(Self.split) {
        for y in 0..<height {
          var x = Int.random(in: 0...2, using: &random)
          while x < width {
            x = canvas.draw(
              clusters.randomElement(using: &random)!, x: x, y: y,
              style: Bool.random(using: &random) ? .plain : Style(bold: true), clip: canvas.bounds)
          }
        }
      }
      return canvas
    }
    for _ in 0..<200 {
      let width = Int.random(in: 1...14, using: &random)
      let height = Int.random(in: 1...3, using: &random)
      let old = canvas(width: width, height: height)
      let new = canvas(width: width, height: height)
      var terminal = VirtualTerminal(showing: old, mode: mode)
      terminal.profile = Self.split
      terminal.feed(new.diff(from: old, colorMode: mode))
      let expected = new.cells.map { Cell($0.content, style: $0.style.converted(to: mode)) }
      #expect(
        terminal.cells == expected, "\(new.cells.map(\.content)) over \(old.cells.map(\.content))")
    }
  }
}
