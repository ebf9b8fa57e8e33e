import TestSupport
import Testing

@testable import Folio

/// The canvas's fast paths (runs of ASCII written at once, a repeated rule copied cell by
/// cell, the blank tail of a row skipped when writing it out, a list row cut by drawing)
/// must leave exactly what the plain per-cluster paths leave, on canvases that already
/// hold wide clusters and backgrounds.
@Suite struct CanvasFastPathTests {
  static let pieces = ["a", "b", " ", "漢", "字", "🚀", "·", "e\u{301}", "─", "xyz", "12"]
  static let backgrounds: [Color?] = [nil, .ansi(4), .rgb(10, 20, 30)]

  /// A canvas with random text and backgrounds already on it.
  func busyCanvas(width: Int, height: Int, _ random: inout SplitMix64) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    for _ in 0..<(width * height / 3) {
      let x = Int.random(in: -2..<(width + 2), using: &random)
      let y = Int.random(in: 0..<height, using: &random)
      let text = Self.pieces.randomElement(using: &random)!
      let background = Self.backgrounds.randomElement(using: &random)!
      canvas.draw(
        text, x: x, y: y, style: Style(background: background), clip: canvas.bounds)
    }
    return canvas
  }

  func randomText(_ random: inout SplitMix64) -> String {
    (0..<Int.random(in: 0..<12, using: &random))
      .map { _ in Self.pieces.randomElement(using: &random)! }.joined()
  }

  /// Where a text is drawn on a 12-column, 2-row canvas, at random: a column from left of it
  /// to right of it, a clip (possibly empty) and a bold style with or without a background.
  func randomPlacement(_ random: inout SplitMix64) -> (x: Int, clip: Rect, style: Style) {
    let x = Int.random(in: -3..<14, using: &random)
    let clip = Rect(
      x: Int.random(in: -1..<6, using: &random), y: 0,
      width: Int.random(in: 0..<14, using: &random), height: 2)
    let style = Style(background: Self.backgrounds.randomElement(using: &random)!, bold: true)
    return (x, clip, style)
  }

  /// `text` drawn one cluster at a time through ``Canvas/put(_:width:x:y:style:clip:)``.
  func drawClusterByCluster(
    _ text: String, x: Int, y: Int, style: Style, clip: Rect, on canvas: inout Canvas
  ) {
    var column = x
    for character in text {
      let cluster = String(character)
      let width = cluster.displayWidth
      canvas.put(cluster[...], width: width, x: column, y: y, style: style, clip: clip)
      column += width
    }
  }

  @Test func drawingARunEqualsPuttingEachCluster() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<400 {
      let base = busyCanvas(width: 12, height: 2, &random)
      let text = randomText(&random)
      let (x, clip, style) = randomPlacement(&random)
      var fast = base
      fast.draw(text, x: x, y: 1, style: style, clip: clip)
      var slow = base
      drawClusterByCluster(text, x: x, y: 1, style: style, clip: clip, on: &slow)
      #expect(fast == slow, "\(text.debugDescription) at \(x) clipped to \(clip)")
    }
  }

  /// A text is drawn in one pass over its row when it starts inside the clip: the same
  /// cells and the same row marks as putting each cluster, with clusters of no width,
  /// controls, a cluster too long to keep in a cell, a flag and a full-width letter among
  /// the pieces, over rows of wide clusters and kept columns.
  @Test func drawingInOnePassEqualsPuttingEachCluster() {
    let pieces = Self.pieces + ["\u{200B}", "\u{7}", "👨‍👩‍👧‍👦", "🇯🇵", "ｗ", "e\u{301}\u{302}"]
    var random = SplitMix64(seed: 29)
    for _ in 0..<1_500 {
      var base = busyCanvas(width: 12, height: 2, &random)
      base.markKept(Rect(x: Int.random(in: 0..<12, using: &random), y: 1, width: 3, height: 1))
      let text = (0..<Int.random(in: 1..<9, using: &random))
        .map { _ in pieces.randomElement(using: &random)! }.joined()
      let (x, clip, style) = randomPlacement(&random)
      var fast = base
      let end = fast.draw(text, x: x, y: 1, style: style, clip: clip)
      var slow = base
      drawClusterByCluster(text, x: x, y: 1, style: style, clip: clip, on: &slow)
      let said = "\(text.debugDescription) at \(x) clipped to \(clip)"
      #expect(fast == slow, "\(said)")
      #expect(end == x + text.displayWidth, "\(said)")
      for (mine, theirs) in zip(fast.rowMarks, slow.rowMarks) {
        #expect(
          [mine.end, Int(mine.stamp), Int(mine.overwritten)]
            == [theirs.end, Int(theirs.stamp), Int(theirs.overwritten)], "\(said)")
      }
    }
  }

  @Test func aRepeatedRuleEqualsDrawingItAtEveryStep() {
    var random = SplitMix64(seed: 11)
    for rule in ["─", "=-", "漢", "a漢"] {
      for _ in 0..<150 {
        let base = busyCanvas(width: 13, height: 1, &random)
        let x = Int.random(in: -4..<8, using: &random)
        let clip = Rect(
          x: Int.random(in: -1..<5, using: &random), y: 0,
          width: Int.random(in: 0..<15, using: &random), height: 1)
        // A style that keeps the background under each cell, or one that sets its own.
        let style = Bool.random(using: &random) ? Style.plain : Style(background: .blue)
        var fast = base
        fast.drawRepeating(rule, x: x, y: 0, style: style, clip: clip)
        var slow = base
        let ruleWidth = rule.displayWidth
        var column = x
        while column < min(clip.maxX, slow.width) {
          slow.draw(rule, x: column, y: 0, style: style, clip: clip)
          column += ruleWidth
        }
        #expect(fast == slow, "\(rule) from \(x) clipped to \(clip)")
        #expect(fast.ansiString(colorMode: .truecolor) == slow.ansiString(colorMode: .truecolor))
      }
    }
  }

  @Test func aColumnEqualsDrawingItInEveryRow() {
    var random = SplitMix64(seed: 17)
    for edge in ["│", "||", "漢", "a"] {
      for _ in 0..<150 {
        let base = busyCanvas(width: 6, height: 7, &random)
        let x = Int.random(in: -2..<7, using: &random)
        let top = Int.random(in: -2..<5, using: &random)
        let rows = top..<(top + Int.random(in: 0..<6, using: &random))
        let clip = Rect(
          x: Int.random(in: -1..<5, using: &random), y: Int.random(in: -1..<5, using: &random),
          width: Int.random(in: 0..<7, using: &random),
          height: Int.random(in: 0..<8, using: &random))
        let style = Bool.random(using: &random) ? Style.plain : Style(background: .ansi(4))
        var fast = base
        fast.drawColumn(edge, x: x, rows: rows, style: style, clip: clip)
        var slow = base
        for y in rows { slow.draw(edge, x: x, y: y, style: style, clip: clip) }
        #expect(fast == slow, "\(edge) at \(x) in rows \(rows) clipped to \(clip)")
        #expect(fast.ansiString(colorMode: .truecolor) == slow.ansiString(colorMode: .truecolor))
      }
    }
  }

  @Test func writingOutSkipsOnlyTrulyBlankTails() {
    var random = SplitMix64(seed: 3)
    for _ in 0..<300 {
      var canvas = busyCanvas(width: 10, height: 3, &random)
      if Bool.random(using: &random) {
        canvas.fill(
          Rect(x: Int.random(in: 0..<10, using: &random), y: 1, width: 3, height: 1),
          style: Style(reverse: true))
      }
      var unknown = canvas
      for y in 0..<canvas.height { unknown.rowMarks[y].end = canvas.width }
      for mode in [ColorMode.none, .ansi16, .truecolor] {
        #expect(canvas.ansiString(colorMode: mode) == unknown.ansiString(colorMode: mode))
      }
    }
  }

  @Test func aListRowCutByDrawingEqualsTheCutText() {
    var random = SplitMix64(seed: 5)
    for _ in 0..<400 {
      let string = randomText(&random) + randomText(&random)
      let width = Int.random(in: 0..<16, using: &random)
      let ellipsis = ["…", "...", "⋯⋯"].randomElement(using: &random)!
      let style = Style(foreground: .ansi(2))
      let text = Text(string).truncated()
      var environment = EnvironmentValues()
      environment.symbols.ellipsis = ellipsis
      environment.style = style
      let base = busyCanvas(width: 16, height: 1, &random)
      let rect = Rect(x: 0, y: 0, width: width, height: 1)
      var drawn = base
      TextNode(text: text, environment: environment).drawLine(
        text.content, width: nil, in: rect, canvas: &drawn)
      // The reference: the text cut by truncation first, then drawn as it comes.
      var cut = base
      let line = StyledText(string)
      let shown =
        line.displayWidth <= width
        ? line : line.truncated(toWidth: width, position: .end, marker: ellipsis)
      cut.draw(shown, x: 0, y: 0, base: style, clip: rect)
      #expect(drawn == cut, "\(string.debugDescription) in \(width) with \(ellipsis)")
      var context = RenderContext(canvas: base)
      context.draw(
        TextNode(text: text, environment: environment), in: rect, offeredSize: rect.size)
      #expect(context.canvas == cut, "a text node: \(string.debugDescription) in \(width)")
    }
  }
}
