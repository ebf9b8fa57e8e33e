import TestSupport
import Testing

@testable import Folio

/// A canvas drawn inline: cursor moves relative to where the region starts, which may be
/// any row of the screen, and the cursor left at the region's top-left after every frame.
@Suite struct InlineDiffTests {
  /// A screen with shell output above the region, the cursor on the row after it.
  func shell(width: Int, height: Int, origin: Int) -> VirtualTerminal {
    var terminal = VirtualTerminal(width: width, height: height)
    for row in 0..<origin { terminal.feed(Array("$ line \(row)\r\n".utf8)) }
    return terminal
  }

  func rows(_ terminal: VirtualTerminal, _ range: Range<Int>) -> [String] {
    range.map { row in
      (0..<terminal.width).map { terminal.cells[row * terminal.width + $0].content }.joined()
    }
  }

  func canvasRows(_ canvas: Canvas) -> [String] {
    (0..<canvas.height).map { row in
      (0..<canvas.width).map { canvas.cells[row * canvas.width + $0].content }.joined()
    }
  }

  @Test func aFullRedrawErasesBelowTheCursorAndReturnsToTheRegionsTopLeft() {
    let canvas = Text("first\nsecond\nthird").renderCanvas(width: 10)
    let bytes = canvas.diff(from: nil, colorMode: .none, addressing: .cursor)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("\r\u{1B}[J"))
    #expect(!text.contains("H"), "no absolute cursor position: \(text.debugDescription)")
    #expect(text.hasSuffix("\r\u{1B}[2A"))
    var terminal = shell(width: 10, height: 8, origin: 3)
    terminal.feed(bytes)
    #expect(rows(terminal, 0..<3).map { $0.hasPrefix("$ line") } == [true, true, true])
    #expect(rows(terminal, 3..<6) == canvasRows(canvas))
    #expect(terminal.x == 0 && terminal.y == 3)
  }

  @Test(arguments: [ColorMode.none, .ansi256])
  func everyUpdateTurnsTheRegionIntoTheNextFrameWhereverItStarts(mode: ColorMode) {
    var random = SplitMix64(seed: 7)
    let diffs = CanvasDiffTests()
    for _ in 0..<200 {
      let width = Int.random(in: 1...12, using: &random)
      let height = Int.random(in: 1...4, using: &random)
      let origin = Int.random(in: 0...3, using: &random)
      var terminal = shell(width: width, height: origin + 6, origin: origin)
      let above = rows(terminal, 0..<origin)
      var previous: Canvas?
      for _ in 0..<4 {
        // Mostly small edits; sometimes a new height, which redraws in full.
        let next =
          previous.map { diffs.mutate($0, using: &random) }
          ?? diffs.randomCanvas(width: width, height: height, using: &random)
        let frame =
          Int.random(in: 0..<5, using: &random) == 0
          ? diffs.randomCanvas(
            width: width, height: Int.random(in: 1...5, using: &random), using: &random)
          : next
        terminal.feed(frame.diff(from: previous, colorMode: mode, addressing: .cursor))
        #expect(terminal.x == 0 && terminal.y == origin, "the cursor rests at the top-left")
        #expect(rows(terminal, 0..<origin) == above, "what was above is untouched")
        let region = rows(terminal, origin..<(origin + frame.height))
        #expect(region == canvasRows(frame))
        // Below a region that shrank, nothing of the taller frame is left.
        let below = rows(terminal, (origin + frame.height)..<terminal.height)
        #expect(below.allSatisfy { $0.allSatisfy { $0 == " " } })
        previous = frame
      }
    }
  }

  @Test func theScreenAddressingIsUnchanged() {
    let old = Text("abc\ndef").renderCanvas(width: 5)
    let new = Text("abc\ndxf").renderCanvas(width: 5)
    #expect(
      new.diff(from: old, colorMode: .none)
        == new.diff(from: old, colorMode: .none, addressing: .screen))
    #expect(
      String(decoding: new.diff(from: old, colorMode: .none), as: UTF8.self) == "\u{1B}[2;2Hx")
  }
}
