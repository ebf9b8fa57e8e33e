import Testing

@testable import Folio

/// Clusters of every length survive the canvas: short ones are stored inline, long ones
/// (ZWJ families, tag flags) elsewhere; both must come back byte for byte.
@Suite struct CanvasClusterTests {
  static let family = "👩‍👩‍👧‍👦"  // 25 bytes, one cluster, two cells
  static let scotland = "🏴󠁧󠁢󠁳󠁣󠁴󠁿"  // a tag sequence, 28 bytes
  static let combining = "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}"  // 15 bytes, one cell

  @Test func longClustersRoundTripThroughCellsTextAndANSI() {
    var canvas = Canvas(width: 10, height: 1)
    let end = canvas.draw(
      Self.family + Self.scotland + Self.combining + "x", x: 0, y: 0, style: Style(bold: true),
      clip: canvas.bounds)
    #expect(end == 6)
    #expect(canvas[0, 0].content == Self.family)
    #expect(canvas[1, 0].isContinuation)
    #expect(canvas[2, 0].content == Self.scotland)
    #expect(canvas[4, 0].content == Self.combining)
    #expect(canvas[5, 0].content == "x")
    #expect(
      canvas.plainText(trimmingTrailingSpaces: true)
        == Self.family + Self.scotland + Self.combining + "x")
    let ansi = canvas.ansiString(colorMode: .ansi16)
    #expect(ansi.contains(Self.family + Self.scotland + Self.combining + "x"))
  }

  @Test func overwritingALongClusterKeepsTheRestIntact() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw(Self.family + Self.family + "ab", x: 0, y: 0, style: .plain, clip: canvas.bounds)
    var changed = canvas
    changed.draw("z", x: 2, y: 0, style: .plain, clip: changed.bounds)
    #expect(changed.plainText() == Self.family + "z ab")
    var terminal = VirtualTerminal(showing: canvas)
    terminal.feed(changed.diff(from: canvas, colorMode: .truecolor))
    #expect(terminal.cells.map(\.content) == changed.cells.map(\.content))
    #expect(canvas != changed)
    // Equal content drawn on its own compares equal, long clusters stored apart included.
    var again = Canvas(width: 6, height: 1)
    again.draw(Self.family + Self.family + "ab", x: 0, y: 0, style: .plain, clip: again.bounds)
    #expect(canvas == again)
  }
}
