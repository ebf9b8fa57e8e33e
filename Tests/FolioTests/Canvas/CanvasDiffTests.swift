import TestSupport
import Testing

@testable import Folio

@Suite struct CanvasDiffTests {
  /// A deterministic generator, so failures reproduce.

  static let clusters = ["a", "b", " ", "漢", "🚀", "é", "─", "x"]
  static let styles = [
    Style.plain, Style(bold: true), Style(reverse: true), Style(foreground: .red),
    Style(foreground: .rgb(1, 2, 3), background: .indexed(17)), Style(dim: true, underline: true),
  ]

  func randomCanvas(width: Int, height: Int, using random: inout SplitMix64) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    for y in 0..<height {
      var x = 0
      while x < width {
        let text = Self.clusters.randomElement(using: &random)!
        let style = Self.styles.randomElement(using: &random)!
        if Int.random(in: 0..<4, using: &random) == 0 {
          x += 1
          continue
        }
        x = canvas.draw(text, x: x, y: y, style: style, clip: canvas.bounds)
      }
    }
    return canvas
  }

  func mutate(_ canvas: Canvas, using random: inout SplitMix64) -> Canvas {
    var copy = canvas
    for _ in 0..<Int.random(in: 0..<6, using: &random) {
      let x = Int.random(in: 0..<canvas.width, using: &random)
      let y = Int.random(in: 0..<canvas.height, using: &random)
      let text = Self.clusters.randomElement(using: &random)!
      copy.draw(
        text, x: x, y: y, style: Self.styles.randomElement(using: &random)!, clip: copy.bounds)
    }
    return copy
  }

  @Test(arguments: [ColorMode.ansi16, .ansi256, .truecolor])
  func diffTurnsTheOldScreenIntoTheNewOne(mode: ColorMode) {
    var random = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let width = Int.random(in: 1...14, using: &random)
      let height = Int.random(in: 1...4, using: &random)
      let old = randomCanvas(width: width, height: height, using: &random)
      let new =
        Bool.random(using: &random)
        ? mutate(old, using: &random) : randomCanvas(width: width, height: height, using: &random)
      var terminal = VirtualTerminal(showing: old, mode: mode)
      terminal.feed(new.diff(from: old, colorMode: mode))
      let expected = new.cells.map { Cell($0.content, style: $0.style.converted(to: mode)) }
      let wrong = terminal.cells.indices.first { terminal.cells[$0] != expected[$0] }
      #expect(
        wrong == nil,
        """
        cell \(wrong ?? 0) of \(width)×\(height): \(wrong.map { terminal.cells[$0] } as Any) \
        expected \(wrong.map { expected[$0] } as Any) after \
        \(String(decoding: new.diff(from: old, colorMode: mode), as: UTF8.self).debugDescription)
        """)
      #expect(terminal.style == Style.plain.resolved)
      if wrong != nil { break }
    }
  }

  /// The SGR sequences a writer keeps for the writers after it are its colour mode's own:
  /// a canvas of more styles than a writer keeps, drawn again and again in every mode in
  /// turn, from nothing and from its mirror image, shows on a terminal as that canvas in
  /// that mode each time.
  @Test func sequencesKeptFromFrameToFrameAreEachModesOwn() {
    let styles: [Style] = (0..<24).map { (index: Int) -> Style in
      let shade = UInt8(index * 10)
      let background: Color? = index % 3 == 0 ? .ansi(UInt8(index % 8)) : nil
      let bold: Bool? = index % 2 == 0 ? true : nil
      let underline: Bool? = index % 5 == 0 ? true : nil
      return Style(
        foreground: .rgb(shade, 40, 250 - shade), background: background, bold: bold,
        underline: underline)
    }
    func canvas(reversed: Bool) -> Canvas {
      var canvas = Canvas(width: styles.count, height: 2)
      for (index, style) in styles.enumerated() {
        let x = reversed ? styles.count - 1 - index : index
        for y in 0..<2 {
          canvas.draw(
            String(UnicodeScalar(UInt8(65 + index))), x: x, y: y, style: style,
            clip: canvas.bounds)
        }
      }
      return canvas
    }
    let (forward, backward) = (canvas(reversed: false), canvas(reversed: true))
    for round in 0..<3 {
      for mode in [ColorMode.truecolor, .ansi16, .monochrome, .ansi256] {
        var terminal = VirtualTerminal(width: styles.count, height: 2)
        terminal.feed(forward.diff(from: nil, colorMode: mode))
        terminal.feed(backward.diff(from: forward, colorMode: mode))
        let expected = backward.cells.map { Cell($0.content, style: $0.style.converted(to: mode)) }
        #expect(terminal.cells == expected, "round \(round), \(mode)")
      }
    }
  }

  @Test func fullRepaintWhenThereIsNoPreviousFrame() {
    var random = SplitMix64(seed: 7)
    let canvas = randomCanvas(width: 10, height: 3, using: &random)
    var terminal = VirtualTerminal(width: 10, height: 3)
    terminal.cells = Array(repeating: Cell("z"), count: 30)
    terminal.feed(canvas.diff(from: nil, colorMode: .ansi16))
    #expect(terminal.cells.map(\.content) == canvas.cells.map(\.content))
  }

  @Test func identicalFramesWriteNothing() {
    var random = SplitMix64(seed: 9)
    let canvas = randomCanvas(width: 20, height: 5, using: &random)
    #expect(canvas.diff(from: canvas, colorMode: .truecolor).isEmpty)
  }

  @Test func movingASelectionRewritesOnlyTwoRows() {
    func frame(selected: Int) -> Canvas {
      var canvas = Canvas(width: 40, height: 5)
      for row in 0..<5 {
        let style = row == selected ? Style(reverse: true) : Style.plain
        if row == selected { canvas.fill(Rect(x: 0, y: row, width: 40, height: 1), style: style) }
        canvas.draw("Row \(row) text", x: 0, y: row, style: style, clip: canvas.bounds)
      }
      return canvas
    }
    let bytes = frame(selected: 2).diff(from: frame(selected: 1), colorMode: .ansi16)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\u{1B}[2;1H"))
    #expect(text.contains("\u{1B}[3;1H"))
    #expect(!text.contains("Row 0"))
    #expect(!text.contains("Row 3"))
    // The unselected row's trailing blanks are erased, not written out.
    #expect(text.contains("\u{1B}[K"))
    #expect(bytes.count < 40 + 12 + 40)
  }

  @Test func changedWideCharacterIsRewrittenWhole() {
    var old = Canvas(width: 4, height: 1)
    old.draw("漢a", x: 0, y: 0, style: .plain, clip: old.bounds)
    var new = old
    new.draw("字", x: 0, y: 0, style: .plain, clip: new.bounds)
    var terminal = VirtualTerminal(showing: old)
    terminal.feed(new.diff(from: old, colorMode: .ansi16))
    #expect(terminal.cells.map(\.content) == ["字", "", "a", " "])
  }
}
