import Testing

@testable import Folio

/// Public calls at the edges of their ranges give a clear answer instead of trapping, and
/// never let content put control bytes on screen.
@Suite struct ExtremeInputTests {
  @Test func rectanglesAtTheEdgesOfIntDoNotOverflow() {
    let far = Rect(x: .max - 1, y: .max, width: 5, height: 3)
    #expect(far.maxX == .max)
    #expect(far.maxY == .max)
    #expect(
      Rect(x: .min, y: 0, width: 0, height: 0).intersection(
        Rect(x: .max, y: 0, width: 0, height: 0)
      ).isEmpty)
    let huge = Rect(x: 100, y: 100, width: .max, height: .max)
    #expect(huge.maxX == .max)
    let corner = huge.intersection(Rect(x: .max - 10, y: .max - 10, width: 10, height: 10))
    #expect(corner.size == Size(width: 10, height: 10))
    #expect(!huge.contains(x: .max, y: .max))
    #expect(
      Rect(x: 100, y: 100, width: 4, height: 4).intersection(huge).size
        == Size(width: 4, height: 4))
    // From the least Int to the greatest: the width saturates instead of overflowing.
    let everything = Rect(x: .min, y: 0, width: .max, height: 1)
      .intersection(Rect(x: .min, y: 0, width: .max, height: 1))
    #expect(everything.width == .max)
  }

  @Test func drawingFarOutsideTheCanvasDrawsNothing() {
    var canvas = Canvas(width: 8, height: 2)
    canvas.fill(Rect(x: .max - 1, y: 0, width: 5, height: 1), style: .plain)
    canvas.draw("hi", x: 0, y: 0, style: .plain, clip: Rect(x: .max, y: 0, width: 10, height: 1))
    canvas.draw("hi", x: .max - 1, y: 0, style: .plain, clip: canvas.bounds)
    canvas.draw("hi", x: .min, y: .min, style: .plain, clip: canvas.bounds)
    canvas.put("漢", width: 2, x: .max, y: 1, style: .plain, clip: canvas.bounds)
    canvas.setBackground(.red, in: Rect(x: .min, y: .min, width: .max, height: .max))
    #expect(canvas.plainText(trimmingTrailingSpaces: true) == "\n")
  }

  @Test func putDrawsOneClusterAndNeverAControlByte() {
    var canvas = Canvas(width: 6, height: 1)
    // A cluster followed by an OSC 52 clipboard write and a cursor-position request.
    canvas.put(
      "a\u{1B}]52;c;SGVsbG8=\u{07}\u{1B}[6n", width: 1, x: 0, y: 0, style: .plain,
      clip: canvas.bounds)
    // Controls inside what is handed over as one cluster (CR LF is one) show as U+FFFD.
    canvas.put("\r\n", width: 1, x: 1, y: 0, style: .plain, clip: canvas.bounds)
    canvas.put("\u{85}", width: 1, x: 2, y: 0, style: .plain, clip: canvas.bounds)
    canvas.put("", width: 1, x: 3, y: 0, style: .plain, clip: canvas.bounds)
    let ansi = canvas.ansiString(colorMode: .truecolor)
    #expect(canvas.plainText(trimmingTrailingSpaces: true) == "a\u{FFFD}\u{FFFD}")
    for byte in ansi.utf8 where byte < 0x20 || byte == 0x7F {
      // Only Folio's own SGR sequences and line breaks.
      #expect(byte == 0x1B || byte == 0x0A, "control byte \(byte) in \(ansi.debugDescription)")
    }
    #expect(!ansi.contains("]52"))
    #expect(!ansi.contains("[6n"))
  }

  @Test func paddingToExtremeWidthsGivesAClearAnswer() {
    #expect("x".padded(toWidth: Int.min) == "x")
    #expect("x".padded(toWidth: -1) == "x")
    #expect(StyledText("x").padded(toWidth: Int.min).plainText == "x")
    // A width no terminal has pads to the documented bound rather than exhausting memory.
    #expect("x".padded(toWidth: Int.max).displayWidth == maximumPaddingWidth)
    #expect(
      StyledText("x").padded(toWidth: Int.max, alignment: .center).displayWidth
        == maximumPaddingWidth)
  }

  @Test func paddingAfterAPrependedMarkTakesTheWidthAsked() {
    // U+0605 joins the character after it, so the first space of the padding would vanish
    // into its cluster.
    for width in 2...6 {
      #expect("\u{605}".padded(toWidth: width).displayWidth == width)
      #expect("\u{605}".padded(toWidth: width, alignment: .trailing).displayWidth == width)
    }
  }
}
